/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import '../../../../widgets/test/chart-env';
import AllTrafficWidget from '../AllTrafficWidget';
import { ga4Report } from '../../../../widgets/test/fixtures';
import { downloadCsvFrom } from '../../../../widgets/test/csv';
import {
	renderWidget,
	setUpWidgetTest,
	tearDownWidgetTest,
	type WidgetTest,
} from '../../../../widgets/test/helpers';

const RANGE = '2026-11-01..2026-11-03';

// Three days against the three before; GA4 sends no row for a day without visitors.
const overTime = ga4Report(
	[ 'date', 'dateRange' ],
	[ 'totalUsers' ],
	[
		[ [ '20261101', 'date_range_0' ], [ 1000 ] ],
		[ [ '20261103', 'date_range_0' ], [ 1200 ] ],
		[ [ '20261029', 'date_range_1' ], [ 700 ] ],
		[ [ '20261030', 'date_range_1' ], [ 800 ] ],
		[ [ '20261031', 'date_range_1' ], [ 900 ] ],
	],
	[ [ 2000 ], [ 2100 ] ]
);

const byDevice = ga4Report(
	[ 'deviceCategory' ],
	[ 'totalUsers' ],
	[
		[ [ 'mobile' ], [ 1500 ] ],
		[ [ '+desktop' ], [ 500 ] ],
	],
	[ [ 1800 ] ]
);

describe( 'AllTrafficWidget’s CSV files', () => {
	let test: WidgetTest;

	afterEach( () => tearDownWidgetTest( test ) );

	it( 'downloads the visitors of every day of the range beside the compare period’s, with ISO dates', async () => {
		test = setUpWidgetTest( ( item ) => ( {
			value: item.params.dimensions === 'date' ? overTime : byDevice,
		} ) );
		renderWidget( AllTrafficWidget, { dateRange: RANGE }, test.registry );
		const file = await downloadCsvFrom(
			await screen.findByRole( 'button', {
				name: 'Download Unique visitors by day as CSV',
			} )
		);
		expect( file.name ).toBe(
			'harvest-hearth_unique-visitors_2026-11-01_2026-11-03_vs_2026-10-29_2026-10-31.csv'
		);
		expect( file.lines ).toEqual( [
			'Date,Unique visitors,Compare period date,Unique visitors (compare period)',
			'2026-11-01,1000,2026-10-29,700',
			'2026-11-02,0,2026-10-30,800',
			'2026-11-03,1200,2026-10-31,900',
		] );
	} );

	it( 'downloads the breakdown the user picked, as shown: name, visitors and share of the de-duplicated total', async () => {
		test = setUpWidgetTest( ( item ) => ( {
			value: item.params.dimensions === 'date' ? overTime : byDevice,
		} ) );
		renderWidget( AllTrafficWidget, { dateRange: RANGE }, test.registry );
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Devices' } )
		);
		await screen.findByText( 'mobile' );
		const file = await downloadCsvFrom(
			screen.getByRole( 'button', { name: 'Download Devices as CSV' } )
		);
		expect( file.name ).toMatch(
			/^harvest-hearth_all-traffic-device-category_2026-11-01_/
		);
		expect( file.lines ).toEqual( [
			'Devices,Unique visitors,Share',
			'mobile,1500,0.8333333333333334',
			"'+desktop,500,0.2777777777777778",
		] );
	} );
} );
