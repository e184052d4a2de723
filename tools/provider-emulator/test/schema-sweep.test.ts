/**
 * Every emulator answer, in every scenario and with every fault, matches Google's own schemas (the Discovery
 * documents in tests/fixtures/google-discovery, and Google's error envelope): the sweep walks the route table, sends
 * the sample calls of each route, and reads the emulator's schema check. A route without a sample fails the sweep.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FAULT_KINDS } from '../src/control/faults';
import type { RunningEmulator } from '../src/index';
import { ROUTES } from '../src/routes';
import { SCENARIOS } from '../src/scenarios';
import { call, control, signIn, start } from './helpers';
import { NETWORK_SITE } from './schema-sample';
import { samples, type Sample, type SampleContext } from './schema-samples';

interface SchemaView {
	checked: Record< string, number >;
	violations: Array< {
		method: string;
		path: string;
		status: number;
		fault: string | null;
		target: string | null;
		request: Array< { path: string; message: string } >;
		response: Array< { path: string; message: string } >;
	} >;
}

let emu: RunningEmulator;

before( async () => {
	emu = await start( { extraSites: [ NETWORK_SITE ] } );
} );
after( () => emu.close() );

async function send( sample: Sample, token: string ): Promise< number > {
	const query = new URLSearchParams();
	for ( const [ key, value ] of Object.entries( sample.query ?? {} ) ) {
		( Array.isArray( value ) ? value : [ value ] ).forEach( ( v ) =>
			query.append( key, v )
		);
	}
	const search = query.toString();
	const response = await call(
		`${ emu.url }${ sample.path }${ search ? `?${ search }` : '' }`,
		{
			method: sample.method,
			token: sample.auth === false ? undefined : sample.token ?? token,
			json: sample.json,
			form: sample.form,
		}
	);
	return response.status;
}

/** Signs in both demo accounts and the extra site's owner in the current scenario; returns what the samples need. */
async function context(): Promise< { token: string; ctx: SampleContext } > {
	const admin = await signIn( emu.url );
	const spare = await signIn( emu.url, undefined, 'second.user@example.com' );
	const site = await signIn( emu.url, undefined, 'site2.admin@example.com' );
	return {
		token: admin.access_token,
		ctx: {
			refreshToken: admin.refresh_token ?? '',
			spareToken: spare.access_token,
			siteToken: site.access_token,
		},
	};
}

/** The schema check's findings since the last call, one line each (requests and answers), then cleared. */
async function findings(): Promise< { lines: string[]; view: SchemaView } > {
	const view = ( await control( emu.url, '/schema' ) )
		.body as unknown as SchemaView;
	await control( emu.url, '/schema', undefined, 'DELETE' );
	// A request to a path Google does not have is the sample's point (unknown()); its answer is still checked.
	const lines = view.violations.flatMap( ( v ) =>
		[
			...( v.target ? v.request : [] ).map( ( p ) => ( {
				side: 'request',
				...p,
			} ) ),
			...v.response.map( ( p ) => ( { side: 'answer', ...p } ) ),
		].map(
			( p ) =>
				`${ v.method } ${ v.path } → ${ v.status }${
					v.fault ? ` [fault ${ v.fault }]` : ''
				} (${ v.target ?? 'no method' }) ${ p.side } ${ p.path } ${
					p.message
				}`
		)
	);
	return { lines, view };
}

async function fresh( scenario: string ): Promise< void > {
	await control( emu.url, '/reset', {} );
	await control( emu.url, '/scenario', { name: scenario } );
	// slow-pagespeed waits 10 to 30 s per answer; the answer itself is what is checked here.
	await control( emu.url, '/config', { pagespeedLatencyMs: 0 } );
	// The DNS_TXT verification samples find their record.
	await control( emu.url, '/dns', { domain: 'example.com' } );
	await control( emu.url, '/schema', undefined, 'DELETE' );
}

describe( 'Google schemas: every route, scenario and fault', () => {
	it( 'has a sample call for every emulator route', () => {
		const all = samples( {
			refreshToken: 'r',
			spareToken: 's',
			siteToken: 't',
		} );
		const missing = ROUTES.filter(
			( r ) =>
				! all.some(
					( s ) => s.method === r.method && r.pattern.test( s.path )
				)
		).map( ( r ) => `${ r.method } ${ r.pattern.source }` );
		assert.deepEqual( missing, [] );
	} );

	for ( const scenario of Object.keys( SCENARIOS ) ) {
		it( `answers every sample as Google's schemas define it in scenario ${ scenario }`, async () => {
			await fresh( scenario );
			const { token, ctx } = await context();
			const list = samples( ctx );
			const unexpected: string[] = [];
			for ( const sample of list ) {
				const status = await send( sample, token );
				const fails =
					sample.fails === true ||
					( sample.failsIn ?? [] ).includes( scenario );
				if ( status >= 400 !== fails ) {
					unexpected.push(
						`${ sample.method } ${ sample.path } → ${ status }`
					);
				}
			}
			const { lines, view } = await findings();
			assert.equal( lines.length, 0, lines.join( '\n' ) );
			// Only the samples of unknown() fell through to "no method": every other was checked against a definition.
			assert.equal( view.checked[ '(unknown)' ], 3 );
			// The successes were successes (their bodies were checked), and the errors errors.
			assert.equal( unexpected.length, 0, unexpected.join( '\n' ) );
		} );
	}

	it( "answers every fault on every route in Google's error shapes", async () => {
		await fresh( 'default' );
		const { token, ctx } = await context();
		const list = samples( ctx ).filter(
			( s, i, all ) =>
				all.findIndex(
					( o ) => o.method === s.method && o.path === s.path
				) === i
		);
		const kinds = FAULT_KINDS.filter( ( k ) => k !== 'latency' );
		let faulted = 0;
		for ( const sample of list ) {
			// One fault of each kind for this path: each call takes the first one left, so N calls answer N faults.
			const faults = kinds
				.filter(
					( kind ) =>
						kind !== 'lighthouse_error' ||
						sample.path.includes( 'runPagespeed' )
				)
				.map( ( kind ) => ( {
					kind,
					path: sample.path,
					...( kind === 'rate_limit' || kind === 'unavailable'
						? { retryAfter: 30 }
						: {} ),
				} ) );
			await control( emu.url, '/faults', { faults } );
			for ( const fault of faults ) {
				const status = await send( sample, token );
				faulted +=
					status >= 400 || fault.kind === 'invalid_json' ? 1 : 0;
			}
		}
		assert.deepEqual(
			( await control( emu.url, '/faults' ) ).body,
			{ faults: [] },
			'every fault was answered'
		);
		const { lines } = await findings();
		assert.equal( lines.length, 0, lines.join( '\n' ) );
		assert.ok( faulted > list.length * 8, `faults answered: ${ faulted }` );
	} );
} );
