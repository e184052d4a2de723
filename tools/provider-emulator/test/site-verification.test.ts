import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../src/index';
import {
	call,
	control,
	SCOPE,
	signIn,
	start,
	type GoogleError,
} from './helpers';

let emu: RunningEmulator;
let site: Server;
let siteUrl: string;
let metaTag = '';

before( async () => {
	// A tiny "WordPress" whose home page carries whatever meta tag the test sets.
	site = createServer( ( _req, res ) => {
		res.writeHead( 200, { 'content-type': 'text/html' } );
		res.end(
			`<!DOCTYPE html><html><head><title>Home</title>${ metaTag }</head><body>Hello</body></html>`
		);
	} );
	await new Promise< void >( ( resolve ) =>
		site.listen( 0, '127.0.0.1', resolve )
	);
	siteUrl = `http://127.0.0.1:${ ( site.address() as AddressInfo ).port }/`;
	emu = await start( { siteUrl: 'http://127.0.0.1:8888' } );
} );
after( async () => {
	await emu.close();
	site.closeAllConnections();
	await new Promise( ( resolve ) => site.close( resolve ) );
} );

const V1 = () => `${ emu.url }/www.googleapis.com/siteVerification/v1`;

describe( 'Site Verification v1', () => {
	it( 'issues a META token, fails while the tag is missing, verifies once the page carries it', async () => {
		const token = (
			await signIn(
				emu.url,
				[ SCOPE.siteverification, SCOPE.email ],
				'108512938410285710002'
			)
		).access_token;
		const issued = await call< { method: string; token: string } >(
			`${ V1() }/token`,
			{
				token,
				json: {
					site: { type: 'SITE', identifier: siteUrl },
					verificationMethod: 'META',
				},
			}
		);
		assert.equal( issued.status, 200 );
		assert.equal( issued.body.method, 'META' );
		assert.match(
			issued.body.token,
			/^<meta name="google-site-verification" content="[\w-]{43}">$/
		);

		const empty = await call< Record< string, unknown > >(
			`${ V1() }/webResource`,
			{ token }
		);
		assert.deepEqual( empty.body, {} );

		metaTag = '';
		const missing = await call< GoogleError >(
			`${ V1() }/webResource?verificationMethod=META`,
			{ token, json: { site: { type: 'SITE', identifier: siteUrl } } }
		);
		assert.equal( missing.status, 400 );
		assert.equal(
			missing.body.error.message,
			'The necessary verification token could not be found on your site.'
		);
		assert.equal( missing.body.error.errors[ 0 ].reason, 'badRequest' );

		metaTag =
			'<meta name="google-site-verification" content="wrong-token">';
		assert.equal(
			(
				await call( `${ V1() }/webResource?verificationMethod=META`, {
					token,
					json: { site: { type: 'SITE', identifier: siteUrl } },
				} )
			).status,
			400
		);

		metaTag = issued.body.token;
		const verified = await call< {
			id: string;
			site: { type: string; identifier: string };
			owners: string[];
		} >( `${ V1() }/webResource?verificationMethod=META`, {
			token,
			json: { site: { type: 'SITE', identifier: siteUrl } },
		} );
		assert.equal( verified.status, 200 );
		assert.deepEqual( verified.body.site, {
			type: 'SITE',
			identifier: siteUrl,
		} );
		assert.ok( verified.body.owners.includes( 'second.user@example.com' ) );

		const list = await call< {
			items: Array< { id: string; site: { identifier: string } } >;
		} >( `${ V1() }/webResource`, { token } );
		assert.equal( list.body.items[ 0 ].site.identifier, siteUrl );
		const one = await call< { site: { identifier: string } } >(
			`${ V1() }/webResource/${ encodeURIComponent(
				list.body.items[ 0 ].id
			) }`,
			{ token }
		);
		assert.equal( one.status, 200 );
		assert.equal( one.body.site.identifier, siteUrl );
	} );

	it( 'reports an unreachable site as token not found, and needs the scope', async () => {
		const token = ( await signIn( emu.url, [ SCOPE.siteverification ] ) )
			.access_token;
		const response = await call< GoogleError >(
			`${ V1() }/webResource?verificationMethod=META`,
			{
				token,
				json: {
					site: { type: 'SITE', identifier: 'http://127.0.0.1:9/' },
				},
			}
		);
		assert.equal( response.status, 400 );
		const noScope = ( await signIn( emu.url, [ SCOPE.email ] ) )
			.access_token;
		const denied = await call< GoogleError >( `${ V1() }/webResource`, {
			token: noScope,
		} );
		assert.equal( denied.status, 403 );
		assert.equal(
			denied.body.error.errors[ 0 ].reason,
			'insufficientPermissions'
		);
		const invalid = await call< GoogleError >( `${ V1() }/token`, {
			token,
			json: { site: { type: 'SITE', identifier: siteUrl } },
		} );
		assert.equal( invalid.status, 400 );
		assert.match( invalid.body.error.message, /verificationMethod/ );
		await control( emu.url, '/reset', {} );
	} );
} );
