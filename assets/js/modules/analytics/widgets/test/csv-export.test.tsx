/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import Root from '../../../../components/Root';
import PopularPagesWidget from '../PopularPagesWidget';
import { analyticsTiles } from '../key-metrics/tiles';
import { TILES } from '../../../../widgets/key-metrics/suggestions';
import { getDateRangeDates } from '../../../../util/dates';
import { ga4Report } from '../../../../widgets/test/fixtures';
import { downloadCsvFrom } from '../../../../widgets/test/csv';
import {
	INTERNAL_ERROR,
	renderWidget,
	setUpWidgetTest,
	tearDownWidgetTest,
	type WidgetTest,
} from '../../../../widgets/test/helpers';

const METRICS = [
	'screenPageViews',
	'sessions',
	'engagementRate',
	'averageSessionDuration',
];
// A stranger's page title that a spreadsheet would run as a formula.
const EVIL_TITLE = '=HYPERLINK("http://evil.test","Click") – Harvest & Hearth';
const pagesAnswer = ga4Report( [ 'pagePath', 'pageTitle' ], METRICS, [
	[
		[
			'/recipes/classic-banana-bread/',
			'Classic Banana Bread – Harvest & Hearth',
		],
		[ 18342, 12877, 0.6421526753125728, 143.71 ],
	],
	[
		[ '/guides/a,b/', EVIL_TITLE ],
		[ 950, 801, 0.5, 61.6 ],
	],
	// No views: the table leaves it out, and so does the file.
	[
		[ '/empty/', 'Empty' ],
		[ 0, 3, 0, 0 ],
	],
] );

/**
 * The range's part of a file name, as the dashboard computes it today.
 *
 * @param range Date range.
 */
function rangePart( range: string ): string {
	const dates = getDateRangeDates( range );
	return `${ dates.startDate }_${ dates.endDate }_vs_${ dates.compareStartDate }_${ dates.compareEndDate }`;
}

