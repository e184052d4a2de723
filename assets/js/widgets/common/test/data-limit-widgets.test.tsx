/**
 * The data-limit note on every kind of Search Console and Analytics widget:
 * a table, an entity dashboard's figures, and key-metric tiles. A range wholly
 * before what the service keeps shows the note instead of figures (and reads
 * nothing); a range partly before shows the figures and the note; a compare
 * period the service lacks shows no change.
 */

/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import Root from '../../../components/Root';
import { TILES } from '../../key-metrics/suggestions';
import { dateToString } from '../../../util/dates';
import PageMetrics from '../../../modules/analytics/widgets/PageMetrics';
import PopularPagesWidget from '../../../modules/analytics/widgets/PopularPagesWidget';
import { analyticsTiles } from '../../../modules/analytics/widgets/key-metrics/tiles';
import PopularKeywordsTile from '../../../modules/search-console/widgets/key-metrics/PopularKeywordsTile';
import TopQueriesWidget from '../../../modules/search-console/widgets/TopQueriesWidget';
import { ga4Report } from '../../test/fixtures';
import {
	dataBlockText,
	renderWidget,
	setUpWidgetTest,
	tearDownWidgetTest,
	type BatchItem,
	type WidgetTest,
} from '../../test/helpers';

const SEARCH = 'modules/search-console/data/searchanalytics';
const PROPERTY = 'modules/analytics/data/property';
const BANANA = 'http://example.org/recipes/classic-banana-bread/';

/**
 * The day so many days before today (UTC, as jest's site day).
 *
 * @param days Days back.
 */
function daysAgo( days: number ): string {
	return dateToString( Date.now() - days * 86400000 );
}

/**
 * A custom range, in the picker's key.
 *
 * @param start First day.
 * @param end   Last day.
 */
const custom = ( start: string, end: string ) => `${ start }..${ end }`;

// Two years ago: wholly before Search Console's 16 months.
const ANCIENT = custom( daysAgo( 760 ), daysAgo( 740 ) );
// From 18 months ago to a month ago: partly before.
const STRADDLING = custom( daysAgo( 550 ), daysAgo( 30 ) );

const queriesAnswer = {
	rows: [
		{
			keys: [ 'banana bread recipe', BANANA ],
			clicks: 1234,
			impressions: 45678,
			ctr: 0.027,
			position: 4.2,
		},
	],
};

const pagesAnswer = ga4Report(
	[ 'pagePath', 'pageTitle' ],
	[
		'screenPageViews',
		'sessions',
		'engagementRate',
		'averageSessionDuration',
	],
	[
		[
			[ '/recipes/banana-bread/', 'Banana bread' ],
			[ 900, 700, 0.6, 80 ],
		],
	]
);

/**
 * Answers Analytics with a property created on a day, and each report.
 *
 * @param createdOn The property's creation day.
 * @param report    The report answer.
 */
function analyticsAnswers( createdOn: string, report: unknown ) {
	return ( item: BatchItem ) =>
		item.path === PROPERTY
			? { value: { createTime: `${ createdOn }T09:26:53.589Z` } }
			: { value: report };
}

