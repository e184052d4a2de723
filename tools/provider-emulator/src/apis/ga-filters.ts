/**
 * GA4 FilterExpression: andGroup / orGroup / notExpression / filter with stringFilter, inListFilter,
 * numericFilter, betweenFilter and emptyFilter. Compiled once into a predicate.
 */
import { invalidArgument } from '../http/errors';
import type { JsonObject, JsonValue } from '../http/types';

export type Lookup = ( field: string ) => string | number;
export type Predicate = ( lookup: Lookup ) => boolean;

function obj( value: JsonValue | undefined, where: string ): JsonObject {
	if (
		typeof value !== 'object' ||
		value === null ||
		Array.isArray( value )
	) {
		throw invalidArgument( `${ where } must be an object.` );
	}
	return value;
}

function numberOf( value: JsonValue | undefined, where: string ): number {
	const v = obj( value, where );
	const n = Number( v.int64Value ?? v.doubleValue );
	if ( ! Number.isFinite( n ) ) {
		throw invalidArgument( `${ where } needs int64Value or doubleValue.` );
	}
	return n;
}

function stringMatcher(
	filter: JsonObject,
	where: string
): ( value: string ) => boolean {
	const value = typeof filter.value === 'string' ? filter.value : '';
	const caseSensitive = filter.caseSensitive === true;
	const norm = ( s: string ) => ( caseSensitive ? s : s.toLowerCase() );
	const needle = norm( value );
	const type = filter.matchType ?? 'EXACT';
	switch ( type ) {
		case 'EXACT':
			return ( s ) => norm( s ) === needle;
		case 'BEGINS_WITH':
			return ( s ) => norm( s ).startsWith( needle );
		case 'ENDS_WITH':
			return ( s ) => norm( s ).endsWith( needle );
		case 'CONTAINS':
			return ( s ) => norm( s ).includes( needle );
		case 'FULL_REGEXP':
		case 'PARTIAL_REGEXP': {
			let re: RegExp;
			try {
				re = new RegExp(
					type === 'FULL_REGEXP' ? `^(?:${ value })$` : value,
					caseSensitive ? '' : 'i'
				);
			} catch {
				throw invalidArgument(
					`${ where }.value is not a valid regular expression: ${ value }`
				);
			}
			return ( s ) => re.test( s );
		}
		default:
			throw invalidArgument(
				`${ where }.matchType has an invalid value: ${ String( type ) }`
			);
	}
}

function numericMatcher(
	filter: JsonObject,
	where: string
): ( value: number ) => boolean {
	const target = numberOf( filter.value, `${ where }.value` );
	switch ( filter.operation ) {
		case 'EQUAL':
			return ( n ) => n === target;
		case 'LESS_THAN':
			return ( n ) => n < target;
		case 'LESS_THAN_OR_EQUAL':
			return ( n ) => n <= target;
		case 'GREATER_THAN':
			return ( n ) => n > target;
		case 'GREATER_THAN_OR_EQUAL':
			return ( n ) => n >= target;
		default:
			throw invalidArgument(
				`${ where }.operation has an invalid value: ${ String(
					filter.operation
				) }`
			);
	}
}

function leaf(
	filter: JsonObject,
	where: string,
	validField: ( name: string ) => boolean,
	fields: Set< string >
): Predicate {
	const field = filter.fieldName;
	if ( typeof field !== 'string' || ! field ) {
		throw invalidArgument( `${ where }.fieldName is required.` );
	}
	if ( ! validField( field ) ) {
		throw invalidArgument(
			`${ where }.fieldName: ${ field } is not a valid field for this filter.`
		);
	}
	fields.add( field );
	if ( filter.stringFilter ) {
		const match = stringMatcher(
			obj( filter.stringFilter, `${ where }.stringFilter` ),
			`${ where }.stringFilter`
		);
		return ( lookup ) => match( String( lookup( field ) ) );
	}
	if ( filter.inListFilter ) {
		const list = obj( filter.inListFilter, `${ where }.inListFilter` );
		const caseSensitive = list.caseSensitive === true;
		const values = new Set(
			( Array.isArray( list.values ) ? list.values : [] ).map( ( v ) =>
				caseSensitive ? String( v ) : String( v ).toLowerCase()
			)
		);
		return ( lookup ) =>
			values.has(
				caseSensitive
					? String( lookup( field ) )
					: String( lookup( field ) ).toLowerCase()
			);
	}
	if ( filter.numericFilter ) {
		const match = numericMatcher(
			obj( filter.numericFilter, `${ where }.numericFilter` ),
			`${ where }.numericFilter`
		);
		return ( lookup ) => match( Number( lookup( field ) ) );
	}
	if ( filter.betweenFilter ) {
		const between = obj( filter.betweenFilter, `${ where }.betweenFilter` );
		const from = numberOf(
			between.fromValue,
			`${ where }.betweenFilter.fromValue`
		);
		const to = numberOf(
			between.toValue,
			`${ where }.betweenFilter.toValue`
		);
		return ( lookup ) =>
			Number( lookup( field ) ) >= from &&
			Number( lookup( field ) ) <= to;
	}
	if ( filter.emptyFilter ) {
		return ( lookup ) => lookup( field ) === '';
	}
	throw invalidArgument(
		`${ where } needs one of stringFilter, inListFilter, numericFilter, betweenFilter, emptyFilter.`
	);
}

/**
 * Compiles a FilterExpression; `fields` collects the field names it reads.
 * @param value
 * @param where
 * @param validField
 * @param fields
 */
export function compileFilter(
	value: JsonValue | undefined,
	where: string,
	validField: ( name: string ) => boolean,
	fields: Set< string >
): Predicate {
	const expr = obj( value, where );
	const group = ( key: 'andGroup' | 'orGroup' ) => {
		const g = obj( expr[ key ], `${ where }.${ key }` );
		const list = Array.isArray( g.expressions ) ? g.expressions : [];
		return list.map( ( e, i ) =>
			compileFilter(
				e,
				`${ where }.${ key }.expressions[${ i }]`,
				validField,
				fields
			)
		);
	};
	if ( expr.andGroup ) {
		const parts = group( 'andGroup' );
		return ( lookup ) => parts.every( ( p ) => p( lookup ) );
	}
	if ( expr.orGroup ) {
		const parts = group( 'orGroup' );
		return ( lookup ) => parts.some( ( p ) => p( lookup ) );
	}
	if ( expr.notExpression ) {
		const inner = compileFilter(
			expr.notExpression,
			`${ where }.notExpression`,
			validField,
			fields
		);
		return ( lookup ) => ! inner( lookup );
	}
	if ( expr.filter ) {
		return leaf(
			obj( expr.filter, `${ where }.filter` ),
			`${ where }.filter`,
			validField,
			fields
		);
	}
	throw invalidArgument(
		`${ where } needs one of andGroup, orGroup, notExpression, filter.`
	);
}
