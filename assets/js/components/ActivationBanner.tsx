/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import Logo from './Logo';

interface ActivationBannerProps {
	/** URL of the splash screen, where setup starts. */
	setupURL: string;
}

/**
 * The banner wp-admin shows right after the plugin is activated (activation view context).
 *
 * @param props          Component props.
 * @param props.setupURL
 */
export default function ActivationBanner( {
	setupURL,
}: ActivationBannerProps ) {
	return (
		<section
			className="googlesitekit-activation-banner"
			aria-labelledby="googlesitekit-activation-banner-title"
		>
			<Logo />
			<div className="googlesitekit-activation-banner__body">
				<h2 id="googlesitekit-activation-banner-title">
					{ __( 'Site Kit is active', 'google-site-kit' ) }
				</h2>
				<p>
					{ __(
						'Connect your site to Google to see how people find it, what they read and how fast it loads — right here in WordPress.',
						'google-site-kit'
					) }
				</p>
			</div>
			<a
				className="button button-primary googlesitekit-activation-banner__cta"
				href={ setupURL }
			>
				{ __( 'Start setup', 'google-site-kit' ) }
			</a>
		</section>
	);
}
