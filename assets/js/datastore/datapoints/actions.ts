/**
 * The actions of `core/datapoints`: reads into the store (again), invalidations, and the writes and one-off
 * reads screens make through it, each resolving with `{ response }` or `{ error }`.
 */

/**
 * Internal dependencies
 */
import { get, invalidateCache, set } from '../../api';
import { toAPIError } from '../../api/errors';
import type { APIError, QueryParams } from '../../api/types';
import type { ActionResult, Thunk } from '../types';
import { datapointKey, keyPrefix } from './key';
import type { selectors } from './selectors';
import type { DatapointArgs } from './types';

function startDatapointRead( key: string, args: DatapointArgs ) {
	return { type: 'START_DATAPOINT_READ' as const, key, args };
}

function receiveDatapoint( key: string, value: unknown ) {
	return { type: 'RECEIVE_DATAPOINT' as const, key, value };
}

function receiveDatapointError( key: string, error: APIError ) {
	return { type: 'RECEIVE_DATAPOINT_ERROR' as const, key, error };
}

export type DatapointsAction = ReturnType<
	| typeof startDatapointRead
	| typeof receiveDatapoint
	| typeof receiveDatapointError
>;

export type DatapointsThunk< Result = void > = Thunk<
	DatapointsAction,
	typeof selectors,
	Result
>;

/**
 * Reads a datapoint (again) into the store; the value already there stays
 * on screen meanwhile, and a failed read keeps it.
 *
 * @param args The read: slug, datapoint, params, options.
 */
export function fetchDatapoint( ...args: DatapointArgs ): DatapointsThunk {
	return async ( { dispatch } ) => {
		const [ slug, datapoint, params, { useCache = true } = {} ] = args;
		const key = datapointKey( slug, datapoint, params );
		dispatch( startDatapointRead( key, args ) );
		try {
			const value = await get( 'modules', slug, datapoint, params, {
				useCache,
			} );
			dispatch( receiveDatapoint( key, value ) );
		} catch ( error ) {
			dispatch( receiveDatapointError( key, toAPIError( error ) ) );
		}
	};
}

/**
 * Reads one datapoint again the way it was read (on a new screen, as a
 * component reading it mounts): the cache answers what it holds.
 *
 * @param args The read: slug, datapoint, params, options.
 */
function rereadDatapoint( ...args: DatapointArgs ): DatapointsThunk {
	return async ( { dispatch } ) => {
		await dispatch.invalidateResolution( 'getDatapoint', args );
	};
}

/**
 * Drops a datapoint's reads, whatever their params: the cached responses go,
 * and every read in the store is asked again as soon as a screen selects it
 * (its value stays on screen until the answer comes).
 *
 * @param slug      Module slug.
 * @param datapoint Datapoint name.
 */
function invalidateDatapoint(
	slug: string,
	datapoint: string
): DatapointsThunk {
	return async ( { dispatch, select } ) => {
		invalidateCache( 'modules', slug, datapoint );
		const prefix = keyPrefix( slug, datapoint );
		const stored = select.getDatapointEntries();
		await Promise.all(
			Object.keys( stored )
				.filter( ( key ) => key.startsWith( prefix ) )
				.map( ( key ) =>
					dispatch.invalidateResolution(
						'getDatapoint',
						stored[ key ].args
					)
				)
		);
	};
}

export interface SetDatapointOptions {
	/** Datapoints of the same module the write changes: read again once it succeeds. */
	invalidates?: string[];
}

/**
 * Writes a module datapoint (POST), then drops the reads it changed.
 *
 * @param slug                Module slug.
 * @param datapoint           Datapoint name.
 * @param data                The request's `data`.
 * @param options             Options.
 * @param options.invalidates Datapoints to read again after a successful write.
 * @return `{ response }` or `{ error }`; never throws.
 */
function setDatapoint< T >(
	slug: string,
	datapoint: string,
	data: unknown = {},
	{ invalidates = [] }: SetDatapointOptions = {}
): DatapointsThunk< ActionResult< T, APIError > > {
	return async ( { dispatch } ) => {
		let response: T;
		try {
			response = await set< T >( 'modules', slug, datapoint, data );
		} catch ( error ) {
			return { error: toAPIError( error ) };
		}
		await Promise.all(
			invalidates.map( ( name ) =>
				dispatch( invalidateDatapoint( slug, name ) )
			)
		);
		return { response };
	};
}

/**
 * Reads a module datapoint now, for an action under way (e.g. a submit that
 * needs it): through the cache unless told otherwise, kept in the store.
 *
 * @param args The read: slug, datapoint, params, options.
 * @return `{ response }` or `{ error }`; never throws.
 */
function readDatapoint(
	...args: DatapointArgs
): DatapointsThunk< ActionResult< unknown, APIError > > {
	return async ( { dispatch, select } ) => {
		const [ slug, datapoint, params ] = args;
		await dispatch( fetchDatapoint( ...args ) );
		const error = select.getDatapointError( slug, datapoint, params );
		return error
			? { error }
			: { response: select.getDatapoint( slug, datapoint, params ) };
	};
}

/**
 * Reads a module datapoint straight from the server (no cache, nothing kept
 * in the store): a check whose answer is only good now, e.g. verification.
 *
 * @param slug      Module slug.
 * @param datapoint Datapoint name.
 * @param params    Query params.
 * @return `{ response }` or `{ error }`; never throws.
 */
function checkDatapoint< T >(
	slug: string,
	datapoint: string,
	params: QueryParams = {}
): DatapointsThunk< ActionResult< T, APIError > > {
	return async () => {
		try {
			return {
				response: await get< T >( 'modules', slug, datapoint, params, {
					useCache: false,
				} ),
			};
		} catch ( error ) {
			return { error: toAPIError( error ) };
		}
	};
}

export const actions = {
	startDatapointRead,
	receiveDatapoint,
	receiveDatapointError,
	fetchDatapoint,
	rereadDatapoint,
	invalidateDatapoint,
	setDatapoint,
	readDatapoint,
	checkDatapoint,
};

/* Reducer. */
