/**
 * Which services a set of OAuth scopes belongs to, for the unsatisfied-scopes alert (spec §8).
 */

/**
 * Internal dependencies
 */
import type { Module } from '../../datastore/modules/types';

/** Scopes of Google's APIs start with this. */
export const GOOGLE_API_SCOPE_PREFIX = 'https://www.googleapis.com/auth/';
/** Tag Manager's read scope: alone, it only serves detecting tag updates (the gte case). */
export const TAG_MANAGER_READ_SCOPE =
	'https://www.googleapis.com/auth/tagmanager.readonly';

export type ScopesMessage =
	| { kind: 'none' }
	| { kind: 'gte' }
	| { kind: 'generic' }
	| { kind: 'services'; names: string[] };

/**
 * What the alert says about the scopes the user has not granted.
 *
 * @param unsatisfied The scopes not granted.
 * @param modules     The module list.
 * @param gteSupport  Whether the gteSupport flag is on.
 */
export function describeUnsatisfiedScopes(
	unsatisfied: string[],
	modules: Module[],
	gteSupport: boolean
): ScopesMessage {
	if ( ! unsatisfied.length ) {
		return { kind: 'none' };
	}
	if (
		gteSupport &&
		unsatisfied.length === 1 &&
		unsatisfied[ 0 ] === TAG_MANAGER_READ_SCOPE
	) {
		return { kind: 'gte' };
	}
	const names: string[] = [];
	for ( const scope of unsatisfied ) {
		if ( ! scope.startsWith( GOOGLE_API_SCOPE_PREFIX ) ) {
			return { kind: 'generic' };
		}
		const owners = modules.filter(
			( module ) =>
				module.active && module.requiredScopes.includes( scope )
		);
		if ( ! owners.length ) {
			return { kind: 'generic' };
		}
		for ( const module of owners ) {
			if ( ! names.includes( module.name ) ) {
				names.push( module.name );
			}
		}
	}
	return { kind: 'services', names };
}
