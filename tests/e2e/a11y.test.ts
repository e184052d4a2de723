/**
 * Accessibility: axe-core's WCAG 2 A and AA rules (2.0, 2.1, 2.2), contrast
 * included, on every Site Kit screen as people see them: the splash screen, the
 * main and entity dashboards, the dashboard sharing dialog, the settings tabs and an open module panel, the
 * user-input page, a module's setup, the WordPress dashboard widget, an editor's
 * view-only dashboard and the dashboard-sharing feature tour. Only what Site Kit
 * renders is checked, not WordPress's own admin chrome.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Page } from 'playwright-core';

import { axeViolations } from './utils/axe';
import { login, openPage, screenshot } from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { rest } from './utils/rest';
import {
	assertClean,
	endAdminSession,
	startAdminSession,
	type AdminSession,
} from './utils/session';
import { emulatorControl } from './utils/emulator';
import { BASE_URL, adminURL, clearReportCache, pageURL } from './utils/site';

// The part of a Site Kit page the plugin renders.
const SCREEN = '#wpbody-content';

let session: AdminSession | undefined;

/**
 * Asserts a screen has no violation, with a screenshot to look at.
 *
 * @param page     Page.
 * @param name     Screenshot name.
 * @param selector What to check.
 */
async function assertAccessible(
	page: Page,
	name: string,
	selector = SCREEN
): Promise< void > {
	const found = await axeViolations( page, selector );
	await screenshot( page, `a11y-${ name }` );
	assert.deepEqual( found, [], `${ name }:\n${ found.join( '\n' ) }` );
}

/**
 * Waits until the dashboard's widgets have loaded their data.
 *
 * @param page Page.
 */
async function waitForWidgets( page: Page ): Promise< void > {
	await page.locator( '.googlesitekit-data-block' ).first().waitFor();
	await page
		.locator(
			'.googlesitekit-widget .googlesitekit-preview-block, .googlesitekit-widget [aria-busy="true"]'
		)
		.first()
		.waitFor( { state: 'detached', timeout: 30000 } )
		.catch( () => undefined );
}

before( async () => {
	session = await startAdminSession();
} );

after( async () => {
	await endAdminSession( session );
} );

