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
use Google\Site_Kit\Core\Posts\Contracts\Post_Figures_Source;
use Google\Site_Kit\Core\Posts\Daily_Totals;
use Google\Site_Kit\Core\Posts\Post_Figures;
use Google\Site_Kit\Core\Reports\Datapoint_Runner;
use Google\Site_Kit\Core\User\User_Date_Range;
use Google\Site_Kit\Core\Util\Date_Range;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

/**
 * core/site/data/post-stats: the posts list's column — the figure each module gives per post (Post_Figures, e.g.
 * views and Search clicks) for the listed posts over the user's date range, each with a daily trend, and the post's
 * entity dashboard link.
 *
 * Whatever the number of posts, it is one read per module, filtered to their pages, through the datapoint runner (so
 * cached and single-flighted in the shared report cache, like the dashboard's reads). Modules the user may not read
 * (view-only users: those not shared with them) or that are not connected are left out, not errors.
 */
final class Post_Stats_Controller extends Controller {

	/** The most posts one request may ask for. */
	public const MAX_POSTS = 100;

	/**
	 * The modules' figures per post.
	 */
	private readonly Post_Figures $figures;

	/**
	 * Constructor.
	 *
	 * @param Datapoint_Runner $runner  Datapoint runner (cache, single flight, tokens).
	 * @param Modules          $modules Module registry.
	 * @param Context          $context Plugin context (admin URLs).
	 */
	public function __construct(
		private readonly Datapoint_Runner $runner,
		Modules $modules,
		private readonly Context $context
	) {
		$this->figures = new Post_Figures( $modules );
	}

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
		$days  = Daily_Totals::days_between( $range->start_date, $range->end_date );
		$posts = $this->posts( $ids );
		$paths = array_values( array_unique( array_column( $posts, 'path' ) ) );
		sort( $paths );
		$origin  = (string) preg_replace( '#^(https?://[^/]+).*$#i', '$1', untrailingslashit( home_url() ) );
		$sources = $this->figures->sources();
		// A daily trend when the rows fit in one answer; for long ranges with many posts, the totals alone.
		$daily = array_map( static fn( Post_Figures_Source $source ) => count( $paths ) * count( $days ) <= $source->max_rows(), $sources );
		$reads = array();
		foreach ( $paths ? $this->figures->readable() : array() as $slug => $source ) {
			$reads[ $slug ] = array( $slug, $source->datapoint(), 'GET', $source->params( $paths, $origin, $saved['dateRange'], $daily[ $slug ] ) );
		}
		$results = $reads ? $this->runner->run_many( $reads ) : array();

		$totals   = array();
		$services = array();
		$errors   = array();
		$stale    = array();
		foreach ( $sources as $slug => $source ) {
			$services[ $slug ] = isset( $reads[ $slug ] );
			$result            = $results[ $slug ] ?? array();
			if ( isset( $result['value'] ) ) {
				$totals[ $slug ] = new Daily_Totals( $days );
				$source->add_rows( (array) $result['value'], $origin, $totals[ $slug ] );
			}
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
			'services'       => $services,
			'posts'          => (object) $this->figures_of( $posts, $sources, $totals, $daily ),
			'errors'         => (object) $errors,
			'stale'          => (object) $stale,
		);
	}

	/**
	 * Each post's figures: its path, each module's total and daily trend (null when the module was not read; the
	 * trend null too when the read had no days), and its entity dashboard link.
	 *
	 * @param array<int, array{path: string, url: string}> $posts   The posts, by ID.
	 * @param array<string, Post_Figures_Source>            $sources Every module's figure, by slug.
	 * @param array<string, Daily_Totals>                   $totals  The figures read, by slug.
	 * @param array<string, bool>                           $daily   Whether each module's read had each day.
	 * @return array<int, array<string, mixed>>
	 */
	private function figures_of( array $posts, array $sources, array $totals, array $daily ): array {
		$out = array();
		foreach ( $posts as $id => $post ) {
			$path       = $post['path'];
			$out[ $id ] = array( 'path' => $path );
			foreach ( $sources as $slug => $source ) {
				$read                                      = $totals[ $slug ] ?? null;
				$out[ $id ][ $source->figure() ]           = $read ? $read->total( $path ) : null;
				$out[ $id ][ $source->figure() . 'Trend' ] = $read && $daily[ $slug ] ? $read->trend( $path ) : null;
			}
			$out[ $id ]['dashboardURL'] = $this->context->admin_url( 'dashboard', array( 'permaLink' => rawurlencode( $post['url'] ) ) );
		}
		return $out;
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
}
