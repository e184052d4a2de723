/**
 * The network the E2E run serves with MULTISITE=1 (bin/test-e2e.mjs sets E2E_NETWORK_SITES): a subdirectory network
 * of three sites, each with its own administrator; the emulator answers each with its own Google account.
 */
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
