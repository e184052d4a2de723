/** The emulator's state: configuration, clock, OAuth store, account resources, faults and request log. */
import { Faults } from './control/faults';
import { RequestLog } from './control/request-log';
import { DEMO_ACCOUNTS, type DemoAccount, findAccount } from './data/accounts';
import { dayFromDate, parseIsoDay } from './data/dates';
import { getDataset } from './data/cache';
import type { Dataset } from './data/dataset';
import {
	type ExtraSite,
	extraSitesOf,
	MAX_EXTRA_SITES,
} from './data/extra-sites';
import { Resources } from './data/resources';
import { mix } from './data/prng';
import { siteScale, siteSeed, siteVariant } from './data/site-variants';
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
	/**
	 * The other sites of a multisite network (normalised home URLs): the first is site 2, owned by
	 * `site2.admin@example.com`, and so on (data/extra-sites.ts). Empty: the configured site alone.
	 */
	extraSites: string[];
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

/**
 * The extra sites of a network, normalised, or why they cannot be used: a list (or a comma-separated string) of
 * distinct http(s) URLs, none the configured site, at most MAX_EXTRA_SITES.
 * @param value
 * @param siteUrl The configured site's normalised URL.
 */
export function parseExtraSites(
	value: unknown,
	siteUrl: string
): string[] | string {
	const list =
		typeof value === 'string'
			? value
					.split( ',' )
					.map( ( url ) => url.trim() )
					.filter( Boolean )
			: value;
	if (
		! Array.isArray( list ) ||
		! list.every( ( url ) => typeof url === 'string' )
	) {
		return 'extraSites must be a list of http(s) URLs';
	}
	if ( list.length > MAX_EXTRA_SITES ) {
		return `extraSites can hold at most ${ MAX_EXTRA_SITES } URLs`;
	}
	const urls: string[] = [];
	for ( const raw of list as string[] ) {
		const url = normaliseSiteUrl( raw );
		if ( ! url ) {
			return `extraSites: ${ JSON.stringify(
				raw
			) } is not an http(s) URL`;
		}
		if ( url === siteUrl || urls.includes( url ) ) {
			return `extraSites: ${ url } is listed twice (the configured siteUrl counts)`;
		}
		urls.push( url );
	}
	return urls;
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
			() => this.scenario(),
			() => this.extraSites()
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

	/** Back to the start: configuration, OAuth, resources, faults… (the extra sites stay as they are now). */
	reset(): void {
		this.config = {
			...this.defaults,
			extraSites: this.config.extraSites.filter(
				( url ) => url !== this.defaults.siteUrl
			),
		};
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

	private extraCache: { key: string; sites: ExtraSite[] } | null = null;

	/** The extra sites of the network, site 2 first. */
	extraSites(): ExtraSite[] {
		const key = this.config.extraSites.join( ' ' );
		if ( this.extraCache?.key !== key ) {
			this.extraCache = {
				key,
				sites: extraSitesOf( this.config.extraSites ),
			};
		}
		return this.extraCache.sites;
	}

	/**
	 * Extra site k, or undefined when it is not configured.
	 * @param site
	 */
	extraSite( site: number ): ExtraSite | undefined {
		return site >= 2 ? this.extraSites()[ site - 2 ] : undefined;
	}

	/**
	 * A site's data: 1 the configured site's (scenarios apply), k ≥ 2 extra site k's (its own seed and scale, no
	 * scenario), 0 the unrelated example.org property's.
	 * @param site
	 * @param service
	 */
	siteDataset( site: number, service: DataService = 'ga' ): Dataset {
		if ( site < 2 ) {
			return this.dataset( site === 0, service );
		}
		return getDataset(
			siteSeed( this.config.seed, site ),
			this.today(),
			siteScale( site ),
			false,
			siteVariant( this.config.seed, site )
		);
	}

	/** Every Google account that can sign in: the demo accounts, then the extra sites' owners. */
	accounts(): DemoAccount[] {
		return [
			...DEMO_ACCOUNTS,
			...this.extraSites().map( ( e ) => e.account ),
		];
	}

	/**
	 * An account by id or e-mail (case-insensitive), as `login_hint` names it.
	 * @param hint
	 */
	findAccount( hint: string | null | undefined ): DemoAccount | undefined {
		return findAccount( hint, this.accounts() );
	}

	siteHost(): string {
		return new URL( this.config.siteUrl ).hostname;
	}

	siteOrigin(): string {
		return new URL( this.config.siteUrl ).origin;
	}
}
