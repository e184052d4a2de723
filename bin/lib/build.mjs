/**
 * Makes sure the PHP autoloader and the script bundles exist before a site or a test uses them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { ROOT } from './paths.mjs';

/**
 * Runs a command in the repo, failing loudly.
 *
 * @param {string}   command Command.
 * @param {string[]} args    Arguments.
 * @param {Object}   options spawnSync options.
 */
export function run( command, args, options = {} ) {
	const result = spawnSync( command, args, {
		cwd: ROOT,
		stdio: 'inherit',
		...options,
	} );
	if ( result.error ) {
		throw new Error(
			`${ command } could not run: ${ result.error.message }`
		);
	}
	if ( result.status !== 0 ) {
		throw new Error(
			`${ command } ${ args.join( ' ' ) } failed with exit code ${
				result.status
			}`
		);
	}
	return result;
}

/**
 * Generates vendor/autoload.php when it is missing, and installs the Composer dev tools when WP-CLI (which the PHP
 * tests run) is missing from an older vendor/ folder.
 */
export function ensureAutoloader() {
	if ( ! fs.existsSync( path.join( ROOT, 'vendor/wp-cli/wp-cli' ) ) ) {
		// Not fatal: the tests that need WP-CLI say so when it is still missing.
		spawnSync( 'composer', [ 'install', '--no-interaction', '--quiet' ], {
			cwd: ROOT,
			stdio: 'inherit',
		} );
	}
	if ( ! fs.existsSync( path.join( ROOT, 'vendor/autoload.php' ) ) ) {
		run( 'composer', [ 'dump-autoload', '--dev', '--quiet' ] );
	}
}

/**
 * Builds the bundles (production) and languages/google-site-kit.pot unless told
 * the current build is fine.
 *
 * @param {Object}  [options]           Options.
 * @param {boolean} [options.ifMissing] Only build when dist/ has no bundles.
 */
export function ensureBuild( { ifMissing = false } = {} ) {
	const built = fs.existsSync(
		path.join( ROOT, 'dist/js/googlesitekit-main-dashboard.asset.php' )
	);
	const pot = path.join( ROOT, 'languages/google-site-kit.pot' );
	if ( ifMissing && built ) {
		if ( ! fs.existsSync( pot ) ) {
			run( process.execPath, [ path.join( ROOT, 'bin/make-pot.mjs' ) ] );
		}
		return;
	}
	run( path.join( ROOT, 'node_modules/.bin/webpack' ), [
		'--mode',
		'production',
	] );
	run( process.execPath, [ path.join( ROOT, 'bin/make-pot.mjs' ) ] );
}
