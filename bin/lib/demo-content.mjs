/**
 * The demo site's content (tools/provider-emulator/src/data/demo-content.ts) as JSON, for seeding the local
 * WordPress sites with the pages the provider emulator reports: same paths, titles, authors, categories.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

export const DEMO_CONTENT_MODULE = path.join(
	ROOT,
	'tools/provider-emulator/src/data/demo-content.ts'
);

/**
 * Builds the demo content with the emulator's seed and "today" (EMULATOR_SEED / EMULATOR_TODAY when set).
 *
 * @param {Object} [options]       Options.
 * @param {number} [options.seed]  Seed (default: EMULATOR_SEED, else the emulator's default).
 * @param {string} [options.today] YYYY-MM-DD (default: EMULATOR_TODAY, else today in UTC).
 * @param {number} [options.site]  The site's number in a network (2, 3…: the emulator's extra sites); 1 by default.
 * @return {string} The JSON of demoSiteContent( site, seed, today ) (site 1: demoContent( seed, today )).
 */
export function demoContentJson( {
	site = 1,
	seed = process.env.EMULATOR_SEED
		? Number( process.env.EMULATOR_SEED )
		: undefined,
	today = process.env.EMULATOR_TODAY || undefined,
} = {} ) {
	// The module is TypeScript: tsx loads it in a child Node.
	const code = `
		const loaded = await import( ${ JSON.stringify(
			pathToFileURL( DEMO_CONTENT_MODULE ).href
		) } );
		const { demoSiteContent } = loaded.demoSiteContent ? loaded : loaded.default;
		const [ seed, today, site ] = JSON.parse( process.argv[ 1 ] );
		process.stdout.write( JSON.stringify( demoSiteContent( site, seed ?? undefined, today ?? undefined ) ) );
	`;
	const result = spawnSync(
		process.execPath,
		[
			'--import',
			'tsx',
			'--input-type=module',
			'-e',
			code,
			JSON.stringify( [ seed ?? null, today ?? null, site ] ),
		],
		{ cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }
	);
	if ( result.status !== 0 ) {
		throw new Error(
			`Could not build the demo content:\n${ result.stderr }`
		);
	}
	return result.stdout;
}
