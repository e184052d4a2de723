/**
 * Translations end to end: the German test translation
 * (tests/e2e/fixtures/languages/google-site-kit-de_DE.po), compiled by
 * bin/i18n/compile.mjs into a .mo and the script JSON files, installed in the test
 * site's wp-content/languages/plugins/. With the admin's language set to de_DE the
 * React screens and the PHP-rendered parts show the German strings; once the
 * language is unset, English again.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import type { Page } from 'playwright-core';

import { compile } from '../../bin/i18n/compile.mjs';
import { siteDir } from '../../bin/lib/sites.mjs';
import { screenshot } from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import {
	assertClean,
	endAdminSession,
	startAdminSession,
	type AdminSession,
} from './utils/session';
import { adminURL, pageURL, wpEval } from './utils/site';

const PO = path.resolve(
	__dirname,
	'fixtures/languages/google-site-kit-de_DE.po'
);
const LANGUAGES = path.join( siteDir( 'tests' ), 'wp-content/languages' );
const PLUGIN_LANGUAGES = path.join( LANGUAGES, 'plugins' );

let session: AdminSession | undefined;
let installed: string[] = [];
let createdDir: string | undefined;

/**
 * Sets (or, with '', removes) the admin's language.
 *
 * @param locale Locale.
 */
function setAdminLocale( locale: string ): void {
	const done = wpEval(
		locale
			? `update_user_meta( 1, 'locale', '${ locale }' ); echo get_user_locale( 1 );`
			: `delete_user_meta( 1, 'locale' ); echo get_user_locale( 1 );`
	);
	assert.equal( done.trim(), locale || 'en_US' );
}

/**
 * The dashboard's section chips, once the widgets are there.
 *
 * @param page Page.
 */
async function dashboardChips( page: Page ): Promise< string[] > {
	await page.goto( pageURL( 'dashboard' ) );
	const chips = page.locator(
		'.googlesitekit-navigation .googlesitekit-chip'
	);
	await chips.first().waitFor();
	return ( await chips.allTextContents() ).map( ( text ) => text.trim() );
}

before( async () => {
	session = await startAdminSession();
	await connectAllModules( session.watched.page );

	// Only what this file adds is removed afterwards.
	if ( ! fs.existsSync( PLUGIN_LANGUAGES ) ) {
		createdDir = fs.existsSync( LANGUAGES ) ? PLUGIN_LANGUAGES : LANGUAGES;
	}
	const { files } = compile( PO, PLUGIN_LANGUAGES );
	installed = files;
	setAdminLocale( 'de_DE' );
} );

after( async () => {
	try {
		setAdminLocale( '' );
	} finally {
		for ( const file of installed ) {
			fs.rmSync( file, { force: true } );
		}
		if ( createdDir ) {
			fs.rmSync( createdDir, { recursive: true, force: true } );
		}
		await endAdminSession( session );
	}
} );

describe( 'a German admin', () => {
	it( 'gets the translation files WordPress looks for, one JSON per script that uses a translated string', () => {
		const names = installed.map( ( file ) => path.basename( file ) );
		assert.ok( names.includes( 'google-site-kit-de_DE.mo' ) );
		// load_script_textdomain(): the md5 of the script's path inside the plugin.
		const md5 = wpEval(
			`echo md5( 'dist/js/googlesitekit-main-dashboard.js' );`
		).trim();
		assert.ok(
			names.includes( `google-site-kit-de_DE-${ md5 }.json` ),
			names.join( ', ' )
		);
	} );

	it( 'sees the main dashboard in German: section chips, a widget title, the Share button', async () => {
		const page = session!.watched.page;
		assert.deepEqual( await dashboardChips( page ), [
			'Kennzahlen',
			'Zugriffe',
			'Inhalte',
			'Geschwindigkeit',
			'Monetarisierung',
		] );
		assert.equal(
			await page.locator( 'html' ).getAttribute( 'lang' ),
			'de-DE'
		);
		await page
			.getByText( 'Häufigste Suchanfragen', { exact: true } )
			.first()
			.waitFor();
		await page.getByRole( 'button', { name: 'Teilen' } ).waitFor();
		await screenshot( page, 'i18n-de-dashboard' );

		// The custom range's days are typed the German way.
		await page.selectOption( '#googlesitekit-date-range', 'custom' );
		const first = page.locator(
			'#googlesitekit-date-range-calendar-start'
		);
		assert.equal( await first.getAttribute( 'placeholder' ), 'DD.MM.YYYY' );
		assert.match( await first.inputValue(), /^\d{2}\.\d{2}\.\d{4}$/ );
		await first.fill( '1.3.2026' );
		await page
			.locator( 'td[data-date="2026-03-01"][aria-selected="true"]' )
			.waitFor();
		await page.keyboard.press( 'Escape' );
	} );

	it( 'sees the settings tabs in German and the page title rendered by PHP', async () => {
		const page = session!.watched.page;
		await page.goto( pageURL( 'settings' ) );
		for ( const name of [
			'Verbundene Dienste',
			'Weitere Dienste verbinden',
			'Admin-Einstellungen',
		] ) {
			await page.getByRole( 'tab', { name } ).waitFor();
		}
		assert.equal(
			await page
				.getByRole( 'tab', { name: 'Connected Services' } )
				.count(),
			0
		);
		assert.match( await page.title(), /^Site Kit – Einstellungen/ );
		await screenshot( page, 'i18n-de-settings' );
	} );

	it( 'sees the WordPress dashboard widget’s title, rendered by PHP, in German', async () => {
		const page = session!.watched.page;
		await page.goto( adminURL() );
		const widget = page.locator( '#googlesitekit_dashboard_widget' );
		assert.equal(
			( await widget.locator( 'h2' ).first().textContent() )?.trim(),
			'Site Kit – Übersicht'
		);
		assertClean( session!.watched );
	} );

	it( 'gets English back once the language is unset', async () => {
		const page = session!.watched.page;
		setAdminLocale( '' );
		assert.deepEqual( await dashboardChips( page ), [
			'Key metrics',
			'Traffic',
			'Content',
			'Speed',
			'Monetization',
		] );
		await page.goto( adminURL() );
		assert.equal(
			(
				await page
					.locator( '#googlesitekit_dashboard_widget h2' )
					.first()
					.textContent()
			)?.trim(),
			'Site Kit Summary'
		);
	} );
} );
