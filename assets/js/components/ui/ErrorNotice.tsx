/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import {
	errorMessage,
	isAuthError,
	isInsufficientPermissionsError,
	isPermissionScopeError,
} from '../../api';
import type { APIError } from '../../api/types';
import { locationStore } from '../../datastore/location';
import Notice from './Notice';

interface ErrorNoticeProps {
	error: APIError;
	/** Reads or sends again; offered only for errors a retry can fix. */
	onRetry?: () => void;
	/** Where to come back to after granting more permissions (default: this page). */
	redirectURL?: string;
}

/**
 * The reconnect URL of an error with a redirect back to a page.
 *
 * @param reconnectURL The error's `data.reconnectURL`.
 * @param redirectURL  Where to come back to.
 */
export function reconnectURLWithRedirect(
	reconnectURL: string,
	redirectURL: string
): string {
	return addQueryArgs( reconnectURL, { redirect: redirectURL } );
}

/**
 * An error from the server or Google as the spec says to show it (§8): the
 * message (fixed texts for `internal_server_error` and `invalid_json`), a
 * "Grant permission" button for missing scopes, a reconnect link for an auth
 * error, and a retry button for anything else but a permissions refusal.
 *
 * @param props             Component props.
 * @param props.error
 * @param props.onRetry
 * @param props.redirectURL
 */
export default function ErrorNotice( {
	error,
	onRetry,
	redirectURL,
}: ErrorNoticeProps ) {
	const { navigateTo } = useDispatch( locationStore );
	const reconnectURL = error.data?.reconnectURL;
	const back = redirectURL || window.location.href;

	if ( isPermissionScopeError( error ) ) {
		return (
			<Notice
				type="error"
				actions={
					reconnectURL && (
						<button
							type="button"
							className="button button-primary"
							onClick={ () =>
								navigateTo(
									reconnectURLWithRedirect(
										reconnectURL,
										back
									)
								)
							}
						>
							{ __( 'Grant permission', 'google-site-kit' ) }
						</button>
					)
				}
			>
				<p>{ errorMessage( error ) }</p>
			</Notice>
		);
	}

	const canRetry =
		!! onRetry &&
		! isAuthError( error ) &&
		! isInsufficientPermissionsError( error );
	return (
		<Notice
			type="error"
			actions={
				( canRetry || reconnectURL ) && (
					<>
						{ canRetry && (
							<button
								type="button"
								className="button"
								onClick={ onRetry }
							>
								{ __( 'Try again', 'google-site-kit' ) }
							</button>
						) }
						{ reconnectURL && (
							<a className="button" href={ reconnectURL }>
								{ __(
									'Redo the plugin setup',
									'google-site-kit'
								) }
							</a>
						) }
					</>
				)
			}
		>
			<p>
				{ sprintf(
					/* translators: %s: error message */
					__( 'Error: %s', 'google-site-kit' ),
					errorMessage( error )
				) }
			</p>
		</Notice>
	);
}
