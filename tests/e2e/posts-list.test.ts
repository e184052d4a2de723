/**
 * The posts list's "Site Kit" column (issue 14 items 1 and 4): the list's HTML is served without asking Google for
 * anything; one post-stats request then fills every visible row with the views and Search clicks Google reports for
 * the user's range, each a link to the post's entity dashboard, without moving the rows. Screen Options hides the
 * column (and it stays hidden); users who may not view the dashboard never get it; a view-only editor gets the
 * figures of the services shared with them only.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';

import type { Browser, Page } from 'playwright-core';

import {
	artifactPath,
	login,
	openPage,
	screenshot,
	type Watched,
} from './utils/browser';
import { ANALYTICS_PROPERTY, connectAllModules } from './utils/connected-site';
import { lastDays } from './utils/dashboard';
import { emulatorToken, googleAPI, providerCallCount } from './utils/emulator';
import {
	assertClean,
	endAdminSession,
	startAdminSession,
} from './utils/session';
import { BASE_URL, adminURL, clearReportCache, wpEval } from './utils/site';

const SITE = `${ BASE_URL }/`;
const COLUMN = 'googlesitekit_stats';
const CELLS = '.googlesitekit-post-stats[data-post-id]';
// The user's range: nobody changed it, so the default one.
const DAYS = 28;

const AXE_SOURCE = createRequire( __filename ).resolve( 'axe-core/axe.min.js' );

let browser: Browser;
let admin: Watched;
let token: string;

interface Row {
	id: number;
	path: string;
	/** The figures' links: accessible text, exact value (title), href. */
	links: Array< { text: string; title: string; href: string } >;
	/** The cell's text for screen readers and sighted users alike. */
	text: string;
}

/**
 * Provider calls so far, once the emulator's log has stopped growing (calls a previous page started may still be
 * running on the server).
 */
async function settledCallCount(): Promise< number > {
	let count = await providerCallCount();
	for ( let waited = 0, quiet = 0; quiet < 1000 && waited < 20000;  ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 250 ) );
		waited += 250;
		const next = await providerCallCount();
		quiet = next === count ? quiet + 250 : 0;
		count = next;
	}
	return count;
}

/**
 * Views of one page over the range, asked of the emulator's GA4 Data API with an exact path filter.
 *
 * @param path Page path.
 */
async function viewsOf( path: string ): Promise< number > {
	const report = await googleAPI< {
		rows?: Array< { metricValues: Array< { value: string } > } >;
	} >(
		token,
		`/analyticsdata.googleapis.com/v1beta/properties/${ ANALYTICS_PROPERTY }:runReport`,
		{
			dateRanges: [ lastDays( DAYS ) ],
			metrics: [ { name: 'screenPageViews' } ],
			dimensionFilter: {
				filter: {
					fieldName: 'pagePath',
					stringFilter: { matchType: 'EXACT', value: path },
				},
			},
		}
	);
	return Number( report.rows?.[ 0 ]?.metricValues[ 0 ].value || 0 );
}

/**
 * Search clicks of one page over the range, asked of the emulator's Search Console API with a page filter.
 *
 * @param path Page path.
 */
async function clicksOf( path: string ): Promise< number > {
	const result = await googleAPI< { rows?: Array< { clicks: number } > } >(
		token,
		`/searchconsole.googleapis.com/webmasters/v3/sites/${ encodeURIComponent(
			SITE
		) }/searchAnalytics/query`,
		{
			...lastDays( DAYS ),
			dataState: 'all',
			dimensionFilterGroups: [
				{
					filters: [
						{
							dimension: 'page',
							operator: 'equals',
							expression: `${ BASE_URL }${ path }`,
						},
					],
				},
			],
		}
	);
	return ( result.rows || [] ).reduce( ( sum, row ) => sum + row.clicks, 0 );
}

/**
 * The cells as the page shows them once filled.
 *
 * @param page The posts list.
 */
