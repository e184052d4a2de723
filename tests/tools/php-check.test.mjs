/**
 * When PHP or an extension is missing, the scripts say so with the exact apt-get line.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';

import { checkPhp, PhpSetupError } from '../../bin/lib/php.mjs';

/**
 * Writes a stand-in "php" that answers the probe like a PHP with some extensions missing.
 *
 * @param {string} version Version to report.
 * @param {string} missing Comma-separated missing extensions.
 * @return {string} Its path.
 */
function fakePhp( version, missing ) {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'fakephp-' ) );
	const file = path.join( dir, 'php' );
	fs.writeFileSync(
		file,
		`#!/bin/sh\nprintf '%s\\n%s' '${ version }' '${ missing }'\n`,
		{ mode: 0o755 }
	);
	return file;
}

describe( 'checkPhp', () => {
	const original = process.env.PHP_BINARY;
	afterEach( () => {
		if ( original === undefined ) {
			delete process.env.PHP_BINARY;
		} else {
			process.env.PHP_BINARY = original;
		}
	} );

	it( 'accepts the PHP of this machine', () => {
		delete process.env.PHP_BINARY;
		const { version } = checkPhp();
		assert.match( version, /^8\.\d+$/ );
	} );

	it( 'names the missing extensions and the apt-get line that installs them', () => {
		process.env.PHP_BINARY = fakePhp( '8.2', 'pdo_sqlite,intl' );
		assert.throws( checkPhp, ( error ) => {
			assert.ok( error instanceof PhpSetupError );
			assert.match(
				error.message,
				/missing the extension\(s\): pdo_sqlite, intl/
			);
			assert.match(
				error.message,
				/sudo apt-get update && sudo apt-get install -y php8\.2-sqlite3 php8\.2-intl$/
			);
			return true;
		} );
	} );

	it( 'refuses a PHP older than 8.1', () => {
		process.env.PHP_BINARY = fakePhp( '7.4', '' );
		assert.throws(
			checkPhp,
			/Site Kit needs PHP 8\.1 or newer; .* is PHP 7\.4/
		);
	} );

	it( 'says how to install PHP when there is none', () => {
		process.env.PHP_BINARY = '/nonexistent/php';
		assert.throws(
			checkPhp,
			/PHP 8\.1 or newer was not found[\s\S]*apt-get install -y php8\.2-cli php8\.2-sqlite3/
		);
	} );
} );
