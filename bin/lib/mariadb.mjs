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

import { which } from './system-packages.mjs';
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
const quoteString = ( value ) =>
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

/**
 * The tables of a database.
 *
 * @param {string} key      Server key.
 * @param {string} database Database name.
 * @return {string[]} Table names (none when the database does not exist).
 */
export function listTables( key, database ) {
	return mariadbQuery(
		key,
		`SELECT table_name FROM information_schema.tables WHERE table_schema = ${ quoteString(
			database
		) } AND table_type = 'BASE TABLE' ORDER BY table_name;`
	)
		.split( '\n' )
		.filter( Boolean );
}

/**
 * Makes `to` an exact copy of `from`: drops it, then recreates each table with CREATE TABLE … LIKE (same columns,
 * indexes, engine and collation) and fills it with INSERT … SELECT, all in one client call. A few hundred
 * milliseconds for a WordPress install, so E2E files can start from a pristine database each.
 *
 * @param {string} key  Server key.
 * @param {string} from Source database.
 * @param {string} to   Target database (replaced).
 */
export function copyDatabase( key, from, to ) {
	if ( from === to ) {
		throw new Error( `Cannot copy database "${ from }" onto itself.` );
	}
	const tables = listTables( key, from );
	if ( ! tables.length ) {
		throw new Error( `Database "${ from }" has no tables to copy.` );
	}
	const target = quoteName( to );
	const source = quoteName( from );
	mariadbQuery(
		key,
		[
			"SET SESSION sql_mode = 'NO_AUTO_VALUE_ON_ZERO', foreign_key_checks = 0, unique_checks = 0",
			`DROP DATABASE IF EXISTS ${ target }`,
			`CREATE DATABASE ${ target } CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
			...tables.flatMap( ( table ) => [
				`CREATE TABLE ${ target }.${ quoteName(
					table
				) } LIKE ${ source }.${ quoteName( table ) }`,
				`INSERT INTO ${ target }.${ quoteName(
					table
				) } SELECT * FROM ${ source }.${ quoteName( table ) }`,
			] ),
			'',
		].join( ';\n' )
	);
}

/**
 * Puts `to` back to what `from` holds, touching only what differs. A table is compared by its definition (columns,
 * indexes, engine), its rows (CHECKSUM TABLE) and its next AUTO_INCREMENT id: a table with the same definition but
 * other rows or ids is emptied, refilled and given the snapshot's next id back; a table `to` lacks, has in addition
 * or has with another definition is dropped and/or recreated as in copyDatabase(); the others are left alone. A test
 * that changed a few options pays for one or two tables instead of the whole database (and no file is created).
 *
 * @param {string} key  Server key.
 * @param {string} from Source database (the pristine snapshot).
 * @param {string} to   Target database.
 * @return {string[]} The tables refilled, recreated or dropped.
 */
export function restoreDatabase( key, from, to ) {
	// One call, three simple information_schema reads (each filtered on constant schema names, which MariaDB answers
	// without opening every table), each row tagged with what it describes.
	const schemas = `IN ( ${ quoteString( from ) }, ${ quoteString( to ) } )`;
	const rows = mariadbQuery(
		key,
		`SELECT 'T', table_schema, table_name, IFNULL( auto_increment, '' ), engine FROM information_schema.tables WHERE table_schema ${ schemas } AND table_type = 'BASE TABLE';
SELECT 'C', table_schema, table_name, CONCAT_WS( ',', column_name, column_type, is_nullable, IFNULL( column_default, '~' ), extra, IFNULL( collation_name, '' ) ) FROM information_schema.columns WHERE table_schema ${ schemas } ORDER BY ordinal_position;
SELECT 'I', table_schema, table_name, CONCAT_WS( ',', index_name, seq_in_index, column_name, non_unique, IFNULL( sub_part, '' ) ) FROM information_schema.statistics WHERE table_schema ${ schemas } ORDER BY index_name, seq_in_index;`
	)
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => line.split( '\t' ) );
	const definitions = new Map();
	for ( const [ tag, schema, table, part ] of rows ) {
		if ( tag !== 'T' ) {
			const id = `${ schema }.${ table }`;
			definitions.set(
				id,
				`${ definitions.get( id ) || '' }${ tag }:${ part };`
			);
		}
	}
	const tablesOf = ( database ) =>
		new Map(
			rows
				.filter(
					( [ tag, schema ] ) => tag === 'T' && schema === database
				)
				.map( ( [ , , table, next, engine ] ) => [
					table,
					{
						next,
						definition: `${ engine };${ definitions.get(
							`${ database }.${ table }`
						) }`,
					},
				] )
		);
	const source = tablesOf( from );
	const target = tablesOf( to );
	if ( ! source.size ) {
		throw new Error( `Database "${ from }" has no tables to copy.` );
	}
	if ( ! target.size ) {
		copyDatabase( key, from, to );
		return [ ...source.keys() ];
	}
	const sameDefinition = [ ...source.keys() ].filter(
		( table ) =>
			target.get( table )?.definition === source.get( table ).definition
	);
	const checksums = new Map(
		( sameDefinition.length
			? mariadbQuery(
					key,
					`CHECKSUM TABLE ${ sameDefinition
						.flatMap( ( table ) => [
							`${ quoteName( from ) }.${ quoteName( table ) }`,
							`${ quoteName( to ) }.${ quoteName( table ) }`,
						] )
						.join( ', ' ) };`
			  )
			: ''
		)
			.split( '\n' )
			.filter( Boolean )
			.map( ( line ) => line.split( '\t' ) )
	);
	const unchanged = ( table ) =>
		target.get( table ).next === source.get( table ).next &&
		checksums.get( `${ from }.${ table }` ) !== undefined &&
		checksums.get( `${ from }.${ table }` ) ===
			checksums.get( `${ to }.${ table }` );
	const refill = sameDefinition.filter( ( table ) => ! unchanged( table ) );
	const recreate = [ ...source.keys() ].filter(
		( table ) => ! sameDefinition.includes( table )
	);
	const extra = [ ...target.keys() ].filter(
		( table ) => ! source.has( table )
	);
	if ( ! extra.length && ! recreate.length && ! refill.length ) {
		return [];
	}
	const into = ( table ) => `${ quoteName( to ) }.${ quoteName( table ) }`;
	const snapshotOf = ( table ) =>
		`${ quoteName( from ) }.${ quoteName( table ) }`;
	mariadbQuery(
		key,
		[
			"SET SESSION sql_mode = 'NO_AUTO_VALUE_ON_ZERO', foreign_key_checks = 0, unique_checks = 0",
			...extra.map( ( table ) => `DROP TABLE ${ into( table ) }` ),
			...recreate.flatMap( ( table ) => [
				`DROP TABLE IF EXISTS ${ into( table ) }`,
				`CREATE TABLE ${ into( table ) } LIKE ${ snapshotOf( table ) }`,
				`INSERT INTO ${ into( table ) } SELECT * FROM ${ snapshotOf(
					table
				) }`,
			] ),
			...refill.flatMap( ( table ) => [
				`DELETE FROM ${ into( table ) }`,
				`INSERT INTO ${ into( table ) } SELECT * FROM ${ snapshotOf(
					table
				) }`,
				// Lowers the next id back to the snapshot's (the rows are the snapshot's again, so it is allowed).
				...( source.get( table ).next
					? [
							`ALTER TABLE ${ into(
								table
							) } AUTO_INCREMENT = ${ Number(
								source.get( table ).next
							) }`,
					  ]
					: [] ),
			] ),
			'',
		].join( ';\n' )
	);
	return [ ...extra, ...recreate, ...refill ];
}
