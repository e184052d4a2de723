/**
 * The system packages the local sites and the tests need (PHP and its extensions, Composer, PHPUnit, Chromium):
 * finds what is missing and installs it with apt-get, as root or through password-less sudo. Without either it
 * stops with the exact `sudo apt-get install` line. Used by the npm postinstall, `npm start` and the test runners,
 * so `npm ci && npm start` and `npm test` are the whole set-up on a fresh Debian 12 machine.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PHP_MINIMUM = '8.1';
/** The PHP Debian 12 ships; installed when there is no PHP at all. */
export const PHP_DEFAULT = '8.2';

// PHP extension => the part of the Debian package name after "phpX.Y-".
const EXTENSIONS = {
	pdo_sqlite: 'sqlite3',
	curl: 'curl',
	dom: 'xml',
	mbstring: 'mbstring',
	intl: 'intl',
};

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

export class SystemPackagesError extends Error {}
/** Kept for callers of the former bin/lib/php.mjs. */
export const PhpSetupError = SystemPackagesError;

/**
 * Finds an executable on the PATH of an environment.
 *
 * @param {string} name Command name (or a path).
 * @param {Object} env  Environment whose PATH is searched.
 * @return {string|null} Its path, or null.
 */
export function which( name, env = process.env ) {
	const candidates = name.includes( '/' )
		? [ name ]
		: ( env.PATH || '' )
				.split( path.delimiter )
				.filter( Boolean )
				.map( ( dir ) => path.join( dir, name ) );
	for ( const file of candidates ) {
		try {
			fs.accessSync( file, fs.constants.X_OK );
			if ( fs.statSync( file ).isFile() ) {
				return file;
			}
		} catch {}
	}
	return null;
}

/**
 * Asks PHP for its version and the extensions it lacks.
 *
 * @param {Object} env Environment (PATH, PHP_BINARY).
 * @return {{ binary: string, found: boolean, version?: string, missing?: string[] }} What was found.
 */
export function probePhp( env = process.env ) {
	const binary = env.PHP_BINARY || 'php';
	const resolved = which( binary, env );
	if ( ! resolved ) {
		return { binary, found: false };
	}
	const list = JSON.stringify( Object.keys( EXTENSIONS ) ).replace(
		/"/g,
		"'"
	);
	const probe = spawnSync(
		resolved,
		[
			'-r',
			`echo PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION . "\\n" . implode( ',', array_filter( ${ list }, fn( $e ) => ! extension_loaded( $e ) ) );`,
		],
		{ encoding: 'utf8', env }
	);
	if ( probe.error || probe.status !== 0 ) {
		return { binary, found: false };
	}
	const [ version = '', missingList = '' ] = probe.stdout
		.trim()
		.split( '\n' );
	return {
		binary,
		found: true,
		version: version.trim(),
		missing: missingList.split( ',' ).filter( Boolean ),
	};
}

const phpPackages = ( version, extensions ) =>
	extensions.map( ( ext ) => `php${ version }-${ EXTENSIONS[ ext ] }` );

/**
 * Every requirement: how to tell it is there, and which Debian packages provide it.
 * Each check returns null when fine, else { problem, packages }.
 */
