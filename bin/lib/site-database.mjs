/**
 * A site's database, for its kind: the SQLite file in wp-content/database, or on MariaDB (DB=mariadb) the database
 * "wordpress" of the site's private server (bin/lib/mariadb.mjs). Where it lives, how it is installed, snapshotted
 * and dropped, and the pristine copy each test run starts from.
 */
import fs from 'node:fs';
import path from 'node:path';

import {
	copyDatabase,
	listTables,
	restoreDatabase as restoreMariadbDatabase,
} from './mariadb-copy.mjs';
import {
	mariadbQuery,
	quoteName,
	startMariadb,
	stopMariadb,
} from './mariadb.mjs';
import { dbDir, mariadbOf, siteKind, snapshotPath } from './sites.mjs';

/** On MariaDB: the database a site serves by default, and the pristine copy test runs start from. */
export const SITE_DATABASE = 'wordpress';
const SNAPSHOT_DATABASE = 'snapshot';

/**
 * The MariaDB database standing for a per-run database file (GOOGLESITEKIT_DB_FILE): "e2e.sqlite" => "run_e2e".
 * wp-config.php maps it the same way.
 *
 * @param {string} dbFile Database file name.
 * @return {string} Database name.
 */
export const runDatabaseName = ( dbFile ) =>
	`run_${ dbFile
		.replace( /\.[^.]*$/, '' )
		.toLowerCase()
		.replace( /[^a-z0-9_]+/g, '_' ) }`;

/**
 * Where a site's database lives and how to install, snapshot and drop it, for its database kind.
 * On MariaDB this starts the site's server (it keeps running until `npm run stop` or the test runner stops it).
 *
 * @param {string} name Site name.
 * @return {Object} { connection, installed(), create(), drop(), snapshot(), hasSnapshot() }.
 */
export function databaseStore( name ) {
	if ( siteKind( name ) === 'mariadb' ) {
		const { key, port } = mariadbOf( name );
		const connection = startMariadb( { key, port } );
		const hasTables = ( database ) =>
			listTables( key, database ).includes( 'wp_options' );
		return {
			connection,
			installed: () => hasTables( SITE_DATABASE ),
			create: () =>
				mariadbQuery(
					key,
					`CREATE DATABASE IF NOT EXISTS ${ quoteName(
						SITE_DATABASE
					) } CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`
				),
			drop: () =>
				mariadbQuery(
					key,
					`DROP DATABASE IF EXISTS ${ quoteName(
						SITE_DATABASE
					) }; DROP DATABASE IF EXISTS ${ quoteName(
						SNAPSHOT_DATABASE
					) };`
				),
			snapshot: () =>
				copyDatabase( key, SITE_DATABASE, SNAPSHOT_DATABASE ),
			hasSnapshot: () => hasTables( SNAPSHOT_DATABASE ),
		};
	}
	const database = path.join( dbDir( name ), '.ht.sqlite' );
	return {
		connection: null,
		installed: () => fs.existsSync( database ),
		create: () => {},
		drop: () => {
			fs.rmSync( database, { force: true } );
			fs.rmSync( snapshotPath( name ), { force: true } );
		},
		snapshot: () => fs.copyFileSync( database, snapshotPath( name ) ),
		hasSnapshot: () => fs.existsSync( snapshotPath( name ) ),
	};
}

/**
 * Gives a test run its own copy of the site's pristine database: the file wp-content/database/<dbFile> on SQLite,
 * the database run_<dbFile without extension> on MariaDB (see runDatabaseName; only the tables that differ from the
 * snapshot are rebuilt). Point the site at it with
 * GOOGLESITEKIT_DB_FILE=<dbFile> (runPhp and startServer's dbFile option do).
 *
 * @param {string} name   Site name.
 * @param {string} dbFile File name inside wp-content/database.
 */
export function freshDatabase( name, dbFile ) {
	if ( siteKind( name ) === 'mariadb' ) {
		restoreMariadbDatabase(
			mariadbOf( name ).key,
			SNAPSHOT_DATABASE,
			runDatabaseName( dbFile )
		);
		return;
	}
	fs.copyFileSync( snapshotPath( name ), path.join( dbDir( name ), dbFile ) );
}

/**
 * Stops the site's database server, if it has one.
 *
 * @param {string} name Site name.
 * @return {Promise<boolean>} Whether something was running.
 */
export async function stopDatabase( name ) {
	return siteKind( name ) === 'mariadb'
		? stopMariadb( mariadbOf( name ).key )
		: false;
}
