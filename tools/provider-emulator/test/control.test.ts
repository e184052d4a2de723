import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { RunningEmulator } from '../src/index';
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from '../src/oauth/store';
import {
	call,
	control,
	SCOPE,
	signIn,
	start,
	type GoogleError,
} from './helpers';

let emu: RunningEmulator;
let token: string;

before( async () => {
	emu = await start();
} );
after( () => emu.close() );
beforeEach( async () => {
	await control( emu.url, '/reset', {} );
	token = (
		await signIn( emu.url, [ SCOPE.webmasters, SCOPE.analyticsReadonly ] )
	).access_token;
} );

const sites = () =>
	call< GoogleError >(
		`${ emu.url }/searchconsole.googleapis.com/webmasters/v3/sites`,
		{ token }
	);
const ga = () =>
	call< GoogleError >(
		`${ emu.url }/analyticsdata.googleapis.com/v1beta/properties/300000001:runReport`,
		{
			token,
			json: {
				dateRanges: [ { startDate: '7daysAgo', endDate: 'yesterday' } ],
				metrics: [ { name: 'sessions' } ],
			},
		}
	);

interface LogEntry {
	method: string;
	api: string;
	path: string;
	query: Record< string, string >;
	status: number;
	token: string | null;
	start: number;
	end: number;
}

describe( 'control endpoint: faults', () => {
	const expectations: Array< [ string, number, string, string ] > = [
		[ 'internal', 500, 'INTERNAL', 'backendError' ],
		[ 'unavailable', 503, 'UNAVAILABLE', 'backendError' ],
		[ 'unauthenticated', 401, 'UNAUTHENTICATED', 'authError' ],
		[
			'insufficient_permissions',
			403,
			'PERMISSION_DENIED',
			'insufficientPermissions',
		],
		[ 'forbidden', 403, 'PERMISSION_DENIED', 'forbidden' ],
		[ 'invalid_argument', 400, 'INVALID_ARGUMENT', 'badRequest' ],
		[ 'not_found', 404, 'NOT_FOUND', 'notFound' ],
		[ 'rate_limit', 429, 'RESOURCE_EXHAUSTED', 'rateLimitExceeded' ],
	];
	for ( const [ kind, status, statusName, reason ] of expectations ) {
		it( `injects ${ kind } for the next n calls of one API only`, async () => {
			const added = await control( emu.url, '/faults', {
				kind,
				api: 'searchconsole',
				count: 2,
			} );
			assert.equal( added.status, 201 );
			for ( let i = 0; i < 2; i++ ) {
				const response = await sites();
				assert.equal( response.status, status );
				assert.equal( response.body.error.code, status );
				assert.equal( response.body.error.status, statusName );
				assert.equal( response.body.error.errors[ 0 ].reason, reason );
				assert.equal(
					response.body.error.errors[ 0 ].domain,
					'global'
				);
			}
			assert.equal( ( await ga() ).status, 200 );
			assert.equal( ( await sites() ).status, 200 );
		} );
	}

	it( 'sends Retry-After with rate_limit and unavailable faults that ask for it, and only those', async () => {
		await control( emu.url, '/faults', {
			faults: [
				{ kind: 'rate_limit', api: 'searchconsole', retryAfter: 120 },
				{ kind: 'unavailable', api: 'analytics', retryAfter: 7 },
			],
		} );
		const limited = await sites();
		assert.equal( limited.status, 429 );
		assert.equal( limited.headers.get( 'retry-after' ), '120' );
		assert.equal( limited.body.error.status, 'RESOURCE_EXHAUSTED' );
		const down = await ga();
		assert.equal( down.status, 503 );
		assert.equal( down.headers.get( 'retry-after' ), '7' );
		await control( emu.url, '/faults', { kind: 'rate_limit' } );
		const plain = await sites();
		assert.equal( plain.status, 429 );
		assert.equal( plain.headers.get( 'retry-after' ), null );
		for ( const bad of [
			{ kind: 'internal', retryAfter: 5 },
			{ kind: 'rate_limit', retryAfter: -1 },
			{ kind: 'rate_limit', retryAfter: 1.5 },
		] ) {
			assert.equal(
				( await control( emu.url, '/faults', bad ) ).status,
				400
			);
		}
	} );

	it( 'answers 200 with a body that is not JSON for invalid_json', async () => {
		await control( emu.url, '/faults', {
			kind: 'invalid_json',
			path: ':runReport',
		} );
		const response = await ga();
		assert.equal( response.status, 200 );
		assert.equal( response.body, null );
		assert.throws( () => JSON.parse( response.text ) );
		assert.equal( ( await ga() ).status, 200 );
	} );

	it( 'adds latency globally or per API, and faults on the token endpoint use the OAuth shape', async () => {
		await control( emu.url, '/faults', {
			kind: 'latency',
			ms: 150,
			api: 'analytics',
		} );
		const t0 = performance.now();
		await ga();
		assert.ok( performance.now() - t0 >= 140 );
		await control( emu.url, '/faults', { kind: 'internal', api: 'oauth' } );
		const refresh = await call(
			`${ emu.url }/oauth2.googleapis.com/token`,
			{
				form: {
					grant_type: 'refresh_token',
					refresh_token: 'x',
					client_id: DEMO_CLIENT_ID,
					client_secret: DEMO_CLIENT_SECRET,
				},
			}
		);
		assert.equal( refresh.status, 500 );
		assert.deepEqual( refresh.body, {
			error: 'internal_failure',
			error_description: 'Backend Error',
		} );
		const persistent = await control( emu.url, '/faults', {
			kind: 'rate_limit',
			api: 'pagespeed',
			persistent: true,
		} );
		assert.equal( persistent.status, 201 );
		for ( let i = 0; i < 3; i++ ) {
			const psi = await call(
				`${ emu.url }/pagespeedonline.googleapis.com/pagespeedonline/v5/runPagespeed?url=http://a.test/`
			);
			assert.equal( psi.status, 429 );
		}
		await control( emu.url, '/faults', undefined, 'DELETE' );
		assert.equal(
			(
				await call(
					`${ emu.url }/pagespeedonline.googleapis.com/pagespeedonline/v5/runPagespeed?url=http://a.test/`
				)
			).status,
			200
		);
	} );

	it( 'rejects malformed faults', async () => {
		assert.equal(
			( await control( emu.url, '/faults', { kind: 'explode' } ) ).status,
			400
		);
		assert.equal(
			( await control( emu.url, '/faults', { kind: 'latency' } ) ).status,
			400
		);
	} );
} );

