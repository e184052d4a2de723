/**
 * PHPUnit layer: runs tests/php against the real test WordPress with a fresh
 * copy of its database, served on its port for the tests that go over HTTP.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { ensureAutoloader, ensureBuild } from './lib/build.mjs';
import { startEmulator, stopEmulator } from './lib/emulator.mjs';
import { redisEnabled, startRedis, stopRedis } from './lib/redis.mjs';
import { phpunitPath, requireSystemPackages } from './lib/system-packages.mjs';
import {
	demoContentPath,
	ensureSite,
	SITES,
	freshDatabase,
	ROOT,
	siteDir,
	startServer,
	stopDetached,
} from './lib/wordpress.mjs';

const DB_FILE = 'phpunit.sqlite';

requireSystemPackages( [ 'php', 'composer', 'phpunit' ] );
ensureAutoloader();
ensureBuild( { ifMissing: true } );
// OBJECT_CACHE=redis: the site's persistent object cache is a fresh Redis (ensureSite links the drop-in).
if ( redisEnabled() ) {
	await startRedis( 'tests' );
}
try {
	ensureSite( 'tests' );
	freshDatabase( 'tests', DB_FILE );
} catch ( error ) {
	await stopRedis( 'tests' );
	throw error;
}

const phpunit = phpunitPath();

let status = 1;
try {
	const url = await startServer( 'tests', { dbFile: DB_FILE } );
	const emulator = await startEmulator( {
		key: `emulator-${ SITES.tests.dir }`,
		port: SITES.tests.emulatorPort,
		siteUrl: `${ url }/`,
	} );
	const result = spawnSync(
		phpunit,
		[
			'-c',
			path.join( ROOT, 'phpunit.xml.dist' ),
			...process.argv.slice( 2 ),
		],
		{
			cwd: ROOT,
			stdio: 'inherit',
			env: {
				...process.env,
				GOOGLESITEKIT_TEST_SITE_DIR: siteDir( 'tests' ),
				GOOGLESITEKIT_DB_FILE: DB_FILE,
				GOOGLESITEKIT_TEST_URL: url,
				GOOGLESITEKIT_TEST_EMULATOR_URL: emulator || '',
				GOOGLESITEKIT_TEST_DEMO_CONTENT: demoContentPath( 'tests' ),
			},
		}
	);
	status = result.status ?? 1;
} finally {
	await stopDetached( SITES.tests.dir );
	await stopEmulator( `emulator-${ SITES.tests.dir }` );
	await stopRedis( 'tests' );
}
process.exit( status );
