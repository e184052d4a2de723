/**
 * A network's extra sites as configuration: the option, EMULATOR_EXTRA_SITES, the control endpoint (read, changed,
 * refused, kept by a reset), the accounts they bring on the consent page, and a state file across a restart.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { demoContent, demoSiteContent } from '../src/data/demo-content';
import { startEmulator, type RunningEmulator } from '../src/index';
import { STATE_VERSION } from '../src/state-file';
import {
	authorizeUrl,
	call,
	control,
	SCOPE,
	signIn,
	start,
	TODAY,
	type GoogleError,
} from './helpers';

const KITCHEN = 'http://127.0.0.1:8888/kitchen/';
const GARDEN = 'http://127.0.0.1:8888/garden/';

const running: RunningEmulator[] = [];
async function open( options: Parameters< typeof start >[ 0 ] = {} ) {
	const emu = await start( options );
	running.push( emu );
	return emu;
}
after( () => Promise.all( running.map( ( emu ) => emu.close() ) ) );

const extraSitesOf = async ( base: string, route = '/config' ) =>
	( ( await control( base, route ) ).body as { extraSites: string[] } )
		.extraSites;

const summaries = ( base: string, token: string ) =>
	call<
		{
			accountSummaries?: Array< {
				propertySummaries: Array< {
					property: string;
					displayName: string;
				} >;
			} >;
		} & GoogleError
	>( `${ base }/analyticsadmin.googleapis.com/v1beta/accountSummaries`, {
		token,
	} );

describe( 'extra sites: configuration', () => {
	it( 'lists the extra sites’ owners on the consent page, and login_hint selects one by e-mail', async () => {
		const emu = await open( { extraSites: [ KITCHEN, GARDEN ] } );
		const page = await call(
			authorizeUrl( emu.url, { login_hint: 'SITE3.admin@example.com' } )
		);
		assert.equal( page.status, 200 );
		for ( const words of [
			'Alex Rivera',
			'Sam Okafor',
			'Jordan Lee',
			'site2.admin@example.com',
			'Priya Nair',
			'site3.admin@example.com',
		] ) {
			assert.ok( page.text.includes( words ), words );
		}
		assert.match( page.text, /value="108512938410285720003" checked/ );
		const token = (
			await signIn(
				emu.url,
				[ SCOPE.email, SCOPE.profile ],
				'site3.admin@example.com'
			)
		).access_token;
		const me = await call< {
			id: string;
			email: string;
			name: string;
			picture: string;
		} >( `${ emu.url }/www.googleapis.com/oauth2/v2/userinfo`, { token } );
		assert.deepEqual(
			{ id: me.body.id, email: me.body.email, name: me.body.name },
			{
				id: '108512938410285720003',
				email: 'site3.admin@example.com',
				name: 'Priya Nair',
			}
		);
		const avatar = await call( me.body.picture );
		assert.equal( avatar.status, 200 );
		assert.match( avatar.text, />PN</ );
		const accounts = ( await control( emu.url, '/accounts' ) ).body as {
			accounts: Array< { email: string } >;
		};
		assert.deepEqual(
			accounts.accounts.map( ( a ) => a.email ),
			[
				'site.admin@example.com',
				'second.user@example.com',
				'site2.admin@example.com',
				'site3.admin@example.com',
			]
		);
	} );

	it( 'reads and changes extraSites through the control endpoint; a reset keeps them; bad input changes nothing', async () => {
		const emu = await open();
		assert.deepEqual( await extraSitesOf( emu.url ), [] );
		const without = await call( authorizeUrl( emu.url, {} ) );
		assert.ok( ! without.text.includes( 'Jordan Lee' ) );

		const set = await control( emu.url, '/settings', {
			extraSites: [ 'http://127.0.0.1:8888/kitchen', GARDEN ],
		} );
		assert.equal( set.status, 200 );
		assert.deepEqual( ( set.body as { extraSites: string[] } ).extraSites, [
			KITCHEN,
			GARDEN,
		] );
		assert.deepEqual( await extraSitesOf( emu.url, '/settings' ), [
			KITCHEN,
			GARDEN,
		] );
		const token = (
			await signIn( emu.url, undefined, 'site2.admin@example.com' )
		).access_token;
		assert.deepEqual(
			(
				await summaries( emu.url, token )
			).body.accountSummaries?.[ 0 ].propertySummaries.map(
				( p ) => p.property
			),
			[ 'properties/300010002' ]
		);
		const sites = ( await control( emu.url, '/sites' ) ).body as {
			sites: Array< {
				site: number;
				url: string;
				analyticsProperty: string;
				adsenseAccount: string;
				account: { email: string };
			} >;
		};
		assert.deepEqual(
			sites.sites.map( ( s ) => [
				s.site,
				s.url,
				s.account.email,
				s.analyticsProperty,
				s.adsenseAccount,
			] ),
			[
				[
					1,
					'http://127.0.0.1:8888/',
					'site.admin@example.com',
					'properties/300000001',
					'accounts/pub-1357924680135792',
				],
				[
					2,
					KITCHEN,
					'site2.admin@example.com',
					'properties/300010002',
					'accounts/pub-2468135792468002',
				],
				[
					3,
					GARDEN,
					'site3.admin@example.com',
					'properties/300010003',
					'accounts/pub-2468135792468003',
				],
			]
		);

		for ( const bad of [
			{ extraSites: 'ftp://x/' },
			{ extraSites: [ KITCHEN, 'http://127.0.0.1:8888/kitchen' ] },
			{ extraSites: [ 'http://127.0.0.1:8888/' ] },
			{ extraSites: [ 42 ] },
			{ siteUrl: KITCHEN },
		] ) {
			const refused = await control( emu.url, '/config', bad );
			assert.equal( refused.status, 400, JSON.stringify( bad ) );
			assert.deepEqual( await extraSitesOf( emu.url ), [
				KITCHEN,
				GARDEN,
			] );
		}
		assert.equal(
			(
				( await control( emu.url, '/config' ) ).body as {
					siteUrl: string;
				}
			 ).siteUrl,
			'http://127.0.0.1:8888/'
		);

		await control( emu.url, '/reset', {} );
		assert.deepEqual( await extraSitesOf( emu.url ), [ KITCHEN, GARDEN ] );
		const again = await call( authorizeUrl( emu.url, {} ) );
		assert.ok( again.text.includes( 'Jordan Lee' ) );

		// Dropping a site takes its owner and resources with it.
		await control( emu.url, '/config', { extraSites: [] } );
		assert.ok(
			! ( await call( authorizeUrl( emu.url, {} ) ) ).text.includes(
				'Jordan Lee'
			)
		);
		assert.equal(
			( await summaries( emu.url, token ) ).body.accountSummaries,
			undefined
		);
	} );

	it( 'refuses bad extraSites on start', async () => {
		await assert.rejects(
			startEmulator( { port: 0, extraSites: [ 'not a url' ] } ),
			/Invalid extraSites/
		);
		await assert.rejects(
			startEmulator( {
				port: 0,
				siteUrl: KITCHEN,
				extraSites: [ KITCHEN ],
			} ),
			/listed twice/
		);
	} );

	it( 'takes EMULATOR_EXTRA_SITES in the command line tool', async () => {
		const child = spawn(
			process.execPath,
			[ '--import', 'tsx', path.resolve( __dirname, '../src/cli.ts' ) ],
			{
				env: {
					...process.env,
					EMULATOR_PORT: '0',
					EMULATOR_EXTRA_SITES: `${ KITCHEN }, ${ GARDEN }`,
				},
				stdio: [ 'ignore', 'pipe', 'pipe' ],
			}
		);
		try {
			const url = await new Promise< string >( ( resolve, reject ) => {
				let out = '';
				child.stdout.on( 'data', ( chunk ) => {
					out += String( chunk );
					const found = /listening on (http:\/\/\S+)/.exec( out );
					if ( found ) {
						resolve( found[ 1 ] );
					}
				} );
				child.once( 'exit', ( code ) =>
					reject( new Error( `exited ${ code }: ${ out }` ) )
				);
			} );
			assert.deepEqual( await extraSitesOf( url ), [ KITCHEN, GARDEN ] );
		} finally {
			child.kill( 'SIGTERM' );
		}
	} );

	it( 'keeps what an extra site’s owner created in the state file (format version 1) across a restart', async () => {
		const dir = fs.mkdtempSync(
			path.join( os.tmpdir(), 'emulator-network-' )
		);
		const stateFile = path.join( dir, 'state.json' );
		try {
			// The real date: a property created through the API has data from its creation day on.
			const first = await startEmulator( {
				port: 0,
				stateFile,
				extraSites: [ KITCHEN ],
			} );
			const tokens = await signIn(
				first.url,
				undefined,
				'site2.admin@example.com'
			);
			const created = await call< { name: string } >(
				`${ first.url }/analyticsadmin.googleapis.com/v1beta/properties`,
				{
					token: tokens.access_token,
					json: {
						parent: 'accounts/100010002',
						displayName: 'Kitchen (test)',
						timeZone: 'Etc/UTC',
					},
				}
			);
			assert.equal( created.status, 200 );
			await first.close();
			assert.equal(
				JSON.parse( fs.readFileSync( stateFile, 'utf8' ) ).version,
				STATE_VERSION
			);
			assert.equal( STATE_VERSION, 1 );

			const second = await open( {
				today: undefined,
				stateFile,
				extraSites: [ KITCHEN ],
			} );
			const listed = await summaries( second.url, tokens.access_token );
			assert.deepEqual(
				listed.body.accountSummaries?.[ 0 ].propertySummaries.map(
					( p ) => p.displayName
				),
				[ 'Harvest & Hearth Kitchen', 'Kitchen (test)' ]
			);
			// The property made by the kitchen's owner serves the kitchen's pages.
			const report = await call< {
				rows?: Array< { dimensionValues: Array< { value: string } > } >;
			} >(
				`${ second.url }/analyticsdata.googleapis.com/v1beta/${ created.body.name }:runReport`,
				{
					token: tokens.access_token,
					json: {
						dateRanges: [
							{ startDate: 'today', endDate: 'today' },
						],
						dimensions: [ { name: 'pagePath' } ],
						metrics: [ { name: 'sessions' } ],
						limit: 1,
					},
				}
			);
			assert.match(
				report.body.rows?.[ 0 ].dimensionValues[ 0 ].value ?? '',
				/^\/kitchen\//
			);
		} finally {
			fs.rmSync( dir, { recursive: true, force: true } );
		}
	} );
} );

describe( 'extra sites: properties made through the Admin API', () => {
	it( 'serves an extra site’s figures on a property whose web stream is on its URL, whoever made it', async () => {
		// The real date: a property created through the API has data from its creation day on.
		const emu = await open( { today: undefined, extraSites: [ KITCHEN ] } );
		const token = ( await signIn( emu.url ) ).access_token;
		const admin = `${ emu.url }/analyticsadmin.googleapis.com/v1beta`;
		const pagePaths = async ( property: string ) => {
			const report = await call< {
				rows?: Array< { dimensionValues: Array< { value: string } > } >;
			} >(
				`${ emu.url }/analyticsdata.googleapis.com/v1beta/${ property }:runReport`,
				{
					token,
					json: {
						dateRanges: [
							{ startDate: 'today', endDate: 'today' },
						],
						dimensions: [ { name: 'pagePath' } ],
						metrics: [ { name: 'screenPageViews' } ],
					},
				}
			);
			return ( report.body.rows ?? [] ).map(
				( r ) => r.dimensionValues[ 0 ].value
			);
		};
		const created = await call< { name: string } >(
			`${ admin }/properties`,
			{
				token,
				json: {
					parent: 'accounts/100000001',
					displayName: 'Kitchen',
					timeZone: 'Etc/UTC',
				},
			}
		);
		assert.equal( created.status, 200 );
		const unstreamed = await pagePaths( created.body.name );
		assert.ok(
			unstreamed.length &&
				unstreamed.every( ( p ) => ! p.startsWith( '/kitchen/' ) ),
			unstreamed[ 0 ]
		);
		const stream = await call(
			`${ admin }/${ created.body.name }/dataStreams`,
			{
				token,
				json: {
					type: 'WEB_DATA_STREAM',
					displayName: 'Kitchen',
					webStreamData: {
						defaultUri: 'http://127.0.0.1:8888/kitchen',
					},
				},
			}
		);
		assert.equal( stream.status, 200 );
		const streamed = await pagePaths( created.body.name );
		assert.ok(
			streamed.length &&
				streamed.every( ( p ) => p.startsWith( '/kitchen/' ) ),
			streamed[ 0 ]
		);
	} );
} );

describe( 'demoSiteContent', () => {
	it( 'gives site k the first site’s posts and pages under its own name; site 1 is demoContent()', () => {
		const first = demoContent( undefined, TODAY );
		assert.deepEqual( demoSiteContent( 1, undefined, TODAY ), first );
		const kitchen = demoSiteContent( 2, undefined, TODAY );
		const garden = demoSiteContent( 3, undefined, TODAY );
		assert.equal( kitchen.siteName, 'Harvest & Hearth Kitchen' );
		assert.equal( garden.siteName, 'Harvest & Hearth Garden' );
		const sorted = ( c: typeof first ) =>
			[ ...c.entries ].sort( ( a, b ) => ( a.path < b.path ? -1 : 1 ) );
		assert.deepEqual( sorted( kitchen ), sorted( first ) );
		assert.deepEqual( kitchen.categories, first.categories );
		assert.deepEqual( kitchen.authors, first.authors );
		assert.equal( kitchen.entries[ 0 ].kind, 'home' );
		// Its own popularity: another order of the same pages.
		assert.notDeepEqual(
			kitchen.entries.map( ( e ) => e.path ),
			first.entries.map( ( e ) => e.path )
		);
		assert.deepEqual( demoSiteContent( 2, undefined, TODAY ), kitchen );
		assert.throws( () => demoSiteContent( 0 ), /site number/ );
	} );
} );
