/**
 * The user's capabilities (spec §6), undefined until loaded.
 */

/**
 * Internal dependencies
 */
import type { Permissions, UserState } from '../types';

export function getPermissions( state: UserState ): Permissions | undefined {
	return state.permissions;
}

/**
 * Whether the user has a capability, for one module when given (the sharing
 * capabilities are per module: `cap::["slug"]`).
 *
 * @param state      Store state.
 * @param capability Capability name.
 * @param moduleSlug Module slug, for the per-module capabilities.
 */
export function hasCapability(
	state: UserState,
	capability: string,
	moduleSlug?: string
): boolean | undefined {
	if ( ! state.permissions ) {
		return undefined;
	}
	const key =
		moduleSlug === undefined
			? capability
			: `${ capability }::${ JSON.stringify( [ moduleSlug ] ) }`;
	return state.permissions[ key ] === true;
}
