/**
 * The test WordPress the E2E run serves (bin/test-e2e.mjs starts it and sets these variables).
 */
import { freshDatabase } from '../../../bin/lib/site-database.mjs';
import { runPhp } from '../../../bin/lib/wordpress.mjs';

export const BASE_URL = process.env.E2E_BASE_URL || 'http://127.0.0.1:8889';
const DB_FILE = process.env.E2E_DB_FILE || 'e2e.sqlite';

/**
 * Puts the pristine database back, so each test file starts from a fresh install (a file copy on SQLite; on MariaDB,
 * with DB=mariadb, the tables that differ from the snapshot database are refilled).
 */
export function restoreDatabase(): void {
	freshDatabase( 'tests', DB_FILE );
}

/**
 * Runs PHP inside the test site's WordPress (same database as the served site).
 *
 * @param code PHP statements, without the opening tag.
 * @return What the code printed.
 */
export function wpEval( code: string ): string {
	return runPhp( 'tests', 'wp-eval.php', [ BASE_URL ], {
		dbFile: DB_FILE,
		input: code,
	} );
}

/**
 * URL of a wp-admin page.
 *
 * @param path Path below /wp-admin/.
 */
export const adminURL = ( path = '' ): string =>
	`${ BASE_URL }/wp-admin/${ path }`;

/**
 * URL of one of the plugin's pages.
 *
 * @param page  Page name without the googlesitekit- prefix.
 * @param query Extra query string, e.g. "permaLink=…".
 */
export const pageURL = ( page: string, query = '' ): string =>
	adminURL(
		`admin.php?page=googlesitekit-${ page }${ query ? `&${ query }` : '' }`
	);

/**
 * Empties the server-side report cache of the test site.
 *
 * @param options              Options.
 * @param options.keepLastGood Keep the last good answers (served stale when Google fails); drop only the fresh ones.
 */
export function clearReportCache( {
	keepLastGood = false,
}: { keepLastGood?: boolean } = {} ): void {
	// The plugin's own flush: the options table or a persistent object cache (OBJECT_CACHE=redis) alike.
	const cleared = wpEval(
		`echo (int) $GLOBALS['googlesitekit_plugin']->report_cache()->flush( ${
			keepLastGood ? 'true' : 'false'
		} );`
	);
	if ( ! /^\d+$/.test( cleared.trim() ) ) {
		throw new Error( `Could not clear the report cache: ${ cleared }` );
	}
}

/**
 * Runs the background refresh now, as the site's cron would (WP-Cron event googlesitekit_report_cache_warm): renews
 * the reports the dashboards use whose fresh copies expire soon or are gone, and records a back-off for those Google
 * refuses.
 *
 * @return Cache key => what happened (refreshed, backoff, failed, in_flight, forgotten).
 */
export function runBackgroundRefresh(): Record< string, string > {
	const out = wpEval(
		"echo wp_json_encode( (object) $GLOBALS['googlesitekit_plugin']->report_warmer()->run() );"
	);
	try {
		return JSON.parse( out );
	} catch {
		throw new Error( `The background refresh did not run: ${ out }` );
	}
}
