/**
 * The answer of GA4's runRealtimeReport from its rows: headers, the rows sorted and cut to the limit (a
 * `dateRange` column when there are two minute ranges), the TOTAL / MAXIMUM / MINIMUM aggregations Google computes
 * over every row, the row count and the property quota when asked for.
 */
import { invalidArgument } from '../http/errors';
import type { JsonObject } from '../http/types';
import { comparator, type ReportRow } from './ga-request';

/** What the request asked for, checked. */
export interface RealtimeQuery {
	dims: string[];
	metrics: string[];
	ranges: ReadonlyArray< { name: string } >;
	limit: number;
}

/**
 * The response body.
 * @param body  The request body.
 * @param query What it asked for.
 * @param all   Every row, metric values set, in the order they were first met.
 */
export function realtimeResponse(
	body: JsonObject,
	query: RealtimeQuery,
	all: ReportRow[]
): JsonObject {
	const { dims, metrics, ranges, limit } = query;
	let rows = [ ...all ];
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
