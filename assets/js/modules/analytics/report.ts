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
	/** Omitted by Google when the report has no rows. */
	rows?: GA4Row[];
	rowCount?: number;
	/**
	 * With metricAggregations TOTAL: one row per date range (its dimension
	 * values are RESERVED_TOTAL, and date_range_N for the dateRange
	 * dimension). User counts are de-duplicated here, so they are smaller
	 * than the sum of the rows. May be omitted for a report without rows.
	 */
	totals?: GA4Row[];
	metadata?: GA4Metadata;
}

export interface GA4Metadata {
	/** Rows beyond the property's cardinality limit were folded into an "(other)" row. */
	dataLossFromOtherRow?: boolean;
	/** Google withheld some rows to protect visitors' privacy (thresholding). */
	subjectToThresholding?: boolean;
	/** Present when the report is based on a sample of the events. */
	samplingMetadatas?: Array< {
		samplesReadCount?: string;
		samplingSpaceSize?: string;
	} >;
}

/**
 * A metric's total for one date range from the report's `totals` (asked with
 * metricAggregations TOTAL): for user counts the only right figure, as a
 * visitor who came on several days (or saw several pages) is one visitor,
 * not several. 0 when the report has no rows (Google then omits totals).
 *
 * @param report GA4 report.
 * @param range  Date range index (0 = the current period, 1 = the compare period).
 * @param metric Metric index.
 */
export function totalOf( report: GA4Report, range: 0 | 1, metric = 0 ): number {
	const totals = report.totals || [];
	const rangeIndex = ( report.dimensionHeaders || [] ).findIndex(
		( header ) => header.name === 'dateRange'
	);
	const row =
		rangeIndex === -1
			? totals[ range ]
			: totals.find(
					( total ) =>
						total.dimensionValues?.[ rangeIndex ]?.value ===
						`date_range_${ range }`
			  ) ?? totals[ range ];
	if ( rangeIndex === -1 && range === 1 ) {
		return 0;
	}
	return metricOf( row, metric );
}

/** Dimension values GA4 uses for "no value" and for rows folded together. */
export const NOT_SET = '(not set)';
export const OTHER = '(other)';

/**
 * Whether a dimension value is one of GA4's own placeholders rather than a real value.
 *
 * @param value Dimension value.
 */
export function isPlaceholderValue( value: string ): boolean {
	return value === NOT_SET || value === OTHER;
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
