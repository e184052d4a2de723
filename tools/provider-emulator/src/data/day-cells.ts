/**
 * How one day of the demo data is drawn: per (day, page) GA4 and AdSense cells and per (day, query) Search Console
 * cells, each from hashes of (seed, day, entity), so the same day always gives the same numbers. Dataset
 * (data/dataset.ts) decides which days exist and caches them.
 */
import type { Page, Query } from './catalog';
import { ADS, GA, GA_METRIC_COUNT, SC } from './metrics';
import { mix, sround, unit } from './prng';

/** One array of values per metric, indexed by entity (page or query). */
export type Cells = Float64Array[];

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

/**
 * GA4 base metrics of every page on one day, drawn around the site's expected sessions of that day.
 * @param seed  Dataset seed.
 * @param leads Whether the site sends lead and purchase events.
 * @param pages The catalog's pages.
 * @param total Expected sessions of the whole site that day.
 * @param day   Day number.
 */
export function drawGaDay(
	seed: number,
	leads: boolean,
	pages: readonly Page[],
	total: number,
	day: number
): Cells {
	const cells = Array.from(
		{ length: GA_METRIC_COUNT },
		() => new Float64Array( pages.length )
	);
	pages.forEach( ( page, p ) => {
		const u = uniforms( seed, day, p, 12 );
		const sessions = sround(
			total * page.weight * ( 0.8 + 0.4 * u[ 0 ] ),
			u[ 1 ]
		);
		const users = sround( sessions * page.userRatio, u[ 2 ] );
		cells[ GA.sessions ][ p ] = sessions;
		cells[ GA.users ][ p ] = users;
		cells[ GA.newUsers ][ p ] = sround( users * page.newUserRatio, u[ 3 ] );
		cells[ GA.views ][ p ] = sround(
			sessions * page.viewsPerSession * ( 0.9 + 0.2 * u[ 4 ] ),
			u[ 5 ]
		);
		cells[ GA.engaged ][ p ] = Math.min(
			sessions,
			sround(
				sessions * page.engagementRate * ( 0.9 + 0.2 * u[ 6 ] ),
				u[ 7 ]
			)
		);
		cells[ GA.duration ][ p ] = Math.round(
			sessions * page.secondsPerSession * ( 0.8 + 0.4 * u[ 8 ] )
		);
		cells[ GA.conversions ][ p ] = sround(
			sessions * page.conversionRate,
			u[ 9 ]
		);
		gaEvents( cells, seed, leads, day, p );
	} );
	return cells;
}

/**
 * Events of one (day, page) cell, from hashes of their own (the cell's first seven metrics stay as they are):
 * user_engagement, scroll, click (the default key event: the cell's conversions), the leads-and-sales events,
 * sessions with a key event, and the event count.
 * @param cells
 * @param seed
 * @param leads
 * @param day
 * @param p
 */
function gaEvents(
	cells: Cells,
	seed: number,
	leads: boolean,
	day: number,
	p: number
): void {
	const u = uniforms( mix( seed, 0xe7 ), day, p, 10 );
	const sessions = cells[ GA.sessions ][ p ];
	const engaged = cells[ GA.engaged ][ p ];
	cells[ GA.userEngagement ][ p ] = Math.max(
		engaged,
		sround( engaged * ( 1.4 + 0.3 * u[ 0 ] ), u[ 1 ] )
	);
	cells[ GA.scroll ][ p ] = sround(
		cells[ GA.views ][ p ] *
			( 0.3 + 0.3 * unit( seed, 0x5c01, p ) ) *
			( 0.9 + 0.2 * u[ 2 ] ),
		u[ 3 ]
	);
	cells[ GA.click ][ p ] = cells[ GA.conversions ][ p ];
	if ( leads ) {
		const leadRate = 0.002 + 0.01 * unit( seed, 0x1ead, p );
		const lead = sround( sessions * leadRate, u[ 4 ] );
		cells[ GA.generateLead ][ p ] = lead;
		cells[ GA.submitLeadForm ][ p ] = sround( lead * 0.6, u[ 5 ] );
		cells[ GA.contact ][ p ] = sround(
			sessions * 0.002 * ( 0.5 + unit( seed, 0xc0a7, p ) ),
			u[ 6 ]
		);
		cells[ GA.purchase ][ p ] = sround(
			sessions * ( 0.001 + 0.005 * unit( seed, 0xb0b, p ) ),
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

/**
 * Search Console metrics of every query on one day (impressions, clicks, summed positions).
 * @param seed    Dataset seed.
 * @param queries The catalog's queries.
 * @param total   Expected impressions of the whole site that day.
 * @param ranked  The queries the site ranks for (null: all).
 * @param day     Day number.
 */
export function drawScDay(
	seed: number,
	queries: readonly Query[],
	total: number,
	ranked: Set< number > | null,
	day: number
): Cells {
	const cells = Array.from(
		{ length: 3 },
		() => new Float64Array( queries.length )
	);
	queries.forEach( ( query, q ) => {
		if ( ranked && ! ranked.has( q ) ) {
			return;
		}
		const u = uniforms( mix( seed, 0x5c ), day, q, 6 );
		const impressions = sround(
			total * query.weight * ( 0.75 + 0.5 * u[ 0 ] ),
			u[ 1 ]
		);
		const clicks = Math.min(
			impressions,
			sround(
				impressions * ctrAt( query.position ) * ( 0.8 + 0.4 * u[ 2 ] ),
				u[ 3 ]
			)
		);
		cells[ SC.impressions ][ q ] = impressions;
		cells[ SC.clicks ][ q ] = clicks;
		cells[ SC.positionSum ][ q ] =
			impressions *
			Math.max( 1, query.position * ( 0.9 + 0.2 * u[ 4 ] ) );
	} );
	return cells;
}

/**
 * AdSense metrics of every page on one day, drawn from the page views of the GA4 day.
 * @param seed  Dataset seed.
 * @param pages The catalog's pages.
 * @param ga    The GA4 cells of the day.
 * @param day   Day number.
 */
export function drawAdsDay(
	seed: number,
	pages: readonly Page[],
	ga: Cells,
	day: number
): Cells {
	const cells = Array.from(
		{ length: 4 },
		() => new Float64Array( pages.length )
	);
	pages.forEach( ( page, p ) => {
		const u = uniforms( mix( seed, 0xad ), day, p, 6 );
		// Ad blockers hide roughly one page view in ten from AdSense.
		const pageViews = sround( ga[ GA.views ][ p ] * 0.9, u[ 0 ] );
		const impressions = sround(
			pageViews * 2.6 * ( 0.9 + 0.2 * u[ 1 ] ),
			u[ 2 ]
		);
		cells[ ADS.pageViews ][ p ] = pageViews;
		cells[ ADS.impressions ][ p ] = impressions;
		cells[ ADS.clicks ][ p ] = Math.min(
			impressions,
			sround( impressions * 0.008 * ( 0.7 + 0.6 * u[ 3 ] ), u[ 4 ] )
		);
		cells[ ADS.earningsCents ][ p ] = sround(
			( ( pageViews * page.rpm ) / 1000 ) * 100 * ( 0.85 + 0.3 * u[ 5 ] ),
			u[ 0 ]
		);
	} );
	return cells;
}
