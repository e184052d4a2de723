/**
 * The custom range calendar end to end: opened from the range select with the
 * keyboard, a range picked with arrow keys and Enter, applied; the dashboard's
 * figures and their change then equal what the emulator itself answers for
 * those days and for the compare period. The typed dates do the same, a bad
 * one changing nothing. Screenshots of the open calendar at desktop and phone
 * widths.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser, Page } from 'playwright-core';

import {
	calculateChange,
	formatNumber,
	formatPercent,
} from '../../assets/js/util/numbers';
import { artifactPath, expectAddress, type Watched } from './utils/browser';
import { connectAllModules } from './utils/connected-site';
import { emulatorToken } from './utils/emulator';
import { blockValue, daysAgo } from './utils/dashboard';
import { type Dates, ga4Total, scImpressions } from './utils/figures';
import { assertClean, startAdminSession } from './utils/session';
import { pageURL } from './utils/site';

const RANGE = '#googlesitekit-date-range';
const COMPARE = '#googlesitekit-date-range-compare';
const DIALOG = '.googlesitekit-date-range-calendar';
const DAY = 86400000;

let browser: Browser;
let watched: Watched;
let token: string;

/**
 * A day moved by some days.
 *
 * @param day  "YYYY-MM-DD".
 * @param days Days to add.
 */
function shift( day: string, days: number ): string {
	return new Date( Date.parse( `${ day }T00:00:00Z` ) + days * DAY )
		.toISOString()
		.slice( 0, 10 );
}

/**
 * The value and change line a data block must show for a figure now and in the compare period.
 *
 * @param now   The figure over the range.
 * @param then  The figure over the compare period.
 * @param label The compare period's name in the change line.
 */
function expectedBlock( now: number, then: number, label: string ) {
	const change = calculateChange( now, then );
	return {
		value: formatNumber( now ),
		change:
			change === null
				? null
				: `${ formatPercent( Math.abs( change ) ) } vs ${ label }`,
	};
}

/**
 * The value and change line a data block shows.
 *
 * @param page      Page.
 * @param container Widget selector.
 * @param title     Block title.
 */

/**
 * A "YYYY-MM-DD" day as an en_US site's admin types it: "MM/DD/YYYY".
 *
 * @param day Day.
 */
function usDay( day: string ): string {
	const [ year, month, date ] = day.split( '-' );
	return `${ month }/${ date }/${ year }`;
}
async function shownBlock( page: Page, container: string, title: string ) {
	const value = await blockValue( page, container, title );
	const change = page
		.locator( `${ container } .googlesitekit-data-block`, {
			has: page.locator( '.googlesitekit-data-block__title', {
				hasText: title,
			} ),
		} )
		.first()
		.locator( '.googlesitekit-data-block__change' );
	return {
		value,
		change:
			( await change.count() ) === 0
				? null
				: // The arrow is drawn, the spoken direction hidden: the line as read.
				  ( await change.innerText() )
						.replace( /^[▲▼•]\s*/, '' )
						.replace( /\s*\((up|down)\)$/, '' )
						.trim(),
	};
}

/**
 * Waits until the dashboard's widgets show the range's figures.
 *
 * @param page Page.
 */
async function settled( page: Page ) {
	await page
		.locator(
			'.googlesitekit-widget--all-traffic .googlesitekit-data-block'
		)
		.first()
		.waitFor();
	await page.waitForFunction(
		() =>
			document.querySelectorAll( '.googlesitekit-widget-loading' )
				.length === 0
	);
}

/**
 * Checks the all-traffic and search-funnel figures against the emulator's own answers.
 *
 * @param page         Page.
 * @param range        The range.
 * @param compare      The compare period.
 * @param label        The compare period's name in the change line.
 * @param searchChange Whether to check the search funnel's change too.
 */
async function assertFigures(
	page: Page,
	range: [ string, string ],
	compare: [ string, string ],
	label: string,
	searchChange = true
) {
	const [ now, then ]: Dates[] = [ range, compare ].map(
		( [ startDate, endDate ] ) => ( { startDate, endDate } )
	);
	await settled( page );
	assert.deepEqual(
		await shownBlock(
			page,
			'.googlesitekit-widget--all-traffic',
			'Unique visitors'
		),
		expectedBlock(
			await ga4Total( token, 'totalUsers', now ),
			await ga4Total( token, 'totalUsers', then ),
			label
		),
		'unique visitors'
	);
	const search = await shownBlock(
		page,
		'.googlesitekit-widget--search-funnel',
		'Total impressions'
	);
	const expected = expectedBlock(
		await scImpressions( token, now ),
		await scImpressions( token, then ),
		label
	);
	if ( searchChange ) {
		assert.deepEqual( search, expected, 'impressions' );
	} else {
		assert.equal( search.value, expected.value, 'impressions' );
	}
}

interface WindowSize {
	width: number;
	height: number;
}

