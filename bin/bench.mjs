/**
 * npm run bench: the dashboard's performance figures against their targets,
 * measured in Chromium on a test site of its own (port 8897, emulator 9397).
 */
import { spawnSync } from 'node:child_process';

// A separate site, so a bench run never disturbs the test suites' one.
process.env.WP_TESTS_DIR = process.env.WP_TESTS_DIR || 'bench';
process.env.WP_TESTS_PORT = process.env.WP_TESTS_PORT || '8897';
process.env.EMULATOR_TESTS_PORT = process.env.EMULATOR_TESTS_PORT || '9397';

const { ensureAutoloader, ensureBuild } = await import( './lib/build.mjs' );
const { startEmulator, stopEmulator } = await import( './lib/emulator.mjs' );
const { requireSystemPackages } = await import( './lib/system-packages.mjs' );
const { ensureSite, freshDatabase, ROOT, SITES, startServer, stopDetached } =
	await import( './lib/wordpress.mjs' );

const DB_FILE = 'bench.sqlite';
requireSystemPackages( [ 'php', 'composer', 'chromium' ] );
ensureAutoloader();
ensureBuild();
ensureSite( 'tests' );
freshDatabase( 'tests', DB_FILE );

let status = 1;
try {
	const url = await startServer( 'tests', { dbFile: DB_FILE } );
	const emulator = await startEmulator( {
		key: `emulator-${ SITES.tests.dir }`,
		port: SITES.tests.emulatorPort,
		siteUrl: `${ url }/`,
	} );
	const result = spawnSync(
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
	status = result.status ?? 1;
} finally {
	await stopDetached( SITES.tests.dir );
	await stopEmulator( `emulator-${ SITES.tests.dir }` );
}
process.exit( status );
