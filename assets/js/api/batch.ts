/**
 * Batched reads of module datapoints: the reads asked for in the same tick go
 * to the server in one POST core/reports/data/batch per speed group, whose
 * provider calls the server runs in parallel. Services that answer in well
 * under a second share one request; PageSpeed Insights, which takes 10–30 s,
 * gets its own, so no widget waits for a slower service's answer. Fresh
 * answers come from the sessionStorage cache without a request.
 */

/**
 * Internal dependencies
 */
import {
	DEFAULT_CACHE_TTL,
	cacheTTLFor,
	createCacheKey,
	getItem,
	setItem,
} from './cache';
import { toAPIError } from './errors';
import { siteKitFetch } from './fetch';
import type { APIError, QueryParams } from './types';
import { isSlow, isUncached } from './batch-modules';

/**
 * When the provider failed and the server answered its last good value.
 */
export interface StaleInfo {
	/** Unix time of the last good answer. */
	since: number;
	code: string;
	message: string;
	/** Why Google gave no fresh answer: down, slow, unreachable, over its quota, or an answer that was not JSON. */
	cause?: StaleCause;
}

export type StaleCause =
	| 'unavailable'
	| 'timeout'
	| 'network'
	| 'quota'
	| 'invalid_response';

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

/**
 * The request group of a module: 'fast', or the slow module's own slug. A
 * module whose provider answers far slower than the others (PageSpeed
 * Insights runs a Lighthouse test of the page: 10–30 s) says so in its
 * reads.ts; each gets a request of its own, every other module shares the
 * fast one.
 *
 * @param slug Module slug.
 */
export function speedGroup( slug: string ): string {
	return isSlow( slug ) ? slug : 'fast';
}

let queue: QueuedRead[] = [];
let scheduled = false;
let timer: ReturnType< typeof setTimeout > | undefined;
let firstQueuedAt = 0;

/**
 * How long the queue waits for more reads: a screen's first reads come in a few waves (widgets mounting, then
 * widgets whose content waits on preloaded state or a resolver), a few milliseconds apart. Waiting until the reads
 * stop for IDLE_MS (never more than MAX_WAIT_MS after the first) sends them in one request per speed group.
 */
const IDLE_MS = 12;
const MAX_WAIT_MS = 60;

/** Parts of the screen whose code is still loading and whose reads should join the first request (holdReads). */
const holds = new Map< string, () => void >();

/** The longest a hold keeps the reads waiting: a chunk that loads slower than this never holds the figures back. */
export const HOLD_MAX_MS = 1500;

/**
 * Keeps the queued reads from being sent while a part of the screen whose reads belong with them loads its code
 * (the main dashboard's Key metrics section, a chunk of its own): its reads join the same request instead of
 * making a second one. The reads go once every hold is released (then after the usual short wait for more), or
 * HOLD_MAX_MS after this hold at the latest.
 *
 * @param name The held part: holding it again while it is held changes nothing (a render may run twice).
 * @return Releases the hold (once; later calls do nothing).
 */
export function holdReads( name: string ): () => void {
	const existing = holds.get( name );
	if ( existing ) {
		return existing;
	}
	if ( timer ) {
		// Reads already waiting wait for the held part too.
		clearTimeout( timer );
		timer = undefined;
	}
	const release = () => {
		if ( holds.get( name ) !== release ) {
			return;
		}
		holds.delete( name );
		clearTimeout( expiry );
		if ( holds.size === 0 && queue.length ) {
			// A fresh wait: the released part's reads come in the next few milliseconds.
			scheduled = false;
			scheduleFlush();
		}
	};
	holds.set( name, release );
	const expiry = setTimeout( release, HOLD_MAX_MS );
	return release;
}

/**
 * (Re)starts the wait before the queued reads are sent.
 */
function scheduleFlush(): void {
	const now = Date.now();
	if ( ! scheduled ) {
		scheduled = true;
		firstQueuedAt = now;
	}
	if ( timer ) {
		clearTimeout( timer );
	}
	if ( holds.size > 0 ) {
		// Sent when the last hold is released.
		timer = undefined;
		return;
	}
	const wait = Math.max(
		0,
		Math.min( IDLE_MS, firstQueuedAt + MAX_WAIT_MS - now )
	);
	timer = setTimeout( () => {
		timer = undefined;
		flush();
	}, wait );
}

/**
 * Sends the queued reads: one request per speed group (in batches of
 * BATCH_MAX), all at once, each answered as soon as its own request is.
 */
function flush(): Promise< void > {
	scheduled = false;
	const groups = new Map< string, QueuedRead[] >();
	for ( const read of queue ) {
		const group = speedGroup( read.slug );
		groups.set( group, [ ...( groups.get( group ) || [] ), read ] );
	}
	queue = [];
	const requests: Array< Promise< void > > = [];
	for ( const reads of groups.values() ) {
		for ( let start = 0; start < reads.length; start += BATCH_MAX ) {
			requests.push( send( reads.slice( start, start + BATCH_MAX ) ) );
		}
	}
	return Promise.all( requests ).then( () => undefined );
}

/**
 * Sends one batch request and settles its reads.
 *
 * @param chunk Reads of one group, at most BATCH_MAX.
 */
async function send( chunk: QueuedRead[] ): Promise< void > {
	try {
		const answers = await siteKitFetch< Record< string, BatchItemAnswer > >(
			{
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
			}
		);
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
			// A stale value is not cached: the next load asks the provider again. Neither are reads that change
			// by the minute (realtime): the server's one-minute cache already serves every viewer.
			if ( ! answer.stale && ! isUncached( read.slug, read.datapoint ) ) {
				setItem( read.key, answer.value, {
					ttl: cacheTTLFor( read.params, DEFAULT_CACHE_TTL ),
				} );
			}
			read.resolve( { value: answer.value, stale: answer.stale } );
		}
	} catch ( error ) {
		chunk.forEach( ( read ) => read.reject( toAPIError( error ) ) );
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
	const cached = isUncached( slug, datapoint )
		? { cacheHit: false as const }
		: getItem< T >( key );
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
		// Wait for the other widgets of this screen to ask too.
		scheduleFlush();
	} );
}