/**
 * Runs checks on the dashboard, scrolled to its top, in a window of another size; then gives the window its size back.
 *
 * @param page Page.
 * @param size The window's size for the checks.
 * @param run  The checks.
 */
async function onDashboardAt(
	page: Page,
	size: WindowSize,
	run: () => Promise< void >
) {
	await page.setViewportSize( size );
	try {
		await page.goto( pageURL( 'dashboard', 'dateRange=last-28-days' ) );
		await settled( page );
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
		await run();
	} finally {
		await page.setViewportSize( { width: 1280, height: 900 } );
	}
}

/**
 * Opens the calendar from the focused range select with the keyboard: End picks its last option, "Custom range…".
 *
 * @param page Page.
 */
async function openCalendar( page: Page ) {
	await page.locator( RANGE ).focus();
	await page.keyboard.press( 'End' );
	await page.locator( DIALOG ).waitFor();
}

/**
 * The day the keyboard focus is on in the calendar.
 *
 * @param page Page.
 */
function focusedDay( page: Page ): Promise< string | null > {
	return page.evaluate(
		() => window.document.activeElement?.getAttribute( 'data-date' ) ?? null
	);
}

before( async () => {
	( { browser, watched } = await startAdminSession() );
	await connectAllModules( watched.page );
	await watched.page.setViewportSize( { width: 1280, height: 900 } );
	token = await emulatorToken( [
		'https://www.googleapis.com/auth/webmasters',
		'https://www.googleapis.com/auth/analytics.readonly',
	] );
} );

after( async () => {
	await watched?.context.close();
	await browser?.close();
} );

