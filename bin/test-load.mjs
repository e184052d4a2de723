/**
 * npm run test:load: tests/load/*.test.ts against the production-shaped stack (bin/lib/load-stack.mjs): a test
 * site of its own (.wp/load-mariadb) on MariaDB with the Redis object cache, two PHP servers sharing them
 * (WP_TESTS_PORT and WP_TESTS_PORT + 2, or LOAD_WP_PORT_2), the provider emulator (EMULATOR_TESTS_PORT), MariaDB on
 * MARIADB_TESTS_PORT and Redis on REDIS_TESTS_PORT. DB=sqlite / OBJECT_CACHE=none run it on the lighter stack.
 * Everything started is stopped at the end.
 */
import { productionStack, startLoadStack } from './lib/load-stack.mjs';

// Its own site folder (and MariaDB, Redis and server pid keys), apart from the E2E and PHPUnit site.
process.env.WP_TESTS_DIR = 'load';
const STACK = productionStack();
const SECOND_PORT = Number(
	process.env.LOAD_WP_PORT_2 ||
		Number( process.env.WP_TESTS_PORT || 8889 ) + 2
);
const DB_FILE = 'load.sqlite';

const { prepareRun, runTestFiles, testFiles } = await import(
	'./lib/node-tests.mjs'
);
const { demoContentPath } = await import( './lib/sites.mjs' );

const files = testFiles( 'tests/load' );

prepareRun( [
	'php',
	'composer',
	'chromium',
	'smtp',
	...( STACK.env.DB === 'mariadb' ? [ 'mariadb' ] : [] ),
	...( STACK.redis ? [ 'redis' ] : [] ),
] );

let status = 1;
let stop = async () => {};
try {
	const stack = await startLoadStack( {
		dbFile: DB_FILE,
		secondPort: SECOND_PORT,
		stack: STACK,
	} );
	stop = stack.stop;
	console.log(
		`Load tests on ${ STACK.label }, PHP servers ${ stack.urls.join(
			' and '
		) }.`
	);
	status = runTestFiles( files, {
		E2E_BASE_URL: stack.urls[ 0 ],
		E2E_DB_FILE: DB_FILE,
		E2E_EMULATOR_URL: stack.emulator,
		E2E_DEMO_CONTENT: demoContentPath( 'tests' ),
		LOAD_URLS: stack.urls.join( ',' ),
	} );
} finally {
	await stop();
}
process.exit( status );
