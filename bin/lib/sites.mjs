/**
 * The local sites this repo runs and where each keeps its files: the core WP_VERSION names, the database kind DB
 * names, the ports, and the site folders under .wp/ (each kind and version its own: .wp/dev-wp7.1,
 * .wp/dev-mariadb-wp7.1, .wp/tests-wp6.5…, so switching DB or WP_VERSION never mixes them).
 *
 * The environment is read once, when this module loads: bin/lib/load-stack.mjs sets DB before importing it.
 */
import path from 'node:path';

import { WP_ROOT } from './paths.mjs';
import { CORES, coreKey } from './wp-cores.mjs';

/** The core this process runs (WP_VERSION; the newest when unset): bin/lib/wp-cores.mjs. */
export const CORE = coreKey();
export const WP_VERSION = CORES[ CORE ].version;

/** The database kinds a site can run on; the first is the default. */
export const DB_KINDS = [ 'sqlite', 'mariadb' ];

/**
 * MULTISITE=1: every site is a subdirectory network of NETWORK_SITES on MariaDB (the SQLite drop-in does not run a
 * network), in folders of its own (.wp/dev-mariadb-network-wp7.1…). README, "A network of sites".
 */
export const NETWORK = /^(1|true|yes)$/i.test( process.env.MULTISITE || '' );

/**
 * The sites of a local network: the main site, then one per subdirectory, each with its administrator (besides
 * "admin", the super admin) and its number in the provider emulator (extra site k owns its own Google account).
 */
export const NETWORK_SITES = [
	{ number: 1, path: '/', admin: 'admin' },
	{ number: 2, path: '/kitchen/', admin: 'kitchen-admin' },
	{ number: 3, path: '/garden/', admin: 'garden-admin' },
];

/**
 * The database kind the scripts use, from the DB environment variable (DB=mariadb; SQLite when unset).
 *
 * @param {Object} [env] Environment.
 * @return {'sqlite'|'mariadb'} The kind.
 */
export function dbKind( env = process.env ) {
	const network = /^(1|true|yes)$/i.test( env.MULTISITE || '' );
	const kind = (
		env.DB || ( network ? 'mariadb' : DB_KINDS[ 0 ] )
	).toLowerCase();
	if ( network && kind !== 'mariadb' ) {
		throw new Error(
			`MULTISITE=1 runs on MariaDB only (the SQLite drop-in does not run a network): drop DB=${ env.DB }.`
		);
	}
	if ( ! DB_KINDS.includes( kind ) ) {
		throw new Error(
			`DB=${ env.DB }: the database is one of ${ DB_KINDS.join( ', ' ) }.`
		);
	}
	return kind;
}

const KIND = dbKind();
const DEV_PORT = Number( process.env.WP_PORT || 8888 );
const TESTS_PORT = Number( process.env.WP_TESTS_PORT || 8889 );
// A network keeps its address in its tables (a network's sites have no WP_HOME): each port its own install.
const networkPart = ( port ) => ( NETWORK ? `-network${ port }` : '' );
// A MariaDB site has its own folder, and so has each WordPress version: a site's database and core never change
// under it (.wp/dev-wp7.1, .wp/tests-mariadb-wp6.5, .wp/dev-mariadb-network8888-wp7.1…).
const kindSuffix = ( port ) =>
	`${ KIND === 'mariadb' ? '-mariadb' : '' }${ networkPart(
		port
	) }-wp${ CORE }`;
const testsDir = process.env.WP_TESTS_DIR || 'tests';

/**
 * The sites this repo runs. "dev" is `npm start`'s; "tests" is the test suites' own.
 * On MariaDB each site has its server (pid key and folder .wp/<mariadb.key>) on its own port.
 */
export const SITES = {
	dev: {
		port: DEV_PORT,
		emulatorPort: Number( process.env.EMULATOR_PORT || 9300 ),
		dir: `dev${ kindSuffix( DEV_PORT ) }`,
		muPlugins: [ 'bin/mu-plugins' ],
		db: KIND,
		mariadb: {
			key: `mariadb-dev${ networkPart( DEV_PORT ) }-wp${ CORE }`,
			port: Number( process.env.MARIADB_PORT || 3307 ),
		},
	},
	tests: {
		port: TESTS_PORT,
		emulatorPort: Number( process.env.EMULATOR_TESTS_PORT || 9301 ),
		// WP_TESTS_DIR + the ports give a second, independent test site (e.g. two runs at once).
		dir: `${ testsDir }${ kindSuffix( TESTS_PORT ) }`,
		muPlugins: [ 'bin/mu-plugins', 'tests/wp-mu-plugins' ],
		db: KIND,
		mariadb: {
			key: `mariadb-${ testsDir }${ networkPart(
				TESTS_PORT
			) }-wp${ CORE }`,
			port: Number( process.env.MARIADB_TESTS_PORT || 3308 ),
		},
	},
};

/**
 * A site's folder name under .wp/ (a name that is no site of SITES stands for itself).
 *
 * @param {string} name Site name.
 * @return {string} Folder name.
 */
export const siteDirName = ( name ) => SITES[ name ]?.dir ?? name;

/**
 * The database kind of a site.
 *
 * @param {string} name Site name.
 * @return {'sqlite'|'mariadb'} The kind.
 */
export const siteKind = ( name ) => SITES[ name ]?.db ?? KIND;

/**
 * A site's MariaDB server ({ key, port }), when it has one.
 *
 * @param {string} name Site name.
 * @return {{key: string, port: number}|undefined} The server.
 */
export const mariadbOf = ( name ) => SITES[ name ]?.mariadb;

/**
 * A site's URL.
 *
 * @param {string} name Site name.
 * @return {string} URL.
 */
export const siteURL = ( name ) => `http://127.0.0.1:${ SITES[ name ].port }`;

/**
 * The home URLs of a site's network, with a trailing slash, in NETWORK_SITES's order (the site's own URL alone when
 * this is no network run).
 *
 * @param {string} name Site name.
 * @return {string[]} URLs.
 */
export const networkSiteURLs = ( name ) =>
	( NETWORK ? NETWORK_SITES : NETWORK_SITES.slice( 0, 1 ) ).map(
		( site ) => `${ siteURL( name ) }${ site.path }`
	);

export const siteDir = ( name ) => path.join( WP_ROOT, siteDirName( name ) );

/**
 * The folder of a SQLite site's database files.
 *
 * @param {string} name Site name.
 * @return {string} Its path.
 */
export const dbDir = ( name ) =>
	path.join( siteDir( name ), 'wp-content/database' );

export const snapshotPath = ( name ) =>
	path.join( WP_ROOT, `${ siteDirName( name ) }-snapshot.sqlite` );

/**
 * The demo content a site was seeded with (the JSON of the emulator's demoContent() on the day of the install).
 *
 * @param {string} name Site name.
 * @return {string} Its path.
 */
export const demoContentPath = ( name ) =>
	path.join( WP_ROOT, `${ siteDirName( name ) }-demo-content.json` );
