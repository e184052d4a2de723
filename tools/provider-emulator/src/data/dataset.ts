/**
 * One demo dataset: a seed and a "today". Daily totals follow a trend, weekly and yearly seasonality and
 * noise; cells per (day, page) and (day, query) are drawn from them lazily and cached per day.
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
import { ADS, GA, GA_FACTORS, GA_METRIC_COUNT, SC } from './metrics';
import { mix, sround, unit } from './prng';
import type { DaySource, SplitDimension } from './cube';

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

type Cells = Float64Array[];

/**
 * A chain of uniforms from one hash: cheap enough for every cell.
 * @param seed
 * @param a
 * @param b
 * @param count
 */
function uniforms(
	seed: number,
	a: number,
	b: number,
	count: number
): number[] {
	const out: number[] = [];
	let h = mix( mix( seed, a ), b );
	for ( let i = 0; i < count; i++ ) {
		h = mix( h, i + 1 );
		out.push( h / 4294967296 );
	}
	return out;
}

function ctrAt( position: number ): number {
	return 0.32 / Math.pow( position, 1.2 );
}

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
	 * @param scale Traffic multiplier (scenarios: 0 = no data yet, small-site, large-site).
	 * @param leads Whether the site sends lead and purchase events (leads-and-sales).
	 */
	constructor(
		readonly seed: number,
		today: number = dayFromDate( new Date() ),
		readonly scale = 1,
		readonly leads = false
	) {
		this.catalog = buildCatalog( seed );
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
			const pages = this.catalog.pages;
			cells = Array.from(
				{ length: GA_METRIC_COUNT },
				() => new Float64Array( pages.length )
			);
			const total = this.dailySessions( day );
			pages.forEach( ( page, p ) => {
				const u = uniforms( this.seed, day, p, 12 );
				const sessions = sround(
					total * page.weight * ( 0.8 + 0.4 * u[ 0 ] ),
					u[ 1 ]
				);
				const users = sround( sessions * page.userRatio, u[ 2 ] );
				cells![ GA.sessions ][ p ] = sessions;
				cells![ GA.users ][ p ] = users;
				cells![ GA.newUsers ][ p ] = sround(
					users * page.newUserRatio,
					u[ 3 ]
				);
				cells![ GA.views ][ p ] = sround(
					sessions * page.viewsPerSession * ( 0.9 + 0.2 * u[ 4 ] ),
					u[ 5 ]
				);
				cells![ GA.engaged ][ p ] = Math.min(
					sessions,
					sround(
						sessions * page.engagementRate * ( 0.9 + 0.2 * u[ 6 ] ),
						u[ 7 ]
					)
				);
				cells![ GA.duration ][ p ] = Math.round(
					sessions * page.secondsPerSession * ( 0.8 + 0.4 * u[ 8 ] )
				);
				cells![ GA.conversions ][ p ] = sround(
					sessions * page.conversionRate,
					u[ 9 ]
				);
				this.gaEvents( cells!, day, p );
			} );
			this.gaCache.set( day, cells );
		}
		return cells;
	}

	/**
	 * Events of one (day, page) cell, from hashes of their own (the cell's first seven metrics stay as they are):
	 * user_engagement, scroll, click (the default key event: the cell's conversions), the leads-and-sales events,
	 * sessions with a key event, and the event count.
	 * @param cells
	 * @param day
	 * @param p
	 */
	private gaEvents( cells: Cells, day: number, p: number ): void {
		const u = uniforms( mix( this.seed, 0xe7 ), day, p, 10 );
		const sessions = cells[ GA.sessions ][ p ];
		const engaged = cells[ GA.engaged ][ p ];
		cells[ GA.userEngagement ][ p ] = Math.max(
			engaged,
			sround( engaged * ( 1.4 + 0.3 * u[ 0 ] ), u[ 1 ] )
		);
		cells[ GA.scroll ][ p ] = sround(
			cells[ GA.views ][ p ] *
				( 0.3 + 0.3 * unit( this.seed, 0x5c01, p ) ) *
				( 0.9 + 0.2 * u[ 2 ] ),
			u[ 3 ]
		);
		cells[ GA.click ][ p ] = cells[ GA.conversions ][ p ];
		if ( this.leads ) {
			const leadRate = 0.002 + 0.01 * unit( this.seed, 0x1ead, p );
			const lead = sround( sessions * leadRate, u[ 4 ] );
			cells[ GA.generateLead ][ p ] = lead;
			cells[ GA.submitLeadForm ][ p ] = sround( lead * 0.6, u[ 5 ] );
			cells[ GA.contact ][ p ] = sround(
				sessions * 0.002 * ( 0.5 + unit( this.seed, 0xc0a7, p ) ),
				u[ 6 ]
			);
			cells[ GA.purchase ][ p ] = sround(
				sessions * ( 0.001 + 0.005 * unit( this.seed, 0xb0b, p ) ),
				u[ 7 ]
			);
			cells[ GA.conversions ][ p ] +=
				lead +
				cells[ GA.submitLeadForm ][ p ] +
				cells[ GA.contact ][ p ] +
				cells[ GA.purchase ][ p ];
		}
		const keyEvents = cells[ GA.conversions ][ p ];
		cells[ GA.keySessions ][ p ] = Math.min(
			sessions,
			keyEvents,
			sround( keyEvents * ( 0.7 + 0.25 * u[ 8 ] ), u[ 9 ] )
		);
		cells[ GA.eventCount ][ p ] =
			cells[ GA.views ][ p ] +
			sessions +
			cells[ GA.newUsers ][ p ] +
			cells[ GA.userEngagement ][ p ] +
			cells[ GA.scroll ][ p ] +
			keyEvents;
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
			const queries = this.catalog.queries;
			cells = Array.from(
				{ length: 3 },
				() => new Float64Array( queries.length )
			);
			const total = this.dailySessions( day ) * 5;
			const ranked = this.rankedQueries();
			queries.forEach( ( query, q ) => {
				if ( ranked && ! ranked.has( q ) ) {
					return;
				}
				const u = uniforms( mix( this.seed, 0x5c ), day, q, 6 );
				const impressions = sround(
					total * query.weight * ( 0.75 + 0.5 * u[ 0 ] ),
					u[ 1 ]
				);
				const clicks = Math.min(
					impressions,
					sround(
						impressions *
							ctrAt( query.position ) *
							( 0.8 + 0.4 * u[ 2 ] ),
						u[ 3 ]
					)
				);
				cells![ SC.impressions ][ q ] = impressions;
				cells![ SC.clicks ][ q ] = clicks;
				cells![ SC.positionSum ][ q ] =
					impressions *
					Math.max( 1, query.position * ( 0.9 + 0.2 * u[ 4 ] ) );
			} );
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
			const pages = this.catalog.pages;
			cells = Array.from(
				{ length: 4 },
				() => new Float64Array( pages.length )
			);
			pages.forEach( ( page, p ) => {
				const u = uniforms( mix( this.seed, 0xad ), day, p, 6 );
				// Ad blockers hide roughly one page view in ten from AdSense.
				const pageViews = sround( ga[ GA.views ][ p ] * 0.9, u[ 0 ] );
				const impressions = sround(
					pageViews * 2.6 * ( 0.9 + 0.2 * u[ 1 ] ),
					u[ 2 ]
				);
				cells![ ADS.pageViews ][ p ] = pageViews;
				cells![ ADS.impressions ][ p ] = impressions;
				cells![ ADS.clicks ][ p ] = Math.min(
					impressions,
					sround(
						impressions * 0.008 * ( 0.7 + 0.6 * u[ 3 ] ),
						u[ 4 ]
					)
				);
				cells![ ADS.earningsCents ][ p ] = sround(
					( ( pageViews * page.rpm ) / 1000 ) *
						100 *
						( 0.85 + 0.3 * u[ 5 ] ),
					u[ 0 ]
				);
			} );
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
