/**
 * Key metrics end to end (issue 11): the purpose answer suggests the tiles and makes Key metrics the default
 * section; tiles show the emulator's figures; Change metrics picks 2 to 8 tiles, kept on the server; a tile that
 * needs GA4 custom dimensions creates them through the permissions modal; an editor sees only shared modules' tiles.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';

import type { Browser, Page } from 'playwright-core';

import {
	artifactPath,
	login,
	openPage,
	screenshot,
	type Watched,
	expectAddress,
} from './utils/browser';
import { ANALYTICS_PROPERTY, connectAllModules } from './utils/connected-site';
import { lastDays } from './utils/dashboard';
import { emulatorControl, emulatorToken, googleAPI } from './utils/emulator';
import { rest } from './utils/rest';
import { assertClean, startAdminSession } from './utils/session';
import { clearReportCache, pageURL, wpEval } from './utils/site';

const BLOG_TILES = [
	'kmAnalyticsTopCategories',
	'kmAnalyticsTopConvertingTrafficSource',
	'kmAnalyticsReturningVisitorPages',
	'kmSearchConsolePopularKeywords',
	'kmAnalyticsTopRecentTrendingPages',
	'kmAnalyticsTopTrafficSource',
];

const READONLY = 'https://www.googleapis.com/auth/analytics.readonly';

let browser: Browser;
let watched: Watched;

/**
 * The tile slugs the Key metrics section shows, in order.
 *
 * @param page Dashboard page.
 */
async function shownTiles( page: Page ): Promise< string[] > {
	const section = page.locator( '#key-metrics' );
	await section.locator( '[data-key-metric]' ).first().waitFor();
	return section
		.locator( '[data-key-metric]' )
		.evaluateAll( ( tiles ) =>
			tiles.map(
				( node ) => node.getAttribute( 'data-key-metric' ) || ''
			)
		);
}

/**
 * A tile of the section.
 *
 * @param page Dashboard page.
 * @param slug Tile slug.
 */
function tile( page: Page, slug: string ) {
	return page.locator( `#key-metrics [data-key-metric="${ slug }"]` );
}

/**
 * Runs a GA4 report on the emulator as Google would answer it.
 *
 * @param body runReport body.
 */
async function ga4( body: Record< string, unknown > ) {
	const token = await emulatorToken( [ READONLY ] );
	return googleAPI< {
		rows?: Array< {
			dimensionValues?: Array< { value: string } >;
			metricValues: Array< { value: string } >;
		} >;
		totals?: Array< { metricValues: Array< { value: string } > } >;
	} >(
		token,
		`/analyticsdata.googleapis.com/v1beta/properties/${ ANALYTICS_PROPERTY }:runReport`,
		body
	);
}

before( async () => {
	( { browser, watched } = await startAdminSession() );
	await connectAllModules( watched.page );
} );

after( async () => {
	await watched?.context.close();
	await browser?.close();
} );

beforeEach( () => {
	watched.errors.length = 0;
	watched.external.length = 0;
} );

