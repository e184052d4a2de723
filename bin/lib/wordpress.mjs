/**
 * Local WordPress installs for development and tests: the core WP_VERSION names (7.1, 6.8 or 6.5:
 * bin/lib/wp-cores.mjs), the plugin linked in, served by `php -S` on 127.0.0.1. The database is SQLite (the SQLite
 * Database Integration drop-in, the default) or, with DB=mariadb, a private MariaDB server per site
 * (bin/lib/mariadb.mjs). Each kind and version has its own site folder (.wp/dev-wp7.1, .wp/dev-mariadb-wp7.1,
 * .wp/tests-wp6.5…), so switching DB or WP_VERSION never mixes them.
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { demoContentJson } from './demo-content.mjs';
import {
	copyDatabase,
	listTables,
	mariadbQuery,
	quoteName,
	removeMariadbData,
	restoreDatabase as restoreMariadbDatabase,
	startMariadb,
	stopMariadb,
} from './mariadb.mjs';
import { objectCacheDropIn } from './redis.mjs';
import { CORES, coreKey, prepareCore } from './wp-cores.mjs';

import { ROOT, WP_ROOT } from './paths.mjs';
import { runningPid, startDetached, waitForHttp } from './processes.mjs';

// What the scripts and tests have always imported from here.
export { ROOT, WP_ROOT } from './paths.mjs';
export {
	pidKeys,
	runningPid,
	startDetached,
	stopDetached,
	waitForHttp,
} from './processes.mjs';
/** The core this process runs (WP_VERSION; the newest when unset): bin/lib/wp-cores.mjs. */
const CORE = coreKey();
export const WP_VERSION = CORES[ CORE ].version;
const PLUGIN_SLUG = 'google-site-kit';

/** The database kinds a site can run on; the first is the default. */
export const DB_KINDS = [ 'sqlite', 'mariadb' ];

/**
 * The database kind the scripts use, from the DB environment variable (DB=mariadb; SQLite when unset).
 *
 * @param {Object} [env] Environment.
 * @return {'sqlite'|'mariadb'} The kind.
 */
export function dbKind( env = process.env ) {
	const kind = ( env.DB || DB_KINDS[ 0 ] ).toLowerCase();
	if ( ! DB_KINDS.includes( kind ) ) {
		throw new Error(
			`DB=${ env.DB }: the database is one of ${ DB_KINDS.join( ', ' ) }.`
		);
	}
	return kind;
}

const KIND = dbKind();
// A MariaDB site has its own folder, and so has each WordPress version: a site's database and core never change
// under it (.wp/dev-wp7.1, .wp/tests-mariadb-wp6.5…).
const kindSuffix = `${ KIND === 'mariadb' ? '-mariadb' : '' }-wp${ CORE }`;
const testsDir = process.env.WP_TESTS_DIR || 'tests';

/**
 * The sites this repo runs. "dev" is `npm start`'s; "tests" is the test suites' own.
 * On MariaDB each site has its server (pid key and folder .wp/<mariadb.key>) on its own port.
 */
export const SITES = {
	dev: {
		port: Number( process.env.WP_PORT || 8888 ),
		emulatorPort: Number( process.env.EMULATOR_PORT || 9300 ),
		dir: `dev${ kindSuffix }`,
		muPlugins: [ 'bin/mu-plugins' ],
		db: KIND,
		mariadb: {
			key: `mariadb-dev-wp${ CORE }`,
			port: Number( process.env.MARIADB_PORT || 3307 ),
		},
	},
	tests: {
		port: Number( process.env.WP_TESTS_PORT || 8889 ),
		emulatorPort: Number( process.env.EMULATOR_TESTS_PORT || 9301 ),
		// WP_TESTS_DIR + the ports give a second, independent test site (e.g. two runs at once).
		dir: `${ testsDir }${ kindSuffix }`,
		muPlugins: [ 'bin/mu-plugins', 'tests/wp-mu-plugins' ],
		db: KIND,
		mariadb: {
			key: `mariadb-${ testsDir }-wp${ CORE }`,
			port: Number( process.env.MARIADB_TESTS_PORT || 3308 ),
		},
	},
};

/** On MariaDB: the database a site serves by default, and the pristine copy test runs start from. */
const SITE_DATABASE = 'wordpress';
const SNAPSHOT_DATABASE = 'snapshot';

/**
 * The MariaDB database standing for a per-run database file (GOOGLESITEKIT_DB_FILE): "e2e.sqlite" => "run_e2e".
 * wp-config.php maps it the same way.
 *
 * @param {string} dbFile Database file name.
 * @return {string} Database name.
 */
export const runDatabaseName = ( dbFile ) =>
	`run_${ dbFile
		.replace( /\.[^.]*$/, '' )
		.toLowerCase()
		.replace( /[^a-z0-9_]+/g, '_' ) }`;

const siteKind = ( name ) => SITES[ name ]?.db ?? KIND;
const mariadbOf = ( name ) => SITES[ name ]?.mariadb;

