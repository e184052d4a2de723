/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import SummaryFigures from '../SummaryFigures';
import { ga4Report } from '../../../widgets/test/fixtures';
import {
	INTERNAL_ERROR,
	dataBlockText,
	renderWidget,
	setUpWidgetTest,
	tearDownWidgetTest,
	type BatchItem,
	type WidgetTest,
} from '../../../widgets/test/helpers';

const FIGURES = [ 'impressions', 'clicks', 'views', 'visitors' ] as const;

/** Views add up; visitors do not: GA4's totals (900) are below the two days' sum. */
const analytics = ga4Report(
	[ 'date', 'dateRange' ],
	[ 'screenPageViews', 'totalUsers' ],
	[
		[
			[ '20261101', 'date_range_0' ],
			[ 1000, 600 ],
		],
		[
			[ '20261102', 'date_range_0' ],
			[ 1000, 600 ],
		],
		[
			[ '20261001', 'date_range_1' ],
			[ 1000, 500 ],
		],
	],
	[
		[ 2000, 900 ],
		[ 1000, 500 ],
	]
);

const search = { rows: [ { keys: [], clicks: 40, impressions: 1200 } ] };

const isAnalytics = ( item: BatchItem ) =>
	item.path.startsWith( 'modules/analytics/' );
const isProbe = ( item: BatchItem ) => item.params.dateRange === 'last-90-days';

/**
 * The admin bar / WordPress dashboard figures, all four.
 */
function Figures() {
	return <SummaryFigures figures={ [ ...FIGURES ] } enabled />;
}

describe( 'SummaryFigures', () => {
	let test: WidgetTest;

	afterEach( () => tearDownWidgetTest( test ) );

	it( 'shows unique visitors from GA4’s de-duplicated totals, never the sum of the days', async () => {
		test = setUpWidgetTest( ( item ) => ( {
			value: isAnalytics( item ) ? analytics : search,
		} ) );
		renderWidget( Figures, { dateRange: 'last-28-days' }, test.registry );
		expect( ( await dataBlockText( 'Unique visitors' ) ).value ).toBe(
			'900'
		);
		expect( ( await dataBlockText( 'Views' ) ).value ).toBe( '2K' );
	} );

	it( 'hides only the figures of the service that failed, naming it', async () => {
		test = setUpWidgetTest( ( item ) =>
			isAnalytics( item ) ? INTERNAL_ERROR : { value: search }
		);
		renderWidget( Figures, { dateRange: 'last-28-days' }, test.registry );
		expect( ( await dataBlockText( 'Total clicks' ) ).value ).toBe( '40' );
		expect(
			await screen.findByText( 'Analytics data could not be loaded' )
		).toBeVisible();
		expect( screen.queryByText( 'Unique visitors' ) ).toBeNull();
	} );

	it( 'says once per service that it is gathering data, instead of showing 0', async () => {
		test = setUpWidgetTest( ( item ) => {
			if ( isAnalytics( item ) ) {
				return { value: ga4Report( [], [ 'sessions' ], [] ) };
			}
			return { value: isProbe( item ) ? {} : search };
		} );
		renderWidget( Figures, { dateRange: 'last-28-days' }, test.registry );
		expect(
			await screen.findAllByText( 'Analytics is gathering data' )
		).toHaveLength( 1 );
		expect( ( await dataBlockText( 'Total impressions' ) ).value ).toBe(
			'1.2K'
		);
	} );
} );
