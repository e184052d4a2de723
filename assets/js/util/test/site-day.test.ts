/**
 * Internal dependencies
 */
import { getRangeDates } from '../date-range';
import { getDateRangeDates } from '../dates';
import { dayInZone, getSiteToday, siteDayFrom } from '../site-day';

const HOUR = 3600000;

/** 2026-03-31 23:59 in Auckland (NZDT, UTC+13): still the 31st in UTC at 10:59. */
const AUCKLAND_BEFORE_MIDNIGHT = Date.UTC( 2026, 2, 31, 10, 59 );

describe( 'the site’s day', () => {
	afterEach( () => {
		delete window._googlesitekitBaseData;
	} );

	it( 'is the calendar day in the site’s zone, daylight saving included', () => {
		// 2026-03-01 02:00 in Auckland is 2026-02-28 13:00 UTC.
		expect(
			dayInZone( Date.UTC( 2026, 1, 28, 13 ), 'Pacific/Auckland', 0 )
		).toBe( '2026-03-01' );
		// 2026-07-31 22:00 in New York (EDT, UTC−4) is 2026-08-01 02:00 UTC; in January the offset is −5.
		expect(
			dayInZone( Date.UTC( 2026, 7, 1, 2 ), 'America/New_York', 0 )
		).toBe( '2026-07-31' );
		expect(
			dayInZone( Date.UTC( 2026, 0, 1, 4, 30 ), 'America/New_York', 0 )
		).toBe( '2025-12-31' );
		expect(
			dayInZone( Date.UTC( 2026, 0, 1, 5, 30 ), 'America/New_York', 0 )
		).toBe( '2026-01-01' );
	} );

	it( 'follows the offset for a manual zone or one the browser does not know', () => {
		expect( dayInZone( Date.UTC( 2026, 2, 31, 20 ), '', 5 * 3600 ) ).toBe(
			'2026-04-01'
		);
		expect(
			dayInZone( Date.UTC( 2026, 2, 31, 20 ), 'Mars/Olympus', -3600 )
		).toBe( '2026-03-31' );
	} );

	it( 'moves on at the site’s midnight in a page left open', () => {
		const data = {
			siteToday: '2026-03-31',
			siteClock: {
				now: AUCKLAND_BEFORE_MIDNIGHT,
				timezone: 'Pacific/Auckland',
				offset: 13 * 3600,
			},
		};
		expect( siteDayFrom( data, 0, 'x' ) ).toBe( '2026-03-31' );
		expect( siteDayFrom( data, 30000, 'x' ) ).toBe( '2026-03-31' );
		expect( siteDayFrom( data, 61000, 'x' ) ).toBe( '2026-04-01' );
		expect( siteDayFrom( data, 25 * HOUR, 'x' ) ).toBe( '2026-04-02' );
	} );

	it( 'falls back to the boot day, then to the given day', () => {
		expect( siteDayFrom( { siteToday: '2026-03-31' }, 0, 'x' ) ).toBe(
			'2026-03-31'
		);
		expect( siteDayFrom( { siteToday: 'soon' }, 0, '2026-01-02' ) ).toBe(
			'2026-01-02'
		);
		expect( siteDayFrom( undefined, 0, '2026-01-02' ) ).toBe(
			'2026-01-02'
		);
	} );

	it( 'is the UTC day outside WordPress', () => {
		jest.useFakeTimers().setSystemTime( new Date( '2024-05-02T23:30Z' ) );
		try {
			expect( getSiteToday() ).toBe( '2024-05-02' );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'is what the ranges count from when no today is given', () => {
		// The page was made at 00:30 on 1 April in Auckland: 31 March in UTC, and in the browser here.
		window._googlesitekitBaseData = {
			siteToday: '2026-04-01',
			siteClock: {
				now: Date.UTC( 2026, 2, 31, 11, 30 ),
				timezone: 'Pacific/Auckland',
				offset: 13 * 3600,
			},
		};
		expect( getSiteToday() ).toBe( '2026-04-01' );
		expect( getRangeDates( 'this-month' ) ).toEqual(
			getRangeDates( 'this-month', '2026-04-01' )
		);
		expect( getRangeDates( 'last-month' )?.startDate ).toBe( '2026-03-01' );
		expect( getRangeDates( 'last-month' )?.endDate ).toBe( '2026-03-31' );
		expect( getDateRangeDates( 'last-7-days' ).endDate ).toBe(
			'2026-03-31'
		);
		expect( getDateRangeDates( 'this-month' ) ).toMatchObject( {
			startDate: '2026-04-01',
			endDate: '2026-04-01',
		} );
	} );
} );
