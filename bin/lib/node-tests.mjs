/**
 * What the browser-driven test runners (bin/test-e2e.mjs, bin/test-load.mjs) share: the test files to run, the
 * set-up before any server starts (system packages, the autoloader, the build), and the node:test run itself, one
 * file at a time. It loads ./wordpress.mjs (through build.mjs): import it after setting WP_TESTS_DIR.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { ensureAutoloader, ensureBuild } from './build.mjs';
import { requireSystemPackages } from './system-packages.mjs';
import { ROOT } from './paths.mjs';

/**
 * The files named on the command line, else every *.test.ts of the folder.
 *
 * @param {string} dir Folder under the project root, e.g. "tests/e2e".
 * @return {string[]} Paths relative to the root.
 */
export function testFiles( dir ) {
	const named = process.argv.slice( 2 );
	if ( named.length ) {
		return named;
	}
	return fs
		.readdirSync( path.join( ROOT, dir ) )
		.filter( ( f ) => f.endsWith( '.test.ts' ) )
		.map( ( f ) => `${ dir }/${ f }` );
}

/**
 * Installs the system packages the run needs, the PHP autoloader, and builds the bundles unless
 * GOOGLESITEKIT_SKIP_BUILD is set.
 *
 * @param {string[]} packages What requireSystemPackages() should make sure of.
 */
export function prepareRun( packages ) {
	requireSystemPackages( packages );
	ensureAutoloader();
	if ( ! process.env.GOOGLESITEKIT_SKIP_BUILD ) {
		ensureBuild();
	}
}

/**
 * Runs test files with node:test (through tsx), one at a time, with extra environment.
 *
 * @param {string[]}               files Test files.
 * @param {Record<string, string>} env   Variables added to this process's.
 * @return {number} The exit status.
 */
export function runTestFiles( files, env ) {
	const result = spawnSync(
		process.execPath,
		[ '--import', 'tsx', '--test', '--test-concurrency=1', ...files ],
		{ cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }
	);
	return result.status ?? 1;
}
