/**
 * External dependencies
 */
import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import TopQueriesWidget from '../TopQueriesWidget';
import {
	CRITICAL_ERROR_TEXT,
	INSUFFICIENT_PERMISSIONS,
	INTERNAL_ERROR,
	STALE,
	renderWidget,
	setUpWidgetTest,
	tearDownWidgetTest,
	type WidgetTest,
} from '../../../../widgets/test/helpers';

const SEARCH = 'modules/search-console/data/searchanalytics';
const BANANA = 'http://example.org/recipes/classic-banana-bread/';

// Queries and the pages they land on, as Search Console answers (clicks first).
const queriesAnswer = {
	rows: [
		{
			keys: [ 'banana bread recipe', BANANA ],
			clicks: 1234,
			impressions: 45678,
			ctr: 0.02701519331,
			position: 4.2871,
		},
		{
			keys: [
				'sourdough starter',
				'http://example.org/guides/sourdough-starter/',
			],
			clicks: 310,
			impressions: 9020,
			ctr: 0.0343680709534,
			position: 7.04,
		},
	],
};

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

describe( 'TopQueriesWidget', () => {
	let test: WidgetTest;

	afterEach( () => tearDownWidgetTest( test ) );

	it( 'lists the top queries with clicks, impressions, CTR and position, each naming the page it leads to with a link to that page’s dashboard', async () => {
		test = setUpWidgetTest( () => ( { value: queriesAnswer } ) );
		renderWidget(
			TopQueriesWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);

		expect(
			await screen.findByText( 'banana bread recipe' )
		).toBeVisible();
		expect( rowCells( 'banana bread recipe' ) ).toEqual( [
			'1.2K',
			'46K',
			'2.7%',
			'4.3',
		] );
		expect( rowCells( 'sourdough starter' ) ).toEqual( [
			'310',
			'9K',
			'3.44%',
			'7',
		] );
		const link = screen.getByRole( 'link', {
			name: '/recipes/classic-banana-bread/',
		} );
		const href = new URL( link.getAttribute( 'href' ) || '' );
		expect( href.origin + href.pathname ).toBe(
			'http://example.org/wp-admin/admin.php'
		);
		expect( href.searchParams.get( 'page' ) ).toBe(
			'googlesitekit-dashboard'
		);
		expect( href.searchParams.get( 'permaLink' ) ).toBe( BANANA );
		expect(
			screen.getByRole( 'link', { name: 'Source: Search Console' } )
		).toHaveAttribute( 'href', 'https://search.google.com/search-console' );
		expect( test.itemsFor( SEARCH )[ 0 ].params ).toEqual( {
			dimensions: [ 'query', 'page' ],
			dateRange: 'last-28-days',
			limit: 10,
		} );
	} );

	it( 'shows a loading state, then "gathering data" when there are no queries', async () => {
		test = setUpWidgetTest( () => ( { value: { rows: [] } } ) );
		renderWidget(
			TopQueriesWidget,
			{ dateRange: 'last-7-days' },
			test.registry
		);
		expect( screen.getByRole( 'progressbar' ) ).toBeInTheDocument();
		expect(
			await screen.findByText( 'Search Console is gathering data' )
		).toBeVisible();
	} );

	it( 'shows an outage with Retry, and a permissions error without', async () => {
		test = setUpWidgetTest( () => INTERNAL_ERROR );
		const { unmount } = renderWidget(
			TopQueriesWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			CRITICAL_ERROR_TEXT
		);
		test.answerWith( () => ( { value: queriesAnswer } ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Retry' } ) );
		expect(
			await screen.findByText( 'banana bread recipe' )
		).toBeVisible();
		unmount();

		tearDownWidgetTest( test );
		test = setUpWidgetTest( () => INSUFFICIENT_PERMISSIONS );
		renderWidget(
			TopQueriesWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Error: User does not have sufficient permission for this property.'
		);
		expect( screen.queryByRole( 'button', { name: 'Retry' } ) ).toBeNull();
	} );

	it( 'marks stale data', async () => {
		test = setUpWidgetTest( () => ( {
			value: queriesAnswer,
			stale: STALE,
		} ) );
		renderWidget(
			TopQueriesWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'Google’s service is unavailable right now'
		);
		expect( screen.getByText( 'banana bread recipe' ) ).toBeVisible();
	} );

	it( 'on an entity dashboard, lists the queries that lead to that page', async () => {
		test = setUpWidgetTest( () => ( {
			value: {
				rows: [
					{
						...queriesAnswer.rows[ 0 ],
						keys: [ 'banana bread recipe' ],
					},
				],
			},
		} ) );
		renderWidget(
			TopQueriesWidget,
			{ dateRange: 'last-28-days', entityURL: BANANA },
			test.registry
		);
		expect(
			await screen.findByRole( 'heading', {
				name: 'Top search queries for this page',
			} )
		).toBeVisible();
		expect( rowCells( 'banana bread recipe' ) ).toEqual( [
			'1.2K',
			'46K',
			'2.7%',
			'4.3',
		] );
		expect( test.itemsFor( SEARCH )[ 0 ].params ).toEqual( {
			dimensions: 'query',
			dateRange: 'last-28-days',
			url: BANANA,
			limit: 10,
		} );
	} );
} );
