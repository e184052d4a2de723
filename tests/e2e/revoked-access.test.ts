/**
 * The only admin's Google access is revoked (issue 12): the site stays set up. The editor's shared dashboard shows
 * the auth error banner and, in the widgets, the refusal rather than old data (issue 22); the admin stays on the dashboard and is told to sign in again (not the
 * first-time splash); signing in again brings fresh data with nothing to set up again; the token endpoint is not
 * asked on every page load meanwhile. A sign-in error shows once, where the sign-in came back to.
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
} from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { emulatorControl } from './utils/emulator';
import { DEMO_ACCOUNT, signInWithGoogle } from './utils/google';
import { startAdminSession } from './utils/session';
import {
	BASE_URL,
	clearReportCache,
	pageURL,
	runBackgroundRefresh,
	wpEval,
} from './utils/site';

let browser: Browser;
let admin: Watched;
let editor: Watched;

const allTraffic = ( page: Page ) =>
	page.locator( '.googlesitekit-widget--all-traffic' );

/**
 * Opens the dashboard with an empty session cache, so every figure comes from the server.
 *
 * @param page Page.
 */
async function openDashboard( page: Page ): Promise< void > {
	await page.goto( pageURL( 'dashboard' ) );
	await page.evaluate( () => window.sessionStorage.clear() );
	await page.goto( pageURL( 'dashboard' ) );
}

/**
 * Calls to Google's token endpoint so far.
 */
async function tokenCalls(): Promise< number > {
	const log = await emulatorControl< { requests: unknown[] } >(
		'GET',
		`/requests?path=${ encodeURIComponent(
			'/oauth2.googleapis.com/token'
		) }`
	);
	return log.requests.length;
}

/**
 * What stays configured whatever happens to the admin's Google access.
 */
function configuration(): string {
	return wpEval(
		"echo wp_json_encode( array( get_option( 'googlesitekit_active_modules' ), get_option( 'googlesitekit_analytics_settings' ), get_option( 'googlesitekit_search_console_settings' ), get_option( 'googlesitekit_adsense_settings' ), get_option( 'googlesitekit_dashboard_sharing' ), get_option( 'googlesitekit_owner_id' ), $GLOBALS['googlesitekit_plugin']->connection()->is_connected() ) );"
	);
}

before( async () => {
	( { browser, watched: admin } = await startAdminSession() );
	await connectAllModules( admin.page );
	wpEval(
		"update_option( 'googlesitekit_dashboard_sharing', array( 'analytics' => array( 'sharedRoles' => array( 'editor' ), 'management' => 'owner' ), 'search-console' => array( 'sharedRoles' => array( 'editor' ), 'management' => 'owner' ) ) );"
	);
	editor = await openPage( browser );
	await login( editor.page, 'editor', 'password' );
} );

after( async () => {
	await emulatorControl( 'DELETE', '/faults' );
	await editor?.context.close();
	await admin?.context.close();
	await browser?.close();
} );

