/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { StaleInfo } from '../../api/batch';
import type { APIError } from '../../api/types';
import {
	errorMessage,
	isAuthError,
	isInsufficientPermissionsError,
	isPermissionScopeError,
} from '../../api';
import { formatDateTime } from '../../util/locale';

/**
 * A widget waiting for its data.
 */
export function WidgetLoading() {
	return (
		<div
			className="googlesitekit-widget-loading"
			role="progressbar"
			aria-label={ __( 'Loading', 'google-site-kit' ) }
		>
			<span className="googlesitekit-widget-loading__bar" />
		</div>
	);
}

/**
 * A widget whose service has no data at all yet (a new property, a site just
 * added): titled with the service's name, never shown as 0 or 0%.
 *
 * @param props         Component props.
 * @param props.service Service name.
 */
export function WidgetGatheringData( { service }: { service: string } ) {
	return (
		<div className="googlesitekit-widget-zero googlesitekit-widget-zero--gathering">
			<p className="googlesitekit-widget-zero__title">
				{ sprintf(
					/* translators: %s: service name, e.g. Analytics */
					__( '%s is gathering data', 'google-site-kit' ),
					service
				) }
			</p>
			<p>
				{ sprintf(
					/* translators: %s: service name, e.g. Analytics */
					__(
						'It can take a few days after setup for %s to have data about your site. Figures show here as soon as it does.',
						'google-site-kit'
					),
					service
				) }
			</p>
		</div>
	);
}

/**
 * A widget whose service has data, but none for this period (or this page).
 *
 * @param props         Component props.
 * @param props.service Service name.
 * @param props.message What has no data, when not the whole period.
 */
export function WidgetZeroState( {
	service,
	message,
}: {
	service: string;
	message?: string;
} ) {
	return (
		<div className="googlesitekit-widget-zero">
			<p className="googlesitekit-widget-zero__title">
				{ __( 'No data for this period', 'google-site-kit' ) }
			</p>
			<p>
				{ message ||
					sprintf(
						/* translators: %s: service name, e.g. Analytics */
						__(
							'%s has no data for this period. Try a longer date range.',
							'google-site-kit'
						),
						service
					) }
			</p>
		</div>
	);
}

interface WidgetErrorProps {
	error: APIError;
	/** The service whose data failed, named in the notice. */
	service?: string;
	/** Reloads the data; omitted when the error comes from no store. */
	onRetry?: () => void;
}

/**
 * A widget whose data failed (spec §8): the message; Retry only for errors a
 * retry can fix; a reconnect link when the error carries a reconnect URL.
 *
 * @param props         Component props.
 * @param props.error
 * @param props.service
 * @param props.onRetry
 */
export function WidgetError( { error, service, onRetry }: WidgetErrorProps ) {
	// The permissions modal handles missing scopes; the notice stays hidden.
	if ( isPermissionScopeError( error ) ) {
		return null;
	}
	const reconnectURL = error.data?.reconnectURL;
	// What fixes a refusal by Google, said for this user (the server knows whose account reads the data).
	const fix = typeof error.data?.fix === 'string' ? error.data.fix : '';
	const fixURL =
		typeof error.data?.fixURL === 'string' ? error.data.fixURL : '';
	// No retry where only someone's action helps: a permission, a sign-in (the viewer's own or the sharing
	// admin's), or a refusal whose fix is said.
	const canRetry =
		!! onRetry &&
		! isInsufficientPermissionsError( error ) &&
		! isAuthError( error ) &&
		error.code !== 'oauth_token_error' &&
		! fix;
	// Google's own words, when the server's message is its plainer version of them (a 5xx, a failed Lighthouse run).
	const detail =
		typeof error.data?.providerMessage === 'string' &&
		error.data.providerMessage !== errorMessage( error )
			? error.data.providerMessage
			: '';
	return (
		<div className="googlesitekit-widget-error" role="alert">
			{ service && (
				<p className="googlesitekit-widget-error__title">
					{ sprintf(
						/* translators: %s: service name, e.g. Search Console */
						__( '%s data could not be loaded', 'google-site-kit' ),
						service
					) }
				</p>
			) }
			<p>
				{ sprintf(
					/* translators: %s: error message */
					__( 'Error: %s', 'google-site-kit' ),
					errorMessage( error )
				) }{ ' ' }
				{ reconnectURL && (
					<a href={ reconnectURL }>
						{ __(
							'To fix this, redo the plugin setup.',
							'google-site-kit'
						) }
					</a>
				) }
			</p>
			{ fix && (
				<p className="googlesitekit-widget-error__fix">
					{ fix }{ ' ' }
					{ fixURL && (
						<a href={ fixURL }>
							{ __( 'Open the settings', 'google-site-kit' ) }
						</a>
					) }
				</p>
			) }
			{ detail && (
				<details className="googlesitekit-widget-error__detail">
					<summary>
						{ __( 'Google’s message', 'google-site-kit' ) }
					</summary>
					<p>{ detail }</p>
				</details>
			) }
			{ canRetry && (
				<button type="button" className="button" onClick={ onRetry }>
					{ __( 'Retry', 'google-site-kit' ) }
				</button>
			) }
		</div>
	);
}

