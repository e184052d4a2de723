/**
 * The block editor's Site Kit panel against the emulator: nothing asked of Site Kit before the panel opens, then a
 * demo post's figures and top search queries equal to the emulator's own answers, its index status (asked for with
 * the button) equal to the emulator's URL inspection, a not-indexed post, the daily quota used up (the server's
 * message; a page checked before shows its last copy, marked) and, on the entity dashboard, the index status checked
 * in the editor shown without a click (one inspection of the page for both screens).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser, Page } from 'playwright-core';

import {
	calculateChange,
	formatNumber,
	formatPercent,
} from '../../assets/js/util/numbers';
import {
	artifactPath,
	launch,
	login,
	openPage,
	screenshot,
	type Watched,
} from './utils/browser';
import { ANALYTICS_PROPERTY, connectAllModules } from './utils/connected-site';
import {
	EMULATOR,
	emulatorControl,
	emulatorToken,
	googleAPI,
} from './utils/emulator';
import { blockValue, lastDays } from './utils/dashboard';
import {
	BASE_URL,
	adminURL,
	clearReportCache,
	pageURL,
	restoreDatabase,
	wpEval,
} from './utils/site';

const SITE = `${ BASE_URL }/`;
const POPULAR_PATH = '/recipes/foolproof-carrot-cake/';
const PANEL = '.googlesitekit-editor-panel';

let browser: Browser;
let watched: Watched;
let token: string;

interface Range {
	startDate: string;
	endDate: string;
}

interface Inspection {
	inspectionResult: {
		inspectionResultLink: string;
		indexStatusResult: {
			verdict: string;
			coverageState: string;
			lastCrawlTime?: string;
			googleCanonical?: string;
		};
	};
}

/** The plain words the panel must show for the coverage states the demo site has. */
const COVERAGE_WORDS: Record< string, string > = {
	'Submitted and indexed': 'On Google. The page is listed in your sitemap.',
	'Indexed, not submitted in sitemap':
		'On Google, though the page is not listed in any sitemap.',
	'Crawled - currently not indexed':
		'Google has read the page but has not added it to its results yet.',
	'Discovered - currently not indexed':
		'Google knows the address but has not read the page yet.',
	'Duplicate, Google chose different canonical than user':
		'Not on Google: Google sees the page as a copy of another one and shows that one instead.',
	'Excluded by ‘noindex’ tag':
		'Not on Google: the page asks search engines not to list it (a “noindex” tag).',
	'URL is unknown to Google': 'Google does not know this page yet.',
};

/**
 * The 28 days before a range of 28 days (the previous period).
 *
 * @param range The range.
 */
function previousPeriod( range: Range ): Range {
	const shift = ( day: string, days: number ) =>
		new Date( Date.parse( `${ day }T00:00:00Z` ) - days * 86400000 )
			.toISOString()
			.slice( 0, 10 );
	return {
		startDate: shift( range.startDate, 28 ),
		endDate: shift( range.startDate, 1 ),
	};
}

/**
 * GA4 totals of one page over a range, from the emulator.
 *
 * @param path  Page path.
 * @param range Range.
 */
async function ga4Totals(
	path: string,
	range: Range
): Promise< { views: number; visitors: number } > {
	const report = await googleAPI< {
		rows?: Array< { metricValues: Array< { value: string } > } >;
	} >(
		token,
		`/analyticsdata.googleapis.com/v1beta/properties/${ ANALYTICS_PROPERTY }:runReport`,
		{
			dateRanges: [ range ],
			metrics: [ { name: 'screenPageViews' }, { name: 'totalUsers' } ],
			dimensionFilter: {
				filter: {
					fieldName: 'pagePath',
					stringFilter: { matchType: 'EXACT', value: path },
				},
			},
		}
	);
	const values = report.rows?.[ 0 ]?.metricValues || [];
	return {
		views: Number( values[ 0 ]?.value || 0 ),
		visitors: Number( values[ 1 ]?.value || 0 ),
	};
}

