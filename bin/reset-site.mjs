/**
 * npm run reset-site: throws the local WordPress away (with the dev emulator's saved
 * OAuth state and resources, and its caught mail) and installs a fresh one. DB=mariadb resets the MariaDB
 * site (.wp/dev-mariadb and its server's data, .wp/mariadb-dev), leaving the SQLite one alone.
 */
import fs from 'node:fs';

import { DEV_STATE_FILE, stopEmulator } from './lib/emulator.mjs';
import { requireSystemPackages } from './lib/system-packages.mjs';
import { ensureAutoloader } from './lib/build.mjs';
import { stopDetached } from './lib/processes.mjs';
import { stopDatabase } from './lib/site-database.mjs';
import { mailDir, stopSmtp } from './lib/smtp.mjs';
import { dbKind, SITES } from './lib/sites.mjs';
import { ensureSite, removeSite } from './lib/wordpress.mjs';

requireSystemPackages( [
	'php',
	'composer',
	...( dbKind() === 'mariadb' ? [ 'mariadb' ] : [] ),
] );
ensureAutoloader();
await stopDetached( SITES.dev.dir );
await stopEmulator( 'emulator' );
await stopDatabase( 'dev' );
await stopSmtp( 'dev' );
removeSite( 'dev' );
fs.rmSync( mailDir( 'dev' ), { recursive: true, force: true } );
fs.rmSync( DEV_STATE_FILE, { force: true } );
ensureSite( 'dev' );
console.log( 'The local site is fresh. Run "npm start" to serve it.' );
