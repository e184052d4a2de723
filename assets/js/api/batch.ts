/**
 * Batched reads of module datapoints: every read asked for in the same tick
 * goes to the server in one POST core/reports/data/batch, whose provider calls
 * the server runs in parallel. Fresh answers come from the sessionStorage cache
 * without a request.
 */

/**
 * Internal dependencies
 */
import { createCacheKey, getItem, setItem } from './cache';
import { toAPIError } from './errors';
import { siteKitFetch } from './fetch';
import type { APIError, QueryParams } from './types';

/**
 * When the provider failed and the server answered its last good value.
 */
export interface StaleInfo {
	/** Unix time of the last good answer. */
	since: number;
	code: string;
	message: string;
}

export interface BatchedValue< T > {
	value: T;
	/** Set when the value is the last good one, the provider having failed. */
	stale?: StaleInfo;
}

interface BatchItemAnswer {
	value?: unknown;
	stale?: StaleInfo;
	error?: APIError;
}

interface QueuedRead {
	key: string;
	slug: string;
	datapoint: string;
	params: QueryParams;
	resolve: ( answer: BatchedValue< unknown > ) => void;
	reject: ( error: APIError ) => void;
}

/** The most reads one batch request carries (the server accepts 20). */
export const BATCH_MAX = 20;

let queue: QueuedRead[] = [];
let scheduled = false;

/**
 * Sends the queued reads, in batches of BATCH_MAX.
 */
async function flush(): Promise< void > {
	scheduled = false;
	const reads = queue;
	queue = [];
	for ( let start = 0; start < reads.length; start += BATCH_MAX ) {
		const chunk = reads.slice( start, start + BATCH_MAX );
		try {
			const answers = await siteKitFetch<
				Record< string, BatchItemAnswer >
			>( {
				method: 'POST',
				path: '/google-site-kit/v1/core/reports/data/batch',
				data: {
					data: {
						requests: chunk.map( ( read ) => ( {
							key: read.key,
							path: `modules/${ read.slug }/data/${ read.datapoint }`,
							params: read.params,
						} ) ),
					},
				},
			} );
			for ( const read of chunk ) {
				const answer = answers[ read.key ];
				if ( ! answer || answer.error ) {
					read.reject(
						toAPIError(
							answer?.error || {
								code: 'invalid_json',
								message: '',
								data: {},
							}
						)
					);
					continue;
				}
				// A stale value is not cached: the next load asks the provider again.
				if ( ! answer.stale ) {
					setItem( read.key, answer.value );
				}
				read.resolve( { value: answer.value, stale: answer.stale } );
			}
		} catch ( error ) {
			chunk.forEach( ( read ) => read.reject( toAPIError( error ) ) );
		}
	}
}

/**
 * Reads a module datapoint through the batch endpoint (or the cache).
 *
 * @param slug      Module slug.
 * @param datapoint Datapoint name.
 * @param params    Query params.
 * @return The value (with stale info when the server served its last good value); rejects with an APIError.
 */
export function getBatched< T >(
	slug: string,
	datapoint: string,
	params: QueryParams = {}
): Promise< BatchedValue< T > > {
	const key = createCacheKey( 'modules', slug, datapoint, params );
	const cached = getItem< T >( key );
	if ( cached.cacheHit && ! cached.isError ) {
		return Promise.resolve( { value: cached.value } );
	}
	return new Promise( ( resolve, reject ) => {
		queue.push( {
			key,
			slug,
			datapoint,
			params,
			resolve: resolve as QueuedRead[ 'resolve' ],
			reject,
		} );
		if ( ! scheduled ) {
			scheduled = true;
			// Wait for the other widgets of this render to ask too.
			setTimeout( flush, 0 );
		}
	} );
}
