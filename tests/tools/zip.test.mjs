/**
 * npm run zip: an installable plugin with only what a site needs.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { before, describe, it } from 'node:test';
import path from 'node:path';

import AdmZip from 'adm-zip';

import { ROOT } from '../../bin/lib/paths.mjs';

describe( 'the plugin zip', () => {
	let names;
	let zip;

	before( () => {
		execFileSync(
			process.execPath,
			[ path.join( ROOT, 'bin/zip.mjs' ), '--no-build' ],
			{ cwd: ROOT, stdio: 'pipe' }
		);
		zip = new AdmZip( path.join( ROOT, 'google-site-kit.zip' ) );
		names = zip.getEntries().map( ( entry ) => entry.entryName );
	} );

	it( 'holds the plugin in a google-site-kit folder with what WordPress needs to run it', () => {
		for ( const file of [
			'google-site-kit/googlesitekit.php',
			'google-site-kit/uninstall.php',
			'google-site-kit/readme.txt',
			'google-site-kit/includes/Plugin.php',
			'google-site-kit/includes/loader.php',
			'google-site-kit/vendor/autoload.php',
			'google-site-kit/assets/css/admin.css',
			'google-site-kit/dist/js/googlesitekit-main-dashboard.js',
			'google-site-kit/dist/js/googlesitekit-main-dashboard.asset.php',
			'google-site-kit/languages/google-site-kit.pot',
		] ) {
			assert.ok( names.includes( file ), file );
		}
		assert.ok(
			names.every( ( name ) => name.startsWith( 'google-site-kit/' ) )
		);
		// Code the dashboard loads on demand (the Change metrics panel).
		assert.ok(
			names.some( ( name ) =>
				/^google-site-kit\/dist\/js\/chunks\/key-metrics-panel\.[0-9a-f]+\.js$/.test(
					name
				)
			),
			'the key metrics panel chunk'
		);
	} );

	it( 'holds only what a site runs: the plugin PHP, the entry list, bundles, styles, images, translations, the autoloader', () => {
		const outside = names.filter(
			( name ) =>
				! /^google-site-kit\/(googlesitekit\.php|uninstall\.php|readme\.txt|includes\/.+\.php|includes\/Core\/Assets\/entries\.json|assets\/(css|images)\/.+|dist\/js\/.+|languages\/.+|vendor\/.+)$/.test(
					name
				) && ! name.endsWith( '/' )
		);
		assert.deepEqual( outside, [] );
	} );

	it( 'leaves out development files: tests, sources, tool configs, caches, dev packages', () => {
		const unwanted = names.filter(
			( name ) =>
				// TypeScript and JSX sources, source maps, Node scripts, PHP sources of other kinds.
				/\.(tsx?|jsx|map|mjs|cjs|po|neon|neon\.dist|xml\.dist|lock)$/.test(
					name
				) ||
				// Folders of tests, tools, sources and local sites.
				/\/(tests|tools|bin|docs|node_modules|\.wp|\.ci|\.git|\.phpstan-cache|build-zip|artifacts|assets\/js)\//.test(
					name
				) ||
				// Dotfiles and the project's manifests and tool configurations.
				/\/\.[^/]+$/.test( name ) ||
				/\/(package(-lock)?\.json|composer\.(json|lock)|phpunit\.xml(\.dist)?|phpcs\.xml(\.dist)?|phpstan\.neon(\.dist)?|tsconfig\.json|(webpack|babel|jest|eslint)\.config\.js|README\.md)$/.test(
					name
				)
		);
		assert.deepEqual( unwanted, [] );
	} );

	it( 'has no Composer package in vendor/, only the autoloader', () => {
		const vendor = names.filter(
			( name ) =>
				name.startsWith( 'google-site-kit/vendor/' ) &&
				! name.endsWith( '/' )
		);
		assert.ok( vendor.length > 0 );
		const packages = vendor.filter(
			( name ) =>
				! /^google-site-kit\/vendor\/(autoload\.php|composer\/[^/]+\.php|composer\/LICENSE)$/.test(
					name
				)
		);
		assert.deepEqual( packages, [] );
		// Nothing of the dev packages (PHPCS, WPCS, PHPStan, the stubs, WP-CLI) by name either.
		assert.deepEqual(
			vendor.filter( ( name ) =>
				/squizlabs|wp-coding-standards|phpstan|php-stubs|wp-cli|mustache/i.test(
					name
				)
			),
			[]
		);
	} );

	it( 'keeps the licence notes the bundles point to', () => {
		const bundles = names.filter( ( name ) =>
			/^google-site-kit\/dist\/js\/.+\.js$/.test( name )
		);
		const notes = bundles.flatMap( ( name ) => {
			const banner =
				/For license information please see (\S+\.LICENSE\.txt)/.exec(
					zip.readAsText( name ).slice( 0, 300 )
				);
			return banner
				? [ path.posix.join( path.posix.dirname( name ), banner[ 1 ] ) ]
				: [];
		} );
		assert.ok( notes.length > 0, 'some bundles carry third-party code' );
		assert.deepEqual(
			notes.filter( ( note ) => ! names.includes( note ) ),
			[]
		);
	} );

	it( 'ships an autoloader that maps the plugin classes and no test classes', () => {
		const classmap = zip.readAsText(
			'google-site-kit/vendor/composer/autoload_classmap.php'
		);
		assert.match( classmap, /Google\\\\Site_Kit\\\\Plugin/ );
		assert.doesNotMatch( classmap, /Google\\\\Site_Kit\\\\Tests/ );
	} );
} );
