/**
 * The user's capabilities, as the server lists them.
 */

/**
 * Internal dependencies
 */
import type { ErrorAction } from '../../shared/errors';
import type { Permissions } from '../types';

export function receivePermissions( permissions: Permissions ) {
	return { type: 'RECEIVE_PERMISSIONS' as const, permissions };
}

export type PermissionsAction =
	| ReturnType< typeof receivePermissions >
	| ErrorAction;

export const actions = { receivePermissions };
