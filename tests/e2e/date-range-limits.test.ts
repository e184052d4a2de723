/**
 * Google's limits on a range, as the dashboard shows them: a range older than
 * Search Console's 16 months gets its note instead of zero figures, a range
 * before the GA4 property was created gets Analytics' note, one before the
 * AdSense account was created AdSense's note, PageSpeed says it
 * keeps no history, and a long range is charted by week.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser, Page } from 'playwright-core';

import { artifactPath, type Watched } from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { rest } from './utils/rest';
import { startAdminSession } from './utils/session';
import { BASE_URL, adminURL, pageURL } from './utils/site';

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
	// Key metrics from the answers: "other" picks new visitors (Analytics)
	// and top performing keywords (Search Console) among others.
	const saved = await rest(
		watched.page,
		'POST',
		'core/user/data/user-input-settings',
		{
			settings: {
				purpose: [ 'other' ],
				postFrequency: [ 'weekly' ],
				goals: [ 'growing_audience' ],
			},
		}
	);
	assert.equal( saved.status, 200, JSON.stringify( saved.body ) );
	// The dashboard-sharing tour would cover the widgets in the screenshots.
	await rest( watched.page, 'POST', 'core/user/data/dismiss-item', {
		slug: 'tour_dashboardSharing',
		expiration: 0,
	} );
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

	it( 'shows the note instead of an empty table when a table’s range is older than Search Console keeps, and the rows with the note when partly', async () => {
		const { page } = watched;
		await openRange( page, daysAgo( 730 ), daysAgo( 540 ) );
		const queries = page.locator( '.googlesitekit-top-queries' );
		const note = queries.locator(
			'.googlesitekit-data-limit[data-service="search-console"]'
		);
		await note.waitFor();
		assert.match( await note.innerText(), /keeps 16 months of data/ );
		assert.equal( await queries.locator( 'table' ).count(), 0 );

		// From 18 months ago to a month ago: rows, and the note under them.
		await openRange( page, daysAgo( 550 ), daysAgo( 31 ) );
		await queries.locator( 'tbody tr' ).first().waitFor();
		assert.ok( ( await queries.locator( 'tbody tr' ).count() ) > 0 );
		assert.match(
			await queries
				.locator(
					'.googlesitekit-data-limit[data-service="search-console"]'
				)
				.innerText(),
			/Search Console keeps 16 months of data: nothing before \w{3} \d{1,2}, \d{4} is available\./
		);
		await queries.screenshot( {
			path: artifactPath( 'date-range-limits-top-queries' ),
		} );
	} );

	it( 'puts the note in key-metric tiles: instead of figures when wholly outside, as one focusable line when partly', async () => {
		const { page } = watched;
		// Older than Search Console keeps; partly before the property (created 600 days ago).
		await openRange( page, daysAgo( 730 ), daysAgo( 540 ) );
		const keywords = page.locator(
			'[data-tile="kmSearchConsolePopularKeywords"]'
		);
		const keywordsNote = keywords.locator(
			'.googlesitekit-data-limit[data-service="search-console"]'
		);
		await keywordsNote.waitFor();
		assert.match(
			await keywordsNote.innerText(),
			/Search Console keeps 16 months of data/
		);
		assert.equal( await keywords.locator( 'table' ).count(), 0 );

		const visitors = page.locator( '[data-tile="kmAnalyticsNewVisitors"]' );
		await visitors.locator( '.googlesitekit-km-tile__figure' ).waitFor();
		const line = visitors.locator( '.googlesitekit-data-limit--compact' );
		assert.match(
			await line.locator( '[aria-hidden="true"]' ).innerText(),
			/^i\s*Partly before this property existed$/
		);
		assert.match(
			( await line.getAttribute( 'title' ) ) || '',
			/This Analytics property was created on \w{3} \d{1,2}, \d{4}/
		);
		await line.focus();
		assert.equal(
			await line.evaluate(
				( element ) => element === element.ownerDocument.activeElement
			),
			true,
			'the note is reachable by keyboard'
		);
		await page.locator( '#key-metrics' ).screenshot( {
			path: artifactPath( 'date-range-limits-key-metrics' ),
		} );
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

	it( 'shows AdSense’s note with the widgets’ titles on Monetization for a range before the account was created', async () => {
		const { page } = watched;
		// The demo AdSense account was created 600 days ago.
		await openRange( page, daysAgo( 800 ), daysAgo( 700 ) );
		const monetization = page.locator( '#monetization' );
		for ( const [ widget, title ] of [
			[ '.googlesitekit-earnings', 'Earnings' ],
			[ '.googlesitekit-top-earning-pages', 'Top earning pages' ],
		] ) {
			const card = monetization.locator( widget );
			const note = card.locator(
				'.googlesitekit-data-limit[data-service="adsense"]'
			);
			await note.waitFor();
			assert.match(
				await note.innerText(),
				/This AdSense account was created on \w{3} \d{1,2}, \d{4}: AdSense has no data before that day\./
			);
			assert.equal(
				await card
					.getByRole( 'heading', { name: title, exact: true } )
					.isVisible(),
				true,
				`${ title } keeps its title`
			);
			assert.equal(
				await card.locator( '.googlesitekit-data-block' ).count(),
				0
			);
		}
		assert.equal(
			await monetization.getByText( 'Try a longer date range' ).count(),
			0
		);
		await monetization.screenshot( {
			path: artifactPath( 'date-range-limits-adsense' ),
		} );
	} );

	it( 'puts the notes in the admin bar and the WordPress dashboard widget for a saved range older than 16 months, without zeros or changes', async () => {
		const { page } = watched;
		// The dashboard saves the address's range as the user's: the one the admin bar shows.
		const saved = page.waitForResponse(
			( response ) =>
				response.url().includes( 'core/user/data/date-range' ) &&
				response.request().method() === 'POST'
		);
		// Older than Search Console keeps; partly before the property (created 600 days ago), its compare period wholly.
		await openRange( page, daysAgo( 730 ), daysAgo( 540 ) );
		assert.equal( ( await saved ).status(), 200 );

		await page.goto( `${ BASE_URL }/` );
		await page
			.locator( '#js-googlesitekit-adminbar' )
			.waitFor( { state: 'attached' } );
		await page.click( '#wp-admin-bar-google-site-kit > a' );
		const panel = page.locator( '.googlesitekit-adminbar-panel' );
		const search = panel.locator(
			'.googlesitekit-summary__limit[data-service="search-console"]'
		);
		await search.waitFor();
		assert.equal(
			(
				await search
					.locator( '.googlesitekit-data-block__title' )
					.innerText()
			).trim(),
			'Search Console'
		);
		// What is seen; the whole note is its tooltip and screen-reader text.
		assert.match(
			await search.locator( '[aria-hidden="true"]' ).innerText(),
			/^i\s*Older than Search Console keeps$/
		);
		assert.match(
			( await search
				.locator( '.googlesitekit-data-limit' )
				.getAttribute( 'title' ) ) || '',
			/^Search Console keeps 16 months of data: nothing before \w{3} \d{1,2}, \d{4} is available\.$/
		);
		await panel
			.locator( '.googlesitekit-data-block:has-text("Views")' )
			.waitFor();
		const blocks = await panel
			.locator( '.googlesitekit-data-block h4' )
			.allInnerTexts();
		assert.deepEqual(
			blocks.map( ( title ) => title.trim() ),
			[ 'Unique visitors', 'Views' ],
			'no zero clicks or impressions'
		);
		assert.equal(
			await panel.locator( '.googlesitekit-data-block__change' ).count(),
			0,
			'no change against a compare period before the property existed'
		);
		assert.match(
			await panel
				.locator(
					'.googlesitekit-summary__limit-line [data-service="analytics"] [aria-hidden="true"]'
				)
				.innerText(),
			/^i\s*Partly before this property existed$/
		);
		await panel.screenshot( {
			path: artifactPath( 'date-range-limits-admin-bar' ),
		} );

		await page.goto( adminURL() );
		const widget = page.locator( '#googlesitekit_dashboard_widget' );
		await widget.scrollIntoViewIfNeeded();
		await widget
			.locator(
				'.googlesitekit-summary__limit[data-service="search-console"]'
			)
			.waitFor();
		await widget
			.locator( '.googlesitekit-data-block:has-text("Views")' )
			.waitFor();
		assert.equal(
			await widget
				.locator( '.googlesitekit-data-block:has-text("Total clicks")' )
				.count(),
			0
		);
		await widget.screenshot( {
			path: artifactPath( 'date-range-limits-wp-dashboard-widget' ),
		} );
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

describe( 'short and partial periods in charts', () => {
	it( 'draws a one-day range as one marked point with one tick, and a two-day range as two', async () => {
		const { page } = watched;
		const day = daysAgo( 10 );
		await openRange( page, day, day );
		const funnel = page.locator( '.googlesitekit-search-funnel' );
		const chart = funnel.locator( '.googlesitekit-line-chart' );
		await chart.locator( 'canvas' ).waitFor();
		assert.equal( await chart.getAttribute( 'data-points' ), '1' );
		// uPlot draws its axis labels on the canvas: the one tick at the
		// point's day is checked in jest (LineChart.test.tsx); this is the picture.
		await funnel.screenshot( {
			path: artifactPath( 'date-range-limits-one-day' ),
		} );

		await openRange( page, daysAgo( 11 ), daysAgo( 10 ) );
		await chart.locator( 'canvas' ).waitFor();
		assert.equal(
			await chart.getAttribute( 'data-points', { timeout: 5000 } ),
			'2'
		);
		await funnel.screenshot( {
			path: artifactPath( 'date-range-limits-two-days' ),
		} );
	} );

	it( 'names the partial first and last months of a long custom range in the chart’s legend', async () => {
		const { page } = watched;
		// About 14 months, starting and ending mid-month: charted by month.
		const start = new Date( Date.now() - 440 * DAY );
		start.setUTCDate( 15 );
		const end = new Date( Date.now() - 20 * DAY );
		end.setUTCDate( 10 );
		const firstMonthDays =
			new Date(
				Date.UTC( start.getUTCFullYear(), start.getUTCMonth() + 1, 0 )
			).getUTCDate() - 14;
		await openRange(
			page,
			start.toISOString().slice( 0, 10 ),
			end.toISOString().slice( 0, 10 )
		);
		const funnel = page.locator( '.googlesitekit-search-funnel' );
		const chart = funnel.locator( '.googlesitekit-line-chart' );
		await chart.locator( 'canvas' ).waitFor();
		assert.equal( await chart.getAttribute( 'data-granularity' ), 'month' );
		const partial = await funnel
			.locator( '.googlesitekit-line-chart__partial' )
			.innerText();
		const match =
			/^Hollow points: partial months, lower only because they have fewer days: \w{3} \d{4} \((\d+) days\), \w{3} \d{4} \(10 days\)\.$/.exec(
				partial
			);
		assert.ok( match, partial );
		assert.equal( Number( match[ 1 ] ), firstMonthDays );
		await funnel.screenshot( {
			path: artifactPath( 'date-range-limits-partial-months' ),
		} );
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
