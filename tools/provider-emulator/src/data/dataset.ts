/**
 * One demo dataset: a seed and a "today". Daily totals follow a trend, weekly and yearly seasonality and
 * noise; cells per (day, page) and (day, query) are drawn from them lazily (data/day-cells.ts) and cached per day.
 */
import { buildCatalog, type Catalog } from './catalog';
import { dayFromDate, weekday } from './dates';
import {
	CHANNELS,
	COUNTRIES,
	DEVICES,
	splitWeights,
	UNKNOWN_COUNTRY,
	type FactorKey,
} from './dimensions';
import { type Cells, drawAdsDay, drawGaDay, drawScDay } from './day-cells';
import { GA_FACTORS } from './metrics';
import { unit } from './prng';
import type { DaySource, SplitDimension } from './cube-types';
import type { SiteVariant } from './site-variants';

/** Days of history before today (about 20 months). */
export const HISTORY_DAYS = 600;
/** Search Console's "final" data lags this many days behind today. */
export const SEARCH_FINAL_LAG = 2;

/** How many queries a small site ranks for. */
const SMALL_SITE_QUERIES = 60;

/** GA4's value for a dimension it could not determine. */
export const NOT_SET = '(not set)';

const WEEKDAY_FACTOR = [ 0.8, 1.06, 1.08, 1.07, 1.04, 0.96, 0.78 ];

export { ADS, GA, SC } from './metrics';

export class Dataset {
	readonly catalog: Catalog;
	readonly today: number;
	readonly start: number;
	readonly gaSplits: {
		channel: SplitDimension;
		country: SplitDimension;
		device: SplitDimension;
	};
	readonly scSplits: { country: SplitDimension; device: SplitDimension };
	readonly gaSource: DaySource;
	readonly adsSource: DaySource;
	private readonly base: number;
	private readonly gaCache = new Map< number, Cells >();
	private readonly scCache = new Map< number, Cells >();
	private readonly adsCache = new Map< number, Cells >();

	/**
	 * @param seed
	 * @param today
	 * @param scale   Traffic multiplier (scenarios: 0 = no data yet, small-site, large-site).
	 * @param leads   Whether the site sends lead and purchase events (leads-and-sales).
	 * @param variant An extra site of a network (its name; its pages are the first site's); undefined: the first site.
	 */
	constructor(
		readonly seed: number,
		today: number = dayFromDate( new Date() ),
		readonly scale = 1,
		readonly leads = false,
		readonly variant?: SiteVariant
	) {
		this.catalog = buildCatalog( seed, variant );
		this.today = today;
		this.start = today - HISTORY_DAYS;
		this.base = ( 1100 + 500 * unit( seed, 1 ) ) * scale;
		const channelValues = Object.values( CHANNELS );
		const deviceValues = Object.values( DEVICES );
		const countryValues = COUNTRIES.map( ( c ) => c.factor );
		this.gaSplits = {
			channel: {
				name: 'sessionDefaultChannelGrouping',
				values: Object.keys( CHANNELS ),
				weights: splitWeights( seed, 1, channelValues, GA_FACTORS ),
			},
			// GA4 cannot place a little traffic (unknown IP ranges): "(not set)", as Google reports it.
			country: {
				name: 'country',
				values: [ ...COUNTRIES.map( ( c ) => c.name ), NOT_SET ],
				weights: splitWeights(
					seed,
					2,
					[ ...countryValues, UNKNOWN_COUNTRY ],
					GA_FACTORS
				),
			},
			device: {
				name: 'deviceCategory',
				values: Object.keys( DEVICES ),
				weights: splitWeights( seed, 3, deviceValues, GA_FACTORS ),
			},
		};
		const scFactors: Array< FactorKey | null > = [ null, 'ctr', null ];
		this.scSplits = {
			country: {
				name: 'country',
				values: COUNTRIES.map( ( c ) => c.code ),
				weights: splitWeights( seed, 4, countryValues, scFactors ),
			},
			device: {
				name: 'device',
				values: Object.keys( DEVICES ).map( ( d ) => d.toUpperCase() ),
				weights: splitWeights( seed, 5, deviceValues, scFactors ),
			},
		};
		this.gaSource = {
			entityCount: this.catalog.pages.length,
			day: ( d ) => this.gaDay( d ),
		};
		this.adsSource = {
			entityCount: this.catalog.pages.length,
			day: ( d ) => this.adsDay( d ),
		};
	}

	/** The seed of the site's content (demoContent()): its own seed, or the first site's for an extra site. */
	get contentSeed(): number {
		return this.variant?.contentSeed ?? this.seed;
	}

	hasData( day: number ): boolean {
		return this.scale > 0 && day >= this.start && day <= this.today;
	}

	/**
	 * Expected sessions for the whole site on a day.
	 * @param day
	 */
	dailySessions( day: number ): number {
		const t = ( day - this.start ) / HISTORY_DAYS;
		const dayOfYear = ( ( day % 365.25 ) + 365.25 ) % 365.25;
		const season =
			1 +
			0.12 * Math.cos( ( 2 * Math.PI * ( dayOfYear - 355 ) ) / 365.25 );
		const noise = 0.92 + 0.16 * unit( this.seed, 2, day );
		return (
			this.base *
			( 1 + 0.9 * t ) *
			WEEKDAY_FACTOR[ weekday( day ) ] *
			season *
			noise
		);
	}

	gaDay( day: number ): Cells | null {
		if ( ! this.hasData( day ) ) {
			return null;
		}
		let cells = this.gaCache.get( day );
		if ( ! cells ) {
			cells = drawGaDay(
				this.seed,
				this.leads,
				this.catalog.pages,
				this.dailySessions( day ),
				day
			);
			this.gaCache.set( day, cells );
		}
		return cells;
	}

	private topQueries: Set< number > | null | undefined;

	/**
	 * A small site (scale below 0.1) ranks for its 60 most searched queries only; null: every query.
	 */
	rankedQueries(): Set< number > | null {
		if ( this.topQueries === undefined ) {
			this.topQueries =
				this.scale < 0.1
					? new Set(
							this.catalog.queries
								.map( ( query, q ) => ( {
									q,
									w: query.weight,
								} ) )
								.sort( ( a, b ) => b.w - a.w || a.q - b.q )
								.slice( 0, SMALL_SITE_QUERIES )
								.map( ( e ) => e.q )
					  )
					: null;
		}
		return this.topQueries;
	}

	scDay( day: number ): Cells | null {
		if ( ! this.hasData( day ) ) {
			return null;
		}
		let cells = this.scCache.get( day );
		if ( ! cells ) {
			cells = drawScDay(
				this.seed,
				this.catalog.queries,
				this.dailySessions( day ) * 5,
				this.rankedQueries(),
				day
			);
			this.scCache.set( day, cells );
		}
		return cells;
	}

	adsDay( day: number ): Cells | null {
		const ga = this.gaDay( day );
		if ( ! ga ) {
			return null;
		}
		let cells = this.adsCache.get( day );
		if ( ! cells ) {
			cells = drawAdsDay( this.seed, this.catalog.pages, ga, day );
			this.adsCache.set( day, cells );
		}
		return cells;
	}

	/**
	 * Search Console source; `lastDay` hides fresh days (dataState "final").
	 * @param lastDay
	 */
	scSource( lastDay: number ): DaySource {
		return {
			entityCount: this.catalog.queries.length,
			day: ( d ) => ( d > lastDay ? null : this.scDay( d ) ),
		};
	}
}
