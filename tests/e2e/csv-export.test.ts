/**
 * CSV export (issue 25): the file of Popular pages and of a key-metric tile, downloaded in Chromium by an admin and
 * by a view-only editor, equals the rows on screen with raw numbers (the visible ones are formatted: each raw value
 * formats to the text shown, and equals the emulator's own answer), starts with a UTF-8 BOM and a header row, is
 * named after the site, range and compare period, and costs no request.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';

import type { Browser, Locator, Page } from 'playwright-core';

import {
	formatDuration,
	formatNumber,
	formatPercent,
} from '../../assets/js/util/numbers';
import { parseCsv } from '../../assets/js/util/test/parse-csv';
import {
	artifactPath,
	login,
	openPage,
	screenshot,
	type Watched,
} from './utils/browser';
import { ANALYTICS_PROPERTY, connectAllModules } from './utils/connected-site';
import { daysAgo, lastDays } from './utils/dashboard';
import { emulatorToken, googleAPI } from './utils/emulator';
import { rest } from './utils/rest';
import { assertClean, startAdminSession } from './utils/session';
import { BASE_URL, pageURL } from './utils/site';

const TILE = 'kmSearchConsolePopularKeywords';
const POPULAR = '.googlesitekit-popular-pages';
// "Harvest & Hearth", last 28 days against the 28 days before.
const RANGE = `${ daysAgo( 28 ) }_${ daysAgo( 1 ) }_vs_${ daysAgo(
	56
) }_${ daysAgo( 29 ) }`;

let browser: Browser;
let admin: Watched;
let token: string;

interface Downloaded {
	name: string;
	bytes: Buffer;
	/** The records (RFC 4180 read back), the BOM dropped. */
	rows: string[][];
	/** Plugin REST requests the page made from the click to the download. */
	requests: string[];
}

/**
 * Clicks a "Download … as CSV" button and returns the file Chromium saved.
 *
 * @param page   Page.
 * @param button The button.
 */
async function download( page: Page, button: Locator ): Promise< Downloaded > {
	const requests: string[] = [];
	const onRequest = ( request: { url: () => string } ) => {
		if ( /wp-json|rest_route|admin-ajax/.test( request.url() ) ) {
			requests.push( request.url() );
		}
	};
	page.on( 'request', onRequest );
	const [ file ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		button.click(),
	] );
	const bytes = fs.readFileSync( ( await file.path() ) as string );
	page.off( 'request', onRequest );
	const text = bytes.toString( 'utf8' ).replace( /^\uFEFF/, '' );
	assert.ok( text.endsWith( '\r\n' ), 'each record ends with CRLF' );
	return {
		name: file.suggestedFilename(),
		bytes,
		rows: parseCsv( text ),
		requests,
	};
}

/**
 * The rows of a table as shown: each cell's text.
 *
 * @param table The table.
 */
function shownRows( table: Locator ): Promise< string[][] > {
	return table
		.locator( 'tbody tr' )
		.evaluateAll( ( rows ) =>
			rows.map( ( row ) =>
				Array.from( row.children ).map( ( cell ) =>
					( ( cell as HTMLElement ).innerText || '' ).trim()
				)
			)
		);
}

/** The emulator's own Popular pages report for the range (what the widget reads). */
async function emulatorPages(): Promise< string[][] > {
	const report = await googleAPI< {
		rows?: Array< {
			dimensionValues: Array< { value: string } >;
			metricValues: Array< { value: string } >;
		} >;
	} >(
		token,
		`/analyticsdata.googleapis.com/v1beta/properties/${ ANALYTICS_PROPERTY }:runReport`,
		{
			dateRanges: [ lastDays( 28 ) ],
			dimensions: [ { name: 'pagePath' }, { name: 'pageTitle' } ],
			metrics: [
				{ name: 'screenPageViews' },
				{ name: 'sessions' },
				{ name: 'engagementRate' },
				{ name: 'averageSessionDuration' },
			],
			orderBys: [
				{ metric: { metricName: 'screenPageViews' }, desc: true },
			],
			limit: 10,
		}
	);
	return ( report.rows || [] )
		.filter( ( row ) => Number( row.metricValues[ 0 ].value ) > 0 )
		.map( ( row ) => [
			row.dimensionValues[ 0 ].value,
			...row.metricValues.map( ( value ) => value.value ),
		] );
}

/** The emulator's top 10 queries for the range: query → CTR. */
async function emulatorCTRs(): Promise< Map< string, number > > {
	const report = await googleAPI< {
		rows?: Array< { keys: string[]; ctr: number } >;
	} >(
		token,
		`/searchconsole.googleapis.com/webmasters/v3/sites/${ encodeURIComponent(
			`${ BASE_URL }/`
		) }/searchAnalytics/query`,
		{
			...lastDays( 28 ),
			dimensions: [ 'query' ],
			rowLimit: 10,
			dataState: 'all',
		}
	);
	return new Map(
		( report.rows || [] ).map( ( row ) => [ row.keys[ 0 ], row.ctr ] )
	);
}

