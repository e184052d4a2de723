/**
 * Report answers shaped like the providers' (the emulator's) for widget tests.
 */

/**
 * Internal dependencies
 */
import { dateToString, stringToDate } from '../../util/dates';
import type { AdSenseReport } from '../adsense';
import type { GA4Report } from '../ga4';
import type { SearchConsoleReport } from '../search-console';

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
 * A GA4 runReport answer (values as strings, as Google sends them).
 *
 * @param dimensions Dimension names (add "dateRange" last for two ranges).
 * @param metrics    Metric names.
 * @param rows       Each row's dimension values and metric values.
 */
export function ga4Report(
	dimensions: string[],
	metrics: string[],
	rows: Array< [ string[], number[] ] >
): GA4Report {
	return {
		dimensionHeaders: dimensions.map( ( name ) => ( { name } ) ),
		metricHeaders: metrics.map( ( name ) => ( {
			name,
			type: 'TYPE_INTEGER',
		} ) ),
		rows: rows.map( ( [ dimensionValues, metricValues ] ) => ( {
			dimensionValues: dimensionValues.map( ( value ) => ( { value } ) ),
			metricValues: metricValues.map( ( value ) => ( {
				value: String( value ),
			} ) ),
		} ) ),
		rowCount: rows.length,
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
