/**
 * Dashboard sharing end to end: the admin shares Analytics with editors from the
 * dashboard's "Share" dialog; an editor then sees a view-only dashboard with the
 * Analytics figures (read with the admin's Google account) and nothing of
 * AdSense; once unshared, the editor has no dashboard.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser } from 'playwright-core';

import { login, openPage, screenshot, type Watched } from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { rest } from './utils/rest';
import { assertClean, startAdminSession } from './utils/session';
import { pageURL } from './utils/site';

const DIALOG = 'Dashboard sharing & permissions';

let browser: Browser;
let watched: Watched;

/**
 * Opens the sharing dialog on the admin's dashboard.
 */
async function openSharing() {
	const { page } = watched;
	await page.goto( pageURL( 'dashboard' ) );
	await page.getByRole( 'button', { name: 'Share' } ).click();
	const dialog = page.getByRole( 'dialog', { name: DIALOG } );
	await dialog.locator( 'table' ).waitFor();
	return dialog;
}

/**
 * The dashboard as the editor sees it, in a browser session of their own.
 */
async function editorSession(): Promise< Watched > {
	const editor = await openPage( browser );
	await login( editor.page, 'editor', 'password' );
	return editor;
}

before( async () => {
	( { browser, watched } = await startAdminSession() );
	await connectAllModules( watched.page );
} );

after( async () => {
	await watched?.context.close();
	await browser?.close();
} );

