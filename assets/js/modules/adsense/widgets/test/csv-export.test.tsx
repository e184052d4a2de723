/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import TopEarningPagesWidget from '../TopEarningPagesWidget';
import { adsenseReport } from '../../../../widgets/test/fixtures';
import { downloadCsvFrom } from '../../../../widgets/test/csv';
import {
	renderWidget,
	setUpWidgetTest,
	tearDownWidgetTest,
	type WidgetTest,
} from '../../../../widgets/test/helpers';

const METRICS = [ 'ESTIMATED_EARNINGS', 'PAGE_VIEWS', 'IMPRESSIONS' ];

describe( 'Top earning pages’ CSV file', () => {
	let test: WidgetTest;

	afterEach( () => tearDownWidgetTest( test ) );

	it( 'holds the ranked pages shown, with raw amounts under headers naming the currency', async () => {
		test = setUpWidgetTest( () => ( {
			value: adsenseReport( [ 'PAGE_URL' ], METRICS, [
				[ 'http://example.org/', '10.00', 3000, 8000 ],
				[ 'http://example.org/about/', '0.00', 100, 0 ],
				[ 'http://example.org/recipes/a/', '120.50', 9000, 24000 ],
			] ),
		} ) );
		renderWidget(
			TopEarningPagesWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		const file = await downloadCsvFrom(
			await screen.findByRole( 'button', {
				name: 'Download Top earning pages as CSV',
			} )
		);
		expect( file.name ).toMatch(
			/^harvest-hearth_top-earning-pages_\d{4}-\d{2}-\d{2}_/
		);
		expect( file.lines ).toEqual( [
			'Page,Earnings (USD),Page RPM (USD),Impressions',
			`http://example.org/recipes/a/,120.5,${
				( 120.5 / 9000 ) * 1000
			},24000`,
			`http://example.org/,10,${ ( 10 / 3000 ) * 1000 },8000`,
		] );
		// The table shows the same pages, formatted.
		expect(
			screen
				.getAllByRole( 'row' )
				.slice( 1 )
				.map( ( row ) => row.querySelector( 'td' )?.textContent )
		).toEqual( [ '$120.50', '$10.00' ] );
	} );
} );