describe( 'control endpoint: request log, config, reset', () => {
	it( 'logs provider calls with method, path, query, status, token and timing, and shows parallel calls overlapping', async () => {
		await control( emu.url, '/requests', undefined, 'DELETE' );
		await control( emu.url, '/faults', {
			kind: 'latency',
			ms: 120,
			api: 'searchconsole',
			count: 3,
		} );
		await Promise.all( [ sites(), sites(), sites() ] );
		await call(
			`${ emu.url }/pagespeedonline.googleapis.com/pagespeedonline/v5/runPagespeed?url=http://a.test/&strategy=mobile`
		);
		const log = ( await control( emu.url, '/requests?api=searchconsole' ) )
			.body as { requests: LogEntry[] };
		assert.equal( log.requests.length, 3 );
		for ( const entry of log.requests ) {
			assert.equal( entry.method, 'GET' );
			assert.equal(
				entry.path,
				'/searchconsole.googleapis.com/webmasters/v3/sites'
			);
			assert.equal( entry.status, 200 );
			assert.ok( entry.token?.startsWith( 'ya29.' ) );
			assert.ok( entry.end - entry.start >= 110 );
		}
		const [ a, b, c ] = log.requests;
		assert.ok(
			b.start < a.end && c.start < a.end,
			'the three calls ran in parallel'
		);
		const all = ( await control( emu.url, '/requests' ) ).body as {
			requests: LogEntry[];
		};
		const psi = all.requests.find( ( r ) => r.api === 'pagespeed' );
		assert.deepEqual( psi?.query, {
			url: 'http://a.test/',
			strategy: 'mobile',
		} );
		assert.ok(
			! all.requests.some( ( r ) => r.path.startsWith( '/__emulator' ) )
		);
	} );

	it( 'changes the site URL, which the demo account then owns everywhere', async () => {
		const config = await control( emu.url, '/config', {
			siteUrl: 'http://localhost:8890',
		} );
		assert.equal(
			( config.body as { siteUrl: string } ).siteUrl,
			'http://localhost:8890/'
		);
		const list = await call< { siteEntry: Array< { siteUrl: string } > } >(
			`${ emu.url }/searchconsole.googleapis.com/webmasters/v3/sites`,
			{ token }
		);
		assert.equal(
			list.body.siteEntry[ 0 ].siteUrl,
			'http://localhost:8890/'
		);
		assert.equal(
			( await control( emu.url, '/config', { siteUrl: 'ftp://x' } ) )
				.status,
			400
		);
	} );

	it( 'resets grants, tokens, faults, log and config', async () => {
		await control( emu.url, '/config', {
			accessTokenLifetime: 5,
			siteUrl: 'http://localhost:1234',
		} );
		await control( emu.url, '/faults', {
			kind: 'internal',
			persistent: true,
		} );
		await control( emu.url, '/reset', {} );
		assert.deepEqual(
			(
				( await control( emu.url, '/faults' ) ).body as {
					faults: unknown[];
				}
			 ).faults,
			[]
		);
		const config = ( await control( emu.url, '/config' ) ).body as {
			accessTokenLifetime: number;
			siteUrl: string;
		};
		assert.equal( config.accessTokenLifetime, 3600 );
		assert.equal( config.siteUrl, 'http://127.0.0.1:8888/' );
		assert.equal( ( await sites() ).status, 401 );
		assert.deepEqual(
			(
				( await control( emu.url, '/requests' ) ).body as {
					requests: unknown[];
				}
			 ).requests.length,
			1
		);
	} );

	it( 'answers unknown paths with 404 NOT_FOUND in Google’s shape', async () => {
		const response = await call< GoogleError >(
			`${ emu.url }/analyticsdata.googleapis.com/v1beta/nothing-here`
		);
		assert.equal( response.status, 404 );
		assert.equal( response.body.error.status, 'NOT_FOUND' );
		assert.equal( response.body.error.errors[ 0 ].reason, 'notFound' );
	} );
} );
