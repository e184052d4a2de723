/**
 * Local WordPress installs for development and tests: the core WP_VERSION names (7.1, 6.8 or 6.5:
 * bin/lib/wp-cores.mjs), the plugin linked in, served by `php -S` on 127.0.0.1. The database is SQLite (the SQLite
 * Database Integration drop-in, the default) or, with DB=mariadb, a private MariaDB server per site
 * (bin/lib/site-database.mjs). Which sites there are and where they live: bin/lib/sites.mjs; their wp-config.php and
 * wp-content links: bin/lib/site-config.mjs. This file creates, installs, runs PHP against, serves and removes them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { demoContentJson } from './demo-content.mjs';
import { removeMariadbData } from './mariadb.mjs';
import { ROOT } from './paths.mjs';
import { runningPid, startDetached, waitForHttp } from './processes.mjs';
import { linkSite, writeConfig } from './site-config.mjs';
import { databaseStore } from './site-database.mjs';
import {
	CORE,
	demoContentPath,
	mariadbOf,
	NETWORK,
	NETWORK_SITES,
	SITES,
	siteDir,
	siteKind,
	siteURL,
	snapshotPath,
} from './sites.mjs';
import { prepareCore } from './wp-cores.mjs';

/**
 * Runs a PHP script of bin/php against a site.
 *
 * @param {string}   name             Site name.
 * @param {string}   script           Script file in bin/php.
 * @param {string[]} args             Script arguments.
 * @param {Object}   [options]        Options.
 * @param {string}   [options.dbFile] Database file to use instead of the site's own.
 * @param {string}   [options.input]  Standard input.
 * @param {Object}   [options.env]    Extra environment variables.
 * @return {string} The script's output.
 */
export function runPhp(
	name,
	script,
	args = [],
	{ dbFile, input, env = {} } = {}
) {
	const result = spawnSync(
		process.env.PHP_BINARY || 'php',
		[ path.join( ROOT, 'bin/php', script ), siteDir( name ), ...args ],
		{
			cwd: ROOT,
			input,
			encoding: 'utf8',
			env: {
				...process.env,
				...env,
				...( dbFile ? { GOOGLESITEKIT_DB_FILE: dbFile } : {} ),
			},
		}
	);
	if ( result.status !== 0 ) {
		throw new Error(
			`php ${ script } failed (${ result.status }):\n${ result.stdout }\n${ result.stderr }`
		);
	}
	return result.stdout;
}

/**
 * Creates or updates a site; installs WordPress only when it has no database yet.
 *
 * @param {string} name Site name.
 * @return {boolean} Whether WordPress was freshly installed.
 */
export function ensureSite( name ) {
	const core = prepareCore( CORE );
	const dir = siteDir( name );
	if ( ! fs.existsSync( path.join( dir, 'wp-settings.php' ) ) ) {
		console.log(
			`Creating the "${ name }" WordPress site in ${ path.relative(
				ROOT,
				dir
			) }…`
		);
		fs.cpSync( core, dir, { recursive: true } );
		fs.rmSync( path.join( dir, '.complete' ), { force: true } );
	}
	const store = databaseStore( name );
	writeConfig( name, store.connection );
	linkSite( name );
	if ( store.installed() && ! fs.existsSync( demoContentPath( name ) ) ) {
		if ( name === 'dev' ) {
			console.log(
				'This local site predates the demo content (the emulator\'s "Harvest & Hearth" posts and pages): "npm run reset-site" installs a fresh one with it.'
			);
		} else {
			// A test site is disposable: reinstall it with the demo content.
			console.log(
				`Reinstalling the "${ name }" site with the demo content…`
			);
			store.drop();
		}
	}
	const fresh = ! store.installed();
	if ( fresh ) {
		console.log(
			`Installing WordPress for "${ name }" at ${ siteURL(
				name
			) } (database: ${ siteKind( name ) })…`
		);
		store.create();
		// The site's name, tagline and content are the provider emulator's demo site ("Harvest & Hearth").
		const content = demoContentJson();
		process.stdout.write(
			runPhp(
				name,
				'install.php',
				[
					siteURL( name ),
					JSON.parse( content ).siteName,
					'--demo-content',
					...( NETWORK ? [ '--network' ] : [] ),
				],
				{
					input: content,
					env: NETWORK ? { GOOGLESITEKIT_SINGLE_SITE: '1' } : {},
				}
			)
		);
		if ( NETWORK ) {
			installNetwork( name );
		}
		fs.writeFileSync( demoContentPath( name ), content );
		store.snapshot();
	} else if ( ! store.hasSnapshot() ) {
		store.snapshot();
	}
	return fresh;
}

/**
 * Makes a freshly installed site the main site of a subdirectory network and adds NETWORK_SITES's other sites, each
 * with its administrator and the demo content of its number in the provider emulator; the plugin is then
 * network-active (MULTISITE=1).
 *
 * @param {string} name Site name.
 */
function installNetwork( name ) {
	const url = `${ siteURL( name ) }/`;
	process.stdout.write(
		runPhp( name, 'network-create.php', [ url ], {
			env: { GOOGLESITEKIT_SINGLE_SITE: '1' },
		} )
	);
	const others = NETWORK_SITES.filter( ( site ) => site.number > 1 ).map(
		( site ) => ( {
			path: site.path,
			admin: site.admin,
			content: JSON.parse( demoContentJson( { site: site.number } ) ),
		} )
	);
	const added = runPhp( name, 'network-sites.php', [ url ], {
		input: JSON.stringify( others ),
	} );
	// WordPress's own errors (a database error page) end the script with status 0: the last line says it worked.
	if ( ! /network-active/.test( added ) ) {
		throw new Error( `Could not add the network's sites:\n${ added }` );
	}
	process.stdout.write( added );
}

/**
 * Removes a site completely (its MariaDB data too: stop its server first).
 *
 * @param {string} name Site name.
 */
export function removeSite( name ) {
	if ( siteKind( name ) === 'mariadb' ) {
		// Throws while its server runs: stopDatabase( name ) first.
		removeMariadbData( mariadbOf( name ).key );
	}
	fs.rmSync( siteDir( name ), { recursive: true, force: true } );
	fs.rmSync( snapshotPath( name ), { force: true } );
	fs.rmSync( demoContentPath( name ), { force: true } );
}

/**
 * Serves a site with PHP's built-in server.
 *
 * @param {string} name             Site name.
 * @param {Object} [options]        Options.
 * @param {number} [options.port]   Port to listen on.
 * @param {string} [options.dbFile] Database file to use instead of the site's own.
 * @param {string} [options.key]    Pid file key.
 * @param {Object} [options.env]    Extra environment variables.
 * @return {Promise<string>} The site URL.
 */
export async function startServer(
	name,
	{
		port = SITES[ name ].port,
		dbFile,
		key = SITES[ name ].dir,
		env = {},
	} = {}
) {
	const url = `http://127.0.0.1:${ port }`;
	if ( runningPid( key ) ) {
		return url;
	}
	startDetached(
		key,
		process.env.PHP_BINARY || 'php',
		[
			'-S',
			`127.0.0.1:${ port }`,
			'-t',
			siteDir( name ),
			path.join( ROOT, 'bin/php/router.php' ),
		],
		{
			PHP_CLI_SERVER_WORKERS: process.env.PHP_CLI_SERVER_WORKERS || '4',
			...( dbFile ? { GOOGLESITEKIT_DB_FILE: dbFile } : {} ),
			...env,
		}
	);
	await waitForHttp( `${ url }/wp-login.php` );
	return url;
}
