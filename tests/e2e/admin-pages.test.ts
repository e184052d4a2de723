/**
 * Each Site Kit admin page opens in Chromium with its React root mounted, no
 * console errors and no request leaving 127.0.0.1.
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
import { saveDemoClient, signInWithGoogle } from './utils/google';
import { adminURL, pageURL, restoreDatabase } from './utils/site';

let browser: Browser;

before( async () => {
	restoreDatabase();
	browser = await launch();
} );

after( async () => {
	await browser?.close();
} );

/**
 * Asserts a page's app mounted in its root and nothing went wrong on the way.
 *
 * @param watched The page and what it recorded.
 * @param rootId  ID of the root element.
 */
async function assertMounted(
	watched: Watched,
	rootId: string
): Promise< void > {
	const root = watched.page.locator(
		`#${ rootId }.googlesitekit-plugin--mounted`
	);
	await root
		.locator( '.googlesitekit-header' )
		.waitFor( { state: 'visible' } );
	assert.equal(
		await root
			.locator( '.googlesitekit-header__logo' )
			.getAttribute( 'href' ),
		pageURL( 'dashboard' )
	);
	assert.equal(
		await root.locator( '.googlesitekit-loading' ).count(),
		0,
		'the loading text is replaced by the app'
	);
	assert.deepEqual( watched.errors, [], 'no console errors' );
	assert.deepEqual( watched.external, [], 'no request leaves 127.0.0.1' );
}

describe( 'Site Kit admin pages, as an administrator', () => {
	let watched: Watched;

	before( async () => {
		watched = await openPage( browser );
		await login( watched.page );
	} );

	after( async () => {
		await watched.context.close();
	} );

	it( 'lists Dashboard and Settings under a "Site Kit" menu, without the hidden pages', async () => {
		await watched.page.goto( adminURL() );
		const menu = watched.page.locator(
			'#adminmenu a.toplevel_page_googlesitekit-dashboard'
		);
		assert.match( ( await menu.innerText() ).trim(), /^Site Kit$/ );
		const items = await watched.page
			.locator(
				'#adminmenu .toplevel_page_googlesitekit-dashboard .wp-submenu a'
			)
			.allInnerTexts();
		assert.deepEqual(
			items.map( ( text ) => text.trim() ),
			[ 'Dashboard', 'Settings' ]
		);
	} );

	for ( const [ page, rootId, heading ] of [
		[ 'splash', 'js-googlesitekit-splash', 'Set up Site Kit' ],
		[ 'settings', 'googlesitekit-settings-wrapper', 'Settings' ],
		[
			'user-input',
			'js-googlesitekit-user-input',
			'Personalize your metrics',
		],
	] ) {
		it( `mounts the ${ page } page`, async () => {
			const response = await watched.page.goto( pageURL( page ) );
			assert.equal( response?.status(), 200 );
			await assertMounted( watched, rootId );
			assert.equal(
				await watched.page
					.locator( '.googlesitekit-screen__title' )
					.innerText(),
				heading
			);
			// Only the page's own entry is loaded.
			const scripts = await watched.page
				.locator( 'script[src*="/dist/js/"]' )
				.evaluateAll( ( nodes ) =>
					nodes.map( ( node ) =>
						( node as HTMLScriptElement ).src.replace(
							/^.*\/dist\/js\/([^?]+).*$/,
							'$1'
						)
					)
				);
			assert.deepEqual( scripts, [ `googlesitekit-${ page }.js` ] );
			// The "Site Kit" menu stays open, hidden pages included.
			assert.match(
				( await watched.page
					.locator( '#toplevel_page_googlesitekit-dashboard' )
					.getAttribute( 'class' ) ) ?? '',
				/wp-has-current-submenu/
			);
			await screenshot( watched.page, `admin-${ page }` );
		} );
	}

	it( 'sends a not-yet-connected admin from the dashboard to the splash page', async () => {
		await watched.page.goto( pageURL( 'dashboard' ) );
		assert.equal( watched.page.url(), pageURL( 'splash' ) );
		await assertMounted( watched, 'js-googlesitekit-splash' );
		await screenshot( watched.page, 'admin-dashboard-not-connected' );
	} );

	it( 'shows the dashboard once the admin has signed in with Google', async () => {
		saveDemoClient();
		await signInWithGoogle( watched.page, {
			redirect: pageURL( 'dashboard' ),
		} );
		const response = await watched.page.goto( pageURL( 'dashboard' ) );
		assert.equal( response?.status(), 200 );
		assert.equal(
			// The dashboard writes the report range into its address (dateRange, compare).
			watched.page.url().replace( /(&dateRange=[^#]*)?(#.*)?$/, '' ),
			pageURL( 'dashboard' )
		);
		await assertMounted( watched, 'js-googlesitekit-main-dashboard' );
		await screenshot( watched.page, 'admin-dashboard' );
	} );

	it( 'mounts the entity dashboard for a permaLink', async () => {
		const permaLink = `${ adminURL().replace(
			/\/wp-admin\/$/,
			''
		) }/hello-world/`;
		await watched.page.goto(
			pageURL(
				'dashboard',
				`permaLink=${ encodeURIComponent( permaLink ) }`
			)
		);
		await assertMounted( watched, 'js-googlesitekit-entity-dashboard' );
		const header = watched.page.locator( '.googlesitekit-entity-header' );
		assert.equal(
			await header
				.locator( '.googlesitekit-entity-header__title' )
				.innerText(),
			'Hello world!'
		);
		assert.equal(
			await header
				.locator( '.googlesitekit-entity-header__url' )
				.getAttribute( 'href' ),
			permaLink
		);
		assert.ok(
			await header
				.getByRole( 'button', { name: '← Back to dashboard' } )
				.isVisible()
		);
		await screenshot( watched.page, 'admin-entity-dashboard' );
	} );

	it( 'says so when the entity dashboard is asked for a URL of another site', async () => {
		await watched.page.goto(
			pageURL(
				'dashboard',
				`permaLink=${ encodeURIComponent(
					'https://example.com/elsewhere/'
				) }`
			)
		);
		await assertMounted( watched, 'js-googlesitekit-entity-dashboard' );
		assert.match(
			await watched.page
				.locator( '.googlesitekit-entity-not-found' )
				.innerText(),
			/not a page of this site/
		);
	} );
} );

describe( 'Site Kit admin pages, as a subscriber', () => {
	it( 'shows no Site Kit menu and refuses every page with a 403', async () => {
		const watched = await openPage( browser );
		try {
			await login( watched.page, 'subscriber' );
			await watched.page.goto( adminURL( 'profile.php' ) );
			assert.equal(
				await watched.page
					.locator(
						'#adminmenu .toplevel_page_googlesitekit-dashboard'
					)
					.count(),
				0
			);
			for ( const page of [
				'dashboard',
				'settings',
				'splash',
				'user-input',
			] ) {
				const response = await watched.page.goto( pageURL( page ) );
				assert.equal(
					response?.status(),
					403,
					`${ page } answers 403`
				);
				assert.match(
					await watched.page.locator( 'body' ).innerText(),
					/Sorry, you are not allowed to access this page/
				);
			}
			await screenshot( watched.page, 'subscriber-forbidden' );
		} finally {
			await watched.context.close();
		}
	} );
} );
