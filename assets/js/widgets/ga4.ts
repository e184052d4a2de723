/**
 * Reading GA4 runReport answers (values arrive as strings; with two date
 * ranges every row carries a dateRange dimension last).
 */

export interface GA4Row {
	dimensionValues?: Array< { value: string } >;
	metricValues?: Array< { value: string } >;
}

export interface GA4Report {
	dimensionHeaders?: Array< { name: string } >;
	metricHeaders?: Array< { name: string; type: string } >;
	rows?: GA4Row[];
	rowCount?: number;
}

/**
 * The rows of one date range (0 = the current period, 1 = the compare period).
 *
 * @param report GA4 report.
 * @param range  Date range index.
 */
export function rowsOfRange( report: GA4Report, range: 0 | 1 ): GA4Row[] {
	const headers = report.dimensionHeaders || [];
	const rangeIndex = headers.findIndex(
		( header ) => header.name === 'dateRange'
	);
	const rows = report.rows || [];
	if ( rangeIndex === -1 ) {
		return range === 0 ? rows : [];
	}
	return rows.filter(
		( row ) =>
			row.dimensionValues?.[ rangeIndex ]?.value ===
			`date_range_${ range }`
	);
}

/**
 * Sum of a metric over rows.
 *
 * @param rows   Rows.
 * @param metric Metric index.
 */
export function sumMetric( rows: GA4Row[], metric = 0 ): number {
	return rows.reduce(
		( total, row ) =>
			total + Number( row.metricValues?.[ metric ]?.value || 0 ),
		0
	);
}

/**
 * A GA4 date dimension value (20241031) as a Unix time at UTC midnight.
 *
 * @param value YYYYMMDD.
 */
export function ga4DateToTime( value: string ): number {
	return (
		Date.UTC(
			Number( value.slice( 0, 4 ) ),
			Number( value.slice( 4, 6 ) ) - 1,
			Number( value.slice( 6, 8 ) )
		) / 1000
	);
}
