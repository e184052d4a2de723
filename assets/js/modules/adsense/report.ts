/**
 * Reading AdSense reports:generate answers: `headers` name the columns (the
 * dimensions, then the metrics), each row has one cell per header, values are
 * strings.
 */

/**
 * What the earnings widgets read: earnings and page views give the page RPM
 * of any set of rows (a sum of RPMs would mean nothing).
 */
export const EARNINGS_METRICS = [
	'ESTIMATED_EARNINGS',
	'PAGE_VIEWS',
	'IMPRESSIONS',
];

export interface AdSenseHeader {
	name: string;
	type: string;
	currencyCode?: string;
}

export interface AdSenseReport {
	headers?: AdSenseHeader[];
	rows?: Array< { cells: Array< { value?: string } > } >;
	totals?: { cells: Array< { value?: string } > };
	totalMatchedRows?: string;
}

/** One row, by header name. */
export type AdSenseRecord = Record< string, string >;

/**
 * The rows of a report as records keyed by header name.
 *
 * @param report Report.
 */
export function adsenseRecords( report: AdSenseReport ): AdSenseRecord[] {
	const names = ( report.headers || [] ).map( ( header ) => header.name );
	return ( report.rows || [] ).map( ( row ) =>
		Object.fromEntries(
			names.map( ( name, index ) => [
				name,
				row.cells[ index ]?.value ?? '',
			] )
		)
	);
}

/**
 * Sum of a metric over records.
 *
 * @param records Records.
 * @param metric  Metric name.
 */
export function sumRecords( records: AdSenseRecord[], metric: string ): number {
	return records.reduce(
		( total, record ) => total + Number( record[ metric ] || 0 ),
		0
	);
}

/**
 * Revenue per thousand page views.
 *
 * @param earnings  Earnings.
 * @param pageViews Page views.
 */
export function pageViewsRPM( earnings: number, pageViews: number ): number {
	return pageViews ? ( earnings / pageViews ) * 1000 : 0;
}

/**
 * The report's currency (its first currency column's), USD when none says.
 *
 * @param report Report.
 */
export function currencyOf( report: AdSenseReport | undefined ): string {
	return (
		report?.headers?.find( ( header ) => header.currencyCode )
			?.currencyCode || 'USD'
	);
}

export { formatCurrency } from '../../util/numbers';
