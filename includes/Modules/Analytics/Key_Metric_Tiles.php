<?php
/**
 * Class Key_Metric_Tiles
 *
 * @package Google\Site_Kit\Modules\Analytics
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Analytics;

use Google\Site_Kit\Core\Abilities\Key_Metric_Tile;
use Google\Site_Kit\Core\Abilities\Tile_Requirement;

/**
 * The Analytics key-metric tiles for the abilities: each tile's report with the params its widget sends (tiles that
 * share a report send the same, so they share one cached answer) and its figures (Tile_Figures). Mirrors
 * assets/js/modules/analytics/widgets/key-metrics/{figures.ts,tiles.tsx}.
 */
final class Key_Metric_Tiles {

	/**
	 * The tiles' slugs in catalogue order, as all() builds them (the module's key_metric_tiles(), which needs no
	 * translated title).
	 */
	public const SLUGS = array(
		'kmAnalyticsNewVisitors',
		'kmAnalyticsReturningVisitors',
		'kmAnalyticsPagesPerVisit',
		'kmAnalyticsVisitLength',
		'kmAnalyticsVisitsPerVisitor',
		'kmAnalyticsReturningVisitorPages',
		'kmAnalyticsTopTrafficSource',
		'kmAnalyticsEngagedTrafficSource',
		'kmAnalyticsTopConvertingTrafficSource',
		'kmAnalyticsTopCities',
		'kmAnalyticsTopCountries',
		'kmAnalyticsPopularContent',
		'kmAnalyticsMostEngagingPages',
		'kmAnalyticsLeastEngagingPages',
		'kmAnalyticsPopularAuthors',
		'kmAnalyticsTopCategories',
		'kmAnalyticsTopRecentTrendingPages',
		'kmAnalyticsTopTrafficSourceDrivingLeads',
		'kmAnalyticsPagesDrivingLeads',
		'kmAnalyticsTopTrafficSourceDrivingPurchases',
	);

	/** Rows asked for a top-3 list: a few more, so placeholder rows can be skipped. */
	private const TOP_LIMIT = 6;

	/** Pages asked for the engagement tiles. */
	private const ENGAGEMENT_PAGES_LIMIT = 100;

	/** How many days back "recent" posts go for the trending pages. */
	private const RECENT_DAYS = 7;

