/**
 * GA4 realtime data: the last 30 minutes of the demo site, following the emulator clock (the report over them is
 * apis/ga-realtime-report.ts).
 *
 * Each (minute, page) cell is drawn from today's (day, page) cell of the daily data, scaled to one minute by an
 * intraday curve (quiet at night, busiest mid-afternoon UTC) and rounded stochastically with a hash of
 * (seed, absolute minute, page): the same clock minute always gives the same numbers, and advancing the clock by a
 * minute shifts every `minutesAgo` row by one.
 */
import { type Dataset, GA } from '../data/dataset';
import { mix, sround, unit } from '../data/prng';

/** Base metrics per (minute, page) cell. */
export const R = { users: 0, views: 1, events: 2, keyEvents: 3 } as const;
export const R_COUNT = 4;

export const REALTIME_METRICS: Record< string, number > = {
	activeUsers: R.users,
	screenPageViews: R.views,
	eventCount: R.events,
	keyEvents: R.keyEvents,
	/** Old name of keyEvents, still accepted by Google. */
	conversions: R.keyEvents,
};

export interface RealtimeContext {
	data: Dataset;
	/** Today's day number (the emulator's, clock offset included). */
	today: number;
	/** Epoch milliseconds of the emulator clock. */
	now: number;
}

/**
 * The intraday shape: mean 1 over a day, peak at 14:00 UTC, trough at 02:00.
 * @param minuteOfDay
 */
export function intraday( minuteOfDay: number ): number {
	return (
		1 + 0.55 * Math.cos( ( 2 * Math.PI * ( minuteOfDay / 60 - 14 ) ) / 24 )
	);
}

/**
 * Base metrics of every page for the minute `minutesAgo` before the clock's current minute.
 * @param ctx
 * @param minutesAgo
 */
export function realtimeMinute(
	ctx: RealtimeContext,
	minutesAgo: number
): Float64Array[] {
	const current = Math.floor( ctx.now / 60000 );
	const absolute = current - minutesAgo;
	const mod = ( m: number ) => ( ( m % 1440 ) + 1440 ) % 1440;
	const day = ctx.today - ( mod( absolute ) > mod( current ) ? 1 : 0 );
	const pages = ctx.data.catalog.pages.length;
	const out = Array.from(
		{ length: R_COUNT },
		() => new Float64Array( pages )
	);
	const cells = ctx.data.gaDay( day );
	if ( ! cells ) {
		return out;
	}
	const shape = intraday( mod( absolute ) ) / 1440;
	const seed = mix( ctx.data.seed, 0x4ea1 );
	for ( let p = 0; p < pages; p++ ) {
		const dayUsers = cells[ GA.users ][ p ];
		if ( dayUsers <= 0 ) {
			continue;
		}
		const users = sround( dayUsers * shape, unit( seed, absolute, p, 1 ) );
		if ( ! users ) {
			continue;
		}
		const views = Math.max(
			users,
			sround(
				( users * cells[ GA.views ][ p ] ) / dayUsers,
				unit( seed, absolute, p, 2 )
			)
		);
		out[ R.users ][ p ] = users;
		out[ R.views ][ p ] = views;
		out[ R.events ][ p ] = Math.max(
			views,
			sround(
				( users * cells[ GA.eventCount ][ p ] ) / dayUsers,
				unit( seed, absolute, p, 3 )
			)
		);
		out[ R.keyEvents ][ p ] = sround(
			( users * cells[ GA.conversions ][ p ] ) / dayUsers,
			unit( seed, absolute, p, 4 )
		);
	}
	return out;
}
