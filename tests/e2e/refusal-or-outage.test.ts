/**
 * A refusal is not an outage (issue 22), as a production site meets it: the reports are warm (read on the dashboard,
 * the WordPress dashboard widget and the admin bar), time passes, WP-Cron's background refresh meets Google's answer,
 * then the admin looks again. A 503, a 429 or a timeout shows the last good figures with a notice that names the
 * cause; a 403, a 400 or a 401 after the token's refresh shows the error with Google's words and the fix on all three,
 * never old data.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser, Locator, Page } from 'playwright-core';

import { artifactPath, type Watched } from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { emulatorControl } from './utils/emulator';
import { assertClean, startAdminSession } from './utils/session';
import {
	BASE_URL,
	adminURL,
	clearReportCache,
	pageURL,
	runBackgroundRefresh,
	wpEval,
} from './utils/site';

let browser: Browser;
let watched: Watched;

/** The APIs of the figures all three places show: Search Console's and Analytics' reports. */
const REPORT_APIS = [ 'searchconsole', 'analyticsdata' ];

/**
 * Where the admin sees the figures: each opens its place and gives the containers of Search Console's and
 * Analytics' figures there.
 * @param page
 */
const PLACES: Array<
	[ string, ( page: Page ) => Promise< [ Locator, Locator ] > ]
> = [
	[
		'dashboard',
		async ( page ) => {
			await page.goto( pageURL( 'dashboard' ) );
			return [
				page.locator( '.googlesitekit-widget--search-funnel' ),
				page.locator( '.googlesitekit-widget--all-traffic' ),
			];
		},
	],
	[
		'WordPress dashboard widget',
		async ( page ) => {
			await page.goto( adminURL() );
			const widget = page.locator( '#googlesitekit_dashboard_widget' );
			// The widget reads its figures once it is in view.
			await widget.scrollIntoViewIfNeeded();
			return [ widget, widget ];
		},
	],
	[
		'admin bar',
		async ( page ) => {
			await page.goto( `${ BASE_URL }/` );
			await page.click( '#wp-admin-bar-google-site-kit > a' );
			const panel = page.locator( '.googlesitekit-adminbar-panel' );
			return [ panel, panel ];
		},
	],
];

/**
 * Reads every place's figures while Google answers, so that they are warm (on the background refresh's list).
 *
 * @param page Page.
 */
async function warmEverywhere( page: Page ): Promise< void > {
	await emulatorControl( 'DELETE', '/faults' );
	clearReportCache();
	for ( const [ , open ] of PLACES ) {
		const [ search, analytics ] = await open( page );
		for ( const container of [ search, analytics ] ) {
			await container
				.locator( '.googlesitekit-data-block__value' )
				.first()
				.waitFor();
		}
	}
}

/**
 * Time passes (the fresh copies are gone, the last good ones stay), Google starts answering with the fault, and
 * WP-Cron's background refresh meets it.
 *
 * @param fault The emulator fault, for both report APIs.
 */
async function refreshInto( fault: Record< string, unknown > ) {
	clearReportCache( { keepLastGood: true } );
	for ( const api of REPORT_APIS ) {
		await emulatorControl( 'POST', '/faults', {
			...fault,
			api,
			persistent: true,
		} );
	}
	const outcomes = Object.values( runBackgroundRefresh() );
	assert.ok(
		outcomes.filter( ( outcome ) => outcome === 'backoff' ).length >= 2,
		`the refresh met the fault: ${ outcomes.join( ', ' ) }`
	);
}

/**
 * The text of a container once its figures or its error are in.
 *
 * @param container Container.
 */
async function settled( container: Locator ): Promise< string > {
	await container
		.locator(
			'.googlesitekit-data-block__value, .googlesitekit-widget-error'
		)
		.first()
		.waitFor();
	return container.innerText();
}

before( async () => {
	( { browser, watched } = await startAdminSession() );
	await connectAllModules( watched.page );
	// Every load asks the server: the browser's session cache would answer from what it kept.
	await watched.context.addInitScript( () => window.sessionStorage.clear() );
} );

after( async () => {
	await emulatorControl( 'DELETE', '/faults' );
	wpEval( "delete_option( 'googlesitekit_test_provider_timeout' );" );
	await watched?.context.close();
	await browser?.close();
} );

