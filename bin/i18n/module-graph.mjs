/**
 * Which source files an entry point bundles: its relative imports followed through the tree, as webpack does
 * (node_modules aside). The per-script translation files hold the strings of these files.
 */
import fs from 'node:fs';
import path from 'node:path';

import { parseScript, walk } from './script-ast.mjs';

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
