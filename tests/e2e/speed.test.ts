/**
 * The Speed widget against the emulator's PageSpeed Insights answers, shaped
 * like Google's today (Lighthouse 13): the insight with the largest savings
 * first, the origin's field data when a page has too few visits, no field data
 * at all, a failed Lighthouse run in plain words, and a slow answer.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import type { Page } from 'playwright-core';

import { screenshot } from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { EMULATOR, emulatorControl } from './utils/emulator';
import {
	assertClean,
	endAdminSession,
	startAdminSession,
	type AdminSession,
} from './utils/session';
import { BASE_URL, clearReportCache, pageURL } from './utils/site';

const SITE = `${ BASE_URL }/`;
const SPEED = '.googlesitekit-widget--speed';
let session: AdminSession;

interface Audit {
	id: string;
	title: string;
	score: number | null;
	metricSavings?: Record< string, number >;
	details?: { type?: string };
}

/** "Good" thresholds the widget measures savings against (web.dev). */
const GOOD: Record< string, number > = {
	LCP: 2500,
	FCP: 1800,
	TBT: 200,
	INP: 200,
	CLS: 0.1,
};

/**
 * The emulator's own PageSpeed answer for the home page.
 *
 * @param strategy mobile or desktop.
 */
async function psi( strategy = 'mobile' ): Promise< {
	lighthouseResult: { audits: Record< string, Audit > };
} > {
	const response = await fetch(
		`${ EMULATOR }/pagespeedonline.googleapis.com/pagespeedonline/v5/runPagespeed?url=${ encodeURIComponent(
			SITE
		) }&strategy=${ strategy }&category=performance`
	);
	return response.json();
}

/**
 * Saves the whole page and the Speed widget alone under artifacts/e2e.
 *
 * @param page Page.
 * @param name File name without extension.
 */
async function shoot( page: Page, name: string ): Promise< void > {
	const file = await screenshot( page, name );
	await page.locator( SPEED ).screenshot( {
		path: path.join( path.dirname( file ), `${ name }-widget.png` ),
	} );
}

/**
 * Opens the dashboard's Speed section in a new tab (a fresh sessionStorage
 * cache), after emptying the server's report cache.
 */
async function openSpeed(): Promise< Page > {
	clearReportCache();
	const page = await session.watched.context.newPage();
	await page.goto( `${ pageURL( 'dashboard' ) }#speed` );
	await page.locator( SPEED ).scrollIntoViewIfNeeded();
	return page;
}

