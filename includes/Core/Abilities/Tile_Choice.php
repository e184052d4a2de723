<?php
/**
 * Class Tile_Choice
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

/**
 * Which key-metric tiles the dashboard shows before the user picks their own: the ones their purpose answer suggests,
 * lead and purchase tiles joining only once the property has seen those events
 * (assets/js/widgets/key-metrics/suggestions.ts).
 */
final class Tile_Choice {

	/** The most tiles the section shows. */
	public const MAX_TILES = 8;

	public const LEADS_SOURCE     = 'kmAnalyticsTopTrafficSourceDrivingLeads';
	public const LEADS_PAGES      = 'kmAnalyticsPagesDrivingLeads';
	public const PURCHASES_SOURCE = 'kmAnalyticsTopTrafficSourceDrivingPurchases';

	private const BY_PURPOSE = array(
		'publish_blog'             => array( 'kmAnalyticsTopCategories', 'kmAnalyticsTopConvertingTrafficSource', 'kmAnalyticsReturningVisitorPages', 'kmSearchConsolePopularKeywords', 'kmAnalyticsTopRecentTrendingPages', 'kmAnalyticsTopTrafficSource' ),
		'publish_news'             => array( 'kmAnalyticsEngagedTrafficSource', 'kmAnalyticsPopularAuthors', 'kmAnalyticsTopCities', 'kmSearchConsolePopularKeywords', 'kmAnalyticsTopRecentTrendingPages', 'kmAnalyticsTopTrafficSource' ),
		'monetize_content'         => array( 'kmAnalyticsMostEngagingPages', 'kmAnalyticsPopularContent', 'kmAnalyticsNewVisitors', 'kmAdSenseTopEarningContent', 'kmAnalyticsVisitLength', 'kmAnalyticsVisitsPerVisitor', 'kmAnalyticsEngagedTrafficSource', 'kmSearchConsolePopularKeywords' ),
		'sell_products_or_service' => array( 'kmAnalyticsPopularContent', 'kmAnalyticsTopConvertingTrafficSource', 'kmSearchConsolePopularKeywords', 'kmAdSenseTopEarningContent' ),
		'share_portfolio'          => array( 'kmAnalyticsTopConvertingTrafficSource', 'kmAnalyticsReturningVisitorPages', 'kmAnalyticsPopularAuthors', 'kmAnalyticsPopularContent', 'kmSearchConsolePopularKeywords' ),
	);

	private const FOR_EVERYONE = array( 'kmAnalyticsNewVisitors', 'kmAnalyticsTopTrafficSource', 'kmAnalyticsEngagedTrafficSource', 'kmSearchConsolePopularKeywords' );

	/**
	 * The tiles a purpose suggests, in the order they are shown.
	 *
	 * @param string|null $purpose   The purpose answer (null when unanswered, or for a view-only user).
	 * @param bool        $leads     Whether the lead tiles could show figures (their events were seen).
	 * @param bool        $purchases Whether the purchase tile could.
	 * @return string[]
	 */
	public static function suggested( ?string $purpose, bool $leads, bool $purchases ): array {
		$tiles = self::BY_PURPOSE[ (string) $purpose ] ?? self::FOR_EVERYONE;
		if ( 'sell_products_or_service' === $purpose && $purchases ) {
			$tiles[] = self::PURCHASES_SOURCE;
		}
		if ( 'share_portfolio' === $purpose && $leads ) {
			array_push( $tiles, self::LEADS_SOURCE, self::LEADS_PAGES );
		}
		return array_slice( $tiles, 0, self::MAX_TILES );
	}
}
