<?php
/**
 * Class Cache_Command
 *
 * @package Google\Site_Kit\Core\CLI
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\CLI;

use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Core\Modules\Datapoint_Runner;
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Util\Date_Range;
use WP_CLI;

/**
 * The server-side report cache: fill it with the dashboards' reports, or empty it.
 */
final class Cache_Command {

	/**
	 * Transient prefix of the report cache (Report_Cache): fresh copies, and stale copies under PREFIX . 's_'.
	 */
	private const PREFIX = 'googlesitekit_rc_';

	/**
	 * Constructor.
	 *
	 * @param Datapoint_Runner $runner         Runs datapoints through the cache.
	 * @param Modules          $modules        Module registry.
	 * @param Authentication   $authentication Sign-in (the site owner).
	 */
	public function __construct(
		private readonly Datapoint_Runner $runner,
		private readonly Modules $modules,
		private readonly Authentication $authentication
	) {}

	/**
	 * Reads the main dashboard's reports for the last 28 days, as the Site Kit owner, so they are cached.
	 *
	 * The reads are those of the main dashboard's widgets (Search funnel, Top queries, All traffic), with the
	 * arguments the dashboard sends, so a viewer opening it finds them in the cache. Reports still fresh in the cache
	 * cost no Google call.
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
	 * Empties the report cache, fresh and stale copies.
	 *
	 * ## EXAMPLES
	 *
	 *     wp site-kit cache flush
	 */
	public function flush(): void {
		if ( wp_using_ext_object_cache() ) {
			// Transients live in the object cache, where they cannot be listed: flush its transient group when it
			// supports that, or the whole cache.
			$flushed = function_exists( 'wp_cache_supports' ) && wp_cache_supports( 'flush_group' ) ? wp_cache_flush_group( 'transient' ) : wp_cache_flush();
			if ( ! $flushed ) {
				WP_CLI::error( __( 'The object cache could not be flushed.', 'google-site-kit' ) );
			}
			WP_CLI::success( __( 'The report cache was flushed (object cache).', 'google-site-kit' ) );
			return;
		}
		$names = self::names();
		foreach ( $names as $name ) {
			delete_transient( $name );
		}
		/* translators: %d: number of entries */
		WP_CLI::success( sprintf( _n( '%d cache entry deleted.', '%d cache entries deleted.', count( $names ), 'google-site-kit' ), count( $names ) ) );
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
				$reads[ $module->slug() . ' ' . $label ] = array( $module->slug(), $datapoint, 'GET', $params );
			}
		}
		return $reads;
	}

	/**
	 * How many reports are cached, for `wp site-kit status`.
	 *
	 * @return array{fresh: int|null, stale: int|null, summary: string}
	 */
	public static function state(): array {
		if ( wp_using_ext_object_cache() ) {
			return array(
				'fresh'   => null,
				'stale'   => null,
				'summary' => __( 'in the persistent object cache (entries cannot be counted)', 'google-site-kit' ),
			);
		}
		$fresh = 0;
		$stale = 0;
		foreach ( self::names() as $name ) {
			if ( str_starts_with( $name, self::PREFIX . 's_' ) ) {
				++$stale;
			} elseif ( false !== get_transient( $name ) ) {
				++$fresh;
			}
		}
		return array(
			'fresh'   => $fresh,
			'stale'   => $stale,
			/* translators: 1: fresh reports, 2: last good copies */
			'summary' => sprintf( __( '%1$d fresh reports, %2$d last good copies (database)', 'google-site-kit' ), $fresh, $stale ),
		);
	}

	/**
	 * Names of the report cache's transients in the database.
	 *
	 * @return string[]
	 */
	private static function names(): array {
		global $wpdb;
		// LIKE only narrows (its escape character differs between MySQL and SQLite); the prefix is checked in PHP.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$options = (array) $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '%googlesitekit%rc%'" );
		$names   = array();
		foreach ( $options as $option ) {
			if ( str_starts_with( (string) $option, '_transient_' . self::PREFIX ) ) {
				$names[] = substr( (string) $option, strlen( '_transient_' ) );
			}
		}
		return $names;
	}
}