describe( 'Speed widget', () => {
	before( async () => {
		session = await startAdminSession();
		await connectAllModules( session.watched.page );
	} );

	after( async () => {
		await emulatorControl( 'DELETE', '/faults' );
		await emulatorControl( 'POST', '/scenario', { name: 'default' } );
		await emulatorControl( 'POST', '/config', {
			pagespeedLatencyMs: null,
		} );
		await endAdminSession( session );
	} );

	it( 'lists first the failed insight with the largest savings in the emulator’s answer', async () => {
		const audits = Object.values( ( await psi() ).lighthouseResult.audits );
		const insights = audits.filter( ( audit ) =>
			audit.id.endsWith( '-insight' )
		);
		// The largest saving of each failed insight, relative to its metric's threshold.
		const ranked = ( insights.length ? insights : audits )
			.filter(
				( audit ) =>
					typeof audit.score === 'number' &&
					audit.score < 0.9 &&
					audit.metricSavings
			)
			.map( ( audit ) => ( {
				title: audit.title,
				largest: Math.max(
					0,
					...Object.entries( audit.metricSavings || {} ).map(
						( [ metric, value ] ) =>
							GOOD[ metric ] && value > 0
								? value / GOOD[ metric ]
								: 0
					)
				),
			} ) )
			.sort( ( a, b ) => b.largest - a.largest );
		assert.ok(
			ranked.length && ranked[ 0 ].largest > 0,
			'the emulator’s home page has a failed insight with savings'
		);

		const page = await openSpeed();
		try {
			const first = page
				.locator(
					`${ SPEED } .googlesitekit-speed__recommendations > li`
				)
				.first();
			await first.waitFor();
			assert.equal(
				await first
					.locator( '.googlesitekit-speed__insight-title' )
					.innerText(),
				ranked[ 0 ].title
			);
			assert.match(
				await first
					.locator( '.googlesitekit-speed__saving' )
					.innerText(),
				/^Estimated savings: (LCP|FCP|TBT|INP|CLS) −/
			);
			// Google's advice opens from the keyboard.
			const summary = first.locator( 'summary' );
			if ( await summary.count() ) {
				await summary.focus();
				await page.keyboard.press( 'Enter' );
				assert.equal(
					await first.locator( 'details' ).getAttribute( 'open' ),
					''
				);
			}
			await shoot( page, 'speed-insights' );
		} finally {
			await page.close();
		}
	} );

	it( 'labels the field data as the whole site’s when CrUX falls back to the origin (small site)', async () => {
		await emulatorControl( 'POST', '/scenario', { name: 'small-site' } );
		const page = await openSpeed();
		try {
			await page
				.locator( SPEED )
				.getByText(
					'Not enough visits to this page: field data for the whole site.'
				)
				.waitFor();
			assert.ok(
				( await page
					.locator(
						`${ SPEED } .googlesitekit-speed__section:first-child .googlesitekit-data-block`
					)
					.count() ) > 0,
				'the origin’s figures are shown'
			);
			await shoot( page, 'speed-origin-fallback' );
		} finally {
			await page.close();
			await emulatorControl( 'POST', '/scenario', { name: 'default' } );
		}
	} );

	it( 'says Google has no field data yet on a new site, and still shows the lab data', async () => {
		await emulatorControl( 'POST', '/scenario', { name: 'new-site' } );
		const page = await openSpeed();
		try {
			await page
				.locator( SPEED )
				.getByText( /^Google has no field data for this page yet/ )
				.waitFor();
			await page
				.locator( `${ SPEED } .googlesitekit-data-block__title`, {
					hasText: 'Performance score',
				} )
				.waitFor();
			await shoot( page, 'speed-no-field-data' );
		} finally {
			await page.close();
			await emulatorControl( 'POST', '/scenario', { name: 'default' } );
		}
	} );

	it( 'shows a failed Lighthouse run in plain words, with Google’s message on demand', async () => {
		await emulatorControl( 'POST', '/faults', {
			kind: 'lighthouse_error',
			code: 'FAILED_DOCUMENT_REQUEST',
			api: 'pagespeed',
			persistent: true,
		} );
		const page = await openSpeed();
		try {
			const alert = page.locator( `${ SPEED } [role="alert"]` );
			await alert.waitFor();
			assert.match(
				await alert.innerText(),
				/^PageSpeed Insights data could not be loaded\s+Error: PageSpeed Insights could not load this page: your server did not answer Google’s request/
			);
			await page.locator( SPEED ).getByText( 'Google’s message' ).click();
			await page
				.locator( SPEED )
				.getByText(
					/^Lighthouse returned error: FAILED_DOCUMENT_REQUEST/
				)
				.waitFor();
			await shoot( page, 'speed-lighthouse-error' );
		} finally {
			await page.close();
			await emulatorControl( 'DELETE', '/faults' );
		}
	} );

	it( 'says PageSpeed Insights is slow after a few seconds, then shows its answer', async () => {
		await emulatorControl( 'POST', '/config', {
			pagespeedLatencyMs: 8000,
		} );
		const page = await openSpeed();
		try {
			const slow = page
				.locator( SPEED )
				.getByText( /^PageSpeed Insights is taking longer than usual/ );
			await slow.waitFor( { timeout: 7000 } );
			assert.equal(
				await page
					.locator( `${ SPEED } [role="progressbar"]` )
					.isVisible(),
				true
			);
			await shoot( page, 'speed-slow' );
			await page
				.locator( `${ SPEED } .googlesitekit-data-block__title`, {
					hasText: 'Performance score',
				} )
				.waitFor( { timeout: 20000 } );
			assert.equal( await slow.count(), 0 );
		} finally {
			await page.close();
			await emulatorControl( 'POST', '/config', {
				pagespeedLatencyMs: null,
			} );
		}
	} );

	it( 'met no console error and no request to the internet', () => {
		assertClean( session.watched );
	} );
} );
