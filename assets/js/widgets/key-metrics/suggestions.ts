/**
 * Which key-metric tiles to show before the user picks their own: the
 * purpose they gave in the personalisation questions suggests them (issue 11).
 * Tiles about leads and purchases join only once the property has seen those
 * events, so no tile is suggested that can only show nothing.
 */

/** Tile slugs, as the modules provide them (includes/Modules/*: key_metric_tiles()). */
export const TILES = {
	newVisitors: 'kmAnalyticsNewVisitors',
	returningVisitors: 'kmAnalyticsReturningVisitors',
	pagesPerVisit: 'kmAnalyticsPagesPerVisit',
	visitLength: 'kmAnalyticsVisitLength',
	visitsPerVisitor: 'kmAnalyticsVisitsPerVisitor',
	returningVisitorPages: 'kmAnalyticsReturningVisitorPages',
	topTrafficSource: 'kmAnalyticsTopTrafficSource',
	engagedTrafficSource: 'kmAnalyticsEngagedTrafficSource',
	convertingTrafficSource: 'kmAnalyticsTopConvertingTrafficSource',
	topCities: 'kmAnalyticsTopCities',
	topCountries: 'kmAnalyticsTopCountries',
	popularKeywords: 'kmSearchConsolePopularKeywords',
	popularContent: 'kmAnalyticsPopularContent',
	mostEngagingPages: 'kmAnalyticsMostEngagingPages',
	leastEngagingPages: 'kmAnalyticsLeastEngagingPages',
	popularAuthors: 'kmAnalyticsPopularAuthors',
	topCategories: 'kmAnalyticsTopCategories',
	recentTrendingPages: 'kmAnalyticsTopRecentTrendingPages',
	topEarningContent: 'kmAdSenseTopEarningContent',
	leadsTrafficSource: 'kmAnalyticsTopTrafficSourceDrivingLeads',
	leadsPages: 'kmAnalyticsPagesDrivingLeads',
	purchasesTrafficSource: 'kmAnalyticsTopTrafficSourceDrivingPurchases',
} as const;

export type TileSlug = ( typeof TILES )[ keyof typeof TILES ];

/** The most tiles the section shows. */
export const MAX_TILES = 8;

/** What the property has seen, for the tiles that need those events. */
export interface DetectedEvents {
	/** generate_lead, submit_lead_form or contact. */
	leads: boolean;
	/** purchase. */
	purchases: boolean;
}

const BY_PURPOSE: Record< string, TileSlug[] > = {
	publish_blog: [
		TILES.topCategories,
		TILES.convertingTrafficSource,
		TILES.returningVisitorPages,
		TILES.popularKeywords,
		TILES.recentTrendingPages,
		TILES.topTrafficSource,
	],
	publish_news: [
		TILES.engagedTrafficSource,
		TILES.popularAuthors,
		TILES.topCities,
		TILES.popularKeywords,
		TILES.recentTrendingPages,
		TILES.topTrafficSource,
	],
	monetize_content: [
		TILES.mostEngagingPages,
		TILES.popularContent,
		TILES.newVisitors,
		TILES.topEarningContent,
		TILES.visitLength,
		TILES.visitsPerVisitor,
		TILES.engagedTrafficSource,
		TILES.popularKeywords,
	],
	sell_products_or_service: [
		TILES.popularContent,
		TILES.convertingTrafficSource,
		TILES.popularKeywords,
		TILES.topEarningContent,
	],
	share_portfolio: [
		TILES.convertingTrafficSource,
		TILES.returningVisitorPages,
		TILES.popularAuthors,
		TILES.popularContent,
		TILES.popularKeywords,
	],
};

const FOR_EVERYONE: TileSlug[] = [
	TILES.newVisitors,
	TILES.topTrafficSource,
	TILES.engagedTrafficSource,
	TILES.popularKeywords,
];

/**
 * The tiles the purpose answer suggests, in the order they are shown (at most MAX_TILES).
 *
 * @param purpose  The purpose answer (undefined when the question is unanswered).
 * @param detected Which lead and purchase events the property has seen.
 */
export function suggestedTiles(
	purpose: string | undefined,
	detected: DetectedEvents = { leads: false, purchases: false }
): TileSlug[] {
	const tiles = [ ...( BY_PURPOSE[ purpose ?? '' ] ?? FOR_EVERYONE ) ];
	if ( purpose === 'sell_products_or_service' && detected.purchases ) {
		tiles.push( TILES.purchasesTrafficSource );
	}
	if ( purpose === 'share_portfolio' && detected.leads ) {
		tiles.push( TILES.leadsTrafficSource, TILES.leadsPages );
	}
	return tiles.slice( 0, MAX_TILES );
}
