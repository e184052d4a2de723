/**
 * The selectors of `core/datapoints`.
 */

/**
 * Internal dependencies
 */
import type { APIError, QueryParams } from '../../api/types';
import { datapointKey } from './key';
import type { DatapointReadOptions, DatapointsState } from './types';

export const selectors = {
	/**
	 * A datapoint's value: undefined until it has loaded (or when the first
	 * read failed); the last good value while it is read again.
	 *
	 * @param state     Store state.
	 * @param slug      Module slug.
	 * @param datapoint Datapoint name.
	 * @param params    Query params.
	 * @param _options  How to read it (cache or not), for the resolver.
	 */
	getDatapoint(
		state: DatapointsState,
		slug: string,
		datapoint: string,
		params: QueryParams,
		// eslint-disable-next-line @typescript-eslint/no-unused-vars -- read by the resolver only.
		_options?: DatapointReadOptions
	): unknown {
		return state.entries[ datapointKey( slug, datapoint, params ) ]?.value;
	},

	/**
	 * Why the last read of a datapoint failed, or null.
	 *
	 * @param state     Store state.
	 * @param slug      Module slug.
	 * @param datapoint Datapoint name.
	 * @param params    Query params.
	 */
	getDatapointError(
		state: DatapointsState,
		slug: string,
		datapoint: string,
		params: QueryParams
	): APIError | null {
		return (
			state.entries[ datapointKey( slug, datapoint, params ) ]?.error ??
			null
		);
	},

	/**
	 * Whether a value or an error was received for these params.
	 *
	 * @param state     Store state.
	 * @param slug      Module slug.
	 * @param datapoint Datapoint name.
	 * @param params    Query params.
	 */
	hasLoadedDatapoint(
		state: DatapointsState,
		slug: string,
		datapoint: string,
		params: QueryParams
	): boolean {
		return !! state.entries[ datapointKey( slug, datapoint, params ) ]
			?.loaded;
	},

	/**
	 * Whether a read of the datapoint is in flight.
	 *
	 * @param state     Store state.
	 * @param slug      Module slug.
	 * @param datapoint Datapoint name.
	 * @param params    Query params.
	 */
	isFetchingDatapoint(
		state: DatapointsState,
		slug: string,
		datapoint: string,
		params: QueryParams
	): boolean {
		return !! state.entries[ datapointKey( slug, datapoint, params ) ]
			?.fetching;
	},

	/**
	 * Every read in the store, by key.
	 *
	 * @param state Store state.
	 */
	getDatapointEntries( state: DatapointsState ) {
		return state.entries;
	},
};

/* Resolvers. */
