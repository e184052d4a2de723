/**
 * The user's Google connection in the state of `core/user`.
 */

/**
 * Internal dependencies
 */
import type { UserState } from '../types';
import type { AuthenticationAction } from './actions';

export const initialState: Partial< UserState > = {
	authentication: undefined,
	permissionScopeError: null,
	isDisconnecting: false,
};

export function reducer(
	state: UserState,
	action: AuthenticationAction
): UserState {
	switch ( action.type ) {
		case 'RECEIVE_AUTHENTICATION':
			return { ...state, authentication: action.authentication };
		case 'SET_PERMISSION_SCOPE_ERROR':
			return { ...state, permissionScopeError: action.error };
		case 'CLEAR_PERMISSION_SCOPE_ERROR':
			return { ...state, permissionScopeError: null };
		case 'SET_DISCONNECTING':
			return { ...state, isDisconnecting: action.value };
		default:
			return state;
	}
}
