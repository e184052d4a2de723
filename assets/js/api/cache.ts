/**
 * The sessionStorage cache of GET responses (spec §7, ARCHITECTURE §6).
 *
 * Key: `googlesitekit_<version>_<sitePrefix>_<type>::<identifier>::<datapoint>::<params>`,
 * value: `{ timestamp, ttl, value, isError }` as JSON, timestamp and ttl in seconds.
 * When storage is unavailable (Safari private mode, a full quota, storage
 * disabled) every read misses and every write is dropped: the cache turns
 * itself off without breaking a request.
 */

/**
 * WordPress dependencies
 */
import { buildQueryString } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { getBaseData } from './base-data';
import { msUntilSiteMidnight } from '../util/site-day';
import type { QueryParams } from './types';

export const STORAGE_PREFIX = 'googlesitekit_';

/** Default lifetime of an entry, in seconds. */
export const DEFAULT_CACHE_TTL = 3600;

export interface CacheEntry< T = unknown > {
	timestamp: number;
	ttl: number;
	value: T;
	isError: boolean;
}

export type CacheLookup< T > =
	| { cacheHit: true; value: T; isError: boolean }
	| { cacheHit: false; value: undefined; isError: false };

const MISS = { cacheHit: false, value: undefined, isError: false } as const;

type StorageName = 'sessionStorage' | 'localStorage';

function getStorage( name: StorageName = 'sessionStorage' ): Storage | null {
	try {
		return window[ name ] || null;
	} catch {
		// Accessing storage throws when the browser blocks it.
		return null;
	}
}

function nowInSeconds(): number {
	return Math.floor( Date.now() / 1000 );
}

/**
 * Recursively sorts object keys so equal params give equal strings.
 *
 * @param value Params or a nested value.
 */
function sortKeys( value: unknown ): unknown {
	if ( Array.isArray( value ) ) {
		return value.map( sortKeys );
	}
	if ( value && typeof value === 'object' ) {
		return Object.fromEntries(
			Object.keys( value )
				.sort()
				.map( ( key ) => [
					key,
					sortKeys( ( value as Record< string, unknown > )[ key ] ),
				] )
		);
	}
	return value;
}

/**
 * Params as a query string with keys sorted at every level.
 *
 * @param params Query params.
 */
export function stableQueryString( params: QueryParams = {} ): string {
	return buildQueryString( sortKeys( params ) as Record< string, unknown > );
}

/**
 * This version's and this site's prefix: `googlesitekit_<version>_<sitePrefix>_`.
 */
export function getKeyPrefix(): string {
	const { pluginVersion, sitePrefix } = getBaseData();
	return `${ STORAGE_PREFIX }${ pluginVersion }_${ sitePrefix }_`;
}

/**
 * The storage key of a datapoint read.
 *
 * @param type       `core` or `modules`.
 * @param identifier Store or module slug (`user`, or a module's slug).
 * @param datapoint  Datapoint name.
 * @param params     Query params.
 */
export function createCacheKey(
	type: string,
	identifier: string,
	datapoint: string,
	params: QueryParams = {}
): string {
	return `${ getKeyPrefix() }${ type }::${ identifier }::${ datapoint }::${ stableQueryString(
		params
	) }`;
}

function isCacheEntry( value: unknown ): value is CacheEntry {
	if ( ! value || typeof value !== 'object' ) {
		return false;
	}
	const entry = value as Record< string, unknown >;
	return (
		typeof entry.timestamp === 'number' &&
		typeof entry.ttl === 'number' &&
		'value' in entry &&
		typeof entry.isError === 'boolean'
	);
}

/**
 * Removes one entry.
 *
 * @param key Storage key.
 */
export function deleteItem( key: string ): void {
	try {
		getStorage()?.removeItem( key );
	} catch {
		// Nothing to do when storage is unavailable.
	}
}

/**
 * Reads an entry; an expired or unreadable one is removed and counts as a miss.
 *
 * @param key Storage key.
 */
