/**
 * GA4 Data API metrics the emulator serves: each metric's type and how it is computed from the summed base
 * metrics of the demo data, with users de-duplicated over the set of cells a row covers.
 */
import type { Spread } from '../data/cube-types';
import { GA } from '../data/dataset';

export type MetricType = 'TYPE_INTEGER' | 'TYPE_FLOAT' | 'TYPE_SECONDS';

export interface MetricDef {
	type: MetricType;
	uiName: string;
	/** Computes the value from summed base metrics (see GA in dataset.ts). */
	value: ( sums: readonly number[] ) => number;
}

const ratio = ( a: number, b: number ) => ( b > 0 ? a / b : 0 );

/** Share of total users that count as active (engaged or first-visit) users. */
export const ACTIVE_SHARE = 0.97;

/**
 * Users are not additive in GA4: one person visits on several days, several pages, through several channels
 * and devices. Cells hold users per (day, page) before de-duplication; a set of cells counts
 * Σ users × g(days) × h(pages) × Π k(values of each split) with g, h, k = 1 / (1 + c · ln n), n being how many
 * distinct days, pages and split values the set covers. A set's figure depends only on the set, so a row always
 * equals the totals of the report narrowed to that row, and totals are below the sum of rows.
 * @param spread
 * @param splits
 */
export function userFactor(
	spread: Spread,
	splits: ReadonlyArray< readonly string[] >
): number {
	const f = ( n: number, c: number ) =>
		n > 1 ? 1 / ( 1 + c * Math.log( n ) ) : 1;
	let factor = f( spread.days.size, 0.05 ) * f( spread.entities.size, 0.015 );
	for ( const values of splits ) {
		factor *= f(
			spread.splits.get( values )?.size ?? values.length,
			0.015
		);
	}
	return factor;
}

/**
 * Summed cells with users and new users de-duplicated for the set they cover.
 * @param sums
 * @param spread
 * @param splits
 */
export function dedupedSums(
	sums: readonly number[],
	spread: Spread | undefined,
	splits: ReadonlyArray< readonly string[] >
): number[] {
	const out = [ ...sums ];
	if ( spread ) {
		const factor = userFactor( spread, splits );
		out[ GA.users ] *= factor;
		out[ GA.newUsers ] *= factor;
	}
	return out;
}

export const METRICS: Record< string, MetricDef > = {
	totalUsers: {
		type: 'TYPE_INTEGER',
		uiName: 'Total users',
		value: ( s ) => s[ GA.users ],
	},
	activeUsers: {
		type: 'TYPE_INTEGER',
		uiName: 'Active users',
		value: ( s ) => s[ GA.users ] * ACTIVE_SHARE,
	},
	newUsers: {
		type: 'TYPE_INTEGER',
		uiName: 'New users',
		value: ( s ) => s[ GA.newUsers ],
	},
	sessions: {
		type: 'TYPE_INTEGER',
		uiName: 'Sessions',
		value: ( s ) => s[ GA.sessions ],
	},
	screenPageViews: {
		type: 'TYPE_INTEGER',
		uiName: 'Views',
		value: ( s ) => s[ GA.views ],
	},
	engagedSessions: {
		type: 'TYPE_INTEGER',
		uiName: 'Engaged sessions',
		value: ( s ) => s[ GA.engaged ],
	},
	conversions: {
		type: 'TYPE_INTEGER',
		uiName: 'Conversions',
		value: ( s ) => s[ GA.conversions ],
	},
	keyEvents: {
		type: 'TYPE_INTEGER',
		uiName: 'Key events',
		value: ( s ) => s[ GA.conversions ],
	},
	eventCount: {
		type: 'TYPE_INTEGER',
		uiName: 'Event count',
		value: ( s ) => s[ GA.eventCount ],
	},
	sessionKeyEventRate: {
		type: 'TYPE_FLOAT',
		uiName: 'Session key event rate',
		value: ( s ) => ratio( s[ GA.keySessions ], s[ GA.sessions ] ),
	},
	sessionConversionRate: {
		type: 'TYPE_FLOAT',
		uiName: 'Session conversion rate',
		value: ( s ) => ratio( s[ GA.keySessions ], s[ GA.sessions ] ),
	},
	userEngagementDuration: {
		type: 'TYPE_SECONDS',
		uiName: 'User engagement',
		value: ( s ) => s[ GA.duration ],
	},
	engagementRate: {
		type: 'TYPE_FLOAT',
		uiName: 'Engagement rate',
		value: ( s ) => ratio( s[ GA.engaged ], s[ GA.sessions ] ),
	},
	bounceRate: {
		type: 'TYPE_FLOAT',
		uiName: 'Bounce rate',
		value: ( s ) =>
			s[ GA.sessions ] > 0 ? 1 - s[ GA.engaged ] / s[ GA.sessions ] : 0,
	},
	averageSessionDuration: {
		type: 'TYPE_SECONDS',
		uiName: 'Average session duration',
		value: ( s ) => ratio( s[ GA.duration ], s[ GA.sessions ] ),
	},
	screenPageViewsPerSession: {
		type: 'TYPE_FLOAT',
		uiName: 'Views per session',
		value: ( s ) => ratio( s[ GA.views ], s[ GA.sessions ] ),
	},
	sessionsPerUser: {
		type: 'TYPE_FLOAT',
		uiName: 'Sessions per user',
		value: ( s ) => ratio( s[ GA.sessions ], s[ GA.users ] ),
	},
};
