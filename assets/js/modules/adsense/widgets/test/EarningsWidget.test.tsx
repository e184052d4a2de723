/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import '../../../../widgets/test/chart-env';
import { getDateRangeDates } from '../../../../util/dates';
import EarningsWidget from '../EarningsWidget';
import { adsenseReport, eachDay } from '../../../../widgets/test/fixtures';
import {
	CRITICAL_ERROR_TEXT,
	INSUFFICIENT_PERMISSIONS,
	INTERNAL_ERROR,
	STALE,
	dataBlockText,
	renderWidget,
	setUpWidgetTest,
	tearDownWidgetTest,
	type BatchResponder,
	type WidgetTest,
} from '../../../../widgets/test/helpers';

const REPORT = 'modules/adsense/data/report';
const ACCOUNT = 'modules/adsense/data/account';
const METRICS = [ 'ESTIMATED_EARNINGS', 'PAGE_VIEWS', 'IMPRESSIONS' ];
const BANANA = 'http://example.org/recipes/classic-banana-bread/';

const dates = getDateRangeDates( 'last-28-days' );

// $58.31 from 5,000 page views and 13,000 ad impressions a day now; $52.10,
// 4,800 and 12,400 a day before.
const dailyAnswer = adsenseReport(
	[ 'DATE' ],
	METRICS,
	eachDay( dates.compareStartDate, dates.endDate ).map( ( day ) =>
		day >= dates.startDate
			? [ day, '58.31', 5000, 13000 ]
			: [ day, '52.10', 4800, 12400 ]
	)
);

const answers: BatchResponder = () => ( { value: dailyAnswer } );

