/**
 * The dashboard's section navigation, header menus and widget states, each forced through the emulator.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';

import type { Browser, BrowserContext, Page } from 'playwright-core';

import {
	artifactPath,
	launch,
	login,
	openPage,
	type Watched,
} from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { EMULATOR } from './utils/emulator';
import {
	BASE_URL,
	clearReportCache,
	pageURL,
	restoreDatabase,
	runBackgroundRefresh,
	wpEval,
} from './utils/site';

let browser: Browser;
let watched: Watched;
let cookies: Awaited< ReturnType< BrowserContext[ 'storageState' ] > >;
const contexts: BrowserContext[] = [];

const control = ( method: string, route: string, body?: unknown ) =>
	fetch( `${ EMULATOR }/__emulator${ route }`, {
		method,
		headers: { 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );

/**
 * A dashboard in a new browser session (empty session cache).
 *
 * @param url Page URL.
 */
async function open( url = pageURL( 'dashboard' ) ): Promise< Page > {
	const context = await browser.newContext( {
		storageState: { cookies: cookies.cookies, origins: [] },
		viewport: { width: 1280, height: 900 },
		reducedMotion: 'reduce',
	} );
	contexts.push( context );
	await context.route( /^(?!http:\/\/127\.0\.0\.1)/, ( route ) =>
		route.abort()
	);
	const page = await context.newPage();
	await page.goto( url );
	return page;
}

const allTraffic = ( page: Page ) =>
	page.locator( '.googlesitekit-widget--all-traffic' );

before( async () => {
	restoreDatabase();
	await control( 'POST', '/reset', {} );
	browser = await launch();
	watched = await openPage( browser );
	await login( watched.page );
	await connectAllModules( watched.page );
	wpEval( "update_user_option( 1, 'googlesitekit_tracking_optin', 1 );" );
	cookies = await watched.context.storageState();
} );

beforeEach( async () => {
	await control( 'DELETE', '/faults' );
} );

after( async () => {
	await control( 'DELETE', '/faults' );
	for ( const context of contexts ) {
		await context.close();
	}
	await watched?.context.close();
	await browser?.close();
} );

describe( 'section navigation', () => {
	it( 'writes the default hash without a history entry, and falls back to it for a bogus or inactive section', async () => {
		const page = await open( pageURL( 'splash' ) );
		const entries = await page.evaluate( () => window.history.length );
		await page.goto( pageURL( 'dashboard' ) );
		// Key metrics lead once the section has tiles (the suggestions, before any answer).
		await page.waitForFunction(
			() => window.location.hash === '#key-metrics'
		);
		assert.equal(
			await page.evaluate( () => window.history.length ),
			entries + 1
		);
		// The sections fill in as their widget areas become active; the page stays at its top (the default section),
		// its heading in view.
		await allTraffic( page )
			.locator( '.googlesitekit-data-block' )
			.first()
			.waitFor();
		assert.equal( await page.evaluate( () => window.scrollY ), 0 );

		// A new page load each (a hash change alone is a same-document navigation).
		const other = await open( `${ pageURL( 'dashboard' ) }#bogus` );
		await other.waitForFunction(
			() => window.location.hash === '#key-metrics'
		);
		// Nor does an unknown hash at load move the page: it stays at the top, where the default section is.
		await allTraffic( other )
			.locator( '.googlesitekit-data-block' )
			.first()
			.waitFor();
		assert.equal( await other.evaluate( () => window.scrollY ), 0 );
		// Without the personalisation feature there is no Key metrics section: its hash falls back to traffic.
		wpEval(
			"update_option( 'googlesitekit_test_disabled_features', array( 'userInput' ) );"
		);
		try {
			const inactive = await open(
				`${ pageURL( 'dashboard' ) }#key-metrics`
			);
			await inactive.waitForFunction(
				() => window.location.hash === '#traffic'
			);
		} finally {
			wpEval(
				"delete_option( 'googlesitekit_test_disabled_features' );"
			);
		}
	} );

	it( 'scrolls to a chip’s section, records tab_select, follows scrolling with tab_scroll, and sticks under the header', async () => {
		const page = await open();
		await allTraffic( page )
			.locator( '.googlesitekit-data-block' )
			.first()
			.waitFor();
		await page.getByRole( 'link', { name: 'Speed', exact: true } ).click();
		await page.waitForFunction( () => window.location.hash === '#speed' );
		await page.waitForFunction( () => {
			const top =
				document.getElementById( 'speed' )?.getBoundingClientRect()
					.top ?? 9999;
			return top >= 0 && top < 400;
		} );
		const events = () =>
			page.evaluate(
				() =>
					(
						window as unknown as {
							_googlesitekitDataLayer?: Array< {
								event: string;
								event_label?: string;
							} >;
						}
					 )._googlesitekitDataLayer || []
			);
		assert.ok(
			( await events() ).some(
				( e ) => e.event === 'tab_select' && e.event_label === 'speed'
			)
		);

		// Sticky: the navigation's top touches the header's bottom.
		const gap = await page.evaluate( () => {
			const header = document
				.querySelector( '.googlesitekit-header' )
				?.getBoundingClientRect();
			const nav = document
				.querySelector( '.googlesitekit-navigation' )
				?.getBoundingClientRect();
			return Math.abs( ( nav?.top ?? 0 ) - ( header?.bottom ?? 0 ) );
		} );
		assert.ok(
			gap <= 1,
			`the navigation sits under the header (gap ${ gap }px)`
		);

		await page.evaluate( () => {
			const content = document.getElementById( 'content' );
			window.scrollTo(
				0,
				( content?.getBoundingClientRect().top ?? 0 ) +
					window.scrollY -
					140
			);
		} );
		await page.waitForFunction( () => window.location.hash === '#content' );
		assert.ok(
			( await events() ).some(
				( e ) => e.event === 'tab_scroll' && e.event_label === 'content'
			)
		);
	} );
} );

