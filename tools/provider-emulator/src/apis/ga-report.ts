/**
 * GA4 runReport: validates the request and aggregates the demo data into rows; the answer is shaped like Google's
 * in apis/ga-report-response.ts.
 */
import { runCube } from '../data/cube';
import { GA } from '../data/dataset';
import { GA_METRIC_COUNT } from '../data/metrics';
import { range } from '../data/dates';
import type { Dataset } from '../data/dataset';
import { invalidArgument } from '../http/errors';
import type { JsonObject } from '../http/types';
import { resolveRange } from './dates';
import { comparator, integer, names, type ReportRow } from './ga-request';
import { compileFilter, type Predicate } from './ga-filters';
import { cubeDimension, CUSTOM_EVENT, isDimension } from './ga-dimensions';
import { dedupedSums, METRICS } from './ga-metrics';
import { reportResponse } from './ga-report-response';

export interface ReportContext {
	data: Dataset;
	host: string;
	today: number;
	timeZone: string;
	currencyCode: string;
	/** large-site: "(other)" rows, thresholding and sampling metadata. */
	large?: boolean;
	/** The day the property was created (its createTime's day): GA4 has no data before it. */
	firstDay?: number;
	/** The property's event-scoped custom dimensions: parameter name → first day with data. */
	custom?: ReadonlyMap< string, number >;
	/** The site's path below its host (`/kitchen` for a network's `/kitchen/` site; '' at the root). */
	pathPrefix?: string;
}

const USER_METRICS = new Set( [
	'totalUsers',
	'activeUsers',
	'newUsers',
	'sessionsPerUser',
] );

export function runReport( body: JsonObject, ctx: ReportContext ): JsonObject {
	const dims = names( body.dimensions, 'dimensions' );
	const metrics = names( body.metrics, 'metrics' );
	// A custom dimension is a field only once the property has it (Google: unknown field otherwise).
	const known = ( name: string ) =>
		isDimension( name ) ||
		( name.startsWith( CUSTOM_EVENT ) &&
			!! ctx.custom?.has( name.slice( CUSTOM_EVENT.length ) ) );
	dims.forEach( ( name, i ) => {
		if ( ! known( name ) ) {
			throw invalidArgument(
				`Field ${ name } is not a valid dimension (dimensions[${ i }].name). For a list of valid dimensions and metrics, see https://developers.google.com/analytics/devguides/reporting/data/v1/api-schema`
			);
		}
	} );
	metrics.forEach( ( name, i ) => {
		if ( ! METRICS[ name ] ) {
			throw invalidArgument(
				`Field ${ name } is not a valid metric (metrics[${ i }].name). For a list of valid dimensions and metrics, see https://developers.google.com/analytics/devguides/reporting/data/v1/api-schema`
			);
		}
	} );
	if ( ! dims.length && ! metrics.length ) {
		throw invalidArgument(
			'metrics: the request needs at least one metric or dimension.'
		);
	}
	const rangesInput = Array.isArray( body.dateRanges ) ? body.dateRanges : [];
	if ( ! rangesInput.length ) {
		throw invalidArgument(
			'dateRanges is required: the request needs at least one date range.'
		);
	}
	if ( rangesInput.length > 4 ) {
		throw invalidArgument(
			'dateRanges: a request can have at most 4 date ranges.'
		);
	}
	const ranges = rangesInput.map( ( raw, i ) => {
		const r = (
			typeof raw === 'object' && raw !== null && ! Array.isArray( raw )
				? raw
				: {}
		) as JsonObject;
		const [ from, to ] = resolveRange(
			r.startDate,
			r.endDate,
			`dateRanges[${ i }].`,
			ctx.today,
			true
		);
		return {
			from,
			to,
			name:
				typeof r.name === 'string' && r.name
					? r.name
					: `date_range_${ i }`,
		};
	} );

	const dimFields = new Set< string >();
	const dimensionFilter: Predicate | null = body.dimensionFilter
		? compileFilter(
				body.dimensionFilter,
				'dimensionFilter',
				known,
				dimFields
		  )
		: null;
	const metricFields = new Set< string >();
	const metricFilter: Predicate | null = body.metricFilter
		? compileFilter(
				body.metricFilter,
				'metricFilter',
				( n ) => !! METRICS[ n ],
				metricFields
		  )
		: null;
	// Tracking what each row covers costs time: only for reports that show or filter on users.
	const needsUsers = [ ...metrics, ...metricFields ].some( ( m ) =>
		USER_METRICS.has( m )
	);
	const compare = comparator( body, dims, metrics );
	const limit = integer( body.limit, 'limit', 10000 ) || 10000;
	const offset = integer( body.offset, 'offset', 0 );
	if ( limit > 250000 ) {
		throw invalidArgument(
			`limit must be at most 250000; got ${ limit }.`
		);
	}

	const extra = [ ...dimFields ].filter( ( n ) => ! dims.includes( n ) );
	const options = {
		large: ctx.large,
		withCity: [ ...dims, ...extra ].includes( 'city' ),
		custom: ctx.custom,
		pathPrefix: ctx.pathPrefix,
	};
	const cubeDims = dims.map( ( n ) =>
		cubeDimension( n, ctx.data, ctx.host, options )
	);
	const extraDims = extra.map( ( n ) =>
		cubeDimension( n, ctx.data, ctx.host, options )
	);
	const position = new Map(
		[ ...dims, ...extra ].map( ( n, i ) => [ n, i ] )
	);
	const splitLists = Object.values( ctx.data.gaSplits ).map(
		( split ) => split.values
	);
	const rows: ReportRow[] = [];
	ranges.forEach( ( r, rangeIndex ) => {
		const cube = runCube( ctx.data.gaSource, {
			// Nothing before the property's creation: those days are no rows, not zeros.
			days: range( Math.max( r.from, ctx.firstDay ?? r.from ), r.to ),
			dimensions: cubeDims,
			filterDimensions: extraDims,
			filter: dimensionFilter
				? ( values ) =>
						dimensionFilter(
							( field ) =>
								values[ position.get( field ) as number ]
						)
				: undefined,
			metricCount: GA_METRIC_COUNT,
			presenceMetric: needsUsers ? GA.users : undefined,
		} );
		for ( const row of cube ) {
			const sums = dedupedSums( row.values, row.spread, splitLists );
			const computed = metrics.map( ( m ) => METRICS[ m ].value( sums ) );
			if (
				metricFilter &&
				! metricFilter( ( field ) => METRICS[ field ].value( sums ) )
			) {
				continue;
			}
			rows.push( {
				dims: row.keys,
				key: row.keys.join( '\u0001' ),
				range: rangeIndex,
				sums: row.values,
				spread: row.spread,
				metrics: computed,
			} );
		}
	} );
	rows.sort( compare );

	return reportResponse(
		body,
		{ dims, metrics, ranges, offset, limit, splitLists },
		rows,
		ctx
	);
}
