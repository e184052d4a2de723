/**
 * The sniffs of WordPress.org's plugin review are on in phpcs.xml.dist, for the plugin's code: PHPCS (through
 * bin/lint/phpcs.mjs, as `npm run lint:php` runs it) reports each of them on a file that breaks them, kept in a
 * folder named includes/ as the plugin's classes are.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { runPhpcs } from '../../bin/lint/phpcs.mjs';

// One offence per line; written at run time, outside the project, so the project's own lint never meets it.
const OFFENCES = [
	[
		'WordPress.Security.EscapeOutput',
		"echo get_option( 'googlesitekit_name' );",
	],
	[
		'WordPress.Security.NonceVerification',
		"$googlesitekit_a = isset( $_POST['a'] ) ? sanitize_text_field( wp_unslash( $_POST['a'] ) ) : '';",
	],
	[
		'WordPress.Security.ValidatedSanitizedInput',
		"$googlesitekit_b = $_SERVER['HTTP_X_B'];",
	],
	[
		'WordPress.DB.PreparedSQL',
		'$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_id = $googlesitekit_b" );',
	],
	[
		'WordPress.DB.PreparedSQLPlaceholders',
		'$wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s AND option_id = %d", \'a\' ) );',
	],
	[
		'WordPress.DB.DirectDatabaseQuery',
		'$wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", \'b\' ) );',
	],
	[
		'WordPress.WP.AlternativeFunctions',
		"$googlesitekit_c = curl_init( 'https://example.org/' );",
	],
	[ 'WordPress.PHP.DevelopmentFunctions', "error_log( 'here' );" ],
	[
		'WordPress.PHP.DiscouragedPHPFunctions',
		"$googlesitekit_d = base64_decode( 'c2l0ZWtpdA==' );",
	],
	[
		'WordPress.PHP.RestrictedPHPFunctions',
		"$googlesitekit_e = create_function( '$a', 'return $a;' );",
	],
	[
		'Generic.PHP.ForbiddenFunctions',
		"$googlesitekit_f = shell_exec( 'ls' );",
	],
	[ 'Squiz.PHP.Eval', "eval( 'return 1;' );" ],
	[ 'Generic.PHP.BacktickOperator', '$googlesitekit_g = `ls`;' ],
];

describe( 'the review sniffs of phpcs.xml.dist', () => {
	let dir;
	let found;

	before( () => {
		dir = fs.mkdtempSync( path.join( os.tmpdir(), 'gsk-review-' ) );
		const file = path.join( dir, 'includes', 'offences.php' );
		fs.mkdirSync( path.dirname( file ) );
		fs.writeFileSync(
			file,
			[
				'<?php',
				'/**',
				' * Breaks one review rule per line.',
				' *',
				' * @package Google\\Site_Kit',
				' */',
				'',
				'global $wpdb;',
				...OFFENCES.map( ( [ , line ] ) => line ),
				'',
			].join( '\n' )
		);
		const { ok, output } = runPhpcs( [ '--report=json', file ], 'pipe' );
		assert.equal( ok, false, 'PHPCS fails on the file' );
		const report = JSON.parse( output.slice( output.indexOf( '{' ) ) );
		found = Object.values( report.files ).flatMap( ( { messages } ) =>
			messages.map( ( { source, line } ) => ( { source, line } ) )
		);
	} );
	after( () => fs.rmSync( dir, { recursive: true, force: true } ) );

	for ( const [ index, [ sniff ] ] of OFFENCES.entries() ) {
		it( `reports ${ sniff }`, () => {
			const line = 9 + index;
			assert.ok(
				found.some(
					( one ) =>
						one.line === line &&
						one.source.startsWith( sniff + '.' )
				),
				`${ sniff } on line ${ line }; found there: ${ found
					.filter( ( one ) => one.line === line )
					.map( ( one ) => one.source )
					.join( ', ' ) }`
			);
		} );
	}
} );
