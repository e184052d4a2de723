/**
 * Every purpose answer's suggested Key metrics tiles, as an admin sees them before picking any (issue 11 item 3), at
 * desktop and phone widths; lead and purchase tiles join the shop's and the portfolio's suggestions once the GA4
 * property has seen those events (the emulator's leads-and-sales scenario).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser, Page } from 'playwright-core';

import { artifactPath, type Watched } from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { emulatorControl } from './utils/emulator';
import { rest } from './utils/rest';
import { assertClean, startAdminSession } from './utils/session';
import { clearReportCache, pageURL, wpEval } from './utils/site';

const SUGGESTED: Record< string, string[] > = {
	publish_blog: [
		'kmAnalyticsTopCategories',
		'kmAnalyticsTopConvertingTrafficSource',
		'kmAnalyticsReturningVisitorPages',
		'kmSearchConsolePopularKeywords',
		'kmAnalyticsTopRecentTrendingPages',
		'kmAnalyticsTopTrafficSource',
	],
	publish_news: [
		'kmAnalyticsEngagedTrafficSource',
		'kmAnalyticsPopularAuthors',
		'kmAnalyticsTopCities',
		'kmSearchConsolePopularKeywords',
		'kmAnalyticsTopRecentTrendingPages',
		'kmAnalyticsTopTrafficSource',
	],
	monetize_content: [
		'kmAnalyticsMostEngagingPages',
		'kmAnalyticsPopularContent',
		'kmAnalyticsNewVisitors',
		'kmAdSenseTopEarningContent',
		'kmAnalyticsVisitLength',
		'kmAnalyticsVisitsPerVisitor',
		'kmAnalyticsEngagedTrafficSource',
		'kmSearchConsolePopularKeywords',
	],
	sell_products_or_service: [
		'kmAnalyticsPopularContent',
		'kmAnalyticsTopConvertingTrafficSource',
		'kmSearchConsolePopularKeywords',
		'kmAdSenseTopEarningContent',
	],
	share_portfolio: [
		'kmAnalyticsTopConvertingTrafficSource',
		'kmAnalyticsReturningVisitorPages',
		'kmAnalyticsPopularAuthors',
		'kmAnalyticsPopularContent',
		'kmSearchConsolePopularKeywords',
	],
	other: [
		'kmAnalyticsNewVisitors',
		'kmAnalyticsTopTrafficSource',
		'kmAnalyticsEngagedTrafficSource',
		'kmSearchConsolePopularKeywords',
	],
};

let browser: Browser;
let watched: Watched;

/**
 * Saves the purpose answer (the other two questions as a user would have answered them).
 *
 * @param page    A dashboard page.
 * @param purpose Purpose answer.
 */
async function answer( page: Page, purpose: string ): Promise< void > {
	const saved = await rest(
		page,
		'POST',
		'core/user/data/user-input-settings',
		{
			settings: {
				purpose: [ purpose ],
				postFrequency: [ 'weekly' ],
				goals: [ 'growing_audience' ],
			},
		}
	);
	assert.equal( saved.status, 200, JSON.stringify( saved.body ) );
}

/**
 * Opens the dashboard in a new browser session state and lists the Key metrics tiles, once every tile has settled
 * (figures, gathering data, no data, or why it cannot work yet).
 *
 * @param page  Page.
 * @param count How many tiles to wait for.
 */
async function openAndList( page: Page, count: number ): Promise< string[] > {
	await page.evaluate( () => window.sessionStorage.clear() );
	await page.goto( pageURL( 'dashboard' ) );
	const section = page.locator( '#key-metrics' );
	// Lead and purchase tiles join at the end once the events are known.
	await page.waitForFunction(
		( n ) =>
			document.querySelectorAll( '#key-metrics [data-key-metric]' )
				.length >= n,
		count,
		{ timeout: 30000 }
	);
	await page.waitForFunction(
		() =>
			! document.querySelector(
				'#key-metrics [aria-busy="true"], #key-metrics .googlesitekit-km-tile__skeleton'
			),
		undefined,
		{ timeout: 30000 }
	);
	return section
		.locator( '[data-key-metric]' )
		.evaluateAll( ( nodes ) =>
			nodes.map(
				( node ) => node.getAttribute( 'data-key-metric' ) || ''
			)
		);
}

/**
 * Screenshots the Key metrics section at desktop and phone widths; on the phone, nothing is wider than the screen.
 *
 * @param page Page.
 * @param name File name stem.
 */
async function captureSection( page: Page, name: string ): Promise< void > {
	const section = page.locator( '#key-metrics' );
	await section.screenshot( { path: artifactPath( `${ name }-desktop` ) } );
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.waitForTimeout( 300 );
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - window.innerWidth
	);
	assert.ok( overflow <= 0, `${ name }: no sideways scroll on a phone` );
	await section.screenshot( { path: artifactPath( `${ name }-phone` ) } );
	await page.setViewportSize( { width: 1280, height: 900 } );
}

before( async () => {
	( { browser, watched } = await startAdminSession() );
	await connectAllModules( watched.page );
	// The sharing tour would sit over the section's button in the screenshots.
	await rest( watched.page, 'POST', 'core/user/data/dismiss-item', {
		slug: 'tour_dashboardSharing',
	} );
} );

after( async () => {
	await emulatorControl( 'POST', '/scenario', { name: 'default' } );
	await watched?.context.close();
	await browser?.close();
} );

describe( 'key metrics suggested by the purpose answer', () => {
	for ( const [ purpose, tiles ] of Object.entries( SUGGESTED ) ) {
		it( `${ purpose } suggests its tiles`, async () => {
			const { page } = watched;
			wpEval(
				"delete_user_option( 1, 'googlesitekit_key_metrics_settings' );"
			);
			await answer( page, purpose );
			assert.deepEqual( await openAndList( page, tiles.length ), tiles );
			await captureSection( page, `key-metrics-${ purpose }` );
			assertClean( watched );
		} );
	}

	it( 'adds the purchase tile for a shop and the lead tiles for a portfolio once the property has those events', async () => {
		const { page } = watched;
		await emulatorControl( 'POST', '/scenario', {
			name: 'leads-and-sales',
		} );
		clearReportCache();
		await answer( page, 'sell_products_or_service' );
		assert.deepEqual( await openAndList( page, 5 ), [
			...SUGGESTED.sell_products_or_service,
			'kmAnalyticsTopTrafficSourceDrivingPurchases',
		] );
		await captureSection( page, 'key-metrics-sell-with-purchases' );
		await answer( page, 'share_portfolio' );
		assert.deepEqual( await openAndList( page, 7 ), [
			...SUGGESTED.share_portfolio,
			'kmAnalyticsTopTrafficSourceDrivingLeads',
			'kmAnalyticsPagesDrivingLeads',
		] );
		await captureSection( page, 'key-metrics-portfolio-with-leads' );
		assertClean( watched );
	} );
} );
