import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, beforeEach, describe, it, mock } from 'node:test';
import type { RunningEmulator } from '../src/index';
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from '../src/oauth/store';
import { STATE_VERSION } from '../src/state-file';
import {
	ALL_SCOPES,
	call,
	control,
	SCOPE,
	signIn,
	start,
	type GoogleError,
	type Tokens,
} from './helpers';

const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'emulator-state-' ) );
let file: string;
let count = 0;
const running: RunningEmulator[] = [];

async function open( stateFile: string | undefined = file ) {
	const emu = await start( { stateFile } );
	running.push( emu );
	return emu;
}

async function close( emu: RunningEmulator ) {
	running.splice( running.indexOf( emu ), 1 );
	await emu.close();
}

beforeEach( () => {
	file = path.join( dir, `state-${ ++count }.json` );
} );
afterEach( async () => {
	mock.restoreAll();
	await Promise.all( running.splice( 0 ).map( ( emu ) => emu.close() ) );
} );
after( () => fs.rmSync( dir, { recursive: true, force: true } ) );

const refresh = ( base: string, refreshToken: string ) =>
	call< Tokens & { error?: string } >(
		`${ base }/oauth2.googleapis.com/token`,
		{
			form: {
				grant_type: 'refresh_token',
				refresh_token: refreshToken,
				client_id: DEMO_CLIENT_ID,
				client_secret: DEMO_CLIENT_SECRET,
			},
		}
	);

const summaries = ( base: string, token: string ) =>
	call< {
		accountSummaries: Array< {
			account: string;
			propertySummaries?: Array< {
				property: string;
				displayName: string;
			} >;
		} >;
	} >( `${ base }/analyticsadmin.googleapis.com/v1beta/accountSummaries`, {
		token,
	} );

async function createProperty( base: string, token: string ) {
	const property = await call< { name: string } >(
		`${ base }/analyticsadmin.googleapis.com/v1beta/properties`,
		{
			token,
			json: {
				parent: 'accounts/100000002',
				displayName: 'Kept across restarts',
				timeZone: 'Europe/Berlin',
			},
		}
	);
	assert.equal( property.status, 200 );
	const stream = await call< {
		name: string;
		webStreamData: { measurementId: string };
	} >(
		`${ base }/analyticsadmin.googleapis.com/v1beta/${ property.body.name }/dataStreams`,
		{
			token,
			json: {
				type: 'WEB_DATA_STREAM',
				displayName: 'Web',
				webStreamData: { defaultUri: 'http://127.0.0.1:8888' },
			},
		}
	);
	assert.equal( stream.status, 200 );
	return { property: property.body.name, stream: stream.body };
}

