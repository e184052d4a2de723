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
 * A widget whose service has no data yet for the range.
 *
 * @param props         Component props.
 * @param props.service Service name.
 */
export function WidgetZeroState( { service }: { service: string } ) {
	return (
		<div className="googlesitekit-widget-zero">
			<p className="googlesitekit-widget-zero__title">
				{ __( 'Gathering data', 'google-site-kit' ) }
			</p>
			<p>
				{ sprintf(
					/* translators: %s: service name, e.g. Analytics */
					__(
						'%s has no data for this period yet. It can take a few days after setup for data to appear.',
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
	/** Reloads the data; omitted when the error comes from no store. */
	onRetry?: () => void;
}

/**
 * A widget whose data failed (spec §8): the message; Retry only for errors a
 * retry can fix; a reconnect link when the error carries a reconnect URL.
 *
 * @param props         Component props.
 * @param props.error
 * @param props.onRetry
 */
export function WidgetError( { error, onRetry }: WidgetErrorProps ) {
	// The permissions modal handles missing scopes; the notice stays hidden.
	if ( isPermissionScopeError( error ) ) {
		return null;
	}
	const reconnectURL = error.data?.reconnectURL;
	const canRetry =
		!! onRetry &&
		! isInsufficientPermissionsError( error ) &&
		! isAuthError( error );
	return (
		<div className="googlesitekit-widget-error" role="alert">
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
	/** Where to connect it (Settings → Connect More Services, or its setup). */
	connectURL: string;
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
			<a className="button button-primary" href={ connectURL }>
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
 * Marks data that is the last good answer while the provider fails.
 *
 * @param props       Component props.
 * @param props.stale Since when, and why.
 */
export function StaleNotice( { stale }: { stale: StaleInfo } ) {
	const since = new Date( stale.since * 1000 ).toLocaleString();
	return (
		<p className="googlesitekit-widget-stale" role="status">
			{ sprintf(
				/* translators: %s: date and time of the data shown */
				__(
					'Google could not be reached; showing the data from %s.',
					'google-site-kit'
				),
				since
			) }
		</p>
	);
}
