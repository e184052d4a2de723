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

/**
 * The row whose dimension has a value (e.g. the "Organic Search" channel).
 *
 * @param rows      Rows.
 * @param value     Dimension value.
 * @param dimension Dimension index.
 */
export function findRow(
	rows: GA4Row[],
	value: string,
	dimension = 0
): GA4Row | undefined {
	return rows.find(
		( row ) => row.dimensionValues?.[ dimension ]?.value === value
	);
}

/**
 * A metric of a row as a number (0 for a missing row or value).
 *
 * @param row    Row.
 * @param metric Metric index.
 */
export function metricOf( row: GA4Row | undefined, metric = 0 ): number {
	return Number( row?.metricValues?.[ metric ]?.value || 0 );
}

/**
 * A dimension of a row ('' for a missing one).
 *
 * @param row       Row.
 * @param dimension Dimension index.
 */
export function dimensionOf( row: GA4Row | undefined, dimension = 0 ): string {
	return row?.dimensionValues?.[ dimension ]?.value || '';
}