describe( 'state file', () => {
	it( 'keeps tokens, grants and created resources across a restart', async () => {
		let emu = await open();
		const tokens = await signIn(
			emu.url,
			ALL_SCOPES,
			'second.user@example.com'
		);
		assert.ok( tokens.refresh_token );
		const created = await createProperty( emu.url, tokens.access_token );
		const added = await call(
			`${
				emu.url
			}/searchconsole.googleapis.com/webmasters/v3/sites/${ encodeURIComponent(
				'https://kept.example.net/'
			) }`,
			{ method: 'PUT', token: tokens.access_token }
		);
		assert.equal( added.status, 204 );
		// Saved before the answer: nothing is waiting for a timer when the process stops.
		assert.ok( fs.existsSync( file ) );
		await close( emu );

		const saved = JSON.parse( fs.readFileSync( file, 'utf8' ) );
		assert.equal( saved.version, STATE_VERSION );
		assert.equal( saved.oauth.refreshTokens.length, 1 );
		assert.deepEqual( saved.oauth.clients, [] );

		emu = await open();
		// The access token from before the restart still works against an API.
		const listed = await summaries( emu.url, tokens.access_token );
		assert.equal( listed.status, 200 );
		const properties = listed.body.accountSummaries[ 0 ].propertySummaries;
		assert.deepEqual(
			properties?.map( ( p ) => [ p.property, p.displayName ] ),
			[ [ created.property, 'Kept across restarts' ] ]
		);
		const stream = await call< {
			webStreamData: { measurementId: string };
		} >(
			`${ emu.url }/analyticsadmin.googleapis.com/v1beta/${ created.stream.name }`,
			{ token: tokens.access_token }
		);
		assert.equal( stream.status, 200 );
		assert.equal(
			stream.body.webStreamData.measurementId,
			created.stream.webStreamData.measurementId
		);
		const sites = await call< { siteEntry: Array< { siteUrl: string } > } >(
			`${ emu.url }/searchconsole.googleapis.com/webmasters/v3/sites`,
			{ token: tokens.access_token }
		);
		assert.ok(
			sites.body.siteEntry.some(
				( s ) => s.siteUrl === 'https://kept.example.net/'
			)
		);

		// The refresh token still works, and its access token too.
		const refreshed = await refresh( emu.url, tokens.refresh_token );
		assert.equal( refreshed.status, 200 );
		assert.equal(
			( await summaries( emu.url, refreshed.body.access_token ) ).status,
			200
		);
		// The grant survived: include_granted_scopes still knows it.
		const grants = await control( emu.url, '/grants' );
		assert.deepEqual(
			(
				grants.body as { grants: Array< { scopes: string[] } > }
			 ).grants[ 0 ].scopes.sort(),
			[ ...ALL_SCOPES ].sort()
		);
		// A new property after the restart does not reuse an id.
		const second = await createProperty(
			emu.url,
			refreshed.body.access_token
		);
		assert.notEqual( second.property, created.property );
	} );

	it( 'keeps created custom dimensions across a restart', async () => {
		let emu = await open();
		const tokens = await signIn( emu.url );
		const url = ( base: string ) =>
			`${ base }/analyticsadmin.googleapis.com/v1beta/properties/300000001/customDimensions`;
		const created = await call( url( emu.url ), {
			token: tokens.access_token,
			json: {
				parameterName: 'googlesitekit_post_categories',
				displayName: 'WordPress Post Categories',
				scope: 'EVENT',
			},
		} );
		assert.equal( created.status, 200 );
		await close( emu );
		emu = await open();
		const listed = await call< { customDimensions: unknown[] } >(
			url( emu.url ),
			{
				token: tokens.access_token,
			}
		);
		assert.deepEqual( listed.body.customDimensions, [ created.body ] );
	} );

	it( 'keeps registered clients and revocations', async () => {
		let emu = await open();
		const tokens = await signIn( emu.url, [ SCOPE.analyticsReadonly ] );
		const registered = await control( emu.url, '/clients', {
			client_id: 'my.apps.googleusercontent.com',
			client_secret: 's',
			redirect_uris: [ 'http://127.0.0.1:8888/cb' ],
		} );
		assert.equal( registered.status, 201 );
		await close( emu );

		emu = await open();
		const clients = await control( emu.url, '/clients' );
		assert.deepEqual(
			(
				clients.body as { clients: Array< { client_id: string } > }
			 ).clients.map( ( c ) => c.client_id ),
			[ DEMO_CLIENT_ID, 'my.apps.googleusercontent.com' ]
		);
		const revoked = await call(
			`${ emu.url }/oauth2.googleapis.com/revoke`,
			{
				form: { token: tokens.refresh_token ?? '' },
			}
		);
		assert.equal( revoked.status, 200 );
		await close( emu );

		emu = await open();
		const dead = await refresh( emu.url, tokens.refresh_token ?? '' );
		assert.equal( dead.status, 400 );
		assert.equal( dead.body.error, 'invalid_grant' );
		const api = await summaries( emu.url, tokens.access_token );
		assert.equal( api.status, 401 );
	} );

	it( 'writes only when the state changed', async () => {
		const emu = await open();
		const tokens = await signIn( emu.url, [ SCOPE.analyticsReadonly ] );
		const before = fs.readFileSync( file, 'utf8' );
		assert.ok( before.includes( tokens.access_token ) );
		// Only requests that change the state write; reads leave the file alone.
		// Each write renames a new file over the old one: a new inode.
		const inode = fs.statSync( file ).ino;
		await summaries( emu.url, tokens.access_token );
		await call( `${ emu.url }/__emulator/health` );
		assert.equal( fs.statSync( file ).ino, inode );
		await control( emu.url, '/clients', {
			client_id: 'other.apps.googleusercontent.com',
			client_secret: 's',
			redirect_uris: [],
		} );
		assert.notEqual( fs.statSync( file ).ino, inode );
		assert.equal(
			fs.readdirSync( dir ).filter( ( f ) => f.endsWith( '.tmp' ) )
				.length,
			0
		);
		await close( emu );
	} );

	it( 'reset deletes the file and starts from the demo state', async () => {
		let emu = await open();
		const tokens = await signIn(
			emu.url,
			ALL_SCOPES,
			'second.user@example.com'
		);
		await createProperty( emu.url, tokens.access_token );
		assert.ok( fs.existsSync( file ) );
		const reset = await control( emu.url, '/reset', {} );
		assert.equal( reset.status, 200 );
		assert.equal( fs.existsSync( file ), false );
		await close( emu );

		emu = await open();
		assert.equal(
			( await summaries( emu.url, tokens.access_token ) ).status,
			401
		);
		const dead = await refresh( emu.url, tokens.refresh_token ?? '' );
		assert.equal( dead.status, 400 );
		const fresh = await signIn(
			emu.url,
			ALL_SCOPES,
			'second.user@example.com'
		);
		const listed = await summaries( emu.url, fresh.access_token );
		assert.deepEqual(
			listed.body.accountSummaries[ 0 ].propertySummaries ?? [],
			[]
		);
	} );

	for ( const [ name, content ] of [
		[ 'invalid JSON', '{"format": "site-kit-provider-emulator-state", ' ],
		[
			'another version',
			JSON.stringify( {
				format: 'site-kit-provider-emulator-state',
				version: 999,
			} ),
		],
		[
			'a wrong shape',
			JSON.stringify( {
				format: 'site-kit-provider-emulator-state',
				version: STATE_VERSION,
				oauth: {
					clients: [],
					grants: [],
					accessTokens: [ { token: 1 } ],
					refreshTokens: [],
				},
				resources: {},
			} ),
		],
	] ) {
		it( `starts clean with a warning from a file with ${ name }`, async () => {
			fs.writeFileSync( file, content );
			const warn = mock.method( console, 'warn', () => {} );
			const emu = await open();
			assert.equal( warn.mock.callCount(), 1 );
			assert.match(
				String( warn.mock.calls[ 0 ].arguments[ 0 ] ),
				/Ignoring the state file .*fresh state/
			);
			// Nothing was overwritten yet; the next change replaces the file.
			assert.equal( fs.readFileSync( file, 'utf8' ), content );
			const anonymous = await call< GoogleError >(
				`${ emu.url }/analyticsadmin.googleapis.com/v1beta/accountSummaries`
			);
			assert.equal( anonymous.status, 401 );
			await signIn( emu.url, [ SCOPE.analyticsReadonly ] );
			const saved = JSON.parse( fs.readFileSync( file, 'utf8' ) );
			assert.equal( saved.version, STATE_VERSION );
			assert.equal( saved.oauth.refreshTokens.length, 1 );
		} );
	}

	it( 'writes nothing without the option', async () => {
		const cwd = fs.readdirSync( process.cwd() );
		const files = fs.readdirSync( dir );
		const emu = await open( undefined );
		const tokens = await signIn(
			emu.url,
			ALL_SCOPES,
			'second.user@example.com'
		);
		await createProperty( emu.url, tokens.access_token );
		await control( emu.url, '/reset', {} );
		await close( emu );
		assert.deepEqual( fs.readdirSync( dir ), files );
		assert.deepEqual( fs.readdirSync( process.cwd() ), cwd );
	} );
} );
