/**
 * From a fresh install to a site signed in with Google, in Chromium against the
 * provider emulator: activation banner, splash, OAuth client, consent (Deny,
 * then Allow), disconnect and reset.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser } from 'playwright-core';

import {
	launch,
	login,
	openPage,
	screenshot,
	type Watched,
} from './utils/browser';
import { EMULATOR, emulatorControl } from './utils/emulator';
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from './utils/google';
import { rest } from './utils/rest';
import { adminURL, pageURL, restoreDatabase, wpEval } from './utils/site';

let browser: Browser;
let watched: Watched;

/**
 * The emulator's request log for a path.
 *
 * @param path Path fragment.
 */
async function emulatorRequests(
	path: string
): Promise< Array< { status: number } > > {
	const response = await fetch(
		`${ EMULATOR }/__emulator/requests?path=${ encodeURIComponent( path ) }`
	);
	return (
		( await response.json() ) as { requests: Array< { status: number } > }
	 ).requests;
}

/**
 * Clicks "Sign in with Google" and answers the consent screen.
 *
 * @param decision allow or deny.
 */
async function signIn( decision: 'allow' | 'deny' ): Promise< void > {
	await watched.page.click( 'a.googlesitekit-sign-in' );
	await watched.page
		.locator(
			'text=Site Kit (demo client) wants access to your Google Account'
		)
		.waitFor();
	await Promise.all( [
		watched.page.waitForURL(
			( url ) => url.port !== new URL( EMULATOR ).port
		),
		watched.page.click( `button[value="${ decision }"]` ),
	] );
	await watched.page.waitForLoadState( 'load' );
	// The screen Google sent the admin back to reads its data (PageSpeed in a request of its own): let it finish, so
	// what a test does next (a reset) does not answer a read still under way.
	await watched.page.waitForFunction(
		() => ! document.querySelector( '.googlesitekit-widget-loading' )
	);
}

/**
 * Leaves the screen a disconnect or reset was sent from. That screen is still live and may read once more before it
 * is left; signed out by then, the read is refused (401), which the browser logs. What the user sees next (the splash
 * screen) is what the tests judge, so the errors start over on a new document.
 */
async function leaveSignedOutScreen(): Promise< void > {
	await watched.page.goto( 'about:blank' );
	watched.errors.length = 0;
}

before( async () => {
	restoreDatabase();
	await emulatorControl( 'POST', '/reset', {} );
	browser = await launch();
	watched = await openPage( browser );
	await login( watched.page );
} );

after( async () => {
	await watched?.context.close();
	await browser?.close();
} );

