/**
 * npm run test:load: tests/load/*.test.ts against the production-shaped stack (bin/lib/load-stack.mjs): a test
 * site of its own (.wp/load-mariadb) on MariaDB with the Redis object cache, two PHP servers sharing them
 * (WP_TESTS_PORT and WP_TESTS_PORT + 2, or LOAD_WP_PORT_2), the provider emulator (EMULATOR_TESTS_PORT), MariaDB on
 * MARIADB_TESTS_PORT and Redis on REDIS_TESTS_PORT. DB=sqlite / OBJECT_CACHE=none run it on the lighter stack.
 * Everything started is stopped at the end.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { productionStack, startLoadStack } from './lib/load-stack.mjs';

// Its own site folder (and MariaDB, Redis and server pid keys), apart from the E2E and PHPUnit site.
process.env.WP_TESTS_DIR = 'load';
const STACK = productionStack();
const SECOND_PORT = Number(
	process.env.LOAD_WP_PORT_2 ||
		Number( process.env.WP_TESTS_PORT || 8889 ) + 2
);
const DB_FILE = 'load.sqlite';

const { ensureAutoloader, ensureBuild } = await import( './lib/build.mjs' );
const { requireSystemPackages } = await import( './lib/system-packages.mjs' );
const { demoContentPath, ROOT } = await import( './lib/wordpress.mjs' );

const files = process.argv.slice( 2 ).length
	? process.argv.slice( 2 )
	: fs
			.readdirSync( path.join( ROOT, 'tests/load' ) )
			.filter( ( f ) => f.endsWith( '.test.ts' ) )
			.map( ( f ) => `tests/load/${ f }` );

requireSystemPackages( [
	'php',
	'composer',
	'chromium',
	...( STACK.env.DB === 'mariadb' ? [ 'mariadb' ] : [] ),
	...( STACK.redis ? [ 'redis' ] : [] ),
] );
ensureAutoloader();
if ( ! process.env.GOOGLESITEKIT_SKIP_BUILD ) {
	ensureBuild();
}

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
	const result = spawnSync(
		process.execPath,
		[ '--import', 'tsx', '--test', '--test-concurrency=1', ...files ],
		{
			cwd: ROOT,
			stdio: 'inherit',
			env: {
				...process.env,
				E2E_BASE_URL: stack.urls[ 0 ],
				E2E_DB_FILE: DB_FILE,
				E2E_EMULATOR_URL: stack.emulator,
				E2E_DEMO_CONTENT: demoContentPath( 'tests' ),
				LOAD_URLS: stack.urls.join( ',' ),
			},
		}
	);
	status = result.status ?? 1;
} finally {
	await stop();
}
process.exit( status );
