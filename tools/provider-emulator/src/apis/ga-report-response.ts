/**
 * The answer of GA4's runReport from its sorted rows: headers, the page of rows (offset, limit; a `dateRange`
 * column with several date ranges), the TOTAL / MAXIMUM / MINIMUM aggregations (totals with users de-duplicated),
 * the row count, and the metadata of a large property (the "(other)" row, sampling, thresholding).
 */
import { emptySpread, mergeSpread } from '../data/cube-types';
import type { Dataset } from '../data/dataset';
import { GA_METRIC_COUNT } from '../data/metrics';
import { invalidArgument } from '../http/errors';
import type { JsonObject } from '../http/types';
import { HIGH_CARDINALITY, OTHER } from './ga-dimensions';
import { dedupedSums, METRICS } from './ga-metrics';
import { formatValue, type ReportRow } from './ga-request';

const AGGREGATIONS: Record<
	string,
	[ 'totals' | 'maximums' | 'minimums', string ]
> = {
	TOTAL: [ 'totals', 'RESERVED_TOTAL' ],
	MAXIMUM: [ 'maximums', 'RESERVED_MAX' ],
	MINIMUM: [ 'minimums', 'RESERVED_MIN' ],
};

/** What the answer needs of the property (a ReportContext of apis/ga-report.ts). */
export interface ResponseContext {
	data: Dataset;
	timeZone: string;
	currencyCode: string;
	/** large-site: "(other)" rows, thresholding and sampling metadata. */
	large?: boolean;
}

/** What the request asked for, checked. */
export interface ReportQuery {
	dims: string[];
	metrics: string[];
	ranges: ReadonlyArray< { from: number; to: number; name: string } >;
	offset: number;
	limit: number;
	/** The values of each GA4 split dimension (for de-duplicating users). */
	splitLists: ReadonlyArray< readonly string[] >;
}

/**
 * The response body.
 * @param body  The request body.
 * @param query What it asked for.
 * @param rows  Every row, sorted.
 * @param ctx   The property's report context.
 */
export function reportResponse(
	body: JsonObject,
	query: ReportQuery,
	rows: ReportRow[],
	ctx: ResponseContext
): JsonObject {
	const { dims, metrics, ranges, offset, limit, splitLists } = query;
	const multi = ranges.length > 1;
	const dimValues = ( values: string[], rangeIndex: number ) =>
		( multi ? [ ...values, ranges[ rangeIndex ].name ] : values ).map(
			( value ) => ( { value } )
		);
	const metricValues = ( values: number[] ) =>
		values.map( ( v, i ) => ( {
			value: formatValue( v, METRICS[ metrics[ i ] ].type ),
		} ) );
	const response: JsonObject = {};
	if ( dims.length || multi ) {
		response.dimensionHeaders = [
			...dims,
			...( multi ? [ 'dateRange' ] : [] ),
		].map( ( name ) => ( { name } ) );
	}
	if ( metrics.length ) {
		response.metricHeaders = metrics.map( ( name ) => ( {
			name,
			type: METRICS[ name ].type,
		} ) );
	}
	if ( rows.length ) {
		response.rows = rows.slice( offset, offset + limit ).map( ( row ) => ( {
			dimensionValues: dimValues( row.dims, row.range ),
			metricValues: metricValues( row.metrics ),
		} ) );
	}
	const aggregations = Array.isArray( body.metricAggregations )
		? body.metricAggregations
		: [];
	for ( const aggregation of aggregations ) {
		const spec = AGGREGATIONS[ String( aggregation ) ];
		if ( ! spec ) {
			throw invalidArgument(
				`metricAggregations has an invalid value: ${ String(
					aggregation
				) }. Use TOTAL, MAXIMUM or MINIMUM.`
			);
		}
		const [ key, label ] = spec;
		if ( ! rows.length ) {
			// Google leaves totals, maximums and minimums out of a report without rows.
			continue;
		}
		response[ key ] = ranges.map( ( _, rangeIndex ) => {
			const own = rows.filter( ( r ) => r.range === rangeIndex );
			let values: number[];
			if ( key === 'totals' ) {
				const sums = new Array< number >( GA_METRIC_COUNT ).fill( 0 );
				const spread = emptySpread();
				own.forEach( ( r ) => {
					r.sums.forEach( ( v, i ) => ( sums[ i ] += v ) );
					if ( r.spread ) {
						mergeSpread( spread, r.spread );
					}
				} );
				const deduped = dedupedSums( sums, spread, splitLists );
				values = metrics.map( ( m ) => METRICS[ m ].value( deduped ) );
			} else {
				const pick = key === 'maximums' ? Math.max : Math.min;
				values = metrics.map( ( _m, i ) =>
					own.length
						? pick( ...own.map( ( r ) => r.metrics[ i ] ) )
						: 0
				);
			}
			return {
				dimensionValues: dimValues(
					dims.map( () => label ),
					rangeIndex
				),
				metricValues: metricValues( values ),
			};
		} );
	}
	if ( rows.length ) {
		response.rowCount = rows.length;
	}
	const metadata: JsonObject = {};
	if ( ctx.large ) {
		const otherIndexes = dims
			.map( ( name, i ) =>
				HIGH_CARDINALITY.includes( name ) ? i : -1
			)
			.filter( ( i ) => i >= 0 );
		if (
			rows.some( ( r ) =>
				otherIndexes.some( ( i ) => r.dims[ i ] === OTHER )
			)
		) {
			metadata.dataLossFromOtherRow = true;
		}
		if ( rows.length ) {
			// int64 fields are strings in JSON. Sampled: about 9 % of the events of each range were read.
			metadata.samplingMetadatas = ranges.map( ( r ) => {
				const space = Math.round(
					ctx.data.dailySessions( r.to ) * 6.2 * ( r.to - r.from + 1 )
				);
				return {
					samplesReadCount: String( Math.round( space * 0.0912 ) ),
					samplingSpaceSize: String( space ),
				};
			} );
		}
	}
	metadata.currencyCode = ctx.currencyCode;
	metadata.timeZone = ctx.timeZone;
	if ( ctx.large ) {
		metadata.subjectToThresholding = true;
	}
	response.metadata = metadata;
	if ( body.returnPropertyQuota === true ) {
		response.propertyQuota = {
			tokensPerDay: { consumed: 12, remaining: 199988 },
			tokensPerHour: { consumed: 12, remaining: 39988 },
			concurrentRequests: { consumed: 0, remaining: 10 },
			serverErrorsPerProjectPerHour: { consumed: 0, remaining: 10 },
			potentiallyThresholdedRequestsPerHour: {
				consumed: 0,
				remaining: 120,
			},
			tokensPerProjectPerHour: { consumed: 12, remaining: 13988 },
		};
	}
	response.kind = 'analyticsData#runReport';
	return response;
}
