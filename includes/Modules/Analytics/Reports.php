<?php
/**
 * Class Reports
 *
 * @package Google\Site_Kit\Modules\Analytics
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Analytics;

use Google\Site_Kit\Core\Provider\Provider_Request;
use Google\Site_Kit\Core\Util\Clock;
use Google\Site_Kit\Core\Util\Date_Range;
use WP_Error;

/**
 * The GA4 report datapoint: validated arguments in, Google's runReport request shape out.
 */
final class Reports {

	public const METRICS    = array( 'totalUsers', 'newUsers', 'activeUsers', 'sessions', 'screenPageViews', 'screenPageViewsPerSession', 'sessionsPerUser', 'engagementRate', 'averageSessionDuration', 'conversions', 'keyEvents', 'sessionKeyEventRate', 'eventCount', 'engagedSessions', 'bounceRate' );
	public const DIMENSIONS = array( 'date', 'pagePath', 'pageTitle', 'sessionDefaultChannelGrouping', 'sessionDefaultChannelGroup', 'newVsReturning', 'country', 'city', 'deviceCategory', 'eventName', 'customEvent:googlesitekit_post_author', 'customEvent:googlesitekit_post_categories' );

	/** The most values one dimension filter may list (GA4 accepts more; the tiles need a few). */
	public const MAX_FILTER_VALUES = 100;

	/** The most posts `publishedWithinDays` filters to (the newest first). */
	public const MAX_RECENT_POSTS = 100;

	/**
	 * Constructor.
	 *
	 * @param Analytics $module The module.
	 */
	public function __construct(
		private readonly Analytics $module
	) {}

