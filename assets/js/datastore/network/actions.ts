/**
 * The overview's reads and the per-site reset. The list and the figures are read past the session cache: the
 * server's own report cache is what keeps them cheap.
 */

/**
 * Internal dependencies
 */
import { datapointPath, get } from '../../api';
import { siteKitFetch } from '../../api/fetch';
import type { APIError } from '../../api/types';
import { request } from '../shared/request';
import type { ActionResult, Thunk } from '../types';
import { queryKey, queryParams } from './query';
import type * as selectors from './selectors';
import type { SiteFigures, SitesPage, SitesQuery } from './types';

export function receiveSites( key: string, page: SitesPage ) {
	return { type: 'RECEIVE_NETWORK_SITES' as const, key, page };
}

export function receiveSitesError( key: string, error: APIError | undefined ) {
	return { type: 'RECEIVE_NETWORK_SITES_ERROR' as const, key, error };
}

export function startSiteFigures( siteID: number ) {
	return { type: 'START_SITE_FIGURES' as const, siteID };
}

export function receiveSiteFigures( siteID: number, figures: SiteFigures ) {
	return { type: 'RECEIVE_SITE_FIGURES' as const, siteID, figures };
}

export function receiveSiteFiguresError( siteID: number, error: APIError ) {
	return { type: 'RECEIVE_SITE_FIGURES_ERROR' as const, siteID, error };
}

export function setResettingSite( siteID: number, resetting: boolean ) {
	return { type: 'SET_RESETTING_SITE' as const, siteID, resetting };
}

export function forgetNetworkSites() {
	return { type: 'FORGET_NETWORK_SITES' as const };
}

export type NetworkAction =
	| ReturnType< typeof receiveSites >
	| ReturnType< typeof receiveSitesError >
	| ReturnType< typeof startSiteFigures >
	| ReturnType< typeof receiveSiteFigures >
	| ReturnType< typeof receiveSiteFiguresError >
	| ReturnType< typeof setResettingSite >
	| ReturnType< typeof forgetNetworkSites >;

type NetworkThunk< Result = void > = Thunk<
	NetworkAction,
	typeof selectors,
	Result
>;

/**
 * Reads one page of the list from the server.
 *
 * @param query The page's query.
 */
export function fetchSites(
	query: Partial< SitesQuery >
): NetworkThunk< ActionResult< SitesPage, APIError > > {
	return async ( { dispatch } ) => {
		const key = queryKey( query );
		const result = await request( () =>
			get< SitesPage >(
				'core',
				'network',
				'sites',
				queryParams( query ),
				{ useCache: false }
			)
		);
		dispatch( receiveSitesError( key, result.error ) );
		if ( result.response ) {
			dispatch( receiveSites( key, result.response ) );
		}
		return result;
	};
}

/**
 * Reads one site's figures through the site's own runner (the server's cache first, Google for what it lacks).
 *
 * @param siteID Site ID.
 */
export function fetchSiteFigures(
	siteID: number
): NetworkThunk< ActionResult< SiteFigures, APIError > > {
	return async ( { dispatch } ) => {
		dispatch( startSiteFigures( siteID ) );
		const result = await request( () =>
			get< SiteFigures >(
				'core',
				'network',
				'site-figures',
				{ site: siteID },
				{ useCache: false }
			)
		);
		if ( result.error ) {
			dispatch( receiveSiteFiguresError( siteID, result.error ) );
		} else {
			dispatch( receiveSiteFigures( siteID, result.response ) );
		}
		return result;
	};
}

/**
 * Resets one site's connection (POST core/network/data/reset-site with `{ site }`, the network controls' route,
 * whose argument is not wrapped in `data`), then reads the list again.
 *
 * @param siteID Site ID.
 */
export function resetSite(
	siteID: number
): NetworkThunk< ActionResult< unknown, APIError > > {
	return async ( { dispatch } ) => {
		dispatch( setResettingSite( siteID, true ) );
		const result = await request( () =>
			siteKitFetch< unknown >( {
				method: 'POST',
				path: datapointPath( 'core', 'network', 'reset-site' ),
				data: { site: siteID },
			} )
		);
		dispatch( setResettingSite( siteID, false ) );
		if ( result.response !== undefined ) {
			dispatch( forgetNetworkSites() );
			await dispatch.invalidateResolutionForStoreSelector( 'getSites' );
		}
		return result;
	};
}

export const actions = {
	receiveSites,
	receiveSitesError,
	startSiteFigures,
	receiveSiteFigures,
	receiveSiteFiguresError,
	setResettingSite,
	forgetNetworkSites,
	fetchSites,
	fetchSiteFigures,
	resetSite,
};
