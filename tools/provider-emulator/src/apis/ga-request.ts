/** GA4 request helpers: field lists, integers, value formatting and the row order (orderBys). */
import type { Spread } from '../data/cube-types';
import { compareValues } from '../data/order';
import { invalidArgument } from '../http/errors';
import type { JsonObject, JsonValue } from '../http/types';

export interface ReportRow {
	dims: string[];
	/** The dimension values joined, for a stable tie-break. */
	key: string;
	range: number;
	sums: number[];
	/** What the row covers (users are de-duplicated over it). */
	spread?: Spread;
	metrics: number[];
}

export function names( value: JsonValue | undefined, field: string ): string[] {
	if ( value === undefined ) {
		return [];
	}
	if ( ! Array.isArray( value ) ) {
		throw invalidArgument( `${ field } must be a list.` );
	}
	return value.map( ( item, i ) => {
		const name =
			typeof item === 'object' && item !== null && ! Array.isArray( item )
				? item.name
				: undefined;
		if ( typeof name !== 'string' || ! name ) {
			throw invalidArgument( `${ field }[${ i }].name is required.` );
		}
		return name;
	} );
}

export function integer(
	value: JsonValue | undefined,
	field: string,
	fallback: number
): number {
	if ( value === undefined || value === null ) {
		return fallback;
	}
	const n = Number( value );
	if ( ! Number.isInteger( n ) || n < 0 ) {
		throw invalidArgument(
			`${ field } must be a non-negative integer; got ${ JSON.stringify(
				value
			) }.`
		);
	}
	return n;
}

export function formatValue( value: number, type: string ): string {
	return type === 'TYPE_INTEGER'
		? String( Math.round( value ) )
		: String( value );
}

export function comparator(
	body: JsonObject,
	dims: string[],
	metrics: string[]
): ( a: ReportRow, b: ReportRow ) => number {
	const orderBys = Array.isArray( body.orderBys ) ? body.orderBys : [];
	const parts: Array< ( a: ReportRow, b: ReportRow ) => number > =
		orderBys.map( ( raw, i ) => {
			const order = (
				typeof raw === 'object' &&
				raw !== null &&
				! Array.isArray( raw )
					? raw
					: {}
			) as JsonObject;
			const sign = order.desc === true ? -1 : 1;
			const metric = order.metric as JsonObject | undefined;
			const dimension = order.dimension as JsonObject | undefined;
			if ( metric ) {
				const index = metrics.indexOf( String( metric.metricName ) );
				if ( index < 0 ) {
					throw invalidArgument(
						`orderBys[${ i }].metric.metricName: ${ String(
							metric.metricName
						) } is not a metric of this request.`
					);
				}
				return ( a, b ) =>
					sign * ( a.metrics[ index ] - b.metrics[ index ] );
			}
			if ( dimension ) {
				const name = String( dimension.dimensionName );
				const index = name === 'dateRange' ? -1 : dims.indexOf( name );
				if ( index < 0 && name !== 'dateRange' ) {
					throw invalidArgument(
						`orderBys[${ i }].dimension.dimensionName: ${ name } is not a dimension of this request.`
					);
				}
				const type = dimension.orderType ?? 'ALPHANUMERIC';
				const key = ( r: ReportRow ) =>
					index < 0 ? String( r.range ) : r.dims[ index ];
				if ( type === 'NUMERIC' ) {
					return ( a, b ) =>
						sign * ( Number( key( a ) ) - Number( key( b ) ) );
				}
				const fold =
					type === 'CASE_INSENSITIVE_ALPHANUMERIC'
						? ( s: string ) => s.toLowerCase()
						: ( s: string ) => s;
				return ( a, b ) =>
					sign * compareValues( fold( key( a ) ), fold( key( b ) ) );
			}
			throw invalidArgument(
				`orderBys[${ i }] needs metric or dimension.`
			);
		} );
	if ( ! parts.length && metrics.length ) {
		parts.push( ( a, b ) => b.metrics[ 0 ] - a.metrics[ 0 ] );
	}
	parts.push( ( a, b ) => a.range - b.range );
	parts.push( ( a, b ) => compareValues( a.key, b.key ) );
	return ( a, b ) => {
		for ( const part of parts ) {
			const result = part( a, b );
			if ( result !== 0 ) {
				return result;
			}
		}
		return 0;
	};
}
