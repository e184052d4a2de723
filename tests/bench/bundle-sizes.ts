/**
 * The bench's bundle figures: an entry's own script (dist/js/googlesitekit-<entry>.js) gzipped, against the budget,
 * and the chunks it can load on demand (dist/js/chunks/<name>.<hash>.js, the ones whose file the entry names).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget of a dashboard entry's own script, gzipped (issue 24). */
export const GZIP_TARGET_KB = 60;

export interface BundleSize {
	entry: string;
	gzipKB: number;
	rawKB: number;
	/** Chunks loaded on demand: name and gzipped size. */
	chunks: Array< { name: string; gzipKB: number } >;
}

const kb = ( bytes: number ) => bytes / 1024;

/**
 * The sizes of an entry and of its chunks.
 *
 * @param root  Repository root.
 * @param entry Entry name, e.g. "main-dashboard".
 */
export function bundleSize( root: string, entry: string ): BundleSize {
	const dir = path.join( root, 'dist/js' );
	const js = fs.readFileSync(
		path.join( dir, `googlesitekit-${ entry }.js` )
	);
	const source = js.toString( 'utf8' );
	const chunkDir = path.join( dir, 'chunks' );
	const files = fs.existsSync( chunkDir ) ? fs.readdirSync( chunkDir ) : [];
	const chunks = files
		.map( ( file ) => /^(.+)\.([0-9a-f]{8})\.js$/.exec( file ) )
		.filter(
			( match ): match is RegExpExecArray =>
				!! match &&
				source.includes( `"${ match[ 1 ] }"` ) &&
				source.includes( match[ 2 ] )
		)
		.map( ( match ) => ( {
			name: match[ 1 ],
			gzipKB: kb(
				gzipSync( fs.readFileSync( path.join( chunkDir, match[ 0 ] ) ) )
					.length
			),
		} ) )
		.sort( ( a, b ) => b.gzipKB - a.gzipKB );
	return {
		entry,
		gzipKB: kb( gzipSync( js ).length ),
		rawKB: kb( js.length ),
		chunks,
	};
}

/**
 * A bundle's line of the bench table: "55.6 KB (raw 201.4 KB); chunks: line-chart 22.4 KB, …".
 *
 * @param size The bundle's sizes.
 */
export function describeBundle( size: BundleSize ): string {
	const chunks = size.chunks
		.map( ( chunk ) => `${ chunk.name } ${ chunk.gzipKB.toFixed( 1 ) } KB` )
		.join( ', ' );
	return `${ size.gzipKB.toFixed( 1 ) } KB (raw ${ size.rawKB.toFixed(
		1
	) } KB)${ chunks ? `; on demand: ${ chunks }` : '' }`;
}
