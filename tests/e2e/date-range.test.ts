/**
 * The user's report range end to end: chosen on the dashboard, saved on the
 * server (a reload and a new browser session keep it), carried in the address
 * (a link reproduces the view and becomes the saved range), followed by the
 * admin bar and the WordPress dashboard widget. Also: the sharing tour's
 * bubble never covers the picker, and a section hash typed into an open
 * dashboard falls back to the default section when unknown.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser, Page } from 'playwright-core';

import {
	artifactPath,
	login,
	openPage,
	screenshot,
	type Watched,
	address,
	expectAddress,
} from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { daysAgo } from './utils/dashboard';
import { rest } from './utils/rest';
import { assertClean, startAdminSession } from './utils/session';
import { BASE_URL, adminURL, pageURL } from './utils/site';

let browser: Browser;
let watched: Watched;

const RANGE = '#googlesitekit-date-range';
const COMPARE = '#googlesitekit-date-range-compare';

/**
 * Opens the dashboard and waits for the picker.
 *
 * @param page Page.
 * @param url  Dashboard URL.
 */
/**
 * A range in the dashboard's words (en-US): "Oct 1 – Oct 28, 2026", the first day's year only when it differs.
 *
 * @param startDate First day, "YYYY-MM-DD".
 * @param endDate   Last day.
 */
function rangeText( startDate: string, endDate: string ): string {
	const day = ( iso: string, year: boolean ) =>
		new Date( `${ iso }T00:00:00Z` ).toLocaleDateString( 'en-US', {
			month: 'short',
			day: 'numeric',
			year: year ? 'numeric' : undefined,
			timeZone: 'UTC',
		} );
	const sameYear = startDate.slice( 0, 4 ) === endDate.slice( 0, 4 );
	return `${ day( startDate, ! sameYear ) } – ${ day( endDate, true ) }`;
}

async function openDashboard( page: Page, url = pageURL( 'dashboard' ) ) {
	await page.goto( url );
	await page.locator( RANGE ).waitFor();
}

/**
 * Picks a value in one of the picker's selects and waits until the server saved it.
 *
 * @param page     Page.
 * @param selector The select.
 * @param value    Option value.
 */
async function pick( page: Page, selector: string, value: string ) {
	await Promise.all( [
		page.waitForResponse(
			( response ) =>
				response.url().includes( 'core/user/data/date-range' ) &&
				response.request().method() === 'POST' &&
				response.status() === 200
		),
		page.selectOption( selector, value ),
	] );
}

/**
 * The range and compare mode the picker shows.
 *
 * @param page Page.
 */
async function shown( page: Page ): Promise< [ string, string ] > {
	return [
		await page.locator( RANGE ).inputValue(),
		await page.locator( COMPARE ).inputValue(),
	];
}

/**
 * Polls the saved range until it equals the expected one (the save runs after the page shows the range).
 *
 * @param page               Page.
 * @param expected           Range and compare.
 * @param expected.dateRange Range.
 * @param expected.compare   Compare mode.
 */
