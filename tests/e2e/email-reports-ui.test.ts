/**
 * The email reports' controls in Chromium (issue 25): the admin subscribes weekly from the main dashboard's "Get this
 * by email" dialog, changes to monthly, and finds it in Admin Settings' list; adds an outside address (pending until
 * it confirms); a bad address shows the server's error next to the field and keeps what was typed; a view-only editor
 * subscribes from their dashboard. Screenshots at desktop and phone width, and axe on the dialog and the card.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';

import type { Browser, Locator, Page } from 'playwright-core';

import { axeViolations } from './utils/axe';
import { login, openPage, screenshot, type Watched } from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { rest } from './utils/rest';
import { assertClean, startAdminSession } from './utils/session';
import { pageURL } from './utils/site';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

const ARTIFACTS = path.resolve( __dirname, '../../artifacts/e2e' );

let browser: Browser;
let watched: Watched;

/**
 * A picture of what the screen shows now (not the whole page, which is too tall to read at phone width), or of one
 * part of it, beside the screenshot() helper's.
 *
 * @param target The page (its viewport), or a part of it.
 * @param name   File name without .png.
 */
async function capture( target: Page | Locator, name: string ) {
	await target.screenshot( {
		path: path.join( ARTIFACTS, `${ name }.png` ),
	} );
}

/**
 * How much wider than the window the page is (0: no sideways scrolling).
 *
 * @param page Page.
 */
function overflow( page: Page ): Promise< number > {
	return page.evaluate(
		() =>
			document.documentElement.scrollWidth -
			document.documentElement.clientWidth
	);
}

/**
 * Opens the dashboard's "Get this by email" dialog and waits for the subscription to show.
 *
 * @param page Page.
 */
async function openEmailDialog( page: Page ): Promise< Locator > {
	await page.goto( pageURL( 'dashboard' ) );
	const button = page.getByRole( 'button', { name: 'Get this by email' } );
	await button.click();
	const dialog = page.getByRole( 'dialog', {
		name: 'Get this report by email',
	} );
	await dialog.getByRole( 'radio', { name: 'Weekly' } ).waitFor();
	return dialog;
}

/**
 * Picks a frequency in the dialog and waits for the saved state.
 *
 * @param dialog    The dialog.
 * @param frequency "Weekly", "Monthly" or "Quarterly".
 * @param sentence  The state sentence it leads to.
 */
async function choose(
	dialog: Locator,
	frequency: string,
	sentence: RegExp
): Promise< void > {
	await dialog.getByRole( 'radio', { name: frequency } ).check();
	const status = dialog.getByRole( 'status' );
	await status.filter( { hasText: 'Saved.' } ).waitFor();
	assert.match( ( await status.textContent() ) ?? '', sentence );
}

/**
 * Loads the Admin Settings tab afresh and answers its Email reports card once the list has loaded.
 *
 * @param page Page.
 */
async function openEmailCard( page: Page ): Promise< Locator > {
	await page.goto( 'about:blank' );
	await page.goto( `${ pageURL( 'settings' ) }#/admin-settings` );
	const card = page.getByRole( 'region', { name: 'Email reports' } );
	await card.getByRole( 'table', { name: 'Subscriptions' } ).waitFor();
	return card;
}

/**
 * The list's rows as their cells' texts.
 *
 * @param card The Email reports card.
 */
function rows( card: Locator ): Promise< string[][] > {
	return card
		.locator( '.googlesitekit-email-reports-list tbody tr' )
		.evaluateAll( ( trs ) =>
			trs.map( ( tr ) =>
				Array.from( tr.querySelectorAll( 'td' ) ).map(
					( td ) => td.textContent?.trim() ?? ''
				)
			)
		);
}

before( async () => {
	( { browser, watched } = await startAdminSession() );
	await connectAllModules( watched.page );
	// The dashboard-sharing tour would sit over the toolbar.
	await rest( watched.page, 'POST', 'core/user/data/dismiss-item', {
		slug: 'tour_dashboardSharing',
		expiration: 0,
	} );
} );

after( async () => {
	await watched?.context.close();
	await browser?.close();
} );

