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
