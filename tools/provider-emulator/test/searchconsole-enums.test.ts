/**
 * Search Console's enums: the Discovery document's upper snake case names (`QUERY`, `CONTAINS`, `ALL`, `BY_PAGE`)
 * and the reference pages' lower camel case (`query`, `contains`, `all`, `byPage`) ask for the same report.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../src/index';
import { call, SCOPE, signIn, start } from './helpers';

let emu: RunningEmulator;
let token: string;

before( async () => {
	emu = await start();
	token = ( await signIn( emu.url, [ SCOPE.webmasters ] ) ).access_token;
} );
after( () => emu.close() );

const query = ( body: unknown ) =>
	call< { rows?: unknown[]; responseAggregationType: string } >(
		`${
			emu.url
		}/searchconsole.googleapis.com/webmasters/v3/sites/${ encodeURIComponent(
			'http://127.0.0.1:8888/'
		) }/searchAnalytics/query`,
		{ token, json: body }
	);

describe( 'Search Console enums', () => {
	it( 'reads both spellings of every request enum alike and answers in the Discovery spelling', async () => {
		const range = { startDate: '2025-02-01', endDate: '2025-03-14' };
		const upper = await query( {
			...range,
			dimensions: [ 'QUERY', 'DATE' ],
			type: 'WEB',
			dataState: 'ALL',
			aggregationType: 'BY_PAGE',
			dimensionFilterGroups: [
				{
					groupType: 'AND',
					filters: [
						{
							dimension: 'PAGE',
							operator: 'CONTAINS',
							expression: '/',
						},
					],
				},
			],
		} );
		const lower = await query( {
			...range,
			dimensions: [ 'query', 'date' ],
			searchType: 'web',
			dataState: 'all',
			aggregationType: 'byPage',
			dimensionFilterGroups: [
				{
					groupType: 'and',
					filters: [
						{
							dimension: 'page',
							operator: 'contains',
							expression: '/',
						},
					],
				},
			],
		} );
		assert.equal( upper.status, 200 );
		assert.ok( ( upper.body.rows ?? [] ).length > 10 );
		assert.deepEqual( upper.body, lower.body );
		assert.equal( upper.body.responseAggregationType, 'BY_PAGE' );
	} );

	it( 'still refuses a value of neither spelling', async () => {
		const answer = await query( {
			startDate: '2025-03-01',
			endDate: '2025-03-14',
			dimensions: [ 'QUERIES' ],
		} );
		assert.equal( answer.status, 400 );
	} );
} );
