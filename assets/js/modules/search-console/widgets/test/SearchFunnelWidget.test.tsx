/**
 * External dependencies
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import '../../../../widgets/test/chart-env';
import { getDateRangeDates } from '../../../../util/dates';
import SearchFunnelWidget from '../SearchFunnelWidget';
import {
	eachDay,
	ga4Report,
	searchConsoleDaily,
} from '../../../../widgets/test/fixtures';
import {
	AUTH_ERROR,
	CRITICAL_ERROR_TEXT,
	INSUFFICIENT_PERMISSIONS,
	INTERNAL_ERROR,
	RECONNECT_URL,
	STALE,
	dataBlockText,
	renderWidget,
	setUpWidgetTest,
	tearDownWidgetTest,
	type BatchItem,
	type BatchResponder,
	type WidgetTest,
} from '../../../../widgets/test/helpers';

const SEARCH = 'modules/search-console/data/searchanalytics';
const REPORT = 'modules/analytics/data/report';
const PAGE = 'http://example.org/recipes/classic-banana-bread/';

const dates = getDateRangeDates( 'last-28-days' );

// 1,500 impressions and 60 clicks a day now, 1,200 and 50 a day before.
const searchAnswer = searchConsoleDaily(
	eachDay( dates.compareStartDate, dates.endDate ),
	( day ) =>
		day >= dates.startDate
			? { clicks: 60, impressions: 1500, position: 8.2 }
			: { clicks: 50, impressions: 1200, position: 9.1 }
);

// Channels of both periods, as the emulator answers them.
const channelsAnswer = ga4Report(
	[ 'sessionDefaultChannelGrouping', 'dateRange' ],
	[ 'totalUsers', 'engagementRate', 'conversions' ],
	[
		[
			[ 'Organic Search', 'date_range_0' ],
			[ 35805, 0.6338922764227642, 742 ],
		],
		[
			[ 'Organic Search', 'date_range_1' ],
			[ 33629, 0.6345751360401842, 682 ],
		],
		[
			[ 'Direct', 'date_range_0' ],
			[ 11659, 0.5705369175118803, 295 ],
		],
		[
			[ 'Direct', 'date_range_1' ],
			[ 10951, 0.5711153119092628, 272 ],
		],
	]
);

const answers: BatchResponder = ( item: BatchItem ) =>
	item.path === SEARCH ? { value: searchAnswer } : { value: channelsAnswer };

describe( 'SearchFunnelWidget', () => {
	let test: WidgetTest;

	afterEach( () => tearDownWidgetTest( test ) );

	it( 'shows impressions and clicks from Search Console and the organic visitors, engagement rate and conversions from Analytics, each against the previous period', async () => {
		test = setUpWidgetTest( answers );
		renderWidget(
			SearchFunnelWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);

		expect( await dataBlockText( 'Total impressions' ) ).toEqual( {
			value: '42K',
			change: '▲ 25% vs previous period (up)',
			source: 'https://search.google.com/search-console',
		} );
		expect( await dataBlockText( 'Total clicks' ) ).toEqual( {
			value: '1.7K',
			change: '▲ 20% vs previous period (up)',
			source: 'https://search.google.com/search-console',
		} );
		expect( await dataBlockText( 'Visitors from Search' ) ).toEqual( {
			value: '36K',
			change: '▲ 6.47% vs previous period (up)',
			source: 'https://analytics.google.com/analytics/web/',
		} );
		expect( ( await dataBlockText( 'Engagement rate' ) ).value ).toBe(
			'63.39%'
		);
		expect( ( await dataBlockText( 'Engagement rate' ) ).change ).toBe(
			'▼ 0.11% vs previous period (down)'
		);
		expect( ( await dataBlockText( 'Conversions' ) ).value ).toBe( '742' );
	} );

	it( 'reads both periods of Search Console in one daily report and charts one point per day of the range', async () => {
		test = setUpWidgetTest( answers );
		renderWidget(
			SearchFunnelWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);

		const chart = await screen.findByRole( 'img', {
			name: /^Impressions from Google Search over \w{3} \d+, \d{4} – \w{3} \d+, \d{4}, 42K in total$/,
		} );
		expect( chart ).toHaveAttribute( 'data-points', '28' );
		expect( chart ).toHaveAttribute( 'data-granularity', 'day' );
		expect( test.itemsFor( SEARCH ) ).toEqual( [
			expect.objectContaining( {
				params: {
					dimensions: 'date',
					startDate: dates.compareStartDate,
					endDate: dates.endDate,
				},
			} ),
		] );

		fireEvent.click( screen.getByRole( 'button', { name: 'Clicks' } ) );
		expect(
			screen.getByRole( 'img', {
				name: /^Clicks from Google Search over .+, 1.7K in total$/,
			} )
		).toHaveAttribute( 'data-points', '28' );
		expect(
			screen.getByRole( 'button', { name: 'Clicks' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
	} );

	it( 'under "Same period last year" reads each period on its own and compares the range with last year’s days only, not the months in between', async () => {
		const range = 'last-28-days~same-period-last-year';
		const yearAgo = getDateRangeDates( range );
		// 1,000 impressions a day in the range, 500 a day in last year's
		// period, and 5,000 a day on every day in between (which must count
		// for nothing). Answers only hold the days asked for, as Google's do.
		test = setUpWidgetTest( ( item ) => {
			if ( item.path !== SEARCH ) {
				return { value: channelsAnswer };
			}
			const { startDate, endDate } = item.params as {
				startDate: string;
				endDate: string;
			};
			return {
				value: searchConsoleDaily(
					eachDay( startDate, endDate ),
					( day ) => {
						if ( day >= yearAgo.startDate ) {
							return {
								clicks: 10,
								impressions: 1000,
								position: 5,
							};
						}
						if ( day <= yearAgo.compareEndDate ) {
							return { clicks: 4, impressions: 500, position: 6 };
						}
						return { clicks: 90, impressions: 5000, position: 3 };
					}
				),
			};
		} );
		renderWidget( SearchFunnelWidget, { dateRange: range }, test.registry );

		const impressions = await dataBlockText( 'Total impressions' );
		expect( impressions.value ).toBe( '28K' );
		expect( impressions.change ).toMatch( /^▲ 100% vs / );
		expect( ( await dataBlockText( 'Total clicks' ) ).change ).toMatch(
			/^▲ 150% vs /
		);
		expect(
			test.itemsFor( SEARCH ).map( ( item ) => item.params )
		).toEqual( [
			{
				dimensions: 'date',
				startDate: yearAgo.startDate,
				endDate: yearAgo.endDate,
			},
			{
				dimensions: 'date',
				startDate: yearAgo.compareStartDate,
				endDate: yearAgo.compareEndDate,
			},
		] );
	} );

	it( 'shows a loading state until the reports arrive', async () => {
		test = setUpWidgetTest( answers );
		renderWidget(
			SearchFunnelWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( screen.getByRole( 'progressbar' ) ).toBeInTheDocument();
		await dataBlockText( 'Total impressions' );
	} );

	it( 'shows "gathering data" when Search Console has no impressions in either period', async () => {
		test = setUpWidgetTest( ( item ) =>
			item.path === SEARCH ? { value: {} } : { value: channelsAnswer }
		);
		renderWidget(
			SearchFunnelWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect(
			await screen.findByText( 'Search Console is gathering data' )
		).toBeInTheDocument();
	} );

	it( 'shows a provider outage with Retry, which reads the report again', async () => {
		test = setUpWidgetTest( ( item ) =>
			item.path === SEARCH ? INTERNAL_ERROR : { value: channelsAnswer }
		);
		renderWidget(
			SearchFunnelWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			CRITICAL_ERROR_TEXT
		);

		test.answerWith( answers );
		fireEvent.click( screen.getByRole( 'button', { name: 'Retry' } ) );
		expect( ( await dataBlockText( 'Total impressions' ) ).value ).toBe(
			'42K'
		);
		expect( test.itemsFor( SEARCH ) ).toHaveLength( 2 );
	} );

	it( 'shows a permissions error without Retry', async () => {
		test = setUpWidgetTest( ( item ) =>
			item.path === SEARCH
				? INSUFFICIENT_PERMISSIONS
				: { value: channelsAnswer }
		);
		renderWidget(
			SearchFunnelWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Error: User does not have sufficient permission for this property.'
		);
		expect(
			screen.queryByRole( 'button', { name: 'Retry' } )
		).not.toBeInTheDocument();
	} );

	it( 'shows the reconnect link, and no Retry, when the token was refused', async () => {
		test = setUpWidgetTest( ( item ) =>
			item.path === SEARCH ? AUTH_ERROR : { value: channelsAnswer }
		);
		renderWidget(
			SearchFunnelWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect(
			await screen.findByRole( 'link', {
				name: 'To fix this, redo the plugin setup.',
			} )
		).toHaveAttribute( 'href', RECONNECT_URL );
		expect(
			screen.queryByRole( 'button', { name: 'Retry' } )
		).not.toBeInTheDocument();
	} );

	it( 'keeps the Search Console figures when only the Analytics report fails', async () => {
		test = setUpWidgetTest( ( item ) =>
			item.path === SEARCH ? { value: searchAnswer } : INTERNAL_ERROR
		);
		renderWidget(
			SearchFunnelWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( ( await dataBlockText( 'Total clicks' ) ).value ).toBe(
			'1.7K'
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			CRITICAL_ERROR_TEXT
		);
	} );

	it( 'marks the last good data as stale when Google is unavailable', async () => {
		test = setUpWidgetTest( ( item ) =>
			item.path === SEARCH
				? { value: searchAnswer, stale: STALE }
				: { value: channelsAnswer }
		);
		renderWidget(
			SearchFunnelWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'Google’s service is unavailable right now; showing the data from'
		);
		expect( ( await dataBlockText( 'Total impressions' ) ).value ).toBe(
			'42K'
		);
	} );

	it( 'filters both reports to the page of an entity dashboard', async () => {
		test = setUpWidgetTest( answers );
		renderWidget(
			SearchFunnelWidget,
			{ dateRange: 'last-28-days', entityURL: PAGE },
			test.registry
		);
		await dataBlockText( 'Visitors from Search' );
		expect( test.itemsFor( SEARCH )[ 0 ].params.url ).toBe( PAGE );
		expect( test.itemsFor( REPORT )[ 0 ].params ).toEqual( {
			metrics: [ 'totalUsers', 'engagementRate', 'conversions' ],
			dimensions: 'sessionDefaultChannelGrouping',
			dateRange: 'last-28-days',
			compareDateRanges: true,
			url: PAGE,
		} );
	} );

	it( 'leaves the Analytics figures out, and reads no Analytics report, when Analytics is not active', async () => {
		test = setUpWidgetTest( answers, {
			modules: {
				'search-console': { active: true },
				analytics: { active: false },
			},
		} );
		renderWidget(
			SearchFunnelWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		await dataBlockText( 'Total impressions' );
		expect( screen.queryByText( 'Visitors from Search' ) ).toBeNull();
		expect( test.itemsFor( REPORT ) ).toHaveLength( 0 );
	} );

	it( 'asks to complete the Search Console setup when it is not connected', async () => {
		test = setUpWidgetTest( answers, {
			modules: { 'search-console': { active: true, connected: false } },
		} );
		renderWidget(
			SearchFunnelWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect(
			await screen.findByRole( 'link', {
				name: 'Connect Search Console',
			} )
		).toHaveAttribute(
			'href',
			'http://example.org/wp-admin/admin.php?page=googlesitekit-dashboard&slug=search-console&reAuth=true'
		);
		await waitFor( () => expect( test.batchItems() ).toHaveLength( 0 ) );
	} );
} );
