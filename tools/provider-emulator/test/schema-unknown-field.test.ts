/**
 * The proof the schema check catches what it is for: a field slipped into a real emulator answer fails, naming the
 * field, while the untouched answer passes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../src/index';
import { loadCatalogue } from '../src/schema/discovery';
import { checkExchange, type Exchange } from '../src/schema/exchange';
import { call, DISCOVERY_DIR, SCOPE, signIn, start } from './helpers';

const catalogue = loadCatalogue( DISCOVERY_DIR );

describe( 'schema validator: a deliberate unknown field in a real emulator answer', () => {
	let emu: RunningEmulator;
	before( async () => {
		emu = await start();
	} );
	after( () => emu.close() );

	it( 'fails, naming the field, while the untouched answer passes', async () => {
		const token = ( await signIn( emu.url, [ SCOPE.analyticsReadonly ] ) )
			.access_token;
		const path =
			'/analyticsdata.googleapis.com/v1beta/properties/300000001:runReport';
		const requestBody = JSON.stringify( {
			dateRanges: [ { startDate: '7daysAgo', endDate: 'yesterday' } ],
			dimensions: [ { name: 'date' } ],
			metrics: [ { name: 'sessions' } ],
		} );
		const answer = await call( `${ emu.url }${ path }`, {
			token,
			json: JSON.parse( requestBody ),
		} );
		assert.equal( answer.status, 200 );
		const exchange = ( body: unknown ): Exchange => ( {
			method: 'POST',
			path,
			query: new URLSearchParams(),
			requestHeaders: { 'content-type': 'application/json' },
			requestBody,
			status: 200,
			responseHeaders: {
				'content-type': 'application/json; charset=UTF-8',
			},
			responseBody: JSON.stringify( body ),
		} );
		assert.deepEqual( checkExchange( catalogue, exchange( answer.body ) ), {
			target: 'analyticsdata.properties.runReport',
			request: [],
			response: [],
		} );

		const mutated = structuredClone( answer.body ) as {
			rows: Array< Record< string, unknown > >;
		};
		mutated.rows[ 2 ].trend = 'up';
		const report = checkExchange( catalogue, exchange( mutated ) );
		assert.deepEqual( report.response, [
			{
				path: '$.rows[2].trend',
				message: 'is not a field of Row in analyticsdata v1beta',
			},
		] );
	} );
} );
