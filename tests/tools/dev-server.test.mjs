/**
 * The local dev server (php -S with bin/php/router.php) serves only what a WordPress web server would.
 *
 * The plugin folder of the dev and test sites links to the repository, and the sites live in the repository's .wp/
 * folder, next to the emulator's state file (OAuth tokens), the server logs (OAuth codes) and database snapshots.
 * This test lays out a repository of that shape in a temporary folder — a fake WordPress whose PHP files say who
 * answered — runs the real router over it and probes the URLs someone could try.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { ROOT } from '../../bin/lib/paths.mjs';

const SECRET = 'secret-that-must-not-leak';

/**
 * Writes a file, creating its folders.
 *
 * @param {string} file    Path.
 * @param {string} content Content.
 */
function put( file, content ) {
	fs.mkdirSync( path.dirname( file ), { recursive: true } );
	fs.writeFileSync( file, content );
}

const phpSays = ( who ) => `<?php echo ${ JSON.stringify( who ) };\n`;

/**
 * A free loopback port.
 *
 * @return {Promise<number>} Port.
 */
function freePort() {
	return new Promise( ( resolve, reject ) => {
		const server = net.createServer();
		server.once( 'error', reject );
		server.listen( 0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close( () => resolve( port ) );
		} );
	} );
}

/**
 * GET with the path sent exactly as given (fetch would normalise "%2e%2e" and "//").
 *
 * @param {number} port    Port.
 * @param {string} rawPath Request path.
 * @return {Promise<{status: number, body: string}>} Answer.
 */
function get( port, rawPath ) {
	return new Promise( ( resolve, reject ) => {
		const request = http.request(
			{ host: '127.0.0.1', port, path: rawPath, method: 'GET' },
			( response ) => {
				let body = '';
				response.setEncoding( 'utf8' );
				response.on( 'data', ( chunk ) => ( body += chunk ) );
				response.on( 'end', () =>
					resolve( { status: response.statusCode, body } )
				);
			}
		);
		request.on( 'error', reject );
		request.end();
	} );
}

