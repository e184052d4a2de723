/**
 * GA4 runRealtimeReport: the last 30 minutes of the demo site, following the emulator clock.
 *
 * Each (minute, page) cell is drawn from today's (day, page) cell of the daily data, scaled to one minute by an
 * intraday curve (quiet at night, busiest mid-afternoon UTC) and rounded stochastically with a hash of
 * (seed, absolute minute, page): the same clock minute always gives the same numbers, and advancing the clock by a
 * minute shifts every `minutesAgo` row by one. Country and device split each row by largest remainder with the
 * daily data's weights, so every row set sums exactly to its group.
 */
import { largestRemainder } from '../data/cube';
import { GA } from '../data/dataset';
import type { Dataset } from '../data/dataset';
import { unit, sround, mix } from '../data/prng';
import { invalidArgument } from '../http/errors';
import type { JsonObject } from '../http/types';
import { comparator, integer, names, type ReportRow } from './ga-request';
import { compileFilter } from './ga-filters';

/** Standard properties: minutes 0–29 (Analytics 360 would allow 59). */
export const REALTIME_MAX_MINUTES_AGO = 29;

export const REALTIME_SCHEMA_URL =
	'https://developers.google.com/analytics/devguides/reporting/data/v1/realtime-api-schema';

/** Base metrics per (minute, page) cell. */
const R = { users: 0, views: 1, events: 2, keyEvents: 3 } as const;
const R_COUNT = 4;

export const REALTIME_METRICS: Record< string, number > = {
	activeUsers: R.users,
	screenPageViews: R.views,
	eventCount: R.events,
	keyEvents: R.keyEvents,
	/** Old name of keyEvents, still accepted by Google. */
	conversions: R.keyEvents,
};

/** Dimensions the emulator serves (a subset of Google's realtime schema; there is no traffic-source dimension). */
export const REALTIME_DIMENSIONS = [
	'minutesAgo',
	'unifiedScreenName',
	'country',
	'deviceCategory',
	'platform',
] as const;

export interface RealtimeContext {
	data: Dataset;
	/** Today's day number (the emulator's, clock offset included). */
	today: number;
	/** Epoch milliseconds of the emulator clock. */
	now: number;
}

/**
 * The intraday shape: mean 1 over a day, peak at 14:00 UTC, trough at 02:00.
 * @param minuteOfDay
 */
export function intraday( minuteOfDay: number ): number {
	return (
		1 + 0.55 * Math.cos( ( 2 * Math.PI * ( minuteOfDay / 60 - 14 ) ) / 24 )
	);
}

/**
 * Base metrics of every page for the minute `minutesAgo` before the clock's current minute.
 * @param ctx
 * @param minutesAgo
 */
export function realtimeMinute(
	ctx: RealtimeContext,
	minutesAgo: number
): Float64Array[] {
	const current = Math.floor( ctx.now / 60000 );
	const absolute = current - minutesAgo;
	const mod = ( m: number ) => ( ( m % 1440 ) + 1440 ) % 1440;
	const day = ctx.today - ( mod( absolute ) > mod( current ) ? 1 : 0 );
	const pages = ctx.data.catalog.pages.length;
	const out = Array.from(
		{ length: R_COUNT },
		() => new Float64Array( pages )
	);
	const cells = ctx.data.gaDay( day );
	if ( ! cells ) {
		return out;
	}
	const shape = intraday( mod( absolute ) ) / 1440;
	const seed = mix( ctx.data.seed, 0x4ea1 );
	for ( let p = 0; p < pages; p++ ) {
		const dayUsers = cells[ GA.users ][ p ];
		if ( dayUsers <= 0 ) {
			continue;
		}
		const users = sround( dayUsers * shape, unit( seed, absolute, p, 1 ) );
		if ( ! users ) {
			continue;
		}
		const views = Math.max(
			users,
			sround(
				( users * cells[ GA.views ][ p ] ) / dayUsers,
				unit( seed, absolute, p, 2 )
			)
		);
		out[ R.users ][ p ] = users;
		out[ R.views ][ p ] = views;
		out[ R.events ][ p ] = Math.max(
			views,
			sround(
				( users * cells[ GA.eventCount ][ p ] ) / dayUsers,
				unit( seed, absolute, p, 3 )
			)
		);
		out[ R.keyEvents ][ p ] = sround(
			( users * cells[ GA.conversions ][ p ] ) / dayUsers,
			unit( seed, absolute, p, 4 )
		);
	}
	return out;
}

interface Group {
	values: Record< string, string >;
	range: number;
	sums: number[];
}

