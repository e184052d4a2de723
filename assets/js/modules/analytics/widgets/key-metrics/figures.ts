/**
 * The figures of the Analytics key-metric tiles, computed from Google's answers to the reports of
 * `tile-params.ts`.
 */

/**
 * Internal dependencies
 */
import {
	dimensionOf,
	isPlaceholderValue,
	metricOf,
	rowsOfRange,
	totalOf,
	type GA4Report,
	type GA4Row,
} from '../../report';

/** The share of visitors a channel needs to count as "most engaged" / "top converting". */
export const MIN_CHANNEL_SHARE = 0.01;

export interface Comparison {
	current: number;
	previous: number;
}

/**
 * A visitor type's users (newVsReturning = "new" or "returning") now and before, and the period's total visitors
 * (the report's de-duplicated total, never the rows' sum).
 *
 * @param report GA4 report of visitorTypeParams.
 * @param type   "new" or "returning".
 */
export function visitorType(
	report: GA4Report,
	type: 'new' | 'returning'
): Comparison & { total: number } {
	const find = ( range: 0 | 1 ) =>
		rowsOfRange( report, range ).find(
			( row ) => dimensionOf( row, 0 ) === type
		);
	return {
		current: metricOf( find( 0 ) ),
		previous: metricOf( find( 1 ) ),
		total: totalOf( report, 0 ),
	};
}

/**
 * A metric of a report without dimensions, now and before.
 *
 * @param report GA4 report of sessionParams.
 * @param metric Metric index.
 */
export function periodMetric( report: GA4Report, metric: number ): Comparison {
	return {
		current: metricOf( rowsOfRange( report, 0 )[ 0 ], metric ),
		previous: metricOf( rowsOfRange( report, 1 )[ 0 ], metric ),
	};
}

export interface RankedRow {
	/** The first dimension's value. */
	name: string;
	/** The second dimension's value ('' without one), e.g. the page title. */
	title: string;
	/** The ranked figure. */
	value: number;
	/** The row's metrics. */
	metrics: number[];
}

/**
 * The rows of the current period as names and figures, without GA4's placeholders and empty rows.
 *
 * @param report GA4 report.
 * @param metric The metric a row needs above zero (and its `value`).
 */
export function namedRows( report: GA4Report, metric = 0 ): RankedRow[] {
	return rowsOfRange( report, 0 )
		.filter(
			( row: GA4Row ) =>
				! isPlaceholderValue( dimensionOf( row, 0 ) ) &&
				metricOf( row, metric ) > 0
		)
		.map( ( row ) => ( {
			name: dimensionOf( row, 0 ),
			title: dimensionOf( row, 1 ),
			value: metricOf( row, metric ),
			metrics: ( row.metricValues || [] ).map( ( _, index ) =>
				metricOf( row, index )
			),
		} ) );
}

/**
 * The top rows by a figure, highest first (ties by name, so the order is stable).
 *
 * @param rows  Rows.
 * @param count How many.
 */
export function topRows( rows: RankedRow[], count = 3 ): RankedRow[] {
	return [ ...rows ]
		.sort( ( a, b ) => b.value - a.value || a.name.localeCompare( b.name ) )
		.slice( 0, count );
}

/**
 * The channel with the most visitors, and its share of all visitors (the report's total).
 *
 * @param report GA4 report of channelParams.
 */
export function topChannel(
	report: GA4Report
): { name: string; share: number } | undefined {
	const [ top ] = topRows( namedRows( report, 0 ), 1 );
	const total = totalOf( report, 0 );
	return top && { name: top.name, share: total > 0 ? top.value / total : 0 };
}

/**
 * The channel with the highest rate (engagement rate, key event rate) among channels with at least
 * MIN_CHANNEL_SHARE of the visitors (a channel of two visitors who both engaged says little).
 *
 * @param report GA4 report of channelParams.
 * @param metric Index of the rate in CHANNEL_METRICS.
 */
export function bestChannelBy(
	report: GA4Report,
	metric: number
): { name: string; rate: number } | undefined {
	const total = totalOf( report, 0 );
	const rows = namedRows( report, 0 )
		.filter(
			( row ) => total <= 0 || row.value / total >= MIN_CHANNEL_SHARE
		)
		.map( ( row ) => ( { ...row, value: row.metrics[ metric ] } ) )
		.filter( ( row ) => row.value > 0 );
	const [ best ] = topRows( rows, 1 );
	return best && { name: best.name, rate: best.value };
}

/**
 * The pages with at least the average views (views over all pages / number of pages, from the report's totals and
 * rowCount, so pages beyond the rows asked for count too), by a rate, highest first — or lowest first.
 *
 * @param report GA4 report of pagesParams.
 * @param metric Index of the rate in PAGE_ENGAGEMENT_METRICS.
 * @param lowest Rank lowest first.
 */
export function pagesAboveAverage(
	report: GA4Report,
	metric: number,
	lowest = false
): RankedRow[] {
	const count = report.rowCount || ( report.rows || [] ).length;
	const average = count ? totalOf( report, 0 ) / count : 0;
	return rankPages( report, average, metric, lowest );
}

/**
 * The pages with at least the median views, by a rate. The report lists the most viewed pages first: when the
 * median page lies beyond the rows asked for, every listed page is above it.
 *
 * @param report GA4 report of pagesParams.
 * @param metric Index of the rate in PAGE_ENGAGEMENT_METRICS.
 * @param lowest Rank lowest first.
 */
export function pagesAboveMedian(
	report: GA4Report,
	metric: number,
	lowest = false
): RankedRow[] {
	const rows = report.rows || [];
	const count = report.rowCount || rows.length;
	const views = rows.map( ( row ) => metricOf( row, 0 ) );
	let median = 0;
	if ( count && count <= views.length ) {
		const sorted = [ ...views ].sort( ( a, b ) => a - b );
		const middle = Math.floor( count / 2 );
		median =
			count % 2
				? sorted[ middle ]
				: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
	}
	return rankPages( report, median, metric, lowest );
}

/**
 * Pages with at least `minViews` views, ranked by a rate.
 *
 * @param report   GA4 report of pagesParams.
 * @param minViews Views a page needs.
 * @param metric   Rate index.
 * @param lowest   Rank lowest first.
 */
function rankPages(
	report: GA4Report,
	minViews: number,
	metric: number,
	lowest: boolean
): RankedRow[] {
	const rows = namedRows( report, 0 )
		.filter( ( row ) => row.value >= minViews )
		.map( ( row ) => ( {
			...row,
			value: lowest ? -row.metrics[ metric ] : row.metrics[ metric ],
		} ) );
	return topRows( rows ).map( ( row ) => ( {
		...row,
		value: row.metrics[ metric ],
	} ) );
}

/**
 * Views per category: a row's value lists a post's categories joined by ","; each category gets the row's views
 * (a post in two categories counts for both), then the categories are ranked.
 *
 * @param report GA4 report of categoryParams.
 */
export function categoryViews( report: GA4Report ): RankedRow[] {
	const views = new Map< string, number >();
	for ( const row of namedRows( report, 0 ) ) {
		const categories = new Set(
			row.name
				.split( ',' )
				.map( ( name ) => name.trim() )
				.filter( Boolean )
		);
		for ( const category of categories ) {
			views.set( category, ( views.get( category ) || 0 ) + row.value );
		}
	}
	return topRows(
		[ ...views ].map( ( [ name, value ] ) => ( {
			name,
			title: '',
			value,
			metrics: [ value ],
		} ) )
	);
}
