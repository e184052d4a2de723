/**
 * Report answers shaped like the providers' (the emulator's) for widget tests.
 */

/**
 * Internal dependencies
 */
import { dateToString, stringToDate } from '../../util/dates';
import type { AdSenseReport } from '../../modules/adsense/report';
import type { GA4Report } from '../../modules/analytics/report';
import type { SearchConsoleReport } from '../../modules/search-console/report';

/**
 * Every day from one date to another, YYYY-MM-DD.
 *
 * @param startDate First day.
 * @param endDate   Last day.
 */
export function eachDay( startDate: string, endDate: string ): string[] {
	const days: string[] = [];
	for (
		let time = stringToDate( startDate ).getTime();
		time <= stringToDate( endDate ).getTime();
		time += 86400000
	) {
		days.push( dateToString( time ) );
	}
	return days;
}

/**
 * A Search Console report with one row per day (the date dimension).
 *
 * @param days Days.
 * @param row  The clicks, impressions and position of a day; null leaves the day out.
 */
export function searchConsoleDaily(
	days: string[],
	row: (
		day: string,
		index: number
	) => { clicks: number; impressions: number; position: number } | null
): SearchConsoleReport {
	return {
		rows: days.flatMap( ( day, index ) => {
			const values = row( day, index );
			return values
				? [
						{
							keys: [ day ],
							...values,
							ctr: values.impressions
								? values.clicks / values.impressions
								: 0,
						},
				  ]
				: [];
		} ),
	};
}

/**
 * A GA4 runReport answer shaped like Google's: values as strings; with
 * metricAggregations TOTAL a `totals` row per date range (dimension values
 * RESERVED_TOTAL, and date_range_N for the dateRange dimension); a report
 * without rows has no `rows`, no `rowCount` and no `totals`.
 *
 * @param dimensions Dimension names (add "dateRange" last for two ranges).
 * @param metrics    Metric names.
 * @param rows       Each row's dimension values and metric values.
 * @param totals     Each date range's totals (GA4 de-duplicates user counts, so they
 *                   are smaller than the rows' sum); default the rows' sums, as for
 *                   additive metrics.
 */
export function ga4Report(
	dimensions: string[],
	metrics: string[],
	rows: Array< [ string[], number[] ] >,
	totals?: number[][]
): GA4Report {
	const rangeIndex = dimensions.indexOf( 'dateRange' );
	const ranges =
		rangeIndex === -1
			? [ 'date_range_0' ]
			: [ 'date_range_0', 'date_range_1' ];
	const sums = ranges.map( ( range ) =>
		metrics.map( ( _metric, m ) =>
			rows
				.filter(
					( [ values ] ) =>
						rangeIndex === -1 || values[ rangeIndex ] === range
				)
				.reduce( ( sum, [ , values ] ) => sum + values[ m ], 0 )
		)
	);
	return {
		dimensionHeaders: dimensions.map( ( name ) => ( { name } ) ),
		metricHeaders: metrics.map( ( name ) => ( {
			name,
			type: 'TYPE_INTEGER',
		} ) ),
		...( rows.length
			? {
					rows: rows.map( ( [ dimensionValues, metricValues ] ) => ( {
						dimensionValues: dimensionValues.map( ( value ) => ( {
							value,
						} ) ),
						metricValues: metricValues.map( ( value ) => ( {
							value: String( value ),
						} ) ),
					} ) ),
					rowCount: rows.length,
					totals: ranges.map( ( range, r ) => ( {
						dimensionValues: dimensions.map( ( name ) => ( {
							value:
								name === 'dateRange' ? range : 'RESERVED_TOTAL',
						} ) ),
						metricValues: ( totals?.[ r ] ?? sums[ r ] ).map(
							( value ) => ( { value: String( value ) } )
						),
					} ) ),
			  }
			: {} ),
	};
}

/**
 * An AdSense reports:generate answer.
 *
 * @param dimensions Dimension names.
 * @param metrics    Metric names.
 * @param rows       Each row's cells, dimensions first.
 */
export function adsenseReport(
	dimensions: string[],
	metrics: string[],
	rows: Array< Array< string | number > >
): AdSenseReport {
	const currency = [ 'ESTIMATED_EARNINGS', 'PAGE_VIEWS_RPM' ];
	return {
		totalMatchedRows: String( rows.length ),
		headers: [
			...dimensions.map( ( name ) => ( { name, type: 'DIMENSION' } ) ),
			...metrics.map( ( name ) =>
				currency.includes( name )
					? { name, type: 'METRIC_CURRENCY', currencyCode: 'USD' }
					: { name, type: 'METRIC_TALLY' }
			),
		],
		...( rows.length
			? {
					rows: rows.map( ( cells ) => ( {
						cells: cells.map( ( value ) => ( {
							value: String( value ),
						} ) ),
					} ) ),
			  }
			: {} ),
	};
}
