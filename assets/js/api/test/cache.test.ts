/**
 * Internal dependencies
 */
import {
	clearWebStorage,
	createCacheKey,
	getItem,
	invalidateCache,
	setItem,
} from '../cache';
import { setTestBaseData } from './fake-server';

describe( 'the sessionStorage cache', () => {
	beforeEach( () => setTestBaseData() );

	afterEach( () => {
		window.sessionStorage.clear();
		window.localStorage.clear();
		jest.useRealTimers();
		delete window._googlesitekitBaseData;
	} );

	it( 'builds keys from the version, the site prefix, the datapoint and sorted params', () => {
		expect(
			createCacheKey( 'modules', 'search-console', 'searchanalytics', {
				dimensions: 'query',
				dateRange: 'last-28-days',
			} )
		).toBe(
			'googlesitekit_1.99.0_abc123_modules::search-console::searchanalytics::dateRange=last-28-days&dimensions=query'
		);
	} );

	it( 'keeps a named range’s answer no later than the site’s midnight, a custom range’s for its TTL', () => {
		// The page is made at 23:30 in New York (03:30 UTC the next day).
		jest.useFakeTimers( { now: new Date( '2024-05-02T03:30:00Z' ) } );
		window._googlesitekitBaseData = {
			...window._googlesitekitBaseData,
			siteToday: '2024-05-01',
			siteClock: {
				now: Date.now(),
				timezone: 'America/New_York',
				offset: -4 * 3600,
			},
		} as typeof window._googlesitekitBaseData;
		// util/site-day.ts counts the time since the page loaded: load it now, in fake time.
		let cache: typeof import('../cache') = jest.requireActual( '../cache' );
		jest.isolateModules( () => {
			cache = jest.requireActual( '../cache' );
		} );
		const named = { dateRange: 'last-28-days' };
		expect( cache.cacheTTLFor( named, 3600 ) ).toBe( 30 * 60 );
		expect(
			cache.cacheTTLFor( { dateRange: '2024-03-01..2024-03-31' }, 3600 )
		).toBe( 3600 );
		expect( cache.cacheTTLFor( { metrics: 'sessions' }, 3600 ) ).toBe(
			3600
		);

		const key = cache.createCacheKey(
			'modules',
			'analytics',
			'report',
			named
		);
		cache.setItem( key, 'the old days', {
			ttl: cache.cacheTTLFor( named, 3600 ),
		} );
		jest.advanceTimersByTime( 29 * 60 * 1000 );
		expect( cache.getItem( key ).value ).toBe( 'the old days' );
		// 00:00 in New York: the range names other days, the old answer is gone.
		jest.advanceTimersByTime( 60 * 1000 );
		expect( cache.getItem( key ).cacheHit ).toBe( false );
		// A new day's answer is kept for the whole TTL again.
		expect( cache.cacheTTLFor( named, 3600 ) ).toBe( 3600 );
	} );

	it( 'has a named range’s answer expired by the time the page’s midnight timer asks again, whatever the fractions of a second', () => {
		const named = { dateRange: 'last-28-days' };
		// The server's clock and the browser's are apart by a fraction of a second; the answer arrives a moment
		// after the page loaded.
		for ( const [ apart, later ] of [
			[ 0, 0 ],
			[ 400, 700 ],
			[ 900, 50 ],
			[ 100, 950 ],
		] ) {
			const serverNow = Date.parse( '2024-05-02T03:59:30Z' );
			jest.useFakeTimers( { now: serverNow + apart } );
			window._googlesitekitBaseData = {
				...window._googlesitekitBaseData,
				siteToday: '2024-05-01',
				siteClock: {
					now: serverNow,
					timezone: 'America/New_York',
					offset: -4 * 3600,
				},
			} as typeof window._googlesitekitBaseData;
			let cache: typeof import('../cache') =
				jest.requireActual( '../cache' );
			let siteDay: typeof import('../../util/site-day') =
				jest.requireActual( '../../util/site-day' );
			jest.isolateModules( () => {
				cache = jest.requireActual( '../cache' );
				siteDay = jest.requireActual( '../../util/site-day' );
			} );
			// The page's timer: half a second past the site's midnight.
			const checkAt = Date.now() + siteDay.msUntilSiteMidnight() + 500;
			jest.advanceTimersByTime( later );
			const key = cache.createCacheKey(
				'modules',
				'analytics',
				'report',
				named
			);
			cache.setItem( key, 'the old days', {
				ttl: cache.cacheTTLFor( named, 3600 ),
			} );
			jest.setSystemTime( checkAt );
			expect( cache.getItem( key ).cacheHit ).toBe( false );
			window.sessionStorage.clear();
		}
	} );

	it( 'removes an expired entry when it is read', () => {
		jest.useFakeTimers( { now: new Date( '2024-05-01T10:00:00Z' ) } );
		setItem( 'googlesitekit_k', 'v', { ttl: 10 } );
		expect( getItem( 'googlesitekit_k' ) ).toEqual( {
			cacheHit: true,
			value: 'v',
			isError: false,
		} );

		jest.advanceTimersByTime( 10_000 );

		expect( getItem( 'googlesitekit_k' ).cacheHit ).toBe( false );
		expect( window.sessionStorage.getItem( 'googlesitekit_k' ) ).toBeNull();
	} );

	it( 'does not drop another module whose slug starts the same way', () => {
		const analytics = createCacheKey( 'modules', 'analytics', 'accounts' );
		const other = createCacheKey( 'modules', 'analytics-4', 'accounts' );
		setItem( analytics, 1 );
		setItem( other, 2 );

		invalidateCache( 'modules', 'analytics' );

		expect( getItem( analytics ).cacheHit ).toBe( false );
		expect( getItem( other ).value ).toBe( 2 );
	} );

	it( 'clearWebStorage() removes Site Kit keys from sessionStorage and localStorage', () => {
		window.sessionStorage.setItem( 'googlesitekit_a', '1' );
		window.localStorage.setItem( 'googlesitekit_b', '1' );
		window.localStorage.setItem( 'other', '1' );

		clearWebStorage();

		expect( window.sessionStorage ).toHaveLength( 0 );
		expect( Object.keys( window.localStorage ) ).toEqual( [ 'other' ] );
	} );
} );