const REQUIREMENTS = {
	php( env ) {
		const php = probePhp( env );
		const all = Object.keys( EXTENSIONS );
		if ( ! php.found ) {
			return {
				problem: `PHP ${ PHP_MINIMUM } or newer was not found (tried "${ php.binary }")`,
				packages: [
					`php${ PHP_DEFAULT }-cli`,
					...phpPackages( PHP_DEFAULT, all ),
				],
			};
		}
		const [ major, minor ] = php.version.split( '.' ).map( Number );
		if ( ! ( major > 8 || ( major === 8 && minor >= 1 ) ) ) {
			return {
				problem: `Site Kit needs PHP ${ PHP_MINIMUM } or newer; "${ php.binary }" is PHP ${ php.version }`,
				packages: [
					`php${ PHP_DEFAULT }-cli`,
					...phpPackages( PHP_DEFAULT, all ),
				],
			};
		}
		if ( php.missing.length ) {
			return {
				problem: `PHP ${
					php.version
				} is missing the extension(s): ${ php.missing.join( ', ' ) }`,
				packages: [
					...new Set( phpPackages( php.version, php.missing ) ),
				],
			};
		}
		return null;
	},
	composer( env ) {
		return which( 'composer', env )
			? null
			: { problem: 'Composer was not found', packages: [ 'composer' ] };
	},
	phpunit( env ) {
		return phpunitPath( env )
			? null
			: { problem: 'PHPUnit was not found', packages: [ 'phpunit' ] };
	},
	redis( env ) {
		// OBJECT_CACHE=redis: the server and PHP's client (tests of the persistent object cache path).
		const php = probePhp( env );
		const ext =
			php.found &&
			spawnSync(
				which( php.binary, env ),
				[ '-r', "exit( extension_loaded( 'redis' ) ? 0 : 1 );" ],
				{ env }
			).status === 0;
		const server = which( 'redis-server', env ) !== null;
		return ext && server
			? null
			: {
					problem: `Redis was not found (${ [
						server ? null : 'redis-server',
						ext ? null : 'the PHP extension redis',
					]
						.filter( Boolean )
						.join( ', ' ) })`,
					packages: [
						...( server ? [] : [ 'redis-server' ] ),
						...( ext ? [] : [ 'php-redis' ] ),
					],
			  };
	},
	chromium( env ) {
		return fs.existsSync( chromiumPath( env ) )
			? null
			: {
					problem: `Chromium was not found at ${ chromiumPath(
						env
					) }`,
					packages: [ 'chromium' ],
			  };
	},
};

/** Every requirement name, in install order. */
export const ALL_REQUIREMENTS = Object.keys( REQUIREMENTS );

/**
 * The Chromium the E2E tests drive.
 *
 * @param {Object} env Environment.
 * @return {string} Its path.
 */
export const chromiumPath = ( env = process.env ) =>
	env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The PHPUnit the PHP tests run: the project's own, else the system's.
 *
 * @param {Object} env Environment.
 * @return {string|null} Its path.
 */
export function phpunitPath( env = process.env ) {
	const local = path.join( ROOT, 'vendor/bin/phpunit' );
	return fs.existsSync( local ) ? local : which( 'phpunit', env );
}

/**
 * What is missing among some requirements.
 *
 * @param {string[]} needs Requirement names (see ALL_REQUIREMENTS).
 * @param {Object}   env   Environment.
 * @return {{ problems: string[], packages: string[] }} What is wrong, and the packages that fix it.
 */
export function findMissing( needs, env = process.env ) {
	const problems = [];
	const packages = [];
	for ( const need of ALL_REQUIREMENTS.filter( ( n ) =>
		needs.includes( n )
	) ) {
		const result = REQUIREMENTS[ need ]( env );
		if ( result ) {
			problems.push( result.problem );
			packages.push(
				...result.packages.filter( ( p ) => ! packages.includes( p ) )
			);
		}
	}
	for ( const need of needs ) {
		if ( ! REQUIREMENTS[ need ] ) {
			throw new Error( `Unknown requirement "${ need }".` );
		}
	}
	return { problems, packages };
}

/**
 * The line a person runs to install packages themselves.
 *
 * @param {string[]} packages Debian packages.
 * @return {string} The command.
 */
export const manualCommand = ( packages ) =>
	`sudo apt-get update && sudo apt-get install -y ${ packages.join( ' ' ) }`;