describe( 'dashboard sharing', () => {
	it( 'introduces the Share button with a feature tour once; not on a narrow screen', async () => {
		const { page } = watched;
		await page.setViewportSize( { width: 760, height: 900 } );
		await page.goto( pageURL( 'dashboard' ) );
		await page.getByRole( 'button', { name: 'Share' } ).waitFor();
		await page.waitForTimeout( 600 );
		assert.equal(
			await page
				.getByRole( 'dialog', { name: 'Share your dashboard' } )
				.count(),
			0,
			'no tour under 783 px'
		);

		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.goto( pageURL( 'dashboard' ) );
		const tooltip = page.getByRole( 'dialog', {
			name: 'Share your dashboard',
		} );
		await tooltip.waitFor();
		assert.match(
			( await page.locator( 'body' ).getAttribute( 'class' ) ) ?? '',
			/googlesitekit-showing-feature-tour/
		);
		await screenshot( page, 'tour-dashboard-sharing' );
		// The capture resized the window for a moment: the tour is still there.
		await tooltip.waitFor();
		await tooltip.getByRole( 'button', { name: 'Next' } ).click();
		const second = page.getByRole( 'dialog', { name: 'Pick the period' } );
		await second.getByRole( 'button', { name: 'Got it' } ).click();
		await second.waitFor( { state: 'detached' } );

		// Stored for the user: gone on the next visit.
		let items: string[] = [];
		for (
			let i = 0;
			i < 50 && ! items.includes( 'tour_dashboardSharing' );
			i++
		) {
			items = (
				await rest( page, 'GET', 'core/user/data/dismissed-items' )
			).body as unknown as string[];
			await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
		}
		assert.ok( items.includes( 'tour_dashboardSharing' ) );
		await page.goto( pageURL( 'dashboard' ) );
		await page.getByRole( 'button', { name: 'Share' } ).waitFor();
		await page.waitForTimeout( 600 );
		assert.equal( await page.getByRole( 'dialog' ).count(), 0 );
	} );

	it( 'shares Analytics with editors from the dashboard', async () => {
		const dialog = await openSharing();
		const rows = await dialog.locator( 'tbody th' ).allTextContents();
		assert.deepEqual(
			rows.map( ( row ) => row.trim() ),
			[ 'Search Console', 'Analytics', 'AdSense', 'PageSpeed Insights' ]
		);
		const apply = dialog.getByRole( 'button', { name: 'Apply' } );
		assert.equal( await apply.isDisabled(), true, 'nothing to apply yet' );
		await dialog
			.locator( 'tr[data-module="analytics"]' )
			.getByLabel( 'Editor' )
			.check();
		await screenshot( watched.page, 'sharing-dialog' );
		await apply.click();
		await dialog.waitFor( { state: 'detached' } );

		const saved = await rest(
			watched.page,
			'GET',
			'core/modules/data/sharing-settings'
		);
		const settings = saved.body.settings as Record<
			string,
			{ sharedRoles: string[] }
		>;
		assert.deepEqual( settings.analytics.sharedRoles, [ 'editor' ] );
		assert.deepEqual( settings.adsense.sharedRoles, [] );
		assertClean( watched );
	} );

	it( 'shows the editor a view-only dashboard with the shared Analytics data only', async () => {
		const editor = await editorSession();
		try {
			const { page } = editor;
			const response = await page.goto( pageURL( 'dashboard' ) );
			assert.equal( response?.status(), 200 );
			const traffic = page.locator(
				'.googlesitekit-widget--all-traffic .googlesitekit-data-block'
			);
			await traffic.first().waitFor();
			assert.match( ( await traffic.first().textContent() ) ?? '', /\d/ );
			// Only what is shared: no Search Console, AdSense or PageSpeed widget, no Monetization section.
			for ( const widget of [
				'search-funnel',
				'top-queries',
				'speed',
				'adsense-earnings',
				'connect-adsense',
			] ) {
				assert.equal(
					await page
						.locator( `.googlesitekit-widget--${ widget }` )
						.count(),
					0,
					`${ widget } is not on the view-only dashboard`
				);
			}
			assert.deepEqual(
				await page
					.locator( '.googlesitekit-navigation .googlesitekit-chip' )
					.allTextContents(),
				// Traffic leads a view-only dashboard; Key metrics holds only the shared Analytics tiles.
				[ 'Traffic', 'Key metrics', 'Content' ]
			);
			await page
				.locator( '#key-metrics [data-key-metric]' )
				.first()
				.waitFor();
			assert.deepEqual(
				await page
					.locator( '#key-metrics [data-key-metric]' )
					.evaluateAll( ( nodes ) =>
						nodes.map(
							( node ) =>
								node.getAttribute( 'data-key-metric' ) || ''
						)
					),
				[
					'kmAnalyticsNewVisitors',
					'kmAnalyticsTopTrafficSource',
					'kmAnalyticsEngagedTrafficSource',
				]
			);
			assert.equal(
				await page.getByText( 'Source: AdSense' ).count(),
				0,
				'no AdSense figure'
			);
			assert.equal(
				await page.getByRole( 'button', { name: 'Share' } ).count(),
				0,
				'an editor cannot manage sharing'
			);
			await screenshot( page, 'sharing-editor-dashboard' );
			assertClean( editor );
		} finally {
			await editor.context.close();
		}
	} );

	it( 'takes the dashboard away from the editor once nothing is shared', async () => {
		const dialog = await openSharing();
		await dialog
			.locator( 'tr[data-module="analytics"]' )
			.getByLabel( 'Editor' )
			.uncheck();
		await dialog.getByRole( 'button', { name: 'Apply' } ).click();
		await dialog.waitFor( { state: 'detached' } );

		const editor = await editorSession();
		try {
			const response = await editor.page.goto( pageURL( 'dashboard' ) );
			assert.equal( response?.status(), 403 );
		} finally {
			await editor.context.close();
		}
	} );

	it( 'drops unsaved choices on Cancel', async () => {
		const dialog = await openSharing();
		await dialog
			.locator( 'tr[data-module="adsense"]' )
			.getByLabel( 'Author' )
			.check();
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		await dialog.waitFor( { state: 'detached' } );
		await watched.page.getByRole( 'button', { name: 'Share' } ).click();
		const again = watched.page.getByRole( 'dialog', { name: DIALOG } );
		assert.equal(
			await again
				.locator( 'tr[data-module="adsense"]' )
				.getByLabel( 'Author' )
				.isChecked(),
			false
		);
	} );
} );
