/**
 * Programmatic API: `startEmulator()` starts a provider emulator on 127.0.0.1 and resolves once it listens.
 *
 *   const emulator = await startEmulator( { port: 0, siteUrl: 'http://127.0.0.1:8889' } );
 *   // … point the plugin at emulator.url …
 *   await emulator.close();
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
	DEFAULT_SEED,
	URL_INSPECTION_DAILY_QUOTA,
	URL_INSPECTION_MINUTE_QUOTA,
	DEFAULT_SITE_URL,
	Emulator,
	normaliseSiteUrl,
	parseExtraSites,
} from './emulator';
import { parseScenario } from './scenarios';
import { createEmulatorServer } from './server';

export interface StartOptions {
	/** 0 (the default here) picks a free port. */
	port?: number;
	host?: '127.0.0.1';
	/** The WordPress home URL the demo account owns. */
	siteUrl?: string;
	/**
	 * The other sites of a multisite network (home URLs, e.g. `http://127.0.0.1:8888/kitchen/`): extra site k (k = 2
	 * for the first URL) is owned by `site{k}.admin@example.com` and has its own properties and figures. Default none.
	 */
	extraSites?: string[];
	/** Seed of the demo data. */
	seed?: number;
	/** Lifetime of access tokens in seconds (default 3600). */
	accessTokenLifetime?: number;
	/** Fixed "today" (YYYY-MM-DD) for the demo data; default the real UTC date. */
	today?: string;
	/**
	 * A JSON file that keeps OAuth clients, grants and tokens and the resources created through the APIs across
	 * restarts: loaded on start if it exists, rewritten after every change, deleted by the control reset.
	 * Default: none, everything lives in memory.
	 */
	stateFile?: string;
	/**
	 * Scenario(s) to start in, and to return to on `/__emulator/reset`: a name or a comma list
	 * (e.g. `new-site`, `small-site,adsense-jpy`). Default `default`.
	 */
	scenario?: string;
	/**
	 * A folder of Google Discovery documents: every Google call the emulator answers is checked against them and the
	 * calls with problems are listed by `GET /__emulator/schema` (tests/fixtures/google-discovery in this project).
	 * Default: no check.
	 */
	schemaDir?: string;
}

export interface RunningEmulator {
	/** Base URL without a trailing slash, e.g. `http://127.0.0.1:9300`; it replaces `https://` in Google URLs. */
	url: string;
	port: number;
	close: () => Promise< void >;
}

export async function startEmulator(
	options: StartOptions = {}
): Promise< RunningEmulator > {
	const host = options.host ?? '127.0.0.1';
	const siteUrl = normaliseSiteUrl( options.siteUrl ?? DEFAULT_SITE_URL );
	if ( ! siteUrl ) {
		throw new Error( `Invalid siteUrl: ${ options.siteUrl }` );
	}
	const extraSites = parseExtraSites( options.extraSites ?? [], siteUrl );
	if ( typeof extraSites === 'string' ) {
		throw new Error( `Invalid ${ extraSites }` );
	}
	const scenario = parseScenario( options.scenario ?? 'default' );
	if ( typeof scenario === 'string' ) {
		throw new Error( `Invalid scenario: ${ scenario }` );
	}
	const emu = new Emulator(
		{
			siteUrl,
			seed: options.seed ?? DEFAULT_SEED,
			accessTokenLifetime: options.accessTokenLifetime ?? 3600,
			today: options.today ?? null,
			scenario: scenario.join( ',' ),
			pagespeedLatencyMs: null,
			urlInspectionDailyQuota: URL_INSPECTION_DAILY_QUOTA,
			urlInspectionMinuteQuota: URL_INSPECTION_MINUTE_QUOTA,
			extraSites,
		},
		options.stateFile ? path.resolve( options.stateFile ) : null,
		options.schemaDir ? path.resolve( options.schemaDir ) : null
	);
	const server = createEmulatorServer( emu );
	await new Promise< void >( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( options.port ?? 0, host, () => resolve() );
	} );
	const port = ( server.address() as AddressInfo ).port;
	emu.baseUrl = `http://${ host }:${ port }`;
	return {
		url: emu.baseUrl,
		port,
		close: () =>
			new Promise< void >( ( resolve, reject ) => {
				emu.persist();
				server.close( ( error ) =>
					error ? reject( error ) : resolve()
				);
				server.closeAllConnections();
			} ),
	};
}

export { DEMO_ACCOUNTS, siteAccount } from './data/accounts';
export { extraSite, extraSiteIds } from './data/extra-sites';
export { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from './oauth/store';
export { SCOPE } from './oauth/scopes';
export { SCENARIOS } from './scenarios';