describe( 'section navigation on a phone', () => {
	it( 'sticks the header and the chips to the top of the screen once WordPress’s admin bar has scrolled away', async () => {
		const page = await open();
		await page.setViewportSize( { width: 375, height: 800 } );
		await allTraffic( page )
			.locator( '.googlesitekit-data-block' )
			.first()
			.waitFor();
		await page
			.getByRole( 'link', { name: 'Content', exact: true } )
			.click();
		await page.waitForFunction( () => window.location.hash === '#content' );
		const boxes = () =>
			page.evaluate( () =>
				[
					'.googlesitekit-header',
					'.googlesitekit-navigation',
					'#content',
				].map(
					( selector ) =>
						document
							.querySelector( selector )
							?.getBoundingClientRect()
				)
			);
		// Wait for the scroll to settle (the section stops moving).
		let last = '';
		for ( let i = 0; i < 40; i++ ) {
			const now = JSON.stringify( ( await boxes() )[ 2 ] );
			if ( now === last ) {
				break;
			}
			last = now;
			await page.waitForTimeout( 100 );
		}
		const [ header, navigation, section ] = await boxes();
		assert.ok( header && navigation && section );
		assert.equal( Math.round( header.top ), 0, 'the header at the top' );
		assert.ok(
			Math.abs( navigation.top - header.bottom ) <= 1,
			'the chips under the header'
		);
		assert.ok(
			section.top >= navigation.bottom - 1 &&
				section.top < navigation.bottom + 40,
			`the section just below the chips (at ${ section.top }, chips end at ${ navigation.bottom })`
		);
		// What the screen shows (not the full page): the header and the chips over the section.
		await page.screenshot( {
			path: artifactPath( 'dashboard-phone-sticky' ),
		} );
	} );
} );

describe( 'header menus', () => {
	it( 'opens the help menu by mouse and by keyboard and closes it on Escape or an outside click', async () => {
		const page = await open();
		const button = page.getByRole( 'button', { name: 'Help' } );
		await button.click();
		assert.ok(
			await page
				.getByRole( 'menuitem', { name: 'Get support' } )
				.isVisible()
		);
		assert.ok(
			await page
				.getByRole( 'menuitem', { name: 'Get help with AdSense' } )
				.isVisible(),
			'AdSense is active'
		);
		await page.mouse.click( 5, 600 );
		assert.equal(
			await page.locator( '.googlesitekit-menu__popover' ).count(),
			0
		);

		await button.focus();
		await page.keyboard.press( 'Enter' );
		await page
			.getByRole( 'menuitem', { name: 'Fix common issues' } )
			.waitFor();
		await page.keyboard.press( 'ArrowDown' );
		assert.equal(
			await page.evaluate(
				() => window.document.activeElement?.textContent
			),
			'Read help docs'
		);
		await page.keyboard.press( 'Escape' );
		assert.equal(
			await page.locator( '.googlesitekit-menu__popover' ).count(),
			0
		);
		assert.equal(
			await page.evaluate(
				() =>
					window.document.activeElement?.getAttribute( 'aria-label' )
			),
			'Help'
		);
	} );

	it( 'opens the user menu with the account, and the disconnect dialog closes on Escape', async () => {
		const page = await open();
		const button = page.locator( '.googlesitekit-user-menu__button' );
		assert.match(
			( await button.getAttribute( 'title' ) ) || '',
			/Alex Rivera\nsite\.admin@example\.com/
		);
		await button.click();
		assert.match(
			await page
				.locator( '.googlesitekit-user-menu__details' )
				.innerText(),
			/site\.admin@example\.com/
		);
		assert.ok(
			await page
				.getByRole( 'menuitem', { name: 'Manage Sites' } )
				.isVisible()
		);
		await page.getByRole( 'menuitem', { name: 'Disconnect' } ).click();
		await page.getByRole( 'dialog' ).waitFor();
		await page.keyboard.press( 'Escape' );
		assert.equal( await page.getByRole( 'dialog' ).count(), 0 );

		// By keyboard too.
		await button.focus();
		await page.keyboard.press( 'Enter' );
		await page.getByRole( 'menuitem', { name: 'Manage Sites' } ).waitFor();
		await page.keyboard.press( 'ArrowDown' );
		assert.equal(
			await page.evaluate(
				() => window.document.activeElement?.textContent
			),
			'Disconnect'
		);
		await page.keyboard.press( 'Escape' );
		assert.equal(
			await page.locator( '.googlesitekit-menu__popover' ).count(),
			0
		);
	} );
} );

