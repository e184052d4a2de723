/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import EditorPanel, { type EditorServices } from '../EditorPanel';
import Root from '../../Root';
import { EDITOR_PARTS } from '../../../modules/editor-panels';
import { ga4Report } from '../../../widgets/test/fixtures';
import {
	ADMIN_URL,
	dataBlockText,
	setUpWidgetTest,
	tearDownWidgetTest,
	type BatchItem,
	type WidgetTest,
} from '../../../widgets/test/helpers';

const LINK = 'http://example.org/recipes/carrot-cake/';
const DASHBOARD = `${ ADMIN_URL }admin.php?page=googlesitekit-dashboard`;
const ALL: EditorServices = {
	analytics: true,
	'search-console': true,
	'url-inspection': true,
};

const analytics = ga4Report(
	[ 'date', 'dateRange' ],
	[ 'screenPageViews', 'totalUsers' ],
	[
		[
			[ '20261101', 'date_range_0' ],
			[ 150, 90 ],
		],
		[
			[ '20261001', 'date_range_1' ],
			[ 100, 120 ],
		],
	],
	[
		[ 150, 90 ],
		[ 100, 120 ],
	]
);

const QUERIES = [ 'carrot cake', 'easy carrot cake', 'cake frosting', 'x' ];

/**
 * Answers like the server: Analytics' report, Search Console's totals per period and queries for the page, and no
 * index status checked today (the panel's cache-only read finds nothing).
 *
 * @param item Batch item.
 */
function respond( item: BatchItem ) {
	if ( item.path === 'modules/search-console/data/url-inspection' ) {
		return { value: null };
	}
	if ( item.path === 'modules/analytics/data/report' ) {
		return { value: analytics };
	}
	if ( item.params.dimensions === 'query' ) {
		return {
			value: {
				rows: QUERIES.slice( 0, Number( item.params.limit ) ).map(
					( query, index ) => ( {
						keys: [ query ],
						clicks: 30 - index * 10,
						impressions: 500,
						ctr: 0.05,
						position: 3,
					} )
				),
			},
		};
	}
	if ( item.params.dateRange === 'last-90-days' ) {
		return { value: { rows: [ { clicks: 1, impressions: 1 } ] } };
	}
	// The current period ends later than the compare period.
	const current = String( item.params.endDate ) > '2026-10-31';
	return {
		value: {
			rows: [
				current
					? { keys: [], clicks: 40, impressions: 2000 }
					: { keys: [], clicks: 50, impressions: 1000 },
			],
		},
	};
}

/**
 * Renders the panel's content as the editor does once it is open.
 *
 * @param test      The test setup.
 * @param status    Post status.
 * @param services  Readable services.
 * @param dateRange The user's saved range.
 */
function renderPanel(
	test: WidgetTest,
	status = 'publish',
	services: EditorServices = ALL,
	dateRange = 'last-28-days'
) {
	window._googlesitekitBaseData = {
		...window._googlesitekitBaseData!,
		locale: 'en_US',
		siteToday: '2026-11-24',
		pages: { dashboard: DASHBOARD },
		userDateRange: {
			dateRange,
			compare: 'previous-period',
			label: 'Last 28 days',
		},
	};
	return render(
		<Root registry={ test.registry }>
			<EditorPanel
				postID={ 7 }
				status={ status }
				link={ LINK }
				services={ services }
				parts={ EDITOR_PARTS }
			/>
		</Root>
	);
}

