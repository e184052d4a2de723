/**
 * "Download PDF" on the main dashboard and on an entity dashboard: nothing of ours is stubbed; only the browser's
 * print dialog is replaced by a recorder (headless Chromium has no dialog), then Chromium prints the page as the
 * dialog would (print media, A4) and the PDF is read back with Poppler (pdftotext) and turned into pictures
 * (pdftoppm, artifacts/e2e/dashboard-pdf-*.png). A widget still loading when the button is pressed (PageSpeed held
 * by the emulator) is waited for and ends up in the PDF with its figures.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import type { BrowserContext, Page } from 'playwright-core';

import { artifactPath, screenshot } from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { emulatorControl } from './utils/emulator';
import type { StorageState } from './utils/dashboard';
import {
	assertClean,
	endAdminSession,
	startAdminSession,
	type AdminSession,
} from './utils/session';
import { BASE_URL, clearReportCache, pageURL, wpEval } from './utils/site';

const SITE = `${ BASE_URL }/`;
let session: AdminSession;
let cookies: StorageState;
let siteName: string;

interface PrintCall {
	/** Loading indicators on the page when print() was called. */
	loading: number;
	/** The print header's text then. */
	header: string;
}

/**
 * A new browser session of the signed-in admin (empty session storage) at a laptop's size, whose print() records
 * the call instead of opening the dialog.
 */
async function printingPage(): Promise< {
	context: BrowserContext;
	page: Page;
	prints: PrintCall[];
} > {
	const context = await session.browser.newContext( {
		storageState: { cookies: cookies.cookies, origins: [] },
		viewport: { width: 1280, height: 800 },
		reducedMotion: 'reduce',
	} );
	await context.route( /^(?!http:\/\/127\.0\.0\.1)/, ( route ) =>
		route.abort()
	);
	const page = await context.newPage();
	const prints: PrintCall[] = [];
	await page.exposeFunction( 'recordPrint', ( call: PrintCall ) => {
		prints.push( call );
	} );
	await page.addInitScript( () => {
		const win = window as unknown as {
			recordPrint: ( call: unknown ) => void;
		};
		window.print = () => {
			win.recordPrint( {
				loading: document.querySelectorAll(
					'.googlesitekit-widget-loading, [aria-busy="true"], .googlesitekit-km-tile__skeleton'
				).length,
				header:
					document.querySelector( '.googlesitekit-pdf-header' )
						?.textContent ?? '',
			} );
		};
	} );
	return { context, page, prints };
}

/**
 * After "Download PDF" was pressed: waits for print(), prints the page as Chromium's dialog would (print media, A4),
 * and reads the PDF back.
 *
 * @param page   Page.
 * @param prints The print() calls recorded.
 * @param name   Artifact name: artifacts/e2e/<name>.pdf and <name>-<page>.png.
 * @return The PDF's text and its pages' pictures.
 */
async function printAfterPress(
	page: Page,
	prints: PrintCall[],
	name: string
): Promise< { text: string; pictures: string[] } > {
	await page.waitForFunction(
		() =>
			! document.querySelector( '.googlesitekit-pdf-progress' ) &&
			!! document.querySelector( '.googlesitekit-pdf-header' ),
		undefined,
		{ timeout: 90_000 }
	);
	assert.equal( prints.length, 1, 'print() is called once' );
	assert.equal(
		prints[ 0 ].loading,
		0,
		'no widget is still loading when print() is called'
	);
	const dir = path.dirname( artifactPath( name ) );
	const pdfFile = path.join( dir, `${ name }.pdf` );
	await page.emulateMedia( { media: 'print' } );
	await page.pdf( {
		path: pdfFile,
		format: 'A4',
		printBackground: true,
		preferCSSPageSize: true,
	} );
	await page.emulateMedia( { media: 'screen' } );
	const text = execFileSync( 'pdftotext', [ '-layout', pdfFile, '-' ], {
		encoding: 'utf8',
	} );
	const isPicture = ( file: string ) =>
		file.startsWith( `${ name }-` ) && file.endsWith( '.png' );
	for ( const old of fs.readdirSync( dir ).filter( isPicture ) ) {
		fs.rmSync( path.join( dir, old ) );
	}
	execFileSync( 'pdftoppm', [
		'-png',
		'-r',
		'70',
		pdfFile,
		path.join( dir, name ),
	] );
	return { text, pictures: fs.readdirSync( dir ).filter( isPicture ) };
}

