/**
 * Redis for the persistent object cache of the local sites (tests and development), when OBJECT_CACHE=redis:
 * Debian's redis-server on 127.0.0.1, no persistence, detached with its pid under .wp/. The drop-in is
 * tests/object-cache/object-cache.php (test-only: Site Kit ships none; any standard drop-in works the same).
 */
import net from 'node:net';

import { ensureSystemPackages } from './system-packages.mjs';
import { startDetached, stopDetached } from './processes.mjs';
import { siteDirName } from './sites.mjs';

/**
 * Whether the sites use the Redis object cache (env OBJECT_CACHE=redis).
 *
 * @return {boolean} Whether they do.
 */
export function redisEnabled() {
	return ( process.env.OBJECT_CACHE || '' ).toLowerCase() === 'redis';
}

/**
 * The Redis port of a site: REDIS_TESTS_PORT (tests, default 6390) or REDIS_PORT (dev, default 6391).
 *
 * @param {string} name Site name.
 * @return {number} Port.
 */
export function redisPort( name ) {
	if ( name === 'dev' ) {
		return Number( process.env.REDIS_PORT || 6391 );
	}
	return Number( process.env.REDIS_TESTS_PORT || 6390 );
}

function pidKey( name ) {
	return `redis-${ siteDirName( name ) }`;
}

/**
 * The wp-content/object-cache.php of a site under OBJECT_CACHE=redis: settings, then the test drop-in. Each site
 * and each database file (PHPUnit's, E2E's) has its own key prefix.
 *
 * @param {string} name Site name.
 * @param {string} root Repository root.
 * @return {string|null} The file's PHP, or null when the site uses no object cache.
 */
export function objectCacheDropIn( name, root ) {
	if ( ! redisEnabled() ) {
		return null;
	}
	const dir = siteDirName( name );
	return `<?php
// Written by bin/lib/site-config.mjs because OBJECT_CACHE=redis (test-only drop-in; Site Kit ships none).
defined( 'GOOGLESITEKIT_REDIS_HOST' ) || define( 'GOOGLESITEKIT_REDIS_HOST', '127.0.0.1' );
defined( 'GOOGLESITEKIT_REDIS_PORT' ) || define( 'GOOGLESITEKIT_REDIS_PORT', ${ redisPort(
		name
	) } );
defined( 'GOOGLESITEKIT_REDIS_PREFIX' ) || define( 'GOOGLESITEKIT_REDIS_PREFIX', ${ JSON.stringify(
		`sk-${ dir }`
	) } . ':' . ( getenv( 'GOOGLESITEKIT_DB_FILE' ) ?: '.ht.sqlite' ) );
require ${ JSON.stringify( `${ root }/tests/object-cache/object-cache.php` ) };
`;
}

/**
 * Waits until Redis answers PING.
 *
 * @param {number} port      Port.
 * @param {number} timeoutMs How long to wait.
 */
async function waitForRedis( port, timeoutMs = 10000 ) {
	const end = Date.now() + timeoutMs;
	while ( Date.now() < end ) {
		const ok = await new Promise( ( resolve ) => {
			const socket = net.connect( port, '127.0.0.1' );
			socket.setTimeout( 500 );
			socket.on( 'connect', () => socket.write( 'PING\r\n' ) );
			socket.on( 'data', ( data ) => {
				socket.destroy();
				resolve( data.toString().startsWith( '+PONG' ) );
			} );
			socket.on( 'error', () => resolve( false ) );
			socket.on( 'timeout', () => {
				socket.destroy();
				resolve( false );
			} );
		} );
		if ( ok ) {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	throw new Error(
		`Redis did not answer on 127.0.0.1:${ port } within ${ timeoutMs } ms (log: .wp/${ pidKey(
			'tests'
		) }.log).`
	);
}

/**
 * Starts a fresh Redis for a site (installs redis-server and php-redis when missing).
 *
 * @param {string} name Site name.
 * @return {Promise<number>} Its port.
 */
export async function startRedis( name ) {
	ensureSystemPackages( [ 'redis' ] );
	const port = redisPort( name );
	await stopDetached( pidKey( name ) );
	startDetached( pidKey( name ), 'redis-server', [
		'--bind',
		'127.0.0.1',
		'--port',
		String( port ),
		'--save',
		'',
		'--appendonly',
		'no',
		'--daemonize',
		'no',
		'--protected-mode',
		'yes',
	] );
	await waitForRedis( port );
	return port;
}

/**
 * Stops a site's Redis.
 *
 * @param {string} name Site name.
 * @return {Promise<boolean>} Whether it was running.
 */
export function stopRedis( name ) {
	return stopDetached( pidKey( name ) );
}
