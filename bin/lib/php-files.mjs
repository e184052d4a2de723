/**
 * The project's PHP files: the plugin, its tests and the development tools (everything but dependencies, the local
 * sites, build output and artefacts).
 */
import fs from 'node:fs';
import path from 'node:path';

import { ROOT } from './paths.mjs';

const SKIP = new Set( [
	'node_modules',
	'vendor',
	'.wp',
	'dist',
	'.git',
	'artifacts',
	'build-zip',
	'.phpstan-cache',
] );

/**
 * Lists PHP files below a folder.
 *
 * @param {string} dir Folder.
 * @return {string[]} Absolute paths, sorted.
 */
export function phpFiles( dir = ROOT ) {
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
		} )
		.sort();
}