describe( 'revoked Google access', () => {
	let configured = '';

	it( 'the editor is told to ask the admin, not shown old data, once the admin’s grant is revoked', async () => {
		clearReportCache();
		await openDashboard( editor.page );
		await allTraffic( editor.page )
			.locator( '.googlesitekit-data-block' )
			.first()
			.waitFor();
		configured = configuration();
		assert.match( configured, /true\]$/, 'connected' );

		await emulatorControl( 'POST', '/revoke', { account: DEMO_ACCOUNT } );
		// Time passes: the fresh copies are gone, the last good ones stay; the background refresh meets the refusal.
		clearReportCache( { keepLastGood: true } );
		assert.ok(
			Object.values( runBackgroundRefresh() ).includes( 'backoff' ),
			'the refresh was refused'
		);

		await openDashboard( editor.page );
		const banner = editor.page.locator( '.googlesitekit-banner--error' );
		await banner.waitFor();
		assert.match(
			await banner.innerText(),
			/Site Kit can’t access necessary data[\s\S]*Site Kit can’t show its data\. Ask them to sign in with Google again\./
		);
		assert.equal(
			await banner.getByRole( 'link' ).count(),
			0,
			'the viewer cannot sign in for the admin'
		);
		// A refusal is not an outage: the widget says so rather than showing the last data as if Google were down.
		const error = allTraffic( editor.page ).locator(
			'.googlesitekit-widget-error'
		);
		await error.waitFor();
		assert.match(
			await error.innerText(),
			/Error: Google no longer accepts the access of the administrator who shared this dashboard/
		);
		assert.equal(
			await error.getByRole( 'link' ).count(),
			0,
			'no sign-in link of the admin’s'
		);
		assert.equal(
			await allTraffic( editor.page )
				.locator(
					'.googlesitekit-data-block, .googlesitekit-widget-stale'
				)
				.count(),
			0,
			'no old figures'
		);
		await screenshot( editor.page, 'revoked-editor-refused' );
		assert.equal( configuration(), configured, 'nothing configured lost' );
	} );

	it( 'the admin stays on the dashboard and is asked to sign in again, without the token endpoint asked on every load', async () => {
		await openDashboard( admin.page );
		assert.match(
			admin.page.url(),
			/page=googlesitekit-dashboard/,
			'not the splash'
		);
		const banner = admin.page.locator( '.googlesitekit-banner--error' );
		await banner.waitFor();
		assert.match(
			await banner.innerText(),
			/Site Kit can’t access necessary data[\s\S]*Sign in with Google again: your settings, connected services and shared dashboards are kept\. \(Google said: “Token has been expired or revoked\.”\)/
		);
		await allTraffic( admin.page )
			.locator( '.googlesitekit-widget-error' )
			.waitFor();
		await screenshot( admin.page, 'revoked-admin-dashboard' );

		const tokenCallsBefore = await tokenCalls();
		await openDashboard( admin.page );
		await banner.waitFor();
		await allTraffic( admin.page )
			.locator( '.googlesitekit-widget-error' )
			.waitFor();
		await openDashboard( editor.page );
		await allTraffic( editor.page )
			.locator( '.googlesitekit-widget-error' )
			.waitFor();
		assert.equal(
			await tokenCalls(),
			tokenCallsBefore,
			'the refusal is remembered'
		);
		assert.equal( configuration(), configured );
	} );

	it( 'signing in again brings fresh data for the admin and the editor, nothing to set up again', async () => {
		const page = admin.page;
		await openDashboard( page );
		const link = page.getByRole( 'link', {
			name: 'Redo the plugin setup',
			exact: true,
		} );
		await link.waitFor();
		// Every read of this page has answered (a read still running would be shared with the next page's).
		await allTraffic( page )
			.locator( '.googlesitekit-widget-error' )
			.waitFor();
		await page.waitForLoadState( 'networkidle' );
		await Promise.all( [
			page.waitForURL( /accounts\.google\.com/ ),
			link.click(),
		] );
		await Promise.all( [
			page.waitForURL( /page=googlesitekit-dashboard/ ),
			page.click( 'button[value="allow"]' ),
		] );
		await allTraffic( page )
			.locator( '.googlesitekit-data-block' )
			.first()
			.waitFor();
		assert.equal(
			await page.locator( '.googlesitekit-banner--error' ).count(),
			0
		);
		assert.equal(
			await allTraffic( page )
				.locator( '.googlesitekit-widget-error' )
				.count(),
			0,
			'fresh data'
		);
		await screenshot( page, 'revoked-admin-signed-in-again' );

		await openDashboard( editor.page );
		await allTraffic( editor.page )
			.locator( '.googlesitekit-data-block' )
			.first()
			.waitFor();
		assert.equal(
			await editor.page.locator( '.googlesitekit-banner--error' ).count(),
			0
		);
		assert.equal(
			await allTraffic( editor.page )
				.locator( '.googlesitekit-widget-error' )
				.count(),
			0
		);
		assert.equal( configuration(), configured );
	} );

	it( 'a sign-in error shows once, on the page the sign-in came back to', async () => {
		const page = admin.page;
		await emulatorControl( 'POST', '/faults', {
			kind: 'internal',
			path: '/oauth2.googleapis.com/token',
		} );
		const landed = await signInWithGoogle( page, {
			redirect: pageURL( 'dashboard' ),
		} );
		assert.match( landed, /page=googlesitekit-splash/ );
		const error = page.locator( '.googlesitekit-setup-error' );
		await error.waitFor();
		assert.match( await error.innerText(), /Error connecting Site Kit/ );
		await screenshot( page, 'revoked-sign-in-error-once' );

		await page.goto( pageURL( 'dashboard' ) );
		await allTraffic( page )
			.locator( '.googlesitekit-data-block' )
			.first()
			.waitFor();
		await page.goto( pageURL( 'splash' ) );
		await page.locator( '.googlesitekit-splash-intro' ).waitFor();
		assert.equal(
			await page.locator( '.googlesitekit-setup-error' ).count(),
			0,
			'not on a later visit'
		);
	} );

	it( 'shows WordPress names decoded once: the site name on the home page’s entity header and in the title', async () => {
		const page = admin.page;
		await page.goto(
			pageURL(
				'dashboard',
				`permaLink=${ encodeURIComponent( `${ BASE_URL }/` ) }`
			)
		);
		const header = page.locator( '.googlesitekit-entity-header' );
		await header.waitFor();
		const text = await header.innerText();
		assert.match( text, /Harvest & Hearth/ );
		assert.doesNotMatch( text, /&amp;|&#0?38;/ );
		assert.doesNotMatch( await page.title(), /&amp;/ );
		await header.screenshot( {
			path: artifactPath( 'revoked-entity-header-site-name' ),
		} );
	} );
} );
