/**
 * readme.txt in WordPress.org's plugin readme format, and saying what the code does: its header block and sections
 * parse, and "Requires at least", "Requires PHP", "Stable tag" and "Tested up to" match the plugin header, the version
 * gate in googlesitekit.php and the tools that check the code.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';

import { ROOT } from '../../bin/lib/paths.mjs';
import { PHP_VERSIONS } from '../../bin/lint/php-versions.mjs';
import { CORES, NEWEST, OLDEST } from '../../bin/lib/wp-cores.mjs';

// The newest WordPress the suites run (bin/lib/wp-cores.mjs): what readme.txt may claim to be tested up to.
const TESTED_UP_TO = NEWEST;
const HEADER_FIELDS = [
	'Contributors',
	'Tags',
	'Requires at least',
	'Tested up to',
	'Requires PHP',
	'Stable tag',
	'License',
	'License URI',
];
const REQUIRED_SECTIONS = [
	'Description',
	'Installation',
	'Frequently Asked Questions',
	'Changelog',
];
// The sections WordPress.org's readme parser knows, in its order.
const KNOWN_SECTIONS = [
	'Description',
	'Installation',
	'Frequently Asked Questions',
	'Screenshots',
	'Changelog',
	'Upgrade Notice',
];

/**
 * Parses a plugin readme: `=== Name ===`, `Field: value` lines, the short description, `== Section ==` blocks.
 *
 * @param {string} text readme.txt.
 * @return {{ name: string, fields: Object<string, string>, short: string, sections: Array<{ title: string, body: string }> }} Its parts.
 */
function parseReadme( text ) {
	const lines = text.replace( /\r\n/g, '\n' ).split( '\n' );
	const title = /^=== (.+) ===$/.exec( lines[ 0 ] );
	assert.ok( title, 'the first line is "=== Plugin Name ==="' );
	const fields = {};
	let i = 1;
	for ( ; i < lines.length && lines[ i ].trim() !== ''; i++ ) {
		const field = /^([A-Za-z ]+):\s*(.+)$/.exec( lines[ i ] );
		assert.ok( field, `header line "${ lines[ i ] }" is "Field: value"` );
		fields[ field[ 1 ] ] = field[ 2 ].trim();
	}
	const rest = lines.slice( i ).join( '\n' );
	const [ preamble, ...blocks ] = rest.split( /^== (.+) ==$/m );
	const sections = [];
	for ( let b = 0; b < blocks.length; b += 2 ) {
		sections.push( { title: blocks[ b ], body: blocks[ b + 1 ].trim() } );
	}
	return { name: title[ 1 ], fields, short: preamble.trim(), sections };
}

/**
 * The header fields of the main plugin file (` * Name: value` lines of its first comment).
 *
 * @param {string} php googlesitekit.php.
 * @return {Object<string, string>} Field => value.
 */
function pluginHeaders( php ) {
	const comment = php.slice( php.indexOf( '/**' ), php.indexOf( '*/' ) );
	return Object.fromEntries(
		[ ...comment.matchAll( /^ \* ([A-Za-z ]+):\s+(.+)$/gm ) ].map(
			( match ) => [ match[ 1 ], match[ 2 ].trim() ]
		)
	);
}

/**
 * The value of a define() in PHP source.
 *
 * @param {string} php  Source.
 * @param {string} name Constant.
 * @return {string|undefined} Its string value.
 */
const defined = ( php, name ) =>
	new RegExp( `define\\( '${ name }', '([^']+)' \\);` ).exec( php )?.[ 1 ];

