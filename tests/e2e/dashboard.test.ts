/**
 * The dashboard against the emulator: figures equal what the emulator itself
 * answers for the same dates, one batch request on a cold load, none to Google
 * on a reload, the range switch, the chart, the speed tabs, the entity
 * dashboard, the admin bar and the WordPress dashboard widget.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser, BrowserContext, Page } from 'playwright-core';

import { formatNumber } from '../../assets/js/util/numbers';
import { formatCurrency } from '../../assets/js/modules/adsense/report';
import {
	launch,
	login,
	openPage,
	screenshot,
	type Watched,
} from './utils/browser';
import {
	ADSENSE_ACCOUNT,
	ANALYTICS_PROPERTY,
	connectAllModules,
} from './utils/connected-site';
import {
	EMULATOR,
	emulatorToken,
	googleAPI,
	providerCallCount,
} from './utils/emulator';
import { ga4Total, scImpressions } from './utils/figures';
import {
	blockValue,
	freshContext,
	lastDays,
	type StorageState,
} from './utils/dashboard';
import { rest as callRest } from './utils/rest';
import { BASE_URL, adminURL, pageURL, restoreDatabase } from './utils/site';

const SITE = `${ BASE_URL }/`;
let browser: Browser;
let watched: Watched;
let token: string;
let cookies: StorageState;

/**
 * Opens the dashboard in a new browser session (empty session storage), counting plugin REST requests.
 *
 * @param path Page URL.
 */
async function freshDashboard(
	path = pageURL( 'dashboard' )
): Promise< { context: BrowserContext; page: Page; rest: string[] } > {
	const context = await freshContext( browser, cookies );
	const page = await context.newPage();
	const rest: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( '/wp-json/google-site-kit/' ) ) {
			rest.push( request.url() );
		}
	} );
	await page.goto( path );
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
	return { context, page, rest };
}

/**
 * One figure per widget, computed from the emulator's own API for the range: widget class → text it must show.
 *
 * @param days Range length.
 */
async function expectedFigures(
	days: number
): Promise< Record< string, string > > {
	const range = lastDays( days );
	const pages = await googleAPI< {
		rows?: Array< {
			dimensionValues: Array< { value: string } >;
			metricValues: Array< { value: string } >;
		} >;
	} >(
		token,
		`/analyticsdata.googleapis.com/v1beta/properties/${ ANALYTICS_PROPERTY }:runReport`,
		{
			dateRanges: [ range ],
			dimensions: [ { name: 'pagePath' } ],
			metrics: [ { name: 'screenPageViews' } ],
			orderBys: [
				{ metric: { metricName: 'screenPageViews' }, desc: true },
			],
			limit: 1,
		}
	);
	const queries = await googleAPI< { rows?: Array< { clicks: number } > } >(
		token,
		`/searchconsole.googleapis.com/webmasters/v3/sites/${ encodeURIComponent(
			SITE
		) }/searchAnalytics/query`,
		{
			...range,
			dimensions: [ 'query', 'page' ],
			rowLimit: 1,
			dataState: 'all',
		}
	);
	const adsense = ( query: string ) =>
		googleAPI< {
			rows?: Array< { cells: Array< { value: string } > } >;
			totals?: { cells: Array< { value: string } > };
		} >(
			token,
			`/adsense.googleapis.com/v2/accounts/${ ADSENSE_ACCOUNT }/reports:generate?dateRange=CUSTOM&startDate.year=${ range.startDate.slice(
				0,
				4
			) }&startDate.month=${ Number(
				range.startDate.slice( 5, 7 )
			) }&startDate.day=${ Number(
				range.startDate.slice( 8, 10 )
			) }&endDate.year=${ range.endDate.slice(
				0,
				4
			) }&endDate.month=${ Number(
				range.endDate.slice( 5, 7 )
			) }&endDate.day=${ Number(
				range.endDate.slice( 8, 10 )
			) }&metrics=ESTIMATED_EARNINGS${ query }`
		);
	const earnings = await adsense( '' );
	const byPage = await adsense( '&dimensions=PAGE_URL' );
	const topPage = Math.max(
		...( byPage.rows || [] ).map( ( row ) =>
			Number( row.cells[ 1 ].value )
		)
	);
	return {
		'all-traffic': formatNumber(
			await ga4Total( token, 'totalUsers', lastDays( days ) )
		),
		'search-funnel': formatNumber(
			await scImpressions( token, lastDays( days ) )
		),
		'popular-pages': formatNumber(
			Number( pages.rows?.[ 0 ]?.metricValues[ 0 ].value || 0 )
		),
		'top-queries': formatNumber( queries.rows?.[ 0 ]?.clicks || 0 ),
		'adsense-earnings': formatCurrency(
			Number( earnings.totals?.cells[ 0 ]?.value || 0 ),
			'USD'
		),
		'top-earning-pages': formatCurrency( topPage, 'USD' ),
	};
}

