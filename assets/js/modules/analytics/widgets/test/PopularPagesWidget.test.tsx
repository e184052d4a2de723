/**
 * External dependencies
 */
import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import PopularPagesWidget, { shortTitle } from '../PopularPagesWidget';
import { ga4Report } from '../../../../widgets/test/fixtures';
import {
	AUTH_ERROR,
	CRITICAL_ERROR_TEXT,
	INTERNAL_ERROR,
	RECONNECT_URL,
	STALE,
	dataBlockText,
	renderWidget,
	setUpWidgetTest,
	tearDownWidgetTest,
	type WidgetTest,
} from '../../../../widgets/test/helpers';

const REPORT = 'modules/analytics/data/report';
const METRICS = [
	'screenPageViews',
	'sessions',
	'engagementRate',
	'averageSessionDuration',
];
const BANANA = 'http://example.org/recipes/classic-banana-bread/';

const pagesAnswer = ga4Report( [ 'pagePath', 'pageTitle' ], METRICS, [
	[
		[
			'/recipes/classic-banana-bread/',
			'Classic Banana Bread – Harvest & Hearth',
		],
		[ 18342, 12877, 0.6421526753125728, 143.71 ],
	],
	[
		[
			'/guides/sourdough-starter/',
			'Sourdough Starter Guide – Harvest & Hearth',
		],
		[ 950, 801, 0.5, 61.6 ],
	],
] );

/**
 * The cells of a table row, by the text of its header cell.
 *
 * @param text Text in the row's header cell.
 */
function rowCells( text: string ): string[] {
	const row = screen.getByText( text ).closest( 'tr' ) as HTMLElement;
	return within( row )
		.getAllByRole( 'cell' )
		.map( ( cell ) => cell.textContent || '' );
}

describe( 'PopularPagesWidget', () => {
	let test: WidgetTest;

	afterEach( () => tearDownWidgetTest( test ) );

	it( 'lists the most viewed pages by title and path with views, sessions, engagement rate and session duration, each title linking to the page’s dashboard', async () => {
		test = setUpWidgetTest( () => ( { value: pagesAnswer } ) );
		renderWidget(
			PopularPagesWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);

		const link = await screen.findByRole( 'link', {
			name: 'Classic Banana Bread',
		} );
		expect(
			new URL( link.getAttribute( 'href' ) || '' ).searchParams.get(
				'permaLink'
			)
		).toBe( BANANA );
		expect(
			screen.getByText( '/recipes/classic-banana-bread/' )
		).toBeVisible();
		expect( rowCells( 'Classic Banana Bread' ) ).toEqual( [
			'18K',
			'13K',
			'64.22%',
			'2m 24s',
		] );
		expect( rowCells( 'Sourdough Starter Guide' ) ).toEqual( [
			'950',
			'801',
			'50%',
			'1m 2s',
		] );
		expect(
			screen.getByRole( 'link', { name: 'Source: Analytics' } )
		).toHaveAttribute(
			'href',
			'https://analytics.google.com/analytics/web/'
		);
		expect( test.itemsFor( REPORT )[ 0 ].params ).toEqual( {
			metrics: METRICS,
			dimensions: [ 'pagePath', 'pageTitle' ],
			dateRange: 'last-28-days',
			orderby: [ { metric: 'screenPageViews', desc: true } ],
			limit: 10,
		} );
	} );

	it( 'shows a loading state, then "gathering data" for a property without views', async () => {
		test = setUpWidgetTest( () => ( {
			value: ga4Report( [ 'pagePath', 'pageTitle' ], METRICS, [] ),
		} ) );
		renderWidget(
			PopularPagesWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( screen.getByRole( 'progressbar' ) ).toBeInTheDocument();
		expect(
			await screen.findByText( 'Analytics is gathering data' )
		).toBeVisible();
	} );

	it( 'shows an outage with Retry that reads the report again', async () => {
		test = setUpWidgetTest( () => INTERNAL_ERROR );
		renderWidget(
			PopularPagesWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			CRITICAL_ERROR_TEXT
		);
		test.answerWith( () => ( { value: pagesAnswer } ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Retry' } ) );
		expect(
			await screen.findByRole( 'link', { name: 'Classic Banana Bread' } )
		).toBeVisible();
	} );

	it( 'shows a refused token with the reconnect link and no Retry', async () => {
		test = setUpWidgetTest( () => AUTH_ERROR );
		renderWidget(
			PopularPagesWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect(
			await screen.findByRole( 'link', {
				name: 'To fix this, redo the plugin setup.',
			} )
		).toHaveAttribute( 'href', RECONNECT_URL );
		expect( screen.queryByRole( 'button', { name: 'Retry' } ) ).toBeNull();
	} );

	it( 'marks stale data', async () => {
		test = setUpWidgetTest( () => ( {
			value: pagesAnswer,
			stale: STALE,
		} ) );
		renderWidget(
			PopularPagesWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'Google’s service is unavailable right now'
		);
	} );

	it( 'on an entity dashboard, shows that page’s figures against the previous period', async () => {
		test = setUpWidgetTest( () => ( {
			value: ga4Report( [ 'dateRange' ], METRICS, [
				[
					[ 'date_range_0' ],
					[ 18342, 12877, 0.6421526753125728, 143.71 ],
				],
				[ [ 'date_range_1' ], [ 16675, 11707, 0.64, 150 ] ],
			] ),
		} ) );
		renderWidget(
			PopularPagesWidget,
			{ dateRange: 'last-28-days', entityURL: BANANA },
			test.registry
		);
		expect( await dataBlockText( 'Views' ) ).toEqual( {
			value: '18K',
			change: '▲ 10% vs previous period (up)',
			source: 'https://analytics.google.com/analytics/web/',
		} );
		expect( ( await dataBlockText( 'Engagement rate' ) ).value ).toBe(
			'64.22%'
		);
		expect( ( await dataBlockText( 'Session duration' ) ).value ).toBe(
			'2m 24s'
		);
		expect( test.itemsFor( REPORT )[ 0 ].params ).toEqual( {
			metrics: METRICS,
			dateRange: 'last-28-days',
			compareDateRanges: true,
			url: BANANA,
		} );
	} );

	it( 'asks to complete the Analytics setup when it is not connected', async () => {
		test = setUpWidgetTest( () => ( { value: pagesAnswer } ), {
			modules: { analytics: { active: true, connected: false } },
		} );
		renderWidget(
			PopularPagesWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect(
			await screen.findByRole( 'link', { name: 'Connect Analytics' } )
		).toBeVisible();
	} );
} );

describe( 'shortTitle', () => {
	it.each( [
		[ 'Classic Banana Bread – Harvest & Hearth', 'Classic Banana Bread' ],
		[ 'About | Harvest & Hearth', 'About' ],
		[ 'Harvest & Hearth', 'Harvest & Hearth' ],
		[ 'Harvest & Hearth – Recipes', 'Harvest & Hearth – Recipes' ],
	] )( 'shortens "%s" to "%s"', ( title, expected ) => {
		expect( shortTitle( title, 'Harvest & Hearth' ) ).toBe( expected );
	} );
} );
