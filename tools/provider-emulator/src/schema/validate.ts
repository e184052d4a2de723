/**
 * Checks a JSON value against a Discovery schema, the way Google's JSON mapping of protocol buffers writes and reads
 * it (https://protobuf.dev/programming-guides/json/):
 *
 * - a field the schema does not define is a problem (Google never writes one; it answers 400 "Unknown name" to one);
 * - `int64`/`uint64` are strings of digits, `int32`/`uint32` whole numbers in range, `double`/`float` numbers;
 * - `google-datetime`/`date-time` are RFC 3339 timestamps, `google-duration` "1.5s", `byte` base64;
 * - enums are one of the listed names; `additionalProperties` is a map whose keys are free and values checked;
 * - `any` is anything (Google's own schema says nothing more).
 *
 * Mode `response` is what Google writes (strict); mode `request` also accepts what Google's parser reads besides:
 * numbers for 64-bit integers and numeric strings for 32-bit ones and doubles.
 */
import type { DiscoveryDoc, Schema } from './discovery';

export interface Problem {
	/** Where: `$.rows[0].metricValues[1].value`. */
	path: string;
	message: string;
}

export type Mode = 'request' | 'response';

const RFC3339 =
	/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
const INT = /^-?\d+$/;
const UINT = /^\d+$/;
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const DURATION = /^-?\d+(\.\d{1,9})?s$/;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function describe( value: unknown ): string {
	if ( value === null ) {
		return 'null';
	}
	if ( Array.isArray( value ) ) {
		return 'an array';
	}
	if ( typeof value === 'string' ) {
		return `the string ${ JSON.stringify( value.slice( 0, 60 ) ) }`;
	}
	return typeof value === 'object'
		? 'an object'
		: `${ typeof value } ${ String( value ) }`;
}

function isPlainObject( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function checkString( schema: Schema, value: string ): string | null {
	switch ( schema.format ) {
		case 'int64':
			return INT.test( value ) ? null : 'is not a 64-bit integer string';
		case 'uint64':
			return UINT.test( value )
				? null
				: 'is not an unsigned 64-bit integer string';
		case 'google-datetime':
		case 'date-time':
			return RFC3339.test( value ) &&
				! Number.isNaN( Date.parse( value ) )
				? null
				: 'is not an RFC 3339 timestamp';
		case 'date':
			return DATE.test( value ) ? null : 'is not a YYYY-MM-DD date';
		case 'google-duration':
			return DURATION.test( value ) ? null : 'is not a duration ("1.5s")';
		case 'byte':
			return BASE64.test( value ) ? null : 'is not base64';
	}
	if ( schema.enum && ! schema.enum.includes( value ) ) {
		return `is not one of the enum values ${ schema.enum.join( ', ' ) }`;
	}
	return null;
}

function checkNumber( schema: Schema, value: number ): string | null {
	if ( ! Number.isFinite( value ) ) {
		return 'is not a finite number';
	}
	if (
		schema.type === 'integer' ||
		schema.format === 'int64' ||
		schema.format === 'uint64'
	) {
		if ( ! Number.isInteger( value ) ) {
			return 'is not a whole number';
		}
		const unsigned = schema.format?.startsWith( 'u' );
		if ( unsigned && value < 0 ) {
			return 'is negative';
		}
		if (
			schema.format === 'int32' &&
			( value < -( 2 ** 31 ) || value >= 2 ** 31 )
		) {
			return 'is outside int32';
		}
		if ( schema.format === 'uint32' && value >= 2 ** 32 ) {
			return 'is outside uint32';
		}
	}
	return null;
}

/**
 * The problem with a scalar, or null.
 * @param schema
 * @param value
 * @param mode
 */
function scalar( schema: Schema, value: unknown, mode: Mode ): string | null {
	const loose = mode === 'request';
	const sixtyFour = schema.format === 'int64' || schema.format === 'uint64';
	switch ( schema.type ) {
		case 'string':
			if ( typeof value === 'string' ) {
				return checkString( schema, value );
			}
			if ( loose && sixtyFour && typeof value === 'number' ) {
				return checkNumber( schema, value );
			}
			return sixtyFour
				? `should be a string of digits (Google writes 64-bit integers as strings), not ${ describe(
						value
				  ) }`
				: `should be a string, not ${ describe( value ) }`;
		case 'integer':
		case 'number':
			if ( typeof value === 'number' ) {
				return checkNumber( schema, value );
			}
			if (
				loose &&
				typeof value === 'string' &&
				( schema.type === 'integer' ? INT : DECIMAL ).test( value )
			) {
				return checkNumber( schema, Number( value ) );
			}
			return `should be a ${
				schema.type === 'integer' ? 'whole number' : 'number'
			}${ schema.format ? ` (${ schema.format })` : '' }, not ${ describe(
				value
			) }`;
		case 'boolean':
			return typeof value === 'boolean'
				? null
				: `should be true or false, not ${ describe( value ) }`;
		default:
			return `has a type the validator does not know: ${ String(
				schema.type
			) }`;
	}
}

/**
 * Checks `value` against `schema` (resolving `$ref` in `doc`), adding problems to `out`.
 * @param doc
 * @param schema
 * @param value
 * @param where
 * @param mode
 * @param out
 */
export function validateValue(
	doc: DiscoveryDoc,
	schema: Schema,
	value: unknown,
	where: string,
	mode: Mode,
	out: Problem[]
): Problem[] {
	let resolved = schema;
	let name = schema.id ?? '';
	if ( schema.$ref ) {
		const target = doc.schemas[ schema.$ref ];
		if ( ! target ) {
			out.push( {
				path: where,
				message: `refers to ${ schema.$ref }, which ${ doc.name } ${ doc.version } does not define`,
			} );
			return out;
		}
		resolved = target;
		name = schema.$ref;
	}
	if ( resolved.type === 'any' ) {
		return out;
	}
	if ( value === null ) {
		out.push( {
			path: where,
			message: 'is null (Google leaves out a field without a value)',
		} );
		return out;
	}
	if ( resolved.type === 'array' ) {
		if ( ! Array.isArray( value ) ) {
			out.push( {
				path: where,
				message: `should be an array, not ${ describe( value ) }`,
			} );
			return out;
		}
		value.forEach( ( item, i ) =>
			validateValue(
				doc,
				resolved.items ?? { type: 'any' },
				item,
				`${ where }[${ i }]`,
				mode,
				out
			)
		);
		return out;
	}
	if ( resolved.type === 'object' ) {
		if ( ! isPlainObject( value ) ) {
			out.push( {
				path: where,
				message: `should be an object${
					name ? ` (${ name })` : ''
				}, not ${ describe( value ) }`,
			} );
			return out;
		}
		for ( const [ key, item ] of Object.entries( value ) ) {
			const field =
				resolved.properties?.[ key ] ?? resolved.additionalProperties;
			const at = /^[A-Za-z_$][\w$]*$/.test( key )
				? `${ where }.${ key }`
				: `${ where }[${ JSON.stringify( key ) }]`;
			if ( ! field ) {
				out.push( {
					path: at,
					message: `is not a field of ${ name || 'this object' } in ${
						doc.name
					} ${ doc.version }`,
				} );
				continue;
			}
			validateValue( doc, field, item, at, mode, out );
		}
		return out;
	}
	const problem = scalar( resolved, value, mode );
	if ( problem ) {
		out.push( { path: where, message: problem } );
	}
	return out;
}
