import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../src/index';
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from '../src/oauth/store';
import {
	authorizeUrl,
	call,
	consent,
	control,
	exchange,
	REDIRECT_URI,
	SCOPE,
	signIn,
	start,
	type GoogleError,
	type Tokens,
} from './helpers';

let emu: RunningEmulator;
let base: string;

before( async () => {
	emu = await start();
	base = emu.url;
} );
after( () => emu.close() );

const TOKEN_URL = () => `${ base }/oauth2.googleapis.com/token`;
const USERINFO = () => `${ base }/www.googleapis.com/oauth2/v2/userinfo`;

describe( 'OAuth 2.0 web-server flow', () => {
	it( 'runs the whole dance: consent page, Allow, code, token, userinfo, refresh, revoke', async () => {
		await control( base, '/reset', {} );
		const page = await call(
			authorizeUrl( base, {
				scope: `openid email profile ${ SCOPE.webmasters }`,
			} )
		);
		assert.equal( page.status, 200 );
		assert.match( page.headers.get( 'content-type' ) ?? '', /text\/html/ );
		assert.match( page.text, /site\.admin@example\.com/ );
		assert.match( page.text, /Alex Rivera/ );
		assert.match(
			page.text,
			/View and manage Search Console data for your verified sites/
		);
		assert.match(
			page.text,
			/See your primary Google Account email address/
		);
		assert.match(
			page.text,
			/<button[^>]*value="allow"[^>]*>Allow<\/button>/
		);
		assert.match(
			page.text,
			/<button[^>]*value="deny"[^>]*>Deny<\/button>/
		);

		const location = await consent(
			base,
			{ scope: `openid email profile ${ SCOPE.webmasters }` },
			'allow'
		);
		assert.equal(
			`${ location.origin }${ location.pathname }`,
			'http://127.0.0.1:8888/wp-admin/index.php'
		);
		assert.equal(
			location.searchParams.get( 'action' ),
			'googlesitekit_auth'
		);
		assert.equal( location.searchParams.get( 'state' ), 'state-123' );
		const code = location.searchParams.get( 'code' ) ?? '';
		assert.ok( code.startsWith( '4/' ) );

		const tokens = await exchange( base, code );
		assert.equal( tokens.status, 200 );
		assert.equal( tokens.body.token_type, 'Bearer' );
		assert.equal( tokens.body.expires_in, 3600 );
		assert.ok( tokens.body.access_token.startsWith( 'ya29.' ) );
		assert.ok( tokens.body.refresh_token?.startsWith( '1//' ) );
		assert.ok( tokens.body.id_token?.split( '.' ).length === 3 );
		assert.deepEqual(
			tokens.body.scope.split( ' ' ).sort(),
			[ 'openid', SCOPE.email, SCOPE.profile, SCOPE.webmasters ].sort()
		);

		const again = await exchange( base, code );
		assert.equal( again.status, 400 );
		assert.equal(
			( again.body as unknown as { error: string } ).error,
			'invalid_grant'
		);

		const me = await call< Record< string, unknown > >( USERINFO(), {
			token: tokens.body.access_token,
		} );
		assert.equal( me.status, 200 );
		assert.deepEqual( Object.keys( me.body ).sort(), [
			'email',
			'family_name',
			'given_name',
			'id',
			'locale',
			'name',
			'picture',
			'verified_email',
		] );
		assert.equal( me.body.email, 'site.admin@example.com' );
		assert.equal( me.body.verified_email, true );
		const picture = await call( String( me.body.picture ) );
		assert.equal( picture.status, 200 );
		assert.match(
			picture.headers.get( 'content-type' ) ?? '',
			/image\/svg\+xml/
		);

		const refreshed = await call< Tokens >( TOKEN_URL(), {
			form: {
				grant_type: 'refresh_token',
				refresh_token: tokens.body.refresh_token ?? '',
				client_id: DEMO_CLIENT_ID,
				client_secret: DEMO_CLIENT_SECRET,
			},
		} );
		assert.equal( refreshed.status, 200 );
		assert.equal( refreshed.body.refresh_token, undefined );
		assert.notEqual(
			refreshed.body.access_token,
			tokens.body.access_token
		);

		const revoked = await call( `${ base }/oauth2.googleapis.com/revoke`, {
			form: { token: tokens.body.refresh_token ?? '' },
		} );
		assert.equal( revoked.status, 200 );
		assert.deepEqual( revoked.body, {} );
		const afterRevoke = await call( TOKEN_URL(), {
			form: {
				grant_type: 'refresh_token',
				refresh_token: tokens.body.refresh_token ?? '',
				client_id: DEMO_CLIENT_ID,
				client_secret: DEMO_CLIENT_SECRET,
			},
		} );
		assert.equal( afterRevoke.status, 400 );
		assert.deepEqual( afterRevoke.body, {
			error: 'invalid_grant',
			error_description: 'Token has been expired or revoked.',
		} );
		const meAfter = await call< GoogleError >( USERINFO(), {
			token: refreshed.body.access_token,
		} );
		assert.equal( meAfter.status, 401 );
	} );

	it( 'redirects with error=access_denied and the state when the user denies', async () => {
		const location = await consent( base, { state: 'deny-state' }, 'deny' );
		assert.equal( location.searchParams.get( 'error' ), 'access_denied' );
		assert.equal( location.searchParams.get( 'state' ), 'deny-state' );
		assert.equal( location.searchParams.get( 'code' ), null );
	} );

	it( 'signs in the account chosen on the consent page or by login_hint', async () => {
		const chosen = await signIn(
			base,
			[ SCOPE.email ],
			'108512938410285710002'
		);
		const me = await call< { email: string } >( USERINFO(), {
			token: chosen.access_token,
		} );
		assert.equal( me.body.email, 'second.user@example.com' );
		const page = await call(
			authorizeUrl( base, { login_hint: 'second.user@example.com' } )
		);
		assert.match( page.text, /value="108512938410285710002" checked/ );
	} );

	it( 'shows an HTML error page, never a redirect, for an unknown client or a redirect_uri the client did not register', async () => {
		const unknown = await call(
			authorizeUrl( base, {
				client_id: 'nobody.apps.googleusercontent.com',
			} )
		);
		assert.equal( unknown.status, 401 );
		assert.equal( unknown.headers.get( 'location' ), null );
		assert.match( unknown.text, /invalid_client/ );

		await control( base, '/clients', {
			client_id: 'registered.apps.googleusercontent.com',
			client_secret: 's3cret',
			redirect_uris: [ 'http://127.0.0.1:8888/callback' ],
		} );
		const wrong = await call(
			authorizeUrl( base, {
				client_id: 'registered.apps.googleusercontent.com',
				redirect_uri: 'http://127.0.0.1:8888/callback/',
			} )
		);
		assert.equal( wrong.status, 400 );
		assert.equal( wrong.headers.get( 'location' ), null );
		assert.match( wrong.text, /redirect_uri_mismatch/ );
		const right = await call(
			authorizeUrl( base, {
				client_id: 'registered.apps.googleusercontent.com',
				redirect_uri: 'http://127.0.0.1:8888/callback',
			} )
		);
		assert.equal( right.status, 200 );
		const external = await call(
			authorizeUrl( base, {
				redirect_uri: 'https://evil.example/callback',
			} )
		);
		assert.equal( external.status, 400 );
	} );

	it( 'adds earlier grants with include_granted_scopes and issues a refresh token only for offline access', async () => {
		const first = await consent(
			base,
			{ scope: SCOPE.email, login_hint: 'site.admin@example.com' },
			'allow'
		);
		await exchange( base, first.searchParams.get( 'code' ) ?? '' );
		const second = await consent(
			base,
			{
				scope: SCOPE.adsenseReadonly,
				include_granted_scopes: 'true',
				access_type: 'online',
			},
			'allow'
		);
		const tokens = await exchange(
			base,
			second.searchParams.get( 'code' ) ?? ''
		);
		assert.ok( tokens.body.scope.split( ' ' ).includes( SCOPE.email ) );
		assert.ok(
			tokens.body.scope.split( ' ' ).includes( SCOPE.adsenseReadonly )
		);
		assert.equal( tokens.body.refresh_token, undefined );
		const narrow = await consent( base, { scope: SCOPE.profile }, 'allow' );
		const narrowTokens = await exchange(
			base,
			narrow.searchParams.get( 'code' ) ?? ''
		);
		assert.equal( narrowTokens.body.scope, SCOPE.profile );
	} );

	it( 'answers token endpoint errors in Google’s shape and statuses', async () => {
		const cases: Array< [ Record< string, string >, number, string ] > = [
			[ { grant_type: 'password' }, 400, 'unsupported_grant_type' ],
			[
				{
					grant_type: 'authorization_code',
					client_id: DEMO_CLIENT_ID,
					client_secret: DEMO_CLIENT_SECRET,
				},
				400,
				'invalid_request',
			],
			[
				{
					grant_type: 'authorization_code',
					code: 'x',
					client_id: 'nobody',
					client_secret: 'x',
				},
				401,
				'invalid_client',
			],
			[
				{
					grant_type: 'authorization_code',
					code: 'x',
					client_id: DEMO_CLIENT_ID,
					client_secret: 'wrong',
				},
				401,
				'invalid_client',
			],
			[
				{
					grant_type: 'authorization_code',
					code: '4/bogus',
					client_id: DEMO_CLIENT_ID,
					client_secret: DEMO_CLIENT_SECRET,
					redirect_uri: REDIRECT_URI,
				},
				400,
				'invalid_grant',
			],
			[
				{
					grant_type: 'refresh_token',
					refresh_token: 'nope',
					client_id: DEMO_CLIENT_ID,
					client_secret: DEMO_CLIENT_SECRET,
				},
				400,
				'invalid_grant',
			],
		];
		for ( const [ form, status, error ] of cases ) {
			const response = await call< {
				error: string;
				error_description: string;
			} >( TOKEN_URL(), { form } );
			assert.equal( response.status, status, JSON.stringify( form ) );
			assert.equal( response.body.error, error );
			assert.equal( typeof response.body.error_description, 'string' );
			assert.deepEqual( Object.keys( response.body ).sort(), [
				'error',
				'error_description',
			] );
		}
	} );

	it( 'accepts client credentials through HTTP Basic and rejects a mismatched redirect_uri', async () => {
		const location = await consent( base, {}, 'allow' );
		const code = location.searchParams.get( 'code' ) ?? '';
		const basic = Buffer.from(
			`${ DEMO_CLIENT_ID }:${ DEMO_CLIENT_SECRET }`
		).toString( 'base64' );
		const mismatch = await call< { error: string } >( TOKEN_URL(), {
			form: {
				grant_type: 'authorization_code',
				code,
				redirect_uri: 'http://127.0.0.1:8888/other',
			},
			headers: { authorization: `Basic ${ basic }` },
		} );
		assert.equal( mismatch.body.error, 'redirect_uri_mismatch' );
		const ok = await call< Tokens >( TOKEN_URL(), {
			form: {
				grant_type: 'authorization_code',
				code,
				redirect_uri: REDIRECT_URI,
			},
			headers: { authorization: `Basic ${ basic }` },
		} );
		assert.equal( ok.status, 200 );
	} );

	it( 'expires access tokens after the configured lifetime (controllable clock, no sleeping)', async () => {
		await control( base, '/config', { accessTokenLifetime: 1 } );
		const tokens = await signIn( base, [ SCOPE.email ] );
		assert.equal( tokens.expires_in, 1 );
		assert.equal(
			( await call( USERINFO(), { token: tokens.access_token } ) ).status,
			200
		);
		await control( base, '/clock', { advanceSeconds: 2 } );
		const expired = await call< GoogleError >( USERINFO(), {
			token: tokens.access_token,
		} );
		assert.equal( expired.status, 401 );
		assert.equal( expired.body.error.status, 'UNAUTHENTICATED' );
		assert.equal( expired.body.error.errors[ 0 ].reason, 'authError' );
		await control( base, '/config', { accessTokenLifetime: 0 } );
		const instant = await signIn( base, [ SCOPE.email ] );
		assert.equal(
			( await call( USERINFO(), { token: instant.access_token } ) )
				.status,
			401
		);
		await control( base, '/reset', {} );
	} );

	it( 'answers revoke of an unknown token with invalid_token', async () => {
		const response = await call( `${ base }/oauth2.googleapis.com/revoke`, {
			form: { token: 'ya29.unknown' },
		} );
		assert.equal( response.status, 400 );
		assert.deepEqual( response.body, {
			error: 'invalid_token',
			error_description: 'Token expired or revoked',
		} );
	} );

	it( 'rejects a missing token with 401 and a token without the scope with 403 insufficientPermissions', async () => {
		const missing = await call< GoogleError >( USERINFO() );
		assert.equal( missing.status, 401 );
		assert.equal( missing.body.error.status, 'UNAUTHENTICATED' );
		const tokens = await signIn( base, [ SCOPE.email ] );
		const forbidden = await call< GoogleError >(
			`${ base }/www.googleapis.com/webmasters/v3/sites`,
			{ token: tokens.access_token }
		);
		assert.equal( forbidden.status, 403 );
		assert.equal( forbidden.body.error.status, 'PERMISSION_DENIED' );
		assert.equal(
			forbidden.body.error.errors[ 0 ].reason,
			'insufficientPermissions'
		);
		assert.equal(
			forbidden.body.error.message,
			'Request had insufficient authentication scopes.'
		);
	} );

	it( 'simulates a revoked grant through the control endpoint', async () => {
		const tokens = await signIn( base, [ SCOPE.email ] );
		const revoked = await control( base, '/revoke', {
			account: 'site.admin@example.com',
		} );
		assert.ok( ( revoked.body as { revoked: number } ).revoked >= 1 );
		// The access token dies with the grant: 401 UNAUTHENTICATED, as Google answers a revoked token.
		const api = await call< GoogleError >( USERINFO(), {
			token: tokens.access_token,
		} );
		assert.equal( api.status, 401 );
		assert.equal( api.body.error.status, 'UNAUTHENTICATED' );
		assert.equal( api.body.error.errors[ 0 ].reason, 'authError' );
		const refresh = await call< {
			error: string;
			error_description: string;
		} >( TOKEN_URL(), {
			form: {
				grant_type: 'refresh_token',
				refresh_token: tokens.refresh_token ?? '',
				client_id: DEMO_CLIENT_ID,
				client_secret: DEMO_CLIENT_SECRET,
			},
		} );
		assert.equal( refresh.status, 400 );
		assert.equal( refresh.body.error, 'invalid_grant' );
		assert.equal(
			refresh.body.error_description,
			'Token has been expired or revoked.'
		);
		// Until the account signs in again: a new consent gives a new grant that works.
		const again = await signIn( base, [ SCOPE.email ] );
		assert.equal(
			( await call( USERINFO(), { token: again.access_token } ) ).status,
			200
		);
	} );
} );