/**
 * Search Console rows of one page over a range, from the emulator.
 *
 * @param url        Page URL.
 * @param range      Range.
 * @param dimensions Dimensions.
 * @param rowLimit   Rows.
 */
async function searchRows(
	url: string,
	range: Range,
	dimensions: string[] = [],
	rowLimit = 1000
): Promise<
	Array< { keys?: string[]; clicks: number; impressions: number } >
> {
	const result = await googleAPI< {
		rows?: Array< {
			keys?: string[];
			clicks: number;
			impressions: number;
		} >;
	} >(
		token,
		`/searchconsole.googleapis.com/webmasters/v3/sites/${ encodeURIComponent(
			SITE
		) }/searchAnalytics/query`,
		{
			...range,
			dimensions,
			rowLimit,
			dataState: 'all',
			dimensionFilterGroups: [
				{
					filters: [
						{
							dimension: 'page',
							operator: 'equals',
							expression: url,
						},
					],
				},
			],
		}
	);
	return result.rows || [];
}

/**
 * The emulator's URL inspection of a page (counts against the property's daily quota, as Google's would).
 *
 * @param url Page URL.
 */
function inspect( url: string ): Promise< Inspection > {
	return googleAPI< Inspection >(
		token,
		'/searchconsole.googleapis.com/v1/urlInspection/index:inspect',
		{ inspectionUrl: url, siteUrl: SITE, languageCode: 'en-US' }
	);
}

/**
 * How many URL inspections Google (the emulator) has been asked for since its log was last emptied.
 */
async function inspectionCalls(): Promise< number > {
	const log = await emulatorControl< {
		requests: Array< { path: string } >;
	} >( 'GET', '/requests' );
	return log.requests.filter( ( entry ) =>
		entry.path.includes( 'urlInspection/index:inspect' )
	).length;
}

/**
 * Opens a post in the block editor without its welcome guide, and records the plugin's REST requests.
 *
 * @param page   Page.
 * @param postID Post ID.
 * @return The plugin REST requests made so far (the array keeps filling).
 */
async function openEditor( page: Page, postID: number ): Promise< string[] > {
	// The guide is a preference kept in user meta (WordPress 6.1+): switched off for every user, as one who closed it
	// once. Waiting for a guide that may not come (7.1 remembers it was closed) cost half a minute an opening.
	// The other preferences (which panels are open) are kept.
	wpEval( `
		global $wpdb;
		$key = $wpdb->get_blog_prefix() . 'persisted_preferences';
		foreach ( get_users( array( 'fields' => 'ID' ) ) as $id ) {
			$preferences = (array) get_user_meta( (int) $id, $key, true );
			$preferences['core/edit-post'] = array( 'welcomeGuide' => false ) + (array) ( $preferences['core/edit-post'] ?? array() );
			$preferences['_modified'] = gmdate( 'c' );
			update_user_meta( (int) $id, $key, $preferences );
		}
	` );
	// Leave the page before (the dashboard after sign-in, still reading): its requests are not the editor's.
	await page.goto( 'about:blank' );
	const requests: string[] = [];
	const record = ( request: { url: () => string } ) => {
		const url = decodeURIComponent( request.url() );
		if ( url.includes( '/google-site-kit/v1/' ) ) {
			requests.push( url );
		}
	};
	page.on( 'request', record );
	await page.goto( adminURL( `post.php?post=${ postID }&action=edit` ) );
	await page
		.locator( '.editor-post-title, iframe[name="editor-canvas"]' )
		.first()
		.waitFor();
	assert.equal(
		await page.locator( '.edit-post-welcome-guide' ).count(),
		0,
		'no welcome guide over the editor'
	);
	return requests;
}

/**
 * The panel's toggle: WordPress's panel button titled "Site Kit".
 *
 * @param page Page.
 */
function panelToggle( page: Page ) {
	return page
		.locator( '.googlesitekit-editor-panel-wrapper' )
		.getByRole( 'button', { name: 'Site Kit', exact: true } );
}

