/**
 * E2E layer: builds, serves the test WordPress (port 8889, its own database
 * copy) and the provider emulator, runs tests/e2e/*.test.ts one file at a
 * time in Chromium, then stops what it started. DB=mariadb runs it on MariaDB
 * (each file restores the pristine database: tests/e2e/utils/site.ts), else on SQLite.
 */
import path from 'node:path';

import { startEmulator, stopEmulator } from './lib/emulator.mjs';
import { clearNotices, noticesLog, reportNotices } from './lib/php-notices.mjs';
import { prepareRun, runTestFiles, testFiles } from './lib/node-tests.mjs';
import { ROOT } from './lib/paths.mjs';
import { mailDir, startSmtp, stopSmtp } from './lib/smtp.mjs';
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

const DB_FILE = 'e2e.sqlite';
// MULTISITE=1: the network's own tests (tests/e2e/network), on a network of three sites.
const files = testFiles( NETWORK ? 'tests/e2e/network' : 'tests/e2e' );

prepareRun( [
	'php',
	'composer',
	'chromium',
	'smtp',
	'poppler',
	...( dbKind() === 'mariadb' ? [ 'mariadb' ] : [] ),
] );

let status = 1;
try {
	// The site's mail goes to its SMTP server; tests/e2e/utils/mail.ts reads the folder.
	await startSmtp( 'tests' );
	ensureSite( 'tests' );
	freshDatabase( 'tests', DB_FILE );
	console.log(
		`E2E on WordPress ${ WP_VERSION }, ${
			dbKind() === 'mariadb' ? 'MariaDB' : 'SQLite'
		}${ NETWORK ? ', a network of three sites' : '' }.`
	);
	clearNotices( siteDir( 'tests' ) );
	const url = await startServer( 'tests', { dbFile: DB_FILE } );
	const emulator = await startEmulator( {
		key: `emulator-${ SITES.tests.dir }`,
		port: SITES.tests.emulatorPort,
		siteUrl: `${ url }/`,
		extraSites: networkSiteURLs( 'tests' ).slice( 1 ),
	} );
	status = runTestFiles( files, {
		E2E_BASE_URL: url,
		E2E_NETWORK_SITES: NETWORK
			? JSON.stringify( networkSiteURLs( 'tests' ) )
			: '',
		E2E_DB_FILE: DB_FILE,
		E2E_EMULATOR_URL: emulator || '',
		E2E_DEMO_CONTENT: demoContentPath( 'tests' ),
		E2E_MAIL_DIR: mailDir( 'tests' ),
		// Each test file fails on the PHP notices Site Kit raised meanwhile (tests/e2e/utils/guard.ts).
		E2E_NOTICES_LOG: noticesLog( siteDir( 'tests' ) ),
	} );
	if ( ! reportNotices( siteDir( 'tests' ) ) ) {
		status = status || 1;
	}
} finally {
	await stopDetached( SITES.tests.dir );
	await stopEmulator( `emulator-${ SITES.tests.dir }` );
	await stopDatabase( 'tests' );
	await stopSmtp( 'tests' );
}
console.log(
	`Screenshots: ${ path.relative(
		process.cwd(),
		path.join( ROOT, 'artifacts/e2e' )
	) }/ (site port ${ SITES.tests.port })`
);
process.exit( status );