/**
 * What the dashboard shows, read from the page: every area's title and every figure.
 *
 * @param page Page.
 */
async function shown(
	page: Page
): Promise< { titles: string[]; figures: string[] } > {
	// No named function inside: the test runner's compiler would name it with a helper the page does not have.
	const read = ( selector: string ) =>
		page.$$eval( selector, ( elements ) =>
			elements
				.map( ( element ) =>
					( element.textContent ?? '' ).replace( /\s+/g, ' ' ).trim()
				)
				.filter( Boolean )
		);
	return {
		titles: await read(
			'.googlesitekit-widget-area__title, .googlesitekit-index-status__title'
		),
		figures: await read( '.googlesitekit-data-block__value' ),
	};
}

/**
 * Squeezes the PDF's text: pdftotext lays it out in columns and may break a line anywhere.
 *
 * @param text The text.
 */
const squeeze = ( text: string ) => text.replace( /\s+/g, ' ' );

/**
 * Whether the PDF's text has a figure. Spaces are left out on both sides: a unit's narrow space ("2 s") may come out of
 * pdftotext as nothing ("2s"), as the glyphs sit that close.
 *
 * @param text   The PDF's text.
 * @param figure The figure as the screen shows it.
 */
const hasFigure = ( text: string, figure: string ) =>
	text.replace( /\s+/g, '' ).includes( figure.replace( /\s+/g, '' ) );

/**
 * Asserts the PDF's text says what the dashboard shows and nothing of wp-admin's frame or controls.
 *
 * @param text   The PDF's text.
 * @param titles Areas' titles on the page.
 */