before( async () => {
	restoreDatabase();
	await fetch( `${ EMULATOR }/__emulator/reset`, {
		method: 'POST',
		body: '{}',
	} );
	browser = await launch();
	watched = await openPage( browser );
	await login( watched.page );
	await connectAllModules( watched.page );
	cookies = await watched.context.storageState();
	token = await emulatorToken( [
		'https://www.googleapis.com/auth/webmasters',
		'https://www.googleapis.com/auth/analytics.readonly',
		'https://www.googleapis.com/auth/adsense.readonly',
	] );
} );

after( async () => {
	await watched?.context.close();
	await browser?.close();
} );

describe( 'the dashboard', () => {
	for ( const [ range, days ] of [
		[ 'last-28-days', 28 ],
		[ 'last-7-days', 7 ],
	] as const ) {
		it( `shows, for ${ range }, a figure of every widget equal to the emulator’s own answer`, async () => {
			const { context, page } = await freshDashboard();
			try {
				if ( range !== 'last-28-days' ) {
					await page.selectOption(
						'#googlesitekit-date-range',
						range
					);
				}
				const expected = await expectedFigures( days );
				for ( const [ widget, text ] of Object.entries( expected ) ) {
					const locator = page.locator(
						`.googlesitekit-widget--${ widget }`
					);
					await page
						.waitForFunction(
							( [ selector, value ] ) =>
								(
									document.querySelector(
										selector
									) as HTMLElement | null
								 )?.innerText.includes( value ),
							[
								`.googlesitekit-widget--${ widget }`,
								text,
							] as const,
							{ timeout: 20000 }
						)
						.catch( async () =>
							assert.fail(
								`${ widget } should show ${ text }, shows: ${ (
									await locator.innerText()
								).slice( 0, 300 ) }`
							)
						);
				}
				// The speed widget's lab score for the home page, mobile.
				const psi = ( await (
					await fetch(
						`${ EMULATOR }/pagespeedonline.googleapis.com/pagespeedonline/v5/runPagespeed?url=${ encodeURIComponent(
							SITE
						) }&strategy=mobile&category=performance`
					)
				).json() ) as {
					lighthouseResult: {
						categories: { performance: { score: number } };
					};
				};
				assert.equal(
					await blockValue(
						page,
						'.googlesitekit-widget--speed',
						'Performance score'
					),
					String(
						Math.round(
							psi.lighthouseResult.categories.performance.score *
								100
						)
					)
				);
			} finally {
				await page.selectOption(
					'#googlesitekit-date-range',
					'last-28-days'
				);
				// The range is saved on the server: make sure the reset is, before the session closes.
				await callRest( page, 'POST', 'core/user/data/date-range', {
					dateRange: 'last-28-days',
					compare: 'previous-period',
				} );
				await context.close();
			}
		} );
	}

	it( 'loads cold with at most 2 plugin REST requests and shows the emulator’s figures for the last 28 days', async () => {
		const { context, page, rest } = await freshDashboard();
		try {
			assert.ok(
				rest.length <= 2,
				`plugin REST requests: ${ rest.join( ', ' ) }`
			);
			assert.equal(
				await blockValue(
					page,
					'.googlesitekit-widget--all-traffic',
					'Unique visitors'
				),
				formatNumber(
					await ga4Total( token, 'totalUsers', lastDays( 28 ) )
				)
			);
			assert.equal(
				await blockValue(
					page,
					'.googlesitekit-widget--search-funnel',
					'Total impressions'
				),
				formatNumber( await scImpressions( token, lastDays( 28 ) ) )
			);
			const points = await page
				.locator(
					'.googlesitekit-widget--all-traffic .googlesitekit-line-chart'
				)
				.getAttribute( 'data-points' );
			assert.equal( points, '28', 'one chart point per day' );
			await screenshot( page, 'dashboard-28-days' );
		} finally {
			await context.close();
		}
	} );

	it( 'switches to the last 7 days and shows those figures', async () => {
		const { context, page } = await freshDashboard();
		try {
			await page.selectOption(
				'#googlesitekit-date-range',
				'last-7-days'
			);
			const expected = formatNumber(
				await ga4Total( token, 'totalUsers', lastDays( 7 ) )
			);
			await page.waitForFunction(
				( value ) =>
					Array.from(
						document.querySelectorAll(
							'.googlesitekit-widget--all-traffic .googlesitekit-data-block__value'
						)
					).some( ( node ) => node.textContent?.trim() === value ),
				expected
			);
			assert.equal(
				await blockValue(
					page,
					'.googlesitekit-widget--all-traffic',
					'Unique visitors'
				),
				expected
			);
			assert.equal(
				await page
					.locator(
						'.googlesitekit-widget--all-traffic .googlesitekit-line-chart'
					)
					.getAttribute( 'data-points' ),
				'7'
			);
			assert.equal(
				await blockValue(
					page,
					'.googlesitekit-widget--search-funnel',
					'Total impressions'
				),
				formatNumber( await scImpressions( token, lastDays( 7 ) ) )
			);
		} finally {
			// Back to the default for the other tests (the range is remembered per user).
			await page.selectOption(
				'#googlesitekit-date-range',
				'last-28-days'
			);
			await callRest( page, 'POST', 'core/user/data/date-range', {
				dateRange: 'last-28-days',
				compare: 'previous-period',
			} );
			await context.close();
		}
	} );

	it( 'answers a reload in a new browser session without calling Google', async () => {
		await fetch( `${ EMULATOR }/__emulator/requests`, {
			method: 'DELETE',
		} );
		const { context } = await freshDashboard();
		await context.close();
		assert.equal( await providerCallCount(), 0 );
	} );

	it( 'switches the speed tabs between mobile and desktop values', async () => {
		const { context, page } = await freshDashboard(
			`${ pageURL( 'dashboard' ) }#speed`
		);
		try {
			const score = () =>
				blockValue(
					page,
					'.googlesitekit-widget--speed',
					'Performance score'
				);
			const mobile = await score();
			await page.getByRole( 'tab', { name: 'Desktop' } ).click();
			await page.waitForFunction( ( previous ) => {
				const node = document.querySelector(
					'.googlesitekit-widget--speed .googlesitekit-data-block__value'
				);
				return (
					node &&
					node.textContent?.trim() !== previous &&
					! document.querySelector(
						'.googlesitekit-widget--speed .googlesitekit-widget-loading'
					)
				);
			}, mobile );
			assert.notEqual( await score(), mobile );
			await page
				.getByRole( 'tab', { name: 'Desktop' } )
				.press( 'ArrowLeft' );
			assert.equal(
				await page
					.getByRole( 'tab', { name: 'Mobile' } )
					.getAttribute( 'aria-selected' ),
				'true'
			);
		} finally {
			await context.close();
		}
	} );

	it( 'shows a page’s own figures on its entity dashboard', async () => {
		const pagePath = '/';
		const { context, page } = await freshDashboard(
			pageURL( 'dashboard', `permaLink=${ encodeURIComponent( SITE ) }` )
		);
		try {
			assert.equal(
				await blockValue(
					page,
					'.googlesitekit-widget--all-traffic',
					'Unique visitors'
				),
				formatNumber(
					await ga4Total(
						token,
						'totalUsers',
						lastDays( 28 ),
						pagePath
					)
				)
			);
			await screenshot( page, 'entity-dashboard' );
		} finally {
			await context.close();
		}
	} );
} );

