/**
 * Internal dependencies
 */
import {
	bucketsOf,
	chartData,
	granularityOf,
	weekdayShift,
} from '../chart-buckets';
import { getRangeDates } from '../date-range';

/**
 * Daily values for every day of a period: value( index, day ).
 *
 * @param start First day.
 * @param end   Last day.
 * @param value Value of a day.
 */
function daily(
	start: string,
	end: string,
	value: ( index: number, day: string ) => number
): Map< string, number > {
	const map = new Map< string, number >();
	let index = 0;
	for (
		let time = Date.parse( `${ start }T00:00:00Z` );
		time <= Date.parse( `${ end }T00:00:00Z` );
		time += 86400000
	) {
		const day = new Date( time ).toISOString().slice( 0, 10 );
		map.set( day, value( index++, day ) );
	}
	return map;
}

const weekday = ( day: string ) => new Date( `${ day }T00:00:00Z` ).getUTCDay();

describe( 'granularityOf', () => {
	it( 'draws days up to 92, weeks up to a year, then months', () => {
		expect( granularityOf( 28 ) ).toBe( 'day' );
		expect( granularityOf( 92 ) ).toBe( 'day' );
		expect( granularityOf( 93 ) ).toBe( 'week' );
		expect( granularityOf( 366 ) ).toBe( 'week' );
		expect( granularityOf( 367 ) ).toBe( 'month' );
	} );
} );

describe( 'bucketsOf', () => {
	it( 'counts whole weeks back from the last day', () => {
		// 100 days: 14 weeks, the 2 oldest days left out.
		const buckets = bucketsOf( '2026-01-01', '2026-04-10', 'week' );
		expect( buckets ).toHaveLength( 14 );
		expect( buckets[ 0 ] ).toEqual( [ 2, 7 ] );
		expect( buckets.at( -1 ) ).toEqual( [ 93, 7 ] );
	} );

	it( 'cuts calendar months', () => {
		expect( bucketsOf( '2024-01-15', '2024-03-31', 'month' ) ).toEqual( [
			[ 0, 17 ],
			[ 17, 29 ],
			[ 46, 31 ],
		] );
	} );
} );

describe( 'weekdayShift', () => {
	it( 'moves the compare start at most three days onto the same weekday', () => {
		expect( weekdayShift( '2026-11-01', '2026-10-04' ) ).toBe( 0 );
		const shift = weekdayShift( '2026-11-01', '2026-10-02' );
		expect( Math.abs( shift ) ).toBeLessThanOrEqual( 3 );
		const moved = new Date(
			Date.parse( '2026-10-02T00:00:00Z' ) + shift * 86400000
		)
			.toISOString()
			.slice( 0, 10 );
		expect( weekday( moved ) ).toBe( weekday( '2026-11-01' ) );
	} );
} );

