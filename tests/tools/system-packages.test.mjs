/**
 * The scripts install the system packages they need with apt-get (as root, or through password-less sudo), and
 * without either say exactly which `sudo apt-get install` line to run. Every command here is a stand-in on PATH that
 * records its calls; apt-get's stand-in "installs" by creating the stand-ins of what it was asked for.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import {
	checkPhp,
	ensureSystemPackages,
	SystemPackagesError,
} from '../../bin/lib/system-packages.mjs';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

// The stand-in PHP answers the version/extension probe from two files beside it.
const FAKE_PHP = `#!/bin/sh
dir="\${0%/*}"
echo "$0 $*" >> "$dir/calls.log"
printf '%s\\n' "$(/bin/cat "$dir/php-version")"
[ -f "$dir/php-missing" ] && printf '%s' "$(/bin/cat "$dir/php-missing")"
exit 0
`;

// The stand-in Python imports aiosmtpd once python3-aiosmtpd was "installed".
const FAKE_PYTHON = `#!/bin/sh
dir="\${0%/*}"
echo "python3 $*" >> "$dir/calls.log"
[ -f "$dir/aiosmtpd" ]
`;

const FAKE_TOOL = `#!/bin/sh
echo "$0 $*" >> "\${0%/*}/calls.log"
`;

// apt-get install <packages>: creates what each package provides.
const FAKE_APT_GET = `#!/bin/sh
dir="\${0%/*}"
echo "apt-get $* DEBIAN_FRONTEND=$DEBIAN_FRONTEND" >> "$dir/calls.log"
[ "$1" = install ] || exit 0
for pkg in "$@"; do
	case "$pkg" in
		php*-cli) /bin/cp "$dir/.php" "$dir/php"; echo 8.2 > "$dir/php-version" ;;
		php*-*) : > "$dir/php-missing" ;;
		composer|phpunit) /bin/cp "$dir/.tool" "$dir/$pkg" ;;
		chromium) /bin/cp "$dir/.tool" "$dir/chromium" ;;
		mariadb-server) /bin/cp "$dir/.tool" "$dir/mariadb-install-db"; /bin/cp "$dir/.tool" "$dir/mariadb" ;;
		redis-server) /bin/cp "$dir/.tool" "$dir/redis-server" ;;
		python3-aiosmtpd) /bin/cp "$dir/.python3" "$dir/python3"; : > "$dir/aiosmtpd" ;;
	esac
done
`;

// sudo -n true succeeds when allowed; sudo -n env VAR=value cmd … runs cmd with VAR set.
const FAKE_SUDO = `#!/bin/sh
dir="\${0%/*}"
echo "sudo $*" >> "$dir/calls.log"
[ -f "$dir/sudo-allowed" ] || exit 1
[ "$1" = -n ] && shift
[ "$1" = true ] && exit 0
[ "$1" = env ] && shift
while [ "\${1#*=}" != "$1" ]; do export "$1"; shift; done
exec "$@"
`;

let bin;

/**
 * A folder of stand-ins, the only thing on PATH.
 *
 * @param {Object}   options           What the machine has.
 * @param {string[]} options.have      Commands present: php, composer, phpunit, chromium, apt-get, sudo,
 *                                     mariadb-install-db, mariadb, redis-server, python3 (without aiosmtpd).
 * @param {string}   [options.version] PHP version.
 * @param {string[]} [options.missing] PHP extensions missing.
 * @param {boolean}  [options.sudoOk]  Whether sudo works without a password.
 * @return {Object} The environment to pass.
 */
