/**
 * PHPStan over the plugin's code with the WordPress stubs (phpstan.neon.dist): no baseline, nothing hidden.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { ROOT } from '../lib/paths.mjs';

/**
 * Runs PHPStan.
 *
 * @return {boolean} Whether it found nothing.
 */
export function runPhpstan() {
	const phpstan = path.join( ROOT, 'vendor/bin/phpstan' );
	if ( ! fs.existsSync( phpstan ) ) {
		console.error(
			'PHPStan is missing: run "composer install" (npm ci runs it for you).'
		);
		return false;
	}
	const result = spawnSync(
		phpstan,
		[
			'analyse',
			'--configuration=' + path.join( ROOT, 'phpstan.neon.dist' ),
			'--no-progress',
			'--memory-limit=1G',
		],
		{ cwd: ROOT, stdio: 'inherit' }
	);
	return result.status === 0;
}
