/**
 * npm run bench: the plugin's performance figures against their targets, on a test site
 * of its own (port 8897, a second PHP server on 8899, emulator 9397; BENCH_WP_PORT,
 * BENCH_WP_PORT_2 and BENCH_EMULATOR_PORT move them).
 *
 * - tests/bench/dashboard.bench.ts: the main dashboard measured in Chromium.
 * - tests/bench/load.bench.ts: the dashboard's batch reads under 40 cold and 20 warm
 *   viewers over two PHP servers sharing the site and its database.
 *
 * BENCH_ONLY=dashboard or BENCH_ONLY=load runs one of them. DB and OBJECT_CACHE (e.g.
 * DB=mariadb OBJECT_CACHE=redis) choose the stack the site runs on; they are passed to the
 * site set-up and the servers, and the header says when this checkout does not support one.
 * Bounded: each measuring script is killed after BENCH_TIMEOUT_S seconds (default 300),
 * and the servers and emulator it started are stopped whatever happens.
 * GOOGLESITEKIT_SKIP_BUILD=1 measures the bundles already in dist/.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// A separate site, so a bench run never disturbs the test suites' one (nor their ports).
process.env.WP_TESTS_DIR = 'bench';
process.env.WP_TESTS_PORT = process.env.BENCH_WP_PORT || '8897';
process.env.EMULATOR_TESTS_PORT = process.env.BENCH_EMULATOR_PORT || '9397';
const SECOND_PORT = Number(
	process.env.BENCH_WP_PORT_2 || Number( process.env.WP_TESTS_PORT ) + 2
);

const { ensureAutoloader, ensureBuild } = await import( './lib/build.mjs' );
const { startEmulator, stopEmulator } = await import( './lib/emulator.mjs' );
const { requireSystemPackages } = await import( './lib/system-packages.mjs' );
const { ensureSite, freshDatabase, ROOT, SITES, startServer, stopDetached } =
	await import( './lib/wordpress.mjs' );

const DB_FILE = 'bench.sqlite';
const TIMEOUT_MS = Number( process.env.BENCH_TIMEOUT_S || 300 ) * 1000;
const ONLY = process.env.BENCH_ONLY || '';
const SECOND_KEY = `${ SITES.tests.dir }-2`;

/**
 * The stack the bench asks for (DB, OBJECT_CACHE) and what this checkout can serve.
 *
 * @return {{env: Object, label: string}} Environment for the site and servers, and a header line.
 */
function stack() {
	const env = {};
	const parts = [];
	const db = process.env.DB || 'sqlite';
	const supportsDb = fs.existsSync(
		path.join( ROOT, 'bin/lib/mariadb.mjs' )
	);
	if ( db !== 'sqlite' ) {
		env.DB = db;
	}
	if ( db === 'sqlite' ) {
		parts.push( 'SQLite' );
	} else {
		parts.push(
			supportsDb
				? db
				: `SQLite (DB=${ db } passed through, not supported by this checkout yet)`
		);
	}
	const cache = process.env.OBJECT_CACHE || '';
	const supportsCache =
		fs.existsSync( path.join( ROOT, 'bin/lib/redis.mjs' ) ) &&
		fs.existsSync(
			path.join( ROOT, 'tests/object-cache/object-cache.php' )
		);
	if ( cache ) {
		env.OBJECT_CACHE = cache;
	}
	if ( ! cache ) {
		parts.push( 'no object cache' );
	} else {
		parts.push(
			supportsCache
				? `object cache: ${ cache }`
				: `no object cache (OBJECT_CACHE=${ cache } passed through, not supported by this checkout yet)`
		);
	}
	return { env, label: parts.join( ', ' ) };
}

const STACK = stack();
Object.assign( process.env, STACK.env );

requireSystemPackages( [ 'php', 'composer', 'chromium' ] );
ensureAutoloader();
if ( ! process.env.GOOGLESITEKIT_SKIP_BUILD ) {
	ensureBuild();
}
ensureSite( 'tests' );
freshDatabase( 'tests', DB_FILE );

let child = null;
const stopAll = async () => {
	if ( child && child.exitCode === null ) {
		child.kill( 'SIGTERM' );
	}
	await stopDetached( SITES.tests.dir );
	await stopDetached( SECOND_KEY );
	await stopEmulator( `emulator-${ SITES.tests.dir }` );
};
for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
	process.once( signal, async () => {
		await stopAll();
		process.exit( 130 );
	} );
}

/**
 * Runs one measuring script with tsx, bounded by BENCH_TIMEOUT_S.
 *
 * @param {string} script Path from the repository root.
 * @param {Object} env    Extra environment.
 * @return {Promise<number>} Its exit status.
 */
const runScript = ( script, env ) =>
	new Promise( ( resolve ) => {
		child = spawn( process.execPath, [ '--import', 'tsx', script ], {
			cwd: ROOT,
			stdio: 'inherit',
			env: { ...process.env, ...env },
		} );
		const timer = setTimeout( () => {
			console.error(
				`\n${ script } did not finish within ${
					TIMEOUT_MS / 1000
				} s: stopped.`
			);
			child.kill( 'SIGTERM' );
			setTimeout( () => child.kill( 'SIGKILL' ), 5000 ).unref();
		}, TIMEOUT_MS );
		child.on( 'exit', ( code ) => {
			clearTimeout( timer );
			resolve( code ?? 1 );
		} );
	} );

let status = 1;
try {
	const url = await startServer( 'tests', {
		dbFile: DB_FILE,
		env: STACK.env,
	} );
	const emulator = await startEmulator( {
		key: `emulator-${ SITES.tests.dir }`,
		port: SITES.tests.emulatorPort,
		siteUrl: `${ url }/`,
	} );
	const env = {
		E2E_BASE_URL: url,
		E2E_DB_FILE: DB_FILE,
		E2E_EMULATOR_URL: emulator || '',
		BENCH_STACK: STACK.label,
	};
	status = 0;
	if ( ONLY !== 'load' ) {
		status = Math.max(
			status,
			await runScript( 'tests/bench/dashboard.bench.ts', env )
		);
	}
	if ( ONLY !== 'dashboard' ) {
		// A second PHP server on the same site directory and database, as behind a load balancer.
		const second = await startServer( 'tests', {
			port: SECOND_PORT,
			key: SECOND_KEY,
			dbFile: DB_FILE,
			env: STACK.env,
		} );
		status = Math.max(
			status,
			await runScript( 'tests/bench/load.bench.ts', {
				...env,
				BENCH_LOAD_URLS: `${ url },${ second }`,
			} )
		);
	}
} finally {
	await stopAll();
}
process.exit( status );