async function rows( page: Page ): Promise< Row[] > {
	await page.waitForFunction(
		( selector ) =>
			document.querySelectorAll( `${ selector }[aria-busy="true"]` )
				.length === 0,
		CELLS
	);
	return page.$$eval( CELLS, ( cells ) =>
		cells.map( ( cell ) => ( {
			id: Number( ( cell as HTMLElement ).dataset.postId ),
			path: ( cell as HTMLElement ).dataset.path || '',
			links: Array.from( cell.querySelectorAll( 'a' ) ).map( ( a ) => ( {
				text: ( a.textContent || '' ).replace( /\s+/g, ' ' ).trim(),
				title: a.title,
				href: a.href,
			} ) ),
			text: ( cell.textContent || '' ).replace( /\s+/g, ' ' ).trim(),
		} ) )
	);
}

/**
 * Opens a list, recording the post-stats requests it makes.
 *
 * @param page Page.
 * @param url  List URL.
 * @return The post-stats request URLs.
 */
async function openList( page: Page, url = adminURL( 'edit.php' ) ) {
	const requests: string[] = [];
	const listener = ( request: { url: () => string } ) => {
		if ( request.url().includes( 'core/site/data/post-stats' ) ) {
			requests.push( request.url() );
		}
	};
	page.on( 'request', listener );
	await page.goto( url );
	return {
		requests,
		stop: () => page.off( 'request', listener ),
	};
}

/**
 * The IDs a post-stats request asked for.
 *
 * @param url Request URL.
 */
function requestedIDs( url: string ): number[] {
	const params = new URL( url ).searchParams;
	return [ ...params.entries() ]
		.filter( ( [ key ] ) => key.startsWith( 'ids' ) )
		.map( ( [ , value ] ) => Number( value ) )
		.sort( ( a, b ) => a - b );
}

/**
 * axe-core's WCAG 2 A/AA violations in the column's cells and header, readably.
 *
 * @param page The posts list.
 */
async function columnViolations( page: Page ): Promise< string[] > {
	await page.addScriptTag( { path: AXE_SOURCE } );
	return page.evaluate( async ( column ) => {
		const axe = (
			window as unknown as {
				axe: {
					run: (
						context: unknown,
						options: unknown
					) => Promise< {
						violations: Array< {
							id: string;
							nodes: Array< { target: unknown[] } >;
						} >;
						passes: unknown[];
					} >;
				};
			}
		 ).axe;
		const result = await axe.run(
			{ include: [ [ `.column-${ column }` ] ] },
			{
				runOnly: {
					type: 'tag',
					values: [ 'wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa' ],
				},
			}
		);
		if ( result.passes.length === 0 ) {
			return [ 'axe checked nothing' ];
		}
		return result.violations.flatMap( ( violation ) =>
			violation.nodes.map(
				( node ) =>
					`${ violation.id } ${ JSON.stringify( node.target ) }`
			)
		);
	}, COLUMN );
}

before( async () => {
	( { browser, watched: admin } = await startAdminSession() );
	await connectAllModules( admin.page );
	token = await emulatorToken( [
		'https://www.googleapis.com/auth/analytics.readonly',
		'https://www.googleapis.com/auth/webmasters',
	] );
} );

after( async () => {
	await endAdminSession( { browser, watched: admin } );
} );

