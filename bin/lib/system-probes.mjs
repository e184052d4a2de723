/**
 * Asking the system what it has: a program on the PATH, PHP's version and extensions, the Python that can run the
 * SMTP server. bin/lib/system-requirements.mjs turns the answers into requirements and their Debian packages.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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
 * @param {Object}   env        Environment (PATH, PHP_BINARY).
 * @param {string[]} extensions Extensions to look for.
 * @return {{ binary: string, found: boolean, version?: string, missing?: string[] }} What was found.
 */
export function probePhp( env, extensions ) {
	const binary = env.PHP_BINARY || 'php';
	const resolved = which( binary, env );
	if ( ! resolved ) {
		return { binary, found: false };
	}
	const list = JSON.stringify( extensions ).replace( /"/g, "'" );
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
		missing: missingList
			.split( ',' )
			.filter( ( ext ) => extensions.includes( ext ) ),
	};
}

/**
 * The Python that runs the SMTP server: Debian's own (/usr/bin/python3, the one python3-aiosmtpd installs into, even
 * when a pyenv or venv python3 comes first on the PATH), else python3 from the PATH; SMTP_PYTHON overrides both.
 *
 * @param {Object} env Environment.
 * @return {string|null} Its path, or null.
 */
export function smtpPython( env = process.env ) {
	if ( env.SMTP_PYTHON ) {
		return which( env.SMTP_PYTHON, env );
	}
	return which( '/usr/bin/python3', env ) || which( 'python3', env );
}

/**
 * Whether Python 3 can import aiosmtpd.
 *
 * @param {Object} env Environment.
 * @return {string|null} What is wrong, or null.
 */
export function smtpPythonProblem( env ) {
	const python = smtpPython( env );
	if ( ! python ) {
		return 'Python 3 (for the SMTP server that catches the mail) was not found';
	}
	const probe = spawnSync( python, [ '-c', 'import aiosmtpd' ], {
		env,
		stdio: 'ignore',
	} );
	return probe.status === 0
		? null
		: "Python's aiosmtpd (the SMTP server that catches the mail) was not found";
}
