/**
 * The production-shaped stack of the load bench (bin/bench.mjs) and the load test (bin/test-load.mjs): the test site
 * on MariaDB (DB=mariadb) with the Redis object cache (OBJECT_CACHE=redis), two PHP servers sharing them as behind a
 * load balancer, and the provider emulator. DB=sqlite and OBJECT_CACHE=none choose the lighter stack instead.
 *
 * Call productionStack() before anything imports bin/lib/sites.mjs (which bin/lib/wordpress.mjs and the database and
 * Redis helpers import): the site's database kind is read once, when that module loads.
 */
import { stopDetached } from './processes.mjs';

/**
 * Sets DB and OBJECT_CACHE (production-shaped unless the environment chose otherwise) and names the stack.
 *
 * @return {{env: Object, label: string, redis: boolean}} The variables for the site and servers, a header line and
 *     whether Redis runs.
 */
export function productionStack() {
	const db = ( process.env.DB || 'mariadb' ).toLowerCase();
	const cache = (
		process.env.OBJECT_CACHE === undefined
			? 'redis'
			: process.env.OBJECT_CACHE
	).toLowerCase();
	const redis = cache === 'redis';
	process.env.DB = db;
	process.env.OBJECT_CACHE = redis ? 'redis' : 'none';
	return {
		env: { DB: db, OBJECT_CACHE: process.env.OBJECT_CACHE },
		label: `${ db === 'mariadb' ? 'MariaDB' : 'SQLite' }, ${
			redis ? 'Redis object cache' : 'no object cache'
		}`,
		redis,
	};
}

/**
 * Starts the stack: Redis (when asked; before the site, whose install already uses it), the SMTP server that catches
 * the site's mail, the site and its database
 * server with a fresh copy of the database, the first PHP server, the emulator and the second PHP server.
 *
 * @param {Object} options            Options.
 * @param {string} options.dbFile     The run's database (file name; run_<name> on MariaDB).
 * @param {number} options.secondPort Port of the second PHP server.
 * @param {Object} options.stack      productionStack()'s answer.
 * @return {Promise<{urls: string[], emulator: string, stop: () => Promise<void>}>} Both servers' URLs, the
 *     emulator's, and stop() (stops everything started, whatever failed).
 */
export async function startLoadStack( { dbFile, secondPort, stack } ) {
	const { startEmulator, stopEmulator } = await import( './emulator.mjs' );
	const { startRedis, stopRedis } = await import( './redis.mjs' );
	const { startSmtp, stopSmtp } = await import( './smtp.mjs' );
	const { SITES } = await import( './sites.mjs' );
	const { freshDatabase, stopDatabase } = await import(
		'./site-database.mjs'
	);
	const { ensureSite, startServer } = await import( './wordpress.mjs' );
	const secondKey = `${ SITES.tests.dir }-2`;
	const emulatorKey = `emulator-${ SITES.tests.dir }`;
	const stop = async () => {
		await stopDetached( SITES.tests.dir );
		await stopDetached( secondKey );
		await stopEmulator( emulatorKey );
		await stopRedis( 'tests' );
		await stopDatabase( 'tests' );
		await stopSmtp( 'tests' );
	};
	try {
		if ( stack.redis ) {
			await startRedis( 'tests' );
		}
		await startSmtp( 'tests' );
		ensureSite( 'tests' );
		freshDatabase( 'tests', dbFile );
		const first = await startServer( 'tests', {
			dbFile,
			env: stack.env,
		} );
		const emulator = await startEmulator( {
			key: emulatorKey,
			port: SITES.tests.emulatorPort,
			siteUrl: `${ first }/`,
		} );
		// A second PHP server on the same site directory, database and object cache.
		const second = await startServer( 'tests', {
			port: secondPort,
			key: secondKey,
			dbFile,
			env: stack.env,
		} );
		return { urls: [ first, second ], emulator: emulator || '', stop };
	} catch ( error ) {
		await stop();
		throw error;
	}
}