/**
 * Downloads Popular pages and the tile on the dashboard and checks both files against the screen and the emulator.
 *
 * @param watched The user's page.
 * @param who     For the screenshots' names.
 */
async function checkDashboard( watched: Watched, who: string ) {
	const { page } = watched;
	await page.setViewportSize( { width: 1280, height: 1400 } );
	await page.goto( pageURL( 'dashboard' ) );

	// Popular pages.
	const widget = page.locator( POPULAR );
	const button = widget.getByRole( 'button', {
		name: 'Download Popular pages as CSV',
	} );
	await button.waitFor();
	await widget.scrollIntoViewIfNeeded();
	await widget.screenshot( { path: artifactPath( `csv-popular-${ who }` ) } );
	const shown = await shownRows( widget.locator( 'table' ) );
	const file = await download( page, button );
	assert.deepEqual( file.requests, [], 'the click makes no request' );
	assert.equal(
		file.name,
		`harvest-hearth_popular-pages_${ RANGE }.csv`,
		'named after site, range and compare period'
	);
	assert.deepEqual(
		[ ...file.bytes.subarray( 0, 3 ) ],
		[ 0xef, 0xbb, 0xbf ]
	);
	assert.deepEqual( file.rows[ 0 ], [
		'Page',
		'Path',
		'Views',
		'Sessions',
		'Engagement rate',
		'Session duration (seconds)',
	] );
	const records = file.rows.slice( 1 );
	assert.ok( records.length > 1, 'several pages' );
	assert.equal( records.length, shown.length, 'every row shown, no other' );
	records.forEach( ( record, index ) => {
		const [ title, path, views, sessions, rate, duration ] = record;
		const [ label, ...figures ] = shown[ index ];
		// The page cell shows the title, then the path.
		assert.ok( label.startsWith( title ), `${ label } shows ${ title }` );
		assert.ok( label.includes( decodeURI( path ) ) );
		assert.match( views, /^\d+$/, 'raw numbers, not "1.2K"' );
		assert.deepEqual( figures, [
			formatNumber( Number( views ) ),
			formatNumber( Number( sessions ) ),
			formatPercent( Number( rate ) ),
			formatDuration( Number( duration ) ),
		] );
	} );
	// The raw values are Google's (the emulator's) answer itself.
	assert.deepEqual(
		records.map( ( [ , path, ...figures ] ) => [
			path,
			...figures.map( Number ),
		] ),
		( await emulatorPages() ).map( ( [ path, ...figures ] ) => [
			path,
			...figures.map( Number ),
		] )
	);

	// The key-metric tile.
	const tile = page.locator( `#key-metrics [data-tile="${ TILE }"]` );
	const tileButton = tile.getByRole( 'button', {
		name: 'Download Top performing keywords as CSV',
	} );
	await tileButton.waitFor();
	await tile.scrollIntoViewIfNeeded();
	await tile.screenshot( { path: artifactPath( `csv-tile-${ who }` ) } );
	const tileShown = await shownRows( tile.locator( 'table' ) );
	const tileFile = await download( page, tileButton );
	assert.deepEqual( tileFile.requests, [] );
	assert.equal(
		tileFile.name,
		`harvest-hearth_km-search-console-popular-keywords_${ RANGE }.csv`
	);
	assert.deepEqual(
		[ ...tileFile.bytes.subarray( 0, 3 ) ],
		[ 0xef, 0xbb, 0xbf ]
	);
	assert.deepEqual( tileFile.rows[ 0 ], [ 'Query', 'Click-through rate' ] );
	const ctrs = await emulatorCTRs();
	assert.equal( tileFile.rows.length - 1, tileShown.length );
	assert.ok( tileShown.length > 0 );
	tileFile.rows.slice( 1 ).forEach( ( [ query, ctr ], index ) => {
		assert.deepEqual( tileShown[ index ], [
			query,
			formatPercent( Number( ctr ) ),
		] );
		assert.equal( Number( ctr ), ctrs.get( query ), 'Google’s raw CTR' );
	} );
	await screenshot( page, `csv-dashboard-${ who }` );
}

before( async () => {
	( { browser, watched: admin } = await startAdminSession() );
	await connectAllModules( admin.page );
	await admin.page.goto( pageURL( 'dashboard' ) );
	token = await emulatorToken( [
		'https://www.googleapis.com/auth/webmasters',
		'https://www.googleapis.com/auth/analytics.readonly',
	] );
	const shared = await rest(
		admin.page,
		'POST',
		'core/modules/data/sharing-settings',
		{
			sharingSettings: {
				analytics: { sharedRoles: [ 'editor' ], management: 'owner' },
				'search-console': {
					sharedRoles: [ 'editor' ],
					management: 'owner',
				},
			},
		}
	);
	assert.equal( shared.status, 200 );
	const picked = await rest(
		admin.page,
		'POST',
		'core/user/data/key-metrics',
		{
			widgetSlugs: [ TILE, 'kmAnalyticsNewVisitors' ],
		}
	);
	assert.equal( picked.status, 200 );
} );