function parseMinuteRanges(
	body: JsonObject
): Array< { start: number; end: number; name: string } > {
	const input = body.minuteRanges;
	if ( input !== undefined && ! Array.isArray( input ) ) {
		throw invalidArgument( 'minuteRanges must be a list.' );
	}
	const list = input && input.length ? input : [ {} ];
	if ( list.length > 2 ) {
		throw invalidArgument(
			'Requests are limited to 2 minuteRanges; this request has ' +
				list.length +
				'.'
		);
	}
	return list.map( ( raw, i ) => {
		const r = (
			typeof raw === 'object' && raw !== null && ! Array.isArray( raw )
				? raw
				: {}
		) as JsonObject;
		const start = integer(
			r.startMinutesAgo,
			`minuteRanges[${ i }].startMinutesAgo`,
			REALTIME_MAX_MINUTES_AGO
		);
		const end = integer(
			r.endMinutesAgo,
			`minuteRanges[${ i }].endMinutesAgo`,
			0
		);
		if ( start > REALTIME_MAX_MINUTES_AGO ) {
			throw invalidArgument(
				`minuteRanges[${ i }].startMinutesAgo must be at most ${ REALTIME_MAX_MINUTES_AGO } for standard properties; got ${ start }.`
			);
		}
		if ( end > start ) {
			throw invalidArgument(
				`minuteRanges[${ i }]: endMinutesAgo (${ end }) cannot be before startMinutesAgo (${ start }).`
			);
		}
		const name =
			typeof r.name === 'string' && r.name ? r.name : `date_range_${ i }`;
		if ( name.startsWith( 'date_range_' ) && r.name ) {
			throw invalidArgument(
				`minuteRanges[${ i }].name cannot begin with "date_range_".`
			);
		}
		return { start, end, name };
	} );
}