/**
 * Opens the panel with the keyboard: focus on its toggle, then Enter.
 *
 * @param page Page.
 */
async function openPanelWithKeyboard( page: Page ): Promise< void > {
	const toggle = panelToggle( page );
	await toggle.waitFor();
	assert.equal( await toggle.getAttribute( 'aria-expanded' ), 'false' );
	await toggle.focus();
	await page.keyboard.press( 'Enter' );
	assert.equal( await toggle.getAttribute( 'aria-expanded' ), 'true' );
}

/**
 * Presses "Check index status" with the keyboard and waits for the answer (verdict or error).
 *
 * @param page Page.
 * @param root Container of the index status.
 */
async function checkIndexStatus( page: Page, root: string ): Promise< void > {
	const button = page
		.locator( root )
		.getByRole( 'button', { name: 'Check index status' } );
	await button.focus();
	await page.keyboard.press( 'Enter' );
	await page
		.locator(
			`${ root } .googlesitekit-index-status__verdict, ${ root } .googlesitekit-index-status__error`
		)
		.first()
		.waitFor();
}

/**
 * Asserts the index status shown equals the emulator's inspection of the page.
 *
 * @param page     Page.
 * @param root     Container of the index status.
 * @param expected The emulator's answer.
 */
async function assertIndexStatus(
	page: Page,
	root: string,
	expected: Inspection
): Promise< void > {
	const result = expected.inspectionResult.indexStatusResult;
	const status = page.locator( `${ root } .googlesitekit-index-status` );
	assert.match(
		await status
			.locator( '.googlesitekit-index-status__verdict' )
			.innerText(),
		result.verdict === 'PASS' ? /^Indexed:/ : /^Not indexed:/
	);
	assert.equal(
		(
			await status
				.locator( '.googlesitekit-index-status__coverage' )
				.innerText()
		).trim(),
		COVERAGE_WORDS[ result.coverageState ]
	);
	const crawl = status.locator( '.googlesitekit-index-status__crawl' );
	if ( result.lastCrawlTime ) {
		assert.equal(
			await crawl.locator( 'time' ).getAttribute( 'datetime' ),
			result.lastCrawlTime
		);
		const zone = wpEval( 'echo wp_timezone_string();' ).trim();
		assert.equal(
			( await crawl.innerText() ).trim(),
			new Intl.DateTimeFormat( 'en-US', {
				dateStyle: 'medium',
				timeStyle: 'short',
				timeZone: /^[+-]/.test( zone ) ? undefined : zone,
			} ).format( new Date( result.lastCrawlTime ) )
		);
	} else {
		assert.equal(
			( await crawl.innerText() ).trim(),
			'Google has not crawled the page yet.'
		);
	}
	const canonical = (
		await status
			.locator( '.googlesitekit-index-status__canonical' )
			.innerText()
	).trim();
	if ( result.googleCanonical ) {
		assert.ok(
			canonical.startsWith( result.googleCanonical ),
			`canonical ${ canonical }`
		);
	} else {
		assert.equal( canonical, 'None yet' );
	}
	const link = status.getByRole( 'link', {
		name: 'Inspect in Search Console',
	} );
	assert.equal(
		await link.getAttribute( 'href' ),
		expected.inspectionResult.inspectionResultLink
	);
	assert.equal( await link.getAttribute( 'target' ), '_blank' );
	assert.match( ( await link.getAttribute( 'rel' ) ) || '', /noopener/ );
	assert.match(
		await status
			.locator( '.googlesitekit-index-status__checked' )
			.innerText(),
		/^Checked /
	);
}

/**
 * Asserts the page logged no error since a point and loaded nothing from outside loopback but WordPress.org's own
 * images (the editor's welcome guide shows pictures from s.w.org: blocked here, as every external URL is).
 *
 * @param since How many errors were recorded before.
 */
