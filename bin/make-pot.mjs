/**
 * Writes languages/google-site-kit.pot: every translatable string of the plugin's
 * PHP (googlesitekit.php, includes/) and scripts (assets/js/, tests left out), with
 * references, contexts, plurals and translators' comments. Part of `npm run build`.
 *
 * Usage: node bin/make-pot.mjs [--out FILE]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
	extractPhp,
	extractPluginHeader,
	extractScripts,
	listFiles,
	pluginHeaders,
} from './i18n/extract.mjs';
import { mergeEntries, TEXT_DOMAIN } from './i18n/gettext.mjs';
import { ROOT } from './lib/paths.mjs';
import { writePo } from './i18n/po.mjs';

const MAIN_FILE = 'googlesitekit.php';
export const POT_FILE = path.join( ROOT, 'languages', `${ TEXT_DOMAIN }.pot` );

const isTest = ( file ) =>
	/(^|\/)(test|tests|__tests__)\//.test( file ) ||
	/\.(test|spec|stories)\.[jt]sx?$/.test( file ) ||
	file.endsWith( '.d.ts' );

/**
 * Builds the catalogue of the plugin in a folder.
 *
 * @param {string}           root   Plugin folder.
 * @param {(m:string)=>void} [warn] Told about calls that cannot be extracted.
 * @return {string} The .pot contents.
 */
export function makePot( root, warn ) {
	const relative = ( file ) =>
		path.relative( root, file ).split( path.sep ).join( '/' );
	const main = fs.readFileSync( path.join( root, MAIN_FILE ), 'utf8' );
	const php = [
		path.join( root, MAIN_FILE ),
		...listFiles( path.join( root, 'includes' ), /\.php$/ ),
	];
	const scripts = listFiles(
		path.join( root, 'assets/js' ),
		/\.(tsx?|jsx?)$/
	).filter( ( file ) => ! isTest( relative( file ) ) );

	const entries = mergeEntries( [
		...extractPluginHeader( main, MAIN_FILE ),
		...extractPhp( php, root, warn ),
		...extractScripts( scripts, root, warn ),
	] );
	const header = pluginHeaders( main );
	return writePo(
		entries,
		{
			'Project-Id-Version': `${ header[ 'Plugin Name' ] } ${ header.Version }`,
			'Report-Msgid-Bugs-To': header[ 'Plugin URI' ] ?? '',
			'MIME-Version': '1.0',
			'Content-Type': 'text/plain; charset=UTF-8',
			'Content-Transfer-Encoding': '8bit',
			'PO-Revision-Date': 'YEAR-MO-DA HO:MI+ZONE',
			'Last-Translator': 'FULL NAME <EMAIL@ADDRESS>',
			'Language-Team': 'LANGUAGE <LL@li.org>',
			'Plural-Forms': 'nplurals=INTEGER; plural=EXPRESSION;',
			'X-Generator': 'Site Kit bin/make-pot.mjs',
			'X-Domain': TEXT_DOMAIN,
		},
		[
			`Copyright (C) ${ header.Author ?? '' }`,
			`This file is distributed under the ${ header.License ?? '' }.`,
		]
	);
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const outIndex = process.argv.indexOf( '--out' );
	const out =
		outIndex > 0 ? path.resolve( process.argv[ outIndex + 1 ] ) : POT_FILE;
	const warnings = [];
	const pot = makePot( ROOT, ( message ) => warnings.push( message ) );
	fs.mkdirSync( path.dirname( out ), { recursive: true } );
	fs.writeFileSync( out, pot );
	for ( const warning of warnings ) {
		console.warn( `make-pot: ${ warning }` );
	}
	console.log(
		`Wrote ${ path.relative( process.cwd(), out ) } (${
			( pot.match( /^msgid "/gm ) ?? [] ).length - 1
		} strings).`
	);
}
