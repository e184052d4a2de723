import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { RunningEmulator } from '../src/index';
import { DEFAULT_SEED } from '../src/emulator';
import { getDataset } from '../src/data/cache';
import { parseIsoDay } from '../src/data/dates';
import { realtimeMinute } from '../src/apis/ga-realtime';
import {
	call,
	control,
	SCOPE,
	signIn,
	start,
	TODAY,
	type GoogleError,
} from './helpers';

interface Value {
	value: string;
}
interface Row {
	dimensionValues?: Value[];
	metricValues: Value[];
}
interface Realtime {
	dimensionHeaders?: Array< { name: string } >;
	metricHeaders: Array< { name: string; type: string } >;
	rows?: Row[];
	totals?: Row[];
	rowCount?: number;
	kind: string;
}

let emu: RunningEmulator;
let token: string;
/** The emulator clock offset the tests set (ms). */
let offset = 0;

before( async () => {
	emu = await start();
	token = ( await signIn( emu.url, [ SCOPE.analyticsReadonly ] ) )
		.access_token;
} );
after( () => emu.close() );
beforeEach( async () => {
	await control( emu.url, '/faults', undefined, 'DELETE' );
} );

function realtime( body: unknown, property = '300000001' ) {
	return call< Realtime & GoogleError >(
		`${ emu.url }/analyticsdata.googleapis.com/v1beta/properties/${ property }:runRealtimeReport`,
		{ token, json: body }
	);
}

/**
 * Calls until the request starts and ends in the same clock minute, so the expectation is computable.
 * @param body
 */
async function stable( body: unknown ) {
	for (;;) {
		const started = Date.now() + offset;
		const response = await realtime( body );
		const ended = Date.now() + offset;
		if ( Math.floor( started / 60000 ) === Math.floor( ended / 60000 ) ) {
			return { response, now: started };
		}
	}
}

/**
 * What the emulator's data gives for one metric per minutesAgo, computed here from the same functions.
 * @param now
 * @param metric
 */
function expectedPerMinute( now: number, metric: number ): number[] {
	const today =
		( parseIsoDay( TODAY ) as number ) + Math.floor( offset / 86400000 );
	const ctx = {
		data: getDataset( DEFAULT_SEED, today ),
		today,
		now,
	};
	return Array.from( { length: 30 }, ( _, ago ) =>
		realtimeMinute( ctx, ago )[ metric ].reduce( ( s, v ) => s + v, 0 )
	);
}

const num = ( v: Value ) => Number( v.value );