describe( 'accessibility (axe, WCAG 2 A/AA)', () => {
	it( 'the splash screen', async () => {
		const page = session!.watched.page;
		await page.goto( pageURL( 'splash' ) );
		await assertAccessible( page, 'splash', '.googlesitekit-plugin' );
	} );

	it( 'the dashboard-sharing feature tour, both steps', async () => {
		const page = session!.watched.page;
		await connectAllModules( page );
		await page.goto( pageURL( 'dashboard' ) );
		const first = page.getByRole( 'dialog', {
			name: 'Share your dashboard',
		} );
		try {
			await first.waitFor();
			await assertAccessible(
				page,
				'tour-step-1',
				'.googlesitekit-tour-tooltip'
			);
			await first.getByRole( 'button', { name: 'Next' } ).click();
			const second = page.getByRole( 'dialog', {
				name: 'Pick the period',
			} );
			await second.waitFor();
			await assertAccessible(
				page,
				'tour-step-2',
				'.googlesitekit-tour-tooltip'
			);
			await second.getByRole( 'button', { name: 'Got it' } ).click();
			await second.waitFor( { state: 'detached' } );
		} finally {
			// Dismissed whatever happened, so the tour covers no other screen.
			await rest( page, 'POST', 'core/user/data/dismiss-item', {
				slug: 'tour_dashboardSharing',
				expiration: 0,
			} );
		}
	} );

	it( 'the main dashboard with every module connected', async () => {
		const page = session!.watched.page;
		await page.goto( pageURL( 'dashboard' ) );
		await waitForWidgets( page );
		await assertAccessible( page, 'dashboard' );
	} );

	it( 'the dashboard’s other states: every service gathering data, a failed report with Google’s message, a page with no data', async () => {
		const page = session!.watched.page;
		const noLoading = () =>
			page.waitForFunction(
				() =>
					! document.querySelector( '.googlesitekit-widget-loading' )
			);
		try {
			await emulatorControl( 'POST', '/scenario', { name: 'new-site' } );
			clearReportCache();
			await page.evaluate( () => window.sessionStorage.clear() );
			await page.goto( pageURL( 'dashboard' ) );
			await page
				.getByText( 'Analytics is gathering data' )
				.first()
				.waitFor();
			await noLoading();
			await assertAccessible( page, 'dashboard-gathering-data' );

			await emulatorControl( 'POST', '/scenario', { name: 'default' } );
			await emulatorControl( 'POST', '/faults', {
				kind: 'unavailable',
				api: 'analyticsdata',
				persistent: true,
			} );
			clearReportCache();
			await page.evaluate( () => window.sessionStorage.clear() );
			await page.goto( pageURL( 'dashboard' ) );
			await page
				.getByText( 'Analytics data could not be loaded' )
				.first()
				.waitFor();
			await noLoading();
			await assertAccessible( page, 'dashboard-error' );
			await emulatorControl( 'DELETE', '/faults' );

			await page.goto(
				pageURL(
					'dashboard',
					`permaLink=${ encodeURIComponent(
						`${ BASE_URL }/?s=none`
					) }`
				)
			);
			await page
				.getByText(
					'Analytics has no data for this page in this period.'
				)
				.first()
				.waitFor();
			await noLoading();
			await assertAccessible( page, 'entity-no-data' );
		} finally {
			await emulatorControl( 'POST', '/scenario', { name: 'default' } );
			await emulatorControl( 'DELETE', '/faults' );
			clearReportCache();
		}
	} );

	it( 'the dashboard sharing dialog', async () => {
		const page = session!.watched.page;
		await page.goto( pageURL( 'dashboard' ) );
		await page.getByRole( 'button', { name: 'Share' } ).click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Dashboard sharing & permissions',
		} );
		await dialog.locator( 'table' ).waitFor();
		await assertAccessible( page, 'sharing-dialog', '[role="dialog"]' );
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		await dialog.waitFor( { state: 'detached' } );
	} );

	it( 'the Change metrics panel, with the limit reached', async () => {
		const page = session!.watched.page;
		await page.goto( pageURL( 'dashboard' ) );
		await page.getByRole( 'button', { name: 'Change metrics' } ).click();
		const panel = page.getByRole( 'dialog', { name: 'Change metrics' } );
		await panel.waitFor();
		// Eight picked: the disabled boxes and the limit note are checked too.
		const boxes = panel.locator( 'input[type="checkbox"]:not(:checked)' );
		while ( ( await panel.locator( 'input:checked' ).count() ) < 8 ) {
			await boxes.first().check();
		}
		await assertAccessible( page, 'key-metrics-panel', '[role="dialog"]' );
		await panel.getByRole( 'button', { name: 'Cancel' } ).click();
		await panel.waitFor( { state: 'detached' } );
	} );

	it( 'the entity dashboard', async () => {
		const page = session!.watched.page;
		await page.goto(
			pageURL(
				'dashboard',
				`permaLink=${ encodeURIComponent( `${ BASE_URL }/` ) }`
			)
		);
		await waitForWidgets( page );
		await assertAccessible( page, 'entity-dashboard' );
	} );

	it( 'the settings: the three tabs and an open module panel, read and edit', async () => {
		const page = session!.watched.page;
		const panel = '.googlesitekit-settings-module[data-module="analytics"]';
		for ( const [ name, hash, ready ] of [
			[ 'settings-connected-services', '/connected-services', panel ],
			[
				'settings-connect-more-services',
				'/connect-more-services',
				'.googlesitekit-settings-content',
			],
			[
				'settings-admin-settings',
				'/admin-settings',
				'.googlesitekit-settings-content',
			],
			[
				'settings-panel-open',
				'/connected-services/analytics',
				`${ panel } .googlesitekit-settings-module__content`,
			],
			[
				'settings-panel-edit',
				'/connected-services/analytics/edit',
				`${ panel } select`,
			],
		] ) {
			// A new document each time (a hash change alone would not reload the app).
			await page.goto( 'about:blank' );
			await page.goto( `${ pageURL( 'settings' ) }#${ hash }` );
			await page.locator( ready ).first().waitFor();
			await page
				.locator(
					'.googlesitekit-settings-content .googlesitekit-module-progress'
				)
				.waitFor( { state: 'detached' } );
			await page.waitForLoadState( 'networkidle' );
			await assertAccessible( page, name );
		}
	} );

	it( 'the user-input page', async () => {
		const page = session!.watched.page;
		await page.goto( pageURL( 'user-input' ) );
		await page.locator( '.googlesitekit-user-input__question' ).waitFor();
		await assertAccessible( page, 'user-input' );
	} );

	it( 'a module’s setup screen', async () => {
		const page = session!.watched.page;
		await page.goto( pageURL( 'dashboard', 'slug=analytics&reAuth=true' ) );
		await page.locator( '.googlesitekit-setup-module' ).waitFor();
		await page.waitForLoadState( 'networkidle' );
		await assertAccessible( page, 'module-setup' );
	} );

	it( 'the WordPress dashboard widget', async () => {
		const page = session!.watched.page;
		await page.goto( adminURL() );
		const widget = '#googlesitekit_dashboard_widget';
		// The widget loads its figures once scrolled into view.
		await page.locator( widget ).scrollIntoViewIfNeeded();
		await page
			.locator( `${ widget } .googlesitekit-data-block` )
			.first()
			.waitFor();
		await assertAccessible( page, 'wp-dashboard-widget', widget );
		assertClean( session!.watched );
	} );

	it( 'an editor’s view-only dashboard', async () => {
		const admin = session!.watched.page;
		await admin.goto( pageURL( 'dashboard' ) );
		const shared = await rest(
			admin,
			'POST',
			'core/modules/data/sharing-settings',
			{
				sharingSettings: {
					analytics: {
						sharedRoles: [ 'editor' ],
						management: 'owner',
					},
					'search-console': {
						sharedRoles: [ 'editor' ],
						management: 'owner',
					},
				},
			}
		);
		assert.equal( shared.status, 200 );
		const editor = await openPage( session!.browser );
		try {
			await login( editor.page, 'editor', 'password' );
			await editor.page.goto( pageURL( 'dashboard' ) );
			await waitForWidgets( editor.page );
			await assertAccessible( editor.page, 'view-only-dashboard' );
			assertClean( editor );
		} finally {
			await editor.context.close();
		}
	} );
} );
