/** Indexes of the base metrics stored per cell, and which factor splits each GA4 metric. */
import type { FactorKey } from './dimensions';

/** Base metrics per (day, page) in GA4. */
export const GA = {
	sessions: 0,
	users: 1,
	newUsers: 2,
	views: 3,
	engaged: 4,
	duration: 5,
	conversions: 6,
} as const;
export const GA_FACTORS: Array< FactorKey | null > = [
	null,
	null,
	'newUsers',
	null,
	'engagement',
	'duration',
	'conversions',
];
/** Base metrics per (day, query) in Search Console. positionSum = Σ position × impressions. */
export const SC = { impressions: 0, clicks: 1, positionSum: 2 } as const;
/** Base metrics per (day, page) in AdSense. */
export const ADS = {
	pageViews: 0,
	impressions: 1,
	clicks: 2,
	earningsCents: 3,
} as const;
