import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { RunningEmulator } from '../src/index';
import { call, control, SCOPE, signIn, start } from './helpers';

let emu: RunningEmulator;
let token: string;

before( async () => {
	emu = await start();
} );
after( () => emu.close() );
beforeEach( async () => {
	await control( emu.url, '/reset', {} );
	token = (
		await signIn( emu.url, [ SCOPE.webmasters, SCOPE.siteverification ] )
	).access_token;
} );

const SC = () => `${ emu.url }/searchconsole.googleapis.com/webmasters/v3`;
const SV = () => `${ emu.url }/www.googleapis.com/siteVerification/v1`;
const sites = () =>
	call< {
		siteEntry: Array< { siteUrl: string; permissionLevel: string } >;
	} >( `${ SC() }/sites`, { token } );
const query = ( site: string, body: unknown ) =>
	call< { rows?: Array< { keys: string[]; clicks: number } > } >(
		`${ SC() }/sites/${ encodeURIComponent( site ) }/searchAnalytics/query`,
		{ token, json: body }
	);
const RANGE = { startDate: '2025-02-13', endDate: '2025-03-12' };

describe( 'Search Console domain properties', () => {
	it( 'by default lists the URL-prefix site and no Domain property for 127.0.0.1', async () => {
		const list = await sites();
		const urls = list.body.siteEntry.map( ( s ) => s.siteUrl );
		assert.ok( urls.includes( 'http://127.0.0.1:8888/' ) );
		assert.ok( ! urls.some( ( u ) => u.startsWith( 'sc-domain:' ) ) );
	} );

	it( 'domain-property: the site only as sc-domain:<host>, with every permission level', async () => {
		await control( emu.url, '/scenario', { name: 'domain-property' } );
		const list = await sites();
		const entries = list.body.siteEntry;
		assert.deepEqual(
			entries.find( ( s ) => s.siteUrl === 'sc-domain:127.0.0.1' ),
			{ siteUrl: 'sc-domain:127.0.0.1', permissionLevel: 'SITE_OWNER' }
		);
		assert.ok(
			! entries.some( ( s ) =>
				s.siteUrl.startsWith( 'http://127.0.0.1' )
			)
		);
		assert.deepEqual(
			[ ...new Set( entries.map( ( s ) => s.permissionLevel ) ) ].sort(),
			[
				'SITE_FULL_USER',
				'SITE_OWNER',
				'SITE_RESTRICTED_USER',
				'SITE_UNVERIFIED_USER',
			]
		);
		const prefix = await query( 'http://127.0.0.1:8888/', {
			...RANGE,
			dimensions: [ 'page' ],
		} );
		assert.equal( prefix.status, 403 );
	} );

	it( 'domain-property: rows by page include other hosts and both protocols, and add up to the same clicks', async () => {
		const plain = await query( 'http://127.0.0.1:8888/', RANGE );
		await control( emu.url, '/scenario', { name: 'domain-property' } );
		const byPage = await query( 'sc-domain:127.0.0.1', {
			...RANGE,
			dimensions: [ 'page' ],
			rowLimit: 25000,
		} );
		assert.equal( byPage.status, 200 );
		const urls = ( byPage.body.rows ?? [] ).map( ( r ) => r.keys[ 0 ] );
		const origins = new Set( urls.map( ( u ) => new URL( u ).origin ) );
		for ( const origin of [
			'http://127.0.0.1:8888',
			'https://127.0.0.1:8888',
			'https://www.127.0.0.1.nip.io',
			'https://shop.127.0.0.1.nip.io',
		] ) {
			assert.ok( origins.has( origin ), origin );
		}
		const total = await query( 'sc-domain:127.0.0.1', RANGE );
		assert.equal(
			total.body.rows?.[ 0 ].clicks,
			plain.body.rows?.[ 0 ].clicks
		);
	} );
} );

describe( 'Site Verification of a domain (DNS_TXT)', () => {
	const site = { type: 'INET_DOMAIN', identifier: 'harvest.example' };

	it( 'hands out a TXT record and verifies once the record is published', async () => {
		const tokenResponse = await call< { method: string; token: string } >(
			`${ SV() }/token`,
			{ token, json: { site, verificationMethod: 'DNS_TXT' } }
		);
		assert.equal( tokenResponse.status, 200 );
		assert.equal( tokenResponse.body.method, 'DNS_TXT' );
		assert.match(
			tokenResponse.body.token,
			/^google-site-verification=[\w-]{43}$/
		);
		const meta = await call( `${ SV() }/token`, {
			token,
			json: { site, verificationMethod: 'META' },
		} );
		assert.equal( meta.status, 400 );

		const insert = () =>
			call< {
				id: string;
				site: { type: string; identifier: string };
				owners: string[];
			} >( `${ SV() }/webResource?verificationMethod=DNS_TXT`, {
				token,
				json: { site },
			} );
		assert.equal( ( await insert() ).status, 400 );
		await control( emu.url, '/dns', {
			domain: 'harvest.example',
			record: tokenResponse.body.token,
		} );
		const verified = await insert();
		assert.equal( verified.status, 200 );
		assert.deepEqual( verified.body.site, site );
		assert.equal( verified.body.id, 'dns%3A%2F%2Fharvest.example' );
		assert.deepEqual( verified.body.owners, [ 'site.admin@example.com' ] );

		const list = await call< {
			items: Array< { id: string; site: { type: string } } >;
		} >( `${ SV() }/webResource`, { token } );
		assert.ok(
			list.body.items.some(
				( i ) =>
					i.id === 'dns%3A%2F%2Fharvest.example' &&
					i.site.type === 'INET_DOMAIN'
			)
		);
		const one = await call(
			`${ SV() }/webResource/${ encodeURIComponent(
				'dns%3A%2F%2Fharvest.example'
			) }`,
			{ token }
		);
		assert.equal( one.status, 200 );
	} );

	it( 'domain-property: the site’s domain is already verified and listed as INET_DOMAIN', async () => {
		await control( emu.url, '/scenario', { name: 'domain-property' } );
		const list = await call< {
			items: Array< {
				id: string;
				site: { type: string; identifier: string };
			} >;
		} >( `${ SV() }/webResource`, { token } );
		const entry = list.body.items.find(
			( i ) => i.site.type === 'INET_DOMAIN'
		);
		assert.deepEqual( entry, {
			id: 'dns%3A%2F%2F127.0.0.1',
			site: { type: 'INET_DOMAIN', identifier: '127.0.0.1' },
			owners: [ 'site.admin@example.com' ],
		} );
		const insert = await call(
			`${ SV() }/webResource?verificationMethod=DNS_TXT`,
			{
				token,
				json: {
					site: { type: 'INET_DOMAIN', identifier: '127.0.0.1' },
				},
			}
		);
		assert.equal( insert.status, 200 );
	} );
} );
