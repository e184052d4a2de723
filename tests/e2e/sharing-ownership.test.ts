/**
 * A module's sharing never locks up: the admin who owns PageSpeed Insights
 * (sharing managed by its owner only) is deleted; the admin signed in with
 * Google is told so in the sharing dialog, changes its sharing with the
 * keyboard, becomes its owner, and the change holds after a reload.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser } from 'playwright-core';

import { artifactPath, screenshot, type Watched } from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { rest } from './utils/rest';
import { assertClean, startAdminSession } from './utils/session';
import { pageURL, wpEval } from './utils/site';

const DIALOG = 'Dashboard sharing & permissions';
const PSI = 'tr[data-module="pagespeed-insights"]';

let browser: Browser;
let watched: Watched;
let formerOwner: number;

/**
 * Opens the sharing dialog on the admin's dashboard.
 */
async function openSharing() {
	const { page } = watched;
	await page.goto( pageURL( 'dashboard' ) );
	await page.getByRole( 'button', { name: 'Share' } ).click();
	const dialog = page.getByRole( 'dialog', { name: DIALOG } );
	await dialog.locator( PSI ).waitFor();
	return dialog;
}

before( async () => {
	( { browser, watched } = await startAdminSession() );
	await connectAllModules( watched.page );
	// The Share button's feature tour would cover the dialog in the screenshots (sharing.test.ts tests it).
	await rest( watched.page, 'POST', 'core/user/data/dismiss-item', {
		slug: 'tour_dashboardSharing',
		expiration: 0,
	} );
	// Another administrator set PageSpeed Insights up, and only they manage its sharing.
	formerOwner = Number(
		wpEval( `
			$id = wp_insert_user( array( 'user_login' => 'psi_owner', 'user_pass' => 'password', 'role' => 'administrator', 'user_email' => 'psi_owner@example.com' ) );
			update_option( 'googlesitekit_pagespeed_insights_settings', array( 'ownerID' => $id ) );
			update_option( 'googlesitekit_dashboard_sharing', array( 'pagespeed-insights' => array( 'sharedRoles' => array(), 'management' => 'owner' ) ) );
			echo $id;
		` ).trim()
	);
	assert.ok( formerOwner > 1 );
} );

after( async () => {
	await watched?.context.close();
	await browser?.close();
} );

describe( 'a module whose owner is deleted', () => {
	it( 'is closed to other admins while its owner is an admin', async () => {
		const dialog = await openSharing();
		const row = dialog.locator( PSI );
		assert.equal( await row.getByLabel( 'Editor' ).isDisabled(), true );
		assert.match(
			( await row.textContent() ) ?? '',
			/Only psi_owner can change who sees PageSpeed Insights data\./
		);
	} );

	it( 'can be taken over from the sharing dialog once the owner is deleted; the change holds after a reload', async () => {
		const { page } = watched;
		wpEval(
			`require_once ABSPATH . 'wp-admin/includes/user.php'; wp_delete_user( ${ formerOwner } );`
		);
		const dialog = await openSharing();
		const row = dialog.locator( PSI );
		assert.match(
			( await row.textContent() ) ?? '',
			/The admin who owned PageSpeed Insights no longer has access\. Saving a change here makes you its owner\./
		);
		const editor = row.getByLabel( 'Editor' );
		assert.equal( await editor.isEnabled(), true );
		await dialog.screenshot( {
			path: artifactPath( 'sharing-owner-gone' ),
		} );
		await page.setViewportSize( { width: 390, height: 844 } );
		await row.scrollIntoViewIfNeeded();
		// What the phone shows: the viewport, the dialog scrolled to the row.
		await page.screenshot( {
			path: artifactPath( 'sharing-owner-gone-phone' ),
		} );
		// The row's width fits the phone's: nothing to scroll sideways for.
		const overflow = await dialog.evaluate(
			( node ) => node.scrollWidth - node.clientWidth
		);
		assert.ok(
			overflow <= 1,
			`the dialog scrolls ${ overflow } px sideways`
		);
		await page.setViewportSize( { width: 1280, height: 900 } );

		// Keyboard only: focus the checkbox, tick it with Space, then Apply with Enter.
		await editor.focus();
		await page.keyboard.press( 'Space' );
		assert.equal( await editor.isChecked(), true );
		await dialog.getByRole( 'button', { name: 'Apply' } ).focus();
		await page.keyboard.press( 'Enter' );
		await dialog.waitFor( { state: 'detached' } );

		const saved = await rest(
			page,
			'GET',
			'core/modules/data/sharing-settings'
		);
		const settings = saved.body.settings as Record<
			string,
			{ sharedRoles: string[] }
		>;
		assert.deepEqual( settings[ 'pagespeed-insights' ].sharedRoles, [
			'editor',
		] );
		const ownership = saved.body.ownership as Record<
			string,
			{ owner: { login: string } | null; state: string }
		>;
		assert.equal( ownership[ 'pagespeed-insights' ].owner?.login, 'admin' );
		assert.equal( ownership[ 'pagespeed-insights' ].state, 'active' );

		await page.reload();
		const again = await openSharing();
		const psi = again.locator( PSI );
		assert.equal( await psi.getByLabel( 'Editor' ).isChecked(), true );
		assert.match( ( await psi.textContent() ) ?? '', /Owner: you/ );
		assert.doesNotMatch(
			( await psi.textContent() ) ?? '',
			/no longer has access/
		);
		await screenshot( page, 'sharing-owner-taken-over' );
		assertClean( watched );
	} );
} );
