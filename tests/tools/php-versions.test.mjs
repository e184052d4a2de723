/**
 * The parse check of `npm run lint:php` (bin/lint/php-versions.mjs): real PHP 8.1–8.5 interpreters (php-wasm)
 * refuse what their version does not have, and a compile-time deprecation fails too.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { parseCheck, PHP_VERSIONS } from '../../bin/lint/php-versions.mjs';

// Written at run time, outside the project, so the lint of the project itself never meets them.
const SOURCES = {
	// PHP 8.3: typed class constants.
	'typed-constant.php':
		"<?php\nfinal class Sample {\n\tpublic const string NAME = 'sample';\n}\n",
	// PHP 8.4: property hooks.
	'property-hook.php':
		"<?php\nfinal class Sample {\n\tpublic string $name {\n\t\tget => 'sample';\n\t}\n}\n",
	// Fine on 8.1, deprecated since 8.4 (an implicitly nullable parameter).
	'implicit-nullable.php':
		'<?php\nfunction sample( string $name = null ): string {\n\treturn (string) $name;\n}\n',
	// PHP 8.1 code every version compiles: an enum, readonly promoted properties, first-class callables.
	'php81.php':
		"<?php\nenum Kind: string {\n\tcase A = 'a';\n}\nfinal class Sample {\n\tpublic function __construct( public readonly Kind $kind ) {}\n\tpublic function name(): string {\n\t\treturn ( strtoupper( ... ) )( $this->kind->value );\n\t}\n}\n",
	// Parses, but PHP refuses to compile it.
	'compile-error.php': '<?php\nfunction sample(): void {\n\tbreak;\n}\n',
};

describe( 'the PHP 8.1–8.5 parse check', () => {
	let dir;
	const file = ( name ) => path.join( dir, name );
	const problemsOf = ( result, name ) =>
		result.problems.filter( ( problem ) => problem.file === file( name ) );

	before( () => {
		dir = fs.mkdtempSync( path.join( os.tmpdir(), 'gsk-php-versions-' ) );
		for ( const [ name, source ] of Object.entries( SOURCES ) ) {
			fs.writeFileSync( file( name ), source );
		}
	} );
	after( () => fs.rmSync( dir, { recursive: true, force: true } ) );

	it( 'covers PHP 8.1 to 8.5', () => {
		assert.deepEqual( PHP_VERSIONS, [ '8.1', '8.2', '8.3', '8.4', '8.5' ] );
	} );

	it( 'PHP 8.1 rejects syntax from 8.3 and 8.4, at its line, and accepts 8.1 code', async () => {
		const result = await parseCheck(
			Object.keys( SOURCES ).map( file ),
			'8.1'
		);
		assert.match( result.version, /^8\.1\.\d+$/ );
		assert.equal( result.checked, 5 );
		const [ constant ] = problemsOf( result, 'typed-constant.php' );
		assert.equal( constant.line, 3 );
		assert.match( constant.message, /^Parse error: syntax error/ );
		const [ hook ] = problemsOf( result, 'property-hook.php' );
		assert.equal( hook.line, 3 );
		assert.match( hook.message, /^Parse error: syntax error/ );
		assert.deepEqual( problemsOf( result, 'php81.php' ), [] );
		assert.deepEqual( problemsOf( result, 'implicit-nullable.php' ), [] );
		assert.match(
			problemsOf( result, 'compile-error.php' )[ 0 ].message,
			/'break' not in the 'loop' or 'switch' context/
		);
	} );

	it( 'PHP 8.3 accepts the typed constant, PHP 8.4 the property hook too', async () => {
		const on83 = await parseCheck(
			[ file( 'typed-constant.php' ), file( 'property-hook.php' ) ],
			'8.3'
		);
		assert.deepEqual( problemsOf( on83, 'typed-constant.php' ), [] );
		assert.equal( problemsOf( on83, 'property-hook.php' ).length, 1 );
		const on84 = await parseCheck(
			[ file( 'typed-constant.php' ), file( 'property-hook.php' ) ],
			'8.4'
		);
		assert.match( on84.version, /^8\.4\.\d+$/ );
		assert.deepEqual( on84.problems, [] );
	} );

	it( 'a deprecation at compile time fails on the version that deprecates it', async () => {
		const result = await parseCheck(
			[ file( 'implicit-nullable.php' ), file( 'php81.php' ) ],
			'8.5'
		);
		assert.match( result.version, /^8\.5\.\d+$/ );
		assert.deepEqual(
			result.problems.map( ( { file: name, line } ) => [ name, line ] ),
			[ [ file( 'implicit-nullable.php' ), 2 ] ]
		);
		assert.match(
			result.problems[ 0 ].message,
			/Implicitly marking parameter \$name as nullable is deprecated/
		);
	} );
} );
