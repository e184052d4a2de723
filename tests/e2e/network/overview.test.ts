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
	};
}

describe( 'Site Kit on a network: each site its own connection and figures', () => {
	const shown: Record< number, { visitors: string; clicks: string } > = {};

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

	it( 'connects two sites separately, with different accounts, and shows each its own figures', async () => {
		for ( const site of [ 1, 2 ] ) {
			wpEvalOn(
				site,
				`$r = $GLOBALS['googlesitekit_plugin']->credentials()->save( '${ DEMO_CLIENT_ID }', '${ DEMO_CLIENT_SECRET }' ); if ( true !== $r ) { throw new Exception( 'client not saved' ); }`
			);
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
} );
