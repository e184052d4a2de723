/**
 * npm run zip: an installable plugin with only what a site needs.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { before, describe, it } from 'node:test';
import path from 'node:path';

import AdmZip from 'adm-zip';

import { ROOT } from '../../bin/lib/wordpress.mjs';

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

	it( 'leaves out tests, TypeScript sources, tools, node_modules and dev packages', () => {
		const unwanted = names.filter(
			( name ) =>
				/\.(tsx?|map|mjs)$/.test( name ) ||
				/\/(tests|tools|bin|node_modules|\.wp)\//.test( name ) ||
				/\/vendor\/(squizlabs|wp-coding-standards)\//.test( name ) ||
				/\/(package(-lock)?\.json|composer\.json|phpunit\.xml\.dist|phpcs\.xml\.dist|webpack\.config\.js)$/.test(
					name
				)
		);
		assert.deepEqual( unwanted, [] );
	} );

	it( 'ships an autoloader that maps the plugin classes and no test classes', () => {
		const classmap = zip.readAsText(
			'google-site-kit/vendor/composer/autoload_classmap.php'
		);
		assert.match( classmap, /Google\\\\Site_Kit\\\\Plugin/ );
		assert.doesNotMatch( classmap, /Google\\\\Site_Kit\\\\Tests/ );
	} );
} );
