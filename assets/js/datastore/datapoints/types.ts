/**
 * The shapes of `core/datapoints`: a read's arguments and options, a stored read, the state.
 */

/**
 * Internal dependencies
 */
import type { APIError, QueryParams } from '../../api/types';

export interface DatapointReadOptions {
	/** Serve and keep the value in the sessionStorage cache (default true). */
	useCache?: boolean;
}

/** The arguments of `getDatapoint`, as its resolver got them. */
export type DatapointArgs = [
	slug: string,
	datapoint: string,
	params: QueryParams,
	options?: DatapointReadOptions,
];

export interface DatapointEntry {
	/** Whether a value or an error was received for these params. */
	loaded: boolean;
	value?: unknown;
	/** Why the last read failed; null after a good read. */
	error: APIError | null;
	/** A read is in flight (the value, if any, stays). */
	fetching: boolean;
	/** How the read was asked for, to ask again after an invalidation. */
	args: DatapointArgs;
}

export interface DatapointsState {
	/** By datapoint key (module, datapoint, params). */
	entries: Record< string, DatapointEntry >;
}
