/** Date inputs of the APIs: YYYY-MM-DD plus GA4's `today`, `yesterday` and `NdaysAgo`. */
import { parseIsoDay } from '../data/dates';
import { invalidArgument } from '../http/errors';

export function resolveGaDate( text: unknown, today: number ): number | null {
	if ( typeof text !== 'string' ) {
		return null;
	}
	if ( text === 'today' ) {
		return today;
	}
	if ( text === 'yesterday' ) {
		return today - 1;
	}
	const ago = /^(\d+)daysAgo$/.exec( text );
	if ( ago ) {
		return today - Number( ago[ 1 ] );
	}
	return parseIsoDay( text );
}

/**
 * Resolves a start/end pair or throws INVALID_ARGUMENT naming the field.
 * @param start
 * @param end
 * @param field
 * @param today
 * @param relative
 */
export function resolveRange(
	start: unknown,
	end: unknown,
	field: string,
	today: number,
	relative: boolean
): [ number, number ] {
	const resolve = ( value: unknown ) => {
		if ( relative ) {
			return resolveGaDate( value, today );
		}
		return typeof value === 'string' ? parseIsoDay( value ) : null;
	};
	for ( const [ name, value ] of [
		[ 'startDate', start ],
		[ 'endDate', end ],
	] as const ) {
		if ( value === undefined || value === null || value === '' ) {
			throw invalidArgument(
				`Missing required field ${ field }${ name }.`
			);
		}
		if ( resolve( value ) === null ) {
			throw invalidArgument(
				`Invalid ${ field }${ name }: '${ String(
					value
				) }'. Expected YYYY-MM-DD${
					relative ? ", 'today', 'yesterday' or 'NdaysAgo'" : ''
				}.`
			);
		}
	}
	const from = resolve( start ) as number;
	const to = resolve( end ) as number;
	if ( to < from ) {
		throw invalidArgument(
			`Invalid ${
				field ? field.replace( /\.$/, '' ) : 'date range'
			}: endDate (${ String( end ) }) is before startDate (${ String(
				start
			) }).`
		);
	}
	return [ from, to ];
}
