/**
 * npm run reset-site: throws the local WordPress away and installs a fresh one.
 */
import { stopEmulator } from './lib/emulator.mjs';
import { requirePhp } from './lib/php.mjs';
import { ensureAutoloader } from './lib/build.mjs';
import { ensureSite, removeSite, stopDetached } from './lib/wordpress.mjs';

requirePhp();
ensureAutoloader();
await stopDetached( 'dev' );
await stopEmulator( 'emulator' );
removeSite( 'dev' );
ensureSite( 'dev' );
console.log( 'The local site is fresh. Run "npm start" to serve it.' );