describe( 'Data limits on tables, entity figures and key-metric tiles', () => {
	let test: WidgetTest;

	afterEach( () => tearDownWidgetTest( test ) );

	it( 'a Search Console table wholly older than 16 months shows the note, no empty table, and reads nothing', async () => {
		test = setUpWidgetTest( () => ( { value: queriesAnswer } ) );
		renderWidget( TopQueriesWidget, { dateRange: ANCIENT }, test.registry );

		const note = await screen.findByRole( 'note' );
		expect( note ).toHaveTextContent(
			/^Search Console keeps 16 months of data: nothing before \w{3} \d+, \d{4} is available\.$/
		);
		expect(
			screen.getByRole( 'heading', { name: 'Top search queries' } )
		).toBeVisible();
		expect( screen.queryByRole( 'table' ) ).not.toBeInTheDocument();
		expect( test.itemsFor( SEARCH ) ).toHaveLength( 0 );
	} );

	it( 'a Search Console table partly older than 16 months shows its rows and the note', async () => {
		test = setUpWidgetTest( () => ( { value: queriesAnswer } ) );
		renderWidget(
			TopQueriesWidget,
			{ dateRange: STRADDLING },
			test.registry
		);

		expect(
			await screen.findByText( 'banana bread recipe' )
		).toBeVisible();
		expect( screen.getByRole( 'note' ) ).toHaveTextContent(
			'Search Console keeps 16 months of data'
		);
	} );

	it( 'an Analytics table wholly before the property’s creation shows the note instead of rows; partly before, both', async () => {
		const created = daysAgo( 100 );
		test = setUpWidgetTest( analyticsAnswers( created, pagesAnswer ) );
		const { unmount } = renderWidget(
			PopularPagesWidget,
			{ dateRange: custom( daysAgo( 300 ), daysAgo( 200 ) ) },
			test.registry
		);
		expect( await screen.findByRole( 'note' ) ).toHaveTextContent(
			/^This Analytics property was created on \w{3} \d+, \d{4}: Analytics has no data before that day\.$/
		);
		// (The report is read with the property in one batch: the creation day
		// is only known from that answer.)
		expect( screen.queryByRole( 'table' ) ).not.toBeInTheDocument();
		expect( screen.queryByText( 'Banana bread' ) ).not.toBeInTheDocument();
		unmount();

		renderWidget(
			PopularPagesWidget,
			{ dateRange: custom( daysAgo( 150 ), daysAgo( 10 ) ) },
			test.registry
		);
		expect( await screen.findByText( 'Banana bread' ) ).toBeVisible();
		expect( screen.getByRole( 'note' ) ).toHaveTextContent(
			'This Analytics property was created on'
		);
	} );

	it( 'an entity dashboard’s Analytics figures show no change when the compare period is before the property’s creation', async () => {
		const range = custom( daysAgo( 40 ), daysAgo( 11 ) );
		test = setUpWidgetTest(
			analyticsAnswers(
				daysAgo( 50 ),
				ga4Report(
					[ 'dateRange' ],
					[
						'screenPageViews',
						'sessions',
						'engagementRate',
						'averageSessionDuration',
					],
					[
						[ [ 'date_range_0' ], [ 900, 700, 0.6, 80 ] ],
						[ [ 'date_range_1' ], [ 300, 200, 0.5, 70 ] ],
					]
				)
			)
		);
		render(
			<Root registry={ test.registry }>
				<PageMetrics dateRange={ range } entityURL={ BANANA } />
			</Root>
		);

		const views = await dataBlockText( 'Views' );
		expect( views.value ).toBe( '900' );
		expect( views.change ).toBeNull();
		expect( screen.getByRole( 'note' ) ).toHaveTextContent(
			/^The comparison period starts before the property was created \(\w{3} \d+, \d{4}\): changes can’t be computed\.$/
		);
	} );

	it( 'a Search Console tile wholly older than 16 months shows the note in the tile and reads nothing', async () => {
		test = setUpWidgetTest( () => ( { value: queriesAnswer } ) );
		render(
			<Root registry={ test.registry }>
				<PopularKeywordsTile dateRange={ ANCIENT } />
			</Root>
		);

		const tile = document.querySelector(
			`[data-tile="${ TILES.popularKeywords }"]`
		) as HTMLElement;
		expect( await within( tile ).findByRole( 'note' ) ).toHaveTextContent(
			'Search Console keeps 16 months of data'
		);
		expect( within( tile ).queryByRole( 'table' ) ).not.toBeInTheDocument();
		expect( test.itemsFor( SEARCH ) ).toHaveLength( 0 );
	} );

	it( 'an Analytics tile whose compare period is before the property’s creation shows its figure without a change, and a one-line note that is focusable and whole for screen readers', async () => {
		const range = custom( daysAgo( 40 ), daysAgo( 11 ) );
		test = setUpWidgetTest(
			analyticsAnswers(
				daysAgo( 50 ),
				ga4Report(
					[ 'newVsReturning', 'dateRange' ],
					[ 'activeUsers' ],
					[
						[ [ 'new', 'date_range_0' ], [ 6120 ] ],
						[ [ 'returning', 'date_range_0' ], [ 2480 ] ],
						[ [ 'new', 'date_range_1' ], [ 100 ] ],
						[ [ 'returning', 'date_range_1' ], [ 50 ] ],
					],
					[ [ 8600 ], [ 150 ] ]
				)
			)
		);
		const Tile = analyticsTiles().find(
			( definition ) => definition.slug === TILES.newVisitors
		)?.component as NonNullable<
			ReturnType< typeof analyticsTiles >[ number ][ 'component' ]
		>;
		render(
			<Root registry={ test.registry }>
				<Tile dateRange={ range } />
			</Root>
		);

		const tile = document.querySelector(
			`[data-tile="${ TILES.newVisitors }"]`
		) as HTMLElement;
		await within( tile ).findByRole( 'link', {
			name: 'Source: Analytics',
		} );
		expect(
			tile.querySelector( '.googlesitekit-km-tile__figure' )
		).toHaveTextContent( '6.1K' );
		expect(
			tile.querySelector( '.googlesitekit-km-tile__change' )
		).toBeNull();
		const note = within( tile ).getByRole( 'note' );
		const full =
			/^The comparison period starts before the property was created \(\w{3} \d+, \d{4}\): changes can’t be computed\.$/;
		expect( note ).toHaveAttribute( 'tabindex', '0' );
		expect( note.getAttribute( 'title' ) ).toMatch( full );
		expect(
			note.querySelector( '[aria-hidden="true"]' )
		).toHaveTextContent( 'No change: comparison period too old' );
		expect(
			note.querySelector( '.screen-reader-text' )?.textContent
		).toMatch( full );
	} );
} );
