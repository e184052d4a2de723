/**
 * Internal dependencies
 */
import {
	analyticsFirstDay,
	includesFreshSearchData,
	rangeLimits,
	searchConsoleFirstDay,
} from '../data-limits';
import { getRangeDates } from '../date-range';

describe( 'searchConsoleFirstDay', () => {
	it( 'is the same day 16 months before today', () => {
		expect( searchConsoleFirstDay( '2026-11-24' ) ).toBe( '2025-07-24' );
		expect( searchConsoleFirstDay( '2026-03-01' ) ).toBe( '2024-11-01' );
	} );

	it( 'takes the month’s last day when that month is shorter', () => {
		expect( searchConsoleFirstDay( '2026-06-30' ) ).toBe( '2025-02-28' );
		expect( searchConsoleFirstDay( '2025-06-30' ) ).toBe( '2024-02-29' );
	} );
} );

describe( 'analyticsFirstDay', () => {
	it( 'is the UTC day of the property’s createTime', () => {
		expect( analyticsFirstDay( '2023-07-24T09:26:53.589Z' ) ).toBe(
			'2023-07-24'
		);
		expect( analyticsFirstDay( '' ) ).toBeNull();
		expect( analyticsFirstDay( undefined ) ).toBeNull();
	} );
} );

describe( 'rangeLimits', () => {
	const today = '2026-11-24';
	const first = searchConsoleFirstDay( today );

	it( 'says nothing when the service has both periods', () => {
		const dates = getRangeDates( 'last-28-days', today );
		expect( dates && rangeLimits( dates, first ) ).toBeNull();
	} );

	it( 'finds a range wholly before the first day', () => {
		const dates = getRangeDates( '2025-01-01..2025-03-31', today );
		expect( dates && rangeLimits( dates, first ) ).toEqual( {
			firstDay: '2025-07-24',
			current: 'none',
			compare: 'none',
		} );
	} );

	it( 'finds a range starting before it, and a compare period outside it', () => {
		const dates = getRangeDates( '2025-07-01..2025-12-31', today );
		expect( dates && rangeLimits( dates, first ) ).toEqual( {
			firstDay: '2025-07-24',
			current: 'partial',
			compare: 'none',
		} );
	} );

	it( 'finds a compare period only partly kept (Last 12 months vs the previous year)', () => {
		const dates = getRangeDates(
			'last-12-months~same-period-last-year',
			today
		);
		expect( dates && rangeLimits( dates, first ) ).toEqual( {
			firstDay: '2025-07-24',
			current: 'full',
			compare: 'partial',
		} );
	} );

	it( 'ignores the compare period when nothing is compared', () => {
		const dates = getRangeDates( 'last-12-months~none', today );
		expect( dates && rangeLimits( dates, first ) ).toBeNull();
	} );

	it( 'says nothing when the first day is unknown', () => {
		const dates = getRangeDates( '2020-01-01..2020-01-31', today );
		expect( dates && rangeLimits( dates, null ) ).toBeNull();
	} );
} );

describe( 'includesFreshSearchData', () => {
	it( 'is true when the range reaches the last two days', () => {
		expect( includesFreshSearchData( '2026-11-23', '2026-11-24' ) ).toBe(
			true
		);
		expect( includesFreshSearchData( '2026-11-22', '2026-11-24' ) ).toBe(
			true
		);
		expect( includesFreshSearchData( '2026-11-21', '2026-11-24' ) ).toBe(
			false
		);
	} );
} );
