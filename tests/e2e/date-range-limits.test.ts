/**
 * Google's limits on a range, as the dashboard shows them: a range older than
 * Search Console's 16 months gets its note instead of zero figures, a range
 * before the GA4 property was created gets Analytics' note, PageSpeed says it
 * keeps no history, and a long range is charted by week.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser, Page } from 'playwright-core';

import { artifactPath, type Watched } from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { startAdminSession } from './utils/session';
import { pageURL } from './utils/site';

let browser: Browser;
let watched: Watched;

const DAY = 86400000;

/**
 * The day `days` days before today (UTC, the emulator's clock), "YYYY-MM-DD".
 *
 * @param days Days back.
 */
function daysAgo( days: number ): string {
	return new Date( Date.now() - days * DAY ).toISOString().slice( 0, 10 );
}

/**
 * Opens the dashboard on a custom range named in its address.
 *
 * @param page      Page.
 * @param startDate First day.
 * @param endDate   Last day.
 */
async function openRange( page: Page, startDate: string, endDate: string ) {
	await page.goto(
		pageURL(
			'dashboard',
			`startDate=${ startDate }&endDate=${ endDate }&compare=previous-period`
		)
	);
}

before( async () => {
	( { browser, watched } = await startAdminSession() );
	await connectAllModules( watched.page );
	await watched.page.setViewportSize( { width: 1280, height: 900 } );
} );

after( async () => {
	await watched?.context.close();
	await browser?.close();
} );

describe( 'ranges beyond what a service keeps', () => {
	it( 'shows Search Console’s 16-month note instead of zero figures', async () => {
		const { page } = watched;
		// About two years back: older than Search Console's 16 months.
		await openRange( page, daysAgo( 730 ), daysAgo( 540 ) );
		const funnel = page.locator( '.googlesitekit-search-funnel' );
		const note = funnel.locator(
			'.googlesitekit-data-limit[data-service="search-console"]'
		);
		await note.waitFor();
		assert.match(
			await note.innerText(),
			/Search Console keeps 16 months of data: nothing before \w{3} \d{1,2}, \d{4} is available\./
		);
		assert.equal(
			await funnel.locator( '.googlesitekit-data-block' ).count(),
			0,
			'no figures, so no zeros'
		);
		assert.equal(
			await funnel.locator( '.googlesitekit-line-chart' ).count(),
			0
		);
		await funnel.screenshot( {
			path: artifactPath( 'date-range-limits-search-console' ),
		} );
	} );

	it( 'says when the compare period is older than Search Console keeps, without a change figure', async () => {
		const { page } = watched;
		// 300 days ending a month ago: the previous 300 days start about 20 months back.
		await openRange( page, daysAgo( 330 ), daysAgo( 31 ) );
		const funnel = page.locator( '.googlesitekit-search-funnel' );
		await funnel.locator( '.googlesitekit-data-block' ).first().waitFor();
		assert.match(
			await funnel
				.locator(
					'.googlesitekit-data-limit[data-service="search-console"]'
				)
				.innerText(),
			/comparison period starts before .* changes can’t be computed/
		);
		assert.equal(
			await funnel
				.locator(
					'.googlesitekit-data-block:has-text("Total impressions") .googlesitekit-data-block__change'
				)
				.count(),
			0
		);
	} );

	it( 'shows Analytics’ note for a range before the property was created', async () => {
		const { page } = watched;
		// The demo property was created 600 days ago.
		await openRange( page, daysAgo( 800 ), daysAgo( 700 ) );
		const traffic = page.locator( '.googlesitekit-all-traffic' );
		const note = traffic.locator(
			'.googlesitekit-data-limit[data-service="analytics"]'
		);
		await note.waitFor();
		assert.match(
			await note.innerText(),
			/This Analytics property was created on \w{3} \d{1,2}, \d{4}: Analytics has no data before that day\./
		);
		assert.equal(
			await traffic.locator( '.googlesitekit-data-block' ).count(),
			0
		);
	} );

	it( 'says PageSpeed keeps no history, whatever the range', async () => {
		const { page } = watched;
		await openRange( page, daysAgo( 800 ), daysAgo( 700 ) );
		const note = page.locator(
			'.googlesitekit-speed .googlesitekit-data-limit[data-service="pagespeed-insights"]'
		);
		await note.waitFor();
		assert.match( await note.innerText(), /keeps no history/ );
	} );
} );

describe( 'a long range', () => {
	it( 'charts the last 12 months by week, with both periods’ dates', async () => {
		const { page } = watched;
		await page.goto(
			pageURL( 'dashboard', 'dateRange=last-12-months&compare=none' )
		);
		const funnel = page.locator( '.googlesitekit-search-funnel' );
		const chart = funnel.locator( '.googlesitekit-line-chart' );
		await chart.locator( 'canvas' ).waitFor();
		assert.equal( await chart.getAttribute( 'data-granularity' ), 'week' );
		assert.equal( await chart.getAttribute( 'data-points' ), '52' );
		assert.match(
			await funnel
				.locator( '.googlesitekit-line-chart__legend' )
				.innerText(),
			/Each point is a week’s total/
		);
		// Nothing compared: no compare line in the legend.
		assert.doesNotMatch(
			await funnel
				.locator( '.googlesitekit-line-chart__legend' )
				.innerText(),
			/Previous period/
		);
		await funnel.screenshot( {
			path: artifactPath( 'date-range-limits-12-months-search' ),
		} );

		const traffic = page.locator( '.googlesitekit-all-traffic' );
		const trafficChart = traffic.locator( '.googlesitekit-line-chart' );
		await trafficChart.locator( 'canvas' ).waitFor();
		assert.equal(
			await trafficChart.getAttribute( 'data-granularity' ),
			'week'
		);
		await traffic.screenshot( {
			path: artifactPath( 'date-range-limits-12-months-traffic' ),
		} );
	} );
} );
