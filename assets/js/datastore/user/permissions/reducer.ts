/**
 * The user's capabilities in the state of `core/user`.
 */

/**
 * Internal dependencies
 */
import type { UserState } from '../types';
import type { PermissionsAction } from './actions';

export const initialState: Partial< UserState > = { permissions: undefined };

export function reducer(
	state: UserState,
	action: PermissionsAction
): UserState {
	return action.type === 'RECEIVE_PERMISSIONS'
		? { ...state, permissions: action.permissions }
		: state;
}
