/**
 * A private MariaDB server per local site: Debian's `mariadbd`, run as the current user with its data under
 * .wp/<key>/ (no system service), listening on 127.0.0.1 only, detached in its own process group with a
 * .wp/<key>.pid file so `npm run stop` and the test runners stop it like the other servers.
 *
 * The scripts administer it as MariaDB's root through the server's socket (root is authenticated by the
 * operating-system user, so there is no administrator password anywhere); WordPress connects over TCP as
 * "wordpress" with a random password kept in .wp/<key>/password.
 *
 * Everything here is synchronous (the server starts in well under a second), so the site helpers keep their
 * synchronous signatures.
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { which } from './system-probes.mjs';
import { WP_ROOT } from './paths.mjs';
import { runningPid, startDetached, stopDetached } from './processes.mjs';

/** The user WordPress connects as. */
export const MARIADB_USER = 'wordpress';

const SBIN_PATH = [ '/usr/local/sbin', '/usr/sbin', '/sbin' ];

/**
 * Finds one of MariaDB's programs (the server lives in /usr/sbin, which a non-root PATH may lack).
 *
 * @param {string} name Program name.
 * @return {string} Its path.
 */
export function mariadbProgram( name ) {
	const found = which( name, {
		PATH: [ process.env.PATH || '', ...SBIN_PATH ].join( path.delimiter ),
	} );
	if ( ! found ) {
		throw new Error(
			`${ name } was not found: install Debian's mariadb-server (the scripts do it through apt-get when DB=mariadb).`
		);
	}
	return found;
}

/**
 * Where a server keeps its files.
 *
 * @param {string} key Server key (also its pid file key), e.g. "mariadb-tests".
 * @return {{ dir: string, data: string, socket: string, passwordFile: string }} Paths.
 */
export function mariadbPaths( key ) {
	const dir = path.join( WP_ROOT, key );
	let socket = path.join( dir, 'mariadbd.sock' );
	// A Unix socket path is limited to about 100 bytes; a deep checkout gets one in the temporary folder.
	if ( Buffer.byteLength( socket ) > 100 ) {
		const hash = Buffer.from( dir ).toString( 'hex' ).slice( -16 );
		socket = path.join( os.tmpdir(), `sitekit-${ key }-${ hash }.sock` );
	}
	return {
		dir,
		data: path.join( dir, 'data' ),
		socket,
		passwordFile: path.join( dir, 'password' ),
	};
}

const sleep = ( ms ) =>
	Atomics.wait( new Int32Array( new SharedArrayBuffer( 4 ) ), 0, 0, ms );

const runAsRoot = () => process.getuid && process.getuid() === 0;

/**
 * Runs SQL as MariaDB's root through the socket.
 *
 * @param {string}  key                  Server key.
 * @param {string}  sql                  Statements (separated by semicolons).
 * @param {Object}  [options]            Options.
 * @param {boolean} [options.allowError] Return null instead of throwing when the client fails.
 * @return {string|null} The client's tab-separated output, without column names.
 */
export function mariadbQuery( key, sql, { allowError = false } = {} ) {
	const result = spawnSync(
		mariadbProgram( 'mariadb' ),
		[
			'--no-defaults',
			`--socket=${ mariadbPaths( key ).socket }`,
			'--user=root',
			'--batch',
			'--skip-column-names',
		],
		{ input: sql, encoding: 'utf8' }
	);
	if ( result.status !== 0 ) {
		if ( allowError ) {
			return null;
		}
		throw new Error(
			`MariaDB (${ key }) refused:\n${ sql.slice( 0, 500 ) }\n${
				result.stderr || result.error?.message
			}`
		);
	}
	return result.stdout;
}

/**
 * Quotes an identifier.
 *
 * @param {string} name Database or table name.
 * @return {string} `name`.
 */
export const quoteName = ( name ) => `\`${ name.replace( /`/g, '``' ) }\``;
/**
 * Quotes a string value.
 *
 * @param {string} value Value.
 * @return {string} 'value'.
 */
