/**
 * External dependencies
 */
import { act, renderHook } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { useSiteToday } from '../site-today';

describe( 'useSiteToday', () => {
	afterEach( () => {
		jest.useRealTimers();
		delete window._googlesitekitBaseData;
	} );

	it( 'moves on to the next day at the site’s midnight in a page left open, and says so once', () => {
		jest.useFakeTimers();
		// Two minutes to midnight in Auckland (UTC+13): the browser's own UTC day is already the 31st.
		window._googlesitekitBaseData = {
			siteToday: '2026-03-31',
			siteClock: {
				now: Date.UTC( 2026, 2, 31, 10, 58 ),
				timezone: 'Pacific/Auckland',
				offset: 13 * 3600,
			},
		} as typeof window._googlesitekitBaseData;
		const onNewDay = jest.fn();
		const { result } = renderHook( () => useSiteToday( onNewDay ) );
		expect( result.current ).toBe( '2026-03-31' );

		act( () => {
			jest.advanceTimersByTime( 60 * 1000 );
		} );
		expect( result.current ).toBe( '2026-03-31' );
		expect( onNewDay ).not.toHaveBeenCalled();

		act( () => {
			jest.advanceTimersByTime( 70 * 1000 );
		} );
		expect( result.current ).toBe( '2026-04-01' );
		expect( onNewDay ).toHaveBeenCalledTimes( 1 );
		expect( onNewDay ).toHaveBeenCalledWith( '2026-04-01' );

		// The next midnight is a day away.
		act( () => {
			jest.advanceTimersByTime( 3600 * 1000 );
		} );
		expect( onNewDay ).toHaveBeenCalledTimes( 1 );
	} );
} );
