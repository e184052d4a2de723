/**
 * Control endpoint: the emulator's configuration (quotas, latency, site URL, a network's extra sites, seed, today…)
 * and its active scenarios, read and changed.
 */
import { parseIsoDay } from '../data/dates';
import { type Emulator, normaliseSiteUrl, parseExtraSites } from '../emulator';
import { json } from '../http/respond';
import type { EmuResponse, JsonObject } from '../http/types';
import { parseScenario, scenarioList } from '../scenarios';
import { bad } from './json-input';

export function configView( emu: Emulator ): JsonObject {
	return { ...emu.config, baseUrl: emu.baseUrl };
}

export function setConfig( emu: Emulator, input: JsonObject ): EmuResponse {
	const next = { ...emu.config };
	if ( input.siteUrl !== undefined ) {
		const url =
			typeof input.siteUrl === 'string'
				? normaliseSiteUrl( input.siteUrl )
				: null;
		if ( ! url ) {
			return bad( 'siteUrl must be an http(s) URL' );
		}
		next.siteUrl = url;
	}
	if (
		input.extraSites !== undefined ||
		next.siteUrl !== emu.config.siteUrl
	) {
		const extraSites = parseExtraSites(
			input.extraSites ?? next.extraSites,
			next.siteUrl
		);
		if ( typeof extraSites === 'string' ) {
			return bad( extraSites );
		}
		next.extraSites = extraSites;
	}
	if ( input.accessTokenLifetime !== undefined ) {
		if (
			typeof input.accessTokenLifetime !== 'number' ||
			input.accessTokenLifetime < 0
		) {
			return bad( 'accessTokenLifetime must be a number of seconds ≥ 0' );
		}
		next.accessTokenLifetime = input.accessTokenLifetime;
	}
	if ( input.seed !== undefined ) {
		if ( ! Number.isInteger( input.seed ) ) {
			return bad( 'seed must be an integer' );
		}
		next.seed = input.seed as number;
	}
	if ( input.today !== undefined ) {
		if (
			input.today !== null &&
			( typeof input.today !== 'string' ||
				parseIsoDay( input.today ) === null )
		) {
			return bad( 'today must be YYYY-MM-DD or null' );
		}
		next.today = input.today as string | null;
	}
	if ( input.scenario !== undefined ) {
		const names = parseScenario( input.scenario );
		if ( typeof names === 'string' ) {
			return bad( names );
		}
		next.scenario = names.join( ',' );
	}
	if ( input.pagespeedLatencyMs !== undefined ) {
		if (
			input.pagespeedLatencyMs !== null &&
			( typeof input.pagespeedLatencyMs !== 'number' ||
				input.pagespeedLatencyMs < 0 )
		) {
			return bad(
				'pagespeedLatencyMs must be a number of ms ≥ 0 or null'
			);
		}
		next.pagespeedLatencyMs = input.pagespeedLatencyMs as number | null;
	}
	for ( const key of [
		'urlInspectionDailyQuota',
		'urlInspectionMinuteQuota',
	] as const ) {
		if ( input[ key ] !== undefined ) {
			if (
				! Number.isInteger( input[ key ] ) ||
				( input[ key ] as number ) < 0
			) {
				return bad( `${ key } must be an integer ≥ 0` );
			}
			next[ key ] = input[ key ] as number;
		}
	}
	emu.config = next;
	return json( 200, configView( emu ) );
}

export function scenarioView( emu: Emulator ): JsonObject {
	return {
		scenario: emu.config.scenario,
		active: emu.config.scenario.split( ',' ),
		scenarios: scenarioList(),
	};
}

export function setScenario( emu: Emulator, input: JsonObject ): EmuResponse {
	const names = parseScenario( input.name ?? input.scenario );
	if ( typeof names === 'string' ) {
		return bad( names );
	}
	emu.config = { ...emu.config, scenario: names.join( ',' ) };
	return json( 200, scenarioView( emu ) );
}
