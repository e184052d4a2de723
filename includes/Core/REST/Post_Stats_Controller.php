<?php
/**
 * Class Post_Stats_Controller
 *
 * @package Google\Site_Kit\Core\REST
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\REST;

use Google\Site_Kit\Context;
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\Reports\Datapoint_Runner;
use Google\Site_Kit\Core\User\User_Date_Range;
use Google\Site_Kit\Core\Util\Date_Range;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

/**
 * core/site/data/post-stats: the posts list's column — views (Analytics) and Search clicks (Search Console) of the
 * listed posts over the user's date range, each with a daily trend and the post's entity dashboard link.
 *
 * Whatever the number of posts, it is one Analytics report filtered to their paths and one Search Console query
 * filtered to their URLs, both through the datapoint runner (so cached and single-flighted in the shared report
 * cache, like the dashboard's reads). Services the user may not read (view-only users: those not shared with them)
 * or that are not connected are left out, not errors.
 */
final class Post_Stats_Controller extends Controller {

	/** The most posts one request may ask for. */
	public const MAX_POSTS = 100;

	/** Rows one Analytics report may return (the report datapoint's limit). */
	private const ANALYTICS_ROWS = 10000;

	/** Rows one Search Console query may return (Google's rowLimit maximum). */
	private const SEARCH_ROWS = 25000;

