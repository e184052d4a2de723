/**
 * The private MariaDB server of DB=mariadb (bin/lib/mariadb.mjs): a real mariadbd on a free loopback port with its
 * data under .wp/, WordPress's password-protected user, the snapshot copy the tests restore, and a stop that leaves
 * nothing running.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import {
	copyDatabase,
	listTables,
	restoreDatabase,
} from '../../bin/lib/mariadb-copy.mjs';
import {
	mariadbPaths,
	mariadbProgram,
	mariadbQuery,
	removeMariadbData,
	startMariadb,
	stopMariadb,
} from '../../bin/lib/mariadb.mjs';
import { WP_ROOT } from '../../bin/lib/paths.mjs';
import { runningPid } from '../../bin/lib/processes.mjs';
import { runDatabaseName } from '../../bin/lib/site-database.mjs';

const KEY = `mariadb-tools-test-${ process.pid }`;

/**
 * A TCP port nothing listens on right now.
 *
 * @return {Promise<number>} The port.
 */
const freePort = () =>
	new Promise( ( resolve, reject ) => {
		const server = net.createServer();
		server.on( 'error', reject );
		server.listen( 0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close( () => resolve( port ) );
		} );
	} );

/**
 * Runs SQL over TCP the way WordPress connects.
 *
 * @param {Object} connection { host, user, password } from startMariadb.
 * @param {string} sql        Statements.
 * @return {{ status: number, stdout: string, stderr: string }} The client's result.
 */
function asWordPress( connection, sql ) {
	const [ host, port ] = connection.host.split( ':' );
	return spawnSync(
		mariadbProgram( 'mariadb' ),
		[
			'--no-defaults',
			'--protocol=TCP',
			`--host=${ host }`,
			`--port=${ port }`,
			`--user=${ connection.user }`,
			`--password=${ connection.password }`,
			'--batch',
			'--skip-column-names',
		],
		{ input: sql, encoding: 'utf8' }
	);
}

const canConnect = ( port ) =>
	new Promise( ( resolve ) => {
		const socket = net.connect( port, '127.0.0.1' );
		socket.on( 'connect', () => {
			socket.destroy();
			resolve( true );
		} );
		socket.on( 'error', () => resolve( false ) );
	} );