describe( 'widget states', () => {
	it( 'a provider 500 shows the critical error with a Retry that reloads the data', async () => {
		clearReportCache();
		await control( 'POST', '/faults', {
			kind: 'internal',
			api: 'analyticsdata',
			persistent: true,
		} );
		const page = await open();
		const error = allTraffic( page ).getByRole( 'alert' );
		await error.waitFor();
		assert.match(
			await error.innerText(),
			/There was a critical error on this website while fetching data\./
		);
		await control( 'DELETE', '/faults' );
		await error.getByRole( 'button', { name: 'Retry' } ).click();
		await allTraffic( page )
			.locator( '.googlesitekit-data-block' )
			.first()
			.waitFor();
	} );

	it( 'a 403 insufficientPermissions shows Google’s message and no Retry', async () => {
		clearReportCache();
		await control( 'POST', '/faults', {
			kind: 'insufficient_permissions',
			api: 'analyticsdata',
			persistent: true,
		} );
		const page = await open();
		const error = allTraffic( page ).getByRole( 'alert' );
		await error.waitFor();
		assert.match(
			await error.innerText(),
			/^Analytics data could not be loaded\s+Error: Request had insufficient authentication scopes\./
		);
		assert.equal(
			await error.getByRole( 'button', { name: 'Retry' } ).count(),
			0
		);
	} );

	it( 'a failure after a cached report shows the last good value, marked stale', async () => {
		clearReportCache();
		const first = await open();
		await allTraffic( first )
			.locator( '.googlesitekit-data-block' )
			.first()
			.waitFor();
		clearReportCache( { keepLastGood: true } );
		await control( 'POST', '/faults', {
			kind: 'unavailable',
			api: 'analyticsdata',
			persistent: true,
		} );
		// The background refresh meets the outage and backs off (until then the copy, younger than twice its TTL,
		// is served unmarked while the refresh is due).
		assert.ok(
			Object.values( runBackgroundRefresh() ).includes( 'backoff' )
		);
		const page = await open();
		await allTraffic( page )
			.locator( '.googlesitekit-data-block' )
			.first()
			.waitFor();
		assert.match(
			await allTraffic( page )
				.locator( '.googlesitekit-widget-stale' )
				.innerText(),
			/Google’s service is unavailable right now; showing the data from/
		);
	} );

	it( 'a page without data says so for that page (the site has data: not “gathering data”)', async () => {
		const page = await open(
			pageURL(
				'dashboard',
				`permaLink=${ encodeURIComponent(
					`${ BASE_URL }/hello-world/`
				) }`
			)
		);
		await allTraffic( page )
			.getByText( 'Analytics has no data for this page in this period.' )
			.waitFor();
	} );

	it( 'an inactive AdSense shows its call to action', async () => {
		wpEval(
			"update_option( 'googlesitekit_active_modules', array( 'analytics', 'pagespeed-insights' ) );"
		);
		try {
			const page = await open(
				`${ pageURL( 'dashboard' ) }#monetization`
			);
			await page
				.getByRole( 'link', { name: 'Connect AdSense' } )
				.first()
				.waitFor();
		} finally {
			wpEval(
				"update_option( 'googlesitekit_active_modules', array( 'analytics', 'adsense', 'pagespeed-insights' ) );"
			);
		}
	} );

	it( 'a token Google refuses even after a refresh shows the reconnect link', async () => {
		clearReportCache();
		await control( 'POST', '/faults', {
			kind: 'unauthenticated',
			api: 'analyticsdata',
			persistent: true,
		} );
		const page = await open();
		const error = allTraffic( page ).getByRole( 'alert' );
		await error.waitFor();
		const link = error.getByRole( 'link', {
			name: 'To fix this, redo the plugin setup.',
		} );
		assert.match(
			( await link.getAttribute( 'href' ) ) || '',
			/action=googlesitekit_connect/
		);
		assert.equal(
			await error.getByRole( 'button', { name: 'Retry' } ).count(),
			0
		);
	} );
} );
