/**
 * PHPUnit layer: runs tests/php against the real test WordPress with a fresh
 * copy of its database, served on its port for the tests that go over HTTP.
 * DB=mariadb runs them on MariaDB (the site's own server, stopped at the end), else on SQLite.
 * OBJECT_CACHE=redis gives the site a fresh Redis and the test object cache drop-in, whose own tests
 * (tests/object-cache/DropInTest.php, no WordPress) then run against the same Redis.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { ensureAutoloader, ensureBuild } from './lib/build.mjs';
import { DISCOVERY_DIR, startEmulator, stopEmulator } from './lib/emulator.mjs';
import { clearNotices, reportNotices } from './lib/php-notices.mjs';
import {
	redisEnabled,
	redisPort,
	startRedis,
	stopRedis,
} from './lib/redis.mjs';
import { startSmtp, stopSmtp } from './lib/smtp.mjs';
import { requireSystemPackages } from './lib/system-packages.mjs';
import { phpunitPath } from './lib/system-requirements.mjs';
import { ROOT } from './lib/paths.mjs';
import { stopDetached } from './lib/processes.mjs';
import { freshDatabase, stopDatabase } from './lib/site-database.mjs';
import {
	dbKind,
	demoContentPath,
	NETWORK,
	networkSiteURLs,
	siteDir,
	SITES,
	WP_VERSION,
} from './lib/sites.mjs';
import { ensureSite, startServer } from './lib/wordpress.mjs';

const DB_FILE = 'phpunit.sqlite';

requireSystemPackages( [
	'php',
	'composer',
	'phpunit',
	'smtp',
	...( dbKind() === 'mariadb' ? [ 'mariadb' ] : [] ),
	...( redisEnabled() ? [ 'redis' ] : [] ),
] );
ensureAutoloader();
ensureBuild( { ifMissing: true } );

const phpunit = phpunitPath();

let status = 1;
try {
	// OBJECT_CACHE=redis: the site's persistent object cache is a fresh Redis (ensureSite links the drop-in).
	if ( redisEnabled() ) {
		await startRedis( 'tests' );
	}
	// WordPress's mail goes over SMTP to the test site's server (tests/php/Support/Caught_Mail.php reads it).
	await startSmtp( 'tests' );
	ensureSite( 'tests' );
	freshDatabase( 'tests', DB_FILE );
	console.log(
		`PHPUnit on WordPress ${ WP_VERSION }, ${
			dbKind() === 'mariadb' ? 'MariaDB' : 'SQLite'
		}${ redisEnabled() ? ' with the Redis object cache' : '' }${
			NETWORK ? ', a network of three sites (the multisite group)' : ''
		}.`
	);
	clearNotices( siteDir( 'tests' ) );
	const url = await startServer( 'tests', { dbFile: DB_FILE } );
	const emulator = await startEmulator( {
		key: `emulator-${ SITES.tests.dir }`,
		port: SITES.tests.emulatorPort,
		siteUrl: `${ url }/`,
		extraSites: networkSiteURLs( 'tests' ).slice( 1 ),
		// Every call the plugin makes is checked against Google's schemas; TestCase fails the test that made one
		// Google does not define (tests/php/Support/Google_Schemas.php).
		schemaDir: DISCOVERY_DIR,
	} );
	const result = spawnSync(
		phpunit,
		[
			'-c',
			path.join( ROOT, 'phpunit.xml.dist' ),
			// The tests of a network (tests/php/Multisite, @group multisite) run on one (MULTISITE=1), the others on a
			// single site.
			NETWORK ? '--group' : '--exclude-group',
			'multisite',
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
	// A notice Site Kit raised while the test site served the tests' HTTP requests fails the run too.
	if ( ! reportNotices( siteDir( 'tests' ) ) ) {
		status = status || 1;
	}
	// The test drop-in on its own (no WordPress), against the same Redis: tests/object-cache/DropInTest.php.
	if ( redisEnabled() ) {
		console.log( '\nThe Redis object cache drop-in (tests/object-cache).' );
		const dropIn = spawnSync(
			phpunit,
			[
				'--no-configuration',
				'--colors=always',
				path.join( ROOT, 'tests/object-cache/DropInTest.php' ),
				...process.argv.slice( 2 ),
			],
			{
				cwd: ROOT,
				stdio: 'inherit',
				env: {
					...process.env,
					GOOGLESITEKIT_REDIS_PORT: String( redisPort( 'tests' ) ),
				},
			}
		);
		status = status || ( dropIn.status ?? 1 );
	}
} finally {
	await stopDetached( SITES.tests.dir );
	await stopEmulator( `emulator-${ SITES.tests.dir }` );
	await stopDatabase( 'tests' );
	await stopRedis( 'tests' );
	await stopSmtp( 'tests' );
}
process.exit( status );
