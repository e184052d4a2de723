/**
 * Each module's setup screen (the dashboard page with &slug=<module>&reAuth=true),
 * completed through the UI in Chromium against the provider emulator: what it
 * saves, what it puts on the front end and what Google (the emulator) knows.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';

import type { Browser, Locator, Page } from 'playwright-core';

import { screenshot, type Watched } from './utils/browser';
import { EMULATOR, emulatorControl } from './utils/emulator';
import { saveDemoClient, signInWithGoogle } from './utils/google';
import { assertClean, startAdminSession } from './utils/session';
import { BASE_URL, pageURL, wpEval } from './utils/site';

const HOME = `${ BASE_URL }/`;
const PUB = 'pub-1357924680135792';

let browser: Browser;
let watched: Watched;

/**
 * Puts the emulator back to its defaults, pointed at the test site.
 */
async function resetEmulator(): Promise< void > {
	await emulatorControl( 'POST', '/reset', {} );
	await emulatorControl( 'POST', '/config', { siteUrl: HOME } );
}

/**
 * Calls a Google API of the emulator with the admin's access token.
 *
 * @param method HTTP method.
 * @param path   Path after the emulator's base URL.
 */
function google( method: string, path: string ): Promise< Response > {
	const token = wpEval(
		"$id = get_user_by( 'login', 'admin' )->ID; echo $GLOBALS['googlesitekit_plugin']->authentication()->access_token( $id );"
	).trim();
	assert.match( token, /^\S{20,}$/, 'the admin holds a Google access token' );
	return fetch( `${ EMULATOR }${ path }`, {
		method,
		headers: { authorization: `Bearer ${ token }` },
	} );
}

/**
 * The home page's HTML, as a visitor gets it.
 */
async function frontEnd(): Promise< string > {
	const response = await fetch( HOME );
	assert.equal( response.status, 200 );
	return response.text();
}

/**
 * A module setting, read in PHP.
 *
 * @param slug Module slug.
 * @param key  Setting.
 */
function setting( slug: string, key: string ): string {
	return wpEval(
		`$s = $GLOBALS['googlesitekit_plugin']->modules()->get( '${ slug }' )->get_settings(); echo is_bool( $s['${ key }'] ) ? ( $s['${ key }'] ? 'true' : 'false' ) : $s['${ key }'];`
	);
}

/**
 * Opens a module's setup screen.
 *
 * @param page Page.
 * @param slug Module slug.
 */
async function openSetup( page: Page, slug: string ): Promise< void > {
	const response = await page.goto(
		pageURL( 'dashboard', `slug=${ slug }&reAuth=true` )
	);
	assert.equal( response?.status(), 200 );
	await page
		.locator( '.googlesitekit-setup-module' )
		.waitFor( { state: 'visible' } );
}

/**
 * Waits for the setup to hand over to the dashboard.
 *
 * @param page Page.
 */
async function waitForDashboard( page: Page ): Promise< void > {
	await page.waitForURL( pageURL( 'dashboard' ) );
	await page
		.locator( '.googlesitekit-screen__title' )
		.waitFor( { state: 'visible' } );
}

/**
 * Waits until a form field holds a value (the setup fills its choices in as they load).
 *
 * @param field A select or input.
 * @param value The value.
 */
