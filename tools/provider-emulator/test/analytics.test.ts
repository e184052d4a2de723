import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../src/index';
import { call, SCOPE, signIn, start, type GoogleError } from './helpers';

interface Value {
	value: string;
}
interface GaRow {
	dimensionValues?: Value[];
	metricValues: Value[];
}
interface GaReport {
	dimensionHeaders?: Array< { name: string } >;
	metricHeaders: Array< { name: string; type: string } >;
	rows?: GaRow[];
	totals?: GaRow[];
	maximums?: GaRow[];
	minimums?: GaRow[];
	rowCount?: number;
	metadata: { currencyCode: string; timeZone: string };
	kind: string;
}

let emu: RunningEmulator;
let token: string;

before( async () => {
	emu = await start();
	token = (
		await signIn( emu.url, [
			SCOPE.analyticsReadonly,
			SCOPE.analyticsEdit,
		] )
	).access_token;
} );
after( () => emu.close() );

function report( body: unknown, property = '300000001' ) {
	return call< GaReport & GoogleError >(
		`${ emu.url }/analyticsdata.googleapis.com/v1beta/properties/${ property }:runReport`,
		{ token, json: body }
	);
}

const LAST_28 = [ { startDate: '28daysAgo', endDate: 'yesterday' } ];
const num = ( v: Value ) => Number( v.value );

