<?php
/**
 * Class Cache_Command
 *
 * @package Google\Site_Kit\Core\CLI
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\CLI;

use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Reports\Cache_Stats;
use Google\Site_Kit\Core\Reports\Cache_Store;
use Google\Site_Kit\Core\Reports\Datapoint_Runner;
use Google\Site_Kit\Core\Reports\Report_Cache;
use Google\Site_Kit\Core\Reports\Report_Warmer;
use Google\Site_Kit\Core\Util\Date_Range;
use WP_CLI;

/**
 * The server-side report cache: fill it with the dashboards' reports, or empty it.
 */
final class Cache_Command {

	/**
	 * Constructor.
	 *
	 * @param Datapoint_Runner $runner         Runs datapoints through the cache.
	 * @param Modules          $modules        Module registry.
	 * @param Authentication   $authentication Sign-in (the site owner).
	 * @param Report_Cache     $cache          The report cache.
	 * @param Report_Warmer    $warmer         Background refresh.
	 */
	public function __construct(
		private readonly Datapoint_Runner $runner,
		private readonly Modules $modules,
		private readonly Authentication $authentication,
		private readonly Report_Cache $cache = new Report_Cache(),
		private readonly ?Report_Warmer $warmer = null
	) {}

	/**
	 * Reads the main dashboard's reports for the last 28 days, as the Site Kit owner, so they are cached.
	 *
	 * The reads are those of the main dashboard's widgets (Search funnel, Top queries, All traffic), with the
	 * arguments the dashboard sends, so a viewer opening it finds them in the cache. Reports still fresh in the cache
	 * cost no Google call. `wp site-kit cache refresh` renews the other reads viewers made lately.
	 *
	 * ## OPTIONS
	 *
	 * [--dateRange=<range>]
	 * : Date range, last-N-days.
	 * ---
	 * default: last-28-days
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp site-kit cache warm
	 *
	 * @param string[]              $args       Positional arguments.
	 * @param array<string, string> $assoc_args Named arguments.
	 */
	public function warm( array $args, array $assoc_args ): void {
		$owner = $this->authentication->owner_id();
		if ( ! $owner ) {
			WP_CLI::error( __( 'Site Kit is not set up: there is no owner whose Google account reads the reports.', 'google-site-kit' ) );
		}
		if ( 0 === get_current_user_id() ) {
			wp_set_current_user( $owner );
		}
		$reads = $this->dashboard_reads( (string) ( $assoc_args['dateRange'] ?? 'last-28-days' ) );
		if ( is_wp_error( $reads ) ) {
			WP_CLI::error( $reads->get_error_message() );
		}
		if ( ! $reads ) {
			WP_CLI::warning( __( 'No module with dashboard reports is active.', 'google-site-kit' ) );
			return;
		}
		$failed = 0;
		$rows   = array();
		foreach ( $this->runner->run_many( $reads ) as $key => $result ) {
			$failed += isset( $result['error'] ) ? 1 : 0;
			$rows[]  = array(
				'report' => $key,
				'result' => isset( $result['error'] ) ? $result['error']->get_error_message() : ( isset( $result['stale'] ) ? __( 'stale copy kept (Google failed)', 'google-site-kit' ) : __( 'cached', 'google-site-kit' ) ),
			);
		}
		WP_CLI\Utils\format_items( 'table', $rows, array( 'report', 'result' ) );
		if ( $failed ) {
			/* translators: 1: failed reads, 2: all reads */
			WP_CLI::error( sprintf( __( '%1$d of %2$d reports could not be read.', 'google-site-kit' ), $failed, count( $rows ) ) );
		}
		/* translators: %d: number of reports */
		WP_CLI::success( sprintf( _n( '%d report is cached.', '%d reports are cached.', count( $rows ), 'google-site-kit' ), count( $rows ) ) );
	}

	/**
	 * Runs the background refresh now: renews the reads viewers made in the last 24 hours whose fresh copy expires
	 * within the last fifth of its TTL (at least a minute), except those backing off after Google refused them.
	 *
	 * The WP-Cron event googlesitekit_report_cache_warm does the same every minute (`wp cron event run --due-now`).
	 *
	 * ## EXAMPLES
	 *
	 *     wp site-kit cache refresh
	 */
	public function refresh(): void {
		if ( null === $this->warmer ) {
			WP_CLI::error( __( 'The background refresh is not available.', 'google-site-kit' ) );
		}
		$done    = $this->warmer->run();
		$renewed = array_count_values( $done );
		/* translators: 1: renewed reads, 2: reads backing off */
		WP_CLI::success( sprintf( __( '%1$d reports renewed, %2$d backing off after Google refused them.', 'google-site-kit' ), $renewed['refreshed'] ?? 0, $renewed['backoff'] ?? 0 ) );
	}

	/**
	 * Empties the report cache, fresh and stale copies.
	 *
	 * ## EXAMPLES
	 *
	 *     wp site-kit cache flush
	 */
	public function flush(): void {
		$deleted = $this->cache->flush();
		if ( Cache_Store::uses_object_cache() ) {
			/* translators: %d: number of entries */
			WP_CLI::success( sprintf( _n( 'The report cache was flushed (persistent object cache; %d cache entry deleted).', 'The report cache was flushed (persistent object cache; %d cache entries deleted).', $deleted, 'google-site-kit' ), $deleted ) );
			return;
		}
		/* translators: %d: number of entries */
		WP_CLI::success( sprintf( _n( '%d cache entry deleted.', '%d cache entries deleted.', $deleted, 'google-site-kit' ), $deleted ) );
	}

	/**
	 * The dashboard's reads, as the active modules list them: "<module> <label>" => [ module, datapoint, method, params ].
	 *
	 * @param string $date_range last-N-days.
	 * @return array<string, array{string, string, string, array<string, mixed>}>|\WP_Error
	 */
	private function dashboard_reads( string $date_range ): array|\WP_Error {
		$dates = Date_Range::from_params( array( 'dateRange' => $date_range ) );
		if ( is_wp_error( $dates ) ) {
			return $dates;
		}
		$reads = array();
		foreach ( $this->modules->active() as $module ) {
			foreach ( $module->dashboard_reads( $dates, $date_range ) as $label => list( $datapoint, $params ) ) {
				$reads[ $module->identity()->slug . ' ' . $label ] = array( $module->identity()->slug, $datapoint, 'GET', $params );
			}
		}
		return $reads;
	}

	/**
	 * How many reports are cached, for `wp site-kit status`.
	 *
	 * @return array{fresh: int, stale: int, summary: string}
	 */
	public static function state(): array {
		$stats = ( new Cache_Stats( new Report_Cache() ) )->counts();
		return array(
			'fresh'   => $stats['fresh'],
			'stale'   => $stats['stale'],
			'summary' => 'database' === $stats['backend']
				/* translators: 1: fresh reports, 2: last good copies */
				? sprintf( __( '%1$d fresh reports, %2$d last good copies (database)', 'google-site-kit' ), $stats['fresh'], $stats['stale'] )
				/* translators: 1: fresh reports, 2: last good copies, 3: reads the dashboards use */
				: sprintf( __( '%1$d fresh reports, %2$d last good copies (persistent object cache; counted among the %3$d reads dashboards use)', 'google-site-kit' ), $stats['fresh'], $stats['stale'], $stats['warm'] ),
		);
	}
}
