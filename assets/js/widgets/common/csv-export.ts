/**
 * What a widget hands its "Download CSV" button (`CsvButton.tsx`): the rows it shows, with raw values. The file is
 * made only when the button is clicked (`csv-download.ts`, a chunk of its own, which also lays out the two kinds of
 * table whose rows are periods or days), from these values: no request.
 */

/**
 * Internal dependencies
 */
import type { CsvCell } from '../../util/csv';

export type { CsvCell };

/** A header row and the rows under it. */
export interface CsvTable {
	columns: string[];
	rows: CsvCell[][];
}

/**
 * Figures of a period: a row for the range and one for the compare period (when the user compares and every
 * figure has one), with their dates.
 */
export interface CsvFigures {
	figures: Array< {
		/** The figure's name, its column's header. */
		name: string;
		current: number;
		previous?: number;
	} >;
}

/** A figure per day: a row per day of the range, beside the same day of the compare period. */
export interface CsvDaily {
	/** The figure's name, its column's header. */
	daily: string;
	/** By day, "YYYY-MM-DD" (a day missing counts 0). */
	current: Map< string, number >;
	/** By day in the compare period; none when no compare period is shown. */
	previous: Map< string, number > | null;
	/** Days before it have no figure (the service's first day). */
	firstDay?: string | null;
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
	table: CsvTable | CsvFigures | CsvDaily;
}