export const siteDir = ( name ) =>
	path.join( WP_ROOT, SITES[ name ]?.dir ?? name );
const dbDir = ( name ) => path.join( siteDir( name ), 'wp-content/database' );
export const snapshotPath = ( name ) =>
	path.join( WP_ROOT, `${ SITES[ name ]?.dir ?? name }-snapshot.sqlite` );
/**
 * The demo content a site was seeded with (the JSON of the emulator's demoContent() on the day of the install).
 *
 * @param {string} name Site name.
 * @return {string} Its path.
 */
export const demoContentPath = ( name ) =>
	path.join( WP_ROOT, `${ SITES[ name ]?.dir ?? name }-demo-content.json` );

const siteURL = ( name ) => `http://127.0.0.1:${ SITES[ name ].port }`;

const phpString = ( value ) =>
	`'${ String( value ).replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;

/**
 * The database part of wp-config.php.
 *
 * @param {string} name      Site name.
 * @param {Object} [mariadb] MariaDB connection ({ host, user, password }) when the site runs on it.
 * @return {string} PHP.
 */
function databaseConfig( name, mariadb ) {
	if ( siteKind( name ) === 'mariadb' ) {
		return `// MariaDB (DB=mariadb): the site's private server, bin/lib/mariadb.mjs.
// Test runs point each suite at its own copy of the database ("e2e.sqlite" => run_e2e).
define( 'DB_NAME', getenv( 'GOOGLESITEKIT_DB_FILE' ) ? 'run_' . preg_replace( '/[^a-z0-9_]+/', '_', strtolower( preg_replace( '/\\.[^.]*$/', '', getenv( 'GOOGLESITEKIT_DB_FILE' ) ) ) ) : '${ SITE_DATABASE }' );
define( 'DB_USER', ${ phpString( mariadb.user ) } );
define( 'DB_PASSWORD', ${ phpString( mariadb.password ) } );
define( 'DB_HOST', ${ phpString( mariadb.host ) } );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );`;
	}
	return `define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'DB_DIR', __DIR__ . '/wp-content/database/' );
// Test runs point each suite at its own copy of the database.
define( 'DB_FILE', getenv( 'GOOGLESITEKIT_DB_FILE' ) ?: '.ht.sqlite' );`;
}

/**
 * Writes wp-config.php. Rewritten on every start so a changed port takes effect.
 *
 * @param {string} name      Site name.
 * @param {Object} [mariadb] MariaDB connection when the site runs on it.
 */
function writeConfig( name, mariadb ) {
	const dir = siteDir( name );
	const saltsFile = path.join( dir, '.salts.php' );
	if ( ! fs.existsSync( saltsFile ) ) {
		const keys = [
			'AUTH_KEY',
			'SECURE_AUTH_KEY',
			'LOGGED_IN_KEY',
			'NONCE_KEY',
			'AUTH_SALT',
			'SECURE_AUTH_SALT',
			'LOGGED_IN_SALT',
			'NONCE_SALT',
		];
		const lines = keys.map(
			( key ) =>
				`define( '${ key }', '${ randomBytes( 32 ).toString(
					'hex'
				) }' );`
		);
		fs.writeFileSync( saltsFile, `<?php\n${ lines.join( '\n' ) }\n` );
	}
	const url = siteURL( name );
	const emulator = `http://127.0.0.1:${ SITES[ name ].emulatorPort }`;
	fs.writeFileSync(
		path.join( dir, 'wp-config.php' ),
		`<?php
// Generated by bin/lib/wordpress.mjs for the "${ name }" site. Rewritten on every start.
${ databaseConfig( name, mariadb ) }
require __DIR__ . '/.salts.php';
$table_prefix = 'wp_';

define( 'WP_HOME', '${ url }' );
define( 'WP_SITEURL', '${ url }' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', __DIR__ . '/wp-content/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
// The test site runs WordPress's development scripts (React's development build warns about what React 19 removes).
define( 'SCRIPT_DEBUG', ${ name === 'tests' ? 'true' : 'false' } );

// Nothing leaves this machine: loopback stays reachable (the site itself, the provider emulator).
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISABLE_WP_CRON', true );
define( 'WP_DEFAULT_THEME', '${ CORES[ CORE ].theme }' );

// Every Google endpoint's scheme+host is replaced by the provider emulator's base URL.
define( 'GOOGLESITEKIT_PROVIDER_BASE_URL', '${ emulator }' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`
	);
}

/**
 * Links the plugin, the SQLite drop-in (SQLite sites only) and the mu-plugins into a site.
 *
 * @param {string} name Site name.
 */
