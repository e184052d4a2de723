/** AdSense Management v2 accounts.reports.generate over the demo data. */
import { runCube } from '../data/cube';
import type { DaySource, PrimaryDimension } from '../data/cube-types';
import { isoDay, partsOf, range } from '../data/dates';
import { ADS, type Dataset } from '../data/dataset';
import { hashString } from '../data/prng';
import { compareValues } from '../data/order';
import { invalidArgument } from '../http/errors';
import { compileFilters, dateRange, DIMENSIONS } from './adsense-params';
import type { EmuRequest, JsonObject } from '../http/types';

type HeaderType = 'METRIC_TALLY' | 'METRIC_RATIO' | 'METRIC_CURRENCY';

const ratio = ( a: number, b: number ) => ( b > 0 ? a / b : 0 );

/** A reporting currency: minor units per USD cent (the cells' unit) and decimals shown. */
export interface Currency {
	code: string;
	perUsdCent: number;
	decimals: number;
}

/** Fixed demo exchange rates (AdSense reports in the account's currency). */
export const CURRENCIES: Record< string, Currency > = {
	USD: { code: 'USD', perUsdCent: 1, decimals: 2 },
	EUR: { code: 'EUR', perUsdCent: 0.92, decimals: 2 },
	JPY: { code: 'JPY', perUsdCent: 1.52, decimals: 0 },
};

type MetricDefs = Record<
	string,
	[ HeaderType, ( s: readonly number[] ) => number ]
>;

/**
 * Metric definitions over cells whose earnings are in the currency's minor unit.
 * @param currency
 */
function metricsIn( currency: Currency ): MetricDefs {
	const minor = Math.pow( 10, currency.decimals );
	const earnings = ( s: readonly number[] ) => s[ ADS.earningsCents ] / minor;
	return {
		ESTIMATED_EARNINGS: [ 'METRIC_CURRENCY', earnings ],
		PAGE_VIEWS: [ 'METRIC_TALLY', ( s ) => s[ ADS.pageViews ] ],
		PAGE_VIEWS_RPM: [
			'METRIC_CURRENCY',
			( s ) => ratio( earnings( s ) * 1000, s[ ADS.pageViews ] ),
		],
		PAGE_VIEWS_CTR: [
			'METRIC_RATIO',
			( s ) => ratio( s[ ADS.clicks ], s[ ADS.pageViews ] ),
		],
		IMPRESSIONS: [ 'METRIC_TALLY', ( s ) => s[ ADS.impressions ] ],
		IMPRESSIONS_RPM: [
			'METRIC_CURRENCY',
			( s ) => ratio( earnings( s ) * 1000, s[ ADS.impressions ] ),
		],
		IMPRESSIONS_CTR: [
			'METRIC_RATIO',
			( s ) => ratio( s[ ADS.clicks ], s[ ADS.impressions ] ),
		],
		CLICKS: [ 'METRIC_TALLY', ( s ) => s[ ADS.clicks ] ],
		COST_PER_CLICK: [
			'METRIC_CURRENCY',
			( s ) => ratio( earnings( s ), s[ ADS.clicks ] ),
		],
	};
}

/** Metric names (for validation). */
const METRIC_NAMES = new Set( Object.keys( metricsIn( CURRENCIES.USD ) ) );

/**
 * The AdSense cells with earnings converted, per cell, into the currency's minor unit (so every report sums
 * exactly in that currency).
 * @param source
 * @param currency
 */
function inCurrency( source: DaySource, currency: Currency ): DaySource {
	if ( currency.perUsdCent === 1 ) {
		return source;
	}
	return {
		entityCount: source.entityCount,
		day: ( d ) => {
			const cells = source.day( d );
			if ( ! cells ) {
				return null;
			}
			const converted = Float64Array.from(
				cells[ ADS.earningsCents ],
				( v ) => Math.round( v * currency.perUsdCent )
			);
			return cells.map( ( c, i ) =>
				i === ADS.earningsCents ? converted : c
			);
		},
	};
}

function format( value: number, type: HeaderType, decimals: number ): string {
	if ( type === 'METRIC_TALLY' ) {
		return String( Math.round( value ) );
	}
	return value.toFixed( type === 'METRIC_CURRENCY' ? decimals : 4 );
}

/**
 * An AdSense report of a site's data.
 * @param req
 * @param data
 * @param siteUrl
 * @param pubId
 * @param today
 * @param currency
 * @param firstDay   No rows before this day (the account's creation).
 * @param pathPrefix The site's path below its host (`/kitchen`: URL channels `host/kitchen/recipes/`); '' at the root.
 */
