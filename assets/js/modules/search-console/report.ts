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
