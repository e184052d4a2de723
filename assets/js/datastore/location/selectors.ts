/**
 * Internal dependencies
 */
import type { LocationState } from './types';

export function isNavigating( state: LocationState ): boolean {
	return state.navigatingTo !== null;
}

/**
 * Whether a navigation is under way to this URL, or to a URL matching this pattern.
 *
 * @param state Store state.
 * @param url   A URL or a pattern.
 */
export function isNavigatingTo(
	state: LocationState,
	url: string | RegExp
): boolean {
	const { navigatingTo } = state;
	if ( navigatingTo === null ) {
		return false;
	}
	return typeof url === 'string'
		? navigatingTo === url
		: url.test( navigatingTo );
}

export function getNavigateURL( state: LocationState ): string | null {
	return state.navigatingTo;
}
