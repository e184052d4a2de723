/**
 * npm start: build, start the provider emulator, install (once) and serve the
 * local WordPress with Site Kit active, then print how to log in. WP_VERSION=6.8 or 6.5 serves an older core
 * (the newest, 7.1, by default: bin/lib/wp-cores.mjs).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { ensureAutoloader, ensureBuild } from './lib/build.mjs';
import { DEV_STATE_FILE, startEmulator } from './lib/emulator.mjs';
import {
	redisEnabled,
	redisPort,
	startRedis,
	stopRedis,
} from './lib/redis.mjs';
import { mailCount, mailDir, startSmtp } from './lib/smtp.mjs';
import { requireSystemPackages } from './lib/system-packages.mjs';
import { pidKeys, runningPid } from './lib/processes.mjs';
import {
	dbKind,
	NETWORK,
	NETWORK_SITES,
	networkSiteURLs,
	siteDir,
	SITES,
	WP_VERSION,
} from './lib/sites.mjs';
import { ensureSite, startServer } from './lib/wordpress.mjs';

requireSystemPackages( [
	'php',
	'composer',
	'smtp',
	...( dbKind() === 'mariadb' ? [ 'mariadb' ] : [] ),
	...( redisEnabled() ? [ 'redis' ] : [] ),
] );
ensureAutoloader();
ensureBuild();
// The dev sites (SQLite or MariaDB, one per WordPress version) share a port: one at a time.
const otherSite = pidKeys().find(
	( key ) =>
		/^dev(-mariadb)?(-network\d+)?(-wp[\d.]+)?$/.test( key ) &&
		key !== SITES.dev.dir &&
		runningPid( key )
);
if ( otherSite ) {
	console.error(
		`Another dev site (.wp/${ otherSite }) is running: "npm run stop" first, then start this one.`
	);
	process.exit( 1 );
}
// OBJECT_CACHE=redis: a fresh Redis (nothing kept across starts) and the test drop-in as the site's persistent object
// cache (ensureSite links it); without it the drop-in is removed and a Redis left from an earlier start is stopped.
if ( redisEnabled() ) {
	await startRedis( 'dev' );
} else {
	await stopRedis( 'dev' );
}
// The site's mail goes over SMTP to a server that keeps every message in .wp/<site>-mail/ (README, "Mail").
const smtp = await startSmtp( 'dev' );
ensureSite( 'dev' );

const url = await startServer( 'dev' );
const database =
	dbKind() === 'mariadb'
		? `MariaDB on 127.0.0.1:${ SITES.dev.mariadb.port } (data in .wp/${ SITES.dev.mariadb.key }/)`
		: 'SQLite (DB=mariadb npm start serves a separate MariaDB site)';
const emulator = await startEmulator( {
	port: SITES.dev.emulatorPort,
	siteUrl: `${ url }/`,
	// MULTISITE=1: the network's other sites, each with its own Google account and figures.
	extraSites: networkSiteURLs( 'dev' ).slice( 1 ),
	// Keeps the Google sign-in and what the admin created across restarts.
	stateFile: DEV_STATE_FILE,
	// EMULATOR_SCENARIO=new-site npm start: the dev site as Google answers a site with no data yet (see the emulator's README).
	scenario: process.env.EMULATOR_SCENARIO || '',
} );

// An emulator already running from an earlier start switches scenario at run time.
let scenario = 'default';
if ( emulator ) {
	const answer = await fetch( `${ emulator }/__emulator/scenario`, {
		method: process.env.EMULATOR_SCENARIO ? 'POST' : 'GET',
		headers: { 'content-type': 'application/json' },
		body: process.env.EMULATOR_SCENARIO
			? JSON.stringify( { name: process.env.EMULATOR_SCENARIO } )
			: undefined,
	} );
	const body = await answer.json();
	if ( ! answer.ok ) {
		console.error(
			`EMULATOR_SCENARIO: ${ body?.error?.message || answer.status }`
		);
		process.exit( 1 );
	}
	scenario = body.scenario;
}

// The one-click link works once, for ten minutes (bin/mu-plugins/googlesitekit-dev-login.php removes the file on use).
const LOGIN_LINK_MINUTES = 10;
const token = randomBytes( 24 ).toString( 'hex' );
fs.writeFileSync(
	path.join( siteDir( 'dev' ), '.autologin-token' ),
	`${ token }\n${
		Math.floor( Date.now() / 1000 ) + LOGIN_LINK_MINUTES * 60
	}\n`,
	{ mode: 0o600 }
);

// MULTISITE=1: the network's sites and its overview.
const networkLines = `
  Network:    ${ networkSiteURLs( 'dev' )
		.map( ( siteUrl, i ) => `${ siteUrl }${ i ? '' : ' (main site)' }` )
		.join( ', ' ) }
              a subdirectory network; "admin" is its super admin. Overview: ${ url }/wp-admin/network/admin.php?page=googlesitekit-network`;

// Where the caught mail is (README, "Mail").
const mailFolder = path.relative( process.cwd(), mailDir( 'dev' ) );
const mailCaught = mailCount( 'dev' );
const mailLine = `${ mailFolder }/   (${ mailCaught } caught so far, each as <n>.eml and <n>.json; SMTP on 127.0.0.1:${ smtp.port })`;

console.log( `
Site Kit is running.

  WordPress:  ${ url }/wp-admin/   (WordPress ${ WP_VERSION }, plugin linked from this folder)${
		NETWORK ? networkLines : ''
  }
  Database:   ${ database }
  Cache:      ${
		redisEnabled()
			? `Redis on 127.0.0.1:${ redisPort(
					'dev'
			  ) } through the test drop-in (wp-content/object-cache.php)`
			: 'no persistent object cache (OBJECT_CACHE=redis npm start adds Redis)'
  }
  Log in:     admin / password
  One click:  ${ url }/?googlesitekit_autologin=${ token }
              (works once, for ${ LOGIN_LINK_MINUTES } minutes; "npm start" again prints a new one)
  Mail:       ${ mailLine }
  Emulator:   ${
		emulator || 'not in this checkout yet'
  }   (scenario: ${ scenario }; EMULATOR_SCENARIO=new-site npm start switches)

Other users (password "password"): editor, author, subscriber${
	NETWORK
		? `; ${ NETWORK_SITES.slice( 1 )
				.map(
					( site ) =>
						`${ site.admin } (administrator of ${ site.path } only)`
				)
				.join( ', ' ) }`
		: ''
}.
"npm run dev" rebuilds the scripts on change; "npm run stop" stops everything; "npm run reset-site" starts over.
` );
