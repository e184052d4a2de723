/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { get, invalidateCache, toAPIError } from '../../../api';
import type { APIError, QueryParams } from '../../../api/types';
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

interface Loaded< T > {
	key: string;
	data?: T;
	error: APIError | null;
}

export interface DatapointOptions {
	/** Serve and keep the value in the sessionStorage cache (default true). */
	useCache?: boolean;
}

/**
 * Reads a module datapoint (GET modules/{slug}/data/{datapoint}) for a
 * component, through the API layer and its cache. Provider data such as
 * account lists is not app state, so it lives here rather than in a store.
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
	{ useCache = true }: DatapointOptions = {}
): DatapointRead< T > {
	const paramsKey = params === null ? null : stableKey( params );
	const key =
		paramsKey === null ? null : `${ slug }::${ datapoint }::${ paramsKey }`;
	const [ generation, setGeneration ] = useState( 0 );
	const [ loaded, setLoaded ] = useState< Loaded< T > | null >( null );
	const [ inFlight, setInFlight ] = useState( false );

	useEffect( () => {
		if ( key === null || paramsKey === null ) {
			return undefined;
		}
		let live = true;
		setInFlight( true );
		get< T >( 'modules', slug, datapoint, JSON.parse( paramsKey ), {
			useCache,
		} ).then(
			( data ) => {
				if ( live ) {
					setLoaded( { key, data, error: null } );
					setInFlight( false );
				}
			},
			( error: unknown ) => {
				if ( live ) {
					// A failed refetch keeps the value it had on screen.
					setLoaded( ( previous ) => ( {
						key,
						data: previous?.key === key ? previous.data : undefined,
						error: toAPIError( error ),
					} ) );
					setInFlight( false );
				}
			}
		);
		return () => {
			live = false;
		};
	}, [ key, slug, datapoint, paramsKey, useCache, generation ] );

	const refetch = useCallback( () => {
		invalidateCache( 'modules', slug, datapoint );
		setGeneration( ( value ) => value + 1 );
	}, [ slug, datapoint ] );

	const current = loaded !== null && loaded.key === key ? loaded : null;
	return {
		data: current?.data,
		error: current?.error ?? null,
		isLoading: key !== null && current === null,
		isFetching: key !== null && ( current === null || inFlight ),
		refetch,
	};
}
