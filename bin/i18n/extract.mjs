/**
 * Finds Site Kit's translatable strings: PHP through PHP's tokenizer
 * (bin/i18n/php-calls.php), TypeScript/JavaScript through @babel/parser, and the
 * plugin header's name and description.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { entryFromCall, JS_KEYWORDS, PHP_KEYWORDS } from './gettext.mjs';
import { literal, parseScript, walk } from './script-ast.mjs';

const PHP_CALLS = path.join(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'php-calls.php'
);

/** @typedef {import('./gettext.mjs').Entry} Entry */

const slash = ( file ) => file.split( path.sep ).join( '/' );

/**
 * Extracts the strings of PHP files.
 *
 * @param {string[]}         files  Absolute paths.
 * @param {string}           root   Folder the references are relative to.
 * @param {(m:string)=>void} [warn] Told about calls that cannot be extracted.
 * @return {Entry[]} Entries in file order.
 */
export function extractPhp( files, root, warn ) {
	if ( ! files.length ) {
		return [];
	}
	const calls = JSON.parse(
		execFileSync(
			'php',
			[ PHP_CALLS, Object.keys( PHP_KEYWORDS ).join( ',' ), ...files ],
			{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
		)
	);
	return calls
		.map( ( call ) =>
			entryFromCall(
				PHP_KEYWORDS[ call.fn ],
				call.args,
				`${ slash( path.relative( root, call.file ) ) }:${ call.line }`,
				call.comments,
				warn
			)
		)
		.filter( Boolean );
}

/**
 * Extracts the @wordpress/i18n strings of one script.
 *
 * @param {string}           source Source.
 * @param {string}           ref    File name used in references.
 * @param {(m:string)=>void} [warn] Told about calls that cannot be extracted.
 * @return {Entry[]} Entries in source order.
 */
export function extractScript( source, ref, warn ) {
	const ast = parseScript( source, ref );
	// Local names of the gettext functions imported from @wordpress/i18n.
	const names = new Map();
	for ( const statement of ast.program.body ) {
		if (
			statement.type === 'ImportDeclaration' &&
			statement.source.value === '@wordpress/i18n' &&
			statement.importKind !== 'type'
		) {
			for ( const specifier of statement.specifiers ) {
				if (
					specifier.type === 'ImportSpecifier' &&
					specifier.imported.name in JS_KEYWORDS
				) {
					names.set( specifier.local.name, specifier.imported.name );
				}
			}
		}
	}
	if ( ! names.size ) {
		return [];
	}
	const comments = ( ast.comments ?? [] ).filter( ( comment ) =>
		/translators:/i.test( comment.value )
	);
	const used = new Set();
	const entries = [];
	walk( ast.program, ( node ) => {
		if (
			node.type !== 'CallExpression' ||
			node.callee.type !== 'Identifier' ||
			! names.has( node.callee.name )
		) {
			return;
		}
		const line = node.loc.start.line;
		// The closest translators: comment before the call, on its line or the one above,
		// or inside its argument list.
		const near = comments.filter(
			( comment ) =>
				! used.has( comment ) &&
				( ( comment.end <= node.start &&
					comment.loc.end.line >= line - 1 ) ||
					( comment.start > node.start && comment.end < node.end ) )
		);
		near.forEach( ( comment ) => used.add( comment ) );
		const entry = entryFromCall(
			JS_KEYWORDS[ names.get( node.callee.name ) ],
			node.arguments.map( literal ),
			`${ ref }:${ line }`,
			near.map( ( comment ) => comment.value ),
			warn
		);
		if ( entry ) {
			entries.push( entry );
		}
	} );
	return entries;
}

/**
 * Extracts the strings of script files.
 *
 * @param {string[]}         files  Absolute paths.
 * @param {string}           root   Folder the references are relative to.
 * @param {(m:string)=>void} [warn] Told about calls that cannot be extracted.
 * @return {Entry[]} Entries in file order.
 */
export function extractScripts( files, root, warn ) {
	return files.flatMap( ( file ) =>
		extractScript(
			fs.readFileSync( file, 'utf8' ),
			slash( path.relative( root, file ) ),
			warn
		)
	);
}

const HEADERS = [
	[ 'Plugin Name', 'Plugin Name of the plugin' ],
	[ 'Plugin URI', 'Plugin URI of the plugin' ],
	[ 'Description', 'Description of the plugin' ],
	[ 'Author', 'Author of the plugin' ],
];

/**
 * Reads a plugin's main file header.
 *
 * @param {string} source Main file source.
 * @return {Record<string, string>} Header fields found.
 */
export function pluginHeaders( source ) {
	const head = source.slice( 0, 8192 );
	const fields = {};
	for ( const line of head.split( '\n' ) ) {
		const match = line.match( /^[\s/*#@]*([\w ]+?):\s*(.+?)\s*(\*\/)?$/ );
		if ( match ) {
			fields[ match[ 1 ].trim() ] ??= match[ 2 ].trim();
		}
	}
	return fields;
}

/**
 * The header strings WordPress translates (plugin name, URI, description, author).
 *
 * @param {string} source Main file source.
 * @param {string} ref    Main file name used in references.
 * @return {Entry[]} Entries.
 */
export function extractPluginHeader( source, ref ) {
	const fields = pluginHeaders( source );
	return HEADERS.filter( ( [ name ] ) => fields[ name ] ).map(
		( [ name, comment ] ) => ( {
			msgid: fields[ name ],
			references: [ ref ],
			comments: [ comment ],
		} )
	);
}

/**
 * Lists files below a folder whose names match, sorted.
 *
 * @param {string} dir     Folder.
 * @param {RegExp} pattern File name pattern.
 * @return {string[]} Absolute paths.
 */
export function listFiles( dir, pattern ) {
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs
		.readdirSync( dir, { withFileTypes: true } )
		.sort( ( a, b ) => ( a.name < b.name ? -1 : 1 ) )
		.flatMap( ( entry ) => {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				return listFiles( full, pattern );
			}
			return pattern.test( entry.name ) ? [ full ] : [];
		} );
}