after( async () => {
	await admin?.context.close();
	await browser?.close();
} );

describe( 'CSV export', () => {
	it( 'gives an admin the Popular pages and tile files equal to the rows shown, raw, with BOM, header and name', async () => {
		await checkDashboard( admin, 'admin' );
		assertClean( admin );
	} );

	it( 'gives a view-only editor the same files of what is shared with them', async () => {
		const editor = await openPage( browser );
		try {
			await login( editor.page, 'editor', 'password' );
			await editor.page.goto( pageURL( 'dashboard' ) );
			const picked = await rest(
				editor.page,
				'POST',
				'core/user/data/key-metrics',
				{ widgetSlugs: [ TILE, 'kmAnalyticsNewVisitors' ] }
			);
			assert.equal( picked.status, 200 );
			await checkDashboard( editor, 'view-only' );
			assertClean( editor );
		} finally {
			await editor.context.close();
		}
	} );

	it( 'gives the All traffic visitors of each day with ISO dates, equal to the emulator’s daily figures', async () => {
		const { page } = admin;
		await page.setViewportSize( { width: 1280, height: 1400 } );
		await page.goto( pageURL( 'dashboard' ) );
		const widget = page.locator( '.googlesitekit-all-traffic' );
		const button = widget.getByRole( 'button', {
			name: 'Download Unique visitors by day as CSV',
		} );
		await button.waitFor();
		await widget
			.getByRole( 'button', { name: 'Download Channels as CSV' } )
			.waitFor();
		await widget.scrollIntoViewIfNeeded();
		await widget.screenshot( { path: artifactPath( 'csv-all-traffic' ) } );
		const file = await download( page, button );
		assert.deepEqual( file.requests, [] );
		assert.equal(
			file.name,
			`harvest-hearth_unique-visitors_${ RANGE }.csv`
		);
		assert.deepEqual( file.rows[ 0 ], [
			'Date',
			'Unique visitors',
			'Compare period date',
			'Unique visitors (compare period)',
		] );
		const records = file.rows.slice( 1 );
		assert.equal( records.length, 28 );
		const daily = async ( dates: {
			startDate: string;
			endDate: string;
		} ) => {
			const report = await googleAPI< {
				rows?: Array< {
					dimensionValues: Array< { value: string } >;
					metricValues: Array< { value: string } >;
				} >;
			} >(
				token,
				`/analyticsdata.googleapis.com/v1beta/properties/${ ANALYTICS_PROPERTY }:runReport`,
				{
					dateRanges: [ dates ],
					dimensions: [ { name: 'date' } ],
					metrics: [ { name: 'totalUsers' } ],
				}
			);
			return new Map(
				( report.rows || [] ).map( ( row ) => [
					row.dimensionValues[ 0 ].value.replace(
						/^(\d{4})(\d{2})(\d{2})$/,
						'$1-$2-$3'
					),
					row.metricValues[ 0 ].value,
				] )
			);
		};
		const now = await daily( lastDays( 28 ) );
		const earlier = await daily( {
			startDate: daysAgo( 56 ),
			endDate: daysAgo( 29 ),
		} );
		records.forEach( ( [ day, visitors, compareDay, compared ], index ) => {
			assert.equal( day, daysAgo( 28 - index ) );
			assert.equal( compareDay, daysAgo( 56 - index ) );
			assert.equal( visitors, now.get( day ) || '0' );
			assert.equal( compared, earlier.get( compareDay ) || '0' );
		} );
		assertClean( admin );
	} );

	it( 'names the page in the file of an entity dashboard’s table, and shows the button at phone width', async () => {
		const { page } = admin;
		await page.setViewportSize( { width: 360, height: 1400 } );
		await page.goto(
			pageURL(
				'dashboard',
				`permaLink=${ encodeURIComponent( `${ BASE_URL }/` ) }`
			)
		);
		const widget = page.locator( '.googlesitekit-top-queries' );
		const button = widget.getByRole( 'button', {
			name: 'Download Top search queries for this page as CSV',
		} );
		await button.waitFor();
		await widget.scrollIntoViewIfNeeded();
		await widget.screenshot( {
			path: artifactPath( 'csv-entity-top-queries-phone' ),
		} );
		const shown = await shownRows( widget.locator( 'table' ) );
		const file = await download( page, button );
		assert.deepEqual( file.requests, [] );
		assert.equal(
			file.name,
			`harvest-hearth_home_top-queries_${ RANGE }.csv`
		);
		assert.deepEqual( file.rows[ 0 ], [
			'Query',
			'Clicks',
			'Impressions',
			'CTR',
			'Position',
		] );
		assert.equal( file.rows.length - 1, shown.length );
		file.rows.slice( 1 ).forEach( ( [ query, clicks ], index ) => {
			assert.ok( shown[ index ][ 0 ].startsWith( query ) );
			assert.equal(
				shown[ index ][ 1 ],
				formatNumber( Number( clicks ) )
			);
		} );
		assertClean( admin );
	} );
} );
