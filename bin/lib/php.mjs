/**
 * Finds PHP and checks the extensions WordPress on SQLite needs, with the exact
 * apt-get line to fix what is missing.
 */
import { spawnSync } from 'node:child_process';

export const PHP_MINIMUM = '8.1';

// PHP extension => the part of the Debian package name after "phpX.Y-".
const EXTENSIONS = {
	pdo_sqlite: 'sqlite3',
	curl: 'curl',
	dom: 'xml',
	mbstring: 'mbstring',
	intl: 'intl',
};

export class PhpSetupError extends Error {}

/**
 * Checks php and its extensions.
 *
 * @return {{ binary: string, version: string }} The PHP found.
 * @throws {PhpSetupError} What is missing and how to install it.
 */
export function checkPhp() {
	const binary = process.env.PHP_BINARY || 'php';
	const probe = spawnSync(
		binary,
		[
			'-r',
			`echo PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION . "\\n" . implode( ',', array_filter( ${ JSON.stringify(
				Object.keys( EXTENSIONS )
			).replace(
				/"/g,
				"'"
			) }, fn( $e ) => ! extension_loaded( $e ) ) );`,
		],
		{ encoding: 'utf8' }
	);
	if ( probe.error || probe.status !== 0 ) {
		const packages = Object.values( EXTENSIONS )
			.map( ( p ) => `php8.2-${ p }` )
			.join( ' ' );
		throw new PhpSetupError(
			`PHP ${ PHP_MINIMUM } or newer was not found (tried "${ binary }").\n` +
				`Install it with:\n  sudo apt-get update && sudo apt-get install -y php8.2-cli ${ packages }`
		);
	}
	const [ version, missingList = '' ] = probe.stdout.trim().split( '\n' );
	const [ major, minor ] = version.split( '.' ).map( Number );
	if ( major < 8 || ( major === 8 && minor < 1 ) ) {
		throw new PhpSetupError(
			`Site Kit needs PHP ${ PHP_MINIMUM } or newer; "${ binary }" is PHP ${ version }.\n` +
				`Install a newer one with:\n  sudo apt-get update && sudo apt-get install -y php8.2-cli`
		);
	}
	const missing = missingList.split( ',' ).filter( Boolean );
	if ( missing.length ) {
		const packages = [
			...new Set(
				missing.map(
					( ext ) => `php${ version }-${ EXTENSIONS[ ext ] }`
				)
			),
		].join( ' ' );
		throw new PhpSetupError(
			`PHP ${ version } is missing the extension(s): ${ missing.join(
				', '
			) }.\n` +
				`Install them with:\n  sudo apt-get update && sudo apt-get install -y ${ packages }`
		);
	}
	return { binary, version };
}

/**
 * Runs checkPhp() and exits with its message instead of a stack trace.
 *
 * @return {{ binary: string, version: string }} The PHP found.
 */
export function requirePhp() {
	try {
		return checkPhp();
	} catch ( error ) {
		if ( error instanceof PhpSetupError ) {
			console.error( `\n${ error.message }\n` );
			process.exit( 1 );
		}
		throw error;
	}
}