describe( 'GA4 Data API runReport', () => {
	it( 'answers in Google’s shape with string values and typed metric headers', async () => {
		const response = await report( {
			dateRanges: LAST_28,
			dimensions: [ { name: 'pagePath' } ],
			metrics: [
				{ name: 'sessions' },
				{ name: 'engagementRate' },
				{ name: 'averageSessionDuration' },
			],
			metricAggregations: [ 'TOTAL', 'MAXIMUM', 'MINIMUM' ],
			limit: 5,
		} );
		assert.equal( response.status, 200 );
		const body = response.body;
		assert.equal( body.kind, 'analyticsData#runReport' );
		assert.deepEqual( body.metricHeaders, [
			{ name: 'sessions', type: 'TYPE_INTEGER' },
			{ name: 'engagementRate', type: 'TYPE_FLOAT' },
			{ name: 'averageSessionDuration', type: 'TYPE_SECONDS' },
		] );
		assert.deepEqual( body.dimensionHeaders, [ { name: 'pagePath' } ] );
		assert.equal( body.rows?.length, 5 );
		assert.ok( ( body.rowCount ?? 0 ) >= 200 );
		assert.equal(
			typeof body.rows?.[ 0 ].metricValues[ 0 ].value,
			'string'
		);
		assert.equal(
			body.totals?.[ 0 ].dimensionValues?.[ 0 ].value,
			'RESERVED_TOTAL'
		);
		assert.equal(
			body.maximums?.[ 0 ].dimensionValues?.[ 0 ].value,
			'RESERVED_MAX'
		);
		assert.equal(
			body.minimums?.[ 0 ].dimensionValues?.[ 0 ].value,
			'RESERVED_MIN'
		);
		assert.deepEqual( body.metadata, {
			currencyCode: 'USD',
			timeZone: 'Etc/UTC',
		} );
		assert.equal(
			body.maximums?.[ 0 ].metricValues[ 0 ].value,
			body.rows?.[ 0 ].metricValues[ 0 ].value
		);
	} );

	it( 'totals additive metrics to the sum of all rows, users below it, and rates to weighted averages', async () => {
		const body = (
			await report( {
				dateRanges: LAST_28,
				dimensions: [ { name: 'sessionDefaultChannelGrouping' } ],
				metrics: [
					{ name: 'sessions' },
					{ name: 'screenPageViews' },
					{ name: 'engagedSessions' },
					{ name: 'engagementRate' },
					{ name: 'bounceRate' },
					{ name: 'averageSessionDuration' },
					{ name: 'totalUsers' },
				],
				metricAggregations: [ 'TOTAL' ],
			} )
		).body;
		const rows = body.rows ?? [];
		const totals = ( body.totals ?? [] )[ 0 ].metricValues.map( num );
		const sum = ( i: number ) =>
			rows.reduce( ( s, r ) => s + num( r.metricValues[ i ] ), 0 );
		for ( const i of [ 0, 1, 2 ] ) {
			assert.equal( sum( i ), totals[ i ] );
		}
		// Users are not additive: one person comes through several channels.
		assert.ok( totals[ 6 ] < sum( 6 ) );
		const weighted = ( i: number ) =>
			rows.reduce(
				( s, r ) =>
					s + num( r.metricValues[ i ] ) * num( r.metricValues[ 0 ] ),
				0
			) / totals[ 0 ];
		assert.ok( Math.abs( weighted( 3 ) - totals[ 3 ] ) < 1e-9 );
		assert.ok( Math.abs( weighted( 4 ) - totals[ 4 ] ) < 1e-9 );
		assert.ok( Math.abs( weighted( 5 ) - totals[ 5 ] ) < 1e-6 );
		assert.ok( Math.abs( totals[ 3 ] + totals[ 4 ] - 1 ) < 1e-9 );
		assert.ok( rows.length >= 6 );
		// The same total comes out of a report by date and one without dimensions.
		const plain = (
			await report( {
				dateRanges: LAST_28,
				metrics: [ { name: 'sessions' } ],
			} )
		).body;
		assert.equal(
			num( plain.rows?.[ 0 ].metricValues[ 0 ] as Value ),
			totals[ 0 ]
		);
		const byDate = (
			await report( {
				dateRanges: LAST_28,
				dimensions: [ { name: 'date' } ],
				metrics: [ { name: 'sessions' } ],
			} )
		).body;
		assert.equal(
			byDate.rows?.reduce(
				( s, r ) => s + num( r.metricValues[ 0 ] ),
				0
			),
			totals[ 0 ]
		);
		assert.equal( byDate.rows?.length, 28 );
		assert.match(
			byDate.rows?.[ 0 ].dimensionValues?.[ 0 ].value ?? '',
			/^\d{8}$/
		);
	} );

	it( 'makes a filtered report equal the matching row of the unfiltered one', async () => {
		const metrics = [
			{ name: 'sessions' },
			{ name: 'screenPageViews' },
			{ name: 'engagementRate' },
		];
		const byPage =
			(
				await report( {
					dateRanges: LAST_28,
					dimensions: [ { name: 'pagePath' } ],
					metrics,
				} )
			).body.rows ?? [];
		const pick = byPage[ 3 ];
		const path = pick.dimensionValues?.[ 0 ].value ?? '';
		const filtered =
			(
				await report( {
					dateRanges: LAST_28,
					metrics,
					dimensionFilter: {
						filter: {
							fieldName: 'pagePath',
							stringFilter: { matchType: 'EXACT', value: path },
						},
					},
				} )
			).body.rows ?? [];
		assert.deepEqual( filtered[ 0 ].metricValues, pick.metricValues );

		const byDateDevice =
			(
				await report( {
					dateRanges: LAST_28,
					dimensions: [
						{ name: 'date' },
						{ name: 'deviceCategory' },
					],
					metrics,
					limit: 100000,
				} )
			).body.rows ?? [];
		const mobileByDate =
			(
				await report( {
					dateRanges: LAST_28,
					dimensions: [ { name: 'date' } ],
					metrics,
					dimensionFilter: {
						filter: {
							fieldName: 'deviceCategory',
							inListFilter: { values: [ 'mobile' ] },
						},
					},
				} )
			).body.rows ?? [];
		for ( const row of mobileByDate ) {
			const match = byDateDevice.find(
				( r ) =>
					r.dimensionValues?.[ 0 ].value ===
						row.dimensionValues?.[ 0 ].value &&
					r.dimensionValues?.[ 1 ].value === 'mobile'
			);
			assert.deepEqual( match?.metricValues, row.metricValues );
		}
	} );

	it( 'supports contains, beginsWith, and/or/not groups', async () => {
		const rows = async ( dimensionFilter: unknown ) =>
			(
				(
					await report( {
						dateRanges: LAST_28,
						dimensions: [ { name: 'pagePath' } ],
						metrics: [ { name: 'sessions' } ],
						dimensionFilter,
					} )
				).body.rows ?? []
			).map( ( r ) => r.dimensionValues?.[ 0 ].value ?? '' );
		const recipes = await rows( {
			filter: {
				fieldName: 'pagePath',
				stringFilter: { matchType: 'BEGINS_WITH', value: '/recipes/' },
			},
		} );
		assert.ok(
			recipes.length > 50 &&
				recipes.every( ( p ) => p.startsWith( '/recipes/' ) )
		);
		const soups = await rows( {
			andGroup: {
				expressions: [
					{
						filter: {
							fieldName: 'pagePath',
							stringFilter: {
								matchType: 'BEGINS_WITH',
								value: '/recipes/',
							},
						},
					},
					{
						filter: {
							fieldName: 'pageTitle',
							stringFilter: {
								matchType: 'CONTAINS',
								value: 'soup',
							},
						},
					},
				],
			},
		} );
		assert.ok(
			soups.length > 0 && soups.every( ( p ) => p.includes( 'soup' ) )
		);
		const either = await rows( {
			orGroup: {
				expressions: [
					{
						filter: {
							fieldName: 'pagePath',
							stringFilter: { value: '/' },
						},
					},
					{
						filter: {
							fieldName: 'pagePath',
							stringFilter: { value: '/about/' },
						},
					},
				],
			},
		} );
		assert.deepEqual( either.sort(), [ '/', '/about/' ] );
		const notRecipes = await rows( {
			notExpression: {
				filter: {
					fieldName: 'pagePath',
					stringFilter: { matchType: 'CONTAINS', value: 'recipes' },
				},
			},
		} );
		assert.ok(
			notRecipes.length > 0 &&
				notRecipes.every( ( p ) => ! p.includes( 'recipes' ) )
		);
	} );

	it( 'orders, limits and offsets with rowCount counted before the limit', async () => {
		const body = {
			dateRanges: LAST_28,
			dimensions: [ { name: 'pagePath' } ],
			metrics: [ { name: 'screenPageViews' } ],
			orderBys: [
				{ metric: { metricName: 'screenPageViews' }, desc: true },
			],
		};
		const all = ( await report( { ...body, limit: 20 } ) ).body;
		const views =
			all.rows?.map( ( r ) => num( r.metricValues[ 0 ] ) ) ?? [];
		assert.deepEqual(
			views,
			[ ...views ].sort( ( a, b ) => b - a )
		);
		const page = ( await report( { ...body, limit: 5, offset: 10 } ) ).body;
		assert.deepEqual( page.rows, all.rows?.slice( 10, 15 ) );
		assert.equal( page.rowCount, all.rowCount );
		const asc = (
			await report( {
				...body,
				orderBys: [ { dimension: { dimensionName: 'pagePath' } } ],
				limit: 5,
			} )
		).body.rows?.map( ( r ) => r.dimensionValues?.[ 0 ].value );
		assert.deepEqual( asc, [ ...( asc ?? [] ) ].sort() );
	} );

	it( 'adds the dateRange dimension for two date ranges, with names', async () => {
		const body = (
			await report( {
				dateRanges: [
					{
						startDate: '2025-02-15',
						endDate: '2025-03-14',
						name: 'current',
					},
					{ startDate: '2025-01-18', endDate: '2025-02-14' },
				],
				dimensions: [ { name: 'deviceCategory' } ],
				metrics: [ { name: 'sessions' } ],
				metricAggregations: [ 'TOTAL' ],
			} )
		).body;
		assert.deepEqual( body.dimensionHeaders, [
			{ name: 'deviceCategory' },
			{ name: 'dateRange' },
		] );
		const ranges = new Set(
			body.rows?.map( ( r ) => r.dimensionValues?.[ 1 ].value )
		);
		assert.deepEqual( [ ...ranges ].sort(), [ 'current', 'date_range_1' ] );
		assert.equal( body.totals?.length, 2 );
		assert.deepEqual( body.totals?.[ 1 ].dimensionValues, [
			{ value: 'RESERVED_TOTAL' },
			{ value: 'date_range_1' },
		] );
		const current =
			body.rows?.filter(
				( r ) => r.dimensionValues?.[ 1 ].value === 'current'
			) ?? [];
		assert.equal(
			current.reduce( ( s, r ) => s + num( r.metricValues[ 0 ] ), 0 ),
			num( body.totals?.[ 0 ].metricValues[ 0 ] as Value )
		);
		assert.notEqual(
			body.totals?.[ 0 ].metricValues[ 0 ].value,
			body.totals?.[ 1 ].metricValues[ 0 ].value
		);
	} );

	it( 'answers batchRunReports with one report per request', async () => {
		const response = await call< { reports: GaReport[]; kind: string } >(
			`${ emu.url }/analyticsdata.googleapis.com/v1beta/properties/300000001:batchRunReports`,
			{
				token,
				json: {
					requests: [
						{
							dateRanges: LAST_28,
							metrics: [ { name: 'sessions' } ],
						},
						{
							dateRanges: LAST_28,
							metrics: [ { name: 'newUsers' } ],
							dimensions: [ { name: 'country' } ],
						},
					],
				},
			}
		);
		assert.equal( response.status, 200 );
		assert.equal( response.body.kind, 'analyticsData#batchRunReports' );
		assert.equal( response.body.reports.length, 2 );
		assert.equal(
			response.body.reports[ 1 ].dimensionHeaders?.[ 0 ].name,
			'country'
		);
	} );

	it( 'rejects invalid requests with INVALID_ARGUMENT naming the field', async () => {
		const cases: Array< [ unknown, RegExp ] > = [
			[
				{ dateRanges: LAST_28, metrics: [ { name: 'pageviews' } ] },
				/pageviews/,
			],
			[
				{
					dateRanges: LAST_28,
					metrics: [ { name: 'sessions' } ],
					dimensions: [ { name: 'browserName' } ],
				},
				/browserName/,
			],
			[ { metrics: [ { name: 'sessions' } ] }, /dateRanges/ ],
			[
				{
					dateRanges: [
						{ startDate: 'last week', endDate: 'today' },
					],
					metrics: [ { name: 'sessions' } ],
				},
				/dateRanges\[0\]\.startDate/,
			],
			[
				{
					dateRanges: [ { startDate: 'today', endDate: '7daysAgo' } ],
					metrics: [ { name: 'sessions' } ],
				},
				/endDate/,
			],
			[
				{
					dateRanges: LAST_28,
					metrics: [ { name: 'sessions' } ],
					orderBys: [ { metric: { metricName: 'newUsers' } } ],
				},
				/orderBys/,
			],
		];
		for ( const [ body, pattern ] of cases ) {
			const response = await report( body );
			assert.equal( response.status, 400, JSON.stringify( body ) );
			assert.equal( response.body.error.code, 400 );
			assert.equal( response.body.error.status, 'INVALID_ARGUMENT' );
			assert.equal(
				response.body.error.errors[ 0 ].reason,
				'badRequest'
			);
			assert.match( response.body.error.message, pattern );
		}
	} );

	it( 'refuses properties the account cannot read', async () => {
		const response = await report(
			{ dateRanges: LAST_28, metrics: [ { name: 'sessions' } ] },
			'999'
		);
		assert.equal( response.status, 403 );
		assert.equal( response.body.error.status, 'PERMISSION_DENIED' );
	} );
} );
