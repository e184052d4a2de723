/**
 * The dashboard on Google's unkind answers, one emulator scenario at a time:
 * de-duplicated visitor totals, services with no data yet, a large property's
 * "(other)" rows and billions, accounts in other currencies shown in the site's
 * locale, and a PageSpeed answer that takes 20 s while the other widgets don't
 * wait for it. Every expected figure is derived from the emulator's own answer.
 * Screenshots of each scenario's main dashboard, an entity page and the
 * WordPress dashboard widget go to artifacts/e2e/.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser, BrowserContext, Page } from 'playwright-core';

import { formatNumber } from '../../assets/js/util/numbers';
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
	blockValue,
	freshContext,
	lastDays,
	type StorageState,
} from './utils/dashboard';
import { emulatorControl, emulatorToken, googleAPI } from './utils/emulator';
import {
	BASE_URL,
	adminURL,
	clearReportCache,
	pageURL,
	restoreDatabase,
	wpEval,
} from './utils/site';

const SITE = `${ BASE_URL }/`;
let browser: Browser;
let watched: Watched;
let token: string;
let cookies: StorageState;

interface GA4Answer {
	rows?: Array< {
		dimensionValues: Array< { value: string } >;
		metricValues: Array< { value: string } >;
	} >;
	totals?: Array< { metricValues: Array< { value: string } > } >;
}

/**
 * A GA4 report of the site's property, straight from the emulator.
 *
 * @param body runReport body (the date range is added).
 */
function ga4( body: Record< string, unknown > ): Promise< GA4Answer > {
	return googleAPI< GA4Answer >(
		token,
		`/analyticsdata.googleapis.com/v1beta/properties/${ ANALYTICS_PROPERTY }:runReport`,
		{ dateRanges: [ lastDays( 28 ) ], ...body }
	);
}

/**
 * Switches the emulator to a scenario and empties the server's report cache.
 *
 * @param name Scenario name (or a comma list).
 */
async function useScenario( name: string ): Promise< void > {
	await emulatorControl( 'POST', '/scenario', { name } );
	await emulatorControl( 'DELETE', '/faults' );
	clearReportCache();
}

/**
 * Opens a page in a new browser session (empty session storage) and waits until no widget is loading.
 *
 * @param url     Page URL.
 * @param timeout Longest wait for the widgets.
 */
async function fresh(
	url: string,
	timeout = 30000
): Promise< { context: BrowserContext; page: Page } > {
	const context = await freshContext( browser, cookies );
	const page = await context.newPage();
	await page.goto( url );
	await page.waitForFunction(
		() =>
			document.querySelectorAll(
				'.googlesitekit-widget, #googlesitekit_dashboard_widget'
			).length > 0 &&
			document.querySelectorAll( '.googlesitekit-widget-loading' )
				.length === 0,
		undefined,
		{ timeout }
	);
	return { context, page };
}

/**
 * The text of a widget.
 *
 * @param page   Page.
 * @param widget Widget slug.
 */
const widgetText = ( page: Page, widget: string ) =>
	page.locator( `.googlesitekit-widget--${ widget }` ).innerText();

/**
 * Screenshots of a scenario's main dashboard, an entity page and the WordPress dashboard widget.
 *
 * @param name     Scenario name.
 * @param pagePath Path of the entity page.
 */
async function screenshotsOf( name: string, pagePath: string ) {
	for ( const [ shot, url ] of [
		[ 'dashboard', pageURL( 'dashboard' ) ],
		[
			'entity',
			pageURL(
				'dashboard',
				`permaLink=${ encodeURIComponent(
					SITE.replace( /\/$/, '' ) + pagePath
				) }`
			),
		],
		[ 'wp-dashboard', adminURL() ],
	] ) {
		const { context, page } = await fresh( url, 60000 );
		try {
			await screenshot( page, `scenario-${ name }-${ shot }` );
		} finally {
			await context.close();
		}
	}
}

before( async () => {
	restoreDatabase();
	await emulatorControl( 'POST', '/reset', {} );
	await emulatorControl( 'POST', '/config', { siteUrl: SITE } );
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
	await emulatorControl( 'POST', '/scenario', { name: 'default' } );
	wpEval( `delete_user_meta( 1, 'locale' );` );
	await watched?.context.close();
	await browser?.close();
} );