function assertReport( text: string, titles: string[] ): void {
	const flat = squeeze( text );
	assert.ok( flat.includes( siteName ), `the PDF names the site: ${ flat }` );
	assert.match( flat, /Period Last 28 days \([A-Z][a-z]{2} \d{1,2} – / );
	assert.match( flat, /Compared with Previous period \([A-Z][a-z]{2} \d/ );
	assert.match( flat, /Generated .*\d{4}.* by Site Kit/ );
	for ( const title of titles ) {
		assert.ok(
			flat.includes( title ),
			`the PDF has the section "${ title }"`
		);
	}
	for ( const absent of [
		'Download PDF',
		'Howdy',
		'Collapse menu',
		'Appearance',
		'Thank you for creating with WordPress',
		'Change metrics',
		'Compare with',
		'Date range',
		// The feature tour's bubble (fixed on the screen: it would be on every page).
		'Share your dashboard',
	] ) {
		assert.ok( ! flat.includes( absent ), `the PDF has no "${ absent }"` );
	}
}

before( async () => {
	session = await startAdminSession();
	await connectAllModules( session.watched.page );
	cookies = await session.watched.context.storageState();
	siteName = wpEval(
		"echo wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );"
	).trim();
} );

after( async () => {
	await emulatorControl( 'POST', '/config', { pagespeedLatencyMs: null } );
	await endAdminSession( session );
} );

describe( 'Download PDF', () => {
	it( 'waits for a widget still loading, then prints the main dashboard as a clean report with every section and figure', async () => {
		// PageSpeed answers 20 s late (and the site has no answer cached from the set-up): the Speed widget is
		// still loading when the button is pressed.
		clearReportCache();
		await emulatorControl( 'POST', '/config', {
			pagespeedLatencyMs: 20000,
		} );
		const { context, page, prints } = await printingPage();
		try {
			await page.goto( pageURL( 'dashboard' ) );
			// Pressed while Speed still loads (whatever else has its figures by then: the dashboard may batch
			// other services' reads with PageSpeed's, so they wait too).
			await page
				.locator(
					'.googlesitekit-widget--speed .googlesitekit-widget-loading'
				)
				.waitFor( { state: 'attached' } );

			await page.getByRole( 'button', { name: 'Download PDF' } ).click();
			const status = page.locator(
				'.googlesitekit-pdf-progress [role="status"]'
			);
			await status.waitFor();
			assert.equal( await status.getAttribute( 'aria-live' ), 'polite' );
			await page.waitForFunction( () =>
				/Preparing the PDF… \d+ of \d+ sections ready/.test(
					document.querySelector(
						'.googlesitekit-pdf-progress [role="status"]'
					)?.textContent ?? ''
				)
			);
			const progress = ( await status.textContent() ) ?? '';
			const [ , ready, total ] = /(\d+) of (\d+)/.exec( progress ) ?? [];
			assert.ok(
				Number( ready ) < Number( total ),
				`the Speed section is not ready yet: ${ progress }`
			);
			assert.equal( prints.length, 0, 'no print while Speed loads' );
			await page
				.locator( '.googlesitekit-dashboard-toolbar' )
				.screenshot( {
					path: artifactPath( 'dashboard-pdf-progress' ),
				} );

			const { text, pictures } = await printAfterPress(
				page,
				prints,
				'dashboard-pdf-main'
			);
			const { titles, figures } = await shown( page );
			assert.ok(
				titles.includes( 'Find out how fast your pages load' ),
				`the Speed area: ${ titles }`
			);
			assert.ok(
				figures.length >= 6,
				`figures on the page: ${ figures }`
			);
			assertReport( text, titles );
			const flat = squeeze( text );
			assert.ok(
				flat.includes( `Site ${ SITE }` ),
				'the site URL is on top'
			);
			for ( const figure of figures ) {
				assert.ok(
					hasFigure( text, figure ),
					`the PDF has the figure ${ figure }`
				);
			}
			// The Speed widget's own figures, loaded after the button was pressed.
			const speed = await page
				.locator(
					'.googlesitekit-widget--speed .googlesitekit-data-block__value'
				)
				.allTextContents();
			assert.ok( speed.length > 0, 'the Speed widget has figures' );
			assert.ok( pictures.length >= 2, `pages: ${ pictures }` );
			assertClean( session.watched );
		} finally {
			await context.close();
			await emulatorControl( 'POST', '/config', {
				pagespeedLatencyMs: null,
			} );
		}
	} );

	it( 'prints an entity dashboard with its page title and URL on top', async () => {
		const { context, page, prints } = await printingPage();
		try {
			await page.goto(
				pageURL(
					'dashboard',
					`permaLink=${ encodeURIComponent( SITE ) }`
				)
			);
			await page
				.locator( '.googlesitekit-data-block__value' )
				.first()
				.waitFor();
			await page.getByRole( 'button', { name: 'Download PDF' } ).click();
			const { text, pictures } = await printAfterPress(
				page,
				prints,
				'dashboard-pdf-entity'
			);
			const { titles, figures } = await shown( page );
			assertReport( text, titles );
			const flat = squeeze( text );
			assert.ok(
				flat.includes( `Page ${ SITE }` ),
				'the page URL is on top'
			);
			assert.match( prints[ 0 ].header, /Page stats: / );
			assert.ok(
				figures.length >= 3,
				`figures on the page: ${ figures }`
			);
			for ( const figure of figures ) {
				assert.ok(
					hasFigure( text, figure ),
					`the PDF has the figure ${ figure }`
				);
			}
			assert.ok( pictures.length >= 1 );
			// The screen is as it was: the header is hidden, the progress gone.
			assert.equal(
				await page.locator( '.googlesitekit-pdf-header' ).isVisible(),
				false
			);
			await screenshot( page, 'dashboard-pdf-entity-screen' );
			// The button at phone width: it wraps under the range fields.
			await page.setViewportSize( { width: 360, height: 800 } );
			await page
				.locator( '.googlesitekit-dashboard-toolbar' )
				.screenshot( {
					path: artifactPath( 'dashboard-pdf-button-phone' ),
				} );
		} finally {
			await context.close();
		}
	} );
} );
