/**
 * What the build produces: one bundle per screen, React and @wordpress/* left to WordPress.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';

import { ROOT } from '../../bin/lib/paths.mjs';

const require = ( await import( 'node:module' ) ).createRequire(
	import.meta.url
);
const { ENTRIES } = require( '../../webpack.config.js' );
const DIST = path.join( ROOT, 'dist/js' );

/**
 * Reads an entry's .asset.php through PHP.
 *
 * @param {string} entry Entry name.
 * @return {{dependencies: string[], version: string}} The asset data.
 */
function assetInfo( entry ) {
	const file = path.join( DIST, `googlesitekit-${ entry }.asset.php` );
	return JSON.parse(
		execFileSync(
			'php',
			[
				'-r',
				`echo json_encode( require ${ JSON.stringify( file ) } );`,
			],
			{ encoding: 'utf8' }
		)
	);
}

describe( 'the built bundles', () => {
	it( 'has one bundle and one .asset.php per screen', () => {
		assert.deepEqual( ENTRIES.slice().sort(), [
			'activation',
			'adminbar',
			'block-editor',
			'entity-dashboard',
			'main-dashboard',
			'network-overview',
			'posts-list',
			'settings',
			'splash',
			'user-input',
			'wp-dashboard',
		] );
		for ( const entry of ENTRIES ) {
			assert.ok(
				fs.existsSync(
					path.join( DIST, `googlesitekit-${ entry }.js` )
				),
				`${ entry }.js`
			);
			const info = assetInfo( entry );
			assert.match( info.version, /^[0-9a-f]{20}$/ );
		}
	} );

	it( 'leaves React and @wordpress/* to WordPress: the dashboard bundle lists them as dependencies and contains none of their code', () => {
		const info = assetInfo( 'main-dashboard' );
		assert.ok(
			info.dependencies.includes( 'wp-element' ),
			'wp-element is a dependency'
		);
		assert.ok(
			info.dependencies.includes( 'wp-i18n' ),
			'wp-i18n is a dependency'
		);

		const code = fs.readFileSync(
			path.join( DIST, 'googlesitekit-main-dashboard.js' ),
			'utf8'
		);
		assert.match(
			code,
			/window\.wp\.element/,
			'reads @wordpress/element from the page'
		);
		assert.match(
			code,
			/window\.wp\.i18n/,
			'reads @wordpress/i18n from the page'
		);
		for ( const marker of [
			'react.element',
			'Minified React error',
			'__SECRET_INTERNALS_DO_NOT_USE',
			'createInterpolateElement',
			'sprintf error',
		] ) {
			assert.ok(
				! code.includes( marker ),
				`the bundle contains no "${ marker }"`
			);
		}
		const gzipped = gzipSync( code ).length;
		assert.ok(
			gzipped <= 100 * 1024,
			`the bundle stays within 100 KB gzip (${ gzipped } bytes)`
		);
	} );

	it( 'is minified in production', () => {
		const code = fs.readFileSync(
			path.join( DIST, 'googlesitekit-splash.js' ),
			'utf8'
		);
		assert.ok( code.split( '\n' ).length < 5, 'few lines' );
	} );
} );