export function runRealtimeReport(
	body: JsonObject,
	ctx: RealtimeContext
): JsonObject {
	const dims = names( body.dimensions, 'dimensions' );
	const metrics = names( body.metrics, 'metrics' );
	const isDim = ( name: string ) =>
		( REALTIME_DIMENSIONS as readonly string[] ).includes( name );
	dims.forEach( ( name, i ) => {
		if ( ! isDim( name ) ) {
			throw invalidArgument(
				`Field ${ name } is not a valid dimension (dimensions[${ i }].name). For a list of valid realtime dimensions and metrics, see ${ REALTIME_SCHEMA_URL }`
			);
		}
	} );
	metrics.forEach( ( name, i ) => {
		if ( REALTIME_METRICS[ name ] === undefined ) {
			throw invalidArgument(
				`Field ${ name } is not a valid metric (metrics[${ i }].name). For a list of valid realtime dimensions and metrics, see ${ REALTIME_SCHEMA_URL }`
			);
		}
	} );
	if ( ! metrics.length ) {
		throw invalidArgument(
			'metrics: a realtime report needs at least one metric.'
		);
	}
	const ranges = parseMinuteRanges( body );
	const limit = integer( body.limit, 'limit', 10000 );
	if ( body.limit !== undefined && limit < 1 ) {
		throw invalidArgument( 'limit must be positive.' );
	}

	const filterFields = new Set< string >();
	const filter = body.dimensionFilter
		? compileFilter(
				body.dimensionFilter,
				'dimensionFilter',
				isDim,
				filterFields
		  )
		: null;
	// Group by every dimension shown or filtered; country and device are splits of those groups.
	const used = [ ...new Set( [ ...dims, ...filterFields ] ) ];
	const splits = ( [ 'country', 'deviceCategory' ] as const ).filter(
		( name ) => used.includes( name )
	);
	const pages = ctx.data.catalog.pages;
	const groups = new Map< string, Group >();
	ranges.forEach( ( range, rangeIndex ) => {
		for ( let ago = range.end; ago <= range.start; ago++ ) {
			const cells = realtimeMinute( ctx, ago );
			for ( let p = 0; p < pages.length; p++ ) {
				if ( ! cells[ R.users ][ p ] ) {
					continue;
				}
				const values: Record< string, string > = {};
				if ( used.includes( 'minutesAgo' ) ) {
					values.minutesAgo = String( ago ).padStart( 2, '0' );
				}
				if ( used.includes( 'unifiedScreenName' ) ) {
					values.unifiedScreenName = pages[ p ].title;
				}
				if ( used.includes( 'platform' ) ) {
					values.platform = 'web';
				}
				const key = `${ rangeIndex }\u0000${ JSON.stringify(
					values
				) }`;
				let group = groups.get( key );
				if ( ! group ) {
					group = {
						values,
						range: rangeIndex,
						sums: new Array< number >( R_COUNT ).fill( 0 ),
					};
					groups.set( key, group );
				}
				for ( let m = 0; m < R_COUNT; m++ ) {
					group.sums[ m ] += cells[ m ][ p ];
				}
			}
		}
	} );

	// Daily-data weight rows for each realtime base metric.
	const weightRow = [ GA.users, GA.views, GA.eventCount, GA.conversions ];
	let split: Group[] = [ ...groups.values() ];
	for ( const name of splits ) {
		const dim =
			name === 'country'
				? ctx.data.gaSplits.country
				: ctx.data.gaSplits.device;
		split = split.flatMap( ( group ) => {
			const parts = weightRow.map( ( w, m ) =>
				largestRemainder( group.sums[ m ], dim.weights[ w ] )
			);
			return dim.values
				.map( ( value, v ) => ( {
					values: { ...group.values, [ name ]: value },
					range: group.range,
					sums: parts.map( ( part ) => part[ v ] ),
				} ) )
				.filter( ( g ) => g.sums[ R.users ] > 0 );
		} );
	}
	if ( filter ) {
		split = split.filter( ( g ) =>
			filter( ( field ) => g.values[ field ] ?? '' )
		);
	}
	// Back to the requested dimensions.
	const merged = new Map< string, ReportRow >();
	for ( const g of split ) {
		const dimValues = dims.map( ( d ) => g.values[ d ] );
		const key = dimValues.join( '\u0000' );
		const id = `${ g.range }\u0000${ key }`;
		let row = merged.get( id );
		if ( ! row ) {
			row = {
				dims: dimValues,
				key,
				range: g.range,
				sums: new Array< number >( R_COUNT ).fill( 0 ),
				metrics: [],
			};
			merged.set( id, row );
		}
		g.sums.forEach( ( v, m ) => ( row!.sums[ m ] += v ) );
	}
	let rows = [ ...merged.values() ];
	rows.forEach( ( row ) => {
		row.metrics = metrics.map( ( m ) => row.sums[ REALTIME_METRICS[ m ] ] );
	} );
	const showRange = ranges.length > 1;
	const headerDims = showRange ? [ ...dims, 'dateRange' ] : dims;
	rows.sort( comparator( body, dims, metrics ) );
	const total = rows.length;
	rows = rows.slice( 0, limit );

	const dimensionValues = ( values: string[], range: number ) =>
		( showRange ? [ ...values, ranges[ range ].name ] : values ).map(
			( value ) => ( { value } )
		);
	const metricValues = ( values: number[] ) =>
		values.map( ( v ) => ( { value: String( v ) } ) );
	const response: JsonObject = {};
	if ( headerDims.length ) {
		response.dimensionHeaders = headerDims.map( ( name ) => ( { name } ) );
	}
	response.metricHeaders = metrics.map( ( name ) => ( {
		name,
		type: 'TYPE_INTEGER',
	} ) );
	if ( rows.length ) {
		response.rows = rows.map( ( row ) => ( {
			...( headerDims.length
				? { dimensionValues: dimensionValues( row.dims, row.range ) }
				: {} ),
			metricValues: metricValues( row.metrics ),
		} ) );
	}
	const aggregations = Array.isArray( body.metricAggregations )
		? body.metricAggregations.map( String )
		: [];
	const labels: Record< string, [ string, string ] > = {
		TOTAL: [ 'totals', 'RESERVED_TOTAL' ],
		MAXIMUM: [ 'maximums', 'RESERVED_MAX' ],
		MINIMUM: [ 'minimums', 'RESERVED_MIN' ],
	};
	const all = [ ...merged.values() ];
	for ( const aggregation of aggregations ) {
		const spec = labels[ aggregation ];
		if ( ! spec ) {
			throw invalidArgument(
				`metricAggregations has an invalid value: ${ aggregation }. Use TOTAL, MAXIMUM or MINIMUM.`
			);
		}
		if ( ! all.length ) {
			continue;
		}
		const [ key, label ] = spec;
		response[ key ] = ranges.map( ( _range, r ) => {
			const own = all.filter( ( row ) => row.range === r );
			const values = metrics.map( ( _m, i ) => {
				const column = own.map( ( row ) => row.metrics[ i ] );
				if ( key === 'totals' ) {
					return column.reduce( ( s, v ) => s + v, 0 );
				}
				if ( ! column.length ) {
					return 0;
				}
				return key === 'maximums'
					? Math.max( ...column )
					: Math.min( ...column );
			} );
			return {
				...( headerDims.length
					? {
							dimensionValues: dimensionValues(
								dims.map( () => label ),
								r
							),
					  }
					: {} ),
				metricValues: metricValues( values ),
			};
		} );
	}
	if ( total ) {
		response.rowCount = total;
	}
	if ( body.returnPropertyQuota === true ) {
		response.propertyQuota = {
			tokensPerDay: { consumed: 1, remaining: 199999 },
			tokensPerHour: { consumed: 1, remaining: 39999 },
			concurrentRequests: { consumed: 0, remaining: 10 },
			serverErrorsPerProjectPerHour: { consumed: 0, remaining: 10 },
			tokensPerProjectPerHour: { consumed: 1, remaining: 13999 },
		};
	}
	response.kind = 'analyticsData#runRealtimeReport';
	return response;
}
