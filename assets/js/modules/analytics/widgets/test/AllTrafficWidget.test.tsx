/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import '../../../../widgets/test/chart-env';
import AllTrafficWidget from '../AllTrafficWidget';
import { ga4Report } from '../../../../widgets/test/fixtures';
import {
	INTERNAL_ERROR,
	dataBlockText,
	renderWidget,
	setUpWidgetTest,
	tearDownWidgetTest,
	type BatchItem,
	type WidgetTest,
} from '../../../../widgets/test/helpers';

/**
 * Two days of visitors per period, whose sum (1,000 + 1,200) is more than
 * GA4's de-duplicated total (1,800): someone who came on both days is one visitor.
 */
const overTime = ga4Report(
	[ 'date', 'dateRange' ],
	[ 'totalUsers' ],
	[
		[ [ '20261101', 'date_range_0' ], [ 1000 ] ],
		[ [ '20261102', 'date_range_0' ], [ 1200 ] ],
		[ [ '20261001', 'date_range_1' ], [ 700 ] ],
		[ [ '20261002', 'date_range_1' ], [ 800 ] ],
	],
	[ [ 1800 ], [ 1200 ] ]
);

const byChannel = ga4Report(
	[ 'sessionDefaultChannelGrouping' ],
	[ 'totalUsers' ],
	[
		[ [ 'Organic Search' ], [ 900 ] ],
		[ [ 'Direct' ], [ 600 ] ],
		[ [ '(other)' ], [ 300 ] ],
		[ [ '(not set)' ], [ 100 ] ],
	],
	[ [ 1800 ] ]
);

const SAMPLED = {
	...byChannel,
	metadata: {
		dataLossFromOtherRow: true,
		subjectToThresholding: true,
		samplingMetadatas: [
			{ samplesReadCount: '250000', samplingSpaceSize: '1000000' },
		],
	},
};

const EMPTY = ga4Report( [ 'date', 'dateRange' ], [ 'totalUsers' ], [] );

const isProbe = ( item: BatchItem ) => item.params.dateRange === 'last-90-days';

describe( 'AllTrafficWidget', () => {
	let test: WidgetTest;

	afterEach( () => tearDownWidgetTest( test ) );

	it( 'shows unique visitors from GA4’s de-duplicated totals, never the sum of the days', async () => {
		test = setUpWidgetTest( ( item ) => ( {
			value: item.params.dimensions === 'date' ? overTime : byChannel,
		} ) );
		renderWidget(
			AllTrafficWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		const block = await dataBlockText( 'Unique visitors' );
		expect( block.value ).toBe( '1.8K' );
		expect( block.change ).toContain( '50%' );
	} );

	it( 'shows a channel’s share of the de-duplicated total, and GA4’s “(other)” and “(not set)” rows as plain text with what they mean', async () => {
		test = setUpWidgetTest( ( item ) => ( {
			value: item.params.dimensions === 'date' ? overTime : SAMPLED,
		} ) );
		renderWidget(
			AllTrafficWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		const organic = ( await screen.findByText( 'Organic Search' ) ).closest(
			'tr'
		) as HTMLElement;
		expect( within( organic ).getByText( '50%' ) ).toBeVisible();

		const other = screen.getByText( '(other)' );
		expect( other.closest( 'a' ) ).toBeNull();
		expect( other.getAttribute( 'title' ) ).toMatch( /least frequent/ );
		expect( screen.getByText( '(not set)' ).closest( 'a' ) ).toBeNull();
		expect(
			screen.getByText( /Sampled: Analytics based these figures on 25%/ )
		).toBeVisible();
		expect( screen.getByText( /Thresholded:/ ) ).toBeVisible();
		expect(
			screen.getByText( /Some rows are folded into “\(other\)”/ )
		).toBeVisible();
	} );

	it( 'says Analytics is gathering data when the property has none at all yet', async () => {
		test = setUpWidgetTest( ( item ) => ( {
			value: isProbe( item )
				? ga4Report( [], [ 'sessions' ], [] )
				: EMPTY,
		} ) );
		renderWidget(
			AllTrafficWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect(
			await screen.findByText( 'Analytics is gathering data' )
		).toBeVisible();
		expect( screen.queryByText( '0' ) ).toBeNull();
	} );

	it( 'says this page has no data in the period when the site has data but the page has none', async () => {
		test = setUpWidgetTest( ( item ) => ( {
			value: isProbe( item )
				? ga4Report( [], [ 'sessions' ], [ [ [], [ 5000 ] ] ] )
				: EMPTY,
		} ) );
		renderWidget(
			AllTrafficWidget,
			{
				dateRange: 'last-28-days',
				entityURL: 'http://example.org/?p=42',
			},
			test.registry
		);
		expect(
			await screen.findByText(
				'Analytics has no data for this page in this period.'
			)
		).toBeVisible();
		expect( screen.queryByText( /gathering data/ ) ).toBeNull();
	} );

	it( 'names Analytics and Google’s reason when the report fails', async () => {
		test = setUpWidgetTest( () => INTERNAL_ERROR );
		renderWidget(
			AllTrafficWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect(
			await screen.findByText( 'Analytics data could not be loaded' )
		).toBeVisible();
	} );
} );