describe( 'signing in with Google', () => {
	it( 'shows the activation banner after the plugin is activated, leading to the splash screen', async () => {
		wpEval(
			"require_once ABSPATH . 'wp-admin/includes/plugin.php'; deactivate_plugins( 'google-site-kit/googlesitekit.php' ); $r = activate_plugin( 'google-site-kit/googlesitekit.php' ); if ( is_wp_error( $r ) ) { throw new Exception( $r->get_error_message() ); }"
		);
		await watched.page.goto( adminURL() );
		const banner = watched.page.locator(
			'.googlesitekit-activation-banner'
		);
		await banner.waitFor();
		assert.match( await banner.innerText(), /Site Kit is active/ );
		await screenshot( watched.page, 'activation-banner' );
		await Promise.all( [
			watched.page.waitForURL( pageURL( 'splash' ) ),
			banner.locator( 'text=Start setup' ).click(),
		] );
	} );

	it( 'takes the OAuth client on the splash screen, refusing a malformed one', async () => {
		const page = watched.page;
		await page.locator( '#googlesitekit-oauth-client-id' ).waitFor();
		assert.equal(
			await page.locator( 'button.googlesitekit-sign-in' ).isDisabled(),
			true
		);
		await screenshot( page, 'splash' );

		await page.fill( '#googlesitekit-oauth-client-id', 'not-a-client' );
		await page.fill(
			'#googlesitekit-oauth-client-secret',
			DEMO_CLIENT_SECRET
		);
		await page.click( 'text=Save OAuth client' );
		assert.match(
			await page.locator( '[role=alert]' ).innerText(),
			/The client ID must look like/
		);

		await page.fill( '#googlesitekit-oauth-client-id', DEMO_CLIENT_ID );
		await page.click( 'text=Save OAuth client' );
		await page.locator( 'a.googlesitekit-sign-in' ).waitFor();
		assert.match(
			await page
				.locator( '.googlesitekit-oauth-client-summary' )
				.innerText(),
			new RegExp( DEMO_CLIENT_ID )
		);

		const client = await rest(
			watched.page,
			'GET',
			'core/site/data/oauth-client'
		);
		assert.equal( client.body.clientID, DEMO_CLIENT_ID );
		assert.equal(
			JSON.stringify( client.body ).includes( DEMO_CLIENT_SECRET ),
			false,
			'the secret never comes back'
		);
	} );

	it( 'says so clearly when the user denies consent', async () => {
		await signIn( 'deny' );
		assert.match( watched.page.url(), /page=googlesitekit-splash/ );
		const notice = watched.page.locator( '.googlesitekit-notice-denied' );
		await notice.waitFor();
		assert.match(
			await notice.innerText(),
			/did not allow Site Kit to access your Google account/
		);
		assert.equal(
			(
				await rest(
					watched.page,
					'GET',
					'core/user/data/authentication'
				)
			).body.authenticated,
			false
		);
		await screenshot( watched.page, 'splash-consent-denied' );
		// Said once: a reload shows the splash screen without it.
		await watched.page.reload();
		await watched.page.locator( 'a.googlesitekit-sign-in' ).waitFor();
		assert.equal( await notice.count(), 0 );
		assert.doesNotMatch( watched.page.url(), /error_code/ );
	} );

	it( 'signs in on Allow and continues to Search Console setup, authenticated as the demo account', async () => {
		await signIn( 'allow' );
		const url = new URL( watched.page.url() );
		assert.equal(
			url.searchParams.get( 'page' ),
			'googlesitekit-dashboard'
		);
		assert.equal( url.searchParams.get( 'slug' ), 'search-console' );
		assert.equal( url.searchParams.get( 'reAuth' ), 'true' );

		const auth = await rest(
			watched.page,
			'GET',
			'core/user/data/authentication'
		);
		assert.equal( auth.body.authenticated, true );
		assert.equal(
			( auth.body.profile as { email: string } ).email,
			'site.admin@example.com'
		);
		assert.equal(
			( await rest( watched.page, 'GET', 'core/site/data/connection' ) )
				.body.connected,
			true
		);
		assert.deepEqual( watched.errors, [] );
		assert.deepEqual( watched.external, [] );
	} );

	it( 'keeps a signed-in admin who declines more access signed in, on the dashboard, told that nothing changed', async () => {
		const { page } = watched;
		const connect = await page.evaluate(
			() =>
				(
					window as unknown as {
						_googlesitekitBaseData?: { connectURL?: string };
					}
				 )._googlesitekitBaseData?.connectURL ?? ''
		);
		assert.ok( connect, 'the page has the sign-in URL' );
		const url = new URL( connect );
		url.searchParams.append(
			'additional_scopes[]',
			'https://www.googleapis.com/auth/adsense.readonly'
		);
		await page.goto( url.href );
		await page
			.locator(
				'text=Site Kit (demo client) wants access to your Google Account'
			)
			.waitFor();
		let landedOn: URL | undefined;
		await Promise.all( [
			page.waitForURL( ( next ) => {
				if ( next.port === new URL( EMULATOR ).port ) {
					return false;
				}
				landedOn = landedOn ?? next;
				return true;
			} ),
			page.click( 'button[value="deny"]' ),
		] );
		assert.equal(
			landedOn?.searchParams.get( 'page' ),
			'googlesitekit-dashboard'
		);
		const notice = page.locator( '.googlesitekit-notice-scope-denied' );
		await notice.waitFor();
		assert.match( await notice.innerText(), /nothing changed/ );
		assert.equal(
			( await rest( page, 'GET', 'core/user/data/authentication' ) ).body
				.authenticated,
			true
		);
		await screenshot( page, 'dashboard-scope-denied' );
		// Said once: the address forgot it, and a reload does not say it again.
		assert.doesNotMatch( page.url(), /notification=/ );
		await page.reload();
		await page.locator( '.googlesitekit-screen__title' ).waitFor();
		assert.equal( await notice.count(), 0 );
		assert.deepEqual( watched.errors, [] );
	} );

	it( 'disconnects: the grant is revoked and the splash screen says so', async () => {
		const result = await rest(
			watched.page,
			'POST',
			'core/user/data/disconnect'
		);
		assert.equal( result.status, 200 );
		assert.ok(
			( await emulatorRequests( '/oauth2.googleapis.com/revoke' ) ).some(
				( r ) => r.status === 200
			)
		);
		await leaveSignedOutScreen();
		await watched.page.goto( pageURL( 'splash', 'context=revoked' ) );
		await watched.page.locator( '.googlesitekit-notice-revoked' ).waitFor();
		assert.equal(
			(
				await rest(
					watched.page,
					'GET',
					'core/user/data/authentication'
				)
			).body.authenticated,
			false
		);
		await screenshot( watched.page, 'splash-revoked' );
		assert.deepEqual( watched.errors, [] );
	} );

	it( 'resets: nothing of the plugin is left and the splash screen says so', async () => {
		await signIn( 'allow' );
		assert.deepEqual( watched.errors, [] );
		const result = await rest(
			watched.page,
			'POST',
			'core/site/data/reset'
		);
		assert.equal( result.status, 200 );
		await leaveSignedOutScreen();
		await watched.page.goto(
			pageURL( 'splash', 'notification=reset_success' )
		);
		await watched.page.locator( '.googlesitekit-notice-reset' ).waitFor();
		await watched.page
			.locator( '#googlesitekit-oauth-client-id' )
			.waitFor();
		await screenshot( watched.page, 'splash-reset' );

		const left = wpEval(
			`global $wpdb; echo wp_json_encode( array( 'options' => $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '%googlesitekit%'" ), 'usermeta' => $wpdb->get_col( "SELECT meta_key FROM {$wpdb->usermeta} WHERE meta_key LIKE '%googlesitekit%'" ) ) );`
		);
		assert.deepEqual( JSON.parse( left ), { options: [], usermeta: [] } );
		assert.deepEqual( watched.errors, [] );
	} );
} );
