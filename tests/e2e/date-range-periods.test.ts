/**
 * "This month" and "Last month" at a month boundary, with the site, Google (the emulator) and the browser all moved to
 * the 1st or the last day of a month — in a site time zone whose day is not the UTC day, so a dashboard counting from
 * the browser's or the server's UTC day would show another month. The figures and their change equal what the
 * emulator itself answers for the dates the test names; the chart has one point per day of those dates.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser, Page } from 'playwright-core';

import {
	calculateChange,
	formatNumber,
	formatPercent,
} from '../../assets/js/util/numbers';
import { screenshot, type Watched } from './utils/browser';
import { resetSiteClock, setSiteClock } from './utils/clock';
import { connectAllModules } from './utils/connected-site';
import { blockValue, freshContext, type StorageState } from './utils/dashboard';
import { emulatorToken } from './utils/emulator';
import { type Dates, ga4Total } from './utils/figures';
import { startAdminSession } from './utils/session';
import { clearReportCache, pageURL } from './utils/site';

let browser: Browser;
let watched: Watched;
let token: string;
let cookies: StorageState;

const TRAFFIC = '.googlesitekit-widget--all-traffic';

interface Case {
	name: string;
	timezone: string;
	/** The instant everything is moved to. */
	instant: string;
	/** The site's day at that instant. */
	siteToday: string;
	range: 'this-month' | 'last-month';
	compare: 'previous-period' | 'same-period-last-year';
	dates: Dates;
	compareDates: Dates;
}

// The dates are the spec's (Date_Range): "this month" is the 1st through yesterday, or today alone on the 1st;
// "last month" the whole month; the previous period as many days just before; "same period last year" the same
// calendar days a year earlier.
const CASES: Case[] = [
	{
		name: 'on the 1st in Auckland (still the last day of the month in UTC), this month is the 1st alone',
		timezone: 'Pacific/Auckland',
		instant: '2026-02-28T20:00:00Z', // 1 March, 09:00 at the site.
		siteToday: '2026-03-01',
		range: 'this-month',
		compare: 'previous-period',
		dates: { startDate: '2026-03-01', endDate: '2026-03-01' },
		compareDates: { startDate: '2026-02-28', endDate: '2026-02-28' },
	},
	{
		name: 'on the 1st in Auckland, last month is the whole of February against February last year',
		timezone: 'Pacific/Auckland',
		instant: '2026-02-28T20:00:00Z',
		siteToday: '2026-03-01',
		range: 'last-month',
		compare: 'same-period-last-year',
		dates: { startDate: '2026-02-01', endDate: '2026-02-28' },
		compareDates: { startDate: '2025-02-01', endDate: '2025-02-28' },
	},
	{
		name: 'on the last day of March in New York (already 1 April in UTC), this month runs to the 30th',
		timezone: 'America/New_York',
		instant: '2026-04-01T02:00:00Z', // 31 March, 22:00 at the site.
		siteToday: '2026-03-31',
		range: 'this-month',
		compare: 'same-period-last-year',
		dates: { startDate: '2026-03-01', endDate: '2026-03-30' },
		compareDates: { startDate: '2025-03-01', endDate: '2025-03-30' },
	},
	{
		name: 'on the last day of March in New York, last month is February against the 28 days before it',
		timezone: 'America/New_York',
		instant: '2026-04-01T02:00:00Z',
		siteToday: '2026-03-31',
		range: 'last-month',
		compare: 'previous-period',
		dates: { startDate: '2026-02-01', endDate: '2026-02-28' },
		compareDates: { startDate: '2026-01-04', endDate: '2026-01-31' },
	},
];

/**
 * Days from the first to the last date, both included.
 *
 * @param dates Dates.
 */
function dayCount( dates: Dates ): number {
	return (
		( Date.parse( `${ dates.endDate }T00:00:00Z` ) -
			Date.parse( `${ dates.startDate }T00:00:00Z` ) ) /
			86400000 +
		1
	);
}

/**
 * Picks a value in one of the picker's selects and waits until the server saved it.
 *
 * @param page     Page.
 * @param selector The select.
 * @param value    Option value.
 */
async function pick( page: Page, selector: string, value: string ) {
	if ( ( await page.locator( selector ).inputValue() ) === value ) {
		return;
	}
	await Promise.all( [
		page.waitForResponse(
			( response ) =>
				response.url().includes( 'core/user/data/date-range' ) &&
				response.request().method() === 'POST' &&
				response.status() === 200
		),
		page.selectOption( selector, value ),
	] );
}

/**
 * Waits until the traffic widget shows a value (it changes once the new range's report arrives).
 *
 * @param page     Page.
 * @param expected Text of the Unique visitors block.
 */
async function waitForVisitors( page: Page, expected: string ) {
	for ( let i = 0; i < 80; i++ ) {
		if (
			( await blockValue( page, TRAFFIC, 'Unique visitors' ) ) ===
			expected
		) {
			return;
		}
		await page.waitForTimeout( 250 );
	}
	assert.equal(
		await blockValue( page, TRAFFIC, 'Unique visitors' ),
		expected
	);
}

/**
 * Moves the site, Google (the emulator) and a fresh browser page to an instant, and runs checks with that page (closed
 * after). The site's cached reports are cleared: copies read at another "today" would be another period's.
 *
 * @param at           The instant.
 * @param at.timezone  The site's zone.
 * @param at.instant   The instant, e.g. "2026-02-28T20:00:00Z".
 * @param at.siteToday The site's day at that instant (checked).
 * @param run          The checks, given the page and the script errors it has had.
 */
