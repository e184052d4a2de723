/**
 * Internal dependencies
 */
import { typedDayFormat } from '../calendar-dates';

const NOV_24 = Date.UTC( 2026, 10, 24 );

describe( 'days typed in the site’s locale', () => {
	it.each( [
		[ 'en-US', '11/24/2026', 'MM/DD/YYYY' ],
		[ 'de-DE', '24.11.2026', 'DD.MM.YYYY' ],
		[ 'en-GB', '24/11/2026', 'DD/MM/YYYY' ],
		[ 'ja', '2026/11/24', 'YYYY/MM/DD' ],
		[ 'nl-NL', '24-11-2026', 'DD-MM-YYYY' ],
		[ 'sv-SE', '2026-11-24', 'YYYY-MM-DD' ],
		// Arabic writes Latin digits here, without the direction marks between them.
		[ 'ar', '24/11/2026', 'DD/MM/YYYY' ],
	] )(
		'%s writes a day as %s (%s) and reads it back',
		( tag, text, pattern ) => {
			const typed = typedDayFormat( tag );
			expect( typed.format( NOV_24 ) ).toBe( text );
			expect( typed.pattern ).toBe( pattern );
			expect( typed.parse( text ) ).toBe( NOV_24 );
			// YYYY-MM-DD is understood everywhere.
			expect( typed.parse( '2026-11-24' ) ).toBe( NOV_24 );
		}
	);

	it( 'writes Gregorian days where the locale’s own calendar is another (Persian)', () => {
		const typed = typedDayFormat( 'fa' );
		expect( typed.parse( typed.format( NOV_24 ) ) ).toBe( NOV_24 );
		expect( typed.format( NOV_24 ) ).toContain( '2026' );
	} );

	it( 'takes days without leading zeros and with other separators, and refuses what is no day', () => {
		const typed = typedDayFormat( 'en-US' );
		expect( typed.parse( ' 3/1/2026 ' ) ).toBe( Date.UTC( 2026, 2, 1 ) );
		expect( typed.parse( '3-1-2026' ) ).toBe( Date.UTC( 2026, 2, 1 ) );
		for ( const text of [
			'',
			'2/30/2026',
			'13/1/2026',
			'3/1/26',
			'3/1',
			'1/2/3/2026',
			'March 1, 2026',
			'2026-3-1-5',
		] ) {
			expect( typed.parse( text ) ).toBeNull();
		}
	} );
} );
