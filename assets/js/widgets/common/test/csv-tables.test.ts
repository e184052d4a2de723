/**
 * Internal dependencies
 */
import { tableOf } from '../csv-tables';

const DATES = {
	startDate: '2026-11-01',
	endDate: '2026-11-03',
	compareStartDate: '2026-10-29',
	compareEndDate: '2026-10-31',
};

describe( 'tableOf', () => {
	it( 'gives a figure a row for the range and one for the compare period, with their ISO dates', () => {
		expect(
			tableOf(
				{
					figures: [
						{ name: 'Visits', current: 12, previous: -3 },
						{ name: 'Rate', current: 0.5, previous: 0.25 },
					],
				},
				DATES
			)
		).toEqual( {
			columns: [ 'Start date', 'End date', 'Visits', 'Rate' ],
			rows: [
				[ '2026-11-01', '2026-11-03', 12, 0.5 ],
				[ '2026-10-29', '2026-10-31', -3, 0.25 ],
			],
		} );
	} );

	it( 'leaves the compare row out when the user compares with nothing or the figure has none', () => {
		const rows = [ [ '2026-11-01', '2026-11-03', 12 ] ];
		expect(
			tableOf(
				{ figures: [ { name: 'Visits', current: 12, previous: 9 } ] },
				{ ...DATES, compare: 'none' }
			).rows
		).toEqual( rows );
		expect(
			tableOf( { figures: [ { name: 'Visits', current: 12 } ] }, DATES )
				.rows
		).toEqual( rows );
	} );

	it( 'gives every day of the range a row, nothing before the service’s first day, 0 for a day without a row', () => {
		expect(
			tableOf(
				{
					daily: 'Visitors',
					current: new Map( [ [ '2026-11-03', 5 ] ] ),
					previous: null,
					firstDay: '2026-11-02',
				},
				DATES
			)
		).toEqual( {
			columns: [ 'Date', 'Visitors' ],
			rows: [
				[ '2026-11-01', null ],
				[ '2026-11-02', 0 ],
				[ '2026-11-03', 5 ],
			],
		} );
	} );

	it( 'hands a plain table back as it is', () => {
		const table = { columns: [ 'A' ], rows: [ [ 1 ] ] };
		expect( tableOf( table, DATES ) ).toBe( table );
	} );
} );
