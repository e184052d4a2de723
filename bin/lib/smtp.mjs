/**
 * The SMTP server that catches the local sites' mail (development and tests): bin/smtp/catch.py on Debian's
 * python3-aiosmtpd, on 127.0.0.1 only, detached with its pid and log under .wp/ like the other servers (stopped by
 * `npm run stop` and by the test runners). WordPress sends through it over SMTP (bin/mu-plugins/googlesitekit-smtp.php,
 * set up by the constants smtpConfig() writes into wp-config.php); each message lands in the site's mail folder,
 * .wp/<site>-mail/, as <n>.eml and <n>.json (read by tests/php/Support/Caught_Mail.php and tests/e2e/utils/mail.ts).
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import { ROOT, WP_ROOT } from './paths.mjs';
import { runningPid, startDetached, stopDetached } from './processes.mjs';
import { siteDirName } from './sites.mjs';
import { ensureSystemPackages } from './system-packages.mjs';
import { smtpPython } from './system-probes.mjs';

const SCRIPT = path.join( ROOT, 'bin/smtp/catch.py' );

/**
 * The SMTP port of a site: SMTP_PORT (dev, default 2525) or SMTP_TESTS_PORT (tests, default 2526).
 *
 * @param {string} name Site name.
 * @return {number} Port.
 */
export function smtpPort( name ) {
	if ( name === 'dev' ) {
		return Number( process.env.SMTP_PORT || 2525 );
	}
	return Number( process.env.SMTP_TESTS_PORT || 2526 );
}

/**
 * The folder a site's caught mail lands in.
 *
 * @param {string} name Site name.
 * @return {string} Its path (.wp/<site>-mail).
 */
export const mailDir = ( name ) =>
	path.join( WP_ROOT, `${ siteDirName( name ) }-mail` );

const pidKey = ( name ) => `smtp-${ siteDirName( name ) }`;

/**
 * How many messages a site's mail folder holds.
 *
 * @param {string} name Site name.
 * @return {number} The count.
 */
export function mailCount( name ) {
	try {
		return fs
			.readdirSync( mailDir( name ) )
			.filter( ( file ) => /^\d+\.json$/.test( file ) ).length;
	} catch {
		return 0;
	}
}

/**
 * The wp-config.php lines that send a site's mail to its SMTP server.
 *
 * @param {string} name Site name.
 * @return {string} PHP.
 */
export function smtpConfig( name ) {
	return `// Mail goes over SMTP to the local server that catches it (bin/lib/smtp.mjs, bin/mu-plugins/googlesitekit-smtp.php).
define( 'GOOGLESITEKIT_DEV_SMTP_HOST', '127.0.0.1' );
define( 'GOOGLESITEKIT_DEV_SMTP_PORT', ${ smtpPort( name ) } );
define( 'GOOGLESITEKIT_DEV_MAIL_DIR', ${ JSON.stringify(
		mailDir( name )
	) } );`;
}

/**
 * Whether the server greets on its port (an SMTP "220" line).
 *
 * @param {number} port Port.
 * @return {Promise<boolean>} Whether it does.
 */
export const smtpAnswers = ( port ) =>
	new Promise( ( resolve ) => {
		const socket = net.connect( port, '127.0.0.1' );
		let answered = false;
		const done = ( ok ) => {
			socket.destroy();
			resolve( ok );
		};
		socket.setTimeout( 1000 );
		socket.on( 'data', ( data ) => {
			if ( ! answered ) {
				answered = true;
				socket.end( 'QUIT\r\n' );
				done( data.toString().startsWith( '220' ) );
			}
		} );
		socket.on( 'error', () => done( false ) );
		socket.on( 'timeout', () => done( false ) );
	} );

/**
 * Starts a fresh SMTP server for a site (installs python3-aiosmtpd when missing). The mail already caught stays.
 *
 * @param {string} name Site name.
 * @return {Promise<{port: number, dir: string}>} Its port and the mail folder.
 */
export async function startSmtp( name ) {
	ensureSystemPackages( [ 'smtp' ] );
	const port = smtpPort( name );
	const dir = mailDir( name );
	const key = pidKey( name );
	await stopDetached( key );
	fs.mkdirSync( dir, { recursive: true } );
	startDetached( key, smtpPython(), [
		SCRIPT,
		'--port',
		String( port ),
		'--dir',
		dir,
	] );
	const end = Date.now() + 15000;
	while ( ! ( await smtpAnswers( port ) ) ) {
		if ( ! runningPid( key ) || Date.now() > end ) {
			const log = path.join( WP_ROOT, `${ key }.log` );
			const tail = fs.existsSync( log )
				? fs
						.readFileSync( log, 'utf8' )
						.split( '\n' )
						.slice( -10 )
						.join( '\n' )
				: '';
			await stopDetached( key );
			throw new Error(
				`The SMTP server did not start on 127.0.0.1:${ port } (log: .wp/${ key }.log):\n${ tail }`
			);
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 30 ) );
	}
	return { port, dir };
}

/**
 * Stops a site's SMTP server.
 *
 * @param {string} name Site name.
 * @return {Promise<boolean>} Whether it was running.
 */
export const stopSmtp = ( name ) => stopDetached( pidKey( name ) );
