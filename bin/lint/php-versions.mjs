/**
 * "Requires PHP: 8.1" checked on real interpreters: every PHP file is compiled (not run) by PHP 8.1, 8.2, 8.3, 8.4
 * and 8.5 under Node (npm @php-wasm/cli), one php-wasm process per version for all the files (bin/lint/php-parse.php).
 * A parse or compile error or a compile-time deprecation on any of them fails. The main plugin file is also compiled
 * by PHP 7.4 and 8.0: it must parse there, so that a site on an old PHP gets the version notice, not a fatal error.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ROOT } from '../lib/paths.mjs';

export const PHP_VERSIONS = [ '8.1', '8.2', '8.3', '8.4', '8.5' ];
/** Older PHP the version gate in googlesitekit.php must still parse on. */
export const GATE_VERSIONS = [ '7.4', '8.0' ];

const CLI = path.join( ROOT, 'node_modules/@php-wasm/cli/php-wasm.js' );
const SCRIPT = path.join( ROOT, 'bin/lint/php-parse.php' );
const MARKER = 'PARSE-CHECK ';

/**
 * Compiles files with one PHP version.
 *
 * @param {string[]} files   Absolute paths.
 * @param {string}   version PHP version, e.g. "8.1".
 * @return {Promise<{ version: string, checked: number, problems: { file: string, line: number, message: string }[] }>}
 *   What PHP found; a run that did not report counts as one problem.
 */
export function parseCheck( files, version ) {
	if ( ! fs.existsSync( CLI ) ) {
		throw new Error(
			'@php-wasm/cli is missing: run "npm ci" (it is a devDependency).'
		);
	}
	// OPcache compiles without running; its file cache (fresh each run: a cached file would not be compiled again)
	// works on every version, where shared memory does not on 7.4 under WebAssembly.
	const work = fs.mkdtempSync( path.join( os.tmpdir(), 'gsk-parse-' ) );
	const list = path.join( work, 'files.json' );
	fs.mkdirSync( path.join( work, 'opcache' ) );
	fs.writeFileSync( list, JSON.stringify( files ) );
	const args = [
		CLI,
		'-d',
		'opcache.enable_cli=1',
		'-d',
		`opcache.file_cache=${ path.join( work, 'opcache' ) }`,
		'-d',
		'opcache.file_cache_only=1',
		'-d',
		'display_errors=0',
		'-d',
		'error_reporting=-1',
		SCRIPT,
		list,
	];
	return new Promise( ( resolve ) => {
		const child = spawn( process.execPath, args, {
			cwd: ROOT,
			// php-wasm's own temporary folders go in the work folder too, removed with it.
			env: { ...process.env, PHP: version, TMPDIR: work },
		} );
		let out = '';
		child.stdout.on( 'data', ( chunk ) => ( out += chunk ) );
		child.stderr.on( 'data', ( chunk ) => ( out += chunk ) );
		child.on( 'close', () => {
			fs.rmSync( work, { recursive: true, force: true } );
			const line = out
				.split( '\n' )
				.find( ( one ) => one.startsWith( MARKER ) );
			if ( ! line ) {
				// php-wasm's exit status is 0 even after a fatal error: only the report says it went through.
				resolve( {
					version,
					checked: 0,
					problems: [
						{
							file: SCRIPT,
							line: 0,
							message: `PHP ${ version } did not report:\n${ out.trim() }`,
						},
					],
				} );
				return;
			}
			resolve( JSON.parse( line.slice( MARKER.length ) ) );
		} );
	} );
}

/**
 * Runs jobs, a few at a time.
 *
 * @param {Array<() => Promise<*>>} jobs  Jobs.
 * @param {number}                  limit How many run at once.
 * @return {Promise<Array<*>>} Their results, in order.
 */
async function pool( jobs, limit ) {
	const results = [];
	let next = 0;
	const worker = async () => {
		while ( next < jobs.length ) {
			const index = next++;
			results[ index ] = await jobs[ index ]();
		}
	};
	await Promise.all( Array.from( { length: limit }, worker ) );
	return results;
}

/**
 * The lint step: all the files on every supported PHP, the main file on the older ones. Prints what it found.
 *
 * @param {string[]} files    Absolute paths.
 * @param {string}   mainFile The plugin's main file.
 * @return {Promise<boolean>} Whether every version compiled every file cleanly.
 */
export async function checkPhpVersions( files, mainFile ) {
	const runs = [
		...PHP_VERSIONS.map( ( version ) => [ version, files ] ),
		...GATE_VERSIONS.map( ( version ) => [ version, [ mainFile ] ] ),
	];
	// Two at a time: each php-wasm process takes a core while it starts.
	const results = await pool(
		runs.map(
			( [ version, list ] ) =>
				() =>
					parseCheck( list, version )
		),
		Math.max( 1, Math.min( 2, os.availableParallelism?.() ?? 2 ) )
	);
	let ok = true;
	for ( const { version, checked, problems } of results ) {
		for ( const problem of problems ) {
			process.stderr.write(
				`PHP ${ version }: ${ path.relative( ROOT, problem.file ) }:${
					problem.line
				}: ${ problem.message }\n`
			);
		}
		ok = ok && ! problems.length;
		const failed = new Set( problems.map( ( problem ) => problem.file ) );
		console.log(
			`PHP ${ version }: ${ checked - failed.size } of ${ checked } ${
				checked === 1 ? 'file compiles' : 'files compile'
			}${ problems.length ? '' : ' cleanly' }.`
		);
	}
	return ok;
}
