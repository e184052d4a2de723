/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import TopEarningPagesWidget from '../TopEarningPagesWidget';
import { adsenseReport } from '../../../../widgets/test/fixtures';
import {
	CRITICAL_ERROR_TEXT,
	INSUFFICIENT_PERMISSIONS,
	INTERNAL_ERROR,
	STALE,
	renderWidget,
	setUpWidgetTest,
	tearDownWidgetTest,
	type BatchResponder,
	type WidgetTest,
} from '../../../../widgets/test/helpers';

const REPORT = 'modules/adsense/data/report';
const METRICS = [ 'ESTIMATED_EARNINGS', 'PAGE_VIEWS', 'IMPRESSIONS' ];

// Page rows in AdSense's order (by URL), not by earnings.
const pagesAnswer = adsenseReport( [ 'PAGE_URL' ], METRICS, [
	[ 'http://example.org/', '10.00', 3000, 8000 ],
	[ 'http://example.org/about/', '0.00', 100, 0 ],
	[ 'http://example.org/guides/sourdough-starter/', '45.60', 4000, 11000 ],
	[
		'http://example.org/recipes/classic-banana-bread/',
		'120.50',
		9000,
		24000,
	],
] );

const answers: BatchResponder = () => ( { value: pagesAnswer } );

/**
 * Every body row as its cells' text.
 */
function tableRows(): string[][] {
	const [ , ...rows ] = screen.getAllByRole( 'row' );
	return rows.map( ( row ) =>
		Array.from( row.querySelectorAll( 'th, td' ) ).map(
			( cell ) => cell.textContent || ''
		)
	);
}

describe( 'TopEarningPagesWidget', () => {
	let test: WidgetTest;

	afterEach( () => tearDownWidgetTest( test ) );

	it( 'ranks the pages that earned by earnings, with page RPM and impressions, each linking to the page’s dashboard', async () => {
		test = setUpWidgetTest( answers );
		renderWidget(
			TopEarningPagesWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		await screen.findByRole( 'table' );
		expect( tableRows() ).toEqual( [
			[ '/recipes/classic-banana-bread/', '$120.50', '$13.39', '24K' ],
			[ '/guides/sourdough-starter/', '$45.60', '$11.40', '11K' ],
			[ '/', '$10.00', '$3.33', '8K' ],
		] );
		const link = screen.getByRole( 'link', {
			name: '/recipes/classic-banana-bread/',
		} );
		expect(
			new URL( link.getAttribute( 'href' ) || '' ).searchParams.get(
				'permaLink'
			)
		).toBe( 'http://example.org/recipes/classic-banana-bread/' );
		expect(
			screen.getByRole( 'link', { name: 'Source: AdSense' } )
		).toHaveAttribute( 'href', 'https://adsense.google.com/' );
		expect( test.itemsFor( REPORT )[ 0 ].params ).toEqual( {
			metrics: METRICS,
			dimensions: 'PAGE_URL',
			dateRange: 'last-28-days',
		} );
	} );

	it( 'shows a loading state, then "no data for this period" when no page earned (AdSense has page views)', async () => {
		test = setUpWidgetTest( () => ( {
			value: adsenseReport( [ 'PAGE_URL' ], METRICS, [
				[ 'http://example.org/', '0.00', 300, 0 ],
			] ),
		} ) );
		renderWidget(
			TopEarningPagesWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( screen.getByRole( 'progressbar' ) ).toBeInTheDocument();
		expect(
			await screen.findByText( 'No data for this period' )
		).toBeVisible();
	} );

	it( 'shows an outage with Retry, a permissions error without', async () => {
		test = setUpWidgetTest( () => INTERNAL_ERROR );
		const { unmount } = renderWidget(
			TopEarningPagesWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			CRITICAL_ERROR_TEXT
		);
		test.answerWith( answers );
		fireEvent.click( screen.getByRole( 'button', { name: 'Retry' } ) );
		expect( await screen.findByRole( 'table' ) ).toBeVisible();
		unmount();

		tearDownWidgetTest( test );
		test = setUpWidgetTest( () => INSUFFICIENT_PERMISSIONS );
		renderWidget(
			TopEarningPagesWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( await screen.findByRole( 'alert' ) ).toBeVisible();
		expect( screen.queryByRole( 'button', { name: 'Retry' } ) ).toBeNull();
	} );

	it( 'marks stale data', async () => {
		test = setUpWidgetTest( () => ( {
			value: pagesAnswer,
			stale: STALE,
		} ) );
		renderWidget(
			TopEarningPagesWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'Google’s service is unavailable right now'
		);
	} );
} );
