/**
 * Internal dependencies
 */
import {
	getRangeDates,
	getRangeLabel,
	isValidRange,
	parseRangeKey,
	readRangeFromURL,
	RANGE_PRESETS,
	toRangeKey,
	writeRangeToURL,
} from '../date-range';
import { getDateRangeDates } from '../dates';

function dates( key: string, today: string ) {
	const result = getRangeDates( key, today );
	return (
		result && [
			result.startDate,
			result.endDate,
			result.compareStartDate,
			result.compareEndDate,
		]
	);
}

describe( 'range presets', () => {
	it( 'offers the ten presets in the picker order, with their labels', () => {
		expect( RANGE_PRESETS.map( ( preset ) => preset.label ) ).toEqual( [
			'Last 7 days',
			'Last 14 days',
			'Last 28 days',
			'Last 90 days',
			'This month',
			'Last month',
			'This quarter',
			'Last quarter',
			'Last 12 months',
			'Year to date',
		] );
	} );

	it( 'computes the same dates as the server at month, quarter and year boundaries', () => {
		expect( dates( 'last-28-days', '2026-03-04' ) ).toEqual( [
			'2026-02-04',
			'2026-03-03',
			'2026-01-07',
			'2026-02-03',
		] );
		expect( dates( 'this-month', '2026-03-15' ) ).toEqual( [
			'2026-03-01',
			'2026-03-14',
			'2026-02-15',
			'2026-02-28',
		] );
		// On the 1st no day is complete yet: today alone.
		expect( dates( 'this-month', '2026-03-01' )?.slice( 0, 2 ) ).toEqual( [
			'2026-03-01',
			'2026-03-01',
		] );
		expect( dates( 'last-month', '2026-01-10' ) ).toEqual( [
			'2025-12-01',
			'2025-12-31',
			'2025-10-31',
			'2025-11-30',
		] );
		expect( dates( 'last-quarter', '2026-02-10' ) ).toEqual( [
			'2025-10-01',
			'2025-12-31',
			'2025-07-01',
			'2025-09-30',
		] );
		expect( dates( 'this-quarter', '2026-05-20' ) ).toEqual( [
			'2026-04-01',
			'2026-05-19',
			'2026-02-11',
			'2026-03-31',
		] );
		expect( dates( 'year-to-date', '2026-02-10' ) ).toEqual( [
			'2026-01-01',
			'2026-02-09',
			'2025-11-22',
			'2025-12-31',
		] );
		expect( dates( 'last-12-months', '2026-02-10' ) ).toEqual( [
			'2025-02-01',
			'2026-01-31',
			'2024-02-02',
			'2025-01-31',
		] );
	} );

	it( 'compares with the same weekdays last year for rolling ranges, the same dates for calendar ones', () => {
		expect(
			dates( 'last-7-days~same-period-last-year', '2026-03-04' )
		).toEqual( [ '2026-02-25', '2026-03-03', '2025-02-26', '2025-03-04' ] );
		expect(
			dates( 'last-month~same-period-last-year', '2024-03-05' )
		).toEqual( [ '2024-02-01', '2024-02-29', '2023-02-01', '2023-02-28' ] );
		expect(
			getRangeDates( 'last-28-days~none', '2026-03-04' )?.compare
		).toBe( 'none' );
	} );

	it( 'lets widgets keep calling getDateRangeDates with any key', () => {
		expect(
			getDateRangeDates( '2026-03-01..2026-03-31', '2026-04-04' )
		).toEqual( {
			startDate: '2026-03-01',
			endDate: '2026-03-31',
			compareStartDate: '2026-01-29',
			compareEndDate: '2026-02-28',
		} );
		expect(
			getDateRangeDates( 'this-month~none', '2026-03-15' ).compare
		).toBe( 'none' );
		expect( () =>
			getDateRangeDates( 'next-week', '2026-03-15' )
		).toThrow();
	} );
} );

describe( 'range keys and validation', () => {
	it.each( [
		'last-7-days',
		'last-12-months',
		'2026-03-01..2026-03-31',
		'2026-03-01..2026-03-01',
	] )( 'accepts %p', ( range ) => {
		expect( isValidRange( range ) ).toBe( true );
	} );

	it.each( [
		'next-week',
		'last-0-days',
		'2026-03-31..2026-03-01',
		'2026-02-30..2026-03-01',
		7,
	] )( 'refuses %p', ( range ) => {
		expect( isValidRange( range ) ).toBe( false );
	} );

	it( 'keys the previous period by the range alone, other modes with a suffix', () => {
		expect(
			toRangeKey( {
				dateRange: 'last-28-days',
				compare: 'previous-period',
			} )
		).toBe( 'last-28-days' );
		expect(
			toRangeKey( { dateRange: 'this-month', compare: 'none' } )
		).toBe( 'this-month~none' );
		expect( parseRangeKey( 'this-month~none' ) ).toEqual( {
			dateRange: 'this-month',
			compare: 'none',
		} );
		expect( parseRangeKey( 'this-month~sometimes' ) ).toBeNull();
	} );

	it( 'labels presets by name and custom ranges by their dates', () => {
		expect( getRangeLabel( 'last-quarter' ) ).toBe( 'Last quarter' );
		expect( getRangeLabel( '2026-03-01..2026-03-31', 'en-US' ) ).toBe(
			'Mar 1 – Mar 31, 2026'
		);
		expect( getRangeLabel( '2025-12-15..2026-01-14', 'en-US' ) ).toBe(
			'Dec 15, 2025 – Jan 14, 2026'
		);
		expect( getRangeLabel( '2026-11-10..2026-11-10', 'en-US' ) ).toBe(
			'Nov 10, 2026'
		);
	} );
} );

describe( 'the dashboard URL', () => {
	it( 'reads a preset, a custom range and the compare mode', () => {
		expect(
			readRangeFromURL(
				'?page=googlesitekit-dashboard&dateRange=last-month&compare=none'
			)
		).toEqual( { dateRange: 'last-month', compare: 'none' } );
		expect(
			readRangeFromURL( '?startDate=2026-03-01&endDate=2026-03-31' )
		).toEqual( {
			dateRange: '2026-03-01..2026-03-31',
			compare: 'previous-period',
		} );
		expect(
			readRangeFromURL( '?page=googlesitekit-dashboard' )
		).toBeNull();
		expect( readRangeFromURL( '?dateRange=forever' ) ).toBeNull();
		expect(
			readRangeFromURL( '?dateRange=last-month&compare=sometimes' )
		).toBeNull();
	} );

	it( 'writes what it reads back', () => {
		const base =
			'https://example.test/wp-admin/admin.php?page=googlesitekit-dashboard&dateRange=last-7-days#traffic';
		const custom = writeRangeToURL( base, {
			dateRange: '2026-03-01..2026-03-31',
			compare: 'same-period-last-year',
		} );
		expect( custom ).toBe(
			'https://example.test/wp-admin/admin.php?page=googlesitekit-dashboard&startDate=2026-03-01&endDate=2026-03-31&compare=same-period-last-year#traffic'
		);
		expect( readRangeFromURL( new URL( custom ).search ) ).toEqual( {
			dateRange: '2026-03-01..2026-03-31',
			compare: 'same-period-last-year',
		} );
		const preset = writeRangeToURL( custom, {
			dateRange: 'year-to-date',
			compare: 'none',
		} );
		expect( readRangeFromURL( new URL( preset ).search ) ).toEqual( {
			dateRange: 'year-to-date',
			compare: 'none',
		} );
	} );
} );