function machine( { have, version = '8.2', missing = [], sudoOk = false } ) {
	const write = ( name, text ) =>
		fs.writeFileSync( path.join( bin, name ), text, { mode: 0o755 } );
	write( '.php', FAKE_PHP );
	write( '.tool', FAKE_TOOL );
	write( '.python3', FAKE_PYTHON );
	fs.writeFileSync( path.join( bin, 'php-version' ), version );
	fs.writeFileSync( path.join( bin, 'php-missing' ), missing.join( ',' ) );
	fs.writeFileSync( path.join( bin, 'calls.log' ), '' );
	if ( sudoOk ) {
		fs.writeFileSync( path.join( bin, 'sudo-allowed' ), '' );
	}
	for ( const name of have ) {
		if ( name === 'php' ) {
			write( 'php', FAKE_PHP );
		} else if ( name === 'apt-get' ) {
			write( 'apt-get', FAKE_APT_GET );
		} else if ( name === 'sudo' ) {
			write( 'sudo', FAKE_SUDO );
		} else if ( name === 'python3' ) {
			write( 'python3', FAKE_PYTHON );
		} else {
			write( name, FAKE_TOOL );
		}
	}
	return {
		PATH: bin,
		CHROMIUM_PATH: path.join( bin, 'chromium' ),
		SMTP_PYTHON: 'python3',
	};
}

const calls = () =>
	fs
		.readFileSync( path.join( bin, 'calls.log' ), 'utf8' )
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => line.replace( `${ bin }/`, '' ) );

const aptCalls = () =>
	calls().filter( ( line ) => line.startsWith( 'apt-get' ) );

beforeEach( () => {
	bin = fs.mkdtempSync( path.join( os.tmpdir(), 'sitekit-packages-' ) );
} );
afterEach( () => {
	fs.rmSync( bin, { recursive: true, force: true } );
} );

