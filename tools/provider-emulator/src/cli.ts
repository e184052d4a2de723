/**
 * `npm run emulator`: EMULATOR_PORT (default 9300), EMULATOR_SITE_URL, EMULATOR_SEED, EMULATOR_TODAY,
 * EMULATOR_STATE_FILE (keep OAuth state and created resources in that JSON file across restarts),
 * EMULATOR_SCENARIO (a scenario name or comma list, e.g. `new-site` or `small-site,adsense-jpy`),
 * EMULATOR_SCHEMA_DIR (check every Google call against the Discovery documents of that folder: GET /__emulator/schema),
 * EMULATOR_EXTRA_SITES (the other sites of a multisite network, comma-separated home URLs: site 2, site 3, …).
 */
import { startEmulator } from './index';

async function main(): Promise< void > {
	const port = Number( process.env.EMULATOR_PORT ?? 9300 );
	const emulator = await startEmulator( {
		port: Number.isInteger( port ) ? port : 9300,
		siteUrl: process.env.EMULATOR_SITE_URL || 'http://127.0.0.1:8888',
		extraSites: ( process.env.EMULATOR_EXTRA_SITES ?? '' )
			.split( ',' )
			.map( ( url ) => url.trim() )
			.filter( Boolean ),
		seed: process.env.EMULATOR_SEED
			? Number( process.env.EMULATOR_SEED )
			: undefined,
		today: process.env.EMULATOR_TODAY || undefined,
		stateFile: process.env.EMULATOR_STATE_FILE || undefined,
		scenario: process.env.EMULATOR_SCENARIO || undefined,
		schemaDir: process.env.EMULATOR_SCHEMA_DIR || undefined,
	} );

	console.log( `Provider emulator listening on ${ emulator.url }` );
	if ( process.env.EMULATOR_SCENARIO ) {
		console.log( `Scenario: ${ process.env.EMULATOR_SCENARIO }` );
	}
	if ( process.env.EMULATOR_SCHEMA_DIR ) {
		console.log( `Schema check: ${ process.env.EMULATOR_SCHEMA_DIR }` );
	}
	if ( process.env.EMULATOR_EXTRA_SITES ) {
		console.log( `Extra sites: ${ process.env.EMULATOR_EXTRA_SITES }` );
	}
	if ( process.env.EMULATOR_STATE_FILE ) {
		console.log( `State file: ${ process.env.EMULATOR_STATE_FILE }` );
	}
	const stop = () => {
		emulator.close().then(
			() => process.exit( 0 ),
			() => process.exit( 1 )
		);
	};
	process.once( 'SIGINT', stop );
	process.once( 'SIGTERM', stop );
}

main().catch( ( error: Error ) => {
	console.error( `Provider emulator failed to start: ${ error.message }` );
	process.exit( 1 );
} );