/**
 * Makes sure the requirements are met, installing the missing packages when allowed.
 *
 * @param {string[]} needs         Requirement names (see ALL_REQUIREMENTS).
 * @param {Object}   [options]     Options.
 * @param {Object}   [options.env] Environment (PATH is where commands are looked up).
 * @param {number}   [options.uid] User id (0: root).
 * @param {Function} [options.log] Progress output.
 * @return {string[]} The packages installed (empty when nothing was missing).
 * @throws {SystemPackagesError} What is missing and the exact command that installs it.
 */
export function ensureSystemPackages(
	needs,
	{
		env = process.env,
		uid = process.getuid ? process.getuid() : -1,
		log = ( line ) => console.log( line ),
	} = {}
) {
	const { problems, packages } = findMissing( needs, env );
	if ( ! packages.length ) {
		return [];
	}
	const what = `${ problems.join( '.\n' ) }.`;
	const aptGet = which( 'apt-get', env );
	let prefix = null;
	if ( aptGet && uid === 0 ) {
		prefix = [];
	} else if ( aptGet && which( 'sudo', env ) ) {
		const probe = spawnSync( which( 'sudo', env ), [ '-n', 'true' ], {
			env,
			stdio: 'ignore',
		} );
		if ( probe.status === 0 ) {
			prefix = [ which( 'sudo', env ), '-n' ];
		}
	}
	if ( ! prefix ) {
		throw new SystemPackagesError(
			`${ what }\n` +
				( aptGet
					? 'Installing needs root or password-less sudo. '
					: 'apt-get was not found (this set-up expects Debian 12). ' ) +
				`Install the packages with:\n  ${ manualCommand( packages ) }`
		);
	}
	log(
		`${ what }\nInstalling system packages${
			prefix.length ? ' with sudo' : ''
		}: ${ packages.join( ' ' ) }`
	);
	const apt = ( args ) => {
		const command = prefix.length
			? [
					...prefix,
					'env',
					'DEBIAN_FRONTEND=noninteractive',
					'apt-get',
					...args,
			  ]
			: [ aptGet, ...args ];
		const result = spawnSync( command[ 0 ], command.slice( 1 ), {
			env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
			stdio: [ 'ignore', 'inherit', 'inherit' ],
		} );
		if ( result.error || result.status !== 0 ) {
			throw new SystemPackagesError(
				`apt-get ${ args.join( ' ' ) } failed${
					result.error
						? `: ${ result.error.message }`
						: ` (exit code ${ result.status })`
				}.\nInstall the packages with:\n  ${ manualCommand(
					packages
				) }`
			);
		}
	};
	apt( [ 'update', '-qq' ] );
	apt( [ 'install', '-y', '-qq', ...packages ] );
	const after = findMissing( needs, env );
	if ( after.packages.length ) {
		throw new SystemPackagesError(
			`Still missing after installing ${ packages.join(
				' '
			) }:\n${ after.problems.join( '.\n' ) }.`
		);
	}
	return packages;
}

/**
 * ensureSystemPackages() for scripts: exits with its message instead of a stack trace.
 *
 * @param {string[]} needs Requirement names (see ALL_REQUIREMENTS).
 * @return {string[]} The packages installed.
 */
export function requireSystemPackages( needs ) {
	try {
		return ensureSystemPackages( needs );
	} catch ( error ) {
		if ( error instanceof SystemPackagesError ) {
			console.error( `\n${ error.message }\n` );
			process.exit( 1 );
		}
		throw error;
	}
}

/**
 * Checks php and its extensions (no installing).
 *
 * @param {Object} env Environment.
 * @return {{ binary: string, version: string }} The PHP found.
 * @throws {SystemPackagesError} What is missing and how to install it.
 */
export function checkPhp( env = process.env ) {
	const result = REQUIREMENTS.php( env );
	if ( result ) {
		throw new SystemPackagesError(
			`${ result.problem }.\nInstall it with:\n  ${ manualCommand(
				result.packages
			) }`
		);
	}
	const { binary, version } = probePhp( env );
	return { binary, version };
}