	/**
	 * The tiles, in catalogue order.
	 *
	 * @return array<int, Key_Metric_Tile>
	 */
	public function all(): array {
		$dims              = new Tile_Requirement(
			'custom-dimensions',
			static fn( $names ) => is_array( $names ) && ! array_diff( array( Custom_Dimensions::POST_AUTHOR, Custom_Dimensions::POST_CATEGORIES ), $names ),
			__( 'Needs custom dimensions for post authors and categories in Analytics.', 'google-site-kit' )
		);
		$leads             = self::events_requirement( 'leads', __( 'Analytics has not seen any lead events yet.', 'google-site-kit' ) );
		$buys              = self::events_requirement( 'purchases', __( 'Analytics has not seen any purchases yet.', 'google-site-kit' ) );
		$visitor           = fn( string $range ) => $this->compared( $range, array( 'activeUsers' ), array( 'newVsReturning' ) );
		$session           = fn( string $range ) => $this->compared( $range, array( 'screenPageViewsPerSession', 'averageSessionDuration', 'sessionsPerUser' ) );
		$channel           = fn( string $range ) => $this->ranked( $range, array( 'activeUsers', 'engagementRate', 'sessionKeyEventRate' ), array( 'sessionDefaultChannelGroup' ) );
		$pages             = fn( string $range ) => $this->ranked( $range, array( 'screenPageViews', 'engagementRate', 'bounceRate' ), array( 'pagePath', 'pageTitle' ), self::ENGAGEMENT_PAGES_LIMIT );
		$place             = fn( string $dimension ) => fn( string $range ) => $this->ranked( $range, array( 'activeUsers' ), array( $dimension ), self::TOP_LIMIT );
		$events            = fn( array $dimensions, array $names ) => fn( string $range ) => $this->ranked( $range, array( 'eventCount' ), $dimensions, self::TOP_LIMIT, array( 'eventName' => $names ) );
		$list              = static fn( array $report ) => Tile_Figures::top_list( $report );
		$top               = static fn( array $report ) => Tile_Figures::top_share( $report );
		$page              = array( 'pagePath', 'pageTitle' );
		$channel_dimension = array( 'sessionDefaultChannelGroup' );
		return array(
			self::tile( 'kmAnalyticsNewVisitors', __( 'New visitors', 'google-site-kit' ), 'figure', 'count', $visitor, static fn( array $r ) => Tile_Figures::visitor_type( $r, 'new' ) ),
			self::tile( 'kmAnalyticsReturningVisitors', __( 'Returning visitors', 'google-site-kit' ), 'figure', 'count', $visitor, static fn( array $r ) => Tile_Figures::visitor_type( $r, 'returning' ) ),
			self::tile( 'kmAnalyticsPagesPerVisit', __( 'Pages per visit', 'google-site-kit' ), 'figure', 'count', $session, static fn( array $r ) => Tile_Figures::period_metric( $r, 0 ) ),
			self::tile( 'kmAnalyticsVisitLength', __( 'Visit length', 'google-site-kit' ), 'figure', 'seconds', $session, static fn( array $r ) => Tile_Figures::period_metric( $r, 1 ) ),
			self::tile( 'kmAnalyticsVisitsPerVisitor', __( 'Visits per visitor', 'google-site-kit' ), 'figure', 'count', $session, static fn( array $r ) => Tile_Figures::period_metric( $r, 2 ) ),
			self::tile( 'kmAnalyticsReturningVisitorPages', __( 'Top pages by returning visitors', 'google-site-kit' ), 'list', 'count', fn( string $range ) => $this->ranked( $range, array( 'activeUsers' ), $page, self::TOP_LIMIT, array( 'newVsReturning' => array( 'returning' ) ) ), $list ),
			self::tile( 'kmAnalyticsTopTrafficSource', __( 'Top traffic source', 'google-site-kit' ), 'leader', 'ratio', $channel, $top ),
			self::tile( 'kmAnalyticsEngagedTrafficSource', __( 'Most engaged traffic source', 'google-site-kit' ), 'leader', 'ratio', $channel, static fn( array $r ) => Tile_Figures::best_channel_by( $r, 1 ) ),
			self::tile( 'kmAnalyticsTopConvertingTrafficSource', __( 'Top converting traffic source', 'google-site-kit' ), 'leader', 'ratio', $channel, static fn( array $r ) => Tile_Figures::best_channel_by( $r, 2 ) ),
			self::tile( 'kmAnalyticsTopCities', __( 'Top cities', 'google-site-kit' ), 'list', 'ratio', $place( 'city' ), static fn( array $r ) => Tile_Figures::top_list( $r, true ) ),
			self::tile( 'kmAnalyticsTopCountries', __( 'Top countries', 'google-site-kit' ), 'list', 'ratio', $place( 'country' ), static fn( array $r ) => Tile_Figures::top_list( $r, true ) ),
			self::tile( 'kmAnalyticsPopularContent', __( 'Most popular content', 'google-site-kit' ), 'list', 'count', $pages, $list ),
			self::tile( 'kmAnalyticsMostEngagingPages', __( 'Most engaging pages', 'google-site-kit' ), 'list', 'ratio', $pages, static fn( array $r ) => Tile_Figures::pages_above_average( $r, 1 ) ),
			self::tile( 'kmAnalyticsLeastEngagingPages', __( 'Least engaging pages', 'google-site-kit' ), 'list', 'ratio', $pages, static fn( array $r ) => Tile_Figures::pages_above_median( $r, 2 ) ),
			self::tile( 'kmAnalyticsPopularAuthors', __( 'Most popular authors', 'google-site-kit' ), 'list', 'count', fn( string $range ) => $this->ranked( $range, array( 'screenPageViews' ), array( 'customEvent:' . Custom_Dimensions::POST_AUTHOR ), self::TOP_LIMIT ), $list, $dims ),
			self::tile( 'kmAnalyticsTopCategories', __( 'Top categories', 'google-site-kit' ), 'list', 'count', fn( string $range ) => $this->ranked( $range, array( 'screenPageViews' ), array( 'customEvent:' . Custom_Dimensions::POST_CATEGORIES ), 1000 ), static fn( array $r ) => Tile_Figures::category_views( $r ), $dims ),
			self::tile( 'kmAnalyticsTopRecentTrendingPages', __( 'Top recent trending pages', 'google-site-kit' ), 'list', 'count', fn( string $range ) => array( 'publishedWithinDays' => self::RECENT_DAYS ) + $this->ranked( $range, array( 'screenPageViews' ), $page, self::TOP_LIMIT ), static fn( array $r ) => self::trending( $r ) ),
			self::tile( 'kmAnalyticsTopTrafficSourceDrivingLeads', __( 'Top traffic source driving leads', 'google-site-kit' ), 'leader', 'ratio', $events( $channel_dimension, Detected_Events::LEAD_EVENTS ), $top, $leads ),
			self::tile( 'kmAnalyticsPagesDrivingLeads', __( 'Top pages driving leads', 'google-site-kit' ), 'list', 'count', $events( $page, Detected_Events::LEAD_EVENTS ), $list, $leads ),
			self::tile( 'kmAnalyticsTopTrafficSourceDrivingPurchases', __( 'Top traffic source driving purchases', 'google-site-kit' ), 'leader', 'ratio', $events( $channel_dimension, Detected_Events::PURCHASE_EVENTS ), $top, $buys ),
		);
	}