describe( 'EarningsWidget', () => {
	let test: WidgetTest;

	afterEach( () => tearDownWidgetTest( test ) );

	it( 'shows earnings, page RPM and impressions against the previous period, from one daily report over both periods', async () => {
		test = setUpWidgetTest( answers );
		renderWidget(
			EarningsWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);

		expect( await dataBlockText( 'Earnings' ) ).toEqual( {
			value: '$1,632.68',
			change: '▲ 11.92% vs previous period (up)',
			source: 'https://adsense.google.com/',
		} );
		expect( await dataBlockText( 'Page RPM' ) ).toEqual( {
			value: '$11.66',
			change: '▲ 7.44% vs previous period (up)',
			source: 'https://adsense.google.com/',
		} );
		expect( await dataBlockText( 'Impressions' ) ).toEqual( {
			value: '364K',
			change: '▲ 4.84% vs previous period (up)',
			source: 'https://adsense.google.com/',
		} );
		expect(
			screen.getByRole( 'img', {
				name: /^AdSense earnings over .+, \$1,632\.68 in total$/,
			} )
		).toHaveAttribute( 'data-points', '28' );
		expect( test.itemsFor( REPORT ) ).toEqual( [
			expect.objectContaining( {
				params: {
					metrics: METRICS,
					dimensions: 'DATE',
					startDate: dates.compareStartDate,
					endDate: dates.endDate,
				},
			} ),
		] );
	} );

	it( 'under "Same period last year" compares the range with last year’s days only, read on their own', async () => {
		const range = 'last-28-days~same-period-last-year';
		const yearAgo = getDateRangeDates( range );
		// $20 a day now, $10 a day a year ago, $500 a day in between.
		test = setUpWidgetTest( ( item ) => {
			// The account (its creation time) is read with the reports.
			if ( item.path === ACCOUNT ) {
				return { value: {} };
			}
			const { startDate, endDate } = item.params as {
				startDate: string;
				endDate: string;
			};
			return {
				value: adsenseReport(
					[ 'DATE' ],
					METRICS,
					eachDay( startDate, endDate ).map( ( day ) => {
						if ( day >= yearAgo.startDate ) {
							return [ day, '20.00', 1000, 2000 ];
						}
						if ( day <= yearAgo.compareEndDate ) {
							return [ day, '10.00', 1000, 2000 ];
						}
						return [ day, '500.00', 1000, 2000 ];
					} )
				),
			};
		} );
		renderWidget( EarningsWidget, { dateRange: range }, test.registry );

		const earnings = await dataBlockText( 'Earnings' );
		expect( earnings.value ).toBe( '$560.00' );
		expect( earnings.change ).toBe(
			'▲ 100% vs same period last year (up)'
		);
		// The chart's dashed line is named after the compare mode, with last year's dates.
		const legend = document.querySelector(
			'.googlesitekit-line-chart__legend'
		) as HTMLElement;
		expect( legend ).toHaveTextContent( 'Same period last year' );
		expect( legend ).not.toHaveTextContent( 'Previous period' );
		expect(
			test.itemsFor( REPORT ).map( ( item ) => item.params )
		).toEqual( [
			expect.objectContaining( {
				startDate: yearAgo.startDate,
				endDate: yearAgo.endDate,
			} ),
			expect.objectContaining( {
				startDate: yearAgo.compareStartDate,
				endDate: yearAgo.compareEndDate,
			} ),
		] );
	} );

	it( 'under "No comparison" draws no compare line and shows no change', async () => {
		test = setUpWidgetTest( answers );
		renderWidget(
			EarningsWidget,
			{ dateRange: 'last-28-days~none' },
			test.registry
		);
		expect( await dataBlockText( 'Earnings' ) ).toEqual(
			expect.objectContaining( { value: '$1,632.68', change: null } )
		);
		const legend = document.querySelector(
			'.googlesitekit-line-chart__legend'
		) as HTMLElement;
		expect( legend ).toHaveTextContent( 'Earnings' );
		expect( legend ).not.toHaveTextContent( 'Previous period' );
	} );

	it( 'shows a loading state, then "gathering data" for an account without earnings or impressions', async () => {
		test = setUpWidgetTest( () => ( {
			value: adsenseReport( [ 'DATE' ], METRICS, [] ),
		} ) );
		renderWidget(
			EarningsWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( screen.getByRole( 'progressbar' ) ).toBeInTheDocument();
		expect(
			await screen.findByText( 'AdSense is gathering data' )
		).toBeVisible();
	} );

	it( 'shows an outage with Retry that reads the report again', async () => {
		test = setUpWidgetTest( () => INTERNAL_ERROR );
		renderWidget(
			EarningsWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			CRITICAL_ERROR_TEXT
		);
		test.answerWith( answers );
		fireEvent.click( screen.getByRole( 'button', { name: 'Retry' } ) );
		expect( ( await dataBlockText( 'Earnings' ) ).value ).toBe(
			'$1,632.68'
		);
	} );

	it( 'shows a permissions error without Retry', async () => {
		test = setUpWidgetTest( () => INSUFFICIENT_PERMISSIONS );
		renderWidget(
			EarningsWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( await screen.findByRole( 'alert' ) ).toBeVisible();
		expect( screen.queryByRole( 'button', { name: 'Retry' } ) ).toBeNull();
	} );

	it( 'marks stale data', async () => {
		test = setUpWidgetTest( () => ( {
			value: dailyAnswer,
			stale: STALE,
		} ) );
		renderWidget(
			EarningsWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'Google’s service is unavailable right now'
		);
		expect( ( await dataBlockText( 'Earnings' ) ).value ).toBe(
			'$1,632.68'
		);
	} );

	it( 'on an entity dashboard, shows that page’s earnings from the page rows of both periods', async () => {
		test = setUpWidgetTest( ( item ) => ( {
			value: adsenseReport(
				[ 'PAGE_URL' ],
				METRICS,
				item.params.dateRange
					? [
							[ 'http://example.org/', '10.00', 3000, 8000 ],
							[ BANANA, '120.50', 9000, 24000 ],
					  ]
					: [ [ BANANA, '100.25', 8000, 21000 ] ]
			),
		} ) );
		renderWidget(
			EarningsWidget,
			{ dateRange: 'last-28-days', entityURL: BANANA },
			test.registry
		);
		expect( await dataBlockText( 'Earnings' ) ).toEqual( {
			value: '$120.50',
			change: '▲ 20.2% vs previous period (up)',
			source: 'https://adsense.google.com/',
		} );
		expect( ( await dataBlockText( 'Impressions' ) ).value ).toBe( '24K' );
		expect(
			test.itemsFor( REPORT ).map( ( item ) => item.params )
		).toEqual( [
			{
				metrics: METRICS,
				dimensions: 'PAGE_URL',
				dateRange: 'last-28-days',
			},
			{
				metrics: METRICS,
				dimensions: 'PAGE_URL',
				startDate: dates.compareStartDate,
				endDate: dates.compareEndDate,
			},
		] );
	} );

	it( 'asks to complete the AdSense setup when it is not connected', async () => {
		test = setUpWidgetTest( answers, {
			modules: { adsense: { active: true, connected: false } },
		} );
		renderWidget(
			EarningsWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect(
			await screen.findByRole( 'link', { name: 'Connect AdSense' } )
		).toHaveAttribute(
			'href',
			'http://example.org/wp-admin/admin.php?page=googlesitekit-dashboard&slug=adsense&reAuth=true'
		);
	} );
} );
