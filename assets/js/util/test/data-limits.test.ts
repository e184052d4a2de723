/**
 * Internal dependencies
 */
import { createTimeDay, rangeLimits } from '../data-limits';
import { getRangeDates } from '../date-range';

describe( 'createTimeDay', () => {
	it( 'is the UTC day of the property’s createTime', () => {
		expect( createTimeDay( '2023-07-24T09:26:53.589Z' ) ).toBe(
			'2023-07-24'
		);
		expect( createTimeDay( '' ) ).toBeNull();
		expect( createTimeDay( undefined ) ).toBeNull();
	} );
} );

describe( 'rangeLimits', () => {
	const today = '2026-11-24';
	// Search Console's first day on that day, 16 months back (modules/search-console/test/history.test.ts).
	const first = '2025-07-24';

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
