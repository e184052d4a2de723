/**
 * The network the E2E run serves with MULTISITE=1 (bin/test-e2e.mjs sets E2E_NETWORK_SITES): a subdirectory network
 * of three sites, each with its own administrator; the emulator answers each with its own Google account.
 */
import type { Page } from 'playwright-core';

import { runPhp } from '../../../bin/lib/wordpress.mjs';

import { BASE_URL } from './site';

const DB_FILE = process.env.E2E_DB_FILE || 'e2e.sqlite';

/** The sites' home URLs, with a trailing slash: the main site, /kitchen/, /garden/. */
export const NETWORK_SITES: string[] = process.env.E2E_NETWORK_SITES
	? JSON.parse( process.env.E2E_NETWORK_SITES )
	: [ `${ BASE_URL }/`, `${ BASE_URL }/kitchen/`, `${ BASE_URL }/garden/` ];

/** Each site's administrator (besides "admin", the network's super admin), by site number. */
export const SITE_ADMINS: Record< number, string > = {
	1: 'admin',
	2: 'kitchen-admin',
	3: 'garden-admin',
};

/** The emulator's demo account that owns each site's Google properties, by site number. */
export const SITE_ACCOUNTS: Record< number, string > = {
	1: 'site.admin@example.com',
	2: 'site2.admin@example.com',
	3: 'site3.admin@example.com',
};

/**
 * A site's home URL by number (1 = the main site).
 *
 * @param site Site number.
 */
export const siteHome = ( site: number ): string => NETWORK_SITES[ site - 1 ];

/**
 * URL of one of the plugin's pages on a site.
 *
 * @param site  Site number.
 * @param page  Page name without the googlesitekit- prefix.
 * @param query Extra query string.
 */
export const sitePageURL = ( site: number, page: string, query = '' ): string =>
	`${ siteHome( site ) }wp-admin/admin.php?page=googlesitekit-${ page }${
		query ? `&${ query }` : ''
	}`;

/**
 * The network admin's Site Kit page (the overview) or one of its subpages.
 *
 * @param page Page slug after "googlesitekit-".
 */
export const networkPageURL = ( page = 'network' ): string =>
	`${ BASE_URL }/wp-admin/network/admin.php?page=googlesitekit-${ page }`;

/**
 * Runs PHP inside one site of the network.
 *
 * @param site Site number.
 * @param code PHP statements, without the opening tag.
 * @return What the code printed.
 */
export function wpEvalOn( site: number, code: string ): string {
	return runPhp( 'tests', 'wp-eval.php', [ siteHome( site ) ], {
		dbFile: DB_FILE,
		input: code,
	} );
}

/** Each site's Google resources in the emulator (its README, "Several sites"), by site number. */
export const SITE_GOOGLE: Record<
	number,
	{ analyticsAccount: string; property: string; adsense: string }
> = {
	1: {
		analyticsAccount: '100000001',
		property: '300000001',
		adsense: 'pub-1357924680135792',
	},
	2: {
		analyticsAccount: '100010002',
		property: '300010002',
		adsense: 'pub-2468135792468002',
	},
	3: {
		analyticsAccount: '100010003',
		property: '300010003',
		adsense: 'pub-2468135792468003',
	},
};

/**
 * Logs a user in on one site of the network (the login cookie covers every site of a subdirectory network).
 *
 * @param page A page.
 * @param site Site number.
 * @param user Login (password "password").
 */
export async function loginOn(
	page: Page,
	site: number,
	user: string
): Promise< void > {
	await page.goto( `${ siteHome( site ) }wp-login.php` );
	await page.fill( '#user_login', user );
	await page.fill( '#user_pass', 'password' );
	await Promise.all( [
		page.waitForURL( /\/wp-admin\// ),
		page.click( '#wp-submit' ),
	] );
}

/**
 * Connects one site the way its administrator would: Analytics and AdSense active on the site's own Google
 * resources, then a real sign-in through the emulator's consent screen with the account that owns them. The OAuth
 * client is whatever the site has (its own, the network's or wp-config's).
 *
 * @param page A page logged in on the site as its administrator.
 * @param site Site number.
 */
export async function connectSite( page: Page, site: number ): Promise< void > {
	const google = SITE_GOOGLE[ site ];
	const admin = SITE_ADMINS[ site ];
	wpEvalOn(
		site,
		`
		$owner = get_user_by( 'login', '${ admin }' )->ID;
		update_option( 'googlesitekit_active_modules', array( 'analytics', 'adsense' ) );
		update_option( 'googlesitekit_search_console_settings', array( 'propertyID' => '${ siteHome(
			site
		) }', 'ownerID' => $owner ) );
		update_option( 'googlesitekit_analytics_settings', array( 'accountID' => '${
			google.analyticsAccount
		}', 'propertyID' => '${
			google.property
		}', 'webDataStreamID' => '', 'measurementID' => 'G-DEMO', 'useSnippet' => false, 'ownerID' => $owner ) );
		update_option( 'googlesitekit_adsense_settings', array( 'accountID' => '${
			google.adsense
		}', 'clientID' => 'ca-${
			google.adsense
		}', 'useSnippet' => false, 'ownerID' => $owner ) );
	`
	);
	await page.goto( sitePageURL( site, 'splash' ) );
	const connectURL = await page.evaluate(
		() =>
			(
				window as unknown as {
					_googlesitekitBaseData: { connectURL: string };
				}
			 )._googlesitekitBaseData.connectURL
	);
	const url = new URL( connectURL );
	for ( const scope of [
		'https://www.googleapis.com/auth/analytics.readonly',
		'https://www.googleapis.com/auth/adsense.readonly',
	] ) {
		url.searchParams.append( 'additional_scopes[]', scope );
	}
	url.searchParams.set( 'redirect', sitePageURL( site, 'dashboard' ) );
	await page.goto( url.toString() );
	await page
		.locator( 'label.account', { hasText: SITE_ACCOUNTS[ site ] } )
		.click();
	await Promise.all( [
		page.waitForURL( ( u ) =>
			u.href.startsWith( sitePageURL( site, 'dashboard' ) )
		),
		page.click( 'button[value="allow"]' ),
	] );
}
