/**
 * PHP lint layer: `php -l` on every PHP file of the project, then PHPCS with the
 * WordPress coding standards (phpcs.xml.dist). Fails, never skips, when a tool is missing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { requireSystemPackages } from './lib/system-packages.mjs';
import { ROOT } from './lib/wordpress.mjs';

requireSystemPackages( [ 'php', 'composer' ] );

const SKIP = new Set( [
	'node_modules',
	'vendor',
	'.wp',
	'dist',
	'.git',
	'artifacts',
	'build-zip',
] );

/**
 * Lists PHP files below a folder.
 *
 * @param {string} dir Folder.
 * @return {string[]} Paths.
 */
function phpFiles( dir ) {
	return fs
		.readdirSync( dir, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			if ( SKIP.has( entry.name ) ) {
				return [];
			}
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				return phpFiles( full );
			}
			return entry.name.endsWith( '.php' ) ? [ full ] : [];
		} );
}

const files = phpFiles( ROOT );
const broken = files.filter( ( file ) => {
	const result = spawnSync( 'php', [ '-l', file ], { encoding: 'utf8' } );
	if ( result.status !== 0 ) {
		process.stderr.write( result.stdout + result.stderr );
	}
	return result.status !== 0;
} );
console.log(
	`php -l: ${ files.length - broken.length } of ${
		files.length
	} files parse.`
);
if ( broken.length ) {
	process.exit( 1 );
}

const phpcs = path.join( ROOT, 'vendor/bin/phpcs' );
if ( ! fs.existsSync( phpcs ) ) {
	console.error(
		'PHPCS is missing: run "composer install" (npm ci runs it for you).'
	);
	process.exit( 1 );
}
const result = spawnSync(
	phpcs,
	[
		'--standard=' + path.join( ROOT, 'phpcs.xml.dist' ),
		'--runtime-set',
		'installed_paths',
		path.join( ROOT, 'vendor/wp-coding-standards/wpcs' ),
	],
	{
		cwd: ROOT,
		stdio: 'inherit',
	}
);
if ( result.status === 0 ) {
	console.log( 'PHPCS: no coding standard violations.' );
}
process.exit( result.status ?? 1 );