describe( 'MariaDB for the local sites', () => {
	let port;
	let connection;

	before( async () => {
		port = await freePort();
		connection = startMariadb( { key: KEY, port } );
	} );

	after( async () => {
		await stopMariadb( KEY );
		removeMariadbData( KEY );
		fs.rmSync( path.join( WP_ROOT, `${ KEY }.log` ), { force: true } );
	} );

	it( 'runs on 127.0.0.1 with its data under .wp/ and lets WordPress in with its password only', () => {
		assert.ok( runningPid( KEY ), 'a pid file for npm run stop' );
		assert.ok(
			fs.existsSync( path.join( mariadbPaths( KEY ).data, 'mysql' ) ),
			'the data folder under .wp/'
		);
		assert.equal( connection.host, `127.0.0.1:${ port }` );
		assert.equal(
			mariadbQuery( KEY, 'SELECT @@bind_address, @@port;' ).trim(),
			`127.0.0.1\t${ port }`
		);

		const ok = asWordPress(
			connection,
			'CREATE DATABASE IF NOT EXISTS wordpress; SELECT CURRENT_USER();'
		);
		assert.equal( ok.status, 0, ok.stderr );
		assert.equal( ok.stdout.trim(), 'wordpress@127.0.0.1' );

		const wrong = asWordPress(
			{ ...connection, password: 'not-the-password' },
			'SELECT 1;'
		);
		assert.notEqual( wrong.status, 0 );
		assert.match( wrong.stderr, /Access denied/ );
	} );

	it( 'a restore from the snapshot resets changed rows, removes added tables and restarts the ids', () => {
		mariadbQuery(
			KEY,
			`CREATE DATABASE IF NOT EXISTS wordpress;
CREATE TABLE wordpress.wp_options ( option_id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, option_name VARCHAR(191) NOT NULL UNIQUE, option_value LONGTEXT NOT NULL );
INSERT INTO wordpress.wp_options ( option_name, option_value ) VALUES ( 'blogname', 'Harvest & Hearth' ), ( 'siteurl', 'http://127.0.0.1' );
CREATE TABLE wordpress.wp_links ( link_id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, link_url VARCHAR(255) NOT NULL );
CREATE TABLE wordpress.wp_terms ( term_id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, name VARCHAR(200) NOT NULL );
INSERT INTO wordpress.wp_terms ( name ) VALUES ( 'Recipes' );`
		);
		copyDatabase( KEY, 'wordpress', 'snapshot' );
		const run = runDatabaseName( 'e2e.sqlite' );
		assert.equal( run, 'run_e2e' );
		// The first restore makes the copy.
		assert.deepEqual( restoreDatabase( KEY, 'snapshot', run ).sort(), [
			'wp_links',
			'wp_options',
			'wp_terms',
		] );
		assert.deepEqual( restoreDatabase( KEY, 'snapshot', run ), [] );

		// What a test does to its copy, as WordPress.
		const changed = asWordPress(
			connection,
			`UPDATE ${ run }.wp_options SET option_value = 'Changed' WHERE option_name = 'blogname';
DELETE FROM ${ run }.wp_options WHERE option_name = 'siteurl';
INSERT INTO ${ run }.wp_options ( option_name, option_value ) VALUES ( 'added', 'x' );
INSERT INTO ${ run }.wp_links ( link_url ) VALUES ( 'http://example.org' );
DELETE FROM ${ run }.wp_links;
ALTER TABLE ${ run }.wp_options ADD COLUMN autoload VARCHAR(20) NOT NULL DEFAULT 'yes';
CREATE INDEX link_url ON ${ run }.wp_links ( link_url );
DROP TABLE ${ run }.wp_terms;
CREATE TABLE ${ run }.wp_extra ( id INT );`
		);
		assert.equal( changed.status, 0, changed.stderr );
		assert.deepEqual( listTables( KEY, run ), [
			'wp_extra',
			'wp_links',
			'wp_options',
		] );

		// wp_links has the same (no) rows but a used id and an index more: rebuilt too.
		assert.deepEqual( restoreDatabase( KEY, 'snapshot', run ).sort(), [
			'wp_extra',
			'wp_links',
			'wp_options',
			'wp_terms',
		] );

		assert.equal(
			mariadbQuery(
				KEY,
				`SELECT option_id, option_name, option_value FROM ${ run }.wp_options ORDER BY option_id;`
			),
			'1\tblogname\tHarvest & Hearth\n2\tsiteurl\thttp://127.0.0.1\n'
		);
		assert.equal(
			mariadbQuery(
				KEY,
				`SELECT COUNT(*) FROM information_schema.statistics WHERE table_schema = '${ run }' AND table_name = 'wp_links';
SELECT COUNT(*) FROM information_schema.columns WHERE table_schema = '${ run }' AND table_name = 'wp_options';`
			),
			'1\n3\n'
		);
		assert.equal(
			mariadbQuery( KEY, `SELECT name FROM ${ run }.wp_terms;` ),
			'Recipes\n'
		);
		assert.deepEqual( listTables( KEY, run ), [
			'wp_links',
			'wp_options',
			'wp_terms',
		] );
		assert.equal(
			mariadbQuery(
				KEY,
				`INSERT INTO ${ run }.wp_options ( option_name, option_value ) VALUES ( 'next', '' ); SELECT LAST_INSERT_ID();
INSERT INTO ${ run }.wp_links ( link_url ) VALUES ( 'x' ); SELECT LAST_INSERT_ID();`
			),
			'3\n1\n'
		);
		// The snapshot itself is untouched.
		assert.equal(
			mariadbQuery(
				KEY,
				"SELECT option_value FROM snapshot.wp_options WHERE option_name = 'blogname';"
			).trim(),
			'Harvest & Hearth'
		);
	} );

	it( 'keeps its data across a restart, and a stop leaves no process and no listener', async () => {
		const pid = runningPid( KEY );
		assert.equal( await stopMariadb( KEY ), true );
		assert.equal( runningPid( KEY ), null );
		assert.equal( await canConnect( port ), false );
		assert.ok(
			! fs.existsSync( `/proc/${ pid }` ) ||
				/^\d+ \(.*\) Z/.test(
					fs.readFileSync( `/proc/${ pid }/stat`, 'utf8' )
				),
			'mariadbd has exited'
		);

		connection = startMariadb( { key: KEY, port } );
		assert.equal(
			mariadbQuery(
				KEY,
				"SELECT option_value FROM snapshot.wp_options WHERE option_name = 'blogname';"
			).trim(),
			'Harvest & Hearth'
		);
		assert.equal( asWordPress( connection, 'SELECT 1;' ).status, 0 );
		assert.equal( await stopMariadb( KEY ), true );
		assert.equal( await canConnect( port ), false );
	} );
} );
