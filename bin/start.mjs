/**
 * npm start: build, start the provider emulator, install (once) and serve the
 * local WordPress with Site Kit active, then print how to log in.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { ensureAutoloader, ensureBuild } from './lib/build.mjs';
import { DEV_STATE_FILE, startEmulator } from './lib/emulator.mjs';
import { requireSystemPackages } from './lib/system-packages.mjs';
import {
	ensureSite,
	SITES,
	siteDir,
	startServer,
	WP_VERSION,
} from './lib/wordpress.mjs';

requireSystemPackages( [ 'php', 'composer' ] );
ensureAutoloader();
ensureBuild();
ensureSite( 'dev' );

const url = await startServer( 'dev' );
const emulator = await startEmulator( {
	port: SITES.dev.emulatorPort,
	siteUrl: `${ url }/`,
	// Keeps the Google sign-in and what the admin created across restarts.
	stateFile: DEV_STATE_FILE,
} );

const token = randomBytes( 24 ).toString( 'hex' );
fs.writeFileSync( path.join( siteDir( 'dev' ), '.autologin-token' ), token );

console.log( `
Site Kit is running.

  WordPress:  ${ url }/wp-admin/   (WordPress ${ WP_VERSION }, plugin linked from this folder)
  Log in:     admin / password
  One click:  ${ url }/?googlesitekit_autologin=${ token }
  Emulator:   ${ emulator || 'not in this checkout yet' }

Other users (password "password"): editor, author, subscriber.
"npm run dev" rebuilds the scripts on change; "npm run stop" stops everything; "npm run reset-site" starts over.
` );
