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

export interface EmulatorConfig {
	/** The WordPress home URL the demo account owns (normalised with a trailing slash). */
	siteUrl: string;
	/** Lifetime of new access tokens in seconds (Google: 3600). */
	accessTokenLifetime: number;
	seed: number;
	/** Fixed "today" (YYYY-MM-DD) for reproducible data; null = the real UTC date. */
	today: string | null;
}

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
	/** Where OAuth state and created resources are kept across restarts; null: memory only. */
	readonly stateFile: StateFile | null;

	constructor(
		private readonly defaults: EmulatorConfig,
		stateFile: string | null = null
	) {
		this.config = { ...defaults };
		this.resources = new Resources( () => this.config.siteUrl );
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
		this.stateFile?.clear( this.persistentState() );
	}

	today(): number {
		const fixed = this.config.today
			? parseIsoDay( this.config.today )
			: null;
		return fixed ?? dayFromDate( new Date( this.now() ) );
	}

	/**
	 * The demo site's data; `other` selects the unrelated property's data (a derived seed).
	 * @param other
	 */
	dataset( other = false ): Dataset {
		return getDataset(
			other ? mix( this.config.seed, 0x07 ) : this.config.seed,
			this.today()
		);
	}

	siteOrigin(): string {
		return new URL( this.config.siteUrl ).origin;
	}
}
