/** AdSense report parameters: date ranges (CUSTOM and the relative ones) and `filters`. */
import { dayFromParts, partsOf } from '../data/dates';
import { invalidArgument } from '../http/errors';
import type { EmuRequest } from '../http/types';

export const DIMENSIONS = [
	'DATE',
	'MONTH',
	'DOMAIN_NAME',
	'PAGE_URL',
	'URL_CHANNEL_NAME',
	'URL_CHANNEL_ID',
];

function dateParam( req: EmuRequest, name: 'startDate' | 'endDate' ): number {
	const part = ( p: string ) => Number( req.query.get( `${ name }.${ p }` ) );
	const day = dayFromParts( part( 'year' ), part( 'month' ), part( 'day' ) );
	if ( day === null ) {
		throw invalidArgument(
			`Invalid ${ name }: ${ name }.year, ${ name }.month and ${ name }.day must form a valid date.`
		);
	}
	return day;
}

export function dateRange(
	req: EmuRequest,
	today: number
): [ number, number ] {
	const kind =
		req.query.get( 'dateRange' ) ??
		( req.query.has( 'startDate.year' )
			? 'CUSTOM'
			: 'REPORTING_DATE_RANGE_UNSPECIFIED' );
	const { year, month } = partsOf( today );
	switch ( kind ) {
		case 'TODAY':
			return [ today, today ];
		case 'YESTERDAY':
			return [ today - 1, today - 1 ];
		case 'MONTH_TO_DATE':
			return [ dayFromParts( year, month, 1 ) as number, today ];
		case 'YEAR_TO_DATE':
			return [ dayFromParts( year, 1, 1 ) as number, today ];
		case 'LAST_7_DAYS':
			return [ today - 7, today - 1 ];
		case 'LAST_30_DAYS':
			return [ today - 30, today - 1 ];
		case 'CUSTOM': {
			const start = dateParam( req, 'startDate' );
			const end = dateParam( req, 'endDate' );
			if ( end < start ) {
				throw invalidArgument(
					'Invalid date range: endDate must be on or after startDate.'
				);
			}
			return [ start, end ];
		}
		default:
			throw invalidArgument(
				`Invalid value at 'date_range' (type.googleapis.com/google.ads.adsense.v2.DateRange), "${ kind }". Use CUSTOM with startDate/endDate, TODAY, YESTERDAY, MONTH_TO_DATE, YEAR_TO_DATE, LAST_7_DAYS or LAST_30_DAYS.`
			);
	}
}

export function compileFilters( req: EmuRequest ): {
	fields: Set< string >;
	test: ( get: ( f: string ) => string ) => boolean;
} {
	const fields = new Set< string >();
	const groups = req.query.getAll( 'filters' ).map( ( text, i ) =>
		text.split( ',' ).map( ( clause ) => {
			const match = /^([A-Z_]+)(==|!=|=@|!@)(.*)$/.exec( clause );
			if ( ! match || ! DIMENSIONS.includes( match[ 1 ] ) ) {
				throw invalidArgument(
					`Invalid filters[${ i }]: '${ clause }'. Use DIMENSION==value, !=, =@ (contains) or !@.`
				);
			}
			const [ , field, op, value ] = match;
			fields.add( field );
			return ( get: ( f: string ) => string ) => {
				const actual = get( field );
				switch ( op ) {
					case '==':
						return actual === value;
					case '!=':
						return actual !== value;
					case '=@':
						return actual.includes( value );
					default:
						return ! actual.includes( value );
				}
			};
		} )
	);
	return {
		fields,
		test: ( get ) =>
			groups.every( ( clauses ) => clauses.some( ( c ) => c( get ) ) ),
	};
}
