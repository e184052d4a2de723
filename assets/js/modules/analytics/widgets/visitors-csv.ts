/**
 * The All traffic widget's CSV file: unique visitors per day of the range, beside the same day of the compare
 * period, with ISO dates (GA4's own daily figures; the chart may show them by week or month).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CsvTable } from '../../../widgets/common/csv-export';
import { getPreviousDate, type DateRangeDates } from '../../../util/dates';

/**
 * The table: a row per day of the range; a day before the property's first day has no figure.
 *
 * @param current  Visitors by day ("YYYY-MM-DD") in the range.
 * @param previous Visitors by day in the compare period; none when no compare period is shown.
 * @param firstDay The property's first day, if known.
 */
export function visitorsByDay(
	current: Map< string, number >,
	previous: Map< string, number > | null,
	firstDay: string | null
): ( dates: DateRangeDates ) => CsvTable {
	return ( dates ) => {
		const figure = ( values: Map< string, number >, day: string ) =>
			firstDay && day < firstDay ? null : values.get( day ) || 0;
		const rows = [];
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
				__( 'Unique visitors', 'google-site-kit' ),
				...( previous
					? [
							__( 'Compare period date', 'google-site-kit' ),
							__( 'Compare period visitors', 'google-site-kit' ),
					  ]
					: [] ),
			],
			rows,
		};
	};
}
