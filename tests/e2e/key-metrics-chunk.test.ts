/**
 * The main dashboard's Key metrics section is a chunk of its own (issue 25's room in the dashboard's script): while
 * it loads, the section keeps its place (its frame, one loading tile per tile it will show) and the page's reads wait
 * for the tiles', so the first figures come from one batch request as before; once loaded, the tiles show.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser, Page } from 'playwright-core';

import { screenshot, type Watched } from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { rest } from './utils/rest';
import { assertClean, startAdminSession } from './utils/session';
import { pageURL } from './utils/site';

let browser: Browser;
let watched: Watched;

/** How long the test delays the section's chunk: within the reads' hold (HOLD_MAX_MS, 1.5 s). */
const CHUNK_DELAY_MS = 1100;

/**
 * Where the section after Key metrics starts, from the top of the page.
 *
 * @param page Dashboard page.
 */
async function trafficTop( page: Page ): Promise< number > {
	return page
		.locator( '#traffic' )
		.evaluate(
			( node ) => node.getBoundingClientRect().top + window.scrollY
		);
}

before( async () => {
	( { browser, watched } = await startAdminSession() );
	await connectAllModules( watched.page );
	const saved = await rest(
		watched.page,
		'POST',
		'core/user/data/user-input-settings',
		{
			settings: {
				purpose: [ 'publish_blog' ],
				postFrequency: [ 'weekly' ],
				goals: [ 'growing_audience' ],
			},
		}
	);
	assert.equal( saved.status, 200, JSON.stringify( saved.body ) );
	await rest( watched.page, 'POST', 'core/user/data/key-metrics', {
		widgetSlugs: [
			'kmAnalyticsNewVisitors',
			'kmAnalyticsReturningVisitors',
			'kmAnalyticsPagesPerVisit',
			'kmAnalyticsVisitLength',
			'kmAnalyticsTopTrafficSource',
		],
	} );
} );

after( async () => {
	await rest( watched.page, 'POST', 'core/user/data/key-metrics', {
		widgetSlugs: [],
	} );
	await watched?.context.close();
	await browser?.close();
} );

describe( 'the Key metrics chunk', () => {
	it( 'keeps the section’s place while its code loads, then shows the tiles, their reads in the page’s one batch', async () => {
		const { page } = watched;
		// Every report is asked of the server, none answered from the browser's cache.
		await page.addInitScript( () => window.sessionStorage.clear() );
		const batches: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( 'core/reports/data/batch' ) ) {
				batches.push( request.postData() || '' );
			}
		} );
		// The reports' answers wait until the tiles are measured in their own loading state.
		let answer: () => void = () => undefined;
		const answered = new Promise< void >( ( resolve ) => {
			answer = resolve;
		} );
		await page.route( /core\/reports\/data\/batch/, async ( route ) => {
			await answered;
			await route.continue();
		} );
		let delayed = 0;
		await page.route(
			/\/chunks\/key-metrics\.[0-9a-f]+\.js/,
			async ( route ) => {
				delayed++;
				await new Promise( ( resolve ) =>
					setTimeout( resolve, CHUNK_DELAY_MS )
				);
				await route.continue();
			}
		);
		try {
			await page.goto( pageURL( 'dashboard' ), { waitUntil: 'commit' } );
			const loading = page.locator(
				'#key-metrics .googlesitekit-km-tile[aria-busy="true"]'
			);
			await loading.first().waitFor();
			// The section's frame at its final size: one loading tile per pick, the section below in its place.
			assert.equal( await loading.count(), 5 );
			assert.equal(
				await page.locator( '#key-metrics [data-key-metric]' ).count(),
				0,
				'the tiles are not there yet'
			);
			const whileLoading = await trafficTop( page );
			await screenshot( page, 'key-metrics-chunk-loading' );
			// Nothing read while the section's code loads… then the tiles, in the same place.
			await page
				.locator( '#key-metrics [data-key-metric]' )
				.first()
				.waitFor();
			assert.equal(
				await page.locator( '#key-metrics [data-key-metric]' ).count(),
				5
			);
			const withTiles = await trafficTop( page );
			await screenshot( page, 'key-metrics-chunk-tiles-loading' );
			assert.ok(
				Math.abs( withTiles - whileLoading ) <= 1,
				`the section below Key metrics did not move when the tiles arrived (${ whileLoading } → ${ withTiles })`
			);
			answer();
			await page.waitForFunction(
				() =>
					document.querySelectorAll(
						'#key-metrics [aria-busy="true"], .googlesitekit-widget-loading'
					).length === 0,
				undefined,
				{ timeout: 30000 }
			);
			await screenshot( page, 'key-metrics-chunk-loaded' );
			assert.equal( delayed, 1, 'the chunk was asked for once' );
			// The first reads (every widget's and the tiles') went in one request per speed group: the fast
			// services' and PageSpeed Insights'.
			const fast = batches.filter(
				( body ) => ! body.includes( 'pagespeed-insights' )
			);
			assert.equal(
				fast.length,
				1,
				`batches: ${ batches.join( '\n' ) }`
			);
			assert.match( fast[ 0 ], /modules\/analytics\/data\/report/ );
			assert.match(
				fast[ 0 ],
				/newVsReturning/,
				'the visitor tiles’ report is in it'
			);
			assert.match(
				fast[ 0 ],
				/screenPageViewsPerSession/,
				'the session tiles’ report is in it'
			);
			assertClean( watched );
		} finally {
			answer();
			await page.unroute( /\/chunks\/key-metrics\.[0-9a-f]+\.js/ );
			await page.unroute( /core\/reports\/data\/batch/ );
		}
	} );
} );