function assertNoErrors( since: number ): void {
	const external = watched.external.filter(
		( url ) => ! url.startsWith( 'https://s.w.org/' )
	);
	assert.deepEqual( external, [], 'no request leaves 127.0.0.1' );
	assert.deepEqual(
		watched.errors
			.slice( since )
			.filter( ( error ) => ! /ERR_BLOCKED_BY_CLIENT/.test( error ) ),
		[],
		`no console errors (external: ${ watched.external.join( ', ' ) })`
	);
}

/**
 * The ID of the post at a path of the site.
 *
 * @param path Path.
 */
function postAt( path: string ): number {
	return Number(
		wpEval( `echo url_to_postid( home_url( '${ path }' ) );` ).trim()
	);
}

before( async () => {
	restoreDatabase();
	await fetch( `${ EMULATOR }/__emulator/reset`, {
		method: 'POST',
		body: '{}',
	} );
	await emulatorControl( 'POST', '/config', { siteUrl: SITE } );
	browser = await launch();
	watched = await openPage( browser );
	await watched.page.setViewportSize( { width: 1280, height: 1500 } );
	await login( watched.page );
	await connectAllModules( watched.page );
	token = await emulatorToken( [
		'https://www.googleapis.com/auth/webmasters',
		'https://www.googleapis.com/auth/analytics.readonly',
	] );
} );

after( async () => {
	await watched?.context.close();
	await browser?.close();
} );

