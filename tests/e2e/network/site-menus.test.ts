/**
 * A network-activated Site Kit on a network of three sites: each site's administrator finds Site Kit in their own
 * site's menu and set-up screen, and cannot open it on a site they do not administer; the super admin can on each.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser } from 'playwright-core';

import { launch, openPage, screenshot, type Watched } from '../utils/browser';
import { restoreDatabase } from '../utils/site';
import { loginOn, siteHome, sitePageURL, SITE_ADMINS } from '../utils/network';

let browser: Browser;

describe( 'Site Kit on each site of a network', () => {
	before( async () => {
		restoreDatabase();
		browser = await launch();
	} );

	after( async () => {
		await browser?.close();
	} );

	it( "shows each site's administrator Site Kit on their own site only", async () => {
		const watched: Watched = await openPage( browser );
		const { page } = watched;
		await loginOn( page, 2, SITE_ADMINS[ 2 ] );
		await page.goto( `${ siteHome( 2 ) }wp-admin/` );
		await page
			.locator( '#adminmenu a', { hasText: 'Site Kit' } )
			.first()
			.click();
		await page
			.getByRole( 'heading', { name: 'Set up Site Kit', level: 2 } )
			.waitFor();
		assert.match(
			page.url(),
			/\/kitchen\/wp-admin\/admin\.php\?page=googlesitekit-/
		);
		await screenshot( page, 'network-site2-splash' );

		const refused = await page.goto( sitePageURL( 3, 'splash' ) );
		assert.equal(
			refused?.status(),
			403,
			'no Site Kit on a site the user does not administer'
		);
		await watched.context.close();
	} );

	it( 'lets the super admin open Site Kit on every site', async () => {
		const watched: Watched = await openPage( browser );
		const { page } = watched;
		await loginOn( page, 1, SITE_ADMINS[ 1 ] );
		for ( const site of [ 1, 2, 3 ] ) {
			await page.goto( sitePageURL( site, 'splash' ) );
			await page
				.getByRole( 'heading', { name: 'Set up Site Kit', level: 2 } )
				.waitFor();
			assert.equal(
				await page
					.locator( '#wp-admin-bar-site-name > a' )
					.first()
					.getAttribute( 'href' ),
				siteHome( site ),
				`the admin bar names site ${ site }`
			);
		}
		await watched.context.close();
	} );
} );
