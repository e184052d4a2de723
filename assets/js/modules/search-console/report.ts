/**
 * Reading Search Console searchanalytics answers (`{ rows: [ { keys, clicks,
 * impressions, ctr, position } ] }`; days without data have no row).
 */

export interface SearchConsoleRow {
	keys?: string[];
	clicks: number;
	impressions: number;
	ctr: number;
	position: number;
}

export interface SearchConsoleReport {
	rows?: SearchConsoleRow[];
}

export interface SearchTotals {
	clicks: number;
	impressions: number;
	/** Clicks / impressions over the rows. */
	ctr: number;
	/** Average position weighted by impressions, as Search Console computes it. */
	position: number;
}

/**
 * Totals of rows: sums of clicks and impressions, and the rates from them.
 *
 * @param rows Rows.
 */
export function searchTotals( rows: SearchConsoleRow[] ): SearchTotals {
	let clicks = 0;
	let impressions = 0;
	let positionSum = 0;
	for ( const row of rows ) {
		clicks += row.clicks;
		impressions += row.impressions;
		positionSum += row.position * row.impressions;
	}
	return {
		clicks,
		impressions,
		ctr: impressions ? clicks / impressions : 0,
		position: impressions ? positionSum / impressions : 0,
	};
}

/**
 * Splits a report by date (its first key, YYYY-MM-DD) into the current period
 * (from `startDate` on) and the compare period (before it).
 *
 * @param report    Report with the date dimension first.
 * @param startDate First day of the current period.
 */
export function splitByPeriod(
	report: SearchConsoleReport,
	startDate: string
): { current: SearchConsoleRow[]; previous: SearchConsoleRow[] } {
	const current: SearchConsoleRow[] = [];
	const previous: SearchConsoleRow[] = [];
	for ( const row of report.rows || [] ) {
		( ( row.keys?.[ 0 ] || '' ) >= startDate ? current : previous ).push(
			row
		);
	}
	return { current, previous };
}
