/**
 * What a widget hands its "Download CSV" button (`CsvButton.tsx`): the rows it shows, with raw values. The file is
 * made only when the button is clicked (`csv-download.ts`, a chunk of its own), from these rows: no request.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CsvCell } from '../../util/csv';
import type { DateRangeDates } from '../../util/dates';

export type { CsvCell };

/** A header row and the rows under it. */
export interface CsvTable {
	columns: string[];
	rows: CsvCell[][];
}

export interface CsvExport {
	/** Names the file, in ASCII (never translated), e.g. "popular-pages". */
	name: string;
	/** What is downloaded, as the widget titles it (the button's accessible name says it). */
	title: string;
	/** The widget's date range: the range and compare period go into the file name. */
	dateRange: string;
	/** The entity dashboard's page: it goes into the file name. */
	entityURL?: string;
	/** The table, or how to build it from the range's dates (when the rows are periods). */
	table: CsvTable | ( ( dates: DateRangeDates ) => CsvTable );
}

/**
 * A single figure's table: the period, then the figure; a second row for the compare period when it has one.
 *
 * @param title    The figure's name (the header of its column).
 * @param current  The figure in the range.
 * @param previous The figure in the compare period.
 */
export function figureTable(
	title: string,
	current: number,
	previous?: number
): ( dates: DateRangeDates ) => CsvTable {
	return ( dates ) => ( {
		columns: [
			__( 'Start date', 'google-site-kit' ),
			__( 'End date', 'google-site-kit' ),
			title,
		],
		rows: [
			[ dates.startDate, dates.endDate, current ],
			...( previous === undefined || dates.compare === 'none'
				? []
				: [
						[
							dates.compareStartDate,
							dates.compareEndDate,
							previous,
						],
				  ] ),
		],
	} );
}
