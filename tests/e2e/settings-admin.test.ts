/**
 * The settings screen's Connect More Services and Admin Settings tabs in
 * Chromium, against the test site signed in with Google through the emulator:
 * activating services (and a forced failure of it), the Key metrics card by
 * feature flag, the admin bar setting as the front end shows it, and the reset.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';

import type { Browser, Page } from 'playwright-core';

import {
	address,
	expectAddress,
	screenshot,
	type Watched,
} from './utils/browser';
import { emulatorControl } from './utils/emulator';
import { saveDemoClient, signInWithGoogle } from './utils/google';
import { assertClean, startAdminSession } from './utils/session';
import { BASE_URL, pageURL, wpEval } from './utils/site';

const HOME = `${ BASE_URL }/`;
const SETTINGS = pageURL( 'settings' );
const CONNECT_MORE_TITLE = 'Connect More Services to Gain More Insights';
const CONGRATS = 'Congrats, you’ve connected all services!';
const ADMIN_BAR_LABEL = 'Display relevant page stats in the Admin bar';

let browser: Browser;
let watched: Watched;

/**
 * The slugs stored as active (the forced ones are not stored).
 */
function storedActiveModules(): string[] {
	return JSON.parse(
		wpEval(
			"echo wp_json_encode( array_values( (array) get_option( 'googlesitekit_active_modules', array() ) ) );"
		)
	) as string[];
}

/**
 * Loads a tab of the settings screen afresh (a new page load, so the stores
 * read what the server has now) and waits for its content.
 *
 * @param page Page.
 * @param tab  Tab route without the slash.
 */
async function openTab(
	page: Page,
	tab: 'connect-more-services' | 'admin-settings'
): Promise< void > {
	if ( page.url().split( '#' )[ 0 ] === SETTINGS ) {
		// The same document with another hash would not load again.
		await page.goto( 'about:blank' );
	}
	const response = await page.goto( `${ SETTINGS }#/${ tab }` );
	assert.equal( response?.status(), 200 );
	await page
		.locator(
			tab === 'admin-settings'
				? '.googlesitekit-settings-admin'
				: '.googlesitekit-settings-connect-more'
		)
		.waitFor();
}

/**
 * The module names the Connect More Services card lists, in order.
 *
 * @param page Page.
 */
function listedModules( page: Page ): Promise< string[] > {
	return page
		.locator( '.googlesitekit-settings-connect-more__item' )
		.evaluateAll( ( items ) =>
			items.map(
				( item ) =>
					item.querySelector( 'h4' )?.firstChild?.textContent ?? ''
			)
		);
}

/**
 * Whether the front page shows the admin bar's Site Kit item to the logged-in admin.
 *
 * @param page Page.
 */
async function frontEndHasSiteKitItem( page: Page ): Promise< boolean > {
	const response = await page.goto( HOME );
	assert.equal( response?.status(), 200 );
	await page.locator( '#wpadminbar' ).waitFor();
	return (
		( await page.locator( '#wp-admin-bar-google-site-kit' ).count() ) > 0
	);
}

before( async () => {
	( { browser, watched } = await startAdminSession() );
	saveDemoClient();
	await signInWithGoogle( watched.page );
} );

after( async () => {
	await watched?.context.close();
	await browser?.close();
	await emulatorControl( 'POST', '/reset', {} );
} );

