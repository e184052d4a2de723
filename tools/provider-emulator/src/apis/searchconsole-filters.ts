/** Search Console dimensionFilterGroups: groups and filters are ANDed, as Google does. */
import { invalidArgument } from '../http/errors';
import type { JsonObject, JsonValue } from '../http/types';
import { scEnum } from './searchconsole-enums';

const FIELDS = [ 'query', 'page', 'country', 'device' ];
const OPERATORS = [
	'equals',
	'notEquals',
	'contains',
	'notContains',
	'includingRegex',
	'excludingRegex',
];

export interface ScFilters {
	fields: Set< string >;
	test: ( lookup: ( field: string ) => string ) => boolean;
}

function matcher(
	operator: string,
	expression: string,
	field: string,
	where: string
): ( value: string ) => boolean {
	// equals / notEquals are case-sensitive (except country and device codes); contains is not.
	const fold = field === 'country' || field === 'device';
	const eq = fold ? expression.toLowerCase() : expression;
	switch ( operator ) {
		case 'equals':
			return ( v ) => ( fold ? v.toLowerCase() : v ) === eq;
		case 'notEquals':
			return ( v ) => ( fold ? v.toLowerCase() : v ) !== eq;
		case 'contains':
			return ( v ) =>
				v.toLowerCase().includes( expression.toLowerCase() );
		case 'notContains':
			return ( v ) =>
				! v.toLowerCase().includes( expression.toLowerCase() );
		case 'includingRegex':
		case 'excludingRegex': {
			let re: RegExp;
			try {
				re = new RegExp( expression );
			} catch {
				throw invalidArgument(
					`${ where }.expression is not a valid regular expression: ${ expression }`
				);
			}
			return operator === 'includingRegex'
				? ( v ) => re.test( v )
				: ( v ) => ! re.test( v );
		}
		default:
			throw invalidArgument(
				`${ where }.operator: '${ operator }' is not supported (use equals, notEquals, contains, notContains, includingRegex, excludingRegex).`
			);
	}
}

export function compileScFilters( groups: JsonValue | undefined ): ScFilters {
	const fields = new Set< string >();
	const tests: Array< ( lookup: ( field: string ) => string ) => boolean > =
		[];
	( Array.isArray( groups ) ? groups : [] ).forEach( ( rawGroup, g ) => {
		const group = ( rawGroup ?? {} ) as JsonObject;
		if ( group.groupType && ! scEnum( group.groupType, [ 'and' ] ) ) {
			throw invalidArgument(
				`dimensionFilterGroups[${ g }].groupType: only 'and' is supported.`
			);
		}
		( Array.isArray( group.filters ) ? group.filters : [] ).forEach(
			( rawFilter, f ) => {
				const filter = ( rawFilter ?? {} ) as JsonObject;
				const where = `dimensionFilterGroups[${ g }].filters[${ f }]`;
				const dimension = scEnum( filter.dimension, FIELDS );
				if ( ! dimension ) {
					throw invalidArgument(
						`${ where }.dimension: '${ String(
							filter.dimension ?? ''
						) }' cannot be filtered (use ${ FIELDS.join( ', ' ) }).`
					);
				}
				if ( typeof filter.expression !== 'string' ) {
					throw invalidArgument(
						`${ where }.expression is required.`
					);
				}
				const operator = filter.operator ?? 'equals';
				const match = matcher(
					scEnum( operator, OPERATORS ) ?? String( operator ),
					filter.expression,
					dimension,
					where
				);
				fields.add( dimension );
				tests.push( ( lookup ) => match( lookup( dimension ) ) );
			}
		);
	} );
	return { fields, test: ( lookup ) => tests.every( ( t ) => t( lookup ) ) };
}