async function atInstant(
	at: { timezone: string; instant: string; siteToday: string },
	run: ( page: Page, errors: string[] ) => Promise< void >
) {
	assert.equal(
		await setSiteClock( at.timezone, at.instant ),
		at.siteToday,
		'the site’s day at that instant'
	);
	clearReportCache();
	const context = await freshContext( browser, cookies );
	try {
		const page = await context.newPage();
		const errors: string[] = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );
		// The browser is at the same instant, in UTC: its own day is not the site's.
		await page.clock.install( { time: new Date( at.instant ) } );
		await run( page, errors );
	} finally {
		await context.close();
	}
}

before( async () => {
	( { browser, watched } = await startAdminSession() );
	await connectAllModules( watched.page );
	cookies = await watched.context.storageState();
	token = await emulatorToken( [
		'https://www.googleapis.com/auth/analytics.readonly',
	] );
} );

after( async () => {
	resetSiteClock();
	await watched?.context.close();
	await browser?.close();
} );

describe( 'periods at a month boundary (site, emulator and browser clocks moved)', () => {
	for ( const item of CASES ) {
		it( item.name, async () => {
			await atInstant( item, async ( page, errors ) => {
				await page.goto( pageURL( 'dashboard' ) );
				assert.equal(
					await page.evaluate(
						() =>
							(
								window as unknown as {
									_googlesitekitBaseData: {
										siteToday: string;
									};
								}
							 )._googlesitekitBaseData.siteToday
					),
					item.siteToday
				);
				await page.locator( '#googlesitekit-date-range' ).waitFor();
				await pick( page, '#googlesitekit-date-range', item.range );
				await pick(
					page,
					'#googlesitekit-date-range-compare',
					item.compare
				);

				const current = await ga4Total(
					token,
					'totalUsers',
					item.dates
				);
				const previous = await ga4Total(
					token,
					'totalUsers',
					item.compareDates
				);
				assert.ok(
					current > 0,
					'the emulator has visitors on those dates'
				);
				await waitForVisitors( page, formatNumber( current ) );

				// The change against the compare dates, in the words of the compare mode.
				const block = page
					.locator( `${ TRAFFIC } .googlesitekit-data-block` )
					.first();
				const change = calculateChange( current, previous );
				assert.ok( change !== null );
				const changeText = `${ formatPercent(
					Math.abs( change )
				) } vs ${
					item.compare === 'same-period-last-year'
						? 'same period last year'
						: 'previous period'
				}`;
				await block
					.locator( '.googlesitekit-data-block__change', {
						hasText: changeText,
					} )
					.waitFor( { timeout: 20000 } )
					.catch( async () =>
						assert.fail(
							`the change should read ${ changeText }, reads: ${ await block.innerText() }`
						)
					);
				assert.ok(
					await block
						.locator(
							`.googlesitekit-data-block__change--${
								change > 0 ? 'up' : 'down'
							}`
						)
						.count(),
					'the change goes the emulator’s way'
				);

				// The chart names one day per day of the range, counted from the site's today.
				assert.equal(
					await page
						.locator( `${ TRAFFIC } .googlesitekit-line-chart` )
						.getAttribute( 'data-points' ),
					String( dayCount( item.dates ) )
				);
				assert.deepEqual( errors, [], 'no script errors' );
				if ( item === CASES[ 0 ] ) {
					await screenshot(
						page,
						'date-range-this-month-on-the-1st'
					);
				}
			} );
		} );
	}
} );

describe( 'a dashboard left open past the site’s midnight', () => {
	it( 'reads its reports again and shows the new day’s dates', async () => {
		// 23:59:30 in New York on Nov 20: "Last 7 days" is Nov 13 – Nov 19.
		const instant = {
			timezone: 'America/New_York',
			instant: '2026-11-21T04:59:30Z',
			siteToday: '2026-11-20',
		};
		await atInstant( instant, async ( page, errors ) => {
			await page.goto(
				pageURL( 'dashboard', 'dateRange=last-7-days&compare=none' )
			);
			const legend = page.locator(
				`${ TRAFFIC } .googlesitekit-line-chart__legend`
			);
			await legend
				.filter( { hasText: 'Nov 13, 2026 – Nov 19, 2026' } )
				.waitFor();

			// The site and Google are on Nov 21 now; the page's clock passes its midnight a little later.
			assert.equal(
				await setSiteClock(
					'America/New_York',
					'2026-11-21T05:00:05Z'
				),
				'2026-11-21'
			);
			const renewed = page.waitForRequest(
				( request ) =>
					request.url().includes( 'core/reports/data/batch' ) &&
					String( request.postData() ).includes( 'last-7-days' )
			);
			await page.clock.runFor( 45 * 1000 );
			await renewed;
			await legend
				.filter( { hasText: 'Nov 14, 2026 – Nov 20, 2026' } )
				.waitFor();
			assert.equal(
				await page
					.locator( `${ TRAFFIC } .googlesitekit-line-chart` )
					.getAttribute( 'data-points' ),
				'7'
			);
			await screenshot( page, 'date-range-past-midnight' );
			assert.deepEqual( errors, [], 'no script errors' );
		} );
	} );
} );
