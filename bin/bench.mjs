/**
 * npm run bench: the dashboard's performance figures against their targets,
 * measured in Chromium on a test site of its own (port 8897, emulator 9397;
 * BENCH_WP_PORT / BENCH_EMULATOR_PORT move them). Bounded: the measuring
 * script is killed after BENCH_TIMEOUT_S seconds (default 300), and the site
 * and emulator it started are stopped whatever happens.
 * GOOGLESITEKIT_SKIP_BUILD=1 measures the bundles already in dist/.
 */
import { spawn } from 'node:child_process';

// A separate site, so a bench run never disturbs the test suites' one (nor their ports).
process.env.WP_TESTS_DIR = 'bench';
process.env.WP_TESTS_PORT = process.env.BENCH_WP_PORT || '8897';
process.env.EMULATOR_TESTS_PORT = process.env.BENCH_EMULATOR_PORT || '9397';

const { ensureAutoloader, ensureBuild } = await import( './lib/build.mjs' );
const { startEmulator, stopEmulator } = await import( './lib/emulator.mjs' );
const { requireSystemPackages } = await import( './lib/system-packages.mjs' );
const { ensureSite, freshDatabase, ROOT, SITES, startServer, stopDetached } =
	await import( './lib/wordpress.mjs' );

const DB_FILE = 'bench.sqlite';
const TIMEOUT_MS = Number( process.env.BENCH_TIMEOUT_S || 300 ) * 1000;

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
	await stopEmulator( `emulator-${ SITES.tests.dir }` );
};
for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
	process.once( signal, async () => {
		await stopAll();
		process.exit( 130 );
	} );
}

let status = 1;
try {
	const url = await startServer( 'tests', { dbFile: DB_FILE } );
	const emulator = await startEmulator( {
		key: `emulator-${ SITES.tests.dir }`,
		port: SITES.tests.emulatorPort,
		siteUrl: `${ url }/`,
	} );
	status = await new Promise( ( resolve ) => {
		child = spawn(
			process.execPath,
			[ '--import', 'tsx', 'tests/bench/dashboard.bench.ts' ],
			{
				cwd: ROOT,
				stdio: 'inherit',
				env: {
					...process.env,
					E2E_BASE_URL: url,
					E2E_DB_FILE: DB_FILE,
					E2E_EMULATOR_URL: emulator || '',
				},
			}
		);
		const timer = setTimeout( () => {
			console.error(
				`\nThe bench did not finish within ${
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
} finally {
	await stopAll();
}
process.exit( status );
