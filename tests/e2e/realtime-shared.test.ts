/**
 * View-only users and "Right now": an editor Analytics is shared with gets the same range picker (their choice is
 * saved for them) and the realtime strip with the emulator's answer; without Analytics shared, no strip. Five viewers
 * loading the dashboard within the minute cost Google one realtime call per report the strip shows.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser, BrowserContext, Page } from 'playwright-core';

import { REALTIME_READS } from '../../assets/js/modules/analytics/realtime';
import { login, openPage, screenshot, type Watched } from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { EMULATOR, emulatorToken } from './utils/emulator';
import { activeUsersNow } from './utils/figures';
import { rest } from './utils/rest';
import { assertClean, startAdminSession } from './utils/session';
import { BASE_URL, clearReportCache, pageURL, wpEval } from './utils/site';

let browser: Browser;
let admin: Watched;
let editor: Watched;
let token: string;

const STRIP = '.googlesitekit-realtime-strip';
const RANGE = '#googlesitekit-date-range';
const VIEWERS = [ 'viewer1', 'viewer2', 'viewer3', 'viewer4' ];

/**
 * Shares modules with editors (and nothing else).
 *
 * @param slugs Modules to share.
 */
async function shareWithEditors( slugs: string[] ) {
	const sharingSettings: Record< string, unknown > = {};
	for ( const slug of [ 'search-console', 'analytics' ] ) {
		sharingSettings[ slug ] = {
			sharedRoles: slugs.includes( slug ) ? [ 'editor' ] : [],
			management: 'owner',
		};
	}
	const answer = await rest(
		admin.page,
		'POST',
		'core/modules/data/sharing-settings',
		{ sharingSettings }
	);
	assert.equal( answer.status, 200 );
}

/**
 * The strip's headline, once shown.
 *
 * @param page Page.
 */
async function headline( page: Page ): Promise< string > {
	const value = page
		.locator( `${ STRIP } .googlesitekit-realtime-strip__value` )
		.first();
	await value.waitFor();
	return ( ( await value.textContent() ) || '' ).trim();
}

/** The runRealtimeReport calls in the emulator's log. */
async function realtimeCalls(): Promise< number > {
	const log = ( await (
		await fetch( `${ EMULATOR }/__emulator/requests?api=analyticsdata` )
	).json() ) as { requests: Array< { path: string } > };
	return log.requests.filter( ( entry ) =>
		entry.path.includes( ':runRealtimeReport' )
	).length;
}

before( async () => {
	( { browser, watched: admin } = await startAdminSession() );
	await connectAllModules( admin.page );
	await admin.page.goto( pageURL( 'dashboard' ) );
	token = await emulatorToken( [
		'https://www.googleapis.com/auth/analytics.readonly',
	] );
	wpEval(
		VIEWERS.map(
			( name ) =>
				`wp_insert_user( array( 'user_login' => '${ name }', 'user_pass' => 'password', 'role' => 'editor', 'user_email' => '${ name }@example.com' ) );`
		).join( '\n' )
	);
	editor = await openPage( browser );
	await login( editor.page, 'editor', 'password' );
} );

after( async () => {
	await editor?.context.close();
	await admin?.context.close();
	await browser?.close();
} );

