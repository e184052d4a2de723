/**
 * The reports the Analytics key-metric tiles read: their params, built from the tile's date range. Tiles that can
 * share a report use the same params shape (same cache entry, one provider call). Their figures: `figures.ts`.
 */

/** The events that count as leads. */
export const LEAD_EVENTS = [ 'generate_lead', 'submit_lead_form', 'contact' ];
export const PURCHASE_EVENTS = [ 'purchase' ];

/** How many days back "recent" posts go for Top recent trending pages. */
export const RECENT_DAYS = 7;

/** Rows asked for a top-3 list: a few more, so GA4's "(not set)" / "(other)" rows can be skipped. */
const TOP_LIMIT = 6;

/** Pages asked for the engagement tiles (their thresholds are over every page: see pagesAbove*). */
export const ENGAGEMENT_PAGES_LIMIT = 100;

/**
 * New / Returning visitors: activeUsers by newVsReturning, with the compare period.
 *
 * @param dateRange Date range.
 */
export const visitorTypeParams = ( dateRange: string ) => ( {
	metrics: [ 'activeUsers' ],
	dimensions: [ 'newVsReturning' ],
	dateRange,
	compareDateRanges: true,
} );

/** Pages per visit, Visit length, Visits per visitor: one site-wide report with the compare period. */
export const SESSION_METRICS = [
	'screenPageViewsPerSession',
	'averageSessionDuration',
	'sessionsPerUser',
];
export const sessionParams = ( dateRange: string ) => ( {
	metrics: SESSION_METRICS,
	dateRange,
	compareDateRanges: true,
} );

/** Top / Most engaged / Top converting traffic source: every channel with its users and rates. */
export const CHANNEL_METRICS = [
	'activeUsers',
	'engagementRate',
	'sessionKeyEventRate',
];
export const channelParams = ( dateRange: string ) => ( {
	metrics: CHANNEL_METRICS,
	dimensions: [ 'sessionDefaultChannelGroup' ],
	dateRange,
	orderby: [ { metric: 'activeUsers', desc: true } ],
} );

/**
 * Top cities / countries: visitors by the dimension.
 *
 * @param dateRange Date range.
 * @param dimension city or country.
 */
export const placeParams = ( dateRange: string, dimension: string ) => ( {
	metrics: [ 'activeUsers' ],
	dimensions: [ dimension ],
	dateRange,
	orderby: [ { metric: 'activeUsers', desc: true } ],
	limit: TOP_LIMIT,
} );

/** Most popular content, Most engaging pages, Least engaging pages: one report of the most viewed pages. */
export const PAGE_ENGAGEMENT_METRICS = [
	'screenPageViews',
	'engagementRate',
	'bounceRate',
];
export const pagesParams = ( dateRange: string ) => ( {
	metrics: PAGE_ENGAGEMENT_METRICS,
	dimensions: [ 'pagePath', 'pageTitle' ],
	dateRange,
	orderby: [ { metric: 'screenPageViews', desc: true } ],
	limit: ENGAGEMENT_PAGES_LIMIT,
} );

/**
 * Top pages by returning visitors.
 *
 * @param dateRange Date range.
 */
export const returningPagesParams = ( dateRange: string ) => ( {
	metrics: [ 'activeUsers' ],
	dimensions: [ 'pagePath', 'pageTitle' ],
	dateRange,
	dimensionFilters: { newVsReturning: [ 'returning' ] },
	orderby: [ { metric: 'activeUsers', desc: true } ],
	limit: TOP_LIMIT,
} );

/**
 * Most popular authors.
 *
 * @param dateRange Date range.
 */
export const authorParams = ( dateRange: string ) => ( {
	metrics: [ 'screenPageViews' ],
	dimensions: [ 'customEvent:googlesitekit_post_author' ],
	dateRange,
	orderby: [ { metric: 'screenPageViews', desc: true } ],
	limit: TOP_LIMIT,
} );

/**
 * Top categories: every category combination, split and added up by the tile.
 *
 * @param dateRange Date range.
 */
export const categoryParams = ( dateRange: string ) => ( {
	metrics: [ 'screenPageViews' ],
	dimensions: [ 'customEvent:googlesitekit_post_categories' ],
	dateRange,
	orderby: [ { metric: 'screenPageViews', desc: true } ],
	limit: 1000,
} );

/**
 * Top recent trending pages: the pages of the posts published in the last RECENT_DAYS days.
 *
 * @param dateRange Date range.
 */
export const trendingParams = ( dateRange: string ) => ( {
	metrics: [ 'screenPageViews' ],
	dimensions: [ 'pagePath', 'pageTitle' ],
	dateRange,
	publishedWithinDays: RECENT_DAYS,
	orderby: [ { metric: 'screenPageViews', desc: true } ],
	limit: TOP_LIMIT,
} );

/**
 * Lead / purchase tiles: the events by channel or by page.
 *
 * @param dateRange  Date range.
 * @param dimensions Dimensions.
 * @param events     Event names.
 */
export const eventParams = (
	dateRange: string,
	dimensions: string[],
	events: string[]
) => ( {
	metrics: [ 'eventCount' ],
	dimensions,
	dateRange,
	dimensionFilters: { eventName: events },
	orderby: [ { metric: 'eventCount', desc: true } ],
	limit: TOP_LIMIT,
} );