describe( 'Connect More Services', () => {
	beforeEach( () => {
		watched.errors.length = 0;
		watched.external.length = 0;
	} );

	it( 'lists the services not connected yet, by order, each with an Experimental badge', async () => {
		const { page } = watched;
		assert.deepEqual( storedActiveModules(), [] );
		await openTab( page, 'connect-more-services' );

		await page
			.getByRole( 'heading', { level: 3, name: CONNECT_MORE_TITLE } )
			.waitFor();
		assert.deepEqual( await listedModules( page ), [
			'Analytics',
			'AdSense',
			'PageSpeed Insights',
		] );
		const items = page.locator(
			'.googlesitekit-settings-connect-more__item'
		);
		for ( let i = 0; i < 3; i++ ) {
			const badge = items
				.nth( i )
				.locator( '.googlesitekit-settings-badge' );
			assert.equal( await badge.innerText(), 'EXPERIMENTAL' );
			assert.equal( await badge.isVisible(), true );
		}
		for ( const name of [ 'Analytics', 'AdSense', 'PageSpeed Insights' ] ) {
			assert.equal(
				await page
					.getByRole( 'button', { name: `Set up ${ name }` } )
					.isEnabled(),
				true
			);
		}
		await screenshot( page, 'settings-connect-more-services' );
		assertClean( watched );
	} );

	it( 'shows activate-module-error with the server’s answer when the activation breaks on the server, and gives the button back', async () => {
		const { page } = watched;
		wpEval(
			"update_option( 'googlesitekit_test_fail_module_activation', 1 );"
		);
		try {
			await openTab( page, 'connect-more-services' );
			const button = page.getByRole( 'button', {
				name: 'Set up PageSpeed Insights',
			} );
			const [ response ] = await Promise.all( [
				page.waitForResponse( ( r ) =>
					r.url().includes( 'core/modules/data/activation' )
				),
				button.click(),
			] );
			assert.equal( response.status(), 500 );
			assert.equal(
				( ( await response.json() ) as { code: string } ).code,
				'internal_server_error'
			);

			const notice = page.locator( '#activate-module-error' );
			await notice.waitFor();
			const text = await notice.innerText();
			assert.match( text, /Internal Server Error/ );
			assert.match(
				text,
				/There was a critical error on this website while fetching data\./
			);
			assert.equal( await notice.getAttribute( 'role' ), 'alert' );
			assert.equal( await button.isEnabled(), true );
			assert.deepEqual( await listedModules( page ), [
				'Analytics',
				'AdSense',
				'PageSpeed Insights',
			] );
			assert.deepEqual( storedActiveModules(), [] );
			assert.equal(
				await address( page ),
				`${ SETTINGS }#/connect-more-services`
			);
			await screenshot( page, 'settings-connect-more-services-error' );
		} finally {
			wpEval(
				"delete_option( 'googlesitekit_test_fail_module_activation' );"
			);
		}
		// The failed request is the only thing the console reports.
		assert.deepEqual(
			watched.errors.filter(
				( error ) => ! /status of 500/.test( error )
			),
			[]
		);
		assert.deepEqual( watched.external, [] );
	} );

	it( 'activates a service from the keyboard and goes on to its setup', async () => {
		const { page } = watched;
		await openTab( page, 'connect-more-services' );
		await page
			.getByRole( 'button', { name: 'Set up PageSpeed Insights' } )
			.focus();
		await Promise.all( [
			page.waitForURL(
				( url ) =>
					url.searchParams.get( 'slug' ) === 'pagespeed-insights'
			),
			page.keyboard.press( 'Enter' ),
		] );
		const url = new URL( page.url() );
		assert.equal(
			url.searchParams.get( 'page' ),
			'googlesitekit-dashboard'
		);
		assert.equal( url.searchParams.get( 'reAuth' ), 'true' );
		assert.deepEqual( storedActiveModules(), [ 'pagespeed-insights' ] );

		await openTab( page, 'connect-more-services' );
		assert.deepEqual( await listedModules( page ), [
			'Analytics',
			'AdSense',
		] );
		assertClean( watched );
	} );

	it( 'congratulates once every service is connected', async () => {
		const { page } = watched;
		wpEval(
			"update_option( 'googlesitekit_active_modules', array( 'analytics', 'adsense', 'pagespeed-insights' ) );"
		);
		await openTab( page, 'connect-more-services' );
		await page.getByText( CONGRATS, { exact: true } ).waitFor();
		assert.match(
			await page
				.locator( '.googlesitekit-settings-connect-more__congrats' )
				.innerText(),
			/New services are added to Site Kit over time/
		);
		assert.equal(
			await page
				.locator( '.googlesitekit-settings-connect-more__item' )
				.count(),
			0
		);
		await screenshot( page, 'settings-connect-more-services-congrats' );
		wpEval(
			"update_option( 'googlesitekit_active_modules', array( 'pagespeed-insights' ) );"
		);
	} );
} );

