/**
 * GA4 runRealtimeReport: the request (dimensions, metrics, up to two minute ranges, a dimension filter, limit)
 * checked as Google does, the minutes of apis/ga-realtime.ts grouped by the dimensions shown or filtered, country and
 * device split from those groups by largest remainder with the daily data's weights (so every row set sums exactly to
 * its group); the answer's shape is apis/ga-realtime-response.ts.
 */
import { largestRemainder } from '../data/cube';
import { GA } from '../data/dataset';
import { invalidArgument } from '../http/errors';
import type { JsonObject } from '../http/types';
import { compileFilter } from './ga-filters';
import {
	R,
	R_COUNT,
	REALTIME_METRICS,
	type RealtimeContext,
	realtimeMinute,
} from './ga-realtime';
import { integer, names, type ReportRow } from './ga-request';
import { realtimeResponse } from './ga-realtime-response';

/** Standard properties: minutes 0–29 (Analytics 360 would allow 59). */
export const REALTIME_MAX_MINUTES_AGO = 29;

export const REALTIME_SCHEMA_URL =
	'https://developers.google.com/analytics/devguides/reporting/data/v1/realtime-api-schema';

/** Dimensions the emulator serves (a subset of Google's realtime schema; there is no traffic-source dimension). */
export const REALTIME_DIMENSIONS = [
	'minutesAgo',
	'unifiedScreenName',
	'country',
	'deviceCategory',
	'platform',
] as const;

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
	const rows = [ ...merged.values() ];
	rows.forEach( ( row ) => {
		row.metrics = metrics.map( ( m ) => row.sums[ REALTIME_METRICS[ m ] ] );
	} );
	return realtimeResponse( body, { dims, metrics, ranges, limit }, rows );
}