interface WidgetConnectCTAProps {
	service: string;
	/** Where to connect it (Settings → Connect More Services, or its setup); '' while unknown. */
	connectURL: string | undefined;
}

/**
 * A widget whose service is not connected: a call to action.
 *
 * @param props            Component props.
 * @param props.service
 * @param props.connectURL
 */
export function WidgetConnectCTA( {
	service,
	connectURL,
}: WidgetConnectCTAProps ) {
	return (
		<div className="googlesitekit-widget-cta">
			<p>
				{ sprintf(
					/* translators: %s: service name */
					__( 'Connect %s to see this here.', 'google-site-kit' ),
					service
				) }
			</p>
			<a className="button button-primary" href={ connectURL ?? '' }>
				{ sprintf(
					/* translators: %s: service name */
					__( 'Connect %s', 'google-site-kit' ),
					service
				) }
			</a>
		</div>
	);
}

/**
 * Why the data shown is not the latest, in one sentence per cause.
 *
 * @param cause Why Google gave no fresh answer.
 * @param since When the data shown was fetched, formatted.
 */
function staleText( cause: StaleInfo[ 'cause' ], since: string ): string {
	switch ( cause ) {
		case 'quota':
			return sprintf(
				/* translators: %s: date and time of the data shown */
				__(
					'Google’s usage limit for this site is reached for now; showing the data from %s.',
					'google-site-kit'
				),
				since
			);
		case 'timeout':
			return sprintf(
				/* translators: %s: date and time of the data shown */
				__(
					'Google did not answer in time; showing the data from %s.',
					'google-site-kit'
				),
				since
			);
		case 'network':
			return sprintf(
				/* translators: %s: date and time of the data shown */
				__(
					'Your site could not connect to Google; showing the data from %s.',
					'google-site-kit'
				),
				since
			);
		case 'invalid_response':
			return sprintf(
				/* translators: %s: date and time of the data shown */
				__(
					'Google sent an answer Site Kit could not read; showing the data from %s.',
					'google-site-kit'
				),
				since
			);
		default:
			return sprintf(
				/* translators: %s: date and time of the data shown */
				__(
					'Google’s service is unavailable right now; showing the data from %s.',
					'google-site-kit'
				),
				since
			);
	}
}

/**
 * Marks data that is the last good answer while Google is down, slow or busy (never while it refuses the read: the
 * refusal is shown instead), naming the cause.
 *
 * @param props       Component props.
 * @param props.stale Since when, and why.
 */
export function StaleNotice( { stale }: { stale: StaleInfo } ) {
	return (
		<p className="googlesitekit-widget-stale" role="status">
			{ staleText( stale.cause, formatDateTime( stale.since ) ) }
		</p>
	);
}
