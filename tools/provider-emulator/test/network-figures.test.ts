/**
 * A multisite network of three sites (extraSites): every extra site has figures of its own, smaller than the first
 * site's, in GA4, Search Console and AdSense, with page rows under the site's own path; the first site's figures are
 * those of an emulator without a network.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoSiteContent } from '../src/data/demo-content';
import type { RunningEmulator } from '../src/index';
import { call, control, signIn, start, TODAY } from './helpers';
import {
	adsense,
	ga,
	type GaReport,
	GARDEN,
	HEADLINE,
	KITCHEN,
	LAST_28,
	PROPERTY,
	PUB,
	SC_RANGE,
	searchAnalytics,
	SITE,
	type Site,
	startNetwork,
	totals,
} from './network-fixtures';

let network: RunningEmulator;
let tokens: Record< Site, string >;
let alone: RunningEmulator;
let aloneToken: string;

before( async () => {
	( { emu: network, tokens } = await startNetwork() );
	alone = await start();
	aloneToken = ( await signIn( alone.url ) ).access_token;
} );
after( async () => {
	await network.close();
	await alone.close();
} );

describe( 'a network of three sites: each site has its own figures', () => {
	it( 'answers the same report with other figures on each site’s property, the first site’s as without a network', async () => {
		const [ first, kitchen, garden, single ] = await Promise.all( [
			ga( network.url, PROPERTY[ 1 ], tokens[ 1 ], HEADLINE ),
			ga( network.url, PROPERTY[ 2 ], tokens[ 2 ], HEADLINE ),
			ga( network.url, PROPERTY[ 3 ], tokens[ 3 ], HEADLINE ),
			ga( alone.url, PROPERTY[ 1 ], aloneToken, HEADLINE ),
		] );
		assert.deepEqual( totals( first.body ), totals( single.body ) );
		const users = [ first, kitchen, garden ].map(
			( r ) => totals( r.body )[ 0 ]
		);
		assert.ok(
			users.every( ( u ) => u > 0 ),
			String( users )
		);
		// Each extra site is smaller than the site before it, by far.
		assert.ok(
			users[ 1 ] < users[ 0 ] * 0.8 && users[ 2 ] < users[ 1 ] * 0.8,
			String( users )
		);

		const batch = await ga(
			network.url,
			PROPERTY[ 2 ],
			tokens[ 2 ],
			{ requests: [ HEADLINE ] },
			'batchRunReports'
		);
		assert.deepEqual(
			totals(
				( batch.body as unknown as { reports: GaReport[] } )
					.reports[ 0 ]
			),
			totals( kitchen.body )
		);

		const realtime = {
			dimensions: [ { name: 'unifiedScreenName' } ],
			metrics: [ { name: 'screenPageViews' } ],
			metricAggregations: [ 'TOTAL' ],
		};
		const [ rtFirst, rtKitchen ] = await Promise.all( [
			ga(
				network.url,
				PROPERTY[ 1 ],
				tokens[ 1 ],
				realtime,
				'runRealtimeReport'
			),
			ga(
				network.url,
				PROPERTY[ 2 ],
				tokens[ 2 ],
				realtime,
				'runRealtimeReport'
			),
		] );
		assert.equal( rtKitchen.status, 200 );
		assert.notDeepEqual( totals( rtKitchen.body ), totals( rtFirst.body ) );
		assert.ok( rtKitchen.body.rows?.length );
		for ( const row of rtKitchen.body.rows ?? [] ) {
			assert.match(
				row.dimensionValues?.[ 0 ].value ?? '',
				/Harvest & Hearth Kitchen/
			);
		}
	} );

	it( 'has other Search Console and AdSense figures on each site, the first site’s unchanged', async () => {
		const clicks = await Promise.all(
			(
				[
					[ SITE, 1 ],
					[ KITCHEN, 2 ],
					[ GARDEN, 3 ],
				] as const
			 ).map(
				async ( [ url, site ] ) =>
					(
						await searchAnalytics(
							network.url,
							url,
							tokens[ site ],
							SC_RANGE
						)
					).body.rows?.[ 0 ].clicks ?? 0
			)
		);
		const single = (
			await searchAnalytics( alone.url, SITE, aloneToken, SC_RANGE )
		).body.rows?.[ 0 ].clicks;
		assert.equal( clicks[ 0 ], single );
		assert.ok(
			clicks[ 1 ] > 0 &&
				clicks[ 1 ] < clicks[ 0 ] * 0.8 &&
				clicks[ 2 ] < clicks[ 1 ] * 0.8,
			String( clicks )
		);

		const earnings = await Promise.all(
			( [ 1, 2, 3 ] as const ).map( async ( site ) =>
				Number(
					(
						await adsense(
							network.url,
							PUB[ site ],
							tokens[ site ],
							'metrics=ESTIMATED_EARNINGS'
						)
					).body.totals?.cells[ 0 ].value
				)
			)
		);
		const singleEarnings = Number(
			(
				await adsense(
					alone.url,
					PUB[ 1 ],
					aloneToken,
					'metrics=ESTIMATED_EARNINGS'
				)
			).body.totals?.cells[ 0 ].value
		);
		assert.equal( earnings[ 0 ], singleEarnings );
		assert.ok(
			earnings[ 1 ] > 0 &&
				earnings[ 1 ] < earnings[ 0 ] * 0.8 &&
				earnings[ 2 ] < earnings[ 1 ] * 0.8,
			String( earnings )
		);
	} );

	it( 'puts an extra site’s page rows under its own path, for the pages its demo content has', async () => {
		const content = demoSiteContent( 2, undefined, TODAY );
		assert.equal( content.siteName, 'Harvest & Hearth Kitchen' );
		const paths = new Set(
			content.entries.map( ( e ) => `/kitchen${ e.path }` )
		);

		const pages = await ga( network.url, PROPERTY[ 2 ], tokens[ 2 ], {
			dateRanges: LAST_28,
			dimensions: [ { name: 'pagePath' }, { name: 'pageTitle' } ],
			metrics: [ { name: 'screenPageViews' } ],
		} );
		const rows = pages.body.rows ?? [];
		assert.equal( rows.length, content.entries.length );
		for ( const row of rows ) {
			const [ path, title ] = ( row.dimensionValues ?? [] ).map(
				( v ) => v.value
			);
			assert.ok( paths.has( path ), path );
			assert.match( title, /Harvest & Hearth Kitchen/ );
		}

		// A page of the site, filtered by its path as the plugin's entity dashboard asks for it.
		const top = rows[ 0 ].dimensionValues?.[ 0 ].value ?? '';
		const filtered = await ga( network.url, PROPERTY[ 2 ], tokens[ 2 ], {
			dateRanges: LAST_28,
			dimensions: [ { name: 'pagePath' } ],
			metrics: [ { name: 'screenPageViews' } ],
			dimensionFilter: {
				filter: {
					fieldName: 'pagePath',
					stringFilter: { matchType: 'EXACT', value: top },
				},
			},
		} );
		assert.deepEqual(
			filtered.body.rows?.map( ( r ) => r.metricValues[ 0 ].value ),
			[ rows[ 0 ].metricValues[ 0 ].value ]
		);

		const sc = await searchAnalytics( network.url, KITCHEN, tokens[ 2 ], {
			...SC_RANGE,
			dimensions: [ 'page' ],
			rowLimit: 500,
		} );
		assert.ok( sc.body.rows?.length );
		for ( const row of sc.body.rows ?? [] ) {
			const url = row.keys?.[ 0 ] ?? '';
			assert.ok(
				url.startsWith( KITCHEN ) &&
					paths.has( new URL( url ).pathname ),
				url
			);
		}

		const ads = await adsense(
			network.url,
			PUB[ 2 ],
			tokens[ 2 ],
			'metrics=PAGE_VIEWS&dimensions=PAGE_URL&dimensions=URL_CHANNEL_NAME&limit=20'
		);
		assert.equal( ads.body.rows?.length, 20 );
		for ( const row of ads.body.rows ?? [] ) {
			assert.ok(
				paths.has( new URL( row.cells[ 0 ].value ).pathname ),
				row.cells[ 0 ].value
			);
			assert.ok(
				row.cells[ 1 ].value.startsWith( '127.0.0.1/kitchen/' ),
				row.cells[ 1 ].value
			);
		}
	} );

	it( 'serves the post author custom dimension on an extra site’s property from its own pages', async () => {
		const created = await call(
			`${ network.url }/analyticsadmin.googleapis.com/v1beta/properties/${ PROPERTY[ 2 ] }/customDimensions`,
			{
				token: tokens[ 2 ],
				json: {
					parameterName: 'googlesitekit_post_author',
					displayName: 'WordPress Post Author',
					scope: 'EVENT',
				},
			}
		);
		assert.equal( created.status, 200 );
		// Google does not back-fill: two days on, yesterday carries the authors.
		await control( network.url, '/clock', { advanceSeconds: 2 * 86400 } );
		const token = (
			await signIn( network.url, undefined, 'site2.admin@example.com' )
		).access_token;
		const authors = await ga( network.url, PROPERTY[ 2 ], token, {
			dateRanges: [ { startDate: 'yesterday', endDate: 'yesterday' } ],
			dimensions: [
				{ name: 'customEvent:googlesitekit_post_author' },
				{ name: 'pagePath' },
			],
			metrics: [ { name: 'screenPageViews' } ],
		} );
		const entries = new Map(
			demoSiteContent( 2, undefined, '2025-03-17' ).entries.map(
				( e ) => [ `/kitchen${ e.path }`, e ]
			)
		);
		const names = new Set< string >();
		for ( const row of authors.body.rows ?? [] ) {
			const [ author, path ] = ( row.dimensionValues ?? [] ).map(
				( v ) => v.value
			);
			const entry = entries.get( path );
			assert.ok( entry, path );
			assert.equal(
				author,
				entry.kind === 'post' ? entry.author?.displayName : '(not set)',
				path
			);
			names.add( author );
		}
		assert.ok( names.size > 3, [ ...names ].join( ', ' ) );
	} );
} );