describe( 'the local dev server', () => {
	let repo;
	let server;
	let port;

	before( async () => {
		repo = fs.mkdtempSync( path.join( os.tmpdir(), 'gsk-router-' ) );
		// The repository: the real router, the plugin's files, and what tools leave next to them.
		put(
			path.join( repo, 'bin/php/router.php' ),
			fs.readFileSync( path.join( ROOT, 'bin/php/router.php' ), 'utf8' )
		);
		put(
			path.join( repo, 'googlesitekit.php' ),
			phpSays( 'plugin main file' )
		);
		put(
			path.join( repo, 'includes/Plugin.php' ),
			phpSays( 'plugin class' )
		);
		put( path.join( repo, 'tests/php/bootstrap.php' ), phpSays( 'tests' ) );
		put( path.join( repo, 'tests/e2e/fixtures/data.json' ), SECRET );
		put( path.join( repo, 'package.json' ), SECRET );
		put( path.join( repo, 'composer.json' ), SECRET );
		put( path.join( repo, 'phpunit.xml.dist' ), SECRET );
		put( path.join( repo, 'README.md' ), SECRET );
		put( path.join( repo, 'assets/js/main.tsx' ), SECRET );
		put( path.join( repo, 'assets/css/admin.css' ), '.googlesitekit{}' );
		put( path.join( repo, 'assets/images/logo.svg' ), '<svg/>' );
		put( path.join( repo, 'dist/js/googlesitekit-main.js' ), 'main();' );
		put(
			path.join( repo, 'dist/js/googlesitekit-main.asset.php' ),
			phpSays( 'asset file' )
		);
		put( path.join( repo, 'languages/google-site-kit.pot' ), 'msgid ""' );
		put(
			path.join( repo, 'languages/google-site-kit-de_DE.json' ),
			SECRET
		);
		put( path.join( repo, '.git/HEAD' ), SECRET );
		put( path.join( repo, '.git/config' ), SECRET );
		put( path.join( repo, 'vendor/autoload.php' ), phpSays( 'vendor' ) );
		put( path.join( repo, 'node_modules/x/index.js' ), SECRET );
		put( path.join( repo, 'google-site-kit.zip' ), SECRET );
		put( path.join( repo, '.wp/emulator-dev-state.json' ), SECRET );
		put( path.join( repo, '.wp/emulator.log' ), SECRET );
		put( path.join( repo, '.wp/dev.log' ), SECRET );
		put( path.join( repo, '.wp/dev-snapshot.sqlite' ), SECRET );
		put( path.join( repo, '.wp/dev.pid' ), SECRET );

		// The dev site: WordPress in .wp/dev, the plugin linked to the repository, the mu-plugins linked to bin/.
		const site = path.join( repo, '.wp/dev' );
		put(
			path.join( site, 'index.php' ),
			phpSays( 'WordPress front controller' )
		);
		put( path.join( site, 'wp-login.php' ), phpSays( 'WordPress login' ) );
		put( path.join( site, 'wp-cron.php' ), phpSays( 'WordPress cron' ) );
		put( path.join( site, 'wp-config.php' ), phpSays( SECRET ) );
		put( path.join( site, 'wp-settings.php' ), phpSays( SECRET ) );
		put( path.join( site, '.salts.php' ), phpSays( SECRET ) );
		put( path.join( site, '.autologin-token' ), SECRET );
		put(
			path.join( site, 'wp-admin/index.php' ),
			phpSays( 'WordPress dashboard' )
		);
		put(
			path.join( site, 'wp-admin/admin.php' ),
			phpSays( 'WordPress admin page' )
		);
		put(
			path.join( site, 'wp-admin/admin-ajax.php' ),
			phpSays( 'WordPress ajax' )
		);
		put(
			path.join( site, 'wp-admin/includes/file.php' ),
			phpSays( SECRET )
		);
		put( path.join( site, 'wp-admin/css/common.css' ), 'body{}' );
		put( path.join( site, 'wp-includes/version.php' ), phpSays( SECRET ) );
		put(
			path.join( site, 'wp-includes/js/jquery/jquery.js' ),
			'jQuery();'
		);
		put(
			path.join( site, 'wp-includes/blocks/paragraph/block.json' ),
			SECRET
		);
		put( path.join( site, 'wp-content/index.php' ), phpSays( SECRET ) );
		put( path.join( site, 'wp-content/db.php' ), phpSays( SECRET ) );
		put( path.join( site, 'wp-content/debug.log' ), SECRET );
		put( path.join( site, 'wp-content/database/.ht.sqlite' ), SECRET );
		put( path.join( site, 'wp-content/database/e2e-run.sqlite' ), SECRET );
		put(
			path.join( site, 'wp-content/themes/twentytwentyfour/style.css' ),
			'theme{}'
		);
		put(
			path.join( repo, 'bin/mu-plugins/googlesitekit-dev-login.php' ),
			phpSays( SECRET )
		);
		fs.mkdirSync( path.join( site, 'wp-content/plugins' ), {
			recursive: true,
		} );
		fs.symlinkSync(
			repo,
			path.join( site, 'wp-content/plugins/google-site-kit' ),
			'dir'
		);
		fs.mkdirSync( path.join( site, 'wp-content/mu-plugins' ), {
			recursive: true,
		} );
		fs.symlinkSync(
			path.join( repo, 'bin/mu-plugins/googlesitekit-dev-login.php' ),
			path.join(
				site,
				'wp-content/mu-plugins/googlesitekit-dev-login.php'
			)
		);

		port = await freePort();
		server = spawn(
			process.env.PHP_BINARY || 'php',
			[
				'-S',
				`127.0.0.1:${ port }`,
				'-t',
				site,
				path.join( repo, 'bin/php/router.php' ),
			],
			{ stdio: 'ignore', detached: true }
		);
		const end = Date.now() + 10000;
		for (;;) {
			try {
				await get( port, '/wp-login.php' );
				break;
			} catch ( error ) {
				if ( Date.now() > end ) {
					throw error;
				}
				await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
			}
		}
	} );

	after( () => {
		if ( server?.pid ) {
			try {
				process.kill( -server.pid, 'SIGTERM' );
			} catch {}
		}
		fs.rmSync( repo, { recursive: true, force: true } );
	} );

	const plugin = '/wp-content/plugins/google-site-kit';

	it( 'refuses the repository, the tokens, the state, the logs and the databases with a plain 404', async () => {
		const refused = [
			// The site's own secrets and internals.
			'/.autologin-token',
			'/.salts.php',
			'/wp-config.php',
			'/wp-settings.php',
			'/wp-content/debug.log',
			'/wp-content/database/.ht.sqlite',
			'/wp-content/database/e2e-run.sqlite',
			'/wp-content/database/',
			'/wp-content/db.php',
			'/wp-content/index.php',
			'/wp-content/mu-plugins/googlesitekit-dev-login.php',
			'/wp-admin/includes/file.php',
			'/wp-includes/version.php',
			'/wp-includes/blocks/paragraph/block.json',
			// The repository behind the plugin link.
			`${ plugin }/.wp/emulator-dev-state.json`,
			`${ plugin }/.wp/emulator.log`,
			`${ plugin }/.wp/dev.log`,
			`${ plugin }/.wp/dev-snapshot.sqlite`,
			`${ plugin }/.wp/dev.pid`,
			`${ plugin }/.wp/dev/.autologin-token`,
			`${ plugin }/.wp/dev/wp-content/database/.ht.sqlite`,
			`${ plugin }/.git/HEAD`,
			`${ plugin }/.git/config`,
			`${ plugin }/package.json`,
			`${ plugin }/composer.json`,
			`${ plugin }/phpunit.xml.dist`,
			`${ plugin }/README.md`,
			`${ plugin }/googlesitekit.php`,
			`${ plugin }/includes/Plugin.php`,
			`${ plugin }/tests/php/bootstrap.php`,
			`${ plugin }/tests/e2e/fixtures/data.json`,
			`${ plugin }/bin/php/router.php`,
			`${ plugin }/bin/mu-plugins/googlesitekit-dev-login.php`,
			`${ plugin }/vendor/autoload.php`,
			`${ plugin }/node_modules/x/index.js`,
			`${ plugin }/google-site-kit.zip`,
			`${ plugin }/assets/js/main.tsx`,
			`${ plugin }/dist/js/googlesitekit-main.asset.php`,
			`${ plugin }/languages/google-site-kit-de_DE.json`,
			`${ plugin }/`,
			`${ plugin }/includes/`,
			// The same, spelled differently.
			`${ plugin }/%2ewp/emulator-dev-state.json`,
			`${ plugin }/%2Egit/HEAD`,
			`//wp-content//plugins/google-site-kit//package.json`,
			`${ plugin }/assets/css/../../package.json`,
			`${ plugin }/assets/css/%2e%2e/%2e%2e/package.json`,
			`${ plugin }/assets/css/..%2f..%2fpackage.json`,
			`${ plugin }/dist/js/%2e%2e/%2e%2e/.wp/emulator-dev-state.json`,
			`/wp-content/plugins/google-site-kit/.wp/emulator-dev-state.json?x=1`,
			`/%2eautologin-token`,
		];
		const leaks = [];
		for ( const url of refused ) {
			const { status, body } = await get( port, url );
			if (
				status !== 404 ||
				body.includes( SECRET ) ||
				body.includes( 'WordPress' )
			) {
				leaks.push( `${ url } → ${ status } ${ body.slice( 0, 60 ) }` );
			}
		}
		assert.deepEqual( leaks, [] );
	} );

	it( 'still serves WordPress, its entry points, and the plugin files a browser loads', async () => {
		const served = {
			'/': 'WordPress front controller',
			'/hello-world/': 'WordPress front controller',
			'/wp-json/google-site-kit/v1/core/site/data/connection':
				'WordPress front controller',
			'/?rest_route=/google-site-kit/v1/': 'WordPress front controller',
			'/wp-login.php': 'WordPress login',
			'/wp-cron.php': 'WordPress cron',
			'/wp-admin/': 'WordPress dashboard',
			'/wp-admin/admin.php?page=googlesitekit-dashboard':
				'WordPress admin page',
			'/wp-admin/admin-ajax.php': 'WordPress ajax',
			'/wp-admin/css/common.css': 'body{}',
			'/wp-includes/js/jquery/jquery.js': 'jQuery();',
			'/wp-content/themes/twentytwentyfour/style.css': 'theme{}',
			[ `${ plugin }/assets/css/admin.css` ]: '.googlesitekit{}',
			[ `${ plugin }/assets/images/logo.svg` ]: '<svg/>',
			[ `${ plugin }/dist/js/googlesitekit-main.js?ver=1` ]: 'main();',
			[ `${ plugin }/languages/google-site-kit.pot` ]: 'msgid ""',
		};
		for ( const [ url, expected ] of Object.entries( served ) ) {
			const { status, body } = await get( port, url );
			assert.equal( status, 200, url );
			assert.equal( body, expected, url );
		}
		// The admin folder without its slash goes to the folder, as on Apache.
		const { status } = await get( port, '/wp-admin' );
		assert.equal( status, 301 );
	} );
} );