describe( 'GA4 Data API runRealtimeReport', () => {
	it( 'answers active users per minute of the last 30 minutes, as the daily data gives them', async () => {
		const { response, now } = await stable( {
			dimensions: [ { name: 'minutesAgo' } ],
			metrics: [ { name: 'activeUsers' }, { name: 'screenPageViews' } ],
			metricAggregations: [ 'TOTAL' ],
			orderBys: [ { dimension: { dimensionName: 'minutesAgo' } } ],
		} );
		assert.equal( response.status, 200 );
		const body = response.body;
		assert.equal( body.kind, 'analyticsData#runRealtimeReport' );
		assert.deepEqual( body.dimensionHeaders, [ { name: 'minutesAgo' } ] );
		assert.deepEqual( body.metricHeaders, [
			{ name: 'activeUsers', type: 'TYPE_INTEGER' },
			{ name: 'screenPageViews', type: 'TYPE_INTEGER' },
		] );
		const expected = expectedPerMinute( now, 0 );
		const got = new Array< number >( 30 ).fill( 0 );
		for ( const row of body.rows ?? [] ) {
			const ago = row.dimensionValues![ 0 ].value;
			assert.match( ago, /^\d\d$/ );
			got[ Number( ago ) ] = num( row.metricValues[ 0 ] );
			assert.ok(
				num( row.metricValues[ 1 ] ) >= num( row.metricValues[ 0 ] )
			);
		}
		assert.deepEqual( got, expected );
		const total = expected.reduce( ( s, v ) => s + v, 0 );
		assert.ok(
			total > 5,
			`a few dozen users in 30 minutes, got ${ total }`
		);
		assert.equal( num( body.totals![ 0 ].metricValues[ 0 ] ), total );
		assert.equal(
			body.totals![ 0 ].dimensionValues![ 0 ].value,
			'RESERVED_TOTAL'
		);
		assert.equal( body.rowCount, body.rows!.length );
		// minutesAgo sorted as strings: "00", "01", …
		const order = body.rows!.map( ( r ) => r.dimensionValues![ 0 ].value );
		assert.deepEqual( order, [ ...order ].sort() );
	} );

	it( 'gives the same answer within a clock minute and moves with the emulator clock', async () => {
		const body = {
			dimensions: [ { name: 'minutesAgo' } ],
			metrics: [ { name: 'activeUsers' } ],
			orderBys: [ { dimension: { dimensionName: 'minutesAgo' } } ],
		};
		const a = await stable( body );
		const b = await stable( body );
		if ( Math.floor( a.now / 60000 ) === Math.floor( b.now / 60000 ) ) {
			assert.deepEqual( a.response.body, b.response.body );
		}
		await control( emu.url, '/clock', { advanceSeconds: 600 } );
		offset += 600000;
		const c = await stable( body );
		const earlier = expectedPerMinute( a.now, 0 );
		const moved = expectedPerMinute( c.now, 0 );
		const shift = Math.floor( c.now / 60000 ) - Math.floor( a.now / 60000 );
		assert.ok( shift >= 10 );
		// The minute that was "00" is now "10" (or later): the same users.
		for ( let ago = 0; ago + shift < 30; ago++ ) {
			assert.equal( moved[ ago + shift ], earlier[ ago ] );
		}
		const got = new Array< number >( 30 ).fill( 0 );
		for ( const row of c.response.body.rows ?? [] ) {
			got[ Number( row.dimensionValues![ 0 ].value ) ] = num(
				row.metricValues[ 0 ]
			);
		}
		assert.deepEqual( got, moved );
	} );

	it( 'serves top pages, countries and devices that add up to the undimensioned totals', async () => {
		const undimensioned = await stable( {
			metrics: [ { name: 'activeUsers' }, { name: 'eventCount' } ],
		} );
		const pages = await stable( {
			dimensions: [ { name: 'unifiedScreenName' } ],
			metrics: [ { name: 'activeUsers' }, { name: 'eventCount' } ],
			metricAggregations: [ 'TOTAL' ],
			limit: 5,
		} );
		const countries = await stable( {
			dimensions: [ { name: 'country' }, { name: 'deviceCategory' } ],
			metrics: [ { name: 'activeUsers' }, { name: 'eventCount' } ],
			metricAggregations: [ 'TOTAL' ],
		} );
		const same =
			Math.floor( undimensioned.now / 60000 ) ===
				Math.floor( pages.now / 60000 ) &&
			Math.floor( pages.now / 60000 ) ===
				Math.floor( countries.now / 60000 );
		const users = num(
			undimensioned.response.body.rows![ 0 ].metricValues[ 0 ]
		);
		const p = pages.response.body;
		assert.ok( p.rows!.length <= 5 );
		assert.ok( p.rowCount! >= p.rows!.length );
		assert.match( p.rows![ 0 ].dimensionValues![ 0 ].value, / – / );
		const values = p.rows!.map( ( r ) => num( r.metricValues[ 0 ] ) );
		assert.deepEqual(
			values,
			[ ...values ].sort( ( a, b ) => b - a )
		);
		const c = countries.response.body;
		const sum = c.rows!.reduce(
			( s, r ) => s + num( r.metricValues[ 0 ] ),
			0
		);
		assert.equal( num( c.totals![ 0 ].metricValues[ 0 ] ), sum );
		assert.ok( c.rows!.every( ( r ) => num( r.metricValues[ 0 ] ) > 0 ) );
		if ( same ) {
			assert.equal( num( p.totals![ 0 ].metricValues[ 0 ] ), users );
			assert.equal( sum, users );
		}
	} );

	it( 'honours minuteRanges and names them in a dateRange column when there are two', async () => {
		const { response, now } = await stable( {
			metrics: [ { name: 'activeUsers' } ],
			minuteRanges: [
				{ name: 'last5', startMinutesAgo: 4 },
				{ name: 'before', startMinutesAgo: 29, endMinutesAgo: 25 },
			],
		} );
		assert.equal( response.status, 200 );
		const perMinute = expectedPerMinute( now, 0 );
		const sum = ( from: number, to: number ) =>
			perMinute.slice( from, to + 1 ).reduce( ( s, v ) => s + v, 0 );
		assert.deepEqual( response.body.dimensionHeaders, [
			{ name: 'dateRange' },
		] );
		const byName = Object.fromEntries(
			( response.body.rows ?? [] ).map( ( r ) => [
				r.dimensionValues![ 0 ].value,
				num( r.metricValues[ 0 ] ),
			] )
		);
		assert.equal( byName.last5 ?? 0, sum( 0, 4 ) );
		assert.equal( byName.before ?? 0, sum( 25, 29 ) );
	} );

	it( 'rejects fields the realtime schema lacks, with Google’s 400', async () => {
		for ( const [ body, pattern ] of [
			[
				{
					dimensions: [ { name: 'sessionSource' } ],
					metrics: [ { name: 'activeUsers' } ],
				},
				/Field sessionSource is not a valid dimension.*realtime-api-schema/,
			],
			[
				{ metrics: [ { name: 'sessions' } ] },
				/Field sessions is not a valid metric/,
			],
			[
				{
					metrics: [ { name: 'activeUsers' } ],
					minuteRanges: [ { startMinutesAgo: 30 } ],
				},
				/at most 29/,
			],
			[
				{
					metrics: [ { name: 'activeUsers' } ],
					minuteRanges: [ { startMinutesAgo: 3, endMinutesAgo: 5 } ],
				},
				/cannot be before startMinutesAgo/,
			],
			[
				{
					metrics: [ { name: 'activeUsers' } ],
					minuteRanges: [ {}, {}, {} ],
				},
				/limited to 2 minuteRanges/,
			],
		] as const ) {
			const response = await realtime( body );
			assert.equal( response.status, 400, JSON.stringify( body ) );
			assert.equal( response.body.error.status, 'INVALID_ARGUMENT' );
			assert.match( response.body.error.message, pattern );
		}
	} );

	it( 'filters by a dimension not shown', async () => {
		const all = await stable( {
			dimensions: [ { name: 'deviceCategory' } ],
			metrics: [ { name: 'activeUsers' } ],
		} );
		const mobile = await stable( {
			metrics: [ { name: 'activeUsers' } ],
			dimensionFilter: {
				filter: {
					fieldName: 'deviceCategory',
					stringFilter: { value: 'mobile' },
				},
			},
		} );
		if (
			Math.floor( all.now / 60000 ) === Math.floor( mobile.now / 60000 )
		) {
			const row = all.response.body.rows!.find(
				( r ) => r.dimensionValues![ 0 ].value === 'mobile'
			);
			assert.equal(
				mobile.response.body.rows![ 0 ].metricValues[ 0 ].value,
				row!.metricValues[ 0 ].value
			);
		}
	} );

	it( 'has no rows for a property without data, and answers the quota fault with 429', async () => {
		await control( emu.url, '/scenario', { name: 'new-site' } );
		const empty = await realtime( {
			metrics: [ { name: 'activeUsers' } ],
		} );
		await control( emu.url, '/scenario', { name: 'default' } );
		assert.equal( empty.status, 200 );
		assert.equal( empty.body.rows, undefined );
		assert.equal( empty.body.rowCount, undefined );

		await control( emu.url, '/faults', {
			kind: 'rate_limit',
			path: ':runRealtimeReport',
		} );
		const limited = await realtime( {
			metrics: [ { name: 'activeUsers' } ],
		} );
		assert.equal( limited.status, 429 );
		assert.equal( limited.body.error.status, 'RESOURCE_EXHAUSTED' );
		assert.match( limited.body.error.message, /Quota exceeded/ );
		// runReport is not affected by a fault on the realtime path.
		const ok = await realtime( { metrics: [ { name: 'activeUsers' } ] } );
		assert.equal( ok.status, 200 );
	} );
} );