export function generateReport(
	req: EmuRequest,
	data: Dataset,
	siteUrl: string,
	pubId: string,
	today: number,
	currency: Currency = CURRENCIES.USD,
	firstDay?: number,
	pathPrefix = ''
): JsonObject {
	const METRICS = metricsIn( currency );
	const metrics = req.query.getAll( 'metrics' );
	const dims = req.query.getAll( 'dimensions' );
	if ( ! metrics.length ) {
		throw invalidArgument( 'metrics: at least one metric is required.' );
	}
	metrics.forEach( ( m, i ) => {
		if ( ! METRIC_NAMES.has( m ) ) {
			throw invalidArgument(
				`Invalid value at 'metrics[${ i }]' (type.googleapis.com/google.ads.adsense.v2.Metric), "${ m }"`
			);
		}
	} );
	dims.forEach( ( d, i ) => {
		if ( ! DIMENSIONS.includes( d ) ) {
			throw invalidArgument(
				`Invalid value at 'dimensions[${ i }]' (type.googleapis.com/google.ads.adsense.v2.Dimension), "${ d }"`
			);
		}
	} );
	const [ from, to ] = dateRange( req, today );
	const limit = req.query.has( 'limit' )
		? Number( req.query.get( 'limit' ) )
		: 100000;
	if ( ! Number.isInteger( limit ) || limit < 1 || limit > 100000 ) {
		throw invalidArgument(
			`limit must be an integer between 1 and 100000; got '${ req.query.get(
				'limit'
			) }'.`
		);
	}
	const base = siteUrl.replace( /\/$/, '' );
	const host = new URL( siteUrl ).hostname;
	const pages = data.catalog.pages;
	const channel = ( p: number ) =>
		`${ host }${ pathPrefix }/${
			[ 'home', 'pages' ].includes( pages[ p ].section )
				? ''
				: `${ pages[ p ].section }/`
		}`;
	const build = ( name: string ): PrimaryDimension => {
		switch ( name ) {
			case 'DATE':
				return { name, byDay: isoDay };
			case 'MONTH':
				return { name, byDay: ( d ) => isoDay( d ).slice( 0, 7 ) };
			case 'DOMAIN_NAME':
				return { name, byEntity: () => host };
			case 'PAGE_URL':
				return { name, byEntity: ( p ) => base + pages[ p ].path };
			case 'URL_CHANNEL_NAME':
				return { name, byEntity: channel };
			default:
				return {
					name,
					byEntity: ( p ) =>
						`ca-${ pubId }:${
							hashString( channel( p ) ) % 10000000000
						}`,
				};
		}
	};
	const filters = compileFilters( req );
	const extra = [ ...filters.fields ].filter( ( f ) => ! dims.includes( f ) );
	const position = new Map(
		[ ...dims, ...extra ].map( ( n, i ) => [ n, i ] )
	);
	const rows = runCube( inCurrency( data.adsSource, currency ), {
		// Nothing before the account's first day (its creation).
		days: range( Math.max( from, firstDay ?? from ), to ),
		dimensions: dims.map( build ),
		filterDimensions: extra.map( build ),
		filter: filters.fields.size
			? ( values ) =>
					filters.test(
						( f ) => values[ position.get( f ) as number ]
					)
			: undefined,
		metricCount: 4,
	} );
	const orders = req.query.getAll( 'orderBy' ).map( ( text ) => {
		const desc = text.startsWith( '-' );
		const name = text.replace( /^[+-]/, '' );
		const dimIndex = dims.indexOf( name );
		if ( dimIndex < 0 && ! metrics.includes( name ) ) {
			throw invalidArgument(
				`Invalid orderBy '${ text }': ${ name } is not a dimension or metric of this report.`
			);
		}
		const key = ( r: ( typeof rows )[ number ] ) =>
			dimIndex >= 0
				? r.keys[ dimIndex ]
				: METRICS[ name ][ 1 ]( r.values );
		return { desc, key };
	} );
	rows.sort( ( a, b ) => {
		for ( const { desc, key } of orders ) {
			const x = key( a );
			const y = key( b );
			if ( x !== y ) {
				return ( x < y ? -1 : 1 ) * ( desc ? -1 : 1 );
			}
		}
		const x = a.keys.join( '\u0001' );
		const y = b.keys.join( '\u0001' );
		return compareValues( x, y );
	} );
	const totals = new Array< number >( 4 ).fill( 0 );
	rows.forEach( ( r ) =>
		r.values.forEach( ( v, i ) => ( totals[ i ] += v ) )
	);
	const metricCells = ( sums: readonly number[], divide: number ) =>
		metrics.map( ( m ) => {
			const [ type, compute ] = METRICS[ m ];
			// Tallies and earnings average per row; ratios average as the overall ratio.
			const value =
				type === 'METRIC_RATIO' ||
				m.endsWith( '_RPM' ) ||
				m === 'COST_PER_CLICK'
					? compute( sums )
					: compute( sums ) / divide;
			return { value: format( value, type, currency.decimals ) };
		} );
	const emptyDims = dims.map( () => ( {} ) );
	const result: JsonObject = {
		totalMatchedRows: String( rows.length ),
		headers: [
			...dims.map( ( name ) => ( { name, type: 'DIMENSION' } ) ),
			...metrics.map( ( name ) =>
				METRICS[ name ][ 0 ] === 'METRIC_CURRENCY'
					? {
							name,
							type: METRICS[ name ][ 0 ],
							currencyCode: currency.code,
					  }
					: { name, type: METRICS[ name ][ 0 ] }
			),
		],
	};
	if ( rows.length ) {
		result.rows = rows.slice( 0, limit ).map( ( r ) => ( {
			cells: [
				...r.keys.map( ( value ) => ( { value } ) ),
				...metrics.map( ( m ) => ( {
					value: format(
						METRICS[ m ][ 1 ]( r.values ),
						METRICS[ m ][ 0 ],
						currency.decimals
					),
				} ) ),
			],
		} ) );
	}
	result.totals = { cells: [ ...emptyDims, ...metricCells( totals, 1 ) ] };
	result.averages = {
		cells: [
			...emptyDims,
			...metricCells( totals, Math.max( 1, rows.length ) ),
		],
	};
	const start = partsOf( from );
	const end = partsOf( to );
	result.startDate = { year: start.year, month: start.month, day: start.day };
	result.endDate = { year: end.year, month: end.month, day: end.day };
	return result;
}
