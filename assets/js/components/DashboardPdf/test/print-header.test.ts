/**
 * Internal dependencies
 */
import { createPrintHeader, periodText, compareText } from '../print-header';
import { progressText } from '../progress';

/**
 * The header's facts, "term: value" each.
 *
 * @param header The header.
 */
function facts( header: Element ): string[] {
	return Array.from( header.querySelectorAll( 'dt' ) ).map(
		( dt ) => `${ dt.textContent }: ${ dt.nextElementSibling?.textContent }`
	);
}

describe( 'the print header', () => {
	it( 'names the site, the page and its URL, the period and the comparison, as text only', () => {
		const header = createPrintHeader( {
			siteName: 'Tom & <b>Jerry</b>',
			siteURL: 'http://example.test/',
			title: 'Page stats: Hello <i>world</i>',
			pageURL: 'http://example.test/hello/',
			range: {
				dateRange: '2026-11-01..2026-11-14',
				compare: 'same-period-last-year',
			},
			comparedShown: '',
			today: '2026-11-27',
			generated: Date.parse( '2026-11-27T10:00:00Z' ) / 1000,
		} );
		expect( header.querySelector( 'b, i' ) ).toBe( null );
		expect( header ).toHaveTextContent( 'Tom & <b>Jerry</b>' );
		expect( header.querySelector( 'h1' ) ).toHaveTextContent(
			'Page stats: Hello <i>world</i>'
		);
		expect( facts( header ) ).toEqual( [
			'Page: http://example.test/hello/',
			'Period: Nov 1 – Nov 14, 2026',
			'Compared with: Same period last year (Nov 1 – Nov 14, 2025)',
			// The user's clock: the hour depends on the machine's time zone.
			expect.stringMatching(
				/^Generated: Nov 2[67], 2026, \d{1,2}:\d{2} [AP]M by Site Kit$/
			),
		] );
	} );

	it( 'says the period by its name and dates', () => {
		expect(
			periodText(
				{ dateRange: 'last-7-days', compare: 'none' },
				'2026-11-27'
			)
		).toBe( 'Last 7 days (Nov 20 – Nov 26, 2026)' );
		expect(
			compareText(
				{ dateRange: 'last-7-days', compare: 'none' },
				'2026-11-27',
				''
			)
		).toBe( 'No comparison' );
	} );
} );

describe( 'progressText', () => {
	it( 'counts the sections ready', () => {
		expect( progressText( 3, 7 ) ).toBe(
			'Preparing the PDF… 3 of 7 sections ready'
		);
		expect( progressText( 0, 1 ) ).toBe(
			'Preparing the PDF… 0 of 1 section ready'
		);
	} );
} );
