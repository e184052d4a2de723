/**
 * AdSense has nothing before the account was created (the Management API's
 * account createTime): its widgets keep their titles and say so instead of
 * "no data", draw no point before that day, and show no change against a
 * compare period that starts before it. (Reports are read in the same batch
 * as the account: the creation day is only known from that answer.)
 */

/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import '../../../../widgets/test/chart-env';
import Root from '../../../../components/Root';
import { TILES } from '../../../../widgets/key-metrics/suggestions';
import { dateToString, getDateRangeDates } from '../../../../util/dates';
import EarningsWidget from '../EarningsWidget';
import TopEarningPagesWidget from '../TopEarningPagesWidget';
import TopEarningContentTile from '../key-metrics/TopEarningContentTile';
import { adsenseReport, eachDay } from '../../../../widgets/test/fixtures';
import {
	dataBlockText,
	renderWidget,
	setUpWidgetTest,
	tearDownWidgetTest,
	type BatchItem,
	type WidgetTest,
} from '../../../../widgets/test/helpers';

// The series LineChart is given (charts draw nothing in jsdom).
const charted: Array< Array< { label: string; values: unknown[] } > > = [];
jest.mock( '../../../../components/Dashboard/LineChart', () => {
	const actual = jest.requireActual(
		'../../../../components/Dashboard/LineChart'
	);
	return {
		__esModule: true,
		...actual,
		default: ( props: {
			series: Array< { label: string; values: unknown[] } >;
		} ) => {
			charted.push( props.series );
			return actual.default( props );
		},
	};
} );

const ACCOUNT = 'modules/adsense/data/account';
const METRICS = [ 'ESTIMATED_EARNINGS', 'PAGE_VIEWS', 'IMPRESSIONS' ];
const BANANA = 'http://example.org/recipes/classic-banana-bread/';
const CREATED_ON =
	/This AdSense account was created on \w{3} \d+, \d{4}: AdSense has no data before that day\./;
const COMPARE_BEFORE =
	/The comparison period starts before the AdSense account was created \(\w{3} \d+, \d{4}\): changes can’t be computed\./;

/**
 * The day so many days before today (UTC, as jest's site day).
 *
 * @param days Days back.
 */
function daysAgo( days: number ): string {
	return dateToString( Date.now() - days * 86400000 );
}

const custom = ( start: string, end: string ) => `${ start }..${ end }`;

/**
 * Answers the account as created on a day, and each report with $10 a day
 * from that day on (nothing before, as Google answers).
 *
 * @param createdOn The account's creation day.
 */
function answersCreatedOn( createdOn: string ) {
	return ( item: BatchItem ) => {
		if ( item.path === ACCOUNT ) {
			return {
				value: {
					createTime: `${ createdOn }T16:40:11.206Z`,
					timeZone: 'Etc/UTC',
				},
			};
		}
		if ( item.params.dimensions === 'PAGE_URL' ) {
			return {
				value: adsenseReport( [ 'PAGE_URL' ], METRICS, [
					[ BANANA, '12.50', 300, 900 ],
				] ),
			};
		}
		const { startDate, endDate } = item.params as {
			startDate: string;
			endDate: string;
		};
		return {
			value: adsenseReport(
				[ 'DATE' ],
				METRICS,
				eachDay( startDate, endDate )
					.filter( ( day ) => day >= createdOn )
					.map( ( day ) => [ day, '10.00', 1000, 2000 ] )
			),
		};
	};
}

