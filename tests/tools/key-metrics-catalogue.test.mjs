/**
 * The key-metric tiles the browser knows are exactly those the PHP modules
 * provide (and accept in core/user/data/key-metrics), so no suggested tile is
 * refused by the server.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

/**
 * The tile slugs a PHP module file lists: in its key_metric_tiles(), or in the
 * SLUGS constant that method hands back (Analytics' Key_Metric_Tiles).
 *
 * @param {string} file Module file.
 * @return {string[]} Slugs.
 */
function phpTiles( file ) {
	const source = fs.readFileSync( file, 'utf8' );
	const body =
		source.match(
			/function key_metric_tiles\(\): array \{([\s\S]*?)\n\t\}/
		) || source.match( /const SLUGS = array\(([\s\S]*?)\n\t\);/ );
	return body
		? [ ...body[ 1 ].matchAll( /'(km[A-Za-z]+)'/g ) ].map( ( m ) => m[ 1 ] )
		: [];
}

test( 'the browser’s tile catalogue equals the tiles the PHP modules provide', () => {
	const modules = path.join( ROOT, 'includes/Modules' );
	const php = fs.readdirSync( modules ).flatMap( ( dir ) =>
		fs
			.readdirSync( path.join( modules, dir ) )
			.filter( ( file ) => file.endsWith( '.php' ) )
			.flatMap( ( file ) => phpTiles( path.join( modules, dir, file ) ) )
	);
	const js = [
		...fs
			.readFileSync(
				path.join(
					ROOT,
					'assets/js/widgets/key-metrics/suggestions.ts'
				),
				'utf8'
			)
			.matchAll( /: '(km[A-Za-z]+)'/g ),
	].map( ( m ) => m[ 1 ] );
	assert.equal( php.length, 22, 'the issue’s 22 tiles' );
	assert.deepEqual( [ ...js ].sort(), [ ...php ].sort() );
} );