describe( 'the block editor panel', () => {
	it( 'asks nothing of Site Kit before it is opened, then shows the post’s figures, top queries and index status as the emulator answers them', async () => {
		const page = watched.page;
		const postID = postAt( POPULAR_PATH );
		assert.ok( postID > 0, 'the demo post exists' );
		const url = `${ BASE_URL }${ POPULAR_PATH }`;
		const inspectedBefore = await inspectionCalls();
		const requests = await openEditor( page, postID );
		await panelToggle( page ).waitFor();
		assert.deepEqual(
			[ ...requests ],
			[],
			'no Site Kit request before the panel opens'
		);
		const html = await page.content();
		assert.ok(
			! html.includes( 'modules\\/analytics\\/data\\/report' ) &&
				! html.includes( 'searchanalytics' ),
			'no report preloaded in the editor page'
		);

		await openPanelWithKeyboard( page );

		const range = lastDays( 28 );
		const before28 = previousPeriod( range );
		const [ now, then ] = await Promise.all( [
			ga4Totals( POPULAR_PATH, range ),
			ga4Totals( POPULAR_PATH, before28 ),
		] );
		const sum = (
			rows: Array< { clicks: number; impressions: number } >,
			key: 'clicks' | 'impressions'
		) => rows.reduce( ( total, row ) => total + row[ key ], 0 );
		const [ searchNow, searchThen ] = await Promise.all( [
			searchRows( url, range ),
			searchRows( url, before28 ),
		] );
		const expected: Array< [ string, number, number ] > = [
			[ 'Views', now.views, then.views ],
			[ 'Unique visitors', now.visitors, then.visitors ],
			[
				'Total clicks',
				sum( searchNow, 'clicks' ),
				sum( searchThen, 'clicks' ),
			],
			[
				'Total impressions',
				sum( searchNow, 'impressions' ),
				sum( searchThen, 'impressions' ),
			],
		];
		assert.ok( now.views > 0, 'the demo post has views' );
		for ( const [ title, value, previous ] of expected ) {
			assert.equal(
				await blockValue( page, PANEL, title ),
				formatNumber( value ),
				title
			);
			const change = calculateChange( value, previous );
			const block = page
				.locator( `${ PANEL } .googlesitekit-data-block`, {
					has: page.locator( '.googlesitekit-data-block__title', {
						hasText: title,
					} ),
				} )
				.first();
			if ( change !== null && change !== 0 ) {
				assert.match(
					await block
						.locator( '.googlesitekit-data-block__change' )
						.innerText(),
					new RegExp(
						`${ formatPercent( Math.abs( change ) ).replace(
							/[.]/g,
							'\\.'
						) } vs previous period`
					),
					`${ title } change`
				);
			}
		}

		const queries = await searchRows( url, range, [ 'query' ], 3 );
		assert.ok( queries.length > 0, 'the demo post has search queries' );
		const shown = await page
			.locator( `${ PANEL } .googlesitekit-editor-panel__query` )
			.allInnerTexts();
		assert.deepEqual(
			shown.map( ( text ) => text.trim() ),
			queries.map( ( row ) => row.keys?.[ 0 ] )
		);

		const dashboardLink = page
			.locator( PANEL )
			.getByRole( 'link', { name: 'View all of this post’s stats' } );
		assert.equal(
			await dashboardLink.getAttribute( 'href' ),
			`${ pageURL( 'dashboard' ) }&permaLink=${ encodeURIComponent(
				url
			) }`
		);

		// The panel may look for an earlier check (cached only); Google is asked only once the user asks.
		assert.equal(
			await inspectionCalls(),
			inspectedBefore,
			'no inspection before it is asked for'
		);
		await checkIndexStatus( page, PANEL );
		await assertIndexStatus( page, PANEL, await inspect( url ) );
		assertNoErrors( 0 );
		// The link to the post's stats stands clear of the index status and its focus ring (4 px outside it).
		const status = await page
			.locator( `${ PANEL } .googlesitekit-index-status__body` )
			.boundingBox();
		const more = await page
			.locator( `${ PANEL } .googlesitekit-editor-panel__more` )
			.boundingBox();
		assert.ok(
			status && more && more.y - ( status.y + status.height ) >= 16,
			`the link is ${
				more && status ? more.y - ( status.y + status.height ) : '?'
			} px below the index status`
		);
		await page
			.locator( '.googlesitekit-editor-panel-wrapper' )
			.screenshot( { path: artifactPath( 'editor-panel' ) } );
		// The whole editor too: the panel in its sidebar beside the canvas (an iframe since WordPress 6.3's block themes).
		await page.screenshot( {
			path: artifactPath( 'editor-panel-editor' ),
		} );
	} );

	it( 'shows a post Google has not indexed as not indexed, in plain words', async () => {
		const page = watched.page;
		const posts = JSON.parse(
			wpEval(
				"echo wp_json_encode( array_map( fn( $p ) => array( $p->ID, get_permalink( $p ) ), get_posts( array( 'numberposts' => 60, 'orderby' => 'ID', 'order' => 'ASC' ) ) ) );"
			)
		) as Array< [ number, string ] >;
		let found: { id: number; url: string } | undefined;
		for ( const [ id, url ] of posts ) {
			const answer = await inspect( url );
			if (
				answer.inspectionResult.indexStatusResult.coverageState ===
				'Crawled - currently not indexed'
			) {
				found = { id, url };
				break;
			}
		}
		assert.ok( found, 'a demo post Google crawled but did not index' );
		await openEditor( page, found.id );
		const toggle = panelToggle( page );
		await toggle.waitFor();
		// The editor remembers that this user opened the panel.
		if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
			await toggle.click();
		}
		await checkIndexStatus( page, PANEL );
		await assertIndexStatus( page, PANEL, await inspect( found.url ) );
		await page
			.locator( '.googlesitekit-editor-panel-wrapper' )
			.screenshot( { path: artifactPath( 'editor-panel-not-indexed' ) } );
	} );

	it( 'says when the daily inspection quota is used up, and marks the last copy of a page checked before', async () => {
		const page = watched.page;
		await emulatorControl( 'POST', '/config', {
			urlInspectionDailyQuota: 0,
		} );
		try {
			// A page never checked: the server's quota message, with when to try again.
			const postID = postAt( '/about/' );
			assert.ok( postID > 0, 'the About page exists' );
			await openEditor( page, postID );
			const toggle = panelToggle( page );
			await toggle.waitFor();
			if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
				await toggle.click();
			}
			await checkIndexStatus( page, PANEL );
			const error = await page
				.locator( `${ PANEL } .googlesitekit-index-status__error` )
				.innerText();
			assert.match(
				error,
				/daily URL inspection quota for this property is used up\. Try again after /
			);

			// The popular post, checked in the first test: its cached copy gone, the last good one is shown, marked.
			clearReportCache( { keepLastGood: true } );
			await openEditor( page, postAt( POPULAR_PATH ) );
			await panelToggle( page ).waitFor();
			await checkIndexStatus( page, PANEL );
			const stale = await page
				.locator( `${ PANEL } .googlesitekit-index-status__stale` )
				.innerText();
			assert.match( stale, /^This is the last check, from / );
			assert.match( stale, /daily URL inspection quota/ );
			await page
				.locator( '.googlesitekit-editor-panel-wrapper' )
				.screenshot( { path: artifactPath( 'editor-panel-quota' ) } );
		} finally {
			await emulatorControl( 'POST', '/config', {
				urlInspectionDailyQuota: 2000,
			} );
			// The server waits for Google's reset before asking again: the next tests start from a new day.
			wpEval(
				`delete_transient( 'googlesitekit_sc_inspection_quota_' . md5( '${ SITE }' ) );`
			);
			clearReportCache();
		}
	} );

	it( 'shows a note instead of figures for a draft', async () => {
		const page = watched.page;
		const draft = Number(
			wpEval(
				"echo wp_insert_post( array( 'post_title' => 'A draft', 'post_status' => 'draft', 'post_content' => 'Soon.' ) );"
			).trim()
		);
		const requests = await openEditor( page, draft );
		const toggle = panelToggle( page );
		await toggle.waitFor();
		if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
			await toggle.click();
		}
		await page
			.locator( '.googlesitekit-editor-panel__note' )
			.filter( { hasText: 'once it is published' } )
			.waitFor();
		assert.deepEqual( requests, [], 'nothing asked for a draft' );
	} );
} );