function linkSite( name ) {
	const dir = siteDir( name );
	const content = path.join( dir, 'wp-content' );
	const pluginLink = path.join( content, 'plugins', PLUGIN_SLUG );
	fs.rmSync( pluginLink, { recursive: true, force: true } );
	fs.symlinkSync( ROOT, pluginLink, 'dir' );

	const sqlitePlugin = path.join(
		content,
		'plugins/sqlite-database-integration'
	);
	if ( siteKind( name ) === 'sqlite' ) {
		const dropIn = fs
			.readFileSync( path.join( sqlitePlugin, 'db.copy' ), 'utf8' )
			.replace(
				"'{SQLITE_IMPLEMENTATION_FOLDER_PATH}'",
				`'${ sqlitePlugin }'`
			)
			.replace(
				"'{SQLITE_PLUGIN}'",
				"'sqlite-database-integration/load.php'"
			);
		fs.writeFileSync( path.join( content, 'db.php' ), dropIn );
		fs.mkdirSync( dbDir( name ), { recursive: true } );
	} else {
		fs.rmSync( path.join( content, 'db.php' ), { force: true } );
	}

	// OBJECT_CACHE=redis: the test-only Redis object cache (bin/lib/redis.mjs); otherwise none.
	const objectCache = path.join( content, 'object-cache.php' );
	fs.rmSync( objectCache, { force: true } );
	const objectCacheFile = objectCacheDropIn( name, ROOT );
	if ( objectCacheFile ) {
		fs.writeFileSync( objectCache, objectCacheFile );
	}

	const muDir = path.join( content, 'mu-plugins' );
	fs.rmSync( muDir, { recursive: true, force: true } );
	fs.mkdirSync( muDir );
	for ( const source of SITES[ name ].muPlugins ) {
		for ( const file of fs.readdirSync( path.join( ROOT, source ) ) ) {
			if ( file.endsWith( '.php' ) ) {
				fs.symlinkSync(
					path.join( ROOT, source, file ),
					path.join( muDir, file )
				);
			}
		}
	}
}

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
				],
				{ input: content }
			)
		);
		fs.writeFileSync( demoContentPath( name ), content );
		store.snapshot();
	} else if ( ! store.hasSnapshot() ) {
		store.snapshot();
	}
	return fresh;
}

/**
 * Where a site's database lives and how to install, snapshot and drop it, for its database kind.
 * On MariaDB this starts the site's server (it keeps running until `npm run stop` or the test runner stops it).
 *
 * @param {string} name Site name.
 * @return {Object} { connection, installed(), create(), drop(), snapshot(), hasSnapshot() }.
 */
function databaseStore( name ) {
	if ( siteKind( name ) === 'mariadb' ) {
		const { key, port } = mariadbOf( name );
		const connection = startMariadb( { key, port } );
		const hasTables = ( database ) =>
			listTables( key, database ).includes( 'wp_options' );
		return {
			connection,
			installed: () => hasTables( SITE_DATABASE ),
			create: () =>
				mariadbQuery(
					key,
					`CREATE DATABASE IF NOT EXISTS ${ quoteName(
						SITE_DATABASE
					) } CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`
				),
			drop: () =>
				mariadbQuery(
					key,
					`DROP DATABASE IF EXISTS ${ quoteName(
						SITE_DATABASE
					) }; DROP DATABASE IF EXISTS ${ quoteName(
						SNAPSHOT_DATABASE
					) };`
				),
			snapshot: () =>
				copyDatabase( key, SITE_DATABASE, SNAPSHOT_DATABASE ),
			hasSnapshot: () => hasTables( SNAPSHOT_DATABASE ),
		};
	}
	const database = path.join( dbDir( name ), '.ht.sqlite' );
	return {
		connection: null,
		installed: () => fs.existsSync( database ),
		create: () => {},
		drop: () => {
			fs.rmSync( database, { force: true } );
			fs.rmSync( snapshotPath( name ), { force: true } );
		},
		snapshot: () => fs.copyFileSync( database, snapshotPath( name ) ),
		hasSnapshot: () => fs.existsSync( snapshotPath( name ) ),
	};
}

/**
 * Gives a test run its own copy of the site's pristine database: the file wp-content/database/<dbFile> on SQLite,
 * the database run_<dbFile without extension> on MariaDB (see runDatabaseName; only the tables that differ from the
 * snapshot are rebuilt). Point the site at it with
 * GOOGLESITEKIT_DB_FILE=<dbFile> (runPhp and startServer's dbFile option do).
 *
 * @param {string} name   Site name.
 * @param {string} dbFile File name inside wp-content/database.
 */
export function freshDatabase( name, dbFile ) {
	if ( siteKind( name ) === 'mariadb' ) {
		restoreMariadbDatabase(
			mariadbOf( name ).key,
			SNAPSHOT_DATABASE,
			runDatabaseName( dbFile )
		);
		return;
	}
	fs.copyFileSync( snapshotPath( name ), path.join( dbDir( name ), dbFile ) );
}

/**
 * Stops the site's database server, if it has one.
 *
 * @param {string} name Site name.
 * @return {Promise<boolean>} Whether something was running.
 */
export async function stopDatabase( name ) {
	return siteKind( name ) === 'mariadb'
		? stopMariadb( mariadbOf( name ).key )
		: false;
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