describe( 'ensureSystemPackages', () => {
	it( 'installs what is missing with apt-get as root, after an update, and says what it installs', () => {
		const env = machine( { have: [ 'apt-get', 'composer' ] } );
		const log = [];
		const installed = ensureSystemPackages(
			[ 'php', 'composer', 'phpunit', 'chromium' ],
			{ env, uid: 0, log: ( line ) => log.push( line ) }
		);
		const packages =
			'php8.2-cli php8.2-sqlite3 php8.2-curl php8.2-xml php8.2-mbstring php8.2-intl phpunit chromium';
		assert.equal( installed.join( ' ' ), packages );
		assert.deepEqual( aptCalls(), [
			'apt-get update -qq DEBIAN_FRONTEND=noninteractive',
			`apt-get install -y -qq ${ packages } DEBIAN_FRONTEND=noninteractive`,
		] );
		assert.match(
			log.join( '\n' ),
			new RegExp( `Installing system packages: ${ packages }$` )
		);
		assert.match( log.join( '\n' ), /PHP 8\.1 or newer was not found/ );
		// What was installed is now found: PHP answered the second probe.
		assert.equal( checkPhp( env ).version, '8.2' );
	} );

	it( 'installs only the packages of the missing PHP extensions, for the PHP version present', () => {
		const env = machine( {
			have: [ 'apt-get', 'php', 'composer' ],
			version: '8.3',
			missing: [ 'pdo_sqlite', 'dom' ],
		} );
		ensureSystemPackages( [ 'php', 'composer' ], {
			env,
			uid: 0,
			log: () => {},
		} );
		assert.equal(
			aptCalls()[ 1 ],
			'apt-get install -y -qq php8.3-sqlite3 php8.3-xml DEBIAN_FRONTEND=noninteractive'
		);
	} );

	it( 'goes through sudo when not root and sudo needs no password', () => {
		const env = machine( {
			have: [ 'apt-get', 'sudo', 'php' ],
			sudoOk: true,
		} );
		const log = [];
		ensureSystemPackages( [ 'php', 'composer' ], {
			env,
			uid: 1000,
			log: ( line ) => log.push( line ),
		} );
		assert.deepEqual(
			calls().filter( ( line ) => line.startsWith( 'sudo' ) ),
			[
				'sudo -n true',
				'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get update -qq',
				'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq composer',
			]
		);
		assert.deepEqual( aptCalls().slice( -2 ), [
			'apt-get update -qq DEBIAN_FRONTEND=noninteractive',
			'apt-get install -y -qq composer DEBIAN_FRONTEND=noninteractive',
		] );
		assert.match(
			log.join( '\n' ),
			/Installing system packages with sudo: composer/
		);
		assert.ok( fs.existsSync( path.join( bin, 'composer' ) ) );
	} );

	it( 'without root or password-less sudo, fails with the exact apt-get line and installs nothing', () => {
		const env = machine( {
			have: [ 'apt-get', 'sudo', 'php' ],
			missing: [ 'intl' ],
			sudoOk: false,
		} );
		assert.throws(
			() =>
				ensureSystemPackages( [ 'php', 'composer', 'phpunit' ], {
					env,
					uid: 1000,
					log: () => {},
				} ),
			( error ) => {
				assert.ok( error instanceof SystemPackagesError );
				assert.match(
					error.message,
					/PHP 8\.2 is missing the extension\(s\): intl\.\nComposer was not found\.\nPHPUnit was not found\./
				);
				assert.match(
					error.message,
					/\n {2}sudo apt-get update && sudo apt-get install -y php8\.2-intl composer phpunit$/
				);
				return true;
			}
		);
		assert.deepEqual( aptCalls(), [] );
		assert.deepEqual(
			calls().filter( ( line ) => line.startsWith( 'sudo' ) ),
			[ 'sudo -n true' ]
		);
	} );

	it( 'without sudo at all, fails with the exact apt-get line', () => {
		const env = machine( { have: [ 'apt-get', 'php', 'composer' ] } );
		assert.throws(
			() =>
				ensureSystemPackages( [ 'chromium' ], {
					env,
					uid: 1000,
					log: () => {},
				} ),
			/Chromium was not found at .*chromium\.\n.*\n {2}sudo apt-get update && sudo apt-get install -y chromium$/
		);
		assert.deepEqual( aptCalls(), [] );
	} );

	it( 'calls no apt-get when nothing is missing', () => {
		const env = machine( {
			have: [
				'apt-get',
				'sudo',
				'php',
				'composer',
				'phpunit',
				'chromium',
			],
			sudoOk: true,
		} );
		const installed = ensureSystemPackages(
			[ 'php', 'composer', 'phpunit', 'chromium' ],
			{ env, uid: 0, log: () => assert.fail( 'nothing to say' ) }
		);
		assert.deepEqual( installed, [] );
		assert.deepEqual( aptCalls(), [] );
		assert.deepEqual(
			calls().filter( ( line ) => line.startsWith( 'sudo' ) ),
			[]
		);
	} );

	it( 'refuses a PHP older than 8.1 and installs PHP 8.2', () => {
		const env = machine( {
			have: [ 'apt-get', 'php' ],
			version: '7.4',
		} );
		assert.throws(
			() =>
				ensureSystemPackages( [ 'php' ], {
					env,
					uid: 1000,
					log: () => {},
				} ),
			/Site Kit needs PHP 8\.1 or newer; "php" is PHP 7\.4[\s\S]*install -y php8\.2-cli php8\.2-sqlite3/
		);
	} );

	it( "DB=mariadb: installs MariaDB and PHP's mysqli only when asked for, for the PHP present", () => {
		const env = machine( {
			have: [ 'apt-get', 'php', 'composer' ],
			version: '8.3',
			missing: [ 'mysqli', 'redis' ],
		} );
		// SQLite sites need neither.
		assert.deepEqual(
			ensureSystemPackages( [ 'php', 'composer' ], {
				env,
				uid: 0,
				log: () => assert.fail( 'nothing to install' ),
			} ),
			[]
		);
		const log = [];
		const installed = ensureSystemPackages( [ 'php', 'mariadb' ], {
			env,
			uid: 0,
			log: ( line ) => log.push( line ),
		} );
		assert.deepEqual( installed, [ 'mariadb-server', 'php8.3-mysql' ] );
		assert.equal(
			aptCalls()[ 1 ],
			'apt-get install -y -qq mariadb-server php8.3-mysql DEBIAN_FRONTEND=noninteractive'
		);
		assert.match(
			log.join( '\n' ),
			/MariaDB was not found\.\nPHP 8\.3 is missing the extension\(s\): mysqli/
		);
		assert.ok( fs.existsSync( path.join( bin, 'mariadb-install-db' ) ) );
	} );

	it( "redis: installs the Redis server and PHP's redis extension", () => {
		const env = machine( {
			have: [ 'apt-get', 'php', 'mariadb-install-db', 'mariadb' ],
			missing: [ 'redis' ],
		} );
		assert.deepEqual(
			ensureSystemPackages( [ 'mariadb', 'redis' ], {
				env,
				uid: 0,
				log: () => {},
			} ),
			[ 'redis-server', 'php8.2-redis' ]
		);
		assert.ok( fs.existsSync( path.join( bin, 'redis-server' ) ) );
	} );

	it( "smtp: installs Debian's python3-aiosmtpd when Python cannot import aiosmtpd, with or without Python", () => {
		const withPython = machine( { have: [ 'apt-get', 'python3' ] } );
		const log = [];
		assert.deepEqual(
			ensureSystemPackages( [ 'smtp' ], {
				env: withPython,
				uid: 0,
				log: ( line ) => log.push( line ),
			} ),
			[ 'python3-aiosmtpd' ]
		);
		assert.match( log.join( '\n' ), /Python's aiosmtpd .* was not found/ );
		assert.ok( calls().includes( 'python3 -c import aiosmtpd' ) );
		// Found now: nothing more to install.
		assert.deepEqual(
			ensureSystemPackages( [ 'smtp' ], {
				env: withPython,
				uid: 0,
				log: () => assert.fail( 'nothing to install' ),
			} ),
			[]
		);

		fs.rmSync( bin, { recursive: true, force: true } );
		fs.mkdirSync( bin );
		assert.throws(
			() =>
				ensureSystemPackages( [ 'smtp' ], {
					env: machine( { have: [ 'apt-get' ] } ),
					uid: 1000,
					log: () => {},
				} ),
			/Python 3 \(for the SMTP server that catches the mail\) was not found\.\n[\s\S]*sudo apt-get install -y python3-aiosmtpd$/
		);
	} );

	it( 'without PHP, names the extension packages of the PHP the "php" requirement installs', () => {
		const env = machine( { have: [ 'apt-get' ] } );
		assert.throws(
			() =>
				ensureSystemPackages( [ 'php', 'mariadb' ], {
					env,
					uid: 1000,
					log: () => {},
				} ),
			/sudo apt-get install -y php8\.2-cli php8\.2-sqlite3 php8\.2-curl php8\.2-xml php8\.2-mbstring php8\.2-intl mariadb-server php8\.2-mysql$/
		);
	} );

	it( 'accepts the PHP of this machine', () => {
		assert.match( checkPhp().version, /^8\.\d+$/ );
	} );
} );

describe( 'npm postinstall (bin/composer-autoload.mjs)', () => {
	it( 'runs composer install once PHP and Composer are there, without apt-get', () => {
		const env = machine( {
			have: [ 'apt-get', 'php', 'composer' ],
		} );
		const result = spawnSync(
			process.execPath,
			[ path.join( ROOT, 'bin/composer-autoload.mjs' ) ],
			{ cwd: bin, env, encoding: 'utf8' }
		);
		assert.equal( result.status, 0, result.stderr );
		assert.deepEqual( aptCalls(), [] );
		assert.deepEqual(
			calls().filter( ( line ) => line.startsWith( 'composer' ) ),
			[ 'composer install --no-interaction --no-progress' ]
		);
	} );

	it( 'stops npm ci with the apt-get line when Composer is missing and cannot be installed', () => {
		const env = machine( { have: [ 'php' ] } );
		const result = spawnSync(
			process.execPath,
			[ path.join( ROOT, 'bin/composer-autoload.mjs' ) ],
			{ cwd: bin, env, encoding: 'utf8' }
		);
		assert.equal( result.status, 1 );
		assert.match(
			result.stderr,
			/Composer was not found\.[\s\S]*sudo apt-get update && sudo apt-get install -y composer\n/
		);
		assert.deepEqual(
			calls().filter( ( line ) => line.startsWith( 'composer' ) ),
			[]
		);
	} );
} );
