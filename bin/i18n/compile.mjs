/**
 * Compiles a translated .po of the google-site-kit domain into what WordPress loads:
 *
 * - google-site-kit-LOCALE.mo for PHP (WordPress looks in wp-content/languages/plugins/);
 * - one google-site-kit-LOCALE-MD5.json (Jed 1.x) per script, MD5 being the md5 of the
 *   script's path inside the plugin (dist/js/googlesitekit-ENTRY.js), the name
 *   load_script_textdomain() computes; each holds the strings of the sources that
 *   script bundles.
 *
 * Usage: node bin/i18n/compile.mjs FILE.po OUT_DIR
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ROOT } from '../lib/paths.mjs';
import { extractScripts } from './extract.mjs';
import { messageKey, TEXT_DOMAIN } from './gettext.mjs';
import { compileMo, jedJson } from './mo.mjs';
import { moduleGraph } from './module-graph.mjs';
import { parsePo } from './po.mjs';

/**
 * The file name WordPress looks for a script's translations under.
 *
 * @param {string} locale Locale.
 * @param {string} script Script path relative to the plugin folder.
 * @return {string} File name.
 */
export const scriptTranslationFile = ( locale, script ) =>
	`${ TEXT_DOMAIN }-${ locale }-${ createHash( 'md5' )
		.update( script )
		.digest( 'hex' ) }.json`;

/**
 * Compiles a .po into .mo and per-script JSON files.
 *
 * @param {string}   poFile            The .po file.
 * @param {string}   outDir            Folder to write to.
 * @param {Object}   [options]         Options.
 * @param {string}   [options.root]    Plugin folder (sources and webpack.config.js).
 * @param {string[]} [options.scripts] Script entries (default: webpack.config.js's ENTRIES).
 * @return {{locale: string, files: string[]}} What was written.
 */
export function compile( poFile, outDir, { root = ROOT, scripts: only } = {} ) {
	const { headers, entries } = parsePo( fs.readFileSync( poFile, 'utf8' ) );
	const locale =
		headers.Language ||
		path.basename( poFile, '.po' ).replace( `${ TEXT_DOMAIN }-`, '' );
	if ( ! /^[a-z]{2,3}(_[A-Z]{2})?$/.test( locale ) ) {
		throw new Error(
			`${ poFile }: no usable Language header (${ locale })`
		);
	}
	fs.mkdirSync( outDir, { recursive: true } );
	const files = [];

	const moFile = path.join( outDir, `${ TEXT_DOMAIN }-${ locale }.mo` );
	fs.writeFileSync( moFile, compileMo( entries, headers ) );
	files.push( moFile );

	// webpack.config.js (CommonJS) names the scripts.
	const scripts =
		only ??
		createRequire( import.meta.url )(
			path.join( root, 'webpack.config.js' )
		).ENTRIES;
	for ( const entry of scripts ) {
		// The strings of the sources the script bundles, as they are now
		// (the .po's own references may be older than the code).
		const bundled = new Set(
			extractScripts(
				[
					...moduleGraph(
						path.join( root, `assets/js/entries/${ entry }.tsx` )
					),
				],
				root
			).map( messageKey )
		);
		const used = entries.filter( ( e ) => bundled.has( messageKey( e ) ) );
		if ( ! used.length ) {
			continue;
		}
		const file = path.join(
			outDir,
			scriptTranslationFile(
				locale,
				`dist/js/googlesitekit-${ entry }.js`
			)
		);
		fs.writeFileSync(
			file,
			JSON.stringify( jedJson( used, headers, locale ) )
		);
		files.push( file );
	}
	return { locale, files };
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const [ poFile, outDir ] = process.argv.slice( 2 );
	if ( ! poFile || ! outDir ) {
		console.error( 'Usage: node bin/i18n/compile.mjs FILE.po OUT_DIR' );
		process.exit( 1 );
	}
	const { files } = compile( path.resolve( poFile ), path.resolve( outDir ) );
	for ( const file of files ) {
		console.log( `Wrote ${ path.relative( process.cwd(), file ) }` );
	}
}
