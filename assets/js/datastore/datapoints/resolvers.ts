/**
 * `getDatapoint` reads through the API layer (and its cache) into the store.
 */

/**
 * Internal dependencies
 */
import { fetchDatapoint, type DatapointsThunk } from './actions';
import type { DatapointArgs } from './types';

export const resolvers = {
	getDatapoint( ...args: DatapointArgs ): DatapointsThunk {
		// The args as the selector got them: an invalidation must name the same.
		return async ( { dispatch } ) => {
			await dispatch( fetchDatapoint( ...args ) );
		};
	},
};