describe( 'email reports: the controls', () => {
	beforeEach( async () => {
		watched.errors.length = 0;
		watched.external.length = 0;
		await watched.page.setViewportSize( DESKTOP );
	} );

	it( 'subscribes the admin weekly from the dashboard, then monthly, with the keyboard working', async () => {
		const { page } = watched;
		const dialog = await openEmailDialog( page );
		const own = await rest( page, 'GET', 'core/user/data/email-report' );
		assert.equal( own.body.frequency, null );
		assert.match(
			( await dialog.textContent() ) ?? '',
			new RegExp( `Sent to ${ String( own.body.email ) }` )
		);
		// The focus moved into the dialog, to the first choice.
		assert.equal(
			await dialog
				.getByRole( 'radio', { name: 'Weekly' } )
				.evaluate(
					( radio ) => radio === radio.ownerDocument.activeElement
				),
			true
		);

		await choose( dialog, 'Weekly', /every week/ );
		await screenshot( page, 'email-reports-dialog-desktop' );
		await capture( page, 'email-reports-dialog-desktop-view' );
		assert.deepEqual(
			await axeViolations( page, '.googlesitekit-email-report-popover' ),
			[]
		);
		await choose( dialog, 'Monthly', /every month/ );
		assert.equal(
			( await rest( page, 'GET', 'core/user/data/email-report' ) ).body
				.frequency,
			'monthly'
		);

		await page.keyboard.press( 'Escape' );
		await dialog.waitFor( { state: 'detached' } );
		assert.equal(
			await page
				.getByRole( 'button', { name: 'Get this by email' } )
				.evaluate(
					( button ) => button === button.ownerDocument.activeElement
				),
			true,
			'the focus is back on the button'
		);

		// A new page load shows the saved choice.
		const again = await openEmailDialog( page );
		assert.equal(
			await again.getByRole( 'radio', { name: 'Monthly' } ).isChecked(),
			true
		);
		await page.setViewportSize( PHONE );
		await screenshot( page, 'email-reports-dialog-phone' );
		await capture( page, 'email-reports-dialog-phone-view' );
		assert.equal( await overflow( page ), 0, 'no sideways scrolling' );
		const box = await again.boundingBox();
		assert.ok(
			box && box.x >= 0 && box.x + box.width <= PHONE.width,
			`the dialog fits a phone: ${ JSON.stringify( box ) }`
		);
		assertClean( watched );
	} );

	it( 'shows the admin’s subscription in Admin Settings’ list', async () => {
		const { page } = watched;
		const card = await openEmailCard( page );
		const own = await rest( page, 'GET', 'core/user/data/email-report' );
		const list = await rows( card );
		const mine = list.find( ( row ) =>
			row[ 0 ].includes( String( own.body.email ) )
		);
		assert.ok( mine, JSON.stringify( list ) );
		assert.deepEqual( mine.slice( 1, 3 ), [ 'Monthly', 'Active' ] );
		assert.equal(
			await card.getByRole( 'radio', { name: 'Monthly' } ).isChecked(),
			true,
			'the own control in the card agrees'
		);
		assertClean( watched );
	} );

	it( 'adds an outside address, pending until it confirms', async () => {
		const { page } = watched;
		const card = await openEmailCard( page );
		await card.getByLabel( 'Email address' ).fill( 'client@example.com' );
		await card.getByLabel( 'Frequency' ).selectOption( 'weekly' );
		await card.getByRole( 'button', { name: 'Add recipient' } ).click();
		await card
			.getByRole( 'status' )
			.filter( { hasText: 'client@example.com' } )
			.waitFor();
		const added = ( await rows( card ) ).find( ( row ) =>
			row[ 0 ].includes( 'client@example.com' )
		);
		assert.deepEqual( added?.slice( 0, 4 ), [
			'Outside recipientclient@example.com',
			'Weekly',
			'Pending confirmation',
			'Never',
		] );
		assert.equal(
			await card.getByLabel( 'Email address' ).inputValue(),
			'',
			'the field is ready for the next address'
		);
		// Stored: a new page load lists it too.
		const reloaded = await openEmailCard( page );
		assert.ok(
			( await rows( reloaded ) ).some( ( row ) =>
				row[ 0 ].includes( 'client@example.com' )
			)
		);
		await screenshot( page, 'email-reports-admin-desktop' );
		await capture( reloaded, 'email-reports-admin-card-desktop' );
		assert.deepEqual(
			await axeViolations(
				page,
				'.googlesitekit-settings-email-reports'
			),
			[]
		);
		await page.setViewportSize( PHONE );
		await screenshot( page, 'email-reports-admin-phone' );
		await capture( reloaded, 'email-reports-admin-card-phone' );
		assert.equal( await overflow( page ), 0, 'no sideways scrolling' );
		const table = await reloaded
			.locator( '.googlesitekit-email-reports-list' )
			.boundingBox();
		assert.ok(
			table && table.x + table.width <= PHONE.width,
			`the list fits a phone: ${ JSON.stringify( table ) }`
		);
		assert.deepEqual(
			await axeViolations(
				page,
				'.googlesitekit-settings-email-reports'
			),
			[]
		);
		assertClean( watched );
	} );

	it( 'shows a bad address’s error next to the field and keeps what was typed', async () => {
		const { page } = watched;
		const card = await openEmailCard( page );
		const listed = await rows( card );
		const field = card.getByLabel( 'Email address' );
		await field.fill( 'client at example' );
		await card.getByRole( 'button', { name: 'Add recipient' } ).click();
		const error = card.locator( '.googlesitekit-email-reports-add__error' );
		await error.waitFor();
		assert.ok( ( ( await error.textContent() ) ?? '' ).length > 5 );
		assert.equal( await field.inputValue(), 'client at example' );
		assert.equal( await field.getAttribute( 'aria-invalid' ), 'true' );
		assert.equal(
			await field.evaluate(
				( input ) => input === input.ownerDocument.activeElement
			),
			true
		);
		assert.deepEqual( await rows( card ), listed, 'nothing was added' );
		await screenshot( page, 'email-reports-admin-bad-address' );
		await capture(
			card.locator( '.googlesitekit-email-reports-add' ),
			'email-reports-admin-bad-address-form'
		);
		// The one failed request is the refused address.
		assert.deepEqual(
			watched.errors
				.splice( 0 )
				.map( ( line ) =>
					/status of 400 \(Bad Request\)/.test( line )
				),
			[ true ]
		);
		assertClean( watched );
	} );
} );

