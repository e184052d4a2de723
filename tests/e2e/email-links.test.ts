/**
 * The pages the email reports' signed links open, in Chromium with no WordPress session: the confirmation email as
 * the SMTP server caught it, its Confirm link, the confirmation page and its button (reached with the keyboard), the unsubscribe page and a changed link's page, at desktop and phone width,
 * with no external request and no axe-core WCAG A/AA violation.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';

import type { Browser, Page } from 'playwright-core';

import { launch, screenshot } from './utils/browser';
import { clearMail, waitForMail } from './utils/mail';
import { restoreDatabase, wpEval } from './utils/site';

const AXE_SOURCE = createRequire( __filename ).resolve( 'axe-core/axe.min.js' );
const WIDTHS = { desktop: 1280, phone: 360 } as const;

let browser: Browser;

interface Links {
	id: string;
	confirm: string;
	unsubscribe: string;
}

/**
 * Adds an outside address (its confirmation goes to the local SMTP server) and returns its links.
 *
 * @param email Address.
 */
function addOutside( email: string ): Links {
	return JSON.parse(
		wpEval( `
			$plugin = $GLOBALS['googlesitekit_plugin'];
			$sub    = $plugin->email_subscriptions()->add_outside( '${ email }', 'weekly', get_user_by( 'login', 'admin' )->ID );
			echo wp_json_encode( array(
				'id'          => $sub['id'],
				'confirm'     => $plugin->email_links()->confirm_url( $sub ),
				'unsubscribe' => $plugin->email_links()->unsubscribe_url( $sub ),
			) );
		` )
	);
}

/**
 * A subscription's status, or "gone".
 *
 * @param id Subscription ID.
 */
function status( id: string ): string {
	return wpEval(
		`echo $GLOBALS['googlesitekit_plugin']->email_subscriptions()->get( '${ id }' )['status'] ?? 'gone';`
	).trim();
}

/**
 * A page of the given width in a fresh context (no cookie).
 *
 * @param width Viewport width.
 */
async function newPage(
	width: number
): Promise< { page: Page; external: string[] } > {
	// The pages forbid every script by their Content-Security-Policy: bypassing it lets axe-core in.
	const context = await browser.newContext( {
		viewport: { width, height: 800 },
		bypassCSP: true,
	} );
	const page = await context.newPage();
	const external: string[] = [];
	await context.route( '**/*', ( route ) => {
		const url = route.request().url();
		if ( ! /^https?:\/\/127\.0\.0\.1(:\d+)?\//.test( url ) ) {
			external.push( url );
			return route.abort( 'blockedbyclient' );
		}
		return route.continue();
	} );
	return { page, external };
}

/**
 * Checks the page with axe-core (WCAG 2.x A and AA) and that nothing overflows sideways.
 *
 * @param page Page.
 */
async function assertAccessible( page: Page ): Promise< void > {
	await page.addScriptTag( { path: AXE_SOURCE } );
	const found = await page.evaluate( async () => {
		const axe = (
			window as unknown as {
				axe: {
					run: (
						context: unknown,
						options: unknown
					) => Promise< {
						violations: Array< { id: string; help: string } >;
					} >;
				};
			}
		 ).axe;
		const result = await axe.run( document, {
			runOnly: {
				type: 'tag',
				values: [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ],
			},
		} );
		return result.violations.map( ( v ) => `${ v.id }: ${ v.help }` );
	} );
	assert.deepEqual( found, [] );
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth > window.innerWidth
	);
	assert.equal( overflow, false, 'no sideways scrolling' );
}

before( async () => {
	restoreDatabase();
	browser = await launch();
} );

after( async () => {
	await browser?.close();
} );

describe( 'email report links', () => {
	for ( const [ name, width ] of Object.entries( WIDTHS ) ) {
		it( `confirm with the keyboard, then unsubscribe, at ${ name } width`, async () => {
			clearMail();
			const links = addOutside( `client-${ name }@example.com` );
			const { page, external } = await newPage( width );

			// The confirmation email, read from the SMTP server and shown in Chromium; its Confirm link is the one.
			const [ mail ] = await waitForMail( 1 );
			assert.deepEqual( mail.to, [ `client-${ name }@example.com` ] );
			assert.match( mail.text ?? '', /Confirm: (\S+)/ );
			assert.equal(
				/Confirm: (\S+)/.exec( mail.text ?? '' )?.[ 1 ],
				links.confirm
			);
			await page.setContent( mail.html ?? '' );
			await assertAccessible( page );
			await screenshot( page, `email-confirmation-mail-${ name }` );
			const [ shown ] = await Promise.all( [
				page.waitForNavigation(),
				page.getByRole( 'link', { name: 'Confirm' } ).click(),
			] );
			assert.equal( shown?.status(), 200 );
			assert.equal( page.url(), links.confirm );
			await page
				.getByRole( 'heading', { name: 'Confirm your subscription' } )
				.waitFor();
			await assertAccessible( page );
			await screenshot( page, `email-confirm-${ name }` );
			assert.equal(
				status( links.id ),
				'pending',
				'opening the link confirms nothing'
			);

			await page.keyboard.press( 'Tab' );
			assert.equal(
				await page.locator( ':focus' ).innerText(),
				'Confirm'
			);
			const [ confirmed ] = await Promise.all( [
				page.waitForNavigation(),
				page.keyboard.press( 'Enter' ),
			] );
			assert.equal( confirmed?.status(), 200 );
			await page
				.getByRole( 'heading', {
					name: 'Your subscription is confirmed',
				} )
				.waitFor();
			await screenshot( page, `email-confirmed-${ name }` );
			assert.equal( status( links.id ), 'active' );

			const gone = await page.goto( links.unsubscribe );
			assert.equal( gone?.status(), 200 );
			await page
				.getByRole( 'heading', { name: 'You are unsubscribed' } )
				.waitFor();
			assert.match(
				await page.locator( 'main' ).innerText(),
				/You will no longer receive the weekly email reports of .+ at client-\w+@example\.com\./
			);
			await assertAccessible( page );
			await screenshot( page, `email-unsubscribed-${ name }` );
			assert.equal( status( links.id ), 'gone' );

			// The same link again, and a changed one: a page that says why.
			const again = await page.goto( links.unsubscribe );
			assert.equal( again?.status(), 404 );
			const changed = await page.goto(
				links.confirm.replace(
					/token=(.)/,
					( _match, c ) => `token=${ c === 'A' ? 'B' : 'A' }`
				)
			);
			assert.equal( changed?.status(), 400 );
			await page
				.getByRole( 'heading', { name: 'This link does not work' } )
				.waitFor();
			await assertAccessible( page );
			await screenshot( page, `email-link-invalid-${ name }` );
			assert.deepEqual( external, [], 'no request left 127.0.0.1' );
			await page.context().close();
		} );
	}
} );
