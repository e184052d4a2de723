/**
 * Internal dependencies
 */
import { includesFreshSearchData, searchConsoleFirstDay } from '../history';

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
