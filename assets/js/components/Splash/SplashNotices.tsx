/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { siteStore } from '../../datastore/site';
import { useForgetArgs } from '../hooks/one-time-args';

/**
 * Where the troubleshooting guide for a failed setup lives.
 */
/** What the address says once, after a redirect: shown on this load, taken out of the address for a reload. */
export const ONE_TIME_ARGS = [ 'context', 'notification', 'error_code' ];

export const TROUBLESHOOTING_URL =
	'https://developers.google.com/identity/protocols/oauth2/web-server#handlingresponse';

interface SplashNoticesProps {
	/** The page's query arguments. */
	query: URLSearchParams;
}

/**
 * What the splash screen says after a disconnect, a reset, a declined consent or a failed sign-in.
 *
 * @param props       Component props.
 * @param props.query
 */
export default function SplashNotices( { query }: SplashNoticesProps ) {
	const { code, message, redoURL } = useSelect(
		( select ) => ( {
			code: select( siteStore ).getSetupErrorCode(),
			message: select( siteStore ).getSetupErrorMessage(),
			redoURL: select( siteStore ).getSetupErrorRedoURL(),
		} ),
		[]
	);
	// A reload (or a bookmark) would tell again what happened once: the notices stay, the address forgets them.
	useForgetArgs( ONE_TIME_ARGS );
	return (
		<div className="googlesitekit-splash-notices">
			{ query.get( 'context' ) === 'revoked' && (
				<div className="notice notice-info inline googlesitekit-notice-revoked">
					<p>
						{ __(
							'You disconnected your Google account from Site Kit. Sign in again whenever you want to see your site’s statistics.',
							'google-site-kit'
						) }
					</p>
				</div>
			) }
			{ query.get( 'notification' ) === 'reset_success' && (
				<div className="notice notice-success inline googlesitekit-notice-reset">
					<p>
						{ __(
							'Site Kit was reset: its settings and connections were removed. Set it up again whenever you are ready.',
							'google-site-kit'
						) }
					</p>
				</div>
			) }
			{ query.get( 'error_code' ) === 'access_denied' && (
				<div className="notice notice-warning inline googlesitekit-notice-denied">
					<p>
						{ __(
							'You did not allow Site Kit to access your Google account, so it cannot show your site’s statistics. Sign in again and choose Allow to connect.',
							'google-site-kit'
						) }
					</p>
				</div>
			) }
			{ code && (
				<div
					className="notice notice-error inline googlesitekit-setup-error"
					role="alert"
				>
					<p>
						<strong>
							{ __(
								'Error connecting Site Kit',
								'google-site-kit'
							) }
						</strong>
					</p>
					<p>{ message }</p>
					<p>
						{ redoURL && (
							<a
								className="button button-primary"
								href={ redoURL }
							>
								{ __(
									'Redo the plugin setup',
									'google-site-kit'
								) }
							</a>
						) }{ ' ' }
						<a
							href={ TROUBLESHOOTING_URL }
							target="_blank"
							rel="noopener noreferrer"
						>
							{ __( 'Get help', 'google-site-kit' ) }
						</a>
					</p>
				</div>
			) }
		</div>
	);
}
