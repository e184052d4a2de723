/**
 * Single flight (issue 12 item 3): viewers who ask for the same cold report at once, on the test site's several PHP
 * workers, cause one provider call; the others wait for its answer no longer than the call itself plus a small margin.
 * The waiting viewer's other outcomes (the reader's error, a reader that died) are in tests/php/Core/Reports/SingleFlightTest.php.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';

import type { Browser, Page } from 'playwright-core';

import type { Watched } from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { emulatorControl, providerCallCount } from './utils/emulator';
import { assertClean, startAdminSession } from './utils/session';
import { clearReportCache, pageURL } from './utils/site';

// The test site runs 4 PHP workers: one is left for whatever else the site serves meanwhile (a cron spawn), so
// every viewer's request is in flight at once.
const VIEWERS = 3;
// Long enough that every viewer's request reaches PHP while the first one's call is still out.
const LATENCY = 3000;

let browser: Browser;
let watched: Watched;

interface Answer {
	value?: unknown;
	error?: { code: string };
}

/**
 * Sends the same batch read from several tabs' worth of concurrent requests and times them.
 *
 * @param page    A dashboard page (its nonce).
 * @param params  The report's params.
 * @param viewers How many at once.
 * @return Each request's answer and how long the slowest took, ms.
 */
async function concurrentReads(
	page: Page,
	params: Record< string, unknown >,
	viewers = VIEWERS
): Promise< { answers: Answer[]; slowest: number } > {
	return page.evaluate(
		async ( [ count, reportParams ] ) => {
			const base = (
				window as unknown as {
					_googlesitekitBaseData: {
						restRoot: string;
						restNonce: string;
					};
				}
			 )._googlesitekitBaseData;
			const started = performance.now();
			const results = await Promise.all(
				Array.from( { length: count as number }, async () => {
					const response = await fetch(
						`${ base.restRoot }google-site-kit/v1/core/reports/data/batch`,
						{
							method: 'POST',
							headers: {
								'content-type': 'application/json',
								'x-wp-nonce': base.restNonce,
							},
							body: JSON.stringify( {
								data: {
									requests: [
										{
											key: 'report',
											path: 'modules/analytics/data/report',
											params: reportParams,
										},
									],
								},
							} ),
						}
					);
					const body = ( await response.json() ) as Record<
						string,
						Answer
					>;
					return {
						answer: body.report,
						took: performance.now() - started,
					};
				} )
			);
			return {
				answers: results.map( ( result ) => result.answer ),
				slowest: Math.max(
					...results.map( ( result ) => result.took )
				),
			};
		},
		[ viewers, params ] as const
	);
}

before( async () => {
	( { browser, watched } = await startAdminSession() );
	await connectAllModules( watched.page );
	await watched.page.goto( pageURL( 'splash' ) );
} );

after( async () => {
	await emulatorControl( 'DELETE', '/faults' );
	await watched?.context.close();
	await browser?.close();
} );

beforeEach( async () => {
	await emulatorControl( 'DELETE', '/faults' );
	clearReportCache();
} );

describe( 'single flight', () => {
	it( `${ VIEWERS } viewers asking for one cold report at once cause one provider call and get the same answer`, async () => {
		await emulatorControl( 'POST', '/faults', {
			kind: 'latency',
			api: 'analyticsdata',
			ms: LATENCY,
			persistent: true,
		} );
		const start = await providerCallCount();
		const { answers, slowest } = await concurrentReads( watched.page, {
			metrics: [ 'totalUsers' ],
			dateRange: 'last-14-days',
		} );
		assert.equal( ( await providerCallCount() ) - start, 1 );
		assert.ok( answers.every( ( answer ) => answer?.value ) );
		for ( const answer of answers ) {
			assert.deepEqual( answer.value, answers[ 0 ].value );
		}
		// Nobody waited much longer than the one call (PHP start-up and polling aside).
		assert.ok(
			slowest < LATENCY + 2500,
			`the slowest viewer took ${ Math.round( slowest ) } ms`
		);
		assertClean( watched );
	} );
} );
