import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../src/index';
import { call, SCOPE, signIn, start, type GoogleError } from './helpers';

interface ScRow {
	keys?: string[];
	clicks: number;
	impressions: number;
	ctr: number;
	position: number;
}
interface ScResponse {
	rows?: ScRow[];
	responseAggregationType: string;
}

let emu: RunningEmulator;
let token: string;
const SITE = 'http://127.0.0.1:8888/';

before( async () => {
	emu = await start();
	token = ( await signIn( emu.url, [ SCOPE.webmasters ] ) ).access_token;
} );
after( () => emu.close() );

function query(
	body: unknown,
	site = SITE,
	host = 'searchconsole.googleapis.com'
) {
	return call< ScResponse & GoogleError >(
		`${ emu.url }/${ host }/webmasters/v3/sites/${ encodeURIComponent(
			site
		) }/searchAnalytics/query`,
		{ token, json: body }
	);
}

const RANGE = { startDate: '2025-01-01', endDate: '2025-03-10' };

describe( 'Search Console', () => {
	it( 'lists the demo account’s sites with permission levels and adds a site', async () => {
		const sites = await call< {
			siteEntry: Array< { siteUrl: string; permissionLevel: string } >;
		} >( `${ emu.url }/www.googleapis.com/webmasters/v3/sites`, { token } );
		assert.equal( sites.status, 200 );
		assert.deepEqual( sites.body.siteEntry[ 0 ], {
			siteUrl: SITE,
			permissionLevel: 'SITE_OWNER',
		} );
		assert.ok(
			sites.body.siteEntry.some(
				( s ) => s.siteUrl === 'https://www.example.org/'
			)
		);
		const put = await call(
			`${
				emu.url
			}/searchconsole.googleapis.com/webmasters/v3/sites/${ encodeURIComponent(
				'https://new.example.net/'
			) }`,
			{ token, method: 'PUT' }
		);
		assert.equal( put.status, 204 );
		const listed = await call< {
			siteEntry: Array< { siteUrl: string; permissionLevel: string } >;
		} >( `${ emu.url }/searchconsole.googleapis.com/webmasters/v3/sites`, {
			token,
		} );
		assert.deepEqual(
			listed.body.siteEntry.find(
				( s ) => s.siteUrl === 'https://new.example.net/'
			),
			{
				siteUrl: 'https://new.example.net/',
				permissionLevel: 'SITE_UNVERIFIED_USER',
			}
		);
	} );

	it( 'answers searchAnalytics.query by query, sorted by clicks, in Google’s shape', async () => {
		const response = await query( {
			...RANGE,
			dimensions: [ 'query' ],
			rowLimit: 10,
		} );
		assert.equal( response.status, 200 );
		const rows = response.body.rows ?? [];
		assert.equal( rows.length, 10 );
		assert.deepEqual( Object.keys( rows[ 0 ] ).sort(), [
			'clicks',
			'ctr',
			'impressions',
			'keys',
			'position',
		] );
		for ( let i = 1; i < rows.length; i++ ) {
			assert.ok( rows[ i - 1 ].clicks >= rows[ i ].clicks );
		}
		for ( const row of rows ) {
			assert.ok(
				Math.abs( row.ctr - row.clicks / row.impressions ) < 1e-12
			);
			assert.ok( row.position >= 1 );
		}
		assert.equal( response.body.responseAggregationType, 'BY_PROPERTY' );
	} );

	it( 'sorts a date-only report by date and omits days without data', async () => {
		const response = await query( {
			startDate: '2025-03-01',
			endDate: '2025-03-15',
			dimensions: [ 'date' ],
		} );
		const dates = ( response.body.rows ?? [] ).map(
			( r ) => r.keys?.[ 0 ]
		);
		assert.deepEqual( dates, [ ...dates ].sort() );
		// "final" data lags two days behind today (2025-03-15).
		assert.equal( dates.at( -1 ), '2025-03-13' );
		const fresh = await query( {
			startDate: '2025-03-01',
			endDate: '2025-03-15',
			dimensions: [ 'date' ],
			dataState: 'all',
		} );
		assert.equal( fresh.body.rows?.at( -1 )?.keys?.[ 0 ], '2025-03-15' );
		const old = await query( {
			startDate: '2020-01-01',
			endDate: '2020-01-31',
			dimensions: [ 'date' ],
		} );
		assert.equal( old.status, 200 );
		assert.equal( 'rows' in old.body, false );
	} );

	it( 'keeps totals, weighted rates and filters consistent', async () => {
		const total = ( await query( { ...RANGE } ) ).body.rows?.[ 0 ] as ScRow;
		const byDate =
			( await query( { ...RANGE, dimensions: [ 'date' ] } ) ).body.rows ??
			[];
		const byQuery =
			(
				await query( {
					...RANGE,
					dimensions: [ 'query' ],
					rowLimit: 25000,
				} )
			).body.rows ?? [];
		for ( const rows of [ byDate, byQuery ] ) {
			assert.equal(
				rows.reduce( ( s, r ) => s + r.clicks, 0 ),
				total.clicks
			);
			assert.equal(
				rows.reduce( ( s, r ) => s + r.impressions, 0 ),
				total.impressions
			);
			const weighted =
				rows.reduce( ( s, r ) => s + r.position * r.impressions, 0 ) /
				total.impressions;
			assert.ok( Math.abs( weighted - total.position ) < 1e-9 );
		}
		assert.ok( byQuery.length >= 500, `only ${ byQuery.length } queries` );

		const byPage = (
			await query( { ...RANGE, dimensions: [ 'page' ], rowLimit: 25000 } )
		).body;
		assert.equal( byPage.responseAggregationType, 'BY_PAGE' );
		const top = byPage.rows?.[ 0 ] as ScRow;
		assert.ok( top.keys?.[ 0 ].startsWith( 'http://127.0.0.1:8888/' ) );
		const filtered = await query( {
			...RANGE,
			dimensionFilterGroups: [
				{
					filters: [
						{
							dimension: 'page',
							operator: 'equals',
							expression: top.keys?.[ 0 ],
						},
					],
				},
			],
		} );
		const row = filtered.body.rows?.[ 0 ] as ScRow;
		assert.equal( row.clicks, top.clicks );
		assert.equal( row.impressions, top.impressions );

		const byDevice =
			( await query( { ...RANGE, dimensions: [ 'device' ] } ) ).body
				.rows ?? [];
		assert.deepEqual( byDevice.map( ( r ) => r.keys?.[ 0 ] ).sort(), [
			'DESKTOP',
			'MOBILE',
			'TABLET',
		] );
		const mobile = byDevice.find(
			( r ) => r.keys?.[ 0 ] === 'MOBILE'
		) as ScRow;
		const onlyMobile = await query( {
			...RANGE,
			dimensionFilterGroups: [
				{ filters: [ { dimension: 'device', expression: 'MOBILE' } ] },
			],
		} );
		assert.equal( onlyMobile.body.rows?.[ 0 ].clicks, mobile.clicks );

		const contains =
			(
				await query( {
					...RANGE,
					dimensions: [ 'query' ],
					rowLimit: 25000,
					dimensionFilterGroups: [
						{
							filters: [
								{
									dimension: 'query',
									operator: 'contains',
									expression: 'RECIPE',
								},
							],
						},
					],
				} )
			).body.rows ?? [];
		assert.ok( contains.length > 0 );
		assert.ok(
			contains.every( ( r ) => r.keys?.[ 0 ].includes( 'recipe' ) )
		);
	} );

	it( 'pages with rowLimit and startRow and changes with the dates', async () => {
		const all =
			(
				await query( {
					...RANGE,
					dimensions: [ 'query' ],
					rowLimit: 20,
				} )
			).body.rows ?? [];
		const second =
			(
				await query( {
					...RANGE,
					dimensions: [ 'query' ],
					rowLimit: 10,
					startRow: 10,
				} )
			).body.rows ?? [];
		assert.deepEqual( second, all.slice( 10 ) );
		const other =
			(
				await query( {
					startDate: '2024-06-01',
					endDate: '2024-07-01',
					dimensions: [ 'query' ],
					rowLimit: 20,
				} )
			).body.rows ?? [];
		assert.notDeepEqual( other, all );
		assert.equal(
			(
				await query(
					{ ...RANGE, dimensions: [ 'query' ] },
					SITE,
					'www.googleapis.com'
				)
			).status,
			200
		);
	} );

	it( 'rejects invalid requests with INVALID_ARGUMENT naming the field', async () => {
		const cases: Array< [ unknown, RegExp ] > = [
			[ { endDate: '2025-01-01' }, /startDate/ ],
			[ { startDate: '2025-02-30', endDate: '2025-03-01' }, /startDate/ ],
			[ { startDate: '2025-03-01', endDate: '2025-02-01' }, /endDate/ ],
			[ { ...RANGE, dimensions: [ 'browser' ] }, /browser/ ],
			[ { ...RANGE, rowLimit: 25001 }, /rowLimit/ ],
			[
				{
					...RANGE,
					dimensionFilterGroups: [
						{
							filters: [
								{
									dimension: 'query',
									operator: 'fuzzy',
									expression: 'x',
								},
							],
						},
					],
				},
				/operator/,
			],
		];
		for ( const [ body, pattern ] of cases ) {
			const response = await query( body );
			assert.equal( response.status, 400, JSON.stringify( body ) );
			assert.equal( response.body.error.status, 'INVALID_ARGUMENT' );
			assert.equal(
				response.body.error.errors[ 0 ].reason,
				'badRequest'
			);
			assert.equal( response.body.error.errors[ 0 ].domain, 'global' );
			assert.match( response.body.error.message, pattern );
		}
	} );

	it( 'refuses a site the account cannot read with 403 forbidden', async () => {
		const response = await query( RANGE, 'https://someone-else.example/' );
		assert.equal( response.status, 403 );
		assert.equal( response.body.error.status, 'PERMISSION_DENIED' );
		assert.equal( response.body.error.errors[ 0 ].reason, 'forbidden' );
	} );
} );
