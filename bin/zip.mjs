/**
 * npm run zip: builds the installable plugin zip (google-site-kit.zip) with only
 * what a site needs: the PHP, the built bundles, the stylesheet, readme.txt and a
 * production autoloader. No tests, TypeScript sources, tools or node_modules.
 */
import fs from 'node:fs';
import path from 'node:path';

import AdmZip from 'adm-zip';

import { ensureBuild, run } from './lib/build.mjs';
import { ROOT } from './lib/paths.mjs';

const STAGE_ROOT = path.join( ROOT, 'build-zip' );
const STAGE = path.join( STAGE_ROOT, 'google-site-kit' );
export const ZIP_FILE = path.join( ROOT, 'google-site-kit.zip' );

// Paths copied as they are; dist/js is filtered below.
const COPY = [
	'googlesitekit.php',
	// WordPress runs it when the plugin is deleted: removes the data of the site (or of every site of a network).
	'uninstall.php',
	'readme.txt',
	'includes',
	'assets/css',
	'assets/images',
	'languages',
];

if ( ! process.argv.includes( '--no-build' ) ) {
	ensureBuild();
}

fs.rmSync( STAGE_ROOT, { recursive: true, force: true } );
fs.mkdirSync( STAGE, { recursive: true } );
for ( const item of COPY ) {
	if ( fs.existsSync( path.join( ROOT, item ) ) ) {
		fs.cpSync( path.join( ROOT, item ), path.join( STAGE, item ), {
			recursive: true,
			// Folder notes for developers (assets/css/README.md) are no part of the plugin.
			filter: ( source ) => path.basename( source ) !== 'README.md',
		} );
	}
}
// The entries and the chunks they load on demand (dist/js/chunks/), with the licence notes of the libraries they
// bundle (each bundle's banner points to its .LICENSE.txt); never source maps.
for ( const folder of [ 'dist/js', 'dist/js/chunks' ] ) {
	if ( ! fs.existsSync( path.join( ROOT, folder ) ) ) {
		continue;
	}
	fs.mkdirSync( path.join( STAGE, folder ), { recursive: true } );
	for ( const file of fs.readdirSync( path.join( ROOT, folder ) ) ) {
		if (
			file.endsWith( '.js' ) ||
			file.endsWith( '.asset.php' ) ||
			file.endsWith( '.js.LICENSE.txt' )
		) {
			fs.copyFileSync(
				path.join( ROOT, folder, file ),
				path.join( STAGE, folder, file )
			);
		}
	}
}

// A production autoloader: the plugin's own classes only, no dev autoload, no packages.
fs.copyFileSync(
	path.join( ROOT, 'composer.json' ),
	path.join( STAGE, 'composer.json' )
);
run(
	'composer',
	[
		'dump-autoload',
		'--no-dev',
		'--classmap-authoritative',
		'--no-interaction',
		'--quiet',
	],
	{ cwd: STAGE }
);
fs.rmSync( path.join( STAGE, 'composer.json' ) );

const zip = new AdmZip();
zip.addLocalFolder( STAGE, 'google-site-kit' );
fs.rmSync( ZIP_FILE, { force: true } );
zip.writeZip( ZIP_FILE );
fs.rmSync( STAGE_ROOT, { recursive: true, force: true } );
console.log(
	`Wrote ${ path.relative( process.cwd(), ZIP_FILE ) } (${
		zip.getEntries().length
	} entries).`
);
