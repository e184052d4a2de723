/**
 * The WordPress cores the local sites run, chosen with WP_VERSION (6.5, 6.8 or 7.1; the newest when unset).
 * 6.5.5 comes from npm (WordPress Playground's builds); the newer ones from Debian's archive
 * (bin/lib/debian-core.mjs), each prepared once into .wp/core-<version>.
 * Every core gets the SQLite Database Integration from the npm build (core has no SQLite support).
 */
import fs from 'node:fs';
import path from 'node:path';

import AdmZip from 'adm-zip';

import { unpackDebian } from './debian-core.mjs';
import { ROOT, WP_ROOT } from './paths.mjs';

const BUILDS = path.join(
	ROOT,
	'node_modules/@wp-playground/wordpress-builds'
);

/**
 * The cores, oldest first. Debian cores name their suite and the exact package versions: WordPress, its theme, and
 * the packages Debian replaced bundled files with (jQuery UI, Lodash, Underscore, PHPMailer, getID3, the cropper).
 */
export const CORES = {
	6.5: { version: '6.5.5', theme: 'twentytwentyfour' },
	6.8: {
		version: '6.8.12',
		theme: 'twentytwentyfive',
		suite: 'trixie',
		packages: {
			wordpress: '6.8.12+dfsg1-0+deb13u1',
			'wordpress-theme-twentytwentyfive': '6.8.12+dfsg1-0+deb13u1',
			'libjs-cropper': '1.2.2-2',
			'libjs-scriptaculous': '1.9.0-4',
			'libjs-prototype': '1.7.3-2',
			'libjs-lodash': '4.17.21+dfsg+~cs8.31.198.20210220-9+deb13u1',
			'libjs-underscore': '1.13.4~dfsg+~1.11.4-3',
			'php-getid3': '1.9.23+dfsg-1',
		},
	},
	7.1: {
		version: '7.1.4',
		theme: 'twentytwentyfive',
		suite: 'sid',
		packages: {
			wordpress: '7.1.4+dfsg1-1',
			'wordpress-theme-twentytwentyfive': '7.1.4+dfsg1-1',
			'libjs-cropper': '1.2.2-2',
			'libjs-scriptaculous': '1.9.0-6',
			'libjs-prototype': '1.7.3-2',
			'libjs-jquery-ui': '1.14.2+dfsg-1',
			'libjs-lodash': '4.18.1+dfsg1-2',
			'libjs-underscore': '1.13.8~dfsg+~1.13.0-1',
			'libphp-phpmailer': '7.1.1-1',
			'php-getid3': '1.9.27+dfsg-1',
		},
	},
};

/** "Requires at least": the oldest core. The newest is what a new site installs today. */
export const OLDEST = Object.keys( CORES )[ 0 ];
export const NEWEST = Object.keys( CORES ).at( -1 );

/**
 * The core a script runs, from WP_VERSION ("7.1", "7.1.4", "6.5"…; the newest when unset).
 *
 * @param {Object} [env] Environment.
 * @return {string} The core's key ("7.1").
 */
export function coreKey( env = process.env ) {
	const wanted = String( env.WP_VERSION || NEWEST ).trim();
	const key = Object.keys( CORES ).find(
		( candidate ) =>
			wanted === candidate || wanted === CORES[ candidate ].version
	);
	if ( ! key ) {
		throw new Error(
			`WP_VERSION=${ wanted }: the local sites run WordPress ${ Object.keys(
				CORES
			).join( ', ' ) }.`
		);
	}
	return key;
}

/**
 * Unpacks the npm build of 6.5.5 (WordPress without its static files, plus public/ which holds them) into dir.
 *
 * @param {string} dir Target folder.
 */
function unpackNpm( dir ) {
	new AdmZip( path.join( BUILDS, 'src/wordpress/wp-6.5.zip' ) ).extractAllTo(
		dir,
		true
	);
	fs.cpSync( path.join( BUILDS, 'public/wp-6.5' ), dir, { recursive: true } );
	// The build ships a database already installed by Playground; ours is made by wp_install().
	for ( const leftover of [
		'wp-config.php',
		'wordpress-remote-asset-paths',
		'wp-content/plugins/hello.php',
		'wp-content/database/.ht.sqlite',
	] ) {
		fs.rmSync( path.join( dir, leftover ), { force: true } );
	}
}

/**
 * Adds the SQLite Database Integration plugin of the npm build to a core's plugins.
 *
 * @param {string} dir Core folder.
 */
function addSqlite( dir ) {
	const pluginsDir = path.join( dir, 'wp-content/plugins' );
	fs.mkdirSync( pluginsDir, { recursive: true } );
	new AdmZip(
		path.join(
			BUILDS,
			'src/sqlite-database-integration/sqlite-database-integration.zip'
		)
	).extractAllTo( pluginsDir, true );
	const unpacked = fs
		.readdirSync( pluginsDir )
		.find( ( name ) => name.startsWith( 'sqlite-database-integration' ) );
	if ( unpacked !== 'sqlite-database-integration' ) {
		fs.renameSync(
			path.join( pluginsDir, unpacked ),
			path.join( pluginsDir, 'sqlite-database-integration' )
		);
	}
}

/**
 * The folder of a core, prepared once into .wp/core-<version>.
 *
 * @param {string} key A key of CORES.
 * @return {string} The folder.
 */
export function prepareCore( key ) {
	const core = CORES[ key ];
	const dir = path.join( WP_ROOT, `core-${ core.version }` );
	if ( fs.existsSync( path.join( dir, '.complete' ) ) ) {
		return dir;
	}
	if ( ! fs.existsSync( BUILDS ) ) {
		throw new Error(
			'node_modules/@wp-playground/wordpress-builds is missing: run "npm ci" first.'
		);
	}
	console.log(
		`Preparing WordPress ${ core.version } in ${ path.relative(
			ROOT,
			dir
		) }…`
	);
	fs.rmSync( dir, { recursive: true, force: true } );
	fs.mkdirSync( dir, { recursive: true } );
	if ( core.packages ) {
		unpackDebian( core, dir );
	} else {
		unpackNpm( dir );
	}
	addSqlite( dir );
	const found = fs
		.readFileSync( path.join( dir, 'wp-includes/version.php' ), 'utf8' )
		.match( /\$wp_version = '([^']+)'/ )?.[ 1 ];
	if ( found !== core.version ) {
		throw new Error(
			`Expected WordPress ${ core.version } in ${ dir }, found ${ found }.`
		);
	}
	fs.writeFileSync( path.join( dir, '.complete' ), core.version );
	return dir;
}
