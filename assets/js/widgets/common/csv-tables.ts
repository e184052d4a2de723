/**
 * The tables whose rows are periods or days (`csv-export.ts`), laid out for the range's dates; part of the CSV
 * chunk (`csv-download.ts`).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getPreviousDate, type DateRangeDates } from '../../util/dates';
import type { CsvCell } from '../../util/csv';
import type { CsvExport, CsvTable } from './csv-export';

/**
 * An export's table.
 *
 * @param table What the widget handed over.
 * @param dates The range's dates.
 */
export function tableOf(
	table: CsvExport[ 'table' ],
	dates: DateRangeDates
): CsvTable {
	if ( 'figures' in table ) {
		const { figures } = table;
		const compare =
			dates.compare !== 'none' &&
			figures.every( ( figure ) => figure.previous !== undefined );
		return {
			columns: [
				__( 'Start date', 'google-site-kit' ),
				__( 'End date', 'google-site-kit' ),
				...figures.map( ( figure ) => figure.name ),
			],
			rows: [
				[
					dates.startDate,
					dates.endDate,
					...figures.map( ( figure ) => figure.current ),
				],
				...( compare
					? [
							[
								dates.compareStartDate,
								dates.compareEndDate,
								...figures.map( ( figure ) => figure.previous ),
							],
					  ]
					: [] ),
			],
		};
	}
	if ( 'daily' in table ) {
		const { current, previous, firstDay } = table;
		const figure = ( values: Map< string, number >, day: string ) =>
			firstDay && day < firstDay ? null : values.get( day ) || 0;
		const rows: CsvCell[][] = [];
		for (
			let offset = 0, day = dates.startDate;
			day <= dates.endDate;
			offset++, day = getPreviousDate( dates.startDate, -offset )
		) {
			const before = getPreviousDate( dates.compareStartDate, -offset );
			rows.push( [
				day,
				figure( current, day ),
				...( previous ? [ before, figure( previous, before ) ] : [] ),
			] );
		}
		return {
			columns: [
				__( 'Date', 'google-site-kit' ),
				table.daily,
				...( previous
					? [
							__( 'Compare period date', 'google-site-kit' ),
							sprintf(
								/* translators: %s: a figure, e.g. Unique visitors */
								__( '%s (compare period)', 'google-site-kit' ),
								table.daily
							),
					  ]
					: [] ),
			],
			rows,
		};
	}
	return table;
}