describe( 'Google’s hard cases, scenario by scenario', () => {
	it( 'shows unique visitors from GA4’s de-duplicated total, which is less than the sum of the days', async () => {
		await useScenario( 'default' );
		const daily = await ga4( {
			dimensions: [ { name: 'date' } ],
			metrics: [ { name: 'totalUsers' } ],
			metricAggregations: [ 'TOTAL' ],
		} );
		const total = Number( daily.totals?.[ 0 ]?.metricValues[ 0 ].value );
		const sumOfDays = ( daily.rows || [] ).reduce(
			( sum, row ) => sum + Number( row.metricValues[ 0 ].value ),
			0
		);
		assert.ok(
			total > 0 && total < sumOfDays,
			`GA4's total (${ total }) is below the sum of the days (${ sumOfDays })`
		);

		const { context, page } = await fresh( pageURL( 'dashboard' ) );
		try {
			assert.equal(
				await blockValue(
					page,
					'.googlesitekit-widget--all-traffic',
					'Unique visitors'
				),
				formatNumber( total )
			);
		} finally {
			await context.close();
		}
		const wp = await fresh( adminURL() );
		try {
			assert.equal(
				await blockValue(
					wp.page,
					'#googlesitekit_dashboard_widget',
					'Unique visitors'
				),
				formatNumber( total )
			);
		} finally {
			await wp.context.close();
		}
	} );

	it( 'says so for the page when an entity page has no data in the period, with its URL in the header though WordPress has no title for it', async () => {
		await useScenario( 'default' );
		const url = `${ SITE }?s=nothing-here`;
		const { context, page } = await fresh(
			pageURL( 'dashboard', `permaLink=${ encodeURIComponent( url ) }` )
		);
		try {
			assert.equal(
				(
					await page
						.locator( '.googlesitekit-entity-header__title' )
						.innerText()
				).trim(),
				'/?s=nothing-here'
			);
			assert.match(
				await widgetText( page, 'all-traffic' ),
				/Analytics has no data for this page in this period\./
			);
			assert.doesNotMatch(
				await page.locator( '#wpbody' ).innerText(),
				/gathering data/
			);
			await screenshot( page, 'scenario-default-entity-no-data' );
		} finally {
			await context.close();
		}
	} );

	it( 'new-site: every service says it is gathering data, on the dashboard and in the WordPress dashboard widget, never 0', async () => {
		await useScenario( 'new-site' );
		const { context, page } = await fresh( pageURL( 'dashboard' ) );
		try {
			assert.match(
				await widgetText( page, 'all-traffic' ),
				/Analytics is gathering data/
			);
			assert.match(
				await widgetText( page, 'search-funnel' ),
				/Search Console is gathering data/
			);
			assert.match(
				await widgetText( page, 'popular-pages' ),
				/Analytics is gathering data/
			);
			assert.match(
				await widgetText( page, 'adsense-earnings' ),
				/AdSense is gathering data/
			);
			assert.doesNotMatch(
				await page
					.locator( '.googlesitekit-widget-area' )
					.first()
					.innerText(),
				/\b0%/
			);
		} finally {
			await context.close();
		}
		const wp = await fresh( adminURL() );
		try {
			const text = await wp.page
				.locator( '#googlesitekit_dashboard_widget' )
				.innerText();
			assert.match( text, /Search Console is gathering data/ );
			assert.match( text, /Analytics is gathering data/ );
			assert.equal(
				await wp.page
					.locator(
						'#googlesitekit_dashboard_widget .googlesitekit-data-block'
					)
					.count(),
				0,
				'no figure shows as 0'
			);
		} finally {
			await wp.context.close();
		}
		await screenshotsOf( 'new-site', '/' );
	} );

	it( 'new-analytics: Search Console’s figures show while Analytics says it is gathering data', async () => {
		await useScenario( 'new-analytics' );
		const search = await googleAPI< {
			rows?: Array< { impressions: number } >;
		} >(
			token,
			`/searchconsole.googleapis.com/webmasters/v3/sites/${ encodeURIComponent(
				SITE
			) }/searchAnalytics/query`,
			{ ...lastDays( 28 ), dataState: 'all' }
		);
		const impressions = ( search.rows || [] ).reduce(
			( sum, row ) => sum + row.impressions,
			0
		);
		assert.ok( impressions > 0 );
		const { context, page } = await fresh( pageURL( 'dashboard' ) );
		try {
			assert.equal(
				await blockValue(
					page,
					'.googlesitekit-widget--search-funnel',
					'Total impressions'
				),
				formatNumber( impressions )
			);
			assert.match(
				await widgetText( page, 'all-traffic' ),
				/Analytics is gathering data/
			);
		} finally {
			await context.close();
		}
		await screenshotsOf( 'new-analytics', '/' );
	} );

	it( 'small-site: the few visitors GA4 counts, and PageSpeed’s field data labelled as the whole site’s', async () => {
		await useScenario( 'small-site' );
		const visitors = await ga4( {
			metrics: [ { name: 'totalUsers' } ],
			metricAggregations: [ 'TOTAL' ],
		} );
		const total = Number( visitors.totals?.[ 0 ]?.metricValues[ 0 ].value );
		assert.ok( total > 0 && total < 1000, `a small site: ${ total }` );
		const { context, page } = await fresh( pageURL( 'dashboard' ), 60000 );
		try {
			assert.equal(
				await blockValue(
					page,
					'.googlesitekit-widget--all-traffic',
					'Unique visitors'
				),
				formatNumber( total )
			);
			assert.match(
				await widgetText( page, 'speed' ),
				/field data for the whole site/
			);
		} finally {
			await context.close();
		}
		await screenshotsOf( 'small-site', '/' );
	} );

	it( 'large-site: “(other)” is plain text with its explanation, the report says it is folded, and billions read as B', async () => {
		await useScenario( 'large-site' );
		const pages = await ga4( {
			dimensions: [ { name: 'pagePath' }, { name: 'pageTitle' } ],
			metrics: [ { name: 'screenPageViews' } ],
			orderBys: [
				{ metric: { metricName: 'screenPageViews' }, desc: true },
			],
			limit: 200,
			metricAggregations: [ 'TOTAL' ],
		} );
		assert.ok(
			( pages.rows || [] ).some(
				( row ) => row.dimensionValues[ 0 ].value === '(other)'
			),
			'the emulator answers an (other) row'
		);
		const views = await ga4( {
			metrics: [ { name: 'screenPageViews' } ],
			metricAggregations: [ 'TOTAL' ],
		} );
		const billions = formatNumber(
			Number( views.totals?.[ 0 ]?.metricValues[ 0 ].value )
		);
		assert.match( billions, /^\d+(\.\d)?B$/ );

		const { context, page } = await fresh(
			pageURL(
				'dashboard',
				`permaLink=${ encodeURIComponent( SITE ) }`
			).replace( /&permaLink=[^&]*/, '' )
		);
		try {
			const popular = page.locator(
				'.googlesitekit-widget--popular-pages'
			);
			// The rows past the property's limit add up to the most viewed "page".
			const other = popular.locator( 'tr', { hasText: '(other)' } );
			await other.first().waitFor();
			assert.equal(
				await other.locator( 'a' ).count(),
				0,
				'(other) is never a link'
			);
			assert.match(
				await other.first().innerText(),
				/folds the least frequent values/
			);
			assert.match(
				await widgetText( page, 'popular-pages' ),
				/Some rows are folded into “\(other\)”/
			);
		} finally {
			await context.close();
		}
		// The whole site's views, past a billion, in the WordPress dashboard widget.
		const wp = await fresh( adminURL() );
		try {
			assert.equal(
				await blockValue(
					wp.page,
					'#googlesitekit_dashboard_widget',
					'Views'
				),
				billions
			);
		} finally {
			await wp.context.close();
		}
		await screenshotsOf( 'large-site', '/' );
	} );

	for ( const [ scenario, currency ] of [
		[ 'adsense-jpy', 'JPY' ],
		[ 'adsense-eur', 'EUR' ],
	] as const ) {
		it( `${ scenario }: AdSense earnings in ${ currency }, in the site’s locale (de_DE)`, async () => {
			await useScenario( scenario );
			wpEval( `update_user_meta( 1, 'locale', 'de_DE' );` );
			try {
				const { startDate, endDate } = lastDays( 28 );
				const [ sy, sm, sd ] = startDate.split( '-' ).map( Number );
				const [ ey, em, ed ] = endDate.split( '-' ).map( Number );
				const report = await googleAPI< {
					headers?: Array< { currencyCode?: string } >;
					totals?: { cells: Array< { value: string } > };
				} >(
					token,
					`/adsense.googleapis.com/v2/accounts/${ ADSENSE_ACCOUNT }/reports:generate?dateRange=CUSTOM&startDate.year=${ sy }&startDate.month=${ sm }&startDate.day=${ sd }&endDate.year=${ ey }&endDate.month=${ em }&endDate.day=${ ed }&metrics=ESTIMATED_EARNINGS`
				);
				assert.ok(
					( report.headers || [] ).some(
						( header ) => header.currencyCode === currency
					)
				);
				const expected = new Intl.NumberFormat( 'de-DE', {
					style: 'currency',
					currency,
				} ).format( Number( report.totals?.cells[ 0 ]?.value ) );
				const { context, page } = await fresh( pageURL( 'dashboard' ) );
				try {
					assert.equal(
						await blockValue(
							page,
							'.googlesitekit-widget--adsense-earnings',
							'Earnings'
						),
						expected
					);
					await screenshot(
						page,
						`scenario-${ scenario }-dashboard`
					);
				} finally {
					await context.close();
				}
			} finally {
				wpEval( `delete_user_meta( 1, 'locale' );` );
			}
		} );
	}

	it( 'with PageSpeed at 20 s, Traffic and Content show their numbers within 1 s of their own answers, and Speed shows its numbers after the 20 s without an error', async () => {
		await useScenario( 'default' );
		await emulatorControl( 'POST', '/faults', {
			kind: 'latency',
			ms: 20000,
			api: 'pagespeed',
			persistent: true,
		} );
		await emulatorControl( 'DELETE', '/requests' );
		const context = await freshContext( browser, cookies );
		try {
			const page = await context.newPage();
			await page.goto( pageURL( 'dashboard' ) );
			const shownAt: Record< string, number > = {};
			for ( const widget of [ 'all-traffic', 'popular-pages' ] ) {
				await page.waitForFunction(
					( selector ) => {
						const element = document.querySelector( selector );
						return (
							!! element &&
							! element.querySelector(
								'.googlesitekit-widget-loading'
							) &&
							/\d/.test(
								element.querySelector(
									'.googlesitekit-data-block__value, td'
								)?.textContent || ''
							)
						);
					},
					`.googlesitekit-widget--${ widget }`,
					{ timeout: 15000 }
				);
				shownAt[ widget ] = Date.now();
			}
			const log = await emulatorControl< {
				requests: Array< { api: string; end: number } >;
			} >( 'GET', '/requests' );
			const ownAnswers = Math.max(
				...log.requests
					.filter( ( entry ) =>
						[
							'analyticsdata',
							'searchconsole',
							'adsense',
						].includes( entry.api )
					)
					.map( ( entry ) => entry.end )
			);
			for ( const [ widget, at ] of Object.entries( shownAt ) ) {
				assert.ok(
					at - ownAnswers <= 1000,
					`${ widget } showed its numbers ${ Math.round(
						at - ownAnswers
					) } ms after its own answers`
				);
			}
			assert.ok(
				! log.requests.some(
					( entry ) => entry.api === 'pagespeed' && entry.end
				) ||
					log.requests.every(
						( entry ) => entry.api !== 'pagespeed'
					),
				'PageSpeed had not answered yet'
			);
			const speed = page.locator( '.googlesitekit-widget--speed' );
			await page.waitForFunction(
				( selector ) => {
					const element = document.querySelector( selector );
					return (
						!! element &&
						! element.querySelector(
							'.googlesitekit-widget-loading'
						)
					);
				},
				'.googlesitekit-widget--speed',
				{ timeout: 60000 }
			);
			assert.equal(
				await speed.locator( '.googlesitekit-widget-error' ).count(),
				0,
				`no error: ${ ( await speed.innerText() ).slice( 0, 200 ) }`
			);
			assert.match( await speed.innerText(), /\d/ );
			const psi = (
				await emulatorControl< {
					requests: Array< { api: string; durationMs: number } >;
				} >( 'GET', '/requests' )
			).requests.find( ( entry ) => entry.api === 'pagespeed' );
			assert.ok( ( psi?.durationMs || 0 ) >= 20000 );
			await screenshot( page, 'scenario-slow-pagespeed-dashboard' );
		} finally {
			await emulatorControl( 'DELETE', '/faults' );
			await context.close();
		}
	} );
} );