/** The page's figures in the admin bar and the site's in the WordPress dashboard widget: the same order. */
const FIGURE_ORDER = [
	'Total impressions',
	'Total clicks',
	'Unique visitors',
	'Views',
];

/**
 * The titles of the figures in a container, once all of FIGURE_ORDER's have their value.
 *
 * @param page      Page.
 * @param container Container selector.
 */
async function figureTitles( page: Page, container: string ) {
	await page.waitForFunction(
		( [ selector, count ] ) =>
			document.querySelectorAll(
				`${ selector } .googlesitekit-data-block__value`
			).length === count,
		[ container, FIGURE_ORDER.length ] as const
	);
	return page
		.locator( `${ container } .googlesitekit-data-block__title` )
		.allTextContents();
}

describe( 'outside the Site Kit screens', () => {
	it( 'opens the page’s figures from the admin bar, calling Google only once opened', async () => {
		const page = watched.page;
		await fetch( `${ EMULATOR }/__emulator/requests`, {
			method: 'DELETE',
		} );
		await page.evaluate( () => window.sessionStorage.clear() );
		await page.goto( SITE );
		await page
			.locator( '#js-googlesitekit-adminbar' )
			.waitFor( { state: 'attached' } );
		assert.equal(
			await providerCallCount(),
			0,
			'no provider call before the item opens'
		);
		await page.click( '#wp-admin-bar-google-site-kit > a' );
		const expected = formatNumber(
			await ga4Total( token, 'screenPageViews', lastDays( 28 ), '/' )
		);
		assert.equal(
			await blockValue( page, '.googlesitekit-adminbar-panel', 'Views' ),
			expected
		);
		const panel = page.locator( '.googlesitekit-adminbar-panel' );
		// In the WordPress dashboard widget's order.
		assert.deepEqual(
			await figureTitles( page, '.googlesitekit-adminbar-panel' ),
			FIGURE_ORDER
		);
		// Each source is a link to the service's report, and looks like one (the admin bar makes links plain).
		const source = panel
			.getByRole( 'link', { name: 'Source: Search Console' } )
			.first();
		assert.match(
			( await source.getAttribute( 'href' ) ) ?? '',
			/^https:\/\/search\.google\.com\//
		);
		assert.equal(
			await source.evaluate(
				( link ) => window.getComputedStyle( link ).textDecorationLine
			),
			'underline'
		);
		await screenshot( page, 'admin-bar' );
	} );

	it( 'shows impressions, clicks and visitors in the WordPress dashboard widget, with a link to the dashboard', async () => {
		const page = watched.page;
		await page.goto( adminURL() );
		const widget = page.locator( '#googlesitekit_dashboard_widget' );
		await widget.scrollIntoViewIfNeeded();
		assert.deepEqual(
			await figureTitles( page, '#googlesitekit_dashboard_widget' ),
			FIGURE_ORDER
		);
		// Two by two in the dashboard's half-width column, not three and one.
		const boxes = await widget
			.locator( '.googlesitekit-data-block' )
			.evaluateAll( ( blocks ) =>
				blocks.map( ( block ) => {
					const { left, top } = block.getBoundingClientRect();
					return { left: Math.round( left ), top: Math.round( top ) };
				} )
			);
		assert.equal( boxes[ 1 ].top, boxes[ 0 ].top );
		assert.ok( boxes[ 2 ].top > boxes[ 0 ].top );
		assert.equal( boxes[ 2 ].left, boxes[ 0 ].left );
		assert.equal( boxes[ 3 ].top, boxes[ 2 ].top );
		for ( const title of [
			'Total impressions',
			'Total clicks',
			'Unique visitors',
		] ) {
			assert.ok(
				(
					await blockValue(
						page,
						'#googlesitekit_dashboard_widget',
						title
					)
				).length > 0
			);
		}
		assert.equal(
			await widget
				.getByRole( 'link', { name: 'Go to the Site Kit dashboard' } )
				.getAttribute( 'href' ),
			pageURL( 'dashboard' )
		);
		await screenshot( page, 'wp-dashboard-widget' );
	} );
} );