describe( 'the entity dashboard', () => {
	it( 'shows the index status checked in the editor without a click, Google asked once for the page', async () => {
		const page = watched.page;
		const url = `${ BASE_URL }${ POPULAR_PATH }`;
		const since = watched.errors.length;
		// No copy of the page in the server's cache (the quota test emptied it), a fresh request log.
		clearReportCache();
		await emulatorControl( 'DELETE', '/requests' );

		// Checked in the block editor (asked by post ID).
		await openEditor( page, postAt( POPULAR_PATH ) );
		const toggle = panelToggle( page );
		await toggle.waitFor();
		if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
			await toggle.click();
		}
		await checkIndexStatus( page, PANEL );

		// The entity dashboard (asked by URL) shows the same answer as it opens: no button to press.
		await page.goto(
			pageURL( 'dashboard', `permaLink=${ encodeURIComponent( url ) }` )
		);
		const root = '.googlesitekit-entity-index-status';
		await page
			.locator( `${ root } .googlesitekit-index-status__verdict` )
			.waitFor();
		assert.equal(
			await page
				.locator( root )
				.getByRole( 'button', { name: 'Check index status' } )
				.count(),
			0,
			'no check to press: the editor’s answer is shown'
		);
		assert.match(
			await page
				.locator( `${ root } .googlesitekit-index-status__checked` )
				.innerText(),
			/^Checked /
		);
		await page.waitForFunction(
			() =>
				document.querySelectorAll( '.googlesitekit-widget-loading' )
					.length === 0
		);
		// Site Kit's inspection calls since the log was emptied (the test's own comes after): one for both screens.
		assert.equal(
			await inspectionCalls(),
			1,
			'one inspection for the page from both screens'
		);
		await assertIndexStatus( page, root, await inspect( url ) );
		await screenshot( page, 'entity-dashboard-index-status' );
		assertNoErrors( since );
	} );
} );
