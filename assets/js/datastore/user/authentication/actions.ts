/**
 * The user's Google connection: the authentication state read again, the
 * disconnect, and the error that asks for more OAuth scopes.
 */

/**
 * Internal dependencies
 */
import { clearCache, set } from '../../../api';
import type { APIError } from '../../../api/types';
import {
	clearError,
	receiveError,
	type ErrorAction,
} from '../../shared/errors';
import { fetchInto } from '../../shared/fetch-resolver';
import { request } from '../../shared/request';
import type { ActionResult, Thunk } from '../../types';
import type * as authenticationSelectors from './selectors';
import type { Authentication } from '../types';

export const AUTHENTICATION = [ 'core', 'user', 'authentication' ] as const;

export function receiveAuthentication( authentication: Authentication ) {
	return { type: 'RECEIVE_AUTHENTICATION' as const, authentication };
}

/**
 * Stores the error that asks for more OAuth scopes (it opens the permissions modal).
 *
 * @param error The `missing_required_scopes` error.
 */
export function setPermissionScopeError( error: APIError ) {
	return { type: 'SET_PERMISSION_SCOPE_ERROR' as const, error };
}

export function clearPermissionScopeError() {
	return { type: 'CLEAR_PERMISSION_SCOPE_ERROR' as const };
}

function setDisconnecting( value: boolean ) {
	return { type: 'SET_DISCONNECTING' as const, value };
}

export type AuthenticationAction =
	| ReturnType<
			| typeof receiveAuthentication
			| typeof setPermissionScopeError
			| typeof clearPermissionScopeError
			| typeof setDisconnecting
	  >
	| ErrorAction;

type AuthenticationThunk< Result > = Thunk<
	AuthenticationAction,
	typeof authenticationSelectors,
	Result
>;

/**
 * Reads the authentication state again (after a module's activation changed
 * the required scopes, say).
 */
export function refreshAuthentication(): AuthenticationThunk<
	ActionResult< Authentication, APIError >
> {
	return ( { dispatch } ) =>
		fetchInto( dispatch, {
			selector: 'getAuthentication',
			datapoint: AUTHENTICATION,
			receive: receiveAuthentication,
		} );
}

/**
 * Disconnects the user from Google, then clears the whole API cache.
 */
export function disconnect(): AuthenticationThunk<
	ActionResult< unknown, APIError >
> {
	return async ( { dispatch } ) => {
		dispatch( clearError( 'disconnect' ) );
		dispatch( setDisconnecting( true ) );
		const result = await request( () =>
			set< unknown >( 'core', 'user', 'disconnect' )
		);
		dispatch( setDisconnecting( false ) );
		if ( result.error ) {
			dispatch( receiveError( result.error, 'disconnect' ) );
			return result;
		}
		clearCache();
		return result;
	};
}

export const actions = {
	receiveAuthentication,
	setPermissionScopeError,
	clearPermissionScopeError,
	refreshAuthentication,
	disconnect,
};