describe( 'view-only users and Right now', () => {
	it( 'gives an editor Analytics is shared with the range picker, saved for them, and the Right now strip with the emulator’s answer', async () => {
		await shareWithEditors( [ 'search-console', 'analytics' ] );
		clearReportCache();
		const { page } = editor;
		await page.setViewportSize( { width: 1280, height: 1200 } );
		await page.goto( pageURL( 'dashboard' ) );
		await page.locator( RANGE ).waitFor();

		// The strip: the emulator's answer (the minute may turn between the server's read and ours: read again then).
		let shown = await headline( page );
		let expected = await activeUsersNow( token );
		for ( let attempt = 0; attempt < 2 && shown !== expected; attempt++ ) {
			clearReportCache();
			await page.reload();
			shown = await headline( page );
			expected = await activeUsersNow( token );
		}
		assert.equal( shown, expected );
		assert.equal( await page.locator( `${ STRIP } svg rect` ).count(), 30 );
		assert.match(
			( await page.locator( STRIP ).textContent() ) || '',
			/Today so far.*incomplete/s
		);

		// The picker: a range the editor picks is theirs, kept on the next visit.
		await Promise.all( [
			page.waitForResponse(
				( response ) =>
					response.url().includes( 'core/user/data/date-range' ) &&
					response.request().method() === 'POST'
			),
			page.selectOption( RANGE, 'last-month' ),
		] );
		let saved: unknown;
		for ( let i = 0; i < 50; i++ ) {
			saved = ( await rest( page, 'GET', 'core/user/data/date-range' ) )
				.body;
			if (
				( saved as { dateRange?: string } )?.dateRange === 'last-month'
			) {
				break;
			}
			await page.waitForTimeout( 100 );
		}
		assert.deepEqual( saved, {
			dateRange: 'last-month',
			compare: 'previous-period',
		} );
		await page.goto( pageURL( 'dashboard' ) );
		assert.equal( await page.locator( RANGE ).inputValue(), 'last-month' );
		// The admin's own range is not the editor's.
		assert.deepEqual(
			( await rest( admin.page, 'GET', 'core/user/data/date-range' ) )
				.body,
			{ dateRange: 'last-28-days', compare: 'previous-period' }
		);

		await page.locator( `${ STRIP } svg` ).waitFor();
		await page.waitForFunction(
			() =>
				document.querySelectorAll( '.googlesitekit-widget-loading' )
					.length === 0
		);
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
		await screenshot( page, 'view-only-dashboard-right-now' );
		assertClean( editor );
	} );

	it( 'shows five viewers loading the dashboard within a minute one realtime call per report', async () => {
		const contexts: BrowserContext[] = [];
		try {
			const pages: Page[] = [];
			for ( const user of [ 'editor', ...VIEWERS ] ) {
				const context = await browser.newContext( {
					viewport: { width: 1280, height: 900 },
				} );
				contexts.push( context );
				const page = await context.newPage();
				await login( page, user, 'password' );
				pages.push( page );
			}
			clearReportCache();
			await fetch( `${ EMULATOR }/__emulator/requests`, {
				method: 'DELETE',
			} );
			const started = Date.now();
			await Promise.all(
				pages.map( async ( page ) => {
					await page.goto( pageURL( 'dashboard' ) );
					await page.locator( `${ STRIP } svg` ).waitFor();
				} )
			);
			const took = Date.now() - started;
			// The server keeps one realtime answer a minute: the five loads must fall within it for the count to hold.
			assert.ok( took < 55000, `the five loads took ${ took } ms` );
			const shown = new Set(
				await Promise.all( pages.map( ( page ) => headline( page ) ) )
			);
			assert.equal( shown.size, 1, 'every viewer sees the same answer' );
			assert.equal( await realtimeCalls(), REALTIME_READS.length );
		} finally {
			await Promise.all( contexts.map( ( context ) => context.close() ) );
		}
	} );

	it( 'shows no Right now strip when Analytics is not shared', async () => {
		await shareWithEditors( [ 'search-console' ] );
		const { page } = editor;
		await page.goto( pageURL( 'dashboard' ) );
		await page
			.locator(
				'.googlesitekit-widget--search-funnel .googlesitekit-data-block'
			)
			.first()
			.waitFor();
		await page.waitForFunction(
			() =>
				document.querySelectorAll( '.googlesitekit-widget-loading' )
					.length === 0
		);
		assert.equal( await page.locator( STRIP ).count(), 0 );
		assert.equal(
			await page.locator( '.googlesitekit-widget--all-traffic' ).count(),
			0
		);
		// The picker stays.
		assert.ok( await page.locator( RANGE ).isVisible() );
		// And the realtime datapoint refuses them.
		const answer = await page.evaluate( async ( base ) => {
			const data = (
				window as unknown as {
					_googlesitekitBaseData: { restNonce: string };
				}
			 )._googlesitekitBaseData;
			const response = await fetch(
				`${ base }/wp-json/google-site-kit/v1/modules/analytics/data/realtime?metrics[]=activeUsers`,
				{ headers: { 'X-WP-Nonce': data.restNonce } }
			);
			return response.status;
		}, BASE_URL );
		assert.equal( answer, 403 );
	} );
} );
