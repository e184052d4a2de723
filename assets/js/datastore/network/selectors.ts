/**
 * Internal dependencies
 */
import type { APIError } from '../../api/types';
import { queryKey } from './query';
import type { NetworkState, SiteFigures, SitesPage, SitesQuery } from './types';

/**
 * A page of the list; undefined while it loads (its resolver reads it).
 *
 * @param state Store state.
 * @param query The page's query.
 */
export function getSites(
	state: NetworkState,
	query: Partial< SitesQuery >
): SitesPage | undefined {
	return state.pages[ queryKey( query ) ];
}

/**
 * Why a page of the list could not be read.
 *
 * @param state Store state.
 * @param query The page's query.
 */
export function getSitesError(
	state: NetworkState,
	query: Partial< SitesQuery >
): APIError | undefined {
	return state.pageErrors[ queryKey( query ) ];
}

/**
 * A site's figures read through site-figures; undefined until read.
 *
 * @param state  Store state.
 * @param siteID Site ID.
 */
export function getSiteFigures(
	state: NetworkState,
	siteID: number
): SiteFigures | undefined {
	return state.figures[ siteID ];
}

/**
 * Why a site's figures could not be read.
 *
 * @param state  Store state.
 * @param siteID Site ID.
 */
export function getSiteFiguresError(
	state: NetworkState,
	siteID: number
): APIError | undefined {
	return state.figureErrors[ siteID ];
}

/**
 * Whether a site's figures are being read.
 *
 * @param state  Store state.
 * @param siteID Site ID.
 */
export function isFetchingSiteFigures(
	state: NetworkState,
	siteID: number
): boolean {
	return !! state.fetchingFigures[ siteID ];
}

/**
 * How many sites' figures are being read now.
 *
 * @param state Store state.
 */
export function countFetchingSiteFigures( state: NetworkState ): number {
	return Object.keys( state.fetchingFigures ).length;
}

/**
 * Whether a site's connection is being reset.
 *
 * @param state  Store state.
 * @param siteID Site ID.
 */
export function isResettingSite(
	state: NetworkState,
	siteID: number
): boolean {
	return !! state.resetting[ siteID ];
}
