/**
 * The user's Google connection. Everything here is undefined until it has loaded.
 */

/**
 * Internal dependencies
 */
import type { APIError } from '../../../api/types';
import type { Authentication, UserState } from '../types';

export function getAuthentication(
	state: UserState
): Authentication | undefined {
	return state.authentication;
}

export function isAuthenticated( state: UserState ): boolean | undefined {
	return state.authentication?.authenticated;
}

export function getEmail( state: UserState ): string | null | undefined {
	return (
		state.authentication && ( state.authentication.profile?.email ?? null )
	);
}

export function getName( state: UserState ): string | null | undefined {
	return (
		state.authentication && ( state.authentication.profile?.name ?? null )
	);
}

export function getPicture( state: UserState ): string | null | undefined {
	return (
		state.authentication &&
		( state.authentication.profile?.picture ?? null )
	);
}

export function getGrantedScopes( state: UserState ): string[] | undefined {
	return state.authentication?.grantedScopes;
}

export function getRequiredScopes( state: UserState ): string[] | undefined {
	return state.authentication?.requiredScopes;
}

export function getUnsatisfiedScopes( state: UserState ): string[] | undefined {
	return state.authentication?.unsatisfiedScopes;
}

/**
 * Whether the user granted an OAuth scope.
 *
 * @param state Store state.
 * @param scope Scope URL.
 */
export function hasScope(
	state: UserState,
	scope: string
): boolean | undefined {
	return state.authentication?.grantedScopes.includes( scope );
}

export function needsReauthentication( state: UserState ): boolean | undefined {
	return state.authentication?.needsReauthentication;
}

/**
 * The user's auth error (message, `data.reconnectURL`), null when there is none.
 *
 * @param state Store state.
 */
export function getAuthError( state: UserState ): APIError | null | undefined {
	return state.authentication && state.authentication.authError;
}

export function getDisconnectedReason( state: UserState ): string | undefined {
	return state.authentication?.disconnectedReason;
}

export function getPermissionScopeError( state: UserState ): APIError | null {
	return state.permissionScopeError;
}

export function isDisconnecting( state: UserState ): boolean {
	return state.isDisconnecting;
}
