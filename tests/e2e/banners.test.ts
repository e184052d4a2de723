/**
 * The personalisation banner on the main dashboard (spec §4): shown to an admin
 * whose Analytics and Search Console are connected while the questions are
 * unanswered; "Remind me later" hides it for 3 hours (stored on the server),
 * "Let’s go" opens the questions.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser } from 'playwright-core';

import { screenshot, type Watched } from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { rest } from './utils/rest';
import { startAdminSession } from './utils/session';
import { pageURL, wpEval } from './utils/site';

const TITLE = 'Personalize your metrics';

let browser: Browser;
let watched: Watched;

before( async () => {
	( { browser, watched } = await startAdminSession() );
	await connectAllModules( watched.page );
} );

after( async () => {
	await watched?.context.close();
	await browser?.close();
} );

describe( 'the personalisation banner', () => {
	it( 'invites to answer; Let’s go opens the questions', async () => {
		const { page } = watched;
		await page.goto( pageURL( 'dashboard' ) );
		const banner = page.getByRole( 'region', { name: TITLE } );
		await banner.waitFor();
		await page.locator( '.googlesitekit-widget-loading' ).first().waitFor( {
			state: 'detached',
		} );
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
		await screenshot( page, 'banner-user-input' );
		await Promise.all( [
			page.waitForURL(
				( url ) =>
					url.searchParams.get( 'page' ) ===
					'googlesitekit-user-input'
			),
			banner.getByRole( 'link', { name: 'Let’s go' } ).click(),
		] );
	} );

	it( '“Remind me later” hides it for 3 hours, across page loads', async () => {
		const { page } = watched;
		await page.goto( pageURL( 'dashboard' ) );
		const banner = page.getByRole( 'region', { name: TITLE } );
		await banner.getByRole( 'button', { name: 'Remind me later' } ).click();
		await banner.waitFor( { state: 'detached' } );
		// The dismissal is saved once the close animation ends.
		let items: string[] = [];
		for ( let i = 0; i < 50 && ! items.length; i++ ) {
			items = (
				await rest( page, 'GET', 'core/user/data/dismissed-items' )
			).body as unknown as string[];
			if ( ! items.length ) {
				await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
			}
		}
		assert.deepEqual( items, [ 'user-input-settings-notification' ] );
		const expires = Number(
			wpEval(
				"$d = get_user_option( 'googlesitekit_dismissed_items', get_user_by( 'login', 'admin' )->ID ); echo is_array( $d ) ? (int) ( $d['user-input-settings-notification'] ?? -1 ) : -1;"
			).trim()
		);
		const inSeconds = expires - Math.floor( Date.now() / 1000 );
		assert.ok(
			inSeconds > 3 * 3600 - 120 && inSeconds <= 3 * 3600 + 5,
			`dismissed for ${ inSeconds } s`
		);

		await page.goto( pageURL( 'dashboard' ) );
		await page
			.locator( '.googlesitekit-dashboard-section' )
			.first()
			.waitFor();
		assert.equal(
			await page.getByRole( 'region', { name: TITLE } ).count(),
			0
		);
		assert.deepEqual( watched.external, [] );
	} );
} );