describe( 'the custom range calendar', () => {
	it( 'picks a range with the keyboard, and the dashboard shows the emulator’s figures for it and the previous period', async () => {
		const { page } = watched;
		await page.goto( pageURL( 'dashboard', 'dateRange=last-28-days' ) );
		await settled( page );
		// The dashboard scrolls to its section; the picker is at the top.
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
		await openCalendar( page );
		const dialog = page.getByRole( 'dialog', { name: 'Custom range' } );
		// It opens on the range in use, its first day focused.
		const first = daysAgo( 28 );
		assert.equal( await focusedDay( page ), first );
		await page.screenshot( {
			path: artifactPath( 'date-range-calendar-desktop' ),
		} );

		// A week back, Enter; two weeks and a day on, Enter.
		await page.keyboard.press( 'ArrowUp' );
		await page.keyboard.press( 'Enter' );
		await page.keyboard.press( 'ArrowDown' );
		await page.keyboard.press( 'ArrowDown' );
		await page.keyboard.press( 'ArrowRight' );
		await page.keyboard.press( 'Enter' );
		const start = shift( first, -7 );
		const end = shift( start, 15 );
		// The fields show the days in the site's locale's typed form (en_US).
		assert.equal(
			await dialog.getByLabel( 'First day' ).inputValue(),
			usDay( start )
		);
		assert.equal(
			await dialog.getByLabel( 'Last day' ).inputValue(),
			usDay( end )
		);
		await page.screenshot( {
			path: artifactPath( 'date-range-calendar-desktop-chosen' ),
		} );

		// Tab through the typed dates and Cancel to Apply.
		for ( let i = 0; i < 4; i++ ) {
			await page.keyboard.press( 'Tab' );
		}
		assert.equal(
			await page.evaluate(
				() => window.document.activeElement?.textContent
			),
			'Apply'
		);
		await Promise.all( [
			page.waitForResponse(
				( response ) =>
					response.url().includes( 'core/user/data/date-range' ) &&
					response.request().method() === 'POST' &&
					response.status() === 200
			),
			page.keyboard.press( 'Enter' ),
		] );
		await dialog.waitFor( { state: 'detached' } );
		assert.equal(
			await page.evaluate( () => window.document.activeElement?.id ),
			'googlesitekit-date-range'
		);
		await expectAddress(
			page,
			new RegExp(
				`[?&]startDate=${ start }&endDate=${ end }&compare=previous-period(#|$)`
			)
		);
		// The previous period: as many days, ending the day before.
		await assertFigures(
			page,
			[ start, end ],
			[ shift( start, -16 ), shift( start, -1 ) ],
			'previous period'
		);
		assertClean( watched );
	} );

	it( 'takes typed dates, refusing a bad one without changing anything, with the same period last year', async () => {
		const { page } = watched;
		await page.goto( pageURL( 'dashboard', 'dateRange=last-7-days' ) );
		await settled( page );
		await Promise.all( [
			page.waitForResponse(
				( response ) =>
					response.url().includes( 'core/user/data/date-range' ) &&
					response.request().method() === 'POST'
			),
			page.selectOption( COMPARE, 'same-period-last-year' ),
		] );
		await openCalendar( page );
		const dialog = page.getByRole( 'dialog', { name: 'Custom range' } );
		const startInput = dialog.getByLabel( 'First day' );
		const endInput = dialog.getByLabel( 'Last day' );
		// Days of a month two months back, none of them a 29th, 30th or 31st.
		const base = daysAgo( 60 );
		const start = `${ base.slice( 0, 8 ) }03`;
		const end = `${ base.slice( 0, 8 ) }24`;

		// The end before the start: a message, and nothing applied.
		await startInput.fill( end );
		await endInput.fill( start );
		await dialog.getByRole( 'button', { name: 'Apply' } ).click();
		await dialog
			.getByText( 'The last day must not be before the first day.' )
			.waitFor();
		assert.equal( await endInput.getAttribute( 'aria-invalid' ), 'true' );
		// Not a date at all.
		await startInput.fill( '2026-02-30' );
		await endInput.fill( end );
		await endInput.press( 'Enter' );
		await dialog.getByText( '“2026-02-30” is not a date.' ).waitFor();
		await expectAddress( page, /[?&]dateRange=last-7-days/ );

		// Typed in the locale's form (the end below as YYYY-MM-DD, understood too).
		await startInput.fill( usDay( start ) );
		// The calendar follows the typed day.
		await dialog
			.locator( `td[data-date="${ start }"][aria-selected="true"]` )
			.waitFor();
		await endInput.fill( end );
		await Promise.all( [
			page.waitForResponse(
				( response ) =>
					response.url().includes( 'core/user/data/date-range' ) &&
					response.request().method() === 'POST' &&
					response.status() === 200
			),
			endInput.press( 'Enter' ),
		] );
		await dialog.waitFor( { state: 'detached' } );
		await expectAddress(
			page,
			new RegExp(
				`[?&]startDate=${ start }&endDate=${ end }&compare=same-period-last-year(#|$)`
			)
		);
		const lastYear = ( day: string ) =>
			`${ Number( day.slice( 0, 4 ) ) - 1 }${ day.slice( 4 ) }`;
		await assertFigures(
			page,
			[ start, end ],
			[ lastYear( start ), lastYear( end ) ],
			'same period last year'
		);
		// The chart's dashed line is named after the compare mode too.
		const legend = await page
			.locator(
				'.googlesitekit-all-traffic .googlesitekit-line-chart__legend'
			)
			.innerText();
		assert.match( legend, /Same period last year/ );
		assert.doesNotMatch( legend, /Previous period/ );
		assertClean( watched );
	} );

	it( 'opens wholly in view in a short window', async () => {
		const { page } = watched;
		await onDashboardAt( page, { width: 1280, height: 600 }, async () => {
			await openCalendar( page );
			// Its title is below the admin bar and its last row (the buttons) on the screen, without scrolling by hand.
			const dialog = await page.locator( DIALOG ).boundingBox();
			const adminBar = await page.locator( '#wpadminbar' ).boundingBox();
			assert.ok( dialog && adminBar );
			assert.ok(
				dialog.y >= adminBar.y + adminBar.height,
				`the dialog's top (at ${ dialog.y }) below the admin bar`
			);
			const apply = await page
				.locator( DIALOG )
				.getByRole( 'button', { name: 'Apply' } )
				.boundingBox();
			assert.ok( apply );
			assert.ok(
				apply.y >= 0 && apply.y + apply.height <= 600,
				`Apply within the window (at ${ apply.y })`
			);
			await page.screenshot( {
				path: artifactPath( 'date-range-calendar-short-window' ),
			} );
			await page.keyboard.press( 'Escape' );
			await page.locator( DIALOG ).waitFor( { state: 'detached' } );
		} );
	} );

	it( 'fits a phone screen, with each label beside its select', async () => {
		const { page } = watched;
		await onDashboardAt( page, { width: 375, height: 812 }, async () => {
			const label = await page
				.locator( `label[for="googlesitekit-date-range-compare"]` )
				.boundingBox();
			const compare = await page.locator( COMPARE ).boundingBox();
			assert.ok( label && compare );
			// On one line: the label's middle within the select's height.
			const middle = label.y + label.height / 2;
			assert.ok(
				middle > compare.y && middle < compare.y + compare.height,
				'"Compare with" stays beside its select'
			);
			await page.screenshot( {
				path: artifactPath( 'date-range-calendar-phone-closed' ),
			} );

			await openCalendar( page );
			const box = await page.locator( DIALOG ).boundingBox();
			assert.ok( box );
			assert.ok( box.x >= 0 && box.x + box.width <= 375, 'fits across' );
			// Every day of the grid within the screen.
			const cells = await page
				.locator( `${ DIALOG } td[data-date]` )
				.evaluateAll( ( nodes ) =>
					nodes.map( ( node ) => node.getBoundingClientRect().right )
				);
			assert.ok( Math.max( ...cells ) <= 375 );
			await page.screenshot( {
				path: artifactPath( 'date-range-calendar-phone' ),
			} );
			await page.keyboard.press( 'Escape' );
			await page.locator( DIALOG ).waitFor( { state: 'detached' } );
		} );
	} );
} );
