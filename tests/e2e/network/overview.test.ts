/**
 * A network of three sites: the main site connected by its administrator with one Google account, /kitchen/ by its
 * own administrator with another account and property, /garden/ not connected. Each dashboard shows its own figures;
 * the network admin's overview lists every site, with each connected site's figures equal to its own dashboard's,
 * reading them lazily from each site's report cache: with a warm cache no Google call at all, with a cold one at
 * most one per distinct report.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser, Page } from 'playwright-core';

import { launch, openPage, screenshot, type Watched } from '../utils/browser';
import { blockValue } from '../utils/dashboard';
import { emulatorControl } from '../utils/emulator';
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from '../utils/google';
import {
	connectSite,
	loginOn,
	NETWORK_SITES,
	networkPageURL,
	sitePageURL,
	SITE_ADMINS,
	wpEvalOn,
} from '../utils/network';
import { restoreDatabase } from '../utils/site';

let browser: Browser;
const sessions: Watched[] = [];

/**
 * A page logged in on a site as its administrator.
 *
 * @param site Site number.
 */
async function adminOf( site: number ): Promise< Page > {
	const watched = await openPage( browser );
	sessions.push( watched );
	await loginOn( watched.page, site, SITE_ADMINS[ site ] );
	return watched.page;
}

/**
 * The calls to Google's APIs in the emulator's log (not sign-in, not static files), as "METHOD path?query".
 */
async function googleCalls(): Promise< string[] > {
	const log = await emulatorControl< {
		requests: Array< {
			api: string;
			method: string;
			path: string;
			query: Record< string, unknown >;
		} >;
	} >( 'GET', '/requests' );
	return log.requests
		.filter( ( entry ) => ! [ 'oauth', 'static' ].includes( entry.api ) )
		.map(
			( entry ) =>
				`${ entry.method } ${ entry.path }?${ JSON.stringify(
					entry.query
				) }`
		);
}

/**
 * Opens the network overview and waits until no figure is loading; answers each site's row text by site URL.
 *
 * @param page A page logged in as the super admin.
 */
async function openOverview( page: Page ): Promise< Record< string, string > > {
	await page.goto( networkPageURL() );
	await page.locator( '.googlesitekit-network__table' ).waitFor();
	await page.waitForFunction(
		() =>
			! document.querySelector(
				'.googlesitekit-network__figure-loading'
			),
		null,
		{ timeout: 60000 }
	);
	const rows: Record< string, string > = {};
	for ( const row of await page
		.locator( 'tbody tr.googlesitekit-network__row' )
		.all() ) {
		const url = (
			await row.locator( '.googlesitekit-network__url' ).innerText()
		).trim();
		rows[ url ] = await row.innerText();
	}
	return rows;
}

/**
 * A figure's cell of a site in the overview.
 *
 * @param page   A page on the overview.
 * @param site   Site number.
 * @param figure visitors, clicks or earnings.
 */
async function overviewFigure(
	page: Page,
	site: number,
	figure: string
): Promise< string > {
	const row = page.locator( 'tbody tr.googlesitekit-network__row', {
		has: page.locator( '.googlesitekit-network__url', {
			hasText: new RegExp( `^${ NETWORK_SITES[ site - 1 ] }$` ),
		} ),
	} );
	return (
		await row
			.locator( `.googlesitekit-network__figure--${ figure }` )
			.innerText()
	).trim();
}

/**
 * The headline figures of a site's main dashboard, as shown.
 *
 * @param page A page logged in on the site.
 * @param site Site number.
 */
async function dashboardFigures( page: Page, site: number ) {
	await page.goto( sitePageURL( site, 'dashboard' ) );
	return {
		visitors: await blockValue( page, 'body', 'Unique visitors' ),
		clicks: await blockValue( page, 'body', 'Total clicks' ),
		earnings: await blockValue(
			page,
			'.googlesitekit-earnings',
			'Earnings'
		),
	};
}