	/**
	 * Constructor.
	 *
	 * @param Datapoint_Runner $runner  Datapoint runner (cache, single flight, tokens).
	 * @param Modules          $modules Module registry.
	 * @param Context          $context Plugin context (admin URLs).
	 */
	public function __construct(
		private readonly Datapoint_Runner $runner,
		private readonly Modules $modules,
		private readonly Context $context
	) {}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$this->route(
			'core/site/data/post-stats',
			array(
				array(
					'methods'    => WP_REST_Server::READABLE,
					'capability' => Permissions::VIEW_DASHBOARD,
					'callback'   => fn( WP_REST_Request $request ) => $this->respond( $this->stats( array_map( 'intval', (array) $request['ids'] ) ) ),
					'args'       => array(
						'ids' => array(
							'type'        => 'array',
							'required'    => true,
							'minItems'    => 1,
							'maxItems'    => self::MAX_POSTS,
							'uniqueItems' => true,
							'items'       => array(
								'type'    => 'integer',
								'minimum' => 1,
							),
						),
					),
				),
			)
		);
	}

	/**
	 * The figures of the posts.
	 *
	 * @param int[] $ids Post IDs.
	 * @return array<string, mixed>|WP_Error
	 */
	public function stats( array $ids ): array|WP_Error {
		$user  = get_current_user_id();
		$saved = ( new User_Date_Range() )->get( $user );
		$range = Date_Range::from_params( array( 'dateRange' => $saved['dateRange'] ) );
		if ( is_wp_error( $range ) ) {
			return $range;
		}
		$days  = self::days( $range->start_date, $range->end_date );
		$posts = $this->posts( $ids );
		$paths = array_values( array_unique( array_column( $posts, 'path' ) ) );
		sort( $paths );
		$home  = untrailingslashit( home_url() );
		$home  = (string) preg_replace( '#^(https?://[^/]+).*$#i', '$1', $home );
		$urls  = array_map( static fn( string $path ) => $home . $path, $paths );
		$reads = array();
		// A daily trend when the rows fit in one answer; for long ranges with many posts, the totals alone.
		$analytics_daily = count( $paths ) * count( $days ) <= self::ANALYTICS_ROWS;
		$search_daily    = count( $paths ) * count( $days ) <= self::SEARCH_ROWS;
		if ( $paths && $this->modules->may_read_connected( 'analytics', 'report' ) ) {
			$reads['analytics'] = array(
				'analytics',
				'report',
				'GET',
				array(
					'metrics'          => array( 'screenPageViews' ),
					'dimensions'       => $analytics_daily ? array( 'pagePath', 'date' ) : array( 'pagePath' ),
					'dateRange'        => $saved['dateRange'],
					'dimensionFilters' => array( 'pagePath' => $paths ),
					'limit'            => self::ANALYTICS_ROWS,
				),
			);
		}
		if ( $paths && $this->modules->may_read_connected( 'search-console', 'searchanalytics' ) ) {
			$reads['search-console'] = array(
				'search-console',
				'searchanalytics',
				'GET',
				array(
					'dimensions' => $search_daily ? array( 'page', 'date' ) : array( 'page' ),
					'dateRange'  => $saved['dateRange'],
					'pages'      => $urls,
					'limit'      => self::SEARCH_ROWS,
				),
			);
		}
		$results = $reads ? $this->runner->run_many( $reads ) : array();

		$views  = isset( $results['analytics']['value'] ) ? self::analytics_figures( (array) $results['analytics']['value'], $days ) : null;
		$clicks = isset( $results['search-console']['value'] ) ? self::search_figures( (array) $results['search-console']['value'], $home, $days ) : null;
		$out    = array();
		foreach ( $posts as $id => $post ) {
			$path       = $post['path'];
			$out[ $id ] = array(
				'path'         => $path,
				'views'        => null === $views ? null : (int) ( $views[ $path ]['total'] ?? 0 ),
				'viewsTrend'   => null === $views || ! $analytics_daily ? null : ( $views[ $path ]['trend'] ?? array_fill( 0, count( $days ), 0 ) ),
				'clicks'       => null === $clicks ? null : (int) ( $clicks[ $path ]['total'] ?? 0 ),
				'clicksTrend'  => null === $clicks || ! $search_daily ? null : ( $clicks[ $path ]['trend'] ?? array_fill( 0, count( $days ), 0 ) ),
				'dashboardURL' => $this->context->admin_url( 'dashboard', array( 'permaLink' => rawurlencode( $post['url'] ) ) ),
			);
		}
		$errors = array();
		$stale  = array();
		foreach ( $results as $slug => $result ) {
			if ( isset( $result['error'] ) ) {
				$data            = $result['error']->get_error_data();
				$errors[ $slug ] = array(
					'code'    => $result['error']->get_error_code(),
					'message' => $result['error']->get_error_message(),
					'data'    => array_intersect_key( is_array( $data ) ? $data : array(), array_flip( array( 'status', 'reason', 'reconnectURL', 'retryAfter' ) ) ),
				);
			}
			if ( isset( $result['stale'] ) ) {
				$stale[ $slug ] = gmdate( 'c', (int) $result['stale']['since'] );
			}
		}
		return array(
			'dateRange'      => $saved['dateRange'],
			// The column's caption ("Last 28 days"), in the user's language.
			'dateRangeLabel' => User_Date_Range::label( $saved['dateRange'] ),
			'startDate'      => $range->start_date,
			'endDate'        => $range->end_date,
			'dates'          => $days,
			'services'       => array(
				'analytics'      => isset( $reads['analytics'] ),
				'search-console' => isset( $reads['search-console'] ),
			),
			'posts'          => (object) $out,
			'errors'         => (object) $errors,
			'stale'          => (object) $stale,
		);
	}

	/**
	 * The posts the user may read that Google can see (published, public), by ID: path and permalink. Posts on
	 * plain permalinks (`?p=123`) have no path of their own in the reports and are left out.
	 *
	 * @param int[] $ids Post IDs.
	 * @return array<int, array{path: string, url: string}>
	 */
	private function posts( array $ids ): array {
		$ids = array_values( array_unique( array_filter( $ids ) ) );
		sort( $ids );
		_prime_post_caches( $ids, false, false );
		$posts = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( ! $post || ! current_user_can( 'read_post', $id ) || 'publish' !== $post->post_status || ! is_post_publicly_viewable( $post ) ) {
				continue;
			}
			$url   = (string) get_permalink( $post );
			$parts = wp_parse_url( $url );
			if ( ! is_array( $parts ) || isset( $parts['query'] ) ) {
				continue;
			}
			$posts[ $id ] = array(
				'path' => (string) ( $parts['path'] ?? '/' ),
				'url'  => $url,
			);
		}
		return $posts;
	}


	/**
	 * The days of a range, YYYY-MM-DD.
	 *
	 * @param string $start First day.
	 * @param string $end   Last day.
	 * @return string[]
	 */
	private static function days( string $start, string $end ): array {
		$days = array();
		$utc  = new \DateTimeZone( 'UTC' );
		$day  = new \DateTimeImmutable( $start, $utc );
		$last = new \DateTimeImmutable( $end, $utc );
		while ( $day <= $last ) {
			$days[] = $day->format( 'Y-m-d' );
			$day    = $day->modify( '+1 day' );
		}
		return $days;
	}

	/**
	 * Views per path: total and daily trend (aligned with $days) from a GA4 report by pagePath (and date).
	 *
	 * @param array<string, mixed> $report GA4 report.
	 * @param string[]             $days   The range's days.
	 * @return array<string, array{total: int, trend: int[]}>
	 */
	private static function analytics_figures( array $report, array $days ): array {
		$index = array_flip( $days );
		$out   = array();
		foreach ( (array) ( $report['rows'] ?? array() ) as $row ) {
			$path                   = (string) ( $row['dimensionValues'][0]['value'] ?? '' );
			$value                  = (int) ( $row['metricValues'][0]['value'] ?? 0 );
			$out[ $path ]         ??= array(
				'total' => 0,
				'trend' => array_fill( 0, count( $days ), 0 ),
			);
			$out[ $path ]['total'] += $value;
			$date                   = (string) ( $row['dimensionValues'][1]['value'] ?? '' );
			if ( 8 === strlen( $date ) ) {
				$day = substr( $date, 0, 4 ) . '-' . substr( $date, 4, 2 ) . '-' . substr( $date, 6, 2 );
				if ( isset( $index[ $day ] ) ) {
					$out[ $path ]['trend'][ $index[ $day ] ] += $value;
				}
			}
		}
		return $out;
	}

	/**
	 * Clicks per path: total and daily trend from Search Console rows by page (and date).
	 *
	 * @param array<string, mixed> $report Search analytics answer ({rows}).
	 * @param string               $origin The site's origin (page URLs start with it).
	 * @param string[]             $days   The range's days.
	 * @return array<string, array{total: int, trend: int[]}>
	 */
	private static function search_figures( array $report, string $origin, array $days ): array {
		$index = array_flip( $days );
		$out   = array();
		foreach ( (array) ( $report['rows'] ?? array() ) as $row ) {
			$page = (string) ( $row['keys'][0] ?? '' );
			if ( ! str_starts_with( $page, $origin . '/' ) ) {
				continue;
			}
			$path                   = substr( $page, strlen( $origin ) );
			$value                  = (int) ( $row['clicks'] ?? 0 );
			$out[ $path ]         ??= array(
				'total' => 0,
				'trend' => array_fill( 0, count( $days ), 0 ),
			);
			$out[ $path ]['total'] += $value;
			$day                    = (string) ( $row['keys'][1] ?? '' );
			if ( isset( $index[ $day ] ) ) {
				$out[ $path ]['trend'][ $index[ $day ] ] += $value;
			}
		}
		return $out;
	}
}
