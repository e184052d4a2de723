/**
 * Missing Google permissions on a real dashboard: AdSense is connected but the
 * admin never granted Site Kit the AdSense scope, so its widgets' reads answer
 * missing_required_scopes. The permissions modal (spec §4) asks and the
 * unsatisfied-scopes alert (§8) names AdSense; Cancel closes the modal; Proceed
 * goes to Google (the emulator's consent screen) for that one scope and back,
 * and the AdSense figures load. Then Google revokes the sign-in: the auth error
 * banner (§8) offers to redo the setup.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser } from 'playwright-core';

import { screenshot, type Watched } from './utils/browser';
import { ADSENSE_ACCOUNT, ANALYTICS_PROPERTY } from './utils/connected-site';
import { EMULATOR } from './utils/emulator';
import { saveDemoClient, signInWithGoogle } from './utils/google';
import { rest } from './utils/rest';
import { startAdminSession } from './utils/session';
import { BASE_URL, pageURL, wpEval } from './utils/site';

const ADSENSE_SCOPE = 'https://www.googleapis.com/auth/adsense.readonly';
const ANALYTICS_SCOPE = 'https://www.googleapis.com/auth/analytics.readonly';
const DASHBOARD = pageURL( 'dashboard' );

let browser: Browser;
let watched: Watched;

before( async () => {
	( { browser, watched } = await startAdminSession() );
	saveDemoClient();
	wpEval( `
		update_option( 'googlesitekit_active_modules', array( 'analytics' ) );
		update_option( 'googlesitekit_search_console_settings', array( 'propertyID' => '${ BASE_URL }/', 'ownerID' => 1 ) );
		update_option( 'googlesitekit_analytics_settings', array( 'accountID' => '100000001', 'propertyID' => '${ ANALYTICS_PROPERTY }', 'webDataStreamID' => '', 'measurementID' => 'G-DEMO', 'useSnippet' => false, 'ownerID' => 1 ) );
	` );
	await signInWithGoogle( watched.page, {
		redirect: DASHBOARD,
		additional: [ ANALYTICS_SCOPE ],
	} );
	// AdSense comes on later (another admin set it up): this admin never granted its scope.
	wpEval( `
		update_option( 'googlesitekit_active_modules', array( 'analytics', 'adsense' ) );
		update_option( 'googlesitekit_adsense_settings', array( 'accountID' => '${ ADSENSE_ACCOUNT }', 'clientID' => 'ca-${ ADSENSE_ACCOUNT }', 'useSnippet' => false, 'ownerID' => 1 ) );
	` );
} );

after( async () => {
	await watched?.context.close();
	await browser?.close();
} );

describe( 'the permissions modal', () => {
	it( 'asks for the missing AdSense permission on the dashboard; Cancel closes it', async () => {
		const { page } = watched;
		await page.goto( DASHBOARD );
		const dialog = page.getByRole( 'dialog', {
			name: 'Additional Permissions Required',
		} );
		await dialog.waitFor();
		assert.match(
			( await dialog.textContent() ) ?? '',
			/more permissions from your Google account to show AdSense data/
		);
		await screenshot( page, 'permissions-modal' );
		// The AdSense widgets show no error of their own, and no empty card.
		for ( const widget of [ 'adsense-earnings', 'top-earning-pages' ] ) {
			assert.equal(
				await page
					.locator( `.googlesitekit-widget--${ widget }` )
					.isVisible(),
				false,
				widget
			);
		}
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		await dialog.waitFor( { state: 'detached' } );

		// The alert stays: it is not dismissible.
		const alert = page
			.locator( '.googlesitekit-banner' )
			.filter( { hasText: 'Site Kit can’t access necessary data' } );
		await alert.waitFor();
		assert.match(
			( await alert.textContent() ) ?? '',
			/can’t show data from AdSense/
		);
		const redo = new URL(
			( await alert
				.getByRole( 'link', { name: 'Redo setup' } )
				.getAttribute( 'href' ) ) ?? ''
		);
		assert.deepEqual( redo.searchParams.getAll( 'additional_scopes[]' ), [
			ADSENSE_SCOPE,
		] );
		await screenshot( page, 'unsatisfied-scopes-alert' );
	} );

	it( 'Proceed asks Google for that scope only and comes back to the dashboard with AdSense data', async () => {
		const { page } = watched;
		await page.goto( DASHBOARD );
		const dialog = page.getByRole( 'dialog', {
			name: 'Additional Permissions Required',
		} );
		await dialog.waitFor();
		await Promise.all( [
			page.waitForURL( ( url ) => url.pathname.includes( '/o/oauth2/' ) ),
			dialog.getByRole( 'button', { name: 'Proceed' } ).click(),
		] );
		const asked = new URL( page.url() ).searchParams.get( 'scope' ) ?? '';
		assert.ok(
			asked.split( ' ' ).includes( ADSENSE_SCOPE ),
			`the consent asks for AdSense: ${ asked }`
		);
		await page.locator( 'button[value="allow"]' ).click();
		await page.waitForURL(
			( url ) =>
				url.searchParams.get( 'page' ) === 'googlesitekit-dashboard'
		);
		await page
			.locator(
				'.googlesitekit-widget--adsense-earnings .googlesitekit-data-block'
			)
			.first()
			.waitFor();
		assert.equal(
			await page
				.getByRole( 'dialog', {
					name: 'Additional Permissions Required',
				} )
				.count(),
			0
		);
		const auth = await rest( page, 'GET', 'core/user/data/authentication' );
		assert.ok(
			( auth.body.grantedScopes as string[] ).includes( ADSENSE_SCOPE )
		);
		assert.equal(
			await page.locator( '.googlesitekit-banner' ).count(),
			0
		);
		assert.deepEqual( watched.external, [] );
	} );

	it( 'shows the auth error banner once Google revokes the sign-in', async () => {
		const { page } = watched;
		const token = wpEval(
			"echo $GLOBALS['googlesitekit_plugin']->authentication()->access_token( get_user_by( 'login', 'admin' )->ID );"
		).trim();
		const revoked = await fetch(
			`${ EMULATOR }/oauth2.googleapis.com/revoke?token=${ encodeURIComponent(
				token
			) }`,
			{ method: 'POST' }
		);
		assert.equal( revoked.status, 200 );
		// The next call to Google meets the revoked token; the refresh is refused too.
		const failed = await rest(
			page,
			'GET',
			'modules/analytics/data/account-summaries'
		);
		assert.equal( failed.status, 401 );

		await page.goto( pageURL( 'settings' ) );
		const banner = page
			.locator( '.googlesitekit-banner' )
			.filter( { hasText: 'Site Kit can’t access necessary data' } );
		await banner.waitFor();
		const href =
			( await banner
				.getByRole( 'link', { name: 'Redo the plugin setup' } )
				.getAttribute( 'href' ) ) ?? '';
		assert.match( href, /googlesitekit_connect/ );
		await screenshot( page, 'auth-error-banner' );
	} );
} );
