/**
 * The `core/datapoints` store: module datapoints a screen reads and writes
 * outside reports (setup and settings: account, property and stream lists,
 * verification), keyed by module, datapoint and params.
 *
 * Reads go through the API layer and its sessionStorage cache; a write is a
 * thunk that drops the reads it changes, so no component touches the cache.
 */

/**
 * External dependencies
 */
import type { Reducer } from 'redux';

/**
 * WordPress dependencies
 */
import { createReduxStore } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { get, invalidateCache, set } from '../../api';
import { toAPIError } from '../../api/errors';
import type { APIError, QueryParams } from '../../api/types';
import { stableKey } from '../shared/utils';
import type { ActionResult, Registry, Thunk } from '../types';

export const STORE_NAME = 'core/datapoints';

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

/**
 * The key of a module datapoint read in the store.
 *
 * @param slug      Module slug.
 * @param datapoint Datapoint name.
 * @param params    Query params.
 */
export function datapointKey(
	slug: string,
	datapoint: string,
	params: QueryParams
): string {
	return `${ slug }::${ datapoint }::${ stableKey( params ) }`;
}

function keyPrefix( slug: string, datapoint: string ): string {
	return `${ slug }::${ datapoint }::`;
}

/* Actions. */

function startDatapointRead( key: string, args: DatapointArgs ) {
	return { type: 'START_DATAPOINT_READ' as const, key, args };
}

function receiveDatapoint( key: string, value: unknown ) {
	return { type: 'RECEIVE_DATAPOINT' as const, key, value };
}

function receiveDatapointError( key: string, error: APIError ) {
	return { type: 'RECEIVE_DATAPOINT_ERROR' as const, key, error };
}

type DatapointsAction = ReturnType<
	| typeof startDatapointRead
	| typeof receiveDatapoint
	| typeof receiveDatapointError
>;

type DatapointsThunk< Result = void > = Thunk<
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
function fetchDatapoint( ...args: DatapointArgs ): DatapointsThunk {
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
	return async ( { registry } ) => {
		await registry
			.dispatch( datapointsStore )
			.invalidateResolution( 'getDatapoint', args );
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
	return async ( { select, registry } ) => {
		invalidateCache( 'modules', slug, datapoint );
		const prefix = keyPrefix( slug, datapoint );
		const stored = select.getDatapointEntries();
		await Promise.all(
			Object.keys( stored )
				.filter( ( key ) => key.startsWith( prefix ) )
				.map( ( key ) =>
					registry
						.dispatch( datapointsStore )
						.invalidateResolution(
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

const actions = {
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

const initialState: DatapointsState = { entries: {} };

const reducer: Reducer< DatapointsState, DatapointsAction > = (
	state = initialState,
	action
) => {
	switch ( action.type ) {
		case 'START_DATAPOINT_READ': {
			const entry = state.entries[ action.key ];
			return {
				entries: {
					...state.entries,
					[ action.key ]: {
						loaded: entry?.loaded ?? false,
						value: entry?.value,
						error: entry?.error ?? null,
						fetching: true,
						args: action.args,
					},
				},
			};
		}
		case 'RECEIVE_DATAPOINT': {
			const entry = state.entries[ action.key ];
			if ( ! entry ) {
				return state;
			}
			return {
				entries: {
					...state.entries,
					[ action.key ]: {
						...entry,
						loaded: true,
						value: action.value,
						error: null,
						fetching: false,
					},
				},
			};
		}
		case 'RECEIVE_DATAPOINT_ERROR': {
			const entry = state.entries[ action.key ];
			if ( ! entry ) {
				return state;
			}
			return {
				entries: {
					...state.entries,
					[ action.key ]: {
						...entry,
						loaded: true,
						error: action.error,
						fetching: false,
					},
				},
			};
		}
		default:
			return state;
	}
};

/* Selectors. */

const selectors = {
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

const resolvers = {
	getDatapoint( ...args: DatapointArgs ): DatapointsThunk {
		// The args as the selector got them: an invalidation must name the same.
		return async ( { dispatch } ) => {
			await dispatch( fetchDatapoint( ...args ) );
		};
	},
};

export const datapointsStore = createReduxStore( STORE_NAME, {
	reducer,
	initialState,
	actions,
	selectors,
	resolvers,
} );

/**
 * Registers `core/datapoints` on a registry.
 *
 * @param registry The plugin's registry.
 */
export function registerDatapointsStore( registry: Registry ): void {
	registry.register( datapointsStore );
}
