/**
 * The API layer: datapoint reads and writes under `google-site-kit/v1`,
 * with GETs cached in sessionStorage.
 */

/**
 * WordPress dependencies
 */
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import {
	DEFAULT_CACHE_TTL,
	cacheTTLFor,
	createCacheKey,
	getItem,
	invalidateCache,
	setItem,
} from './cache';
import { siteKitFetch } from './fetch';
import type { QueryParams } from './types';

export const REST_NAMESPACE = 'google-site-kit/v1';

export interface GetOptions {
	/** Read from and write to the cache (default true). */
	useCache?: boolean;
	/** Lifetime of the cached response, in seconds. */
	ttl?: number;
}

/**
 * The REST path of a datapoint.
 *
 * @param type       `core` or `modules`.
 * @param identifier Store or module slug.
 * @param datapoint  Datapoint name.
 */
export function datapointPath(
	type: string,
	identifier: string,
	datapoint: string
): string {
	return `/${ REST_NAMESPACE }/${ type }/${ identifier }/data/${ datapoint }`;
}

/**
 * Reads a datapoint: from the cache when a fresh entry exists, else from the
 * server (or the page's preloaded responses), caching the answer.
 *
 * An entry stored as an error is never served as a value: the read goes to
 * the server. Errors are not cached.
 *
 * @param type             `core` or `modules`.
 * @param identifier       Store or module slug.
 * @param datapoint        Datapoint name.
 * @param params           Query params.
 * @param options          Options.
 * @param options.useCache Read from and write to the cache (default true).
 * @param options.ttl      Lifetime of the cached response in seconds (default 3600).
 * @return The datapoint's value; rejects with an APIError.
 */
export async function get< T >(
	type: string,
	identifier: string,
	datapoint: string,
	params: QueryParams = {},
	{ useCache = true, ttl = DEFAULT_CACHE_TTL }: GetOptions = {}
): Promise< T > {
	const key = createCacheKey( type, identifier, datapoint, params );
	if ( useCache ) {
		const cached = getItem< T >( key );
		if ( cached.cacheHit && ! cached.isError ) {
			return cached.value;
		}
	}
	const value = await siteKitFetch< T >( {
		method: 'GET',
		path: addQueryArgs(
			datapointPath( type, identifier, datapoint ),
			params
		),
	} );
	if ( useCache ) {
		setItem( key, value, { ttl: cacheTTLFor( params, ttl ) } );
	}
	return value;
}

/**
 * Writes a datapoint (POST `{ data }`), then drops that datapoint's cached
 * reads, whatever their params, so the next read reaches the server.
 *
 * @param type       `core` or `modules`.
 * @param identifier Store or module slug.
 * @param datapoint  Datapoint name.
 * @param data       The request's `data`.
 * @return The server's answer; rejects with an APIError.
 */
export async function set< T >(
	type: string,
	identifier: string,
	datapoint: string,
	data: unknown = {}
): Promise< T > {
	try {
		return await siteKitFetch< T >( {
			method: 'POST',
			path: datapointPath( type, identifier, datapoint ),
			data: { data },
		} );
	} finally {
		// Even a failed write may have changed something on the server.
		invalidateCache( type, identifier, datapoint );
	}
}

export { invalidateCache, clearCache, clearWebStorage } from './cache';
export {
	errorMessage,
	isAuthError,
	isInsufficientPermissionsError,
	isPermissionScopeError,
	toAPIError,
} from './errors';
export type { APIError, APIErrorData, QueryParams } from './types';