export const quoteString = ( value ) =>
	`'${ value.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;

/**
 * The server's settings: small and quick rather than durable (a crash of this machine may lose the last second).
 *
 * @param {string} key  Server key.
 * @param {number} port TCP port on 127.0.0.1.
 * @return {string[]} Arguments for mariadbd (mariadb-install-db takes the same).
 */
function serverArgs( key, port ) {
	const { data, socket } = mariadbPaths( key );
	return [
		'--no-defaults',
		...( runAsRoot() ? [ '--user=root' ] : [] ),
		`--datadir=${ data }`,
		`--socket=${ socket }`,
		`--port=${ port }`,
		'--bind-address=127.0.0.1',
		`--pid-file=${ path.join( mariadbPaths( key ).dir, 'mariadbd.pid' ) }`,
		// Its temporary tables stay in its own folder (a shared /tmp may be cleaned under it).
		`--tmpdir=${ path.join( mariadbPaths( key ).dir, 'tmp' ) }`,
		'--skip-name-resolve',
		'--skip-log-bin',
		'--performance-schema=OFF',
		'--innodb-buffer-pool-size=64M',
		'--innodb-log-file-size=16M',
		'--innodb-flush-log-at-trx-commit=2',
		'--innodb-doublewrite=0',
		'--character-set-server=utf8mb4',
		'--collation-server=utf8mb4_unicode_ci',
		'--max-connections=100',
	];
}

/**
 * Whether the server answers on its socket.
 *
 * @param {string} key Server key.
 * @return {boolean} Whether it does.
 */
export const mariadbAnswers = ( key ) =>
	mariadbQuery( key, 'SELECT 1;', { allowError: true } ) !== null;

/**
 * Starts a site's server unless it already runs (creating its data folder on first use) and makes sure WordPress's
 * user exists.
 *
 * @param {Object} options      Options.
 * @param {string} options.key  Server key: its folder .wp/<key>/ and pid file .wp/<key>.pid.
 * @param {number} options.port TCP port on 127.0.0.1.
 * @return {{ host: string, user: string, password: string }} How WordPress connects.
 */
export function startMariadb( { key, port } ) {
	const { dir, data, passwordFile } = mariadbPaths( key );
	if ( ! runningPid( key ) || ! mariadbAnswers( key ) ) {
		if ( runningPid( key ) ) {
			throw new Error(
				`A MariaDB process is recorded in .wp/${ key }.pid but does not answer: "npm run stop" first.`
			);
		}
		fs.mkdirSync( path.join( dir, 'tmp' ), { recursive: true } );
		if ( ! fs.existsSync( path.join( data, 'mysql' ) ) ) {
			fs.rmSync( data, { recursive: true, force: true } );
			const install = spawnSync(
				mariadbProgram( 'mariadb-install-db' ),
				[
					...serverArgs( key, port ),
					'--auth-root-authentication-method=socket',
					`--auth-root-socket-user=${ os.userInfo().username }`,
					'--skip-test-db',
				],
				{ encoding: 'utf8' }
			);
			if ( install.status !== 0 ) {
				fs.rmSync( data, { recursive: true, force: true } );
				throw new Error(
					`mariadb-install-db failed:\n${ install.stdout }\n${ install.stderr }`
				);
			}
		}
		startDetached(
			key,
			mariadbProgram( 'mariadbd' ),
			serverArgs( key, port )
		);
		const end = Date.now() + 30000;
		while ( ! mariadbAnswers( key ) ) {
			if ( ! runningPid( key ) || Date.now() > end ) {
				const log = path.join( WP_ROOT, `${ key }.log` );
				const tail = fs.existsSync( log )
					? fs
							.readFileSync( log, 'utf8' )
							.split( '\n' )
							.slice( -15 )
							.join( '\n' )
					: '';
				throw new Error(
					`MariaDB did not start on 127.0.0.1:${ port } (log: ${ path.relative(
						process.cwd(),
						log
					) }):\n${ tail }`
				);
			}
			sleep( 50 );
		}
	}
	if ( ! fs.existsSync( passwordFile ) ) {
		fs.writeFileSync( passwordFile, randomBytes( 18 ).toString( 'hex' ), {
			mode: 0o600,
		} );
	}
	const password = fs.readFileSync( passwordFile, 'utf8' ).trim();
	const user = `${ quoteString( MARIADB_USER ) }@'127.0.0.1'`;
	mariadbQuery(
		key,
		`CREATE USER IF NOT EXISTS ${ user } IDENTIFIED BY ${ quoteString(
			password
		) };
ALTER USER ${ user } IDENTIFIED BY ${ quoteString( password ) };
GRANT ALL PRIVILEGES ON \`wordpress\`.* TO ${ user };
GRANT ALL PRIVILEGES ON \`run\\_%\`.* TO ${ user };`
	);
	return {
		host: `127.0.0.1:${ port }`,
		user: MARIADB_USER,
		password,
	};
}

/**
 * Stops a server (it shuts down cleanly on SIGTERM).
 *
 * @param {string} key Server key.
 * @return {Promise<boolean>} Whether it was running.
 */
export const stopMariadb = ( key ) => stopDetached( key );

/**
 * Removes a server's data (stop it first).
 *
 * @param {string} key Server key.
 */
export function removeMariadbData( key ) {
	if ( runningPid( key ) ) {
		throw new Error( `MariaDB "${ key }" still runs: stop it first.` );
	}
	fs.rmSync( mariadbPaths( key ).dir, { recursive: true, force: true } );
}
