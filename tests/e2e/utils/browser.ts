/**
 * Chromium for E2E tests: Debian's build driven by playwright-core, every
 * request that would leave 127.0.0.1 blocked and recorded, console errors kept.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import {
	chromium,
	type Browser,
	type BrowserContext,
	type Page,
} from 'playwright-core';

import { watchContext } from './guard';
import { BASE_URL } from './site';

const ARTIFACTS = path.resolve( __dirname, '../../../artifacts/e2e' );

export interface Watched {
	page: Page;
	context: BrowserContext;
	/** Console errors and uncaught exceptions. */
	errors: string[];
	/** URLs the page tried to load from outside loopback. */
	external: string[];
}

const LOOPBACK =
	/^(https?|wss?):\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|$)/;

/**
 * Launches headless Chromium with the flags this machine needs; every page it opens is guarded (guard.ts).
 */
export async function launch(): Promise< Browser > {
	const browser = await chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
		args: [
			'--headless',
			'--no-sandbox',
			'--disable-gpu',
			'--disable-quic',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
		],
	} );
	// Every context and page of this browser fails the file on console errors, warnings and PHP notices (guard.ts).
	const newContext = browser.newContext.bind( browser );
	browser.newContext = async ( ...args ) => {
		const context = await newContext( ...args );
		watchContext( context );
		return context;
	};
	return browser;
}

/**
 * Opens a page in a fresh context that records errors and blocks the internet.
 *
 * @param browser Browser.
 */
export async function openPage( browser: Browser ): Promise< Watched > {
	const context = await browser.newContext( {
		viewport: { width: 1280, height: 900 },
		reducedMotion: 'reduce',
	} );
	const watched: Watched = {
		page: await context.newPage(),
		context,
		errors: [],
		external: [],
	};
	await context.route( '**/*', ( route ) => {
		const url = route.request().url();
		if (
			LOOPBACK.test( url ) ||
			url.startsWith( 'data:' ) ||
			url.startsWith( 'blob:' )
		) {
			return route.continue();
		}
		watched.external.push( url );
		return route.abort( 'blockedbyclient' );
	} );
	watched.page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			watched.errors.push( `console: ${ message.text() }` );
		}
	} );
	watched.page.on( 'pageerror', ( error ) =>
		watched.errors.push( `pageerror: ${ error.message }` )
	);
	return watched;
}

/**
 * Logs a user in through wp-login.php.
 *
 * @param page     Page.
 * @param user     Login.
 * @param password Password.
 */
export async function login(
	page: Page,
	user = 'admin',
	password = 'password'
): Promise< void > {
	await page.goto( `${ BASE_URL }/wp-login.php` );
	await page.fill( '#user_login', user );
	await page.fill( '#user_pass', password );
	await Promise.all( [
		page.waitForURL( /\/wp-admin\// ),
		page.click( '#wp-submit' ),
	] );
}

/**
 * Where a screenshot of this name goes (artifacts/e2e/<name>.png), for element screenshots.
 *
 * @param name File name without extension.
 */
export function artifactPath( name: string ): string {
	fs.mkdirSync( ARTIFACTS, { recursive: true } );
	return path.join( ARTIFACTS, `${ name }.png` );
}

/**
 * Saves a full-page screenshot under artifacts/e2e.
 *
 * @param page Page.
 * @param name File name without extension.
 * @return The file path.
 */
export async function screenshot(
	page: Page,
	name: string
): Promise< string > {
	fs.mkdirSync( ARTIFACTS, { recursive: true } );
	const file = path.join( ARTIFACTS, `${ name }.png` );
	await page.screenshot( { path: file, fullPage: true } );
	return file;
}

/**
 * The address the page itself is at now. `page.url()` learns of a hash
 * change or `history.replaceState` from an event that can arrive after the
 * click or key press that caused it, so it may still name the address before.
 *
 * @param page Page.
 * @return The page's `location.href`.
 */
export function address( page: Page ): Promise< string > {
	return page.evaluate( () => window.location.href );
}

/**
 * Asserts that the page's address matches, giving the page a few seconds to
 * get there: the app writes the address as it renders, which can be after the
 * click or key press that asked for it has returned.
 *
 * @param page     Page.
 * @param expected What the whole address must match.
 */
export async function expectAddress(
	page: Page,
	expected: RegExp
): Promise< void > {
	await page
		.waitForFunction(
			( [ source, flags ] ) =>
				new RegExp( source, flags ).test( window.location.href ),
			[ expected.source, expected.flags ],
			{ timeout: 5000 }
		)
		.catch( () => undefined );
	assert.match( await address( page ), expected );
}
