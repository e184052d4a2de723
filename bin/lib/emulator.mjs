/**
 * Starts and stops the provider emulator (tools/provider-emulator) as a detached process.
 */
import fs from 'node:fs';
import path from 'node:path';

import { ROOT, WP_ROOT } from './paths.mjs';
import {
	runningPid,
	startDetached,
	stopDetached,
	waitForHttp,
} from './processes.mjs';

const CLI = path.join( ROOT, 'tools/provider-emulator/src/cli.ts' );
const TSX = path.join( ROOT, 'node_modules/.bin/tsx' );

/**
 * Where the dev site's emulator keeps OAuth grants, tokens and created resources, so the Google sign-in survives
 * `npm run stop` / `npm start`. The test sites' emulators keep nothing.
 */
export const DEV_STATE_FILE = path.join( WP_ROOT, 'emulator-dev-state.json' );

/**
 * Whether the emulator is part of this checkout.
 */
export const emulatorAvailable = () => fs.existsSync( CLI );

/** Google's Discovery documents the test emulators check every call against (tests/fixtures/google-discovery). */
export const DISCOVERY_DIR = path.join(
	ROOT,
	'tests/fixtures/google-discovery'
);

/**
 * Starts the emulator unless it already runs under this key.
 *
 * @param {Object}   [options]            Options.
 * @param {string}   [options.key]        Pid file key.
 * @param {number}   [options.port]       Port to listen on.
 * @param {string}   [options.siteUrl]    Home URL of the site the emulator serves.
 * @param {string[]} [options.extraSites] Home URLs of a network's other sites, each owned by its own demo account.
 * @param {string}   [options.scenario]   Scenario(s) to start in, e.g. "new-site" (default: the demo site as it is).
 * @param {string}   [options.stateFile]  JSON file that keeps its OAuth state and created resources across restarts
 *                                        (default: none, everything in memory).
 * @param {string}   [options.schemaDir]  Folder of Google Discovery documents to check every call against
 *                                        (GET /__emulator/schema lists the calls that do not match; default: no check).
 * @return {Promise<string|null>} Its base URL, or null when the emulator is not in this checkout.
 */
export async function startEmulator( {
	key = 'emulator',
	port = Number( process.env.EMULATOR_PORT || 9300 ),
	siteUrl,
	extraSites = [],
	scenario,
	stateFile,
	schemaDir,
} ) {
	if ( ! emulatorAvailable() ) {
		return null;
	}
	const url = `http://127.0.0.1:${ port }`;
	if ( ! runningPid( key ) ) {
		startDetached( key, TSX, [ CLI ], {
			EMULATOR_PORT: String( port ),
			EMULATOR_SITE_URL: siteUrl,
			// Set even when empty, like the variables below.
			EMULATOR_EXTRA_SITES: extraSites.join( ',' ),
			// Set even when empty so that a variable in the caller's environment never reaches a test emulator.
			EMULATOR_STATE_FILE: stateFile || '',
			// Likewise: a scenario meant for the dev site never reaches a test emulator.
			EMULATOR_SCENARIO: scenario || '',
			EMULATOR_SCHEMA_DIR: schemaDir || '',
		} );
		await waitForHttp( `${ url }/__emulator/requests` );
	}
	return url;
}

export const stopEmulator = ( key = 'emulator' ) => stopDetached( key );