describe( 'chartData', () => {
	it( 'sums counts by week, the compare weeks at the same offsets', () => {
		const dates = getRangeDates( 'last-12-months', '2026-11-24' );
		if ( ! dates ) {
			throw new Error( 'range' );
		}
		const current = daily( dates.startDate, dates.endDate, () => 10 );
		const previous = daily(
			dates.compareStartDate,
			dates.compareEndDate,
			() => 1
		);
		const data = chartData( dates, current, previous );
		expect( data.granularity ).toBe( 'week' );
		expect( data.times ).toHaveLength( 52 );
		expect( data.current.every( ( value ) => value === 70 ) ).toBe( true );
		expect( data.previous.every( ( value ) => value === 7 ) ).toBe( true );
		// The last point is the week ending on the range's last day.
		expect(
			new Date( ( data.times.at( -1 ) as number ) * 1000 )
				.toISOString()
				.slice( 0, 10 )
		).toBe( '2026-10-25' );
	} );

	it( 'averages de-duplicated users per day instead of adding them up', () => {
		const dates = getRangeDates( '2024-01-01..2025-06-30', '2026-11-24' );
		if ( ! dates ) {
			throw new Error( 'range' );
		}
		const current = daily( dates.startDate, dates.endDate, ( i ) =>
			i % 2 ? 30 : 10
		);
		const data = chartData( dates, current, new Map(), {
			aggregate: 'mean',
		} );
		expect( data.granularity ).toBe( 'month' );
		expect( data.times ).toHaveLength( 18 );
		// January 2024: 31 days, 16 of 10 and 15 of 30.
		expect( data.current[ 0 ] ).toBeCloseTo( ( 16 * 10 + 15 * 30 ) / 31 );
		// February 2024: 29 days starting on an odd index.
		expect( data.current[ 1 ] ).toBeCloseTo( ( 15 * 30 + 14 * 10 ) / 29 );
	} );

	it( 'lines daily compare points up by weekday', () => {
		// This month (23 days) against the 23 days before: weekdays differ by 2.
		const dates = getRangeDates( 'this-month', '2026-11-24' );
		if ( ! dates ) {
			throw new Error( 'range' );
		}
		const byWeekday = ( _i: number, day: string ) => weekday( day );
		const data = chartData(
			dates,
			daily( dates.startDate, dates.endDate, byWeekday ),
			daily( dates.compareStartDate, dates.compareEndDate, byWeekday )
		);
		expect( data.granularity ).toBe( 'day' );
		data.previous.forEach( ( value, index ) => {
			if ( value !== null ) {
				expect( value ).toBe( data.current[ index ] );
			}
		} );
		// The days the shift moves out of the compare period have no point.
		expect( data.previous.filter( ( v ) => v === null ).length ).toBe(
			Math.abs( weekdayShift( dates.startDate, dates.compareStartDate ) )
		);
		expect( weekday( data.previousStart ) ).toBe(
			weekday( dates.startDate )
		);
	} );

	it( 'leaves a gap before the service’s first day instead of zeros', () => {
		const dates = getRangeDates( '2025-07-01..2025-08-31', '2026-11-24' );
		if ( ! dates ) {
			throw new Error( 'range' );
		}
		const data = chartData(
			dates,
			daily( dates.startDate, dates.endDate, () => 5 ),
			new Map(),
			{ firstDay: '2025-07-24' }
		);
		expect( data.current.slice( 0, 23 ).every( ( v ) => v === null ) ).toBe(
			true
		);
		expect( data.current.slice( 23 ).every( ( v ) => v === 5 ) ).toBe(
			true
		);
		expect( data.previous.every( ( v ) => v === null ) ).toBe( true );
	} );
} );

describe( 'chartData’s compare period name', () => {
	it( 'names the whole compare period of a weekly chart, as the figures compare with it', () => {
		// Last 12 months: 365 days, drawn as 52 whole weeks after its first day.
		const data = chartData(
			{
				startDate: '2025-11-01',
				endDate: '2026-10-31',
				compareStartDate: '2024-11-01',
				compareEndDate: '2025-10-31',
			},
			new Map(),
			new Map()
		);
		expect( data.granularity ).toBe( 'week' );
		expect( [ data.previousStart, data.previousEnd ] ).toEqual( [
			'2024-11-01',
			'2025-10-31',
		] );
	} );
} );

describe( 'chartData on ranges shorter than a week', () => {
	it( 'compares a one-day range with the day before, unshifted, and names that day as the compare period', () => {
		const data = chartData(
			{
				startDate: '2026-11-14',
				endDate: '2026-11-14',
				compareStartDate: '2026-11-13',
				compareEndDate: '2026-11-13',
			},
			new Map( [ [ '2026-11-14', 120 ] ] ),
			new Map( [ [ '2026-11-13', 100 ] ] )
		);
		expect( data.current ).toEqual( [ 120 ] );
		expect( data.previous ).toEqual( [ 100 ] );
		expect( [ data.previousStart, data.previousEnd ] ).toEqual( [
			'2026-11-13',
			'2026-11-13',
		] );
	} );

	it( 'compares a two-day range with the two days before it, day by day', () => {
		const data = chartData(
			{
				startDate: '2026-11-13',
				endDate: '2026-11-14',
				compareStartDate: '2026-11-11',
				compareEndDate: '2026-11-12',
			},
			new Map( [
				[ '2026-11-13', 5 ],
				[ '2026-11-14', 6 ],
			] ),
			new Map( [
				[ '2026-11-11', 3 ],
				[ '2026-11-12', 4 ],
			] )
		);
		expect( data.previous ).toEqual( [ 3, 4 ] );
		expect( [ data.previousStart, data.previousEnd ] ).toEqual( [
			'2026-11-11',
			'2026-11-12',
		] );
	} );
} );