describe( 'Google is down, busy or slow when the background refresh renews the reports', () => {
	const outages: Array<
		[ string, Record< string, unknown >, string, () => void ]
	> = [
		[
			'503',
			{ kind: 'unavailable' },
			'Google’s service is unavailable right now; showing the data from ',
			() => {},
		],
		[
			'429',
			{ kind: 'rate_limit' },
			'Google’s usage limit for this site is reached for now; showing the data from ',
			() => {},
		],
		[
			'timeout',
			{ kind: 'latency', ms: 2500 },
			'Google did not answer in time; showing the data from ',
			// Calls to Google may take a second: the emulator's 2.5 s answer times out.
			() =>
				wpEval(
					"update_option( 'googlesitekit_test_provider_timeout', 1 );"
				),
		],
	];
	for ( const [ cause, fault, notice, arrange ] of outages ) {
		it( `a ${ cause } shows the last good figures with a notice naming it, in all three places`, async () => {
			const page = watched.page;
			await warmEverywhere( page );
			const figures: string[] = [];
			for ( const [ , open ] of PLACES ) {
				for ( const container of await open( page ) ) {
					await settled( container );
					figures.push(
						(
							await container
								.locator( '.googlesitekit-data-block__value' )
								.allInnerTexts()
						).join( '|' )
					);
				}
			}
			arrange();
			await refreshInto( fault );
			let i = 0;
			for ( const [ place, open ] of PLACES ) {
				const containers = await open( page );
				for ( const container of containers ) {
					await settled( container );
					assert.equal(
						(
							await container
								.locator( '.googlesitekit-data-block__value' )
								.allInnerTexts()
						).join( '|' ),
						figures[ i++ ],
						`${ place }: the last good figures`
					);
					const stale = container
						.locator( '.googlesitekit-widget-stale' )
						.first();
					await stale.waitFor();
					assert.ok(
						( await stale.innerText() ).startsWith( notice ),
						`${ place }: ${ await stale.innerText() }`
					);
					assert.equal(
						await container
							.locator( '.googlesitekit-widget-error' )
							.count(),
						0,
						`${ place }: no error`
					);
				}
				await containers[ 0 ].screenshot( {
					path: artifactPath(
						`outage-${ cause }-${ place.replace( /\W+/g, '-' ) }`
					),
				} );
			}
			wpEval( "delete_option( 'googlesitekit_test_provider_timeout' );" );
			await emulatorControl( 'DELETE', '/faults' );
			if ( fault.kind === 'latency' ) {
				// The emulator answers (and logs) the calls that timed out 2.5 s after they began: let them end here,
				// not in the next file's request log.
				await new Promise( ( done ) => setTimeout( done, 3000 ) );
			}
			assertClean( watched );
		} );
	}
} );

describe( 'Google refuses the reports the background refresh renews', () => {
	const refusals: Array< [ string, Record< string, unknown >, RegExp ] > = [
		[
			'403',
			{ kind: 'insufficient_permissions' },
			/Error: Request had insufficient authentication scopes\.[\s\S]*Your Google account may no longer read this (Search Console|Analytics) data\./,
		],
		[
			'400',
			{ kind: 'invalid_argument' },
			/Error: Request contains an invalid argument\./,
		],
		// Last: the admin's sign-in stays refused until they sign in again (revoked-access.test.ts).
		[
			'401',
			{ kind: 'unauthenticated' },
			/Error: Google no longer accepts Site Kit’s access to your Google account[\s\S]*To fix this, redo the plugin setup\./,
		],
	];
	for ( const [ status, fault, shown ] of refusals ) {
		it( `a ${ status } shows the error with Google’s words on the dashboard, the WordPress dashboard widget and the admin bar, never old data`, async () => {
			const page = watched.page;
			await warmEverywhere( page );
			await refreshInto( fault );
			for ( const [ place, open ] of PLACES ) {
				const containers = await open( page );
				for ( const container of containers ) {
					const text = await settled( container );
					assert.match( text, shown, `${ place }: ${ text }` );
					assert.equal(
						await container
							.locator( '.googlesitekit-data-block__value' )
							.count(),
						0,
						`${ place }: no figures from before the refusal`
					);
					assert.equal(
						await container
							.locator( '.googlesitekit-widget-stale' )
							.count(),
						0,
						`${ place }: no outage notice`
					);
				}
				await containers[ 0 ].screenshot( {
					path: artifactPath(
						`refusal-${ status }-${ place.replace( /\W+/g, '-' ) }`
					),
				} );
			}
			assertClean( watched );
		} );
	}
} );
