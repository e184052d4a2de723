/**
 * Translations: bin/make-pot.mjs finds every string of the PHP and the scripts, and
 * bin/i18n/compile.mjs turns a translated .po into the .mo and the per-script JSON
 * files WordPress loads.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';

import { ROOT } from '../../bin/lib/paths.mjs';
import { compile } from '../../bin/i18n/compile.mjs';
import { readMo } from '../../bin/i18n/mo.mjs';
import { parsePo } from '../../bin/i18n/po.mjs';
import { makePot } from '../../bin/make-pot.mjs';

const FIXTURE = path.join( ROOT, 'tests/tools/fixtures/i18n-plugin' );

/**
 * Finds one entry of a catalogue.
 *
 * @param {Object[]} entries   Entries.
 * @param {string}   msgid     msgid.
 * @param {string}   [context] msgctxt.
 * @return {Object|undefined} The entry.
 */
const find = ( entries, msgid, context ) =>
	entries.find( ( e ) => e.msgid === msgid && e.context === context );

describe( 'make-pot on a small plugin', () => {
	let pot;
	let entries;
	let headers;
	const warnings = [];

	before( () => {
		pot = makePot( FIXTURE, ( message ) => warnings.push( message ) );
		( { entries, headers } = parsePo( pot ) );
	} );

	it( 'writes the header of the google-site-kit domain with the plugin name and version', () => {
		assert.equal( headers[ 'Project-Id-Version' ], 'Fixture Kit 1.2.3' );
		assert.equal( headers[ 'X-Domain' ], 'google-site-kit' );
		assert.equal( headers[ 'Content-Type' ], 'text/plain; charset=UTF-8' );
	} );

	it( 'translates the plugin header', () => {
		assert.deepEqual( find( entries, 'Fixture Kit' ).comments, [
			'Plugin Name of the plugin',
		] );
		assert.deepEqual(
			find( entries, 'A plugin the extractor tests read.' ).comments,
			[ 'Description of the plugin' ]
		);
	} );

	it( 'finds every PHP gettext function, with references and decoded strings', () => {
		assert.deepEqual( find( entries, 'Echoed' ).references, [
			'includes/Sample.php:10',
			'includes/Sample.php:25',
		] );
		assert.ok( find( entries, 'Double "quoted"\tand tabbed' ) );
		assert.ok( find( entries, "It's an attribute" ) );
		assert.ok( find( entries, 'Echoed with context', 'a context' ) );
		assert.ok( find( entries, 'Joined literals' ) );
		assert.ok( find( entries, 'Line one\nLine two' ) );
		assert.match( pot, /msgid ""\n"Line one\\n"\n"Line two"/ );
	} );

	it( 'keeps one entry per context', () => {
		assert.deepEqual( find( entries, 'Post', 'noun' ).references, [
			'includes/Sample.php:13',
		] );
		assert.deepEqual( find( entries, 'Post', 'verb' ).references, [
			'includes/Sample.php:14',
			'assets/js/entries/demo.tsx:9',
		] );
		assert.equal( find( entries, 'Post' ), undefined );
	} );

	it( 'writes plurals, from PHP and TSX, with their context', () => {
		assert.equal( find( entries, '%d page' ).plural, '%d pages' );
		assert.equal(
			find( entries, 'One file', 'attachments' ).plural,
			'Many files'
		);
		assert.equal( find( entries, 'One noop' ).plural, 'Many noops' );
		assert.equal( find( entries, 'One visit' ).plural, '%d visits' );
		assert.equal(
			find( entries, '%d comment', 'noun' ).plural,
			'%d comments'
		);
		assert.match(
			pot,
			/msgid "One visit"\nmsgid_plural "%d visits"\nmsgstr\[0\] ""\nmsgstr\[1\] ""/
		);
	} );

	it( 'keeps translators comments of PHP and scripts, block or line comments', () => {
		assert.deepEqual( find( entries, 'Needs PHP %s.' ).comments, [
			'translators: %s: PHP version',
		] );
		assert.deepEqual( find( entries, '%d page' ).comments, [
			'translators: %d: number of pages',
		] );
		assert.deepEqual( find( entries, 'Welcome to %s' ).comments, [
			'translators: %s: site name',
		] );
		assert.deepEqual( find( entries, '%d comment', 'noun' ).comments, [
			'translators: %d: number of comments',
		] );
		assert.deepEqual( find( entries, 'Widget title' ).comments, [] );
		assert.match(
			pot,
			/#\. translators: %s: site name\n#: assets\/js\/entries\/demo.tsx:16\n#, javascript-format\nmsgid "Welcome to %s"/
		);
		assert.match( pot, /#, php-format\nmsgid "%d page"/ );
	} );

	it( 'reads @wordpress/i18n imports, aliases included, and joined literals', () => {
		assert.ok( find( entries, 'Demo title' ) );
		assert.ok( find( entries, 'Template joined' ) );
	} );

	it( 'leaves out other domains, methods, non-literals and tests', () => {
		for ( const msgid of [
			'WordPress string',
			'Other plugin',
			'A method',
			'A static method',
			'Core string',
			'Other domain',
			'Only in a test',
		] ) {
			assert.equal( find( entries, msgid ), undefined, msgid );
		}
		assert.deepEqual( warnings, [
			'includes/Sample.php:30: the msgid is not a literal string',
		] );
	} );
} );

describe( 'compiling a translation', () => {
	let out;
	let files;

	before( () => {
		out = fs.mkdtempSync( path.join( os.tmpdir(), 'sitekit-i18n-' ) );
		( { files } = compile( path.join( FIXTURE, 'de_DE.po' ), out, {
			root: FIXTURE,
			scripts: [ 'demo' ],
		} ) );
	} );

	it( 'writes a .mo with the translated strings, contexts and plural forms', () => {
		const mo = readMo(
			fs.readFileSync( path.join( out, 'google-site-kit-de_DE.mo' ) )
		);
		assert.equal( mo.get( 'Echoed' ), 'Ausgegeben' );
		assert.equal( mo.get( 'verb\u0004Post' ), 'Veröffentlichen' );
		assert.equal( mo.get( 'Widget title' ), 'Widget-Titel' );
		assert.equal(
			mo.get( 'One visit\u0000%d visits' ),
			'Ein Besuch\u0000%d Besuche'
		);
		assert.match( mo.get( '' ), /^Language: de_DE$/m );
		assert.equal( mo.has( 'Demo title' ), false, 'untranslated' );
	} );

	it( 'writes the Jed JSON load_script_textdomain() looks for, with the strings the script bundles', () => {
		const name = `google-site-kit-de_DE-${ createHash( 'md5' )
			.update( 'dist/js/googlesitekit-demo.js' )
			.digest( 'hex' ) }.json`;
		assert.deepEqual(
			files.map( ( file ) => path.basename( file ) ).sort(),
			[ 'google-site-kit-de_DE.mo', name ].sort()
		);
		const json = JSON.parse(
			fs.readFileSync( path.join( out, name ), 'utf8' )
		);
		const messages = json.locale_data.messages;
		assert.equal( messages[ '' ].lang, 'de_DE' );
		assert.equal(
			messages[ '' ][ 'plural-forms' ],
			'nplurals=2; plural=(n != 1);'
		);
		assert.deepEqual( messages[ 'Widget title' ], [ 'Widget-Titel' ] );
		assert.deepEqual( messages[ 'verb\u0004Post' ], [ 'Veröffentlichen' ] );
		assert.deepEqual( messages[ 'One visit' ], [
			'Ein Besuch',
			'%d Besuche',
		] );
		// A PHP-only string, a string of a file no entry imports, an empty translation.
		assert.equal( messages.Echoed, undefined );
		assert.equal( messages[ 'Unused string' ], undefined );
		assert.equal( messages[ 'Demo title' ], undefined );
	} );
} );

describe( 'the plugin’s .pot (npm run build)', () => {
	let entries;

	before( () => {
		( { entries } = parsePo(
			fs.readFileSync(
				path.join( ROOT, 'languages/google-site-kit.pot' ),
				'utf8'
			)
		) );
	} );

	it( 'holds the plugin header and PHP strings, contexts and translators comments', () => {
		assert.deepEqual( find( entries, 'Site Kit' ).comments, [
			'Plugin Name of the plugin',
		] );
		assert.ok(
			find( entries, 'Site Kit Summary' ).references.some( ( ref ) =>
				ref.startsWith( 'includes/Core/Admin/WP_Dashboard_Widget.php:' )
			)
		);
		assert.ok( find( entries, 'Search Console', 'Service name' ) );
		assert.deepEqual(
			find( entries, '%1$s is not a setting of %2$s.' ).comments,
			[ 'translators: 1: setting name, 2: module name' ]
		);
	} );

	it( 'holds the strings of the TSX screens with their translators comments', () => {
		assert.ok(
			find( entries, 'Connected Services' ).references.some( ( ref ) =>
				ref.startsWith( 'assets/js/components/Settings/' )
			)
		);
		assert.ok( find( entries, 'Traffic' ) );
		const withComment = entries.filter(
			( e ) =>
				e.references.some( ( ref ) => /\.tsx:\d+$/.test( ref ) ) &&
				e.comments.some( ( c ) => c.startsWith( 'translators:' ) )
		);
		assert.ok( withComment.length > 10, `${ withComment.length }` );
	} );

	it( 'has no string of the tests', () => {
		assert.equal(
			entries.filter( ( e ) =>
				e.references.some( ( ref ) => /\/test\//.test( ref ) )
			).length,
			0
		);
	} );
} );