export function getItem< T >( key: string ): CacheLookup< T > {
	let raw: string | null = null;
	try {
		raw = getStorage()?.getItem( key ) ?? null;
	} catch {
		return MISS;
	}
	if ( raw === null ) {
		return MISS;
	}
	let entry: unknown;
	try {
		entry = JSON.parse( raw );
	} catch {
		entry = null;
	}
	if (
		! isCacheEntry( entry ) ||
		nowInSeconds() >= entry.timestamp + entry.ttl
	) {
		deleteItem( key );
		return MISS;
	}
	return {
		cacheHit: true,
		value: entry.value as T,
		isError: entry.isError,
	};
}

/**
 * Writes an entry.
 *
 * @param key             Storage key.
 * @param value           Value to store (JSON-serialisable).
 * @param options         Entry options.
 * @param options.ttl     Lifetime in seconds.
 * @param options.isError Whether the value is an error rather than a response.
 * @return Whether the entry was stored.
 */
/**
 * How long a read's answer may be kept: its TTL, but no later than the site's
 * midnight for a named range ("last-28-days", "this-month"), whose dates move
 * with the day; custom "start..end" ranges name their dates and keep the TTL.
 *
 * @param params The read's params.
 * @param ttl    Its lifetime, in seconds.
 */
export function cacheTTLFor( params: QueryParams, ttl: number ): number {
	const range = params.dateRange;
	if ( typeof range !== 'string' || range === '' || range.includes( '..' ) ) {
		return ttl;
	}
	// Entries are stamped in whole seconds (rounded down): the TTL ends at the last whole second before the midnight,
	// so the entry has expired when the page's own midnight timer asks again (components/hooks/site-today.ts).
	const now = Date.now();
	const untilMidnight =
		Math.floor( ( now + msUntilSiteMidnight( now ) ) / 1000 ) -
		Math.floor( now / 1000 );
	return Math.min( ttl, untilMidnight );
}

export function setItem(
	key: string,
	value: unknown,
	{
		ttl = DEFAULT_CACHE_TTL,
		isError = false,
	}: { ttl?: number; isError?: boolean } = {}
): boolean {
	const entry: CacheEntry = {
		timestamp: nowInSeconds(),
		ttl,
		value,
		isError,
	};
	try {
		const storage = getStorage();
		if ( ! storage ) {
			return false;
		}
		storage.setItem( key, JSON.stringify( entry ) );
		return true;
	} catch {
		// Quota exceeded or storage disabled: drop the write.
		return false;
	}
}

function removeKeysStartingWith(
	prefix: string,
	storageName: StorageName = 'sessionStorage'
): void {
	try {
		const storage = getStorage( storageName );
		if ( ! storage ) {
			return;
		}
		const keys: string[] = [];
		for ( let index = 0; index < storage.length; index++ ) {
			const key = storage.key( index );
			if ( key !== null && key.startsWith( prefix ) ) {
				keys.push( key );
			}
		}
		keys.forEach( ( key ) => storage.removeItem( key ) );
	} catch {
		// Nothing to do when storage is unavailable.
	}
}

/**
 * Removes the entries of one datapoint, one identifier, one type, or
 * (without arguments) every entry of this version and site.
 *
 * @param type       `core` or `modules`.
 * @param identifier Store or module slug.
 * @param datapoint  Datapoint name.
 */
export function invalidateCache(
	type?: string,
	identifier?: string,
	datapoint?: string
): void {
	const parts: string[] = [];
	for ( const part of [ type, identifier, datapoint ] ) {
		if ( ! part ) {
			break;
		}
		parts.push( part );
	}
	const suffix = parts.length ? parts.join( '::' ) + '::' : '';
	removeKeysStartingWith( getKeyPrefix() + suffix );
}

/**
 * Removes every Site Kit entry from sessionStorage, whatever its version or
 * site prefix (on disconnect).
 */
export function clearCache(): void {
	removeKeysStartingWith( STORAGE_PREFIX );
}

/**
 * Removes every Site Kit key from sessionStorage and localStorage (on reset).
 */
export function clearWebStorage(): void {
	removeKeysStartingWith( STORAGE_PREFIX, 'sessionStorage' );
	removeKeysStartingWith( STORAGE_PREFIX, 'localStorage' );
}
