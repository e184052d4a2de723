import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../src/index';
import { call, SCOPE, signIn, start } from './helpers';

interface Value {
	value: string;
}
interface GaRow {
	dimensionValues?: Value[];
	metricValues: Value[];
}
interface GaReport {
	rows?: GaRow[];
	rowCount?: number;
	totals?: GaRow[];
	maximums?: GaRow[];
	minimums?: GaRow[];
	metricHeaders: Array< { name: string } >;
}

let emu: RunningEmulator;
let token: string;

before( async () => {
	emu = await start();
	token = ( await signIn( emu.url, [ SCOPE.analyticsReadonly ] ) )
		.access_token;
} );
after( () => emu.close() );

async function report( body: Record< string, unknown > ): Promise< GaReport > {
	const response = await call< GaReport >(
		`${ emu.url }/analyticsdata.googleapis.com/v1beta/properties/300000001:runReport`,
		{
			token,
			json: {
				dateRanges: [
					{ startDate: '28daysAgo', endDate: 'yesterday' },
				],
				metrics: USERS,
				metricAggregations: [ 'TOTAL' ],
				limit: 100000,
				...body,
			},
		}
	);
	assert.equal( response.status, 200 );
	return response.body;
}

const USERS = [
	{ name: 'totalUsers' },
	{ name: 'activeUsers' },
	{ name: 'newUsers' },
	{ name: 'sessions' },
];
const values = ( row: GaRow | undefined ) =>
	( row?.metricValues ?? [] ).map( ( v ) => Number( v.value ) );
const totals = ( r: GaReport ) => values( r.totals?.[ 0 ] );
const sumOf = ( r: GaReport, i: number ) =>
	( r.rows ?? [] ).reduce( ( s, row ) => s + values( row )[ i ], 0 );

describe( 'GA4 users are not additive', () => {
	it( 'totals of a report by date equal the undimensioned report and are below the sum of the days', async () => {
		const plain = await report( {} );
		const byDate = await report( { dimensions: [ { name: 'date' } ] } );
		assert.deepEqual( totals( byDate ), values( plain.rows?.[ 0 ] ) );
		assert.deepEqual( totals( plain ), values( plain.rows?.[ 0 ] ) );
		for ( const i of [ 0, 1, 2 ] ) {
			assert.ok(
				totals( byDate )[ i ] < sumOf( byDate, i ) * 0.95,
				`${ totals( byDate )[ i ] } vs ${ sumOf( byDate, i ) }`
			);
		}
		// Sessions stay additive.
		assert.equal( totals( byDate )[ 3 ], sumOf( byDate, 3 ) );
		// Active users are slightly fewer than total users; new users fewer still.
		const [ total, active, fresh ] = totals( plain );
		assert.ok( active < total && active > total * 0.9 );
		assert.ok( fresh < total );
	} );

	it( 'a page’s row equals the totals of the report filtered to that page; pages add up to more than the site', async () => {
		const byPage = await report( { dimensions: [ { name: 'pagePath' } ] } );
		const plain = await report( {} );
		assert.ok( sumOf( byPage, 0 ) > totals( plain )[ 0 ] );
		assert.deepEqual( totals( byPage ), totals( plain ) );
		for ( const row of ( byPage.rows ?? [] ).slice( 0, 3 ) ) {
			const path = row.dimensionValues?.[ 0 ].value as string;
			const filtered = await report( {
				dimensionFilter: {
					filter: {
						fieldName: 'pagePath',
						stringFilter: { matchType: 'EXACT', value: path },
					},
				},
			} );
			assert.deepEqual( totals( filtered ), values( row ) );
		}
	} );

	it( 'a single day’s row equals that day’s totals', async () => {
		const byDate = await report( {
			dimensions: [ { name: 'date' } ],
			orderBys: [ { dimension: { dimensionName: 'date' } } ],
		} );
		const row = ( byDate.rows ?? [] )[ 5 ];
		const day = row.dimensionValues?.[ 0 ].value as string;
		const iso = `${ day.slice( 0, 4 ) }-${ day.slice( 4, 6 ) }-${ day.slice(
			6
		) }`;
		const single = await report( {
			dateRanges: [ { startDate: iso, endDate: iso } ],
		} );
		assert.deepEqual( totals( single ), values( row ) );
	} );

	it( 'channels, countries and devices overlap in users but not in sessions', async () => {
		const plain = await report( {} );
		for ( const name of [
			'sessionDefaultChannelGroup',
			'country',
			'deviceCategory',
		] ) {
			const split = await report( { dimensions: [ { name } ] } );
			assert.deepEqual( totals( split ), totals( plain ), name );
			assert.ok( sumOf( split, 0 ) > totals( split )[ 0 ], name );
			assert.equal( sumOf( split, 3 ), totals( split )[ 3 ], name );
		}
	} );

	it( 'reports the traffic GA4 cannot place in a country as "(not set)"', async () => {
		const byCountry = await report( {
			dimensions: [ { name: 'country' } ],
		} );
		const names = ( byCountry.rows ?? [] ).map(
			( r ) => r.dimensionValues?.[ 0 ].value
		);
		assert.ok( names.includes( '(not set)' ) );
	} );
} );

describe( 'GA4 empty reports', () => {
	it( 'leave out rows, rowCount, totals, maximums and minimums', async () => {
		const response = await report( {
			dimensions: [ { name: 'pagePath' } ],
			dimensionFilter: {
				filter: {
					fieldName: 'pagePath',
					stringFilter: {
						matchType: 'EXACT',
						value: '/no-such-page/',
					},
				},
			},
			metricAggregations: [ 'TOTAL', 'MAXIMUM', 'MINIMUM' ],
		} );
		for ( const key of [
			'rows',
			'rowCount',
			'totals',
			'maximums',
			'minimums',
		] ) {
			assert.equal( key in response, false, key );
		}
		assert.equal( response.metricHeaders.length, 4 );
	} );
} );
