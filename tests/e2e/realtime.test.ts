/**
 * "Right now" against the emulator: the strip shows the emulator's realtime
 * answer, reads again a minute later (after the emulator's clock moved on),
 * and makes no request while the tab is hidden. Browser timers are driven by
 * Playwright's clock, so no test waits a real minute.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser, Page } from 'playwright-core';

import {
	launch,
	login,
	openPage,
	screenshot,
	type Watched,
} from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { EMULATOR, emulatorControl, emulatorToken } from './utils/emulator';
import { activeUsersNow } from './utils/figures';
import { freshContext, type StorageState } from './utils/dashboard';
import { clearReportCache, pageURL, restoreDatabase } from './utils/site';

let browser: Browser;
let watched: Watched;
let token: string;
let cookies: StorageState;

const STRIP = '.googlesitekit-realtime-strip';

/**
 * Checks the strip's headline against the emulator's answer. Both follow the emulator's clock minute, but the
 * server keeps its realtime copy a minute: when the minute turned between its read and ours, the cache is emptied
 * and the strip's next minutely read (browser clock moved on) is compared instead.
 *
 * @param page Page.
 */
async function headlineMatches( page: Page ): Promise< void > {
	const value = page
		.locator( `${ STRIP } .googlesitekit-realtime-strip__value` )
		.first();
	let shown = '';
	let expected = '';
	for ( let attempt = 0; attempt < 3; attempt++ ) {
		shown = ( ( await value.textContent() ) || '' ).trim();
		expected = await activeUsersNow( token );
		if ( shown === expected || attempt === 2 ) {
			break;
		}
		clearReportCache();
		await page.clock.runFor( 60000 );
		// The read goes out and its answer is rendered.
		for ( let wait = 0; wait < 20; wait++ ) {
			await page.waitForTimeout( 250 );
			if ( ( ( await value.textContent() ) || '' ).trim() !== shown ) {
				break;
			}
		}
	}
	assert.equal( shown, expected );
}

/**
 * Sets what document.visibilityState says and tells the page it changed.
 *
 * @param page  Page.
 * @param state The state.
 */
async function setVisibility(
	page: Page,
	state: 'visible' | 'hidden'
): Promise< void > {
	// A script string: the test's transpiler would wrap a function's inner arrows in a helper the page lacks.
	await page.evaluate(
		`Object.defineProperty( document, 'visibilityState', { configurable: true, get() { return ${ JSON.stringify(
			state
		) }; } } ); document.dispatchEvent( new Event( 'visibilitychange' ) );`
	);
}

before( async () => {
	restoreDatabase();
	await fetch( `${ EMULATOR }/__emulator/reset`, {
		method: 'POST',
		body: '{}',
	} );
	browser = await launch();
	watched = await openPage( browser );
	await login( watched.page );
	await connectAllModules( watched.page );
	cookies = await watched.context.storageState();
	token = await emulatorToken( [
		'https://www.googleapis.com/auth/analytics.readonly',
	] );
} );

after( async () => {
	await watched?.context.close();
	await browser?.close();
} );

describe( 'Right now', () => {
	it( 'shows the emulator’s realtime answer, reads again after a minute, and not while the tab is hidden', async () => {
		clearReportCache();
		const context = await freshContext( browser, cookies );
		try {
			const page = await context.newPage();
			await page.clock.install();
			const realtimeReads: string[] = [];
			page.on( 'request', ( request ) => {
				const body = request.postData() || '';
				if (
					request.url().includes( 'core/reports/data/batch' ) &&
					body.includes( 'modules/analytics/data/realtime' )
				) {
					realtimeReads.push( body );
				}
			} );
			await page.goto( pageURL( 'dashboard' ) );
			await page.locator( `${ STRIP } svg` ).waitFor();
			await headlineMatches( page );
			assert.equal(
				await page.locator( `${ STRIP } svg rect` ).count(),
				30
			);
			assert.match(
				( await page.locator( STRIP ).textContent() ) || '',
				/Today so far.*incomplete/s
			);
			await page.locator( STRIP ).scrollIntoViewIfNeeded();
			await screenshot( page, 'realtime-strip' );

			// Ten minutes on at Google; a minute on in the browser (the server's minute-long copy is gone too).
			await emulatorControl( 'POST', '/clock', { advanceSeconds: 600 } );
			clearReportCache();
			const readsBefore = realtimeReads.length;
			await page.clock.runFor( 60000 );
			await headlineMatches( page );
			assert.ok( realtimeReads.length > readsBefore, 'read again' );

			// Hidden: five minutes pass without a read.
			await setVisibility( page, 'hidden' );
			const hidden = realtimeReads.length;
			await page.clock.runFor( 5 * 60000 );
			await page.waitForTimeout( 500 );
			assert.equal( realtimeReads.length, hidden );

			// Back: read at once.
			await setVisibility( page, 'visible' );
			await page.clock.runFor( 1000 );
			await page.waitForTimeout( 500 );
			assert.ok( realtimeReads.length > hidden, 'read on coming back' );
		} finally {
			await context.close();
		}
	} );
} );