async function assertSaved(
	page: Page,
	expected: { dateRange: string; compare: string }
) {
	let saved: unknown;
	for ( let i = 0; i < 50; i++ ) {
		saved = ( await rest( page, 'GET', 'core/user/data/date-range' ) ).body;
		if ( JSON.stringify( saved ) === JSON.stringify( expected ) ) {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	assert.deepEqual( saved, expected );
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

describe( 'the user’s date range', () => {
	it( 'keeps the sharing tour’s bubble off the picker', async () => {
		const { page } = watched;
		await openDashboard( page );
		const tooltip = page.getByRole( 'dialog', {
			name: 'Share your dashboard',
		} );
		await tooltip.waitFor();
		// Let the tour measure itself and settle.
		await page.waitForTimeout( 700 );
		const bubble = await tooltip.boundingBox();
		const picker = await page
			.locator( '.googlesitekit-date-range' )
			.boundingBox();
		assert.ok( bubble && picker );
		const overlaps =
			bubble.x < picker.x + picker.width &&
			bubble.x + bubble.width > picker.x &&
			bubble.y < picker.y + picker.height &&
			bubble.y + bubble.height > picker.y;
		assert.equal( overlaps, false, 'the bubble leaves the picker visible' );
		// The window as the user sees it (a full-page capture would move the fixed bubble).
		await page.screenshot( {
			path: artifactPath( 'date-range-tour-desktop' ),
		} );
		// Both selects can still be reached and used with the tour open.
		await page.locator( COMPARE ).focus();
		await Promise.all( [
			page.waitForResponse(
				( response ) =>
					response.url().includes( 'core/user/data/date-range' ) &&
					response.request().method() === 'POST'
			),
			page.keyboard.press( 'ArrowDown' ),
		] );
		assert.equal(
			await page.locator( COMPARE ).inputValue(),
			'same-period-last-year'
		);
		await pick( page, COMPARE, 'previous-period' );
		await tooltip
			.getByRole( 'button', { name: 'Close' } )
			.click( { force: true } );
		await tooltip.waitFor( { state: 'detached' } );
	} );

	it( 'shows every preset and a compare select, at desktop and phone widths', async () => {
		const { page } = watched;
		await openDashboard( page );
		assert.deepEqual(
			( await page.locator( `${ RANGE } option` ).allTextContents() ).map(
				( text ) => text.trim()
			),
			[
				'Last 7 days',
				'Last 14 days',
				'Last 28 days',
				'Last 90 days',
				'This month',
				'Last month',
				'This quarter',
				'Last quarter',
				'Last 12 months',
				'Year to date',
				'Custom range…',
			]
		);
		assert.deepEqual( await shown( page ), [
			'last-28-days',
			'previous-period',
		] );
		// The dates compared with stand after the compare select: the 28 days before.
		const compared = page.locator( '.googlesitekit-date-range__compared' );
		assert.equal(
			( await compared.textContent() )?.trim(),
			rangeText( daysAgo( 56 ), daysAgo( 29 ) )
		);
		await pick( page, COMPARE, 'same-period-last-year' );
		assert.equal(
			( await compared.textContent() )?.trim(),
			`${ rangeText(
				daysAgo( 28 + 364 ),
				daysAgo( 1 + 364 )
			) } (52 weeks earlier, so weekdays match)`
		);
		await page.locator( '.googlesitekit-dashboard-toolbar' ).screenshot( {
			path: artifactPath( 'date-range-compared-dates' ),
		} );
		await pick( page, COMPARE, 'previous-period' );
		await page.setViewportSize( { width: 390, height: 844 } );
		await openDashboard( page );
		assert.ok( await page.locator( COMPARE ).isVisible() );
		await page.locator( COMPARE ).scrollIntoViewIfNeeded();
		await page.screenshot( { path: artifactPath( 'date-range-phone' ) } );
		await page.setViewportSize( { width: 1280, height: 900 } );
	} );

	it( 'is saved for the user: a reload and a new browser session keep it', async () => {
		const { page } = watched;
		await openDashboard( page );
		await pick( page, RANGE, 'last-month' );
		await pick( page, COMPARE, 'same-period-last-year' );
		await expectAddress(
			page,
			/[?&]dateRange=last-month&compare=same-period-last-year(#|$)/
		);
		await assertSaved( page, {
			dateRange: 'last-month',
			compare: 'same-period-last-year',
		} );

		await openDashboard( page );
		assert.deepEqual( await shown( page ), [
			'last-month',
			'same-period-last-year',
		] );

		// Another browser session, nothing shared but the account.
		const other = await openPage( browser );
		try {
			await login( other.page );
			await openDashboard( other.page );
			assert.deepEqual( await shown( other.page ), [
				'last-month',
				'same-period-last-year',
			] );
		} finally {
			await other.context.close();
		}
	} );

	it( 'is reproduced by the dashboard URL, which wins and becomes the saved range', async () => {
		const { page } = watched;
		await openDashboard(
			page,
			pageURL( 'dashboard', 'dateRange=last-7-days&compare=none' )
		);
		assert.deepEqual( await shown( page ), [ 'last-7-days', 'none' ] );
		await assertSaved( page, {
			dateRange: 'last-7-days',
			compare: 'none',
		} );

		// A custom range in the address shows under its dates.
		await openDashboard(
			page,
			pageURL(
				'dashboard',
				'startDate=2026-03-01&endDate=2026-03-31&compare=previous-period'
			)
		);
		assert.equal(
			(
				await page.locator( `${ RANGE } option:checked` ).innerText()
			).trim(),
			'Mar 1 – Mar 31, 2026'
		);
		await assertSaved( page, {
			dateRange: '2026-03-01..2026-03-31',
			compare: 'previous-period',
		} );
		await screenshot( page, 'date-range-custom-from-url' );

		// An invalid range in the address is ignored.
		await openDashboard(
			page,
			pageURL( 'dashboard', 'dateRange=forever' )
		);
		assert.equal(
			(
				await page.locator( `${ RANGE } option:checked` ).innerText()
			).trim(),
			'Mar 1 – Mar 31, 2026'
		);
	} );

	it( 'is the range the admin bar and the WordPress dashboard widget show, by name', async () => {
		const { page } = watched;
		await openDashboard( page );
		await pick( page, RANGE, 'last-7-days' );
		await pick( page, COMPARE, 'previous-period' );

		await page.goto( `${ BASE_URL }/` );
		await page
			.locator( '#js-googlesitekit-adminbar' )
			.waitFor( { state: 'attached' } );
		await page.click( '#wp-admin-bar-google-site-kit > a' );
		const title = page.locator( '.googlesitekit-adminbar-panel__title' );
		await title.waitFor();
		assert.equal(
			( await title.innerText() ).trim(),
			'This page: Last 7 days'
		);
		await page
			.locator(
				'.googlesitekit-adminbar-panel .googlesitekit-data-block'
			)
			.first()
			.waitFor();
		await page
			.locator( '.googlesitekit-adminbar-panel' )
			.screenshot( { path: artifactPath( 'date-range-admin-bar' ) } );

		await page.goto( adminURL() );
		const label = page.locator(
			'#googlesitekit_dashboard_widget .googlesitekit-wp-dashboard__range'
		);
		await label.scrollIntoViewIfNeeded();
		assert.equal(
			( await label.innerText() ).trim(),
			'Last 7 days, compared with the previous period'
		);
		await page
			.locator(
				'#googlesitekit_dashboard_widget .googlesitekit-data-block'
			)
			.first()
			.waitFor();
		await page.locator( '#googlesitekit_dashboard_widget' ).screenshot( {
			path: artifactPath( 'date-range-wp-dashboard-widget' ),
		} );
	} );

	it( 'falls back to the default section when an unknown or inactive hash is typed into an open dashboard', async () => {
		const { page } = watched;
		await openDashboard( page );
		await page.waitForFunction( () => window.location.hash.length > 1 );
		const defaultHash = new URL( await address( page ) ).hash;
		// Another section first, as if the user had moved on.
		await page.evaluate( () => {
			window.location.hash = '#content';
		} );
		await page.waitForFunction( () => window.location.hash === '#content' );
		for ( const typed of [ '#nowhere', '#-bad', '#monetization-x' ] ) {
			await page.evaluate( ( hash ) => {
				window.location.hash = hash;
			}, typed );
			await page.waitForFunction(
				( expected ) => window.location.hash === expected,
				defaultHash
			);
			assert.equal(
				await page
					.locator(
						'.googlesitekit-navigation [aria-current="true"]'
					)
					.getAttribute( 'href' ),
				defaultHash
			);
		}
		// The range stays in the address all along.
		await expectAddress( page, /[?&]dateRange=last-7-days/ );
		assertClean( watched );
	} );
} );
