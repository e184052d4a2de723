/** Indexes of the base metrics stored per cell, and which factor splits each GA4 metric. */
import type { FactorKey } from './dimensions';

/**
 * Base metrics per (day, page) in GA4. `conversions` holds every key event (`click`, plus the lead and purchase
 * events of the leads-and-sales scenario); `eventCount` every event; `keySessions` the sessions with a key event.
 * The per-event counts after it feed the eventName split (page_view = views, session_start = sessions,
 * first_visit = newUsers).
 */
export const GA = {
	sessions: 0,
	users: 1,
	newUsers: 2,
	views: 3,
	engaged: 4,
	duration: 5,
	conversions: 6,
	eventCount: 7,
	keySessions: 8,
	userEngagement: 9,
	scroll: 10,
	click: 11,
	generateLead: 12,
	submitLeadForm: 13,
	contact: 14,
	purchase: 15,
} as const;
export const GA_METRIC_COUNT = 16;
export const GA_FACTORS: Array< FactorKey | null > = [
	null,
	null,
	'newUsers',
	null,
	'engagement',
	'duration',
	'conversions',
	null,
	'conversions',
	'engagement',
	null,
	'conversions',
	'conversions',
	'conversions',
	'conversions',
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
