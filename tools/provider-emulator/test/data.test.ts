import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { weekday, parseIsoDay } from '../src/data/dates';
import { call, SCOPE, signIn, start } from './helpers';

interface GaReport {
	rows?: Array< {
		dimensionValues: Array< { value: string } >;
		metricValues: Array< { value: string } >;
	} >;
	rowCount?: number;
}

const ALL = [ SCOPE.analyticsReadonly, SCOPE.webmasters ];

async function session( seed?: number ) {
	const emu = await start( seed === undefined ? {} : { seed } );
	const token = ( await signIn( emu.url, ALL ) ).access_token;
	const report = async ( body: unknown ) =>
		(
			await call< GaReport >(
				`${ emu.url }/analyticsdata.googleapis.com/v1beta/properties/300000001:runReport`,
				{ token, json: body }
			)
		).body;
	return { emu, token, report };
}

let main: Awaited< ReturnType< typeof session > >;

before( async () => {
	main = await session();
} );
after( () => main.emu.close() );

const BY_PAGE = {
	dateRanges: [ { startDate: '90daysAgo', endDate: 'yesterday' } ],
	dimensions: [ { name: 'pagePath' }, { name: 'pageTitle' } ],
	metrics: [ { name: 'screenPageViews' }, { name: 'sessions' } ],
	orderBys: [ { metric: { metricName: 'screenPageViews' }, desc: true } ],
};

describe( 'demo data', () => {
	it( 'is deterministic per seed and differs between seeds', async () => {
		const same = await session();
		const other = await session( 7 );
		try {
			const a = await main.report( BY_PAGE );
			assert.deepEqual( await same.report( BY_PAGE ), a );
			assert.notDeepEqual( await other.report( BY_PAGE ), a );
		} finally {
			await same.emu.close();
			await other.emu.close();
		}
	} );

	it( 'has at least 200 realistically named pages where the top 10 hold a large share of views', async () => {
		const body = await main.report( BY_PAGE );
		const rows = body.rows ?? [];
		const titles = new Set(
			rows.map( ( r ) => r.dimensionValues[ 1 ].value )
		);
		assert.ok( titles.size >= 200, `${ titles.size } titles` );
		for ( const title of titles ) {
			assert.doesNotMatch( title, /^Page \d+$/ );
		}
		for ( const row of rows ) {
			assert.match(
				row.dimensionValues[ 0 ].value,
				/^\/([a-z0-9-]+\/)*$/
			);
		}
		const views = rows.map( ( r ) => Number( r.metricValues[ 0 ].value ) );
		const total = views.reduce( ( s, v ) => s + v, 0 );
		const top10 = views.slice( 0, 10 ).reduce( ( s, v ) => s + v, 0 );
		assert.ok( top10 / total > 0.35, `top 10 share ${ top10 / total }` );
	} );

	it( 'covers at least 18 months of daily data ending today, weekdays above weekends, trending up', async () => {
		const body = await main.report( {
			dateRanges: [ { startDate: '2022-01-01', endDate: 'today' } ],
			dimensions: [ { name: 'date' } ],
			metrics: [ { name: 'sessions' } ],
			orderBys: [ { dimension: { dimensionName: 'date' } } ],
			limit: 5000,
		} );
		const rows = ( body.rows ?? [] ).map( ( r ) => {
			const d = r.dimensionValues[ 0 ].value;
			return {
				day: parseIsoDay(
					`${ d.slice( 0, 4 ) }-${ d.slice( 4, 6 ) }-${ d.slice(
						6
					) }`
				) as number,
				sessions: Number( r.metricValues[ 0 ].value ),
			};
		} );
		assert.ok( rows.length >= 548, `${ rows.length } days` );
		assert.equal( rows.at( -1 )?.day, parseIsoDay( '2025-03-15' ) );
		for ( let i = 1; i < rows.length; i++ ) {
			assert.equal( rows[ i ].day - rows[ i - 1 ].day, 1 );
		}
		const mean = ( list: number[] ) =>
			list.reduce( ( s, v ) => s + v, 0 ) / list.length;
		const weekdays = mean(
			rows
				.filter( ( r ) => weekday( r.day ) % 6 !== 0 )
				.map( ( r ) => r.sessions )
		);
		const weekends = mean(
			rows
				.filter( ( r ) => weekday( r.day ) % 6 === 0 )
				.map( ( r ) => r.sessions )
		);
		assert.ok(
			weekdays > weekends * 1.1,
			`weekday ${ weekdays } weekend ${ weekends }`
		);
		const first = mean( rows.slice( 0, 90 ).map( ( r ) => r.sessions ) );
		const last = mean( rows.slice( -90 ).map( ( r ) => r.sessions ) );
		assert.ok( last > first * 1.3, `first ${ first } last ${ last }` );
	} );

	it( 'has the channels, countries and devices of a real site', async () => {
		const values = async ( name: string ) =>
			(
				(
					await main.report( {
						dateRanges: [
							{ startDate: '28daysAgo', endDate: 'yesterday' },
						],
						dimensions: [ { name } ],
						metrics: [ { name: 'sessions' } ],
					} )
				).rows ?? []
			).map( ( r ) => r.dimensionValues[ 0 ].value );
		const channels = await values( 'sessionDefaultChannelGrouping' );
		for ( const channel of [
			'Organic Search',
			'Direct',
			'Referral',
			'Organic Social',
			'Email',
			'Paid Search',
		] ) {
			assert.ok( channels.includes( channel ), channel );
		}
		assert.equal( channels[ 0 ], 'Organic Search' );
		assert.ok( ( await values( 'country' ) ).length >= 10 );
		assert.deepEqual( ( await values( 'deviceCategory' ) ).sort(), [
			'desktop',
			'mobile',
			'tablet',
		] );
	} );

	it( 'uses the site URL plus the GA4 page path as Search Console page URLs', async () => {
		const paths = new Set(
			( ( await main.report( BY_PAGE ) ).rows ?? [] ).map(
				( r ) => r.dimensionValues[ 0 ].value
			)
		);
		const sc = await call< { rows: Array< { keys: string[] } > } >(
			`${
				main.emu.url
			}/searchconsole.googleapis.com/webmasters/v3/sites/${ encodeURIComponent(
				'http://127.0.0.1:8888/'
			) }/searchAnalytics/query`,
			{
				token: main.token,
				json: {
					startDate: '2025-01-01',
					endDate: '2025-03-01',
					dimensions: [ 'page' ],
					rowLimit: 50,
				},
			}
		);
		for ( const row of sc.body.rows ) {
			assert.ok( row.keys[ 0 ].startsWith( 'http://127.0.0.1:8888/' ) );
			assert.ok(
				paths.has(
					row.keys[ 0 ].slice( 'http://127.0.0.1:8888'.length )
				),
				row.keys[ 0 ]
			);
		}
	} );

	it( 'answers a 90-day report over all pages in well under 200 ms, even on days not computed before', async () => {
		await main.report( BY_PAGE );
		const t0 = performance.now();
		const report = await main.report( {
			...BY_PAGE,
			dateRanges: [ { startDate: '300daysAgo', endDate: '211daysAgo' } ],
			metrics: [
				{ name: 'screenPageViews' },
				{ name: 'sessions' },
				{ name: 'engagementRate' },
				{ name: 'averageSessionDuration' },
			],
			metricAggregations: [ 'TOTAL' ],
		} );
		const elapsed = performance.now() - t0;
		assert.ok( ( report.rowCount ?? 0 ) >= 200 );
		assert.ok( elapsed < 150, `${ elapsed } ms` );
	} );
} );
