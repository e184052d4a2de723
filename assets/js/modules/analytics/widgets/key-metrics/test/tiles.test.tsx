/**
 * External dependencies
 */
import { fireEvent, render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import Root from '../../../../../components/Root';
import { TILES } from '../../../../../widgets/key-metrics/suggestions';
import {
	formatNumber,
	formatPercent,
	calculateChange,
} from '../../../../../util/numbers';
import { ga4Report } from '../../../../../widgets/test/fixtures';
import {
	CRITICAL_ERROR_TEXT,
	INTERNAL_ERROR,
	setUpWidgetTest,
	tearDownWidgetTest,
	type BatchItem,
	type WidgetTest,
} from '../../../../../widgets/test/helpers';
import type { GA4Report } from '../../../report';
import { analyticsTiles } from '../tiles';
import {
	LEAD_EVENTS,
	RECENT_DAYS,
	pagesAboveAverage,
	pagesAboveMedian,
} from '../figures';

const REPORT = 'modules/analytics/data/report';

/**
 * Renders some tiles together, as the Key metrics section does.
 *
 * @param slugs    Tile slugs.
 * @param registry The test's registry.
 */
function renderTiles( slugs: string[], registry: WidgetTest[ 'registry' ] ) {
	const tiles = analyticsTiles();
	return render(
		<Root registry={ registry }>
			{ slugs.map( ( slug ) => {
				const Tile = tiles.find(
					( definition ) => definition.slug === slug
				)?.component;
				if ( ! Tile ) {
					throw new Error( `No tile ${ slug }` );
				}
				return <Tile key={ slug } dateRange="last-28-days" />;
			} ) }
		</Root>
	);
}

/**
 * A rendered tile, once it shows its figures (its source link).
 *
 * @param slug Tile slug.
 */
async function tile( slug: string ): Promise< HTMLElement > {
	await screen.findAllByRole( 'link', { name: 'Source: Analytics' } );
	const element = document.querySelector(
		`[data-tile="${ slug }"]`
	) as HTMLElement;
	await within( element ).findByRole( 'link', { name: 'Source: Analytics' } );
	return element;
}

/**
 * A tile's figure, detail and change texts.
 *
 * @param element The tile.
 */
function figureOf( element: HTMLElement ) {
	const text = ( selector: string ) =>
		element
			.querySelector( selector )
			?.textContent?.replace( /\s+/g, ' ' )
			.trim() || null;
	return {
		value: text( '.googlesitekit-km-tile__figure' ),
		detail: text( '.googlesitekit-km-tile__detail' ),
		change: text( '.googlesitekit-km-tile__change' ),
	};
}

/**
 * A top-list tile's rows: [ label, figure ].
 *
 * @param element The tile.
 */
function listOf( element: HTMLElement ): string[][] {
	return within( element )
		.getAllByRole( 'row' )
		.slice( 1 )
		.map( ( row ) => [
			within( row ).getByRole( 'rowheader' ).textContent || '',
			within( row ).getByRole( 'cell' ).textContent || '',
		] );
}

/**
 * The dimensions a batch item asks for.
 *
 * @param item Batch item.
 */
function dims( item: BatchItem ): string[] {
	return ( item.params.dimensions as string[] ) || [];
}

// New vs returning, two periods; GA4's user totals are de-duplicated (smaller than the rows' sum).
const NEW_NOW = 6120;
const RETURNING_NOW = 2480;
const NEW_BEFORE = 5100;
const RETURNING_BEFORE = 2600;
const TOTAL_NOW = 8390;
const visitorsAnswer = ga4Report(
	[ 'newVsReturning', 'dateRange' ],
	[ 'activeUsers' ],
	[
		[ [ 'new', 'date_range_0' ], [ NEW_NOW ] ],
		[ [ 'returning', 'date_range_0' ], [ RETURNING_NOW ] ],
		[ [ '(not set)', 'date_range_0' ], [ 30 ] ],
		[ [ 'new', 'date_range_1' ], [ NEW_BEFORE ] ],
		[ [ 'returning', 'date_range_1' ], [ RETURNING_BEFORE ] ],
	],
	[ [ TOTAL_NOW ], [ 7500 ] ]
);

/**
 * The change line as the tile words it.
 *
 * @param now    Now.
 * @param before Before.
 */
function changeText( now: number, before: number ): string {
	const change = calculateChange( now, before ) as number;
	return `${ change > 0 ? '▲' : '▼' } ${ formatPercent(
		Math.abs( change )
	) } vs previous period ${ change > 0 ? '(up)' : '(down)' }`;
}

describe( 'Analytics key-metric tiles', () => {
	let test: WidgetTest;

	afterEach( () => tearDownWidgetTest( test ) );

	it( 'registers one tile per Analytics slug of the catalogue, each with a title, description and group', () => {
		const tiles = analyticsTiles();
		const analyticsSlugs = Object.values( TILES ).filter( ( slug ) =>
			slug.startsWith( 'kmAnalytics' )
		);
		expect( tiles.map( ( t ) => t.slug ).sort() ).toEqual(
			[ ...analyticsSlugs ].sort()
		);
		for ( const { keyMetric } of tiles ) {
			expect( keyMetric.title ).not.toBe( '' );
			expect( keyMetric.description ).not.toBe( '' );
		}
		const requirements = Object.fromEntries(
			tiles.map( ( t ) => [ t.slug, t.keyMetric.requirements ] )
		);
		expect( requirements[ TILES.popularAuthors ] ).toEqual( [
			'analytics:post-custom-dimensions',
		] );
		expect( requirements[ TILES.leadsPages ] ).toEqual( [
			'analytics:leads-events',
		] );
		expect( requirements[ TILES.purchasesTrafficSource ] ).toEqual( [
			'analytics:purchase-events',
		] );
		expect( requirements[ TILES.newVisitors ] ).toBeUndefined();
	} );

	it( 'shows new and returning visitors with their share of the de-duplicated total and their change, from one report', async () => {
		test = setUpWidgetTest( () => ( { value: visitorsAnswer } ) );
		renderTiles(
			[ TILES.newVisitors, TILES.returningVisitors ],
			test.registry
		);

		expect( figureOf( await tile( TILES.newVisitors ) ) ).toEqual( {
			value: formatNumber( NEW_NOW ),
			detail: `${ formatPercent( NEW_NOW / TOTAL_NOW ) } of visitors`,
			change: changeText( NEW_NOW, NEW_BEFORE ),
		} );
		expect( figureOf( await tile( TILES.returningVisitors ) ) ).toEqual( {
			value: formatNumber( RETURNING_NOW ),
			detail: `${ formatPercent(
				RETURNING_NOW / TOTAL_NOW
			) } of visitors`,
			change: changeText( RETURNING_NOW, RETURNING_BEFORE ),
		} );
		const reads = test.itemsFor( REPORT );
		expect( reads ).toHaveLength( 1 );
		expect( reads[ 0 ].params ).toEqual( {
			metrics: [ 'activeUsers' ],
			dimensions: [ 'newVsReturning' ],
			dateRange: 'last-28-days',
			compareDateRanges: true,
		} );
	} );

	it( 'shows the three session tiles from one site-wide report, visit length as minutes and seconds', async () => {
		const answer = ga4Report(
			[ 'dateRange' ],
			[
				'screenPageViewsPerSession',
				'averageSessionDuration',
				'sessionsPerUser',
			],
			[
				[ [ 'date_range_0' ], [ 1.84, 143.7, 1.31 ] ],
				[ [ 'date_range_1' ], [ 2.3, 120, 1.31 ] ],
			]
		);
		test = setUpWidgetTest( () => ( { value: answer } ) );
		renderTiles(
			[ TILES.pagesPerVisit, TILES.visitLength, TILES.visitsPerVisitor ],
			test.registry
		);
		expect( figureOf( await tile( TILES.pagesPerVisit ) ) ).toEqual( {
			value: formatNumber( 1.84 ),
			detail: null,
			change: changeText( 1.84, 2.3 ),
		} );
		expect( figureOf( await tile( TILES.visitLength ) ).value ).toBe(
			'2m 24s'
		);
		expect(
			figureOf( await tile( TILES.visitsPerVisitor ) ).change
		).toMatch( /^• 0% vs previous period/ );
		expect( test.itemsFor( REPORT ) ).toHaveLength( 1 );
	} );

	it( 'names the top, most engaged and top converting channels from one channel report, ignoring tiny channels and GA4 placeholders', async () => {
		const rows: Array< [ string[], number[] ] > = [
			[ [ 'Organic Search' ], [ 5200, 0.61, 0.031 ] ],
			[ [ 'Direct' ], [ 2100, 0.52, 0.045 ] ],
			[ [ 'Organic Social' ], [ 900, 0.71, 0.012 ] ],
			[ [ '(not set)' ], [ 400, 0.99, 0.5 ] ],
			// Fewer than 1% of visitors: not "the most engaged".
			[ [ 'Email' ], [ 20, 0.95, 0.4 ] ],
		];
		const total = 8300;
		const answer = ga4Report(
			[ 'sessionDefaultChannelGroup' ],
			[ 'activeUsers', 'engagementRate', 'sessionKeyEventRate' ],
			rows,
			[ [ total, 0.58, 0.03 ] ]
		);
		test = setUpWidgetTest( () => ( { value: answer } ) );
		renderTiles(
			[
				TILES.topTrafficSource,
				TILES.engagedTrafficSource,
				TILES.convertingTrafficSource,
			],
			test.registry
		);
		expect( figureOf( await tile( TILES.topTrafficSource ) ) ).toEqual( {
			value: 'Organic Search',
			detail: `${ formatPercent( 5200 / total ) } of visitors`,
			change: null,
		} );
		expect(
			figureOf( await tile( TILES.engagedTrafficSource ) )
		).toMatchObject( {
			value: 'Organic Social',
			detail: `${ formatPercent( 0.71 ) } engagement rate`,
		} );
		expect(
			figureOf( await tile( TILES.convertingTrafficSource ) ).value
		).toBe( 'Direct' );
		expect( test.itemsFor( REPORT ) ).toHaveLength( 1 );
		expect( dims( test.itemsFor( REPORT )[ 0 ] ) ).toEqual( [
			'sessionDefaultChannelGroup',
		] );
	} );

	it( 'ranks pages by engagement among those with at least average views, and by bounce rate among those with at least median views', () => {
		// 5 pages, 1000 views in all: average 200, median 100.
		const report = ga4Report(
			[ 'pagePath', 'pageTitle' ],
			[ 'screenPageViews', 'engagementRate', 'bounceRate' ],
			[
				[
					[ '/a/', 'A' ],
					[ 500, 0.5, 0.3 ],
				],
				[
					[ '/b/', 'B' ],
					[ 250, 0.7, 0.6 ],
				],
				[
					[ '/c/', 'C' ],
					[ 100, 0.9, 0.8 ],
				],
				[
					[ '/d/', 'D' ],
					[ 90, 0.95, 0.9 ],
				],
				[
					[ '/e/', 'E' ],
					[ 60, 0.99, 0.95 ],
				],
			]
		);
		expect(
			pagesAboveAverage( report, 1 ).map( ( row ) => row.name )
		).toEqual( [ '/b/', '/a/' ] );
		expect(
			pagesAboveMedian( report, 2 ).map( ( row ) => [
				row.name,
				row.value,
			] )
		).toEqual( [
			[ '/c/', 0.8 ],
			[ '/b/', 0.6 ],
			[ '/a/', 0.3 ],
		] );
		// With more pages than the report holds, the average comes from the totals and rowCount.
		const partial: GA4Report = {
			...report,
			rowCount: 50,
			totals: [ { metricValues: [ { value: '2000' } ] } ],
		};
		// Average 40 views: every listed page qualifies, the median lies beyond them.
		expect( pagesAboveAverage( partial, 1 )[ 0 ].name ).toBe( '/e/' );
		expect( pagesAboveMedian( partial, 2 )[ 0 ].name ).toBe( '/e/' );
	} );

	it( 'lists the most popular content as linked pages titled without the site name', async () => {
		const answer = ga4Report(
			[ 'pagePath', 'pageTitle' ],
			[ 'screenPageViews', 'engagementRate', 'bounceRate' ],
			[
				[
					[ '/recipes/a/', 'Apple Pie – Harvest & Hearth' ],
					[ 4200, 0.6, 0.4 ],
				],
				[
					[ '(not set)', '(not set)' ],
					[ 3000, 0.6, 0.4 ],
				],
				[
					[ '/recipes/b/', 'Banana Bread – Harvest & Hearth' ],
					[ 1300, 0.6, 0.4 ],
				],
				[
					[ '/recipes/c/', 'Carrot Cake – Harvest & Hearth' ],
					[ 800, 0.6, 0.4 ],
				],
				[
					[ '/recipes/d/', 'Date Loaf – Harvest & Hearth' ],
					[ 120, 0.6, 0.4 ],
				],
			]
		);
		test = setUpWidgetTest( () => ( { value: answer } ) );
		renderTiles( [ TILES.popularContent ], test.registry );
		const element = await tile( TILES.popularContent );
		expect( listOf( element ) ).toEqual( [
			[ 'Apple Pie', formatNumber( 4200 ) ],
			[ 'Banana Bread', formatNumber( 1300 ) ],
			[ 'Carrot Cake', formatNumber( 800 ) ],
		] );
		expect(
			within( element ).getByRole( 'link', { name: 'Apple Pie' } )
		).toHaveAttribute( 'href', expect.stringContaining( 'permaLink' ) );
	} );

	it( 'adds up views per category when a post has several, and skips "(not set)"', async () => {
		const answer = ga4Report(
			[ 'customEvent:googlesitekit_post_categories' ],
			[ 'screenPageViews' ],
			[
				[ [ '(not set)' ], [ 9000 ] ],
				[ [ 'Recipes,Breakfast Recipes' ], [ 700 ] ],
				[ [ 'Recipes' ], [ 500 ] ],
				[ [ 'Guides,Baking' ], [ 650 ] ],
				[ [ 'Breakfast Recipes' ], [ 100 ] ],
			]
		);
		test = setUpWidgetTest( () => ( { value: answer } ) );
		renderTiles( [ TILES.topCategories ], test.registry );
		expect( listOf( await tile( TILES.topCategories ) ) ).toEqual( [
			[ 'Recipes', formatNumber( 700 + 500 ) ],
			[ 'Breakfast Recipes', formatNumber( 700 + 100 ) ],
			[ 'Baking', formatNumber( 650 ) ],
		] );
	} );

	it( 'reads the lead events by channel, filtered to the lead event names', async () => {
		const answer = ga4Report(
			[ 'sessionDefaultChannelGroup' ],
			[ 'eventCount' ],
			[
				[ [ 'Referral' ], [ 12 ] ],
				[ [ 'Organic Search' ], [ 30 ] ],
			]
		);
		test = setUpWidgetTest( () => ( { value: answer } ) );
		renderTiles( [ TILES.leadsTrafficSource ], test.registry );
		expect(
			figureOf( await tile( TILES.leadsTrafficSource ) )
		).toMatchObject( {
			value: 'Organic Search',
			detail: `${ formatPercent( 30 / 42 ) } of lead events`,
		} );
		expect( test.itemsFor( REPORT )[ 0 ].params ).toMatchObject( {
			metrics: [ 'eventCount' ],
			dimensionFilters: { eventName: LEAD_EVENTS },
		} );
	} );

	it( 'says when no post was published lately instead of "no data"', async () => {
		test = setUpWidgetTest( () => ( {
			value: {
				...ga4Report(
					[ 'pagePath', 'pageTitle' ],
					[ 'screenPageViews' ],
					[]
				),
				recentPages: 0,
			},
		} ) );
		renderTiles( [ TILES.recentTrendingPages ], test.registry );
		expect(
			await screen.findByText(
				`No post was published in the last ${ RECENT_DAYS } days.`
			)
		).toBeVisible();
		expect( test.itemsFor( REPORT )[ 0 ].params ).toMatchObject( {
			publishedWithinDays: RECENT_DAYS,
		} );
	} );

	it.each( [
		[
			'gathering data for a property without data',
			0,
			'Analytics is gathering data',
		],
		[
			'the zero state for a period without data',
			50,
			'No data for this period',
		],
	] )(
		'shows a skeleton while loading, then %s',
		async ( _case, sessionsIn90Days, text ) => {
			test = setUpWidgetTest( ( item ) => {
				const metrics = ( [] as string[] ).concat(
					item.params.metrics as string | string[]
				);
				// The shared gathering probe: sessions of the last 90 days.
				const probe = item.params.dateRange === 'last-90-days';
				return {
					value: ga4Report(
						dims( item ),
						metrics,
						probe && sessionsIn90Days
							? [ [ [], [ sessionsIn90Days ] ] ]
							: []
					),
				};
			} );
			renderTiles( [ TILES.topCities ], test.registry );
			const element = document.querySelector(
				`[data-tile="${ TILES.topCities }"]`
			) as HTMLElement;
			expect(
				within( element ).getByRole( 'heading' )
			).toHaveTextContent( 'Top cities' );
			expect(
				within( element ).getByRole( 'progressbar' )
			).toBeVisible();
			expect( await within( element ).findByText( text ) ).toBeVisible();
			expect(
				within( element ).queryByRole( 'link', {
					name: 'Source: Analytics',
				} )
			).toBeNull();
		}
	);

	it( 'shows an outage naming the service, and Retry reads the report again', async () => {
		test = setUpWidgetTest( () => INTERNAL_ERROR );
		renderTiles( [ TILES.topCountries ], test.registry );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			CRITICAL_ERROR_TEXT
		);
		test.answerWith( () => ( {
			value: ga4Report(
				[ 'country' ],
				[ 'activeUsers' ],
				[
					[ [ 'United States' ], [ 300 ] ],
					[ [ 'India' ], [ 100 ] ],
				]
			),
		} ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Retry' } ) );
		expect( listOf( await tile( TILES.topCountries ) ) ).toEqual( [
			[ 'United States', formatPercent( 300 / 400 ) ],
			[ 'India', formatPercent( 100 / 400 ) ],
		] );
	} );
} );