describe( 'Site Kit on a network: each site its own connection and figures', () => {
	const shown: Record<
		number,
		{ visitors: string; clicks: string; earnings: string }
	> = {};

	before( async () => {
		restoreDatabase();
		await emulatorControl( 'POST', '/reset', {} );
		await emulatorControl( 'POST', '/config', {
			siteUrl: NETWORK_SITES[ 0 ],
			extraSites: NETWORK_SITES.slice( 1 ),
		} );
		browser = await launch();
	} );

	after( async () => {
		for ( const watched of sessions ) {
			await watched.context.close();
		}
		await browser?.close();
	} );

	it( 'takes the network’s OAuth client once, refusing a bad one, and shows every site’s redirect URI', async () => {
		const page = await adminOf( 1 );
		await page.goto( networkPageURL( 'network-settings' ) );
		const save = page.getByRole( 'button', {
			name: 'Save the network client',
		} );
		await page.fill( '#googlesitekit-client-id', 'not-a-client-id' );
		await page.fill( '#googlesitekit-client-secret', 'secret' );
		await save.click();
		await page
			.getByText( 'Nothing was saved: the client ID must look like' )
			.waitFor();
		await page
			.getByText( 'No OAuth client is saved for the network.' )
			.waitFor();

		await page.fill( '#googlesitekit-client-id', DEMO_CLIENT_ID );
		await page.fill( '#googlesitekit-client-secret', DEMO_CLIENT_SECRET );
		await save.click();
		await page
			.getByText( 'The network’s OAuth client is saved.' )
			.waitFor();
		for ( const home of NETWORK_SITES ) {
			assert.equal(
				await page
					.locator( 'textarea', {
						hasText: `${ home }wp-admin/index.php?oauth2callback=1`,
					} )
					.count(),
				1,
				`the redirect URI of ${ home }`
			);
		}
		assert.ok(
			! ( await page.content() ).includes( DEMO_CLIENT_SECRET ),
			'the secret is not in the page'
		);
		await screenshot( page, 'network-settings' );
	} );

	it( 'connects two sites separately with the network’s client and different accounts, and shows each its own figures', async () => {
		for ( const site of [ 1, 2 ] ) {
			const page = await adminOf( site );
			await connectSite( page, site );
			shown[ site ] = await dashboardFigures( page, site );
			await screenshot( page, `network-site${ site }-dashboard` );
		}
		assert.notDeepEqual(
			shown[ 1 ],
			shown[ 2 ],
			'the two sites show different figures'
		);
		assert.notEqual( shown[ 1 ].visitors, shown[ 2 ].visitors );
		assert.notEqual( shown[ 1 ].clicks, shown[ 2 ].clicks );
	} );

	it( 'lists every site in the network overview, each connected site with its dashboard’s figures; a cold cache costs at most one call per distinct report, a warm one none', async () => {
		const page = await adminOf( 1 );
		// A cold cache on every site: the dashboards' reads above are gone too.
		for ( const site of [ 1, 2, 3 ] ) {
			wpEvalOn(
				site,
				"$GLOBALS['googlesitekit_plugin']->report_cache()->flush();"
			);
		}
		await emulatorControl( 'DELETE', '/requests' );
		const rows = await openOverview( page );
		assert.deepEqual(
			Object.keys( rows ).sort(),
			[ ...NETWORK_SITES ].sort()
		);
		assert.match( rows[ NETWORK_SITES[ 2 ] ], /Not connected/ );
		for ( const site of [ 1, 2 ] ) {
			assert.match( rows[ NETWORK_SITES[ site - 1 ] ], /\bConnected\b/ );
			assert.equal(
				await overviewFigure( page, site, 'visitors' ),
				shown[ site ].visitors,
				`site ${ site }: visitors as its dashboard shows them`
			);
			assert.equal(
				await overviewFigure( page, site, 'clicks' ),
				shown[ site ].clicks,
				`site ${ site }: clicks as its dashboard shows them`
			);
			assert.equal(
				await overviewFigure( page, site, 'earnings' ),
				shown[ site ].earnings,
				`site ${ site }: earnings as its dashboard shows them`
			);
		}
		const cold = await googleCalls();
		assert.ok( cold.length > 0, 'a cold cache is read from Google' );
		assert.equal(
			new Set( cold ).size,
			cold.length,
			`one call per distinct report:\n${ cold.join( '\n' ) }`
		);
		await screenshot( page, 'network-overview' );

		await emulatorControl( 'DELETE', '/requests' );
		await openOverview( page );
		assert.deepEqual( await googleCalls(), [], 'a warm cache: no call' );
		await page.setViewportSize( { width: 360, height: 800 } );
		await openOverview( page );
		assert.equal(
			await page.evaluate( () => document.documentElement.scrollWidth ),
			360,
			'nothing wider than a phone'
		);
		await screenshot( page, 'network-overview-phone' );
	} );

	it( 'resets one site from the overview; the other stays connected with its figures', async () => {
		const page = await adminOf( 1 );
		await page.setViewportSize( { width: 1280, height: 900 } );
		await openOverview( page );
		await page
			.getByRole( 'button', {
				name: 'Reset connection Harvest & Hearth Kitchen',
			} )
			.click();
		const dialog = page.getByRole( 'dialog' );
		await dialog.waitFor();
		await screenshot( page, 'network-overview-reset' );
		await dialog
			.getByRole( 'button', { name: 'Reset connection' } )
			.click();
		await page
			.getByText(
				'Site Kit’s connection of Harvest & Hearth Kitchen was reset.'
			)
			.waitFor();
		const rows = await openOverview( page );
		assert.match( rows[ NETWORK_SITES[ 1 ] ], /Not connected/ );
		assert.match( rows[ NETWORK_SITES[ 0 ] ], /\bConnected\b/ );
		assert.equal(
			await overviewFigure( page, 1, 'visitors' ),
			shown[ 1 ].visitors
		);

		// The kitchen's administrator finds the site to set up again.
		const kitchen = await adminOf( 2 );
		await kitchen.goto( sitePageURL( 2, 'dashboard' ) );
		await kitchen
			.getByRole( 'heading', { name: 'Set up Site Kit', level: 2 } )
			.waitFor();
	} );
} );
