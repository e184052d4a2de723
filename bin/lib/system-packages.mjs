/**
 * The system packages the local sites and the tests need (bin/lib/system-requirements.mjs):
 * finds what is missing and installs it with apt-get, as root or through password-less sudo. Without either it
 * stops with the exact `sudo apt-get install` line. Used by the npm postinstall, `npm start` and the test runners,
 * so `npm ci && npm start` and `npm test` are the whole set-up on a fresh Debian 12 machine.
 */
import { spawnSync } from 'node:child_process';

import { probePhp, which } from './system-probes.mjs';
import {
	CORE_EXTENSIONS,
	checkRequirement,
	findMissing,
} from './system-requirements.mjs';

export class SystemPackagesError extends Error {}

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
 * @param {string[]} needs         Requirement names (ALL_REQUIREMENTS of system-requirements.mjs).
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
 * @param {string[]} needs Requirement names (ALL_REQUIREMENTS of system-requirements.mjs).
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
	const result = checkRequirement( 'php', env );
	if ( result ) {
		throw new SystemPackagesError(
			`${ result.problem }.\nInstall it with:\n  ${ manualCommand(
				result.packages
			) }`
		);
	}
	const { binary, version } = probePhp( env, CORE_EXTENSIONS );
	return { binary, version };
}
