/**
 * Measures what issue 5 item 9 asks, each next to its target:
 * - plugin JS on the main dashboard (raw and gzip),
 * - plugin REST requests on a cold dashboard load,
 * - provider calls cold, and for a reload in a new browser session,
 * - time until every widget shows its numbers, with 300 ms of provider latency.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Browser, BrowserContext, Page } from 'playwright-core';

import { launch, login } from '../e2e/utils/browser';
import { connectAllModules } from '../e2e/utils/connected-site';
import { clearReportCache, pageURL, restoreDatabase } from '../e2e/utils/site';

const EMULATOR = process.env.E2E_EMULATOR_URL || 'http://127.0.0.1:9397';
const ROOT = path.resolve( __dirname, '../..' );

interface LogEntry {
	path: string;
	start: number;
	end: number;
	durationMs: number;
	api: string;
}

const control = async ( method: string, route: string, body?: unknown ) => {
	const response = await fetch( `${ EMULATOR }/__emulator${ route }`, {
		method,
		headers: { 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
	return response.json();
};

const providerCalls = async (): Promise< LogEntry[] > =>
	(
		( await control( 'GET', '/requests' ) ) as { requests: LogEntry[] }
	 ).requests.filter(
		( entry ) => ! [ 'oauth', 'static', 'control' ].includes( entry.api )
	);

/**
 * Opens the dashboard in a context and waits until every widget shows numbers (or a final state).
 *
 * @param context Browser context (logged in).
 * @return The page, the plugin REST requests it made after the HTML, and how long the widgets took.
 */
async function loadDashboard(
	context: BrowserContext
): Promise< { page: Page; rest: string[]; ms: number; afterRequest: number } > {
	const page = await context.newPage();
	const rest: string[] = [];
	let firstRequestAt = 0;
	page.on( 'request', ( request ) => {
		if ( request.url().includes( '/wp-json/google-site-kit/' ) ) {
			firstRequestAt = firstRequestAt || Date.now();
			rest.push(
				`${ request.method() } ${ new URL(
					request.url()
				).pathname.replace( '/wp-json/google-site-kit/v1/', '' ) }`
			);
		}
	} );
	const started = Date.now();
	await page.goto( pageURL( 'dashboard' ) );
	const ready = page.waitForFunction(
		() => {
			// A widget that has nothing to show (e.g. the AdSense call to action once AdSense is on) stays empty.
			const widgets = Array.from(
				document.querySelectorAll( '.googlesitekit-widget' )
			).filter( ( widget ) => widget.childElementCount > 0 );
			return (
				widgets.length > 0 &&
				document.querySelectorAll( '.googlesitekit-widget-loading' )
					.length === 0 &&
				widgets.every( ( widget ) =>
					widget.querySelector(
						'.googlesitekit-data-block, table, [role="alert"], .googlesitekit-widget-zero'
					)
				)
			);
		},
		undefined,
		{ timeout: 60000 }
	);
	await ready.catch( async ( error ) => {
		await page.screenshot( {
			path: path.join( ROOT, 'artifacts/bench-timeout.png' ),
			fullPage: true,
		} );
		throw error;
	} );
	const done = Date.now();
	return {
		page,
		rest,
		ms: done - started,
		afterRequest: done - ( firstRequestAt || started ),
	};
}

/**
 * A fresh browser session logged in as the admin (sessionStorage empty).
 *
 * @param browser Browser.
 * @param state   Storage state with the login cookies.
 */
async function newSession(
	browser: Browser,
	state: Awaited< ReturnType< BrowserContext[ 'storageState' ] > >
) {
	return browser.newContext( {
		storageState: { cookies: state.cookies, origins: [] },
		viewport: { width: 1280, height: 2400 },
	} );
}

const row = ( name: string, value: string, target: string, ok: boolean ) =>
	console.log(
		`${ ok ? 'PASS' : 'MISS' }  ${ name.padEnd( 52 ) } ${ value.padStart(
			12
		) }   target ${ target }`
	);

( async () => {
	restoreDatabase();
	await control( 'POST', '/reset', {} );
	const browser = await launch();
	try {
		const setup = await browser.newContext();
		const page = await setup.newPage();
		await login( page );
		await connectAllModules( page );
		const state = await setup.storageState();
		await setup.close();

		// JS the plugin adds to the main dashboard.
		const js = fs.readFileSync(
			path.join( ROOT, 'dist/js/googlesitekit-main-dashboard.js' )
		);
		const gzip = gzipSync( js ).length;

		// Cold: no server cache, new browser session.
		clearReportCache();
		await control( 'DELETE', '/requests' );
		const coldContext = await newSession( browser, state );
		const cold = await loadDashboard( coldContext );
		const coldCalls = await providerCalls();
		await coldContext.close();

		// Reload in a new browser session: the server cache answers.
		await control( 'DELETE', '/requests' );
		const warmContext = await newSession( browser, state );
		await loadDashboard( warmContext );
		const warmCalls = await providerCalls();
		await warmContext.close();

		// With 300 ms of provider latency, cold again.
		clearReportCache();
		await control( 'POST', '/faults', {
			kind: 'latency',
			ms: 300,
			persistent: true,
		} );
		await control( 'DELETE', '/requests' );
		const slowContext = await newSession( browser, state );
		const slow = await loadDashboard( slowContext );
		const slowCalls = await providerCalls();
		await slowContext.close();
		await control( 'DELETE', '/faults' );
		const slowest = Math.max(
			...slowCalls.map( ( entry ) => entry.durationMs )
		);

		console.log( '\nSite Kit dashboard benchmark\n' );
		row(
			'Plugin JS on the main dashboard (raw)',
			`${ ( js.length / 1024 ).toFixed( 1 ) } KB`,
			'—',
			true
		);
		row(
			'Plugin JS on the main dashboard (gzip)',
			`${ ( gzip / 1024 ).toFixed( 1 ) } KB`,
			'≤ 100 KB',
			gzip <= 100 * 1024
		);
		row(
			'Plugin REST requests on a cold dashboard load',
			String( cold.rest.length ),
			'≤ 2',
			cold.rest.length <= 2
		);
		row( 'Provider calls, cold', String( coldCalls.length ), '—', true );
		row(
			'Provider calls, reload in a new browser session',
			String( warmCalls.length ),
			'0',
			warmCalls.length === 0
		);
		row(
			'Widgets ready after their request, 300 ms latency',
			`${ slow.afterRequest } ms`,
			`≤ ${ Math.round( slowest ) } + 300 ms`,
			slow.afterRequest <= slowest + 300
		);
		console.log(
			`\nREST requests (cold): ${ cold.rest.join( ', ' ) || 'none' }`
		);
		console.log(
			`Widgets ready, cold without added latency: ${ cold.ms } ms`
		);
	} finally {
		await browser.close();
	}
} )().catch( ( error ) => {
	console.error( error );
	process.exit( 1 );
} );
