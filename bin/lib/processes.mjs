/**
 * The detached processes the scripts start (PHP servers, emulators, MariaDB and Redis servers): each in its own
 * process group, its pid in .wp/<key>.pid and its output in .wp/<key>.log, so `npm run stop` and the test runners
 * stop it whichever script started it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { ROOT, WP_ROOT } from './paths.mjs';

const pidFile = ( name ) => path.join( WP_ROOT, `${ name }.pid` );

/**
 * Keys of every process recorded in a .wp/<key>.pid file.
 *
 * @return {string[]} Keys.
 */
export function pidKeys() {
	if ( ! fs.existsSync( WP_ROOT ) ) {
		return [];
	}
	return fs
		.readdirSync( WP_ROOT )
		.filter( ( file ) => file.endsWith( '.pid' ) )
		.map( ( file ) => file.slice( 0, -4 ) );
}

/**
 * Whether a process group started by startDetached is alive.
 *
 * @param {string} key Pid file key.
 * @return {number|null} Its pid, or null.
 */
export function runningPid( key ) {
	try {
		const pid = Number( fs.readFileSync( pidFile( key ), 'utf8' ) );
		return alive( pid ) ? pid : null;
	} catch {
		return null;
	}
}

/**
 * Whether a process runs: exists and has not ended (a process whose parent is gone may stay a zombie
 * when nothing reaps it, e.g. in a container).
 *
 * @param {number} pid Process id.
 * @return {boolean} Whether it runs.
 */
function alive( pid ) {
	try {
		process.kill( pid, 0 );
	} catch {
		return false;
	}
	try {
		return ! /^\d+ \(.*\) Z/.test(
			fs.readFileSync( `/proc/${ pid }/stat`, 'utf8' )
		);
	} catch {
		return true;
	}
}

/**
 * Waits until a URL answers over HTTP.
 *
 * @param {string} url       URL to poll.
 * @param {number} timeoutMs How long to wait.
 */
export async function waitForHttp( url, timeoutMs = 20000 ) {
	const end = Date.now() + timeoutMs;
	let lastError;
	while ( Date.now() < end ) {
		try {
			const response = await fetch( url, { redirect: 'manual' } );
			await response.arrayBuffer();
			return;
		} catch ( error ) {
			lastError = error;
			await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
		}
	}
	throw new Error(
		`${ url } did not answer within ${ timeoutMs } ms: ${ lastError?.message }`
	);
}

/**
 * Starts a detached process in its own process group and records its pid.
 *
 * @param {string}   key     Pid file key.
 * @param {string}   command Command.
 * @param {string[]} args    Arguments.
 * @param {Object}   env     Extra environment.
 * @return {number} The pid (and process group id).
 */
export function startDetached( key, command, args, env = {} ) {
	fs.mkdirSync( WP_ROOT, { recursive: true } );
	const log = fs.openSync( path.join( WP_ROOT, `${ key }.log` ), 'a' );
	const child = spawn( command, args, {
		cwd: ROOT,
		detached: true,
		stdio: [ 'ignore', log, log ],
		env: { ...process.env, ...env },
	} );
	child.unref();
	fs.writeFileSync( pidFile( key ), String( child.pid ) );
	return child.pid;
}

/**
 * Stops a process group started by startDetached.
 *
 * @param {string} key Pid file key.
 * @return {Promise<boolean>} Whether something was running.
 */
export async function stopDetached( key ) {
	const pid = runningPid( key );
	fs.rmSync( pidFile( key ), { force: true } );
	if ( ! pid ) {
		return false;
	}
	try {
		process.kill( -pid, 'SIGTERM' );
	} catch {
		return false;
	}
	for ( let i = 0; i < 100; i++ ) {
		if ( ! alive( pid ) ) {
			return true;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	try {
		process.kill( -pid, 'SIGKILL' );
	} catch {}
	return true;
}
