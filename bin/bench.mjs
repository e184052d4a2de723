/**
 * npm run bench: the plugin's performance figures against their targets, on a test site
 * of its own (port 8897, a second PHP server on 8899, emulator 9397, MariaDB 3397, Redis
 * 6397, SMTP 2597; BENCH_WP_PORT, BENCH_WP_PORT_2, BENCH_EMULATOR_PORT, BENCH_MARIADB_PORT,
 * BENCH_REDIS_PORT and BENCH_SMTP_PORT move them).
 *
 * - tests/bench/dashboard.bench.ts: the main dashboard measured in Chromium.
 * - tests/bench/load.bench.ts: the dashboard's batch reads under 40 cold and 20 warm
 *   viewers over two PHP servers sharing the site, its database and its object cache.
 * - tests/bench/posts-list.bench.ts: the Posts list's server time with the plugin active and
 *   inactive, and the provider calls of its Site Kit column's figures for 20 posts.
 *
 * The stack is production-shaped by default: MariaDB and the Redis object cache
 * (bin/lib/load-stack.mjs), started here and stopped at the end; DB=sqlite and/or
 * OBJECT_CACHE=none measure the lighter one. The header names it.
 * - tests/bench/email-reports.bench.ts: building and sending 200 email reports (WP-Cron batches)
 *   through the SMTP server: time and peak memory of each run, provider calls, messages caught.
 * BENCH_ONLY=dashboard, BENCH_ONLY=load, BENCH_ONLY=posts-list or BENCH_ONLY=email runs one of the
 * sections.
 * Bounded: each measuring script is killed after BENCH_TIMEOUT_S seconds (default 300),
 * and the servers, emulator, database and Redis it started are stopped whatever happens.
 * GOOGLESITEKIT_SKIP_BUILD=1 measures the bundles already in dist/.
 */
import { spawn } from 'node:child_process';

import { productionStack, startLoadStack } from './lib/load-stack.mjs';
import { ROOT } from './lib/paths.mjs';

// A separate site, so a bench run never disturbs the test suites' one (nor their ports).
process.env.WP_TESTS_DIR = 'bench';
process.env.WP_TESTS_PORT = process.env.BENCH_WP_PORT || '8897';
process.env.EMULATOR_TESTS_PORT = process.env.BENCH_EMULATOR_PORT || '9397';
process.env.MARIADB_TESTS_PORT = process.env.BENCH_MARIADB_PORT || '3397';
process.env.REDIS_TESTS_PORT = process.env.BENCH_REDIS_PORT || '6397';
process.env.SMTP_TESTS_PORT = process.env.BENCH_SMTP_PORT || '2597';
const SECOND_PORT = Number(
	process.env.BENCH_WP_PORT_2 || Number( process.env.WP_TESTS_PORT ) + 2
);
const STACK = productionStack();

const { ensureAutoloader, ensureBuild } = await import( './lib/build.mjs' );
const { requireSystemPackages } = await import( './lib/system-packages.mjs' );

const DB_FILE = 'bench.sqlite';
const TIMEOUT_MS = Number( process.env.BENCH_TIMEOUT_S || 300 ) * 1000;
const ONLY = process.env.BENCH_ONLY || '';

requireSystemPackages( [
	'php',
	'composer',
	'chromium',
	'smtp',
	...( STACK.env.DB === 'mariadb' ? [ 'mariadb' ] : [] ),
	...( STACK.redis ? [ 'redis' ] : [] ),
] );
ensureAutoloader();
if ( ! process.env.GOOGLESITEKIT_SKIP_BUILD ) {
	ensureBuild();
}

let child = null;
let stopStack = async () => {};
const stopAll = async () => {
	if ( child && child.exitCode === null ) {
		child.kill( 'SIGTERM' );
	}
	await stopStack();
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
	const stack = await startLoadStack( {
		dbFile: DB_FILE,
		secondPort: SECOND_PORT,
		stack: STACK,
	} );
	stopStack = stack.stop;
	const [ url, second ] = stack.urls;
	const env = {
		E2E_BASE_URL: url,
		E2E_DB_FILE: DB_FILE,
		E2E_EMULATOR_URL: stack.emulator,
		BENCH_STACK: STACK.label,
	};
	status = 0;
	if ( ! ONLY || ONLY === 'dashboard' ) {
		status = Math.max(
			status,
			await runScript( 'tests/bench/dashboard.bench.ts', env )
		);
	}
	if ( ! ONLY || ONLY === 'posts-list' ) {
		status = Math.max(
			status,
			await runScript( 'tests/bench/posts-list.bench.ts', env )
		);
	}
	if ( ! ONLY || ONLY === 'email' ) {
		status = Math.max(
			status,
			await runScript( 'tests/bench/email-reports.bench.ts', env )
		);
	}
	if ( ! ONLY || ONLY === 'load' ) {
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