async function waitForValue( field: Locator, value: string ): Promise< void > {
	await field.waitFor();
	for ( let i = 0; i < 100; i++ ) {
		if ( ( await field.inputValue() ) === value ) {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	assert.equal( await field.inputValue(), value );
}

before( async () => {
	( { browser, watched } = await startAdminSession() );
	wpEval(
		"update_option( 'googlesitekit_active_modules', array( 'analytics', 'adsense', 'pagespeed-insights' ) );"
	);
	saveDemoClient();
	await signInWithGoogle( watched.page );
} );

after( async () => {
	await watched?.context.close();
	await browser?.close();
	await resetEmulator();
} );

describe( 'Module setup screens', () => {
	beforeEach( () => {
		// Each case answers for its own page loads.
		watched.errors.length = 0;
		watched.external.length = 0;
	} );

	it( 'Site Verification verifies the site with a meta tag Google finds on the front end', async () => {
		// Google forgets the admin owns the site, so that setup has to verify it.
		const forget = await google(
			'DELETE',
			`/www.googleapis.com/siteVerification/v1/webResource/${ encodeURIComponent(
				HOME
			) }`
		);
		assert.equal( forget.status, 204 );
		await emulatorControl( 'DELETE', '/requests' );
		const { page } = watched;

		await openSetup( page, 'site-verification' );
		await page
			.getByText( `Google has verified that you own ${ HOME }.` )
			.waitFor();
		assert.equal(
			await page.locator( '.googlesitekit-screen__title' ).innerText(),
			'Set up Site Verification'
		);
		await screenshot( page, 'setup-site-verification' );
		await page.getByRole( 'button', { name: 'Continue' } ).click();
		await waitForDashboard( page );

		const token = wpEval(
			"echo get_option( 'googlesitekit_site_verification_meta' );"
		);
		assert.match( token, /^\S+$/ );
		assert.ok(
			( await frontEnd() ).includes(
				`<meta name="google-site-verification" content="${ token }">`
			),
			'the meta tag is on the front end'
		);
		const list = ( await (
			await google(
				'GET',
				'/www.googleapis.com/siteVerification/v1/webResource'
			)
		).json() ) as { items?: { site: { identifier: string } }[] };
		assert.ok(
			list.items?.some( ( item ) => item.site.identifier === HOME ),
			'Google lists the site as verified'
		);
		const log = ( await emulatorControl(
			'GET',
			'/requests?api=siteverification'
		) ) as { requests: { method: string; path: string; status: number }[] };
		assert.ok(
			log.requests.some(
				( r ) =>
					r.method === 'POST' &&
					r.path.endsWith( '/webResource' ) &&
					r.status === 200
			),
			'the site was verified through the API'
		);
		assert.equal( setting( 'site-verification', 'verified' ), 'true' );
		assertClean( watched );
	} );

	it( 'Search Console connects the property of the home URL', async () => {
		const { page } = watched;
		await openSetup( page, 'search-console' );
		const property = page.getByLabel( 'Property', { exact: true } );
		await property.waitFor();
		assert.equal( await property.inputValue(), HOME );
		await screenshot( page, 'setup-search-console' );

		await page
			.getByRole( 'button', { name: 'Configure Search Console' } )
			.click();
		await waitForDashboard( page );
		assert.equal( setting( 'search-console', 'propertyID' ), HOME );
		assertClean( watched );
	} );

	it( 'Analytics shows a provider error with its message and reads again on Try again', async () => {
		const { page } = watched;
		await emulatorControl( 'POST', '/faults', {
			kind: 'internal',
			api: 'analyticsadmin',
			path: 'accountSummaries',
		} );
		await openSetup( page, 'analytics' );
		const alert = page.getByRole( 'alert' );
		await alert.waitFor();
		assert.equal(
			( await alert.innerText() ).split( '\n' )[ 0 ],
			'Error: There was a critical error on this website while fetching data.'
		);
		await screenshot( page, 'setup-analytics-error' );

		await page.getByRole( 'button', { name: 'Try again' } ).click();
		await waitForValue(
			page.getByLabel( 'Web data stream', { exact: true } ),
			'4000000001'
		);
		// The failed read is the only thing the browser complained about.
		assert.equal( watched.errors.length, 1 );
		assert.match( watched.errors[ 0 ], /status of 500/ );
		watched.errors.length = 0;
		assertClean( watched );
	} );

	it( 'Analytics creates a property and web data stream after the edit permission is granted, and the front end carries its gtag', async () => {
		const { page } = watched;
		await openSetup( page, 'analytics' );
		const stream = page.getByLabel( 'Web data stream', { exact: true } );
		await waitForValue( stream, '4000000001' );
		assert.equal(
			await page.getByLabel( 'Property', { exact: true } ).inputValue(),
			'300000001'
		);
		await screenshot( page, 'setup-analytics' );

		await page
			.getByLabel( 'Property', { exact: true } )
			.selectOption( 'property_create' );
		assert.equal( await stream.inputValue(), 'webdatastream_create' );
		await screenshot( page, 'setup-analytics-new-property' );

		// The token lacks analytics.edit: off to Google's consent screen and back.
		await page
			.getByRole( 'button', { name: 'Configure Analytics' } )
			.click();
		await page.locator( 'button[value="allow"]' ).waitFor();
		assert.match(
			await page.locator( 'body' ).innerText(),
			/Google Analytics/i
		);
		await page.locator( 'button[value="allow"]' ).click();
		await waitForDashboard( page );

		const measurementID = setting( 'analytics', 'measurementID' );
		assert.match( measurementID, /^G-[A-Z0-9]+$/ );
		assert.notEqual(
			setting( 'analytics', 'propertyID' ),
			'300000001',
			'a new property was created'
		);
		assert.equal( setting( 'analytics', 'accountID' ), '100000001' );
		const html = await frontEnd();
		assert.ok(
			html.includes(
				`https://www.googletagmanager.com/gtag/js?id=${ measurementID }`
			),
			'the gtag loader names the measurement ID'
		);
		assert.ok( html.includes( `gtag('config', "${ measurementID }")` ) );
		assertClean( watched );
	} );

	it( 'AdSense connects the account and puts the Auto ads snippet on the front end', async () => {
		const { page } = watched;
		await openSetup( page, 'adsense' );
		const account = page.getByLabel( 'Account', { exact: true } );
		await account.waitFor();
		assert.equal( await account.inputValue(), PUB );
		await screenshot( page, 'setup-adsense' );

		await page.getByRole( 'button', { name: 'Configure AdSense' } ).click();
		await waitForDashboard( page );
		assert.equal( setting( 'adsense', 'clientID' ), `ca-${ PUB }` );
		assert.ok(
			( await frontEnd() ).includes(
				`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-${ PUB }`
			),
			'the Auto ads snippet names the publisher'
		);
		assertClean( watched );
	} );

	it( 'PageSpeed Insights has nothing to set up', async () => {
		const { page } = watched;
		await openSetup( page, 'pagespeed-insights' );
		await page
			.getByText( 'PageSpeed Insights has nothing to set up.' )
			.waitFor();
		await screenshot( page, 'setup-pagespeed-insights' );
		await page.getByRole( 'button', { name: 'Continue' } ).click();
		await waitForDashboard( page );
		assertClean( watched );
	} );
} );
