/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useMemo, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { APIError, QueryParams } from '../../../api/types';
import {
	datapointsStore,
	type DatapointArgs,
	type DatapointReadOptions,
	type SetDatapointOptions,
} from '../../../datastore/datapoints';
import type { ActionResult } from '../../../datastore/types';
import { stableKey } from '../../../datastore/shared/utils';

export interface DatapointRead< T > {
	/** The value, undefined until it has loaded (or when the read failed). */
	data: T | undefined;
	/** Why the read failed, null otherwise. */
	error: APIError | null;
	/** True while there is neither a value nor an error for these params. */
	isLoading: boolean;
	/** True while a read is in flight, including a refetch that keeps the old value on screen. */
	isFetching: boolean;
	/** Reads again past the cache (the value stays on screen meanwhile). */
	refetch: () => void;
}

export type DatapointOptions = DatapointReadOptions;

/**
 * A module datapoint (GET modules/{slug}/data/{datapoint}) for a component:
 * the `core/datapoints` store's selectors (its resolver reads through the
 * API layer and its cache) and its `invalidateDatapoint` action.
 *
 * @param slug             Module slug.
 * @param datapoint        Datapoint name.
 * @param params           Query params; null to read nothing (yet).
 * @param options          Options.
 * @param options.useCache Serve and keep the value in the cache (default true).
 */
export function useDatapoint< T >(
	slug: string,
	datapoint: string,
	params: QueryParams | null,
	options?: DatapointOptions
): DatapointRead< T > {
	const paramsKey = params === null ? null : stableKey( params );
	const optionsKey = options === undefined ? null : stableKey( options );
	// The selector's args, the same array while the read is the same.
	const args = useMemo( (): DatapointArgs | null => {
		if ( paramsKey === null ) {
			return null;
		}
		const query = JSON.parse( paramsKey ) as QueryParams;
		return optionsKey === null
			? [ slug, datapoint, query ]
			: [
					slug,
					datapoint,
					query,
					JSON.parse( optionsKey ) as DatapointReadOptions,
			  ];
	}, [ slug, datapoint, paramsKey, optionsKey ] );
	const read = useSelect(
		( select ) => {
			if ( args === null ) {
				return null;
			}
			const store = select( datapointsStore );
			const [ , , query ] = args;
			return {
				data: store.getDatapoint( ...args ) as T | undefined,
				error: store.getDatapointError( slug, datapoint, query ),
				loaded: store.hasLoadedDatapoint( slug, datapoint, query ),
				fetching: store.isFetchingDatapoint( slug, datapoint, query ),
			};
		},
		[ args, slug, datapoint ]
	);
	const { invalidateDatapoint, rereadDatapoint } =
		useDispatch( datapointsStore );

	// A screen that mounts reads again what an earlier one read (the cache
	// answers what it holds; errors are never cached), as a fresh read would.
	const loadedOnMount = useRef( read?.loaded ?? false );
	useEffect( () => {
		if ( args && loadedOnMount.current ) {
			loadedOnMount.current = false;
			rereadDatapoint( ...args );
		}
	}, [ args, rereadDatapoint ] );

	const refetch = useCallback( () => {
		invalidateDatapoint( slug, datapoint );
	}, [ invalidateDatapoint, slug, datapoint ] );

	return {
		data: read?.data,
		error: read?.error ?? null,
		isLoading: read !== null && ! read.loaded,
		isFetching: read !== null && ( ! read.loaded || read.fetching ),
		refetch,
	};
}

/**
 * The `core/datapoints` store's actions, typed by the caller: `setDatapoint`
 * (write, then the store reads again what it changed), `readDatapoint` (a read
 * an action needs now, through the cache) and `checkDatapoint` (an uncached
 * one-off read). Each answers `{ response }` or `{ error }`.
 */
export function useDatapointActions(): {
	setDatapoint: < T >(
		slug: string,
		datapoint: string,
		data?: unknown,
		options?: SetDatapointOptions
	) => Promise< ActionResult< T, APIError > >;
	readDatapoint: < T >(
		slug: string,
		datapoint: string,
		params: QueryParams
	) => Promise< ActionResult< T, APIError > >;
	checkDatapoint: < T >(
		slug: string,
		datapoint: string,
		params?: QueryParams
	) => Promise< ActionResult< T, APIError > >;
} {
	const { setDatapoint, readDatapoint, checkDatapoint } =
		useDispatch( datapointsStore );
	return useMemo(
		() => ( {
			setDatapoint: < T >(
				slug: string,
				datapoint: string,
				data?: unknown,
				options?: SetDatapointOptions
			) =>
				setDatapoint( slug, datapoint, data, options ) as Promise<
					ActionResult< T, APIError >
				>,
			readDatapoint: < T >(
				slug: string,
				datapoint: string,
				params: QueryParams
			) =>
				readDatapoint( slug, datapoint, params ) as Promise<
					ActionResult< T, APIError >
				>,
			checkDatapoint: < T >(
				slug: string,
				datapoint: string,
				params?: QueryParams
			) =>
				checkDatapoint( slug, datapoint, params ) as Promise<
					ActionResult< T, APIError >
				>,
		} ),
		[ setDatapoint, readDatapoint, checkDatapoint ]
	);
}