describe( 'AdSense data limits', () => {
	let test: WidgetTest;

	beforeEach( () => {
		charted.length = 0;
	} );
	afterEach( () => tearDownWidgetTest( test ) );

	it( 'Earnings for a range wholly before the account keeps its title and states the limit, not "no data", ', async () => {
		test = setUpWidgetTest( answersCreatedOn( daysAgo( 100 ) ) );
		renderWidget(
			EarningsWidget,
			{ dateRange: custom( daysAgo( 200 ), daysAgo( 150 ) ) },
			test.registry
		);

		expect( await screen.findByRole( 'note' ) ).toHaveTextContent(
			new RegExp( `^${ CREATED_ON.source }$` )
		);
		expect(
			screen.getByRole( 'heading', { name: 'Earnings' } )
		).toBeVisible();
		expect(
			screen.queryByText( /no data for this period/ )
		).not.toBeInTheDocument();
	} );

	it( 'Earnings for a range partly before the account shows its figures and the note, with no point or change before the creation', async () => {
		const created = daysAgo( 20 );
		test = setUpWidgetTest( answersCreatedOn( created ) );
		renderWidget(
			EarningsWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);

		const earnings = await dataBlockText( 'Earnings' );
		// 20 days at $10 (yesterday back to the creation day).
		expect( earnings.value ).toBe( '$200.00' );
		// The compare period is wholly before the account: no "▲ …%" against zeros.
		expect( earnings.change ).toBeNull();
		const note = screen.getByRole( 'note' );
		expect( note ).toHaveTextContent( CREATED_ON );
		expect( note ).toHaveTextContent( COMPARE_BEFORE );

		// Only the range's line, without a point before the creation day.
		const series = charted.at( -1 ) ?? [];
		expect( series.map( ( item ) => item.label ) ).toEqual( [
			'Earnings',
		] );
		const dates = getDateRangeDates( 'last-28-days' );
		const days = eachDay( dates.startDate, dates.endDate );
		expect( series[ 0 ].values ).toEqual(
			days.map( ( day ) => ( day < created ? null : 10 ) )
		);
	} );

	it( 'Earnings whose compare period starts before the account shows no change and says why', async () => {
		test = setUpWidgetTest( answersCreatedOn( daysAgo( 40 ) ) );
		renderWidget(
			EarningsWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);

		const earnings = await dataBlockText( 'Earnings' );
		expect( earnings.value ).toBe( '$280.00' );
		expect( earnings.change ).toBeNull();
		expect( ( await dataBlockText( 'Impressions' ) ).change ).toBeNull();
		expect( screen.getByRole( 'note' ) ).toHaveTextContent(
			new RegExp( `^${ COMPARE_BEFORE.source }$` )
		);
		// No compare line drawn from the missing days.
		expect(
			( charted.at( -1 ) ?? [] ).map( ( item ) => item.label )
		).toEqual( [ 'Earnings' ] );
	} );

	it( 'with the account older than both periods, shows the change and no note', async () => {
		test = setUpWidgetTest( answersCreatedOn( daysAgo( 400 ) ) );
		renderWidget(
			EarningsWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);

		const earnings = await dataBlockText( 'Earnings' );
		expect( earnings.change ).toBe( '• 0% vs previous period' );
		expect( screen.queryByRole( 'note' ) ).not.toBeInTheDocument();
		expect( charted.at( -1 ) ).toHaveLength( 2 );
	} );

	it( 'an entity dashboard’s earnings for a range wholly before the account keep their title and the note', async () => {
		test = setUpWidgetTest( answersCreatedOn( daysAgo( 100 ) ) );
		renderWidget(
			EarningsWidget,
			{
				dateRange: custom( daysAgo( 200 ), daysAgo( 150 ) ),
				entityURL: BANANA,
			},
			test.registry
		);

		expect( await screen.findByRole( 'note' ) ).toHaveTextContent(
			CREATED_ON
		);
		expect(
			screen.getByRole( 'heading', { name: 'Earnings of this page' } )
		).toBeVisible();
	} );

	it( 'Top earning pages wholly before the account shows its title and the note instead of "no data"; partly before, its rows and the note', async () => {
		test = setUpWidgetTest( answersCreatedOn( daysAgo( 100 ) ) );
		const { unmount } = renderWidget(
			TopEarningPagesWidget,
			{ dateRange: custom( daysAgo( 200 ), daysAgo( 150 ) ) },
			test.registry
		);
		expect( await screen.findByRole( 'note' ) ).toHaveTextContent(
			CREATED_ON
		);
		expect(
			screen.getByRole( 'heading', { name: 'Top earning pages' } )
		).toBeVisible();
		expect( screen.queryByRole( 'table' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByText( /no data for this period/ )
		).not.toBeInTheDocument();
		unmount();

		renderWidget(
			TopEarningPagesWidget,
			{ dateRange: custom( daysAgo( 150 ), daysAgo( 10 ) ) },
			test.registry
		);
		expect( await screen.findByRole( 'table' ) ).toHaveTextContent(
			'$12.50'
		);
		expect( screen.getByRole( 'note' ) ).toHaveTextContent( CREATED_ON );
	} );

	it( 'the Top earning pages tile wholly before the account shows the note in the tile', async () => {
		test = setUpWidgetTest( answersCreatedOn( daysAgo( 100 ) ) );
		render(
			<Root registry={ test.registry }>
				<TopEarningContentTile
					dateRange={ custom( daysAgo( 200 ), daysAgo( 150 ) ) }
				/>
			</Root>
		);

		const tile = document.querySelector(
			`[data-tile="${ TILES.topEarningContent }"]`
		) as HTMLElement;
		expect( await within( tile ).findByRole( 'note' ) ).toHaveTextContent(
			CREATED_ON
		);
		expect(
			within( tile ).getByRole( 'heading', { name: 'Top earning pages' } )
		).toBeVisible();
	} );
} );
