/** The emulator's state: configuration, clock, OAuth store, account resources, faults and request log. */
import { Faults } from './control/faults';
import { RequestLog } from './control/request-log';
import { dayFromDate, parseIsoDay } from './data/dates';
import { getDataset } from './data/cache';
import type { Dataset } from './data/dataset';
import { Resources } from './data/resources';
import { mix } from './data/prng';
import { OAuthStore } from './oauth/store';
import { StateFile, type PersistedState } from './state-file';
import { scenarioEffects, type ScenarioEffects } from './scenarios';
import { SchemaRecorder } from './schema/recorder';

/** Which service's data a dataset serves (scenarios scale them separately). */
export type DataService = 'ga' | 'sc' | 'ads';

export interface EmulatorConfig {
	/** The WordPress home URL the demo account owns (normalised with a trailing slash). */
	siteUrl: string;
	/** Lifetime of new access tokens in seconds (Google: 3600). */
	accessTokenLifetime: number;
	seed: number;
	/** Fixed "today" (YYYY-MM-DD) for reproducible data; null = the real UTC date. */
	today: string | null;
	/** Active scenario names (see scenarios.ts), comma-joined; `default` when none. */
	scenario: string;
	/** Delay of every PageSpeed answer in ms; null = the scenario's (0, or 10–30 s in slow-pagespeed). */
	pagespeedLatencyMs: number | null;
	/** URL Inspection calls each Search Console property may make per day (Google: 2000; reset at midnight Pacific Time). */
	urlInspectionDailyQuota: number;
	/** URL Inspection calls each property may make per minute (Google: 600). */
	urlInspectionMinuteQuota: number;
}

/** Google's URL Inspection quotas per property. */
export const URL_INSPECTION_DAILY_QUOTA = 2000;
export const URL_INSPECTION_MINUTE_QUOTA = 600;

export const DEFAULT_SITE_URL = 'http://127.0.0.1:8888/';
export const DEFAULT_SEED = 20240601;

export function normaliseSiteUrl( url: string ): string | null {
	try {
		const parsed = new URL( url );
		if ( parsed.protocol !== 'http:' && parsed.protocol !== 'https:' ) {
			return null;
		}
		return `${ parsed.protocol }//${
			parsed.host
		}${ parsed.pathname.replace( /\/?$/, '/' ) }`;
	} catch {
		return null;
	}
}

export class Emulator {
	config: EmulatorConfig;
	/** Added to the wall clock for token and code expiry (tests move time instead of sleeping). */
	clockOffsetMs = 0;
	readonly oauth = new OAuthStore();
	readonly resources: Resources;
	readonly faults = new Faults();
	readonly log = new RequestLog();
	/** The emulator's own base URL (set once listening). */
	baseUrl = '';
	/** DNS TXT records the emulator considers published: domain → record texts. */
	readonly dnsTxt = new Map< string, Set< string > >();
	/** URL Inspection calls answered, by "property|window" (a Pacific day or a clock minute): the quotas count them. */
	readonly inspections = new Map< string, number >();
	/** Where OAuth state and created resources are kept across restarts; null: memory only. */
	readonly stateFile: StateFile | null;
	/** Checks every Google call against Google's Discovery documents (schemaDir); null: no check. */
	readonly schema: SchemaRecorder | null;

	constructor(
		private readonly defaults: EmulatorConfig,
		stateFile: string | null = null,
		schemaDir: string | null = null
	) {
		this.schema = schemaDir ? new SchemaRecorder( schemaDir ) : null;
		this.config = { ...defaults };
		this.resources = new Resources(
			() => this.config.siteUrl,
			() => this.scenario()
		);
		this.stateFile = stateFile ? new StateFile( stateFile ) : null;
		if ( this.stateFile ) {
			const saved = this.stateFile.load();
			if ( saved ) {
				this.oauth.restore( saved.oauth );
				this.resources.restore( saved.resources );
			}
			this.stateFile.assume( this.persistentState() );
		}
	}

	/** What a state file keeps. */
	persistentState(): PersistedState {
		return {
			oauth: this.oauth.snapshot( this.now() ),
			resources: this.resources.snapshot(),
		};
	}

	/**
	 * Writes the state file when the persistent state changed (no-op without one). The server calls it after
	 * every request, before answering, so any change a client has seen is on disk.
	 */
	persist(): void {
		this.stateFile?.save( this.persistentState() );
	}

	now(): number {
		return Date.now() + this.clockOffsetMs;
	}

	reset(): void {
		this.config = { ...this.defaults };
		this.clockOffsetMs = 0;
		this.oauth.reset();
		this.resources.reset();
		this.faults.clear();
		this.log.clear();
		this.dnsTxt.clear();
		this.inspections.clear();
		this.stateFile?.clear( this.persistentState() );
	}

	/**
	 * Today's day number: the real UTC date moved by the clock offset, or the fixed `today` moved by the offset's
	 * whole days (so `/__emulator/clock` also moves a fixed date, e.g. to let custom-dimension data arrive).
	 */
	today(): number {
		const fixed = this.config.today
			? parseIsoDay( this.config.today )
			: null;
		return fixed !== null
			? fixed + Math.floor( this.clockOffsetMs / 86400000 )
			: dayFromDate( new Date( this.now() ) );
	}

	/** The effects of the active scenario(s). */
	scenario(): ScenarioEffects {
		return scenarioEffects( this.config.scenario.split( ',' ) );
	}

	/**
	 * The demo site's data; `other` selects the unrelated property's data (a derived seed, never scaled by
	 * scenarios). `service` picks the scenario's traffic scale for that service.
	 * @param other
	 * @param service
	 */
	dataset( other = false, service: DataService = 'ga' ): Dataset {
		if ( other ) {
			return getDataset( mix( this.config.seed, 0x07 ), this.today() );
		}
		const effects = this.scenario();
		const scale = {
			ga: effects.gaScale,
			sc: effects.scScale,
			ads: effects.adsScale,
		}[ service ];
		return getDataset(
			this.config.seed,
			this.today(),
			scale,
			service === 'ga' && effects.gaLeads
		);
	}

	siteHost(): string {
		return new URL( this.config.siteUrl ).hostname;
	}

	siteOrigin(): string {
		return new URL( this.config.siteUrl ).origin;
	}
}
