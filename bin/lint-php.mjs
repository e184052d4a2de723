/**
 * PHP lint layer: every PHP file of the project compiled by PHP 8.1 to 8.5 (php-wasm), PHPCS with the WordPress
 * coding standards and WordPress.org's review sniffs (phpcs.xml.dist), and PHPStan (phpstan.neon.dist). Every step
 * runs; any finding fails. Fails, never skips, when a tool is missing.
 */
import path from 'node:path';

import { checkPhpVersions } from './lint/php-versions.mjs';
import { runPhpcs } from './lint/phpcs.mjs';
import { runPhpstan } from './lint/phpstan.mjs';
import { ROOT } from './lib/paths.mjs';
import { phpFiles } from './lib/php-files.mjs';
import { requireSystemPackages } from './lib/system-packages.mjs';

requireSystemPackages( [ 'php', 'composer' ] );

const steps = [
	[
		'PHP 8.1–8.5',
		() =>
			checkPhpVersions(
				phpFiles(),
				path.join( ROOT, 'googlesitekit.php' )
			),
	],
	[ 'PHPCS', () => runPhpcs().ok ],
	[ 'PHPStan', runPhpstan ],
];
const failed = [];
for ( const [ name, step ] of steps ) {
	console.log( `\n── ${ name } ──` );
	if ( ! ( await step() ) ) {
		failed.push( name );
	}
}
if ( failed.length ) {
	console.error( `\nPHP lint failed: ${ failed.join( ', ' ) }.` );
	process.exit( 1 );
}