	/**
	 * Argument schema of the report datapoint.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			'metrics'             => array(
				'type'     => 'array',
				'required' => true,
				'minItems' => 1,
				'maxItems' => 10,
				'items'    => array(
					'type' => 'string',
					'enum' => self::METRICS,
				),
			),
			'dimensions'          => array(
				'type'     => 'array',
				'maxItems' => 9,
				'items'    => array(
					'type' => 'string',
					'enum' => self::DIMENSIONS,
				),
			),
			'dateRange'           => array( 'type' => 'string' ),
			'startDate'           => array( 'type' => 'string' ),
			'endDate'             => array( 'type' => 'string' ),
			'compareDateRanges'   => array( 'type' => 'boolean' ),
			'url'                 => array(
				'type'   => 'string',
				'format' => 'uri',
			),
			'orderby'             => Report_Order::arg( self::METRICS, self::DIMENSIONS ),
			'limit'               => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 10000,
			),
			// Dimension => the values it must be one of (exact match), e.g. { "eventName": [ "purchase" ] }.
			'dimensionFilters'    => array(
				'type'                 => 'object',
				'properties'           => array_fill_keys(
					self::DIMENSIONS,
					array(
						'type'     => 'array',
						'minItems' => 1,
						'maxItems' => self::MAX_FILTER_VALUES,
						'items'    => array(
							'type'      => 'string',
							'minLength' => 1,
							'maxLength' => 2048,
						),
					)
				),
				'additionalProperties' => false,
				'minProperties'        => 1,
			),
			// Only the pages of the posts published in the last N days (WordPress knows the dates).
			'publishedWithinDays' => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 90,
			),
		);
	}

	/**
	 * The paths of the posts (any public post type) published in the last days, newest first.
	 *
	 * @param int $days Days.
	 * @return string[]
	 */
	public static function recent_post_paths( int $days ): array {
		$ids   = get_posts(
			array(
				'post_type'        => array_values( get_post_types( array( 'public' => true ) ) ),
				'post_status'      => 'publish',
				'has_password'     => false,
				'date_query'       => array(
					array(
						'after'     => gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS ),
						'column'    => 'post_date_gmt',
						'inclusive' => true,
					),
				),
				'orderby'          => 'date',
				'order'            => 'DESC',
				'numberposts'      => self::MAX_RECENT_POSTS, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_numberposts -- ids only, capped.
				'fields'           => 'ids',
				'suppress_filters' => false,
			)
		);
		$paths = array();
		foreach ( $ids as $id ) {
			$link = get_permalink( $id );
			if ( ! $link ) {
				continue;
			}
			$path    = (string) wp_parse_url( $link, PHP_URL_PATH );
			$paths[] = '' === $path ? '/' : $path;
		}
		return array_values( array_unique( $paths ) );
	}

	/**
	 * Runs the report.
	 *
	 * @param array<string, mixed> $params  Validated parameters.
	 * @param int                  $user_id User whose token to use.
	 * @return Provider_Request|WP_Error|array<string, mixed> The call to make (sent by the runner, with others of the
	 *                                                         batch), or an empty report when no page can match.
	 */
	public function run( array $params, int $user_id ): Provider_Request|WP_Error|array {
		$url = $this->module->property_url( Analytics::DATA_API, ':runReport' );
		if ( is_wp_error( $url ) ) {
			return $url;
		}
		$range = Date_Range::from_params( $params );
		if ( is_wp_error( $range ) ) {
			return $range;
		}
		$ranges = array(
			array(
				'startDate' => $range->start_date,
				'endDate'   => $range->end_date,
			),
		);
		if ( ! empty( $params['compareDateRanges'] ) ) {
			$ranges[] = array(
				'startDate' => $range->compare_start_date,
				'endDate'   => $range->compare_end_date,
			);
		}
		$body    = array(
			'dateRanges'         => $ranges,
			'metrics'            => array_map( static fn( $name ) => array( 'name' => $name ), array_values( $params['metrics'] ) ),
			'dimensions'         => array_map( static fn( $name ) => array( 'name' => $name ), array_values( (array) ( $params['dimensions'] ?? array() ) ) ),
			'metricAggregations' => array( 'TOTAL' ),
			'keepEmptyRows'      => true,
		);
		$filters = array();
		if ( ! empty( $params['url'] ) ) {
			$path  = (string) wp_parse_url( (string) $params['url'], PHP_URL_PATH );
			$query = (string) wp_parse_url( (string) $params['url'], PHP_URL_QUERY );
			// A URL with a query string (search results, a filtered archive) is that page, not the page of its path.
			$filters[] = array(
				'filter' => array(
					'fieldName'    => '' === $query ? 'pagePath' : 'pagePathPlusQueryString',
					'stringFilter' => array(
						'matchType' => 'EXACT',
						'value'     => ( '' === $path ? '/' : $path ) . ( '' === $query ? '' : '?' . $query ),
					),
				),
			);
		}
		foreach ( (array) ( $params['dimensionFilters'] ?? array() ) as $dimension => $values ) {
			$filters[] = self::in_list( (string) $dimension, array_values( (array) $values ) );
		}
		$recent = null;
		if ( ! empty( $params['publishedWithinDays'] ) ) {
			$recent = self::recent_post_paths( (int) $params['publishedWithinDays'] );
			if ( ! $recent ) {
				// No post to report on: Google's answer for a report without rows, nothing asked of it.
				return array(
					'dimensionHeaders' => array_map( static fn( $d ) => array( 'name' => $d['name'] ), $body['dimensions'] ),
					'metricHeaders'    => array_map(
						static fn( $m ) => array(
							'name' => $m['name'],
							'type' => 'TYPE_INTEGER',
						),
						$body['metrics']
					),
					'kind'             => 'analyticsData#runReport',
					'recentPages'      => 0,
				);
			}
			$filters[] = self::in_list( 'pagePath', $recent );
		}
		if ( 1 === count( $filters ) ) {
			$body['dimensionFilter'] = $filters[0];
		} elseif ( $filters ) {
			$body['dimensionFilter'] = array( 'andGroup' => array( 'expressions' => $filters ) );
		}
		if ( ! empty( $params['orderby'] ) ) {
			$body['orderBys'] = Report_Order::order_bys( (array) $params['orderby'], 'date' );
		}
		if ( ! empty( $params['limit'] ) ) {
			$body['limit'] = (int) $params['limit'];
		}
		unset( $user_id );
		$extra = array();
		if ( null !== $recent ) {
			$extra['recentPages'] = count( $recent );
		}
		if ( $range->end_date >= Clock::site_today() ) {
			// "Today so far": Google is still collecting the day, so the figures will grow.
			$extra['incomplete'] = true;
		}
		$transform = $extra ? static fn( array $report ) => $report + $extra : null;
		return new Provider_Request( 'POST', $url, array(), $body, $transform );
	}

	/**
	 * A GA4 filter expression: the dimension is one of the values (exact, case-sensitive).
	 *
	 * @param string   $dimension Dimension name.
	 * @param string[] $values    Values.
	 * @return array<string, mixed>
	 */
	private static function in_list( string $dimension, array $values ): array {
		return array(
			'filter' => array(
				'fieldName'    => $dimension,
				'inListFilter' => array(
					'values'        => array_map( 'strval', $values ),
					'caseSensitive' => true,
				),
			),
		);
	}
}