describe( 'CSV export of the Analytics widgets', () => {
	let test: WidgetTest;

	afterEach( () => tearDownWidgetTest( test ) );

	it( 'downloads the Popular pages rows shown, with raw figures, a header row and a BOM, without a request', async () => {
		test = setUpWidgetTest( () => ( { value: pagesAnswer } ) );
		renderWidget(
			PopularPagesWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		const button = await screen.findByRole( 'button', {
			name: 'Download Popular pages as CSV',
		} );
		const requests = test.server.requests.length;

		const file = await downloadCsvFrom( button );

		expect( test.server.requests ).toHaveLength( requests );
		expect( file.name ).toBe(
			`harvest-hearth_popular-pages_${ rangePart( 'last-28-days' ) }.csv`
		);
		expect( file.type ).toBe( 'text/csv;charset=utf-8' );
		expect( Array.from( file.bytes.slice( 0, 3 ) ) ).toEqual( [
			0xef, 0xbb, 0xbf,
		] );
		expect( file.lines ).toEqual( [
			'Page,Path,Views,Sessions,Engagement rate,Session duration (seconds)',
			'Classic Banana Bread,/recipes/classic-banana-bread/,18342,12877,0.6421526753125728,143.71',
			`"'=HYPERLINK(""http://evil.test"",""Click"")","/guides/a,b/",950,801,0.5,61.6`,
		] );
		// The table shows the same two rows.
		expect(
			screen
				.getAllByRole( 'row' )
				.slice( 1 )
				.map(
					( row ) =>
						within( row ).getAllByRole( 'cell' )[ 0 ].textContent
				)
		).toEqual( [ '18K', '950' ] );
	} );

	it( 'shows no download while the report loads or after it failed', async () => {
		test = setUpWidgetTest( () => INTERNAL_ERROR );
		renderWidget(
			PopularPagesWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect(
			screen.queryByRole( 'button', { name: /as CSV$/ } )
		).toBeNull();
		expect( await screen.findByRole( 'alert' ) ).toBeVisible();
		expect(
			screen.queryByRole( 'button', { name: /as CSV$/ } )
		).toBeNull();
	} );

	it( 'downloads a figure tile as its period and compare period with ISO dates, and a list tile as its rows', async () => {
		const visitors = ga4Report(
			[ 'newVsReturning', 'dateRange' ],
			[ 'activeUsers' ],
			[
				[ [ 'new', 'date_range_0' ], [ 6120 ] ],
				[ [ 'returning', 'date_range_0' ], [ 2480 ] ],
				[ [ 'new', 'date_range_1' ], [ 5100 ] ],
				[ [ 'returning', 'date_range_1' ], [ 2600 ] ],
			],
			[ [ 8390 ], [ 7500 ] ]
		);
		const pages = ga4Report(
			[ 'pagePath', 'pageTitle' ],
			[ 'screenPageViews', 'engagementRate', 'bounceRate' ],
			[
				[
					[ '/a/', 'Apple Pie – Harvest & Hearth' ],
					[ 4200, 0.6, 0.4 ],
				],
				[
					[ '/b/', '@Banana' ],
					[ 1300, 0.6, 0.4 ],
				],
			]
		);
		test = setUpWidgetTest( ( item ) => ( {
			value: ( ( item.params.dimensions as string[] ) || [] ).includes(
				'newVsReturning'
			)
				? visitors
				: pages,
		} ) );
		const tiles = analyticsTiles();
		render(
			<Root registry={ test.registry }>
				{ [ TILES.newVisitors, TILES.popularContent ].map( ( slug ) => {
					const Tile = tiles.find( ( tile ) => tile.slug === slug )
						?.component as ( typeof tiles )[ 0 ][ 'component' ];
					return <Tile key={ slug } dateRange="last-28-days" />;
				} ) }
			</Root>
		);
		const dates = getDateRangeDates( 'last-28-days' );

		const visitorsFile = await downloadCsvFrom(
			await screen.findByRole( 'button', {
				name: 'Download New visitors as CSV',
			} )
		);
		expect( visitorsFile.name ).toBe(
			`harvest-hearth_km-analytics-new-visitors_${ rangePart(
				'last-28-days'
			) }.csv`
		);
		expect( visitorsFile.lines ).toEqual( [
			'Start date,End date,New visitors',
			`${ dates.startDate },${ dates.endDate },6120`,
			`${ dates.compareStartDate },${ dates.compareEndDate },5100`,
		] );

		const pagesFile = await downloadCsvFrom(
			await screen.findByRole( 'button', {
				name: 'Download Most popular content as CSV',
			} )
		);
		expect( pagesFile.lines ).toEqual( [
			'Page,Path,Views',
			'Apple Pie,/a/,4200',
			"'@Banana,/b/,1300",
		] );
	} );

	it( 'leaves the compare period out of the file when the user compares with nothing', async () => {
		const range = 'last-28-days~none';
		test = setUpWidgetTest( () => ( { value: pagesAnswer } ) );
		renderWidget( PopularPagesWidget, { dateRange: range }, test.registry );
		const file = await downloadCsvFrom(
			await screen.findByRole( 'button', {
				name: 'Download Popular pages as CSV',
			} )
		);
		const dates = getDateRangeDates( range );
		expect( file.name ).toBe(
			`harvest-hearth_popular-pages_${ dates.startDate }_${ dates.endDate }.csv`
		);
	} );

	it( 'on an entity dashboard, downloads the page’s figures for the range and the compare period, named after the page', async () => {
		test = setUpWidgetTest( () => ( {
			value: ga4Report( [ 'dateRange' ], METRICS, [
				[ [ 'date_range_0' ], [ 18342, 12877, 0.6421, 143.71 ] ],
				[ [ 'date_range_1' ], [ 16675, 11707, 0.64, 150 ] ],
			] ),
		} ) );
		renderWidget(
			PopularPagesWidget,
			{
				dateRange: 'last-28-days',
				entityURL: 'http://example.org/recipes/banana-bread/',
			},
			test.registry
		);
		const file = await downloadCsvFrom(
			await screen.findByRole( 'button', {
				name: 'Download Visits to this page as CSV',
			} )
		);
		const dates = getDateRangeDates( 'last-28-days' );
		expect( file.name ).toBe(
			`harvest-hearth_recipes-banana-bread_page-visits_${ rangePart(
				'last-28-days'
			) }.csv`
		);
		expect( file.lines ).toEqual( [
			'Start date,End date,Views,Sessions,Engagement rate,Session duration (seconds)',
			`${ dates.startDate },${ dates.endDate },18342,12877,0.6421,143.71`,
			`${ dates.compareStartDate },${ dates.compareEndDate },16675,11707,0.64,150`,
		] );
	} );
} );
