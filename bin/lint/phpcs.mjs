/**
 * PHPCS with the WordPress coding standards and the sniffs of WordPress.org's plugin review (phpcs.xml.dist).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { ROOT } from '../lib/paths.mjs';

/**
 * Runs PHPCS over the files phpcs.xml.dist names, or over the files given.
 *
 * @param {string[]} [args] Files to check instead of the ruleset's, and options (e.g. --report=json).
 * @param {string}   [io]   spawnSync stdio: 'inherit' prints the report, 'pipe' returns it.
 * @return {{ ok: boolean, output: string }} Whether it found nothing, and its report when piped.
 */
export function runPhpcs( args = [], io = 'inherit' ) {
	const phpcs = path.join( ROOT, 'vendor/bin/phpcs' );
	if ( ! fs.existsSync( phpcs ) ) {
		console.error(
			'PHPCS is missing: run "composer install" (npm ci runs it for you).'
		);
		return { ok: false, output: '' };
	}
	const result = spawnSync(
		phpcs,
		[
			'--standard=' + path.join( ROOT, 'phpcs.xml.dist' ),
			'--runtime-set',
			'installed_paths',
			path.join( ROOT, 'vendor/wp-coding-standards/wpcs' ),
			...args,
		],
		{ cwd: ROOT, stdio: io, encoding: 'utf8' }
	);
	const ok = result.status === 0;
	if ( ok && io === 'inherit' ) {
		console.log( 'PHPCS: no coding standard violations.' );
	}
	return { ok, output: ( result.stdout ?? '' ) + ( result.stderr ?? '' ) };
}