describe( 'Admin Settings', () => {
	beforeEach( () => {
		watched.errors.length = 0;
		watched.external.length = 0;
	} );

	it( 'asks to personalise the metrics while the questions are unanswered (userInput on)', async () => {
		const { page } = watched;
		wpEval( "delete_option( 'googlesitekit_user_input_settings' );" );
		await openTab( page, 'admin-settings' );
		const card = page.getByRole( 'region', { name: 'Key metrics' } );
		await card
			.getByRole( 'heading', { name: 'Personalize your metrics' } )
			.waitFor();
		const cta = card.getByRole( 'link', { name: 'Get tailored metrics' } );
		assert.equal(
			await cta.getAttribute( 'href' ),
			pageURL( 'user-input' )
		);
		// Not dismissible: nothing in the card to press but the link.
		assert.equal( await card.getByRole( 'button' ).count(), 0 );
		await screenshot( page, 'settings-admin-settings-key-metrics-cta' );
		assertClean( watched );
	} );

	it( 'shows the answers, who gave them, and an edit link per question to the user-input page (userInput on)', async () => {
		const { page } = watched;
		wpEval( `update_option( 'googlesitekit_user_input_settings', array(
			'purpose'       => array( 'values' => array( 'publish_blog' ), 'answeredBy' => 1 ),
			'postFrequency' => array( 'values' => array( 'weekly' ), 'answeredBy' => 1 ),
			'goals'         => array( 'values' => array( 'growing_audience', 'help_better_rank' ), 'answeredBy' => 1 ),
		) );` );
		await openTab( page, 'admin-settings' );
		const card = page.getByRole( 'region', { name: 'Key metrics' } );
		await card.getByText( 'Publish a blog' ).waitFor();
		for ( const label of [
			'Weekly',
			'Grow my audience',
			'Rank higher in Google Search results',
		] ) {
			assert.equal(
				await card.getByText( label, { exact: true } ).count(),
				1
			);
		}
		const authors = card.locator( '.googlesitekit-user-input__author' );
		assert.equal( await authors.count(), 3 );
		assert.match(
			await authors.first().innerText(),
			/This question has been answered by:\s*admin/
		);
		// The author's Google photo (the emulator's avatar).
		const photo = authors.first().locator( 'img' );
		assert.match(
			( await photo.getAttribute( 'src' ) ) || '',
			/\/lh3\.googleusercontent\.com\/a\//
		);

		const edits = card.getByRole( 'link', {
			name: /^Edit your answer to:/,
		} );
		assert.equal( await edits.count(), 3 );
		const questions: string[] = [];
		for ( let i = 0; i < 3; i++ ) {
			const href = new URL(
				( await edits.nth( i ).getAttribute( 'href' ) ) || ''
			);
			assert.equal(
				href.searchParams.get( 'page' ),
				'googlesitekit-user-input'
			);
			assert.equal(
				href.searchParams.get( 'redirect_url' ),
				`${ SETTINGS }#/admin-settings`
			);
			assert.equal( href.searchParams.get( 'single' ), 'settings' );
			questions.push( href.searchParams.get( 'question' ) || '' );
		}
		assert.deepEqual( questions, [ 'purpose', 'postFrequency', 'goals' ] );
		await screenshot( page, 'settings-admin-settings' );

		// The edit link opens the user-input page for that question.
		await Promise.all( [
			page.waitForURL(
				( url ) =>
					url.searchParams.get( 'page' ) ===
					'googlesitekit-user-input'
			),
			edits.nth( 2 ).click(),
		] );
		assert.equal(
			new URL( page.url() ).searchParams.get( 'question' ),
			'goals'
		);
		assertClean( watched );
	} );

	it( 'has no Key metrics card with the userInput flag off', async () => {
		const { page } = watched;
		wpEval(
			"update_option( 'googlesitekit_test_disabled_features', array( 'userInput' ) );"
		);
		try {
			await openTab( page, 'admin-settings' );
			await page
				.getByRole( 'heading', { level: 3, name: 'Plugin Status' } )
				.waitFor();
			assert.equal(
				await page.evaluate(
					() =>
						(
							window as unknown as {
								_googlesitekitBaseData: {
									features: Record< string, boolean >;
								};
							}
						 )._googlesitekitBaseData.features.userInput
				),
				false
			);
			assert.deepEqual(
				await page
					.locator( '.googlesitekit-settings-box__title' )
					.allInnerTexts(),
				[
					'Plugin Status',
					'Plugin Settings',
					'Email reports',
					'Tracking',
				]
			);
		} finally {
			wpEval(
				"delete_option( 'googlesitekit_test_disabled_features' );"
			);
		}
		await openTab( page, 'admin-settings' );
		await page
			.getByRole( 'heading', { level: 3, name: 'Key metrics' } )
			.waitFor();
		assertClean( watched );
	} );

	it( 'says the plugin is connected and keeps the tracking opt-in', async () => {
		const { page } = watched;
		await openTab( page, 'admin-settings' );
		await page.getByText( 'Site Kit is connected to Google.' ).waitFor();
		const optIn = page.getByLabel(
			'Help us improve Site Kit by sharing anonymous usage statistics.'
		);
		await optIn.waitFor();
		assert.equal( await optIn.isChecked(), false );
		// The box follows the saved preference, so it changes once the save is done.
		await optIn.click();
		await page.waitForFunction( () => {
			const box = document.querySelector< HTMLInputElement >(
				'#googlesitekit-tracking-optin-settings'
			);
			return !! box && box.checked && ! box.disabled;
		} );
		assert.equal(
			wpEval(
				"echo get_user_option( 'googlesitekit_tracking_optin', 1 ) ? 'on' : 'off';"
			),
			'on'
		);
		assertClean( watched );
	} );

	it( 'shows and hides the admin bar’s Site Kit item on the front end with the toggle', async () => {
		const { page } = watched;
		assert.equal( await frontEndHasSiteKitItem( page ), true );

		/**
		 * Sets the toggle and waits for the save.
		 *
		 * @param checked The state to set.
		 */
		const setToggle = async ( checked: boolean ) => {
			await openTab( page, 'admin-settings' );
			const toggle = page.getByLabel( ADMIN_BAR_LABEL );
			await page.waitForFunction(
				( label ) =>
					Array.from( document.querySelectorAll( 'label' ) ).some(
						( l ) =>
							l.textContent === label &&
							! ( l.control as HTMLInputElement | null )?.disabled
					),
				ADMIN_BAR_LABEL
			);
			assert.equal( await toggle.isChecked(), ! checked );
			const [ response ] = await Promise.all( [
				page.waitForResponse(
					( r ) =>
						r
							.url()
							.includes( 'core/site/data/admin-bar-settings' ) &&
						r.request().method() === 'POST'
				),
				toggle.setChecked( checked ),
			] );
			assert.equal( response.status(), 200 );
			await page.waitForFunction(
				( label ) =>
					Array.from( document.querySelectorAll( 'label' ) ).some(
						( l ) =>
							l.textContent === label &&
							! ( l.control as HTMLInputElement | null )?.disabled
					),
				ADMIN_BAR_LABEL
			);
			assert.equal( await toggle.isChecked(), checked );
		};

		await setToggle( false );
		assert.equal( await frontEndHasSiteKitItem( page ), false );
		// The rest of the admin bar is still there.
		assert.equal(
			await page.locator( '#wp-admin-bar-my-account' ).count(),
			1
		);

		await setToggle( true );
		assert.equal( await frontEndHasSiteKitItem( page ), true );
		assertClean( watched );
	} );

	it( 'resets Site Kit from Plugin Status and lands on the splash page with notification=reset_success', async () => {
		const { page } = watched;
		await openTab( page, 'admin-settings' );
		const card = page.getByRole( 'region', { name: 'Plugin Status' } );
		await card.getByRole( 'button', { name: 'Reset Site Kit' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Reset Site Kit' } );
		await dialog.waitFor();
		await screenshot( page, 'settings-reset-dialog' );

		// The address the browser was sent to (the splash screen then takes the one-time notification out of it).
		let landedOn: URL | undefined;
		await Promise.all( [
			page.waitForURL( ( url ) => {
				if (
					url.searchParams.get( 'page' ) !== 'googlesitekit-splash'
				) {
					return false;
				}
				landedOn = landedOn ?? url;
				return true;
			} ),
			dialog
				.getByRole( 'button', { name: 'Reset', exact: true } )
				.click(),
		] );
		const url = landedOn as URL;
		assert.equal(
			url.origin + url.pathname,
			`${ BASE_URL }/wp-admin/admin.php`
		);
		assert.equal( url.searchParams.get( 'notification' ), 'reset_success' );
		await page.locator( '.googlesitekit-notice-reset' ).waitFor();
		// Said once: a reload of the page does not say it again.
		await expectAddress( page, /^(?!.*[?&]notification=)/ );

		// The server forgot everything: modules, answers, the admin's Google sign-in.
		assert.equal(
			wpEval(
				"$token = $GLOBALS['googlesitekit_plugin']->authentication()->access_token( 1 ); echo wp_json_encode( array( get_option( 'googlesitekit_active_modules', 'gone' ), get_option( 'googlesitekit_user_input_settings', 'gone' ), is_string( $token ) && '' !== $token ) );"
			),
			'["gone","gone",false]'
		);
		// And the browser's Site Kit storage is empty.
		assert.deepEqual(
			await page.evaluate( () =>
				[
					...Object.keys( window.sessionStorage ),
					...Object.keys( window.localStorage ),
				].filter( ( key ) => key.startsWith( 'googlesitekit_' ) )
			),
			[]
		);
		assertClean( watched );
	} );
} );