describe( 'EditorPanel', () => {
	let test: WidgetTest;

	afterEach( () => tearDownWidgetTest( test ) );

	it( 'shows the post’s views, visitors, clicks and impressions with their change, and its top 3 queries', async () => {
		test = setUpWidgetTest( respond );
		renderPanel( test );
		expect( await dataBlockText( 'Views' ) ).toMatchObject( {
			value: '150',
			change: '▲ 50% vs previous period (up)',
		} );
		expect( await dataBlockText( 'Unique visitors' ) ).toMatchObject( {
			value: '90',
			change: '▼ 25% vs previous period (down)',
		} );
		expect( await dataBlockText( 'Total clicks' ) ).toMatchObject( {
			value: '40',
			change: '▼ 20% vs previous period (down)',
		} );
		expect( await dataBlockText( 'Total impressions' ) ).toMatchObject( {
			value: '2K',
			change: '▲ 100% vs previous period (up)',
		} );
		const list = await screen.findByRole( 'list' );
		expect(
			within( list )
				.getAllByRole( 'listitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [
			'carrot cake30 clicks',
			'easy carrot cake20 clicks',
			'cake frosting10 clicks',
		] );
		// The queries name their source like the figures do: a link to Search Console.
		expect(
			list.parentElement?.querySelector( 'a[href]' )
		).toHaveTextContent( 'Source: Search Console' );
		const queryItems = test
			.itemsFor( 'modules/search-console/data/searchanalytics' )
			.filter( ( item ) => item.params.dimensions === 'query' );
		expect( queryItems[ 0 ].params ).toMatchObject( {
			url: LINK,
			limit: 3,
			dateRange: 'last-28-days',
		} );
		expect(
			screen.getByRole( 'link', {
				name: 'View all of this post’s stats',
			} )
		).toHaveAttribute(
			'href',
			`${ DASHBOARD }&permaLink=${ encodeURIComponent( LINK ) }`
		);
		expect( screen.getByText( 'Last 28 days' ) ).toBeVisible();
	} );

	it( 'asks Google for the index status only when the button is pressed', async () => {
		test = setUpWidgetTest( ( item ) =>
			item.path.endsWith( 'url-inspection' ) && ! item.params.cachedOnly
				? {
						error: {
							code: 'url_inspection_quota_exceeded',
							message:
								'Search Console’s daily URL inspection quota for this property is used up. Try again after Nov 25, 2026, 8:00 AM.',
							data: { status: 429 },
						},
				  }
				: respond( item )
		);
		renderPanel( test );
		await dataBlockText( 'Views' );
		// Opening the panel reads only an earlier check from the server's cache (never Google); none today.
		(
			await screen.findByRole( 'button', { name: 'Check index status' } )
		).focus();
		expect(
			test
				.itemsFor( 'modules/search-console/data/url-inspection' )
				.map( ( item ) => item.params )
		).toEqual( [ { postID: 7, cachedOnly: true } ] );
		await userEvent.keyboard( '{Enter}' );
		expect(
			await screen.findByText( /Try again after Nov 25, 2026/ )
		).toBeVisible();
		expect(
			test.itemsFor( 'modules/search-console/data/url-inspection' )[ 1 ]
				.params
		).toEqual( { postID: 7 } );
	} );

	it( 'shows a note and asks nothing for a post that is not published', async () => {
		test = setUpWidgetTest( respond );
		renderPanel( test, 'draft' );
		expect(
			screen.getByText(
				'Site Kit shows this post’s statistics and index status once it is published.'
			)
		).toBeVisible();
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
		expect( test.batchItems() ).toHaveLength( 0 );
	} );

	it( 'shows a view-only user the shared services only', async () => {
		test = setUpWidgetTest( respond );
		renderPanel( test, 'publish', {
			analytics: true,
			'search-console': false,
			'url-inspection': false,
		} );
		expect( ( await dataBlockText( 'Views' ) ).value ).toBe( '150' );
		expect( screen.queryByText( 'Total clicks' ) ).toBeNull();
		expect( screen.queryByText( 'Top search queries' ) ).toBeNull();
		expect( screen.queryByText( 'Check index status' ) ).toBeNull();
		expect(
			test
				.batchItems()
				.filter( ( item ) => item.path.includes( 'search-console' ) )
		).toEqual( [] );
	} );

	it( 'shows Search Console’s note instead of zero figures and “no queries” for a range older than 16 months', async () => {
		test = setUpWidgetTest( respond );
		renderPanel( test, 'publish', ALL, '2024-09-01..2024-09-30' );
		// Analytics' figures (no property creation day known) are shown as usual.
		expect( ( await dataBlockText( 'Views' ) ).value ).toBe( '150' );
		const notes = (
			await screen.findAllByText( 'Older than Search Console keeps' )
		).map( ( line ) => line.closest( '[role="note"]' ) );
		// One in place of the figures, one in place of the queries.
		expect( notes ).toHaveLength( 2 );
		expect( notes[ 0 ] ).toHaveAttribute(
			'title',
			'Search Console keeps 16 months of data: nothing before Jul 24, 2025 is available.'
		);
		expect( screen.queryByText( 'Total clicks' ) ).toBeNull();
		expect(
			screen.queryByText(
				'No search queries led to this page in this period.'
			)
		).toBeNull();
		expect(
			test.itemsFor( 'modules/search-console/data/searchanalytics' )
		).toEqual( [] );
	} );
} );
