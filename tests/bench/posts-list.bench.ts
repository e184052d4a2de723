/**
 * npm run bench, posts list row (issue 14 item 1): what the "Site Kit" column costs the Posts list.
 *
 * - Server time of edit.php (20 posts a page, the admin's cookies, HTML only) with the plugin active and inactive,
 *   the two alternating in the same run; the median of each.
 * - The column's figures for the 20 listed posts in Chromium: plugin REST requests and provider calls, cold (empty
 *   server cache) and warm.
 *
 * Run by bin/bench.mjs (BENCH_ONLY=posts-list runs this row alone). Exits non-zero when a target is missed.
 */
import type { Page } from 'playwright-core';

import { launch, login } from '../e2e/utils/browser';
import { connectAllModules } from '../e2e/utils/connected-site';
import {
	adminURL,
	clearReportCache,
	restoreDatabase,
	wpEval,
} from '../e2e/utils/site';
import {
	control,
	printTable,
	providerCalls,
	reportMissed,
	settleProviders,
	type Cell,
} from './load-stack';

const PLUGIN = 'google-site-kit/googlesitekit.php';
/** Requests measured per state (after one unmeasured warm-up each). */
const ROUNDS = Math.max( 3, Number( process.env.BENCH_RUNS || 7 ) );
const CELLS = '.googlesitekit-post-stats[data-post-id]';

const median = ( values: number[] ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};

/**
 * Turns the plugin on or off the way WordPress keeps it (its active_plugins option), without its hooks.
 *
 * @param active Whether the plugin runs.
 */
function setPluginActive( active: boolean ) {
	const out = wpEval( `
		$plugins = array_values( array_diff( (array) get_option( 'active_plugins', array() ), array( '${ PLUGIN }' ) ) );
		${ active ? `$plugins[] = '${ PLUGIN }';` : '' }
		update_option( 'active_plugins', $plugins );
		echo in_array( '${ PLUGIN }', (array) get_option( 'active_plugins' ), true ) ? 'on' : 'off';
	` ).trim();
	if ( out !== ( active ? 'on' : 'off' ) ) {
		throw new Error(
			`Could not turn the plugin ${ active ? 'on' : 'off' }: ${ out }`
		);
	}
}

/**
 * Server time of one Posts list: the whole HTML answer, as the admin (ms).
 *
 * @param page A page with the admin's cookies.
 */
async function listTime(
	page: Page
): Promise< { ms: number; column: boolean } > {
	const started = performance.now();
	const response = await page.request.get( adminURL( 'edit.php' ) );
	const html = await response.text();
	const ms = performance.now() - started;
	if ( response.status() !== 200 ) {
		throw new Error( `edit.php answered ${ response.status() }` );
	}
	const rows = ( html.match( /<tr id="post-\d+"/g ) || [] ).length;
	if ( rows !== 20 ) {
		throw new Error( `edit.php listed ${ rows } posts, not 20` );
	}
	return { ms, column: html.includes( "id='googlesitekit_stats'" ) };
}

/**
 * Opens the list in Chromium and waits for every cell's figures: the plugin REST requests and provider calls it
 * caused.
 *
 * @param page A page with the admin's cookies.
 */
async function fillList(
	page: Page
): Promise< { rest: number; calls: number } > {
	await settleProviders( 800, 15000 );
	const before = ( await providerCalls() ).length;
	let rest = 0;
	const count = ( request: { url: () => string } ) => {
		if ( request.url().includes( '/google-site-kit/v1/' ) ) {
			rest++;
		}
	};
	page.on( 'request', count );
	await page.goto( adminURL( 'edit.php' ) );
	await page.waitForFunction(
		( selector ) =>
			document.querySelectorAll( selector ).length === 20 &&
			document.querySelectorAll( `${ selector }[aria-busy="true"]` )
				.length === 0,
		CELLS
	);
	page.off( 'request', count );
	await settleProviders( 800, 15000 );
	return { rest, calls: ( await providerCalls() ).length - before };
}

( async () => {
	const started = Date.now();
	restoreDatabase();
	await control( 'POST', '/reset', {} );
	const browser = await launch();
	try {
		const context = await browser.newContext();
		const page = await context.newPage();
		await login( page );
		await connectAllModules( page );

		// The sign-in ends on the dashboard, whose reads may still be running on the server.
		await settleProviders( 1500, 20000 );
		clearReportCache();
		const callsBefore = ( await providerCalls() ).length;
		// Server time, plugin active and inactive alternating (one warm-up each first).
		const times: Record< 'on' | 'off', number[] > = { on: [], off: [] };
		for ( let round = -1; round < ROUNDS; round++ ) {
			for ( const state of [ 'on', 'off' ] as const ) {
				setPluginActive( state === 'on' );
				const { ms, column } = await listTime( page );
				if ( column !== ( state === 'on' ) ) {
					throw new Error(
						`The column is ${
							column ? '' : 'not '
						}there with the plugin ${ state }`
					);
				}
				if ( round >= 0 ) {
					times[ state ].push( ms );
				}
			}
		}
		setPluginActive( true );
		await settleProviders( 800, 15000 );
		const htmlCalls = ( await providerCalls() ).length - callsBefore;

		// The figures of the 20 listed posts.
		clearReportCache();
		const cold = await fillList( page );
		const warm = await fillList( page );

		const on = median( times.on );
		const off = median( times.off );
		const rows: Array< Array< string | Cell > > = [
			[
				'Posts list (20 posts), server time, plugin inactive',
				`${ Math.round( off ) } ms`,
				'—',
			],
			[
				'Posts list (20 posts), server time, plugin active',
				`${ Math.round( on ) } ms (+${ Math.round( on - off ) } ms)`,
				'—',
			],
			[
				'Posts list HTML: provider calls (all requests above)',
				{ text: String( htmlCalls ), ok: htmlCalls === 0 },
				'0 (placeholders only)',
			],
			[
				'Column figures, REST requests (cold / warm)',
				{
					text: `${ cold.rest } / ${ warm.rest }`,
					ok: cold.rest === 1 && warm.rest === 1,
				},
				'1 / 1',
			],
			[
				'Column figures, provider calls for 20 posts, cold',
				{ text: String( cold.calls ), ok: cold.calls === 2 },
				'2 (one per service)',
			],
			[
				'Column figures, provider calls for 20 posts, warm',
				{ text: String( warm.calls ), ok: warm.calls === 0 },
				'0',
			],
		];
		console.log(
			`\nSite Kit posts list benchmark (${
				process.env.BENCH_STACK || 'test site'
			}; median of ${ ROUNDS } requests each, alternating)\n`
		);
		printTable( [ 'Measure', 'Value', 'Target' ], rows );
		console.log(
			`\nBench time: ${ Math.round( ( Date.now() - started ) / 1000 ) } s`
		);
		reportMissed( rows );
		await context.close();
	} finally {
		await browser.close();
	}
} )().catch( ( error ) => {
	console.error( error );
	process.exit( 2 );
} );
