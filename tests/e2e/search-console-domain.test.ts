/**
 * Search Console with a domain property (`sc-domain:<host>`), in Chromium
 * against the emulator's domain-property scenario: the setup offers the domain
 * property, saves it, and the dashboard's Search Console figures are the
 * emulator's answer for that property; with a URL-prefix property beside it
 * both are offered and nothing is offered for creation.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Locator, Page } from 'playwright-core';

import { formatNumber } from '../../assets/js/util/numbers';
import { screenshot } from './utils/browser';
import {
	EMULATOR,
	emulatorControl,
	emulatorToken,
	googleAPI,
} from './utils/emulator';
import { saveDemoClient, signInWithGoogle } from './utils/google';
import {
	assertClean,
	endAdminSession,
	startAdminSession,
	type AdminSession,
} from './utils/session';
import { BASE_URL, pageURL, wpEval } from './utils/site';
import { lastDays } from './utils/dashboard';

const HOME = `${ BASE_URL }/`;
const DOMAIN = `sc-domain:${ new URL( BASE_URL ).hostname }`;
const WEBMASTERS = 'https://www.googleapis.com/auth/webmasters';

let session: AdminSession;

/**
 * The saved Search Console property, read in PHP.
 */
function savedProperty(): string {
	return wpEval(
		"echo $GLOBALS['googlesitekit_plugin']->modules()->get( 'search-console' )->get_settings()['propertyID'];"
	);
}

/**
 * Opens the Search Console setup screen and waits for its property field.
 *
 * @param page Page.
 */
async function openSetup( page: Page ): Promise< Locator > {
	const response = await page.goto(
		pageURL( 'dashboard', 'slug=search-console&reAuth=true' )
	);
	assert.equal( response?.status(), 200 );
	const property = page.getByLabel( 'Property', { exact: true } );
	await property.waitFor();
	return property;
}

/**
 * The labels of a select's options.
 *
 * @param select A select.
 */
async function optionLabels( select: Locator ): Promise< string[] > {
	return ( await select.locator( 'option' ).allInnerTexts() ).map( ( text ) =>
		text.trim()
	);
}

/**
 * Waits until an element's text contains a value; fails with what it shows.
 *
 * @param page     Page.
 * @param selector CSS selector.
 * @param text     Expected text.
 */
async function waitForText(
	page: Page,
	selector: string,
	text: string
): Promise< void > {
	await page
		.waitForFunction(
			( [ sel, value ] ) =>
				(
					document.querySelector( sel ) as HTMLElement | null
				 )?.innerText.includes( value ),
			[ selector, text ] as const,
			{ timeout: 20000 }
		)
		.catch( async () =>
			assert.fail(
				`${ selector } should show ${ text }, shows: ${ (
					await page
						.locator( selector )
						.innerText()
						.catch( () => '(nothing)' )
				).slice( 0, 300 ) }`
			)
		);
}

before( async () => {
	session = await startAdminSession();
	await emulatorControl( 'POST', '/scenario', { name: 'domain-property' } );
	saveDemoClient();
	await signInWithGoogle( session.watched.page );
} );

after( async () => {
	await emulatorControl( 'POST', '/scenario', { name: 'default' } );
	await endAdminSession( session );
} );

describe( 'Search Console with a domain property', () => {
	it( 'offers the domain property listed alone, saves it, and the dashboard shows the emulator’s figures for it', async () => {
		const { page } = session.watched;
		const property = await openSetup( page );
		assert.equal( await property.inputValue(), DOMAIN );
		assert.deepEqual( await optionLabels( property ), [
			`${ new URL( BASE_URL ).hostname } (domain property)`,
		] );
		assert.equal(
			await page.getByText( /to Search Console/ ).count(),
			0,
			'nothing is offered for creation'
		);
		await screenshot( page, 'search-console-domain-setup' );

		await page
			.getByRole( 'button', { name: 'Configure Search Console' } )
			.click();
		await page.waitForURL( pageURL( 'dashboard' ) );
		assert.equal( savedProperty(), DOMAIN );
		assert.equal(
			wpEval(
				"echo get_option( 'googlesitekit_site_verification_meta', '' );"
			),
			'',
			'the DNS-verified domain counts as verified: no meta tag was asked for'
		);

		const token = await emulatorToken( [ WEBMASTERS ] );
		const query = ( body: object ) =>
			googleAPI< {
				rows?: Array< { clicks: number; impressions: number } >;
			} >(
				token,
				`/searchconsole.googleapis.com/webmasters/v3/sites/${ encodeURIComponent(
					DOMAIN
				) }/searchAnalytics/query`,
				{ ...lastDays( 28 ), dataState: 'all', ...body }
			);
		const totals = await query( {} );
		const impressions = ( totals.rows || [] ).reduce(
			( sum, row ) => sum + row.impressions,
			0
		);
		assert.ok( impressions > 0, 'the domain property has data' );
		const topQuery = await query( {
			dimensions: [ 'query', 'page' ],
			rowLimit: 1,
		} );

		await waitForText(
			page,
			'.googlesitekit-widget--search-funnel',
			formatNumber( impressions )
		);
		await waitForText(
			page,
			'.googlesitekit-widget--top-queries',
			formatNumber( topQuery.rows?.[ 0 ]?.clicks || 0 )
		);
		await page.waitForFunction(
			() =>
				document.querySelectorAll( '.googlesitekit-widget-loading' )
					.length === 0
		);
		await screenshot( page, 'search-console-domain-dashboard' );
		assertClean( session.watched );
	} );

	it( 'offers both the URL-prefix and the domain property when both are listed, and none for creation', async () => {
		const { page } = session.watched;
		// The admin adds the home URL at Google; the DNS-verified domain makes them its owner.
		const token = wpEval(
			"$id = get_user_by( 'login', 'admin' )->ID; echo $GLOBALS['googlesitekit_plugin']->authentication()->access_token( $id );"
		).trim();
		const added = await fetch(
			`${ EMULATOR }/searchconsole.googleapis.com/webmasters/v3/sites/${ encodeURIComponent(
				HOME
			) }`,
			{ method: 'PUT', headers: { authorization: `Bearer ${ token }` } }
		);
		assert.equal( added.status, 204 );
		wpEval(
			"update_option( 'googlesitekit_search_console_settings', array( 'propertyID' => '', 'ownerID' => 0 ) );"
		);

		const property = await openSetup( page );
		assert.equal(
			await property.inputValue(),
			HOME,
			'the exact URL-prefix property comes first'
		);
		assert.deepEqual( await optionLabels( property ), [
			HOME,
			`${ new URL( BASE_URL ).hostname } (domain property)`,
		] );
		assert.equal( await page.getByText( /to Search Console/ ).count(), 0 );
		await screenshot( page, 'search-console-domain-and-url-prefix-setup' );

		await property.selectOption( DOMAIN );
		await page
			.getByRole( 'button', { name: 'Configure Search Console' } )
			.click();
		await page.waitForURL( pageURL( 'dashboard' ) );
		assert.equal( savedProperty(), DOMAIN );
		assertClean( session.watched );
	} );
} );