describe( 'email reports: a view-only editor', () => {
	it( 'subscribes from the shared dashboard', async () => {
		const { page } = watched;
		const sharing = await rest(
			page,
			'GET',
			'core/modules/data/sharing-settings'
		);
		const settings = sharing.body.settings as Record<
			string,
			{ sharedRoles: string[]; management: string }
		>;
		const saved = await rest(
			page,
			'POST',
			'core/modules/data/sharing-settings',
			{
				sharingSettings: {
					...settings,
					analytics: {
						...settings.analytics,
						sharedRoles: [ 'editor' ],
					},
				},
			}
		);
		assert.equal( saved.status, 200, JSON.stringify( saved.body ) );

		const editor = await openPage( browser );
		try {
			await login( editor.page, 'editor', 'password' );
			const dialog = await openEmailDialog( editor.page );
			await choose( dialog, 'Weekly', /every week/ );
			await screenshot( editor.page, 'email-reports-dialog-editor' );
			const own = await rest(
				editor.page,
				'GET',
				'core/user/data/email-report'
			);
			assert.equal( own.body.frequency, 'weekly' );
			// An editor has no admin list.
			const list = await rest(
				editor.page,
				'GET',
				'core/site/data/email-reports'
			);
			assert.equal( list.status, 403 );
			// The one failed request is that refusal.
			assert.deepEqual(
				editor.errors
					.splice( 0 )
					.map( ( line ) =>
						/status of 403 \(Forbidden\)/.test( line )
					),
				[ true ]
			);
			assertClean( editor );
		} finally {
			await editor.context.close();
		}

		// The admin sees the editor's subscription in the list.
		const card = await openEmailCard( page );
		assert.ok(
			( await rows( card ) ).some(
				( row ) =>
					row[ 1 ] === 'Weekly' && ! row[ 0 ].includes( 'client@' )
			)
		);
	} );
} );
