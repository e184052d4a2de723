/**
 * Internal dependencies
 */
import type { Thunk } from '../types';
import { fetchSites, type NetworkAction } from './actions';
import type * as selectors from './selectors';
import type { SitesQuery } from './types';

function getSites(
	query: Partial< SitesQuery >
): Thunk< NetworkAction, typeof selectors > {
	return async ( { dispatch, select } ) => {
		if ( select.getSites( query ) ) {
			return;
		}
		await dispatch( fetchSites( query ) );
	};
}

export const resolvers = { getSites };