describe( 'key metrics', () => {
	it( '"Publish a blog" makes Key metrics the default section with exactly the blog tiles', async () => {
		const { page } = watched;
		wpEval( "delete_option( 'googlesitekit_user_input_settings' );" );
		await page.goto( pageURL( 'user-input' ) );
		await page.getByRole( 'radio', { name: 'Publish a blog' } ).click();
		await page.getByRole( 'button', { name: 'Next' } ).click();
		await page.getByRole( 'radio', { name: 'Weekly' } ).click();
		await page.getByRole( 'button', { name: 'Next' } ).click();
		await page
			.getByRole( 'checkbox', { name: 'Grow my audience' } )
			.click();
		await page.getByRole( 'button', { name: 'Next' } ).click();
		await Promise.all( [
			page.waitForURL(
				( url ) =>
					url.searchParams.get( 'page' ) === 'googlesitekit-dashboard'
			),
			page.getByRole( 'button', { name: 'Save' } ).click(),
		] );

		const chip = page.locator( '.googlesitekit-navigation a', {
			hasText: 'Key metrics',
		} );
		await chip.waitFor();
		assert.equal( await chip.getAttribute( 'aria-current' ), 'true' );
		await expectAddress( page, /#key-metrics$/ );
		assert.deepEqual( await shownTiles( page ), BLOG_TILES );
		await screenshot( page, 'key-metrics-blog' );
		assert.match(
			await page.locator( '#key-metrics' ).innerText(),
			/Suggested from your answers/
		);
		assertClean( watched );
	} );

	it( 'Top traffic source and Top converting traffic source show what the emulator computes', async () => {
		const { page } = watched;
		const { startDate, endDate } = lastDays( 28 );
		const report = await ga4( {
			dateRanges: [ { startDate, endDate } ],
			dimensions: [ { name: 'sessionDefaultChannelGroup' } ],
			metrics: [
				{ name: 'activeUsers' },
				{ name: 'engagementRate' },
				{ name: 'sessionKeyEventRate' },
			],
			metricAggregations: [ 'TOTAL' ],
		} );
		const total = Number( report.totals?.[ 0 ].metricValues[ 0 ].value );
		const channels = ( report.rows ?? [] )
			.map( ( row ) => ( {
				name: row.dimensionValues?.[ 0 ].value ?? '',
				users: Number( row.metricValues[ 0 ].value ),
				keyEventRate: Number( row.metricValues[ 2 ].value ),
			} ) )
			.filter( ( row ) => row.name !== '(not set)' && row.users > 0 );
		assert.ok( channels.length > 1 && total > 0 );
		const percent = ( ratio: number ) =>
			new Intl.NumberFormat( 'en-US', {
				style: 'percent',
				maximumFractionDigits: 2,
			} ).format( Math.round( ratio * 10000 ) / 10000 );
		const top = [ ...channels ].sort(
			( a, b ) => b.users - a.users || a.name.localeCompare( b.name )
		)[ 0 ];
		// Top converting: the best key-event rate among channels with at least 1% of the visitors.
		const converting = channels
			.filter( ( row ) => row.users / total >= 0.01 )
			.sort(
				( a, b ) =>
					b.keyEventRate - a.keyEventRate ||
					a.name.localeCompare( b.name )
			)[ 0 ];

		await page.goto( pageURL( 'dashboard' ) );
		const topTile = tile( page, 'kmAnalyticsTopTrafficSource' );
		await topTile
			.getByText( `${ percent( top.users / total ) } of visitors` )
			.waitFor();
		assert.match( await topTile.innerText(), new RegExp( top.name ) );
		const convertingTile = tile(
			page,
			'kmAnalyticsTopConvertingTrafficSource'
		);
		await convertingTile
			.getByText(
				`${ percent(
					converting.keyEventRate
				) } of visits with a key event`
			)
			.waitFor();
		assert.match(
			await convertingTile.innerText(),
			new RegExp( converting.name )
		);
		assertClean( watched );
	} );

	it( 'Change metrics: 8 picked show 8 tiles, the ninth is disabled with the reason, and the choice survives a reload', async () => {
		const { page } = watched;
		const chunks: string[] = [];
		const onRequest = ( request: { url: () => string } ) => {
			if (
				/\/chunks\/key-metrics-panel\.[0-9a-f]+\.js$/.test(
					request.url()
				)
			) {
				chunks.push( request.url() );
			}
		};
		page.on( 'request', onRequest );
		await page.goto( pageURL( 'dashboard' ) );
		await shownTiles( page );
		assert.deepEqual(
			chunks,
			[],
			'the panel’s code is not loaded with the dashboard'
		);
		const change = page.getByRole( 'button', { name: 'Change metrics' } );
		await change.click();
		const panel = page.getByRole( 'dialog', { name: 'Change metrics' } );
		await panel.waitFor();
		// The panel's code is its own chunk, fetched on first open.
		assert.equal( chunks.length, 1, 'the panel chunk loads on open' );
		page.off( 'request', onRequest );
		for ( const group of [ 'Visitors', 'Traffic', 'Content' ] ) {
			await panel.getByRole( 'group', { name: group } ).waitFor();
		}
		const boxes = panel.getByRole( 'checkbox' );
		const checked = async () =>
			boxes.evaluateAll( ( inputs ) =>
				inputs
					.filter(
						( input ) => ( input as HTMLInputElement ).checked
					)
					.map( ( input ) => ( input as HTMLInputElement ).value )
			);
		assert.deepEqual(
			( await checked() ).sort(),
			[ ...BLOG_TILES ].sort()
		);
		const picks = [ 'New visitors', 'Pages per visit' ];
		for ( const name of picks ) {
			await panel.getByRole( 'checkbox', { name } ).check();
		}
		assert.equal( ( await checked() ).length, 8 );
		assert.match( await panel.innerText(), /8 of 8 selected/ );
		const ninth = panel.getByRole( 'checkbox', { name: 'Visit length' } );
		assert.equal( await ninth.isDisabled(), true );
		assert.match(
			( await ninth.getAttribute( 'aria-describedby' ) ) ?? '',
			/googlesitekit-km-panel-limit/
		);
		assert.match(
			await panel.innerText(),
			/You can show up to 8 metrics\. Unselect one to pick another\./
		);
		await page.screenshot( {
			path: artifactPath( 'key-metrics-panel-desktop' ),
		} );
		await page.setViewportSize( { width: 390, height: 844 } );
		await page.waitForTimeout( 300 );
		await page.screenshot( {
			path: artifactPath( 'key-metrics-panel-phone' ),
		} );
		await page.setViewportSize( { width: 1280, height: 900 } );
		// Shown in the order picked: the suggestions first, then the additions.
		const expected = [
			...BLOG_TILES,
			'kmAnalyticsNewVisitors',
			'kmAnalyticsPagesPerVisit',
		];
		await panel.getByRole( 'button', { name: 'Save' } ).click();
		await panel.waitFor( { state: 'detached' } );
		assert.deepEqual( await shownTiles( page ), expected );
		assert.equal(
			await page.locator( '#key-metrics [data-key-metric]' ).count(),
			8
		);

		await page.reload();
		assert.deepEqual( await shownTiles( page ), expected );
		const saved = await rest( page, 'GET', 'core/user/data/key-metrics' );
		assert.deepEqual( saved.body.widgetSlugs, expected );
		assertClean( watched );
	} );

	it( 'Top categories creates the custom dimensions through the permissions modal, then shows the categories', async () => {
		const { page } = watched;
		await page.goto( pageURL( 'dashboard' ) );
		const categories = tile( page, 'kmAnalyticsTopCategories' );
		await categories
			.getByText(
				'Needs custom dimensions for post authors and categories in Analytics.'
			)
			.waitFor();
		await categories
			.getByRole( 'button', { name: 'Create custom dimensions' } )
			.click();
		const modal = page.getByRole( 'dialog', {
			name: 'Additional Permissions Required',
		} );
		await modal.waitFor();
		await screenshot( page, 'key-metrics-permissions-modal' );
		// Google records the parameters from the dimensions' creation on: create them "three days ago" by the
		// emulator's clock, so that by today the last two days carry authors and categories.
		await emulatorControl( 'POST', '/clock', {
			offsetSeconds: -3 * 86400,
		} );
		await modal.getByRole( 'button', { name: 'Proceed' } ).click();
		await page.locator( 'button[value="allow"]' ).waitFor();
		assert.match(
			await page.locator( 'body' ).innerText(),
			/Edit Google Analytics management entities/
		);
		await Promise.all( [
			page.waitForURL( ( url ) =>
				url.toString().includes( 'page=googlesitekit-dashboard' )
			),
			page.click( 'button[value="allow"]' ),
		] );
		// Back on the dashboard, the creation carries on by itself.
		const token = await emulatorToken( [ READONLY ] );
		let names: string[] = [];
		for ( let i = 0; i < 100 && names.length < 2; i++ ) {
			const list = await googleAPI< {
				customDimensions?: Array< { parameterName: string } >;
			} >(
				token,
				`/analyticsadmin.googleapis.com/v1beta/properties/${ ANALYTICS_PROPERTY }/customDimensions`
			);
			names = ( list.customDimensions ?? [] )
				.map( ( dimension ) => dimension.parameterName )
				.sort();
			await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
		}
		assert.deepEqual( names, [
			'googlesitekit_post_author',
			'googlesitekit_post_categories',
		] );
		await emulatorControl( 'POST', '/clock', { offsetSeconds: 0 } );

		// What the tile should show: views per category (a post's row counts for each of its categories).
		const { startDate, endDate } = lastDays( 28 );
		const report = await ga4( {
			dateRanges: [ { startDate, endDate } ],
			dimensions: [
				{ name: 'customEvent:googlesitekit_post_categories' },
			],
			metrics: [ { name: 'screenPageViews' } ],
			limit: 1000,
		} );
		const views = new Map< string, number >();
		for ( const row of report.rows ?? [] ) {
			const value = row.dimensionValues?.[ 0 ].value ?? '';
			if ( value === '(not set)' ) {
				continue;
			}
			for ( const name of value.split( ',' ) ) {
				views.set(
					name,
					( views.get( name ) ?? 0 ) +
						Number( row.metricValues[ 0 ].value )
				);
			}
		}
		const top = [ ...views.entries() ]
			.sort(
				( a, b ) => b[ 1 ] - a[ 1 ] || a[ 0 ].localeCompare( b[ 0 ] )
			)
			.slice( 0, 3 )
			.map( ( [ name ] ) => name );
		assert.equal( top.length, 3, 'the emulator has categories by now' );

		// Days later: a new browser session (this tab keeps the reports it read) on a server whose reports expired.
		clearReportCache();
		await page.evaluate( () => window.sessionStorage.clear() );
		await page.goto( pageURL( 'dashboard' ) );
		await categories.locator( 'tbody th' ).first().waitFor();
		const labels = (
			await categories.locator( 'tbody th' ).allInnerTexts()
		).map( ( label ) => label.trim() );
		assert.deepEqual( labels, top );
		await screenshot( page, 'key-metrics-top-categories' );
		// The one failed request is the creation that Google refused for want of the edit scope (the modal's cue).
		assert.deepEqual(
			watched.errors.filter(
				( error ) => ! /status of 403 \(Forbidden\)/.test( error )
			),
			[]
		);
		assert.equal( watched.errors.length, 1 );
		assert.deepEqual( watched.external, [] );
	} );

	it( 'an editor with Analytics and Search Console shared sees only their tiles', async () => {
		const admin = watched.page;
		await admin.goto( pageURL( 'dashboard' ) );
		await rest( admin, 'POST', 'core/user/data/key-metrics', {
			widgetSlugs: [
				'kmAnalyticsNewVisitors',
				'kmAdSenseTopEarningContent',
				'kmSearchConsolePopularKeywords',
			],
		} );
		const shared = await rest(
			admin,
			'POST',
			'core/modules/data/sharing-settings',
			{
				sharingSettings: {
					analytics: {
						sharedRoles: [ 'editor' ],
						management: 'owner',
					},
					'search-console': {
						sharedRoles: [ 'editor' ],
						management: 'owner',
					},
				},
			}
		);
		assert.equal( shared.status, 200 );
		const editor = await openPage( browser );
		try {
			await login( editor.page, 'editor', 'password' );
			await editor.page.goto( pageURL( 'dashboard' ) );
			// Their own choice, with AdSense's tile left out: AdSense is not shared with them.
			await rest( editor.page, 'POST', 'core/user/data/key-metrics', {
				widgetSlugs: [
					'kmAnalyticsNewVisitors',
					'kmAdSenseTopEarningContent',
					'kmSearchConsolePopularKeywords',
				],
			} );
			await editor.page.reload();
			assert.deepEqual( await shownTiles( editor.page ), [
				'kmAnalyticsNewVisitors',
				'kmSearchConsolePopularKeywords',
			] );
			// View-only: traffic stays the default section.
			await expectAddress( editor.page, /#traffic$/ );
			await editor.page
				.getByRole( 'button', { name: 'Change metrics' } )
				.click();
			const panel = editor.page.getByRole( 'dialog', {
				name: 'Change metrics',
			} );
			await panel.waitFor();
			const names = await panel
				.getByRole( 'checkbox' )
				.evaluateAll( ( inputs ) =>
					inputs.map(
						( input ) => ( input as HTMLInputElement ).value
					)
				);
			assert.ok( names.length > 0 );
			assert.deepEqual(
				names.filter(
					( slug ) =>
						! slug.startsWith( 'kmAnalytics' ) &&
						! slug.startsWith( 'kmSearchConsole' )
				),
				[],
				'only shared modules’ tiles can be picked'
			);
			await editor.page.screenshot( {
				path: artifactPath( 'key-metrics-view-only-panel' ),
			} );
			assertClean( editor );
		} finally {
			await editor.context.close();
		}
	} );
} );
