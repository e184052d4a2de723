/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * The Site Kit wordmark with its mark.
 */
export default function Logo() {
	return (
		<span className="googlesitekit-logo">
			<svg
				className="googlesitekit-logo__mark"
				viewBox="0 0 40 40"
				width="28"
				height="28"
				aria-hidden="true"
				focusable="false"
			>
				<circle cx="20" cy="20" r="18" fill="#1a73e8" />
				<path
					d="M20 9a11 11 0 1 0 10.6 14H20v-6h11a11 11 0 0 0-11-8z"
					fill="#fff"
				/>
			</svg>
			<span className="googlesitekit-logo__text">
				{ __( 'Site Kit', 'google-site-kit' ) }
			</span>
		</span>
	);
}
