/**
 * npm run reset-site: throws the local WordPress away (with the dev emulator's saved
 * OAuth state and resources) and installs a fresh one.
 */
import fs from 'node:fs';

import { DEV_STATE_FILE, stopEmulator } from './lib/emulator.mjs';
import { requireSystemPackages } from './lib/system-packages.mjs';
import { ensureAutoloader } from './lib/build.mjs';
import { ensureSite, removeSite, stopDetached } from './lib/wordpress.mjs';

requireSystemPackages( [ 'php', 'composer' ] );
ensureAutoloader();
await stopDetached( 'dev' );
await stopEmulator( 'emulator' );
removeSite( 'dev' );
fs.rmSync( DEV_STATE_FILE, { force: true } );
ensureSite( 'dev' );
console.log( 'The local site is fresh. Run "npm start" to serve it.' );
