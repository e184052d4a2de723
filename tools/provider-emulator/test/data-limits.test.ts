/**
 * How far back each service's data reaches: Search Console keeps 16 months (its last two days only with
 * dataState "all"), a GA4 property has nothing before its creation (createTime in the Admin API), nor an AdSense
 * account before its own (createTime in the Management API).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../src/index';
import { call, SCOPE, signIn, start, TODAY } from './helpers';

let emu: RunningEmulator;
let token: string;
const SITE = 'http://127.0.0.1:8888/';

before( async () => {
	emu = await start();
	token = (
		await signIn( emu.url, [
			SCOPE.webmasters,
			SCOPE.analyticsReadonly,
			SCOPE.adsenseReadonly,
		] )
	).access_token;
} );
after( () => emu.close() );

function searchDays( body: Record< string, unknown > ) {
	return call< { rows?: Array< { keys: string[]; impressions: number } > } >(
		`${
			emu.url
		}/searchconsole.googleapis.com/webmasters/v3/sites/${ encodeURIComponent(
			SITE
		) }/searchAnalytics/query`,
		{ token, json: { dimensions: [ 'date' ], ...body } }
	);
}

function gaDays( startDate: string, endDate: string ) {
	return call< {
		rows?: Array< { dimensionValues: Array< { value: string } > } >;
	} >(
		`${ emu.url }/analyticsdata.googleapis.com/v1beta/properties/300000001:runReport`,
		{
			token,
			json: {
				dateRanges: [ { startDate, endDate } ],
				dimensions: [ { name: 'date' } ],
				metrics: [ { name: 'totalUsers' } ],
				orderBys: [ { dimension: { dimensionName: 'date' } } ],
			},
		}
	);
}

describe( 'Search Console data retention', () => {
	it( 'starts 16 months before today: older days are no rows', async () => {
		assert.equal( TODAY, '2025-03-15' );
		const across = await searchDays( {
			startDate: '2023-10-01',
			endDate: '2023-12-31',
		} );
		assert.equal( across.status, 200 );
		const days = ( across.body.rows ?? [] ).map( ( row ) => row.keys[ 0 ] );
		assert.equal( days[ 0 ], '2023-11-15' );
		assert.equal( days.at( -1 ), '2023-12-31' );
		assert.ok( across.body.rows?.every( ( row ) => row.impressions > 0 ) );

		const before16Months = await searchDays( {
			startDate: '2023-08-01',
			endDate: '2023-11-14',
		} );
		assert.equal( before16Months.status, 200 );
		assert.equal( before16Months.body.rows, undefined );
	} );

	it( 'serves the last two days only as fresh data (dataState "all")', async () => {
		const range = { startDate: '2025-03-10', endDate: TODAY };
		const final = await searchDays( range );
		const all = await searchDays( { ...range, dataState: 'all' } );
		assert.equal( final.body.rows?.at( -1 )?.keys[ 0 ], '2025-03-13' );
		assert.equal( all.body.rows?.at( -1 )?.keys[ 0 ], TODAY );
	} );
} );

describe( 'GA4 property creation', () => {
	it( 'serves the demo property’s createTime in properties.get and list', async () => {
		const property = await call< { createTime: string } >(
			`${ emu.url }/analyticsadmin.googleapis.com/v1beta/properties/300000001`,
			{ token }
		);
		assert.equal( property.status, 200 );
		// Created 600 days before today, the first day of its data.
		assert.equal( property.body.createTime, '2023-07-24T09:26:53.589Z' );
		const list = await call< {
			properties: Array< { name: string; createTime: string } >;
		} >(
			`${ emu.url }/analyticsadmin.googleapis.com/v1beta/properties?filter=parent:accounts/100000001`,
			{ token }
		);
		assert.equal( list.status, 200 );
		assert.equal(
			list.body.properties.find(
				( p ) => p.name === 'properties/300000001'
			)?.createTime,
			'2023-07-24T09:26:53.589Z'
		);
	} );

	it( 'has no rows before the property was created', async () => {
		const across = await gaDays( '2023-07-01', '2023-08-10' );
		assert.equal( across.status, 200 );
		const days = ( across.body.rows ?? [] ).map(
			( row ) => row.dimensionValues[ 0 ].value
		);
		assert.equal( days[ 0 ], '20230724' );
		assert.equal( days.at( -1 ), '20230810' );

		const beforeCreation = await gaDays( '2023-01-01', '2023-07-23' );
		assert.equal( beforeCreation.status, 200 );
		assert.equal( beforeCreation.body.rows, undefined );
	} );
} );

const PUB = 'pub-1357924680135792';

function adsenseDays( first: string, last: string ) {
	const [ sy, sm, sd ] = first.split( '-' ).map( Number );
	const [ ey, em, ed ] = last.split( '-' ).map( Number );
	const query = new URLSearchParams( {
		dateRange: 'CUSTOM',
		'startDate.year': String( sy ),
		'startDate.month': String( sm ),
		'startDate.day': String( sd ),
		'endDate.year': String( ey ),
		'endDate.month': String( em ),
		'endDate.day': String( ed ),
		metrics: 'ESTIMATED_EARNINGS',
		dimensions: 'DATE',
	} );
	return call< {
		rows?: Array< { cells: Array< { value: string } > } >;
		totals: { cells: Array< { value?: string } > };
	} >(
		`${ emu.url }/adsense.googleapis.com/v2/accounts/${ PUB }/reports:generate?${ query }`,
		{ token }
	);
}

describe( 'AdSense account creation', () => {
	it( 'serves the demo account’s createTime in accounts.get and list', async () => {
		const account = await call< { createTime: string } >(
			`${ emu.url }/adsense.googleapis.com/v2/accounts/${ PUB }`,
			{ token }
		);
		assert.equal( account.status, 200 );
		// Created 600 days before today, the first day of its data.
		assert.equal( account.body.createTime, '2023-07-24T16:40:11.206Z' );
		const list = await call< {
			accounts: Array< { name: string; createTime: string } >;
		} >( `${ emu.url }/adsense.googleapis.com/v2/accounts`, { token } );
		assert.equal( list.status, 200 );
		assert.equal(
			list.body.accounts.find( ( a ) => a.name === `accounts/${ PUB }` )
				?.createTime,
			'2023-07-24T16:40:11.206Z'
		);
	} );

	it( 'has no rows before the account was created', async () => {
		const across = await adsenseDays( '2023-07-01', '2023-08-10' );
		assert.equal( across.status, 200 );
		const days = ( across.body.rows ?? [] ).map(
			( row ) => row.cells[ 0 ].value
		);
		assert.equal( days[ 0 ], '2023-07-24' );
		assert.equal( days.at( -1 ), '2023-08-10' );
		assert.equal( days.length, 18 );

		const beforeCreation = await adsenseDays( '2023-01-01', '2023-07-23' );
		assert.equal( beforeCreation.status, 200 );
		assert.equal( beforeCreation.body.rows, undefined );
		assert.equal( beforeCreation.body.totals.cells[ 1 ].value, '0.00' );
	} );
} );
