/**
 * Checks a request's URL against its Discovery method: every query parameter is one the method or the API's global
 * parameters define (type, enum, `repeated`), required ones are there, and path parameters match their `pattern`.
 */
import { pathParameters, type MethodEntry, type Schema } from './discovery';
import type { Problem } from './validate';

const INT = /^-?\d+$/;

function valueProblem( schema: Schema, value: string ): string | null {
	if ( schema.enum && ! schema.enum.includes( value ) ) {
		return `${ JSON.stringify( value ) } is not one of ${ schema.enum.join(
			', '
		) }`;
	}
	switch ( schema.type ) {
		case 'integer':
			return INT.test( value )
				? null
				: `${ JSON.stringify( value ) } is not a whole number`;
		case 'number':
			return value.trim() !== '' && Number.isFinite( Number( value ) )
				? null
				: `${ JSON.stringify( value ) } is not a number`;
		case 'boolean':
			return value === 'true' || value === 'false'
				? null
				: `${ JSON.stringify( value ) } is not true or false`;
		case 'string':
			if ( schema.format === 'int64' && ! INT.test( value ) ) {
				return `${ JSON.stringify( value ) } is not a 64-bit integer`;
			}
			return null;
		default:
			return null;
	}
}

/**
 * Problems with a request's query string and path parameters.
 * @param entry
 * @param requestPath
 * @param query
 */
export function validateParameters(
	entry: MethodEntry,
	requestPath: string,
	query: URLSearchParams
): Problem[] {
	const out: Problem[] = [];
	const own = entry.method.parameters ?? {};
	const global = entry.doc.parameters ?? {};
	for ( const name of new Set( query.keys() ) ) {
		const schema =
			own[ name ]?.location === 'query' ? own[ name ] : global[ name ];
		const where = `query.${ name }`;
		if ( ! schema ) {
			out.push( {
				path: where,
				message: `is not a parameter of ${ entry.method.id } (nor a global parameter of ${ entry.doc.name } ${ entry.doc.version })`,
			} );
			continue;
		}
		const values = query.getAll( name );
		if ( values.length > 1 && ! schema.repeated ) {
			out.push( {
				path: where,
				message: `is sent ${ values.length } times but is not repeated`,
			} );
		}
		for ( const value of values ) {
			const problem = valueProblem( schema, value );
			if ( problem ) {
				out.push( { path: where, message: problem } );
			}
		}
	}
	for ( const [ name, schema ] of Object.entries( own ) ) {
		if (
			schema.location === 'query' &&
			schema.required &&
			! query.has( name )
		) {
			out.push( {
				path: `query.${ name }`,
				message: `is required by ${ entry.method.id }`,
			} );
		}
	}
	const values = pathParameters( entry, requestPath );
	for ( const [ name, schema ] of Object.entries( own ) ) {
		if ( schema.location !== 'path' ) {
			continue;
		}
		const value = values[ name ];
		if ( value === undefined || value === '' ) {
			out.push( { path: `path.${ name }`, message: 'is missing' } );
		} else if (
			schema.pattern &&
			! new RegExp( schema.pattern ).test( value )
		) {
			out.push( {
				path: `path.${ name }`,
				message: `${ JSON.stringify( value ) } does not match ${
					schema.pattern
				}`,
			} );
		}
	}
	return out;
}
