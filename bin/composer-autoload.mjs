/**
 * npm postinstall: installs the Composer dev tools (PHPCS + WordPress standards, WP-CLI for `vendor/bin/wp`)
 * and writes vendor/autoload.php, which the plugin needs to run from this folder.
 * Installs the system packages that needs (PHP, its extensions, Composer) when they are missing.
 */
import { spawnSync } from 'node:child_process';

import { requireSystemPackages } from './lib/system-packages.mjs';

// On a fresh machine this installs PHP, its extensions and Composer first (apt-get as root or with sudo).
requireSystemPackages( [ 'php', 'composer' ] );

const composer = ( args ) =>
	spawnSync( 'composer', args, { stdio: 'inherit' } );

const install = composer( [ 'install', '--no-interaction', '--no-progress' ] );
if ( install.error ) {
	console.error(
		'\nComposer was not found. Install it (sudo apt-get install -y composer) and run "npm ci" again.\n'
	);
	process.exit( 1 );
}
if ( install.status !== 0 ) {
	console.warn(
		'\ncomposer install failed; writing the autoloader alone so the plugin still runs (PHPCS and WP-CLI will be missing).\n'
	);
	const dump = composer( [ 'dump-autoload', '--no-interaction' ] );
	process.exit( dump.status ?? 1 );
}
