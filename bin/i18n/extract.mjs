/**
 * Finds Site Kit's translatable strings: PHP through PHP's tokenizer
 * (bin/i18n/php-calls.php), TypeScript/JavaScript through @babel/parser, and the
 * plugin header's name and description.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { parse } from '@babel/parser';

import { entryFromCall, JS_KEYWORDS, PHP_KEYWORDS } from './gettext.mjs';

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
 * Parses TypeScript/JavaScript with JSX.
 *
 * @param {string} source Source.
 * @param {string} file   File name (for the TypeScript flavour).
 * @return {Object} Babel AST.
 */
export function parseScript( source, file ) {
	return parse( source, {
		sourceType: 'module',
		sourceFilename: file,
		plugins: [
			/\.tsx?$/.test( file ) ? 'typescript' : 'flow',
			...( /\.ts$/.test( file ) ? [] : [ 'jsx' ] ),
		],
		errorRecovery: false,
	} );
}

/**
 * Visits every node of an AST.
 *
 * @param {Object}              node  Node.
 * @param {(node:Object)=>void} visit Visitor.
 */
function walk( node, visit ) {
	if ( ! node || typeof node.type !== 'string' ) {
		return;
	}
	visit( node );
	for ( const [ name, value ] of Object.entries( node ) ) {
		if (
			name === 'loc' ||
			name === 'leadingComments' ||
			name === 'trailingComments' ||
			name === 'innerComments'
		) {
			continue;
		}
		if ( Array.isArray( value ) ) {
			value.forEach( ( child ) => walk( child, visit ) );
		} else if ( value && typeof value === 'object' ) {
			walk( value, visit );
		}
	}
}

/**
 * The string value of a literal argument ('a', `a`, 'a' + 'b'), or null.
 *
 * @param {Object} node Argument node.
 * @return {?string} Its value.
 */
function literal( node ) {
	if ( ! node ) {
		return null;
	}
	if ( node.type === 'StringLiteral' ) {
		return node.value;
	}
	if ( node.type === 'TemplateLiteral' && node.expressions.length === 0 ) {
		return node.quasis[ 0 ].value.cooked;
	}
	if ( node.type === 'BinaryExpression' && node.operator === '+' ) {
		const left = literal( node.left );
		const right = literal( node.right );
		return left === null || right === null ? null : left + right;
	}
	if (
		node.type === 'TSAsExpression' ||
		node.type === 'TSSatisfiesExpression' ||
		node.type === 'ParenthesizedExpression'
	) {
		return literal( node.expression );
	}
	return null;
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

const RESOLVE = [
	'',
	'.tsx',
	'.ts',
	'.js',
	'/index.tsx',
	'/index.ts',
	'/index.js',
];

/**
 * Every source file an entry point pulls in through relative imports, itself included
 * (what webpack bundles into that entry's script, node_modules aside).
 *
 * @param {string} entry Absolute path of the entry point.
 * @return {Set<string>} Absolute paths.
 */
export function moduleGraph( entry ) {
	const seen = new Set();
	const queue = [ entry ];
	while ( queue.length ) {
		const file = queue.pop();
		if ( seen.has( file ) ) {
			continue;
		}
		seen.add( file );
		const ast = parseScript( fs.readFileSync( file, 'utf8' ), file );
		const specifiers = [];
		walk( ast.program, ( node ) => {
			if (
				( node.type === 'ImportDeclaration' ||
					node.type === 'ExportNamedDeclaration' ||
					node.type === 'ExportAllDeclaration' ) &&
				node.source &&
				node.importKind !== 'type' &&
				node.exportKind !== 'type'
			) {
				specifiers.push( node.source.value );
			} else if (
				node.type === 'CallExpression' &&
				node.callee.type === 'Import' &&
				node.arguments[ 0 ]?.type === 'StringLiteral'
			) {
				specifiers.push( node.arguments[ 0 ].value );
			}
		} );
		for ( const specifier of specifiers ) {
			if ( ! specifier.startsWith( '.' ) ) {
				continue;
			}
			const base = path.resolve( path.dirname( file ), specifier );
			const found = RESOLVE.map( ( ext ) => base + ext ).find(
				( candidate ) =>
					fs.existsSync( candidate ) &&
					fs.statSync( candidate ).isFile()
			);
			if ( found ) {
				queue.push( found );
			}
		}
	}
	return seen;
}