	/**
	 * A tile of the report datapoint.
	 *
	 * @param string                $slug        Slug.
	 * @param string                $title       Title.
	 * @param string                $kind        Kind.
	 * @param string                $unit        Unit.
	 * @param \Closure              $params      Params from the range key.
	 * @param \Closure              $figures     Figures from the report.
	 * @param Tile_Requirement|null $requirement Requirement.
	 */
	private static function tile( string $slug, string $title, string $kind, string $unit, \Closure $params, \Closure $figures, ?Tile_Requirement $requirement = null ): Key_Metric_Tile {
		return new Key_Metric_Tile( $slug, $title, $kind, $unit, 'report', $params, $figures, $requirement );
	}

	/**
	 * Params of a report with the compare period.
	 *
	 * @param string   $range      Range key.
	 * @param string[] $metrics    Metrics.
	 * @param string[] $dimensions Dimensions.
	 * @return array<string, mixed>
	 */
	private function compared( string $range, array $metrics, array $dimensions = array() ): array {
		return array(
			'metrics'           => $metrics,
			'dateRange'         => $range,
			'compareDateRanges' => true,
		) + ( $dimensions ? array( 'dimensions' => $dimensions ) : array() );
	}

	/**
	 * Params of a report ranked by its first metric.
	 *
	 * @param string                  $range      Range key.
	 * @param string[]                $metrics    Metrics.
	 * @param string[]                $dimensions Dimensions.
	 * @param int                     $limit      Rows (0: no limit).
	 * @param array<string, string[]> $filters    Dimension filters.
	 * @return array<string, mixed>
	 */
	private function ranked( string $range, array $metrics, array $dimensions, int $limit = 0, array $filters = array() ): array {
		return array(
			'metrics'    => $metrics,
			'dimensions' => $dimensions,
			'dateRange'  => $range,
			'orderby'    => array(
				array(
					'metric' => $metrics[0],
					'desc'   => true,
				),
			),
		) + ( $limit ? array( 'limit' => $limit ) : array() ) + ( $filters ? array( 'dimensionFilters' => $filters ) : array() );
	}

	/**
	 * A requirement on the detected events.
	 *
	 * @param string $kind   leads or purchases.
	 * @param string $reason Why not.
	 */
	private static function events_requirement( string $kind, string $reason ): Tile_Requirement {
		return new Tile_Requirement( 'detected-events', static fn( $seen ) => is_array( $seen ) && ! empty( $seen[ $kind ] ), $reason );
	}

	/**
	 * The trending pages, or why there are none when no post was published lately.
	 *
	 * @param array<string, mixed> $report Report.
	 * @return array<string, mixed>|null
	 */
	private static function trending( array $report ): ?array {
		$figures = Tile_Figures::top_list( $report );
		if ( null === $figures && 0 === ( $report['recentPages'] ?? null ) ) {
			/* translators: %d: number of days */
			return array( 'message' => sprintf( __( 'No post was published in the last %d days.', 'google-site-kit' ), self::RECENT_DAYS ) );
		}
		return $figures;
	}
}
