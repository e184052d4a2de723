/**
 * Internal dependencies
 */
import type { Thunk } from '../types';
import type * as locationSelectors from './selectors';
import type { AssignLocation } from './types';

const assignWindowLocation: AssignLocation = ( url ) =>
	window.location.assign( url );

let assignLocation: AssignLocation = assignWindowLocation;

/**
 * Replaces what navigateTo() calls to change the page (jsdom cannot
 * navigate). Returns a function that puts the real one back.
 *
 * @param assign Called with the URL instead of `window.location.assign`.
 */
export function setAssignLocation( assign: AssignLocation ): () => void {
	assignLocation = assign;
	return () => {
		assignLocation = assignWindowLocation;
	};
}

function setNavigatingTo( url: string ) {
	return { type: 'SET_NAVIGATING_TO' as const, url };
}

export type LocationAction = ReturnType< typeof setNavigatingTo >;

function isSafeURL( url: string ): boolean {
	try {
		const { protocol } = new URL( url, window.location.href );
		return protocol === 'http:' || protocol === 'https:';
	} catch {
		return false;
	}
}

/**
 * Leaves the page for a URL, marking the navigation as under way first so
 * the screen can disable itself meanwhile.
 *
 * @param url Where to go; only http(s) URLs (absolute or relative) are followed.
 * @return Whether the navigation started.
 */
export function navigateTo(
	url: string
): Thunk< LocationAction, typeof locationSelectors, boolean > {
	return async ( { dispatch } ) => {
		if ( ! isSafeURL( url ) ) {
			return false;
		}
		dispatch( setNavigatingTo( url ) );
		assignLocation( url );
		return true;
	};
}

export const actions = { navigateTo };
