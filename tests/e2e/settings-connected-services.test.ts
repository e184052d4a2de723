/**
 * The settings screen's routes and its Connected Services tab, in Chromium
 * against the provider emulator: every route and redirect of the spec, module
 * panels opened, edited, saved, rolled back and disconnected — by mouse and by
 * keyboard — with what the server stored checked over REST and on the front end.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';

import type { Browser, Page } from 'playwright-core';

import { screenshot, type Watched } from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { emulatorControl } from './utils/emulator';
import { rest } from './utils/rest';
import { startAdminSession } from './utils/session';
import { BASE_URL, pageURL, wpEval } from './utils/site';

const SETTINGS = pageURL( 'settings' );
const ANALYTICS_SAVED = {
	accountID: '100000001',
	propertyID: '300000001',
	webDataStreamID: '4000000001',
	measurementID: 'G-SAVEDBEFORE1',
	useSnippet: true,
	ownerID: 1,
};

let browser: Browser;
let watched: Watched;
let page: Page;

/**
 * Opens a route of the settings screen and waits for it to render.
 *
 * @param hash Route, e.g. `/connected-services/analytics`.
 */
async function openSettings( hash = '' ): Promise< void > {
	// A new document each time (a hash change alone would not reload the app).
	await page.goto( 'about:blank' );
	await page.goto( `${ SETTINGS }${ hash ? `#${ hash }` : '' }` );
	await page.locator( '.googlesitekit-settings-content' ).waitFor();
	await page
		.locator(
			'.googlesitekit-settings-content .googlesitekit-module-progress'
		)
		.waitFor( { state: 'detached' } );
}

/**
 * Asserts the route in the address bar. A click or key press changes the
 * hash as it is handled, so the page is asked (not `page.url()`, which hears
 * of it later); a slow browser gets a few seconds before the assertion names
 * the route it is at instead.
 *
 * @param expected The route the test expects.
 */
async function expectRoute( expected: string ): Promise< void > {
	await page
		.waitForFunction(
			( hash ) => window.location.hash === hash,
			`#${ expected }`,
			{ timeout: 5000 }
		)
		.catch( () => undefined );
	assert.equal(
		( await page.evaluate( () => window.location.hash ) ).replace(
			/^#/,
			''
		),
		expected
	);
}

/**
 * The panel of a module.
 *
 * @param slug Module slug.
 */
const panel = ( slug: string ) =>
	page.locator( `.googlesitekit-settings-module[data-module="${ slug }"]` );

/**
 * The home page's HTML, as a visitor gets it.
 */
async function frontEnd(): Promise< string > {
	const response = await fetch( `${ BASE_URL }/` );
	return response.text();
}

/**
 * Analytics' settings as the server stores them.
 */
function storedAnalytics(): Record< string, unknown > {
	return JSON.parse(
		wpEval(
			"echo wp_json_encode( get_option( 'googlesitekit_analytics_settings' ) );"
		)
	);
}

before( async () => {
	( { browser, watched } = await startAdminSession() );
	page = watched.page;
	await connectAllModules( page );
} );

beforeEach( async () => {
	await emulatorControl( 'DELETE', '/faults' );
	wpEval(
		`update_option( 'googlesitekit_analytics_settings', json_decode( '${ JSON.stringify(
			ANALYTICS_SAVED
		) }', true ) );`
	);
} );

after( async () => {
	await watched?.context.close();
	await browser?.close();
} );

describe( 'settings routes', () => {
	const cases: Array< [ string, string ] > = [
		[ '', '/connected-services' ],
		[ '/connected-services', '/connected-services' ],
		[ '/connected-services/analytics', '/connected-services/analytics' ],
		[
			'/connected-services/analytics/edit',
			'/connected-services/analytics/edit',
		],
		[ '/connect-more-services', '/connect-more-services' ],
		[ '/admin-settings', '/admin-settings' ],
		[ '/settings/analytics/edit', '/connected-services/analytics/edit' ],
		[ '/settings/adsense', '/connected-services/adsense' ],
		[ '/settings', '/connected-services' ],
		[ '/connect', '/connect-more-services' ],
		[ '/admin', '/admin-settings' ],
		[ '/no-such-route', '/connected-services' ],
		[ '/connected-services/no-such-module', '/connected-services' ],
	];
	for ( const [ from, to ] of cases ) {
		it( `#${ from || '(none)' } lands on #${ to }`, async () => {
			await openSettings( from );
			await page.waitForFunction(
				( expected ) => window.location.hash === `#${ expected }`,
				to
			);
			await expectRoute( to );
			const tab = to.split( '/' )[ 1 ];
			const active = await page.evaluate(
				() =>
					(
						document.querySelector( 'mwc-tab-bar' ) as unknown as {
							activeIndex: number;
						}
					 ).activeIndex
			);
			assert.equal(
				active,
				[
					'connected-services',
					'connect-more-services',
					'admin-settings',
				].indexOf( tab ),
				'the tab of the route is the active one'
			);
			if ( to.startsWith( '/connected-services/analytics' ) ) {
				assert.equal(
					await panel( 'analytics' )
						.locator( '.googlesitekit-settings-module__header' )
						.getAttribute( 'aria-expanded' ),
					'true'
				);
			}
		} );
	}

	it( 'switches tabs by click and records one tab_select per selection', async () => {
		await openSettings( '/connected-services' );
		await page.evaluate( () => {
			(
				window as unknown as { _googlesitekitDataLayer: unknown[] }
			 )._googlesitekitDataLayer = [];
		} );
		await page.locator( 'mwc-tab[data-tab="admin-settings"]' ).click();
		await page.waitForFunction(
			() => window.location.hash === '#/admin-settings'
		);
		await page
			.locator( 'mwc-tab[data-tab="connect-more-services"]' )
			.click();
		await page.waitForFunction(
			() => window.location.hash === '#/connect-more-services'
		);
		const events = await page.evaluate( () =>
			(
				(
					window as unknown as {
						_googlesitekitDataLayer?: Array< {
							event: string;
							event_label?: string;
						} >;
					}
				 )._googlesitekitDataLayer ?? []
			)
				.filter( ( e ) => e.event === 'tab_select' )
				.map( ( e ) => e.event_label )
		);
		// Tracking is off for a fresh user: nothing recorded. Turn it on and select again.
		assert.deepEqual( events, [] );
		const enabled = await rest( page, 'POST', 'core/user/data/tracking', {
			enabled: true,
		} );
		assert.deepEqual( enabled.body, { enabled: true } );
		await openSettings( '/connected-services' );
		await page.locator( 'mwc-tab[data-tab="admin-settings"]' ).click();
		await page.waitForFunction(
			() => window.location.hash === '#/admin-settings'
		);
		const recorded = await page.evaluate( () =>
			(
				(
					window as unknown as {
						_googlesitekitDataLayer?: Array< {
							event: string;
							event_category: string;
							event_label?: string;
						} >;
					}
				 )._googlesitekitDataLayer ?? []
			).filter( ( e ) => e.event === 'tab_select' )
		);
		assert.deepEqual(
			recorded.map( ( e ) => [ e.event_category, e.event_label ] ),
			[ [ 'settings', 'admin-settings' ] ]
		);
		await rest( page, 'POST', 'core/user/data/tracking', {
			enabled: false,
		} );
	} );
} );

describe( 'Connected Services', () => {
	it( 'lists the active modules by order, each collapsed until opened', async () => {
		await openSettings( '/connected-services' );
		const names = await page
			.locator( '.googlesitekit-settings-module__title' )
			.allTextContents();
		assert.deepEqual( names, [
			'Search Console',
			'Analytics',
			'AdSense',
			'PageSpeed Insights',
		] );
		assert.equal(
			await page
				.locator( '.googlesitekit-settings-module__content' )
				.count(),
			0
		);
		await screenshot( page, 'settings-connected-services' );

		await panel( 'analytics' )
			.locator( '.googlesitekit-settings-module__header' )
			.click();
		await expectRoute( '/connected-services/analytics' );
		await panel( 'analytics' )
			.getByText( '4000000001', { exact: true } )
			.waitFor();
		await panel( 'analytics' )
			.locator( '.googlesitekit-settings-module__header' )
			.click();
		await expectRoute( '/connected-services' );
	} );

	it( 'locks the other panels while one is edited and shows the save error Google caused, saving nothing', async () => {
		await openSettings( '/connected-services/analytics' );
		await panel( 'analytics' )
			.getByRole( 'link', { name: /^Edit/ } )
			.click();
		await expectRoute( '/connected-services/analytics/edit' );
		const property = panel( 'analytics' ).getByLabel( 'Property' );
		await property.waitFor();
		for ( const other of [
			'search-console',
			'adsense',
			'pagespeed-insights',
		] ) {
			assert.equal(
				await panel( other )
					.getByText( 'Section locked while editing' )
					.isVisible(),
				true,
				`${ other } is locked`
			);
		}
		await property.selectOption( '300000002' );
		await panel( 'analytics' )
			.getByLabel( 'Web data stream' )
			.locator( 'option[value="4000000002"]' )
			.waitFor( { state: 'attached' } );
		await screenshot( page, 'settings-panel-edit' );

		await emulatorControl( 'POST', '/faults', {
			kind: 'internal',
			api: 'analyticsadmin',
		} );
		await panel( 'analytics' )
			.getByRole( 'button', { name: 'Confirm Changes' } )
			.click();
		await panel( 'analytics' )
			.getByText(
				'There was a critical error on this website while fetching data.',
				{ exact: false }
			)
			.waitFor();
		assert.match(
			( await panel( 'analytics' ).getAttribute( 'class' ) ) ?? '',
			/googlesitekit-settings-module--error/
		);
		await expectRoute( '/connected-services/analytics/edit' );
		await screenshot( page, 'settings-panel-save-error' );

		const stored = await rest(
			page,
			'GET',
			'modules/analytics/data/settings'
		);
		assert.equal( stored.status, 200 );
		assert.equal( stored.body.propertyID, ANALYTICS_SAVED.propertyID );
		assert.equal(
			stored.body.measurementID,
			ANALYTICS_SAVED.measurementID
		);

		// Cancel: the edits and the error go.
		await panel( 'analytics' )
			.getByRole( 'button', { name: 'Cancel' } )
			.click();
		await expectRoute( '/connected-services/analytics' );
		assert.equal(
			await panel( 'analytics' )
				.locator( '.googlesitekit-module-notice--error' )
				.count(),
			0
		);
		await panel( 'analytics' ).getByText( '300000001' ).waitFor();
	} );

	it( 'rolls back edits left without saving (another tab, then back)', async () => {
		await openSettings( '/connected-services/analytics/edit' );
		const property = panel( 'analytics' ).getByLabel( 'Property' );
		await property.waitFor();
		await property.selectOption( '300000002' );
		await page.locator( 'mwc-tab[data-tab="admin-settings"]' ).click();
		await page.waitForFunction(
			() => window.location.hash === '#/admin-settings'
		);
		await page.goBack();
		await page.waitForFunction(
			() => window.location.hash === '#/connected-services/analytics/edit'
		);
		await panel( 'analytics' ).getByLabel( 'Property' ).waitFor();
		assert.equal(
			await panel( 'analytics' ).getByLabel( 'Property' ).inputValue(),
			'300000001',
			'the edit was dropped'
		);
		assert.deepEqual( storedAnalytics(), ANALYTICS_SAVED );
	} );

	it( 'saves another stream: the front end gets its gtag ID, from Google', async () => {
		assert.match( await frontEnd(), /G-SAVEDBEFORE1/ );

		await openSettings( '/connected-services/analytics/edit' );
		const property = panel( 'analytics' ).getByLabel( 'Property' );
		await property.waitFor();
		await property.selectOption( '300000002' );
		const stream = panel( 'analytics' ).getByLabel( 'Web data stream' );
		await stream
			.locator( 'option[value="4000000002"]' )
			.waitFor( { state: 'attached' } );
		await stream.selectOption( '4000000002' );
		const confirm = panel( 'analytics' ).getByRole( 'button', {
			name: 'Confirm Changes',
		} );
		await confirm.click();
		await page.waitForFunction(
			() => window.location.hash === '#/connected-services/analytics'
		);
		const saved = storedAnalytics();
		assert.equal( saved.propertyID, '300000002' );
		assert.equal( saved.webDataStreamID, '4000000002' );
		assert.match( String( saved.measurementID ), /^G-[A-Z0-9]+$/ );
		assert.notEqual( saved.measurementID, ANALYTICS_SAVED.measurementID );
		await panel( 'analytics' )
			.getByText( String( saved.measurementID ) )
			.waitFor();

		const html = await frontEnd();
		assert.match(
			html,
			new RegExp( `gtag/js\\?id=${ saved.measurementID }` )
		);
		assert.doesNotMatch( html, /G-SAVEDBEFORE1/ );
	} );

	it( 'connects Analytics 4 for a site still on a Universal Analytics property', async () => {
		wpEval(
			`update_option( 'googlesitekit_analytics_settings', array( 'accountID' => '100000001', 'propertyID' => 'UA-12345-1', 'webDataStreamID' => '', 'measurementID' => '', 'useSnippet' => true, 'ownerID' => get_user_by( 'login', 'admin' )->ID ) );`
		);
		await openSettings( '/connected-services/analytics' );
		await panel( 'analytics' )
			.getByRole( 'button', { name: 'Connect Analytics 4' } )
			.click();
		await expectRoute( '/connected-services/analytics/edit' );
		await panel( 'analytics' )
			.getByText( 'Choose the Google Analytics 4 property', {
				exact: false,
			} )
			.waitFor();
		const property = panel( 'analytics' ).getByLabel( 'Property' );
		await property.selectOption( '300000001' );
		const stream = panel( 'analytics' ).getByLabel( 'Web data stream' );
		await stream
			.locator( 'option[value="4000000001"]' )
			.waitFor( { state: 'attached' } );
		await stream.selectOption( '4000000001' );
		await screenshot( page, 'settings-connect-ga4' );
		await panel( 'analytics' )
			.getByRole( 'button', { name: 'Confirm Changes' } )
			.click();
		await page.waitForFunction(
			() => window.location.hash === '#/connected-services/analytics'
		);
		const saved = storedAnalytics();
		assert.equal( saved.propertyID, '300000001' );
		assert.equal( saved.webDataStreamID, '4000000001' );
		assert.match( String( saved.measurementID ), /^G-[A-Z0-9]+$/ );
		assert.equal( 'enableGA4' in saved, false );
		assert.equal(
			await panel( 'analytics' )
				.getByRole( 'button', { name: 'Connect Analytics 4' } )
				.count(),
			0
		);
	} );

	it( 'offers no Disconnect for the modules that are always on, and the server refuses to deactivate them', async () => {
		await openSettings( '/connected-services/search-console/edit' );
		await panel( 'search-console' )
			.locator( '.googlesitekit-settings-module__footer' )
			.waitFor();
		assert.equal(
			await panel( 'search-console' )
				.getByRole( 'button', { name: 'Disconnect from Site Kit' } )
				.count(),
			0
		);
		// Site Verification is internal: not even listed.
		assert.equal( await panel( 'site-verification' ).count(), 0 );
		for ( const slug of [ 'search-console', 'site-verification' ] ) {
			const refused = await rest(
				page,
				'POST',
				'core/modules/data/activation',
				{
					slug,
					active: false,
				}
			);
			assert.equal( refused.status, 400, slug );
			assert.equal( refused.body.code, 'cannot_deactivate_module' );
		}
		const modules = ( await rest( page, 'GET', 'core/modules/data/list' ) )
			.body as unknown as Array< { slug: string; active: boolean } >;
		for ( const slug of [ 'search-console', 'site-verification' ] ) {
			assert.equal(
				modules.find( ( m ) => m.slug === slug )?.active,
				true
			);
		}
	} );

	it( 'works by keyboard alone: switch tabs, open, edit, save and close a panel', async () => {
		await openSettings( '/admin-settings' );
		// The active tab is focusable; arrows move between tabs, Enter selects.
		await page.locator( 'mwc-tab[data-tab="admin-settings"]' ).focus();
		await page.keyboard.press( 'ArrowLeft' );
		await page.keyboard.press( 'ArrowLeft' );
		await page.keyboard.press( 'Enter' );
		await page.waitForFunction(
			() => window.location.hash === '#/connected-services'
		);
		// The chosen tab shows as active and keeps the focus (the tab bar focuses a tab as it activates it, so
		// moving on before then would have the focus taken back from the panel below).
		await page.waitForFunction( () => {
			const focused = document.body.ownerDocument.activeElement;
			return (
				focused?.getAttribute( 'data-tab' ) === 'connected-services' &&
				focused.hasAttribute( 'active' )
			);
		} );

		const header = panel( 'adsense' ).locator(
			'.googlesitekit-settings-module__header'
		);
		await header.focus();
		await page.keyboard.press( 'Enter' );
		await expectRoute( '/connected-services/adsense' );
		// The panel opens (as the user sees it), then Tab moves into it.
		await panel( 'adsense' )
			.locator( '.googlesitekit-settings-module__footer' )
			.waitFor();
		await page.keyboard.press( 'Tab' );
		// Tab through the panel to its Edit link.
		for ( let i = 0; i < 10; i++ ) {
			const name = await page.evaluate(
				() =>
					document.body.ownerDocument.activeElement?.textContent ?? ''
			);
			if ( /^Edit AdSense settings$/.test( name ) ) {
				break;
			}
			await page.keyboard.press( 'Tab' );
		}
		await page.keyboard.press( 'Enter' );
		await page.waitForFunction(
			() => window.location.hash === '#/connected-services/adsense/edit'
		);
		const confirm = panel( 'adsense' ).getByRole( 'button', {
			name: 'Confirm Changes',
		} );
		await confirm.waitFor();
		// Change a setting with the keyboard: the snippet checkbox.
		const snippet = panel( 'adsense' ).getByRole( 'checkbox' ).first();
		const wasChecked = await snippet.isChecked();
		await snippet.focus();
		await page.keyboard.press( 'Space' );
		assert.equal( await snippet.isChecked(), ! wasChecked );
		await confirm.focus();
		await page.keyboard.press( 'Enter' );
		await page.waitForFunction(
			() => window.location.hash === '#/connected-services/adsense'
		);
		const stored = JSON.parse(
			wpEval(
				"echo wp_json_encode( get_option( 'googlesitekit_adsense_settings' ) );"
			)
		);
		assert.equal( stored.useSnippet, ! wasChecked );

		await header.focus();
		await page.keyboard.press( 'Escape' );
		// The router renders a route change as a transition: the hash moves first and the panel closes a moment
		// later. The next key acts on the panel the user sees, so wait for it to close.
		await page.waitForFunction(
			() => window.location.hash === '#/connected-services'
		);
		await page
			.locator(
				'[data-module="adsense"] .googlesitekit-settings-module__header[aria-expanded="false"]'
			)
			.waitFor();
		await expectRoute( '/connected-services' );
		assert.equal(
			await page.evaluate(
				() =>
					document.body.ownerDocument.activeElement?.classList.contains(
						'googlesitekit-settings-module__header'
					)
			),
			true,
			'the header keeps the focus'
		);
		await page.keyboard.press( ' ' );
		await page.waitForFunction(
			() => window.location.hash === '#/connected-services/adsense'
		);
		await panel( 'adsense' )
			.locator( '.googlesitekit-settings-module__footer' )
			.waitFor();
		await expectRoute( '/connected-services/adsense' );
	} );

	it( 'fits a phone screen: no sideways scrolling with a panel in edit mode', async () => {
		await page.setViewportSize( { width: 390, height: 844 } );
		try {
			await openSettings( '/connected-services/analytics/edit' );
			await panel( 'analytics' ).getByLabel( 'Property' ).waitFor();
			const overflow = await page.evaluate(
				() =>
					document.documentElement.scrollWidth -
					document.documentElement.clientWidth
			);
			await screenshot( page, 'settings-panel-edit-phone' );
			assert.ok( overflow <= 0, `${ overflow } px of sideways scroll` );
		} finally {
			await page.setViewportSize( { width: 1280, height: 900 } );
		}
	} );

	it( 'disconnects a module after a dialog naming what it takes away', async () => {
		await openSettings( '/connected-services/adsense/edit' );
		await panel( 'adsense' )
			.getByRole( 'button', { name: 'Disconnect from Site Kit' } )
			.click();
		const dialog = page.getByRole( 'dialog' );
		await dialog.waitFor();
		assert.match(
			( await dialog.textContent() ) ?? '',
			/Disconnect AdSense from Site Kit\?.*Top earning pages/s
		);
		await screenshot( page, 'settings-disconnect-dialog' );
		await Promise.all( [
			page.waitForEvent( 'load' ),
			dialog.getByRole( 'button', { name: 'Disconnect' } ).click(),
		] );
		assert.equal(
			new URL( page.url() ).searchParams.get( 'page' ),
			'googlesitekit-settings'
		);
		await openSettings( '/connected-services' );
		assert.equal( await panel( 'adsense' ).count(), 0 );
		const modules = ( await rest( page, 'GET', 'core/modules/data/list' ) )
			.body as unknown as Array< { slug: string; active: boolean } >;
		assert.equal(
			modules.find( ( m ) => m.slug === 'adsense' )?.active,
			false
		);
	} );

	it( 'leaves no error in the browser console', () => {
		const unexpected = watched.errors.filter(
			// The forced Google failure answers the save with a 500; the refused deactivations with 400s.
			( error ) => ! /status of (500|400)/.test( error )
		);
		assert.deepEqual( unexpected, [] );
		assert.deepEqual( watched.external, [] );
	} );
} );