describe( 'readme.txt', () => {
	let readme;
	let main;
	let headers;

	before( () => {
		readme = parseReadme(
			fs.readFileSync( path.join( ROOT, 'readme.txt' ), 'utf8' )
		);
		main = fs.readFileSync(
			path.join( ROOT, 'googlesitekit.php' ),
			'utf8'
		);
		headers = pluginHeaders( main );
	} );

	it( 'has the header block of a WordPress.org readme, named like the plugin', () => {
		assert.deepEqual( Object.keys( readme.fields ), HEADER_FIELDS );
		assert.equal( readme.name, headers[ 'Plugin Name' ] );
		assert.ok(
			readme.fields.Contributors.split( ',' ).every( ( user ) =>
				/^[a-z0-9_-]+$/.test( user.trim() )
			),
			'Contributors are WordPress.org user names'
		);
		const tags = readme.fields.Tags.split( ',' ).map( ( tag ) =>
			tag.trim()
		);
		assert.ok(
			tags.length >= 1 && tags.length <= 5,
			'1 to 5 tags (WordPress.org ignores the rest)'
		);
		assert.equal( readme.fields.License, headers.License );
		assert.equal(
			readme.fields[ 'License URI' ],
			headers[ 'License URI' ]
		);
	} );

	it( 'has a short description of at most 150 characters, without markup', () => {
		assert.ok( readme.short.length > 0, 'a short description' );
		assert.ok(
			readme.short.length <= 150,
			`${ readme.short.length } characters`
		);
		assert.ok( ! readme.short.includes( '\n' ), 'one paragraph' );
		assert.doesNotMatch( readme.short, /[<>*=#`[\]]/ );
	} );

	it( 'has the Description, Installation, FAQ and Changelog sections, known ones only, in order', () => {
		const titles = readme.sections.map( ( section ) => section.title );
		for ( const title of REQUIRED_SECTIONS ) {
			assert.ok( titles.includes( title ), title );
		}
		assert.deepEqual(
			titles,
			KNOWN_SECTIONS.filter( ( title ) => titles.includes( title ) )
		);
		for ( const section of readme.sections ) {
			assert.ok( section.body.length > 0, `${ section.title } is empty` );
		}
		const faq = readme.sections.find(
			( section ) => section.title === 'Frequently Asked Questions'
		);
		assert.match( faq.body, /^= .+ =$/m, 'questions are "= Question ="' );
	} );

	it( '"Requires at least" and "Requires PHP" match the plugin header and the version gate', () => {
		assert.equal(
			readme.fields[ 'Requires at least' ],
			headers[ 'Requires at least' ]
		);
		assert.equal(
			readme.fields[ 'Requires at least' ],
			defined( main, 'GOOGLESITEKIT_WP_MINIMUM' )
		);
		// The oldest core the suites run (PHPUnit runs on it).
		assert.equal( readme.fields[ 'Requires at least' ], OLDEST );
		assert.ok(
			CORES[ OLDEST ].version.startsWith( `${ OLDEST }.` ),
			CORES[ OLDEST ].version
		);
		assert.equal(
			readme.fields[ 'Requires PHP' ],
			headers[ 'Requires PHP' ]
		);
		assert.equal(
			readme.fields[ 'Requires PHP' ],
			defined( main, 'GOOGLESITEKIT_PHP_MINIMUM' )
		);
		// The oldest PHP the lint compiles every file with, and the one Composer and PHPStan assume.
		assert.equal( readme.fields[ 'Requires PHP' ], PHP_VERSIONS[ 0 ] );
		const composer = JSON.parse(
			fs.readFileSync( path.join( ROOT, 'composer.json' ), 'utf8' )
		);
		assert.equal(
			composer.require.php,
			`>=${ readme.fields[ 'Requires PHP' ] }`
		);
		const [ major, minor ] = readme.fields[ 'Requires PHP' ].split( '.' );
		assert.match(
			fs.readFileSync( path.join( ROOT, 'phpstan.neon.dist' ), 'utf8' ),
			new RegExp( `min: ${ major }${ minor.padStart( 2, '0' ) }00\\b` )
		);
	} );

	it( '"Stable tag" is the plugin version, with its changelog entry', () => {
		const version = readme.fields[ 'Stable tag' ];
		assert.equal( version, headers.Version );
		assert.equal( version, defined( main, 'GOOGLESITEKIT_VERSION' ) );
		const changelog = readme.sections.find(
			( section ) => section.title === 'Changelog'
		);
		assert.ok(
			changelog.body.includes( `= ${ version } =` ),
			`a "= ${ version } =" entry`
		);
	} );

	it( `"Tested up to" is WordPress ${ TESTED_UP_TO }`, () => {
		assert.equal( readme.fields[ 'Tested up to' ], TESTED_UP_TO );
	} );
} );