describe( 'the posts list’s Site Kit column', () => {
	it( 'serves the list’s HTML without asking Google, with a placeholder per published post', async () => {
		// Away from the dashboard the sign-in ended on, its reads finished.
		await admin.page.goto( adminURL( 'profile.php' ) );
		const callsBefore = await settledCallCount();
		clearReportCache();
		// The HTML alone, with the admin's cookies: the column's script never runs.
		const response = await admin.page.request.get( adminURL( 'edit.php' ) );
		const html = await response.text();
		assert.equal( response.status(), 200 );
		assert.equal(
			await providerCallCount(),
			callsBefore,
			'no provider call while the list is served'
		);
		assert.match( html, /<th[^>]+id=['"]googlesitekit_stats['"]/ );
		assert.match( html, /Site Kit<\/span> <span[^>]*>\(Last 28 days\)/ );
		const placeholders = html.match(
			/class="googlesitekit-post-stats" data-post-id="\d+"/g
		);
		assert.equal( placeholders?.length, 20, 'a placeholder per row' );
		assert.match( html, /googlesitekit-posts-list\.js/ );
	} );

	it( 'fills every visible row from one request with the figures Google reports, without moving the rows', async () => {
		clearReportCache();
		const page = admin.page;
		// The answer is held back until the rows' places are measured.
		let release: () => void = () => undefined;
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route( '**/core/site/data/post-stats*', async ( route ) => {
			await held;
			await route.continue();
		} );
		const callsBefore = await settledCallCount();
		const list = await openList( page );
		await page.locator( `${ CELLS }[aria-busy="true"]` ).first().waitFor();
		const measure = () =>
			page.$$eval( '#the-list tr', ( trs ) =>
				trs.map( ( tr ) => {
					const box = tr.getBoundingClientRect();
					return `${ Math.round( box.top ) }/${ Math.round(
						box.height
					) }`;
				} )
			);
		const placed = await measure();
		const columnWidth = await page
			.locator( `#${ COLUMN }` )
			.evaluate( ( th ) => th.getBoundingClientRect().width );
		release();
		const shown = await rows( page );
		await page.unroute( '**/core/site/data/post-stats*' );
		list.stop();

		assert.deepEqual( await measure(), placed, 'the rows did not move' );
		assert.equal(
			await page
				.locator( `#${ COLUMN }` )
				.evaluate( ( th ) => th.getBoundingClientRect().width ),
			columnWidth,
			'the column kept its width'
		);
		assert.equal( list.requests.length, 1, 'one post-stats request' );
		assert.deepEqual(
			requestedIDs( list.requests[ 0 ] ),
			shown.map( ( row ) => row.id ).sort( ( a, b ) => a - b ),
			'for the listed posts'
		);
		assert.equal( shown.length, 20 );
		assert.equal(
			( await settledCallCount() ) - callsBefore,
			2,
			'one Analytics report and one Search Console query for the 20 posts'
		);

		let withViews = 0;
		for ( const row of shown ) {
			const [ views, clicks ] = [
				await viewsOf( row.path ),
				await clicksOf( row.path ),
			];
			withViews += views > 0 ? 1 : 0;
			assert.equal(
				row.links.length,
				2,
				`${ row.path }: two figures (${ row.text })`
			);
			assert.equal(
				row.links[ 0 ].title,
				views.toLocaleString( 'en-US' ),
				`${ row.path }: views`
			);
			assert.match( row.links[ 0 ].text, / views? trend: / );
			assert.equal(
				row.links[ 1 ].title,
				clicks.toLocaleString( 'en-US' ),
				`${ row.path }: clicks`
			);
			assert.match( row.links[ 1 ].text, / Search clicks? trend: / );
			for ( const link of row.links ) {
				const target = new URL( link.href );
				assert.equal(
					target.searchParams.get( 'page' ),
					'googlesitekit-dashboard'
				);
				assert.equal(
					target.searchParams.get( 'permaLink' ),
					`${ BASE_URL }${ row.path }`,
					'the post’s entity dashboard'
				);
			}
		}
		assert.ok( withViews > 0, 'some listed posts have views' );

		// The keyboard reaches the figures in row order.
		await page.locator( `${ CELLS } a` ).first().focus();
		await page.keyboard.press( 'Tab' );
		assert.ok(
			await page
				.locator( `${ CELLS } a` )
				.nth( 1 )
				.evaluate( ( a ) => a === a.ownerDocument.activeElement ),
			'Tab moves from the first figure to the second'
		);

		assert.deepEqual( await columnViolations( page ), [], 'WCAG A/AA' );
		// At 1280 wide every figure reads whole, and the column leaves the title more room than it takes itself.
		assert.deepEqual(
			await page.$$eval(
				`${ CELLS } .googlesitekit-post-stats__value`,
				( values ) =>
					values
						.filter(
							( value ) => value.scrollWidth > value.clientWidth
						)
						.map( ( value ) => value.textContent )
			),
			[],
			'no figure cut short'
		);
		const widthOf = ( selector: string ) =>
			page
				.locator( selector )
				.evaluate( ( th ) => th.getBoundingClientRect().width );
		const titleWidth = await widthOf( 'thead #title' );
		const ownWidth = await widthOf( `#${ COLUMN }` );
		assert.ok(
			titleWidth > ownWidth,
			`the title (${ titleWidth } px) wider than the column (${ ownWidth } px)`
		);
		await screenshot( page, 'posts-list-desktop' );
		// A close-up of the column's first rows.
		const header = await page.locator( `#${ COLUMN }` ).boundingBox();
		const fourth = await page
			.locator( '#the-list tr' )
			.nth( 3 )
			.boundingBox();
		if ( header && fourth ) {
			await page.screenshot( {
				path: artifactPath( 'posts-list-cells' ),
				clip: {
					x: header.x - 150,
					y: header.y,
					width: header.width + 300,
					height: fourth.y + fourth.height - header.y,
				},
			} );
		}
		await page.setViewportSize( { width: 600, height: 900 } );
		// On a narrow screen WordPress shows the other columns under the title once the row is opened.
		await page.locator( '#the-list tr .toggle-row' ).first().click();
		await screenshot( page, 'posts-list-narrow' );
		await page.setViewportSize( { width: 1280, height: 900 } );

		// Again, warm: the same figures from the shared report cache, no provider call.
		const warmBefore = await providerCallCount();
		const warm = await openList( page );
		assert.deepEqual( await rows( page ), shown );
		warm.stop();
		assert.equal( warm.requests.length, 1 );
		assert.equal( await providerCallCount(), warmBefore, 'warm: none' );
		assertClean( admin );
	} );

	it( 'fills a row Quick Edit renders again from the figures it has, and asks for that row alone when its address changed', async () => {
		const page = admin.page;
		const list = await openList( page );
		const [ first ] = await rows( page );
		assert.equal( list.requests.length, 1 );
		const row = page.locator( `#post-${ first.id }` );
		const quickEdit = async ( fields: Record< string, string > ) => {
			await row.hover();
			await row.locator( 'button.editinline' ).click();
			const editor = page.locator( `#edit-${ first.id }` );
			for ( const [ name, value ] of Object.entries( fields ) ) {
				await editor.locator( `input[name="${ name }"]` ).fill( value );
			}
			const saved = page.waitForResponse(
				( response ) =>
					response.url().includes( 'admin-ajax.php' ) &&
					( response.request().postData() || '' ).includes(
						'action=inline-save'
					)
			);
			await editor.locator( 'button.save' ).click();
			await saved;
			await page
				.locator( `#post-${ first.id } ${ CELLS }[aria-busy="false"]` )
				.waitFor();
			return ( await rows( page ) ).find( ( r ) => r.id === first.id );
		};

		// A new title: same address, same figures, nothing asked.
		const renamed = await quickEdit( {
			post_title: 'Renamed in Quick Edit',
		} );
		assert.deepEqual( renamed, first );
		assert.equal(
			list.requests.length,
			1,
			'no request for the same address'
		);

		// A new slug: a new address, asked for that post alone.
		const moved = await quickEdit( { post_name: 'moved-in-quick-edit' } );
		list.stop();
		assert.equal( list.requests.length, 2 );
		assert.deepEqual( requestedIDs( list.requests[ 1 ] ), [ first.id ] );
		assert.match( moved?.path || '', /\/moved-in-quick-edit\/$/ );
		assert.equal(
			moved?.links[ 0 ].title,
			( await viewsOf( moved?.path || '' ) ).toLocaleString( 'en-US' )
		);
		assertClean( admin );
	} );

	it( 'lists the pages’ figures too', async () => {
		const list = await openList(
			admin.page,
			adminURL( 'edit.php?post_type=page' )
		);
		const shown = await rows( admin.page );
		list.stop();
		assert.ok( shown.length > 0 );
		assert.equal( list.requests.length, 1 );
		const about = shown.find( ( row ) => row.path === '/about/' );
		assert.ok( about, 'the About page is listed' );
		assert.equal(
			about.links[ 0 ].title,
			( await viewsOf( '/about/' ) ).toLocaleString( 'en-US' )
		);
	} );

	it( 'hides through Screen Options, stays hidden after a reload and asks for nothing meanwhile', async () => {
		const page = admin.page;
		await openList( page );
		await rows( page );
		await page.click( '#show-settings-link' );
		const saved = page.waitForResponse(
			( response ) =>
				response.url().includes( 'admin-ajax.php' ) &&
				( response.request().postData() || '' ).includes(
					'hidden-columns'
				)
		);
		await page.uncheck( `#${ COLUMN }-hide` );
		await saved;
		assert.equal(
			await page.locator( `td.column-${ COLUMN }` ).first().isVisible(),
			false
		);

		const reloaded = await openList( page );
		await page.waitForLoadState( 'load' );
		assert.match(
			( await page
				.locator( `th#${ COLUMN }` )
				.getAttribute( 'class' ) ) || '',
			/\bhidden\b/
		);
		assert.equal(
			await page.locator( `td.column-${ COLUMN }` ).first().isVisible(),
			false
		);
		assert.equal(
			reloaded.requests.length,
			0,
			'no request for a hidden column'
		);

		// Shown again: the figures arrive then.
		await page.click( '#show-settings-link' );
		await page.check( `#${ COLUMN }-hide` );
		const shown = await rows( page );
		reloaded.stop();
		assert.equal( reloaded.requests.length, 1 );
		assert.equal( shown[ 0 ].links.length, 2 );
	} );

	it( 'is not there for users who may not view the dashboard', async () => {
		for ( const user of [ 'author', 'editor', 'subscriber' ] ) {
			const session = await openPage( browser );
			try {
				await login( session.page, user, 'password' );
				const response = await session.page.goto(
					adminURL( 'edit.php' )
				);
				const html = ( await response?.text() ) || '';
				assert.doesNotMatch(
					html,
					/googlesitekit_stats/,
					`${ user }: no column`
				);
				assert.doesNotMatch(
					html,
					/googlesitekit-posts-list/,
					`${ user }: no script`
				);
				if ( user === 'subscriber' ) {
					assert.equal(
						response?.status(),
						403,
						'subscribers cannot open the list'
					);
				} else {
					assert.equal( response?.status(), 200 );
				}
			} finally {
				await session.context.close();
			}
		}
	} );

	it( 'shows a view-only editor the figures of the services shared with them only', async () => {
		wpEval(
			"update_option( 'googlesitekit_dashboard_sharing', array( 'search-console' => array( 'sharedRoles' => array( 'editor' ), 'management' => 'owner' ) ) );"
		);
		const editor = await openPage( browser );
		try {
			await login( editor.page, 'editor', 'password' );
			const list = await openList( editor.page );
			const shown = await rows( editor.page );
			list.stop();
			assert.equal( list.requests.length, 1 );
			assert.equal( shown.length, 20 );
			for ( const row of shown.slice( 0, 5 ) ) {
				assert.equal(
					row.links.length,
					1,
					`${ row.path }: clicks only`
				);
				assert.equal(
					row.links[ 0 ].title,
					( await clicksOf( row.path ) ).toLocaleString( 'en-US' )
				);
				assert.match(
					row.text,
					/Views: not shown, Analytics is not connected or not shared with you\./
				);
			}
			await screenshot( editor.page, 'posts-list-view-only-editor' );
			assertClean( editor );
		} finally {
			await editor.context.close();
		}
	} );
} );
