<?php
/**
 * Class Report_Warmer
 *
 * @package Google\Site_Kit\Core\Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Reports;

use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Core\Provider\Errors;
use Google\Site_Kit\Core\Util\Clock;
use WP_Error;

/**
 * Background refresh (stale-while-revalidate): a WP-Cron event, every minute, renews the reads the dashboards use
 * (Report_Cache's warm list) shortly before their fresh copy expires, so viewers of a busy site never wait on Google.
 *
 * - Due: the fresh copy is gone or expires within the last fifth of its TTL (at least 60 s), and someone read the
 *   report in the last 24 hours (reads nobody looks at any more leave the list).
 * - The renewal is a Datapoint_Runner::refresh(): the viewers' path (token, refresh of the token, single-flight lock,
 *   provider call) writing fresh and last good copies.
 * - When the renewal fails, the read backs off (Back_Off: exponential, Retry-After honoured). While Google is down,
 *   slow or busy (5xx, timeout, invalid answer, 429), viewers get the last good copy marked stale with that cause,
 *   without calling Google; while Google refuses the read (401 after the token's refresh, 403, 400, 404), they get
 *   the refusal and its fix, never old data.
 *
 * The event runs with WordPress's own cron (on page loads) or, with DISABLE_WP_CRON, with the site's real cron:
 * `wp cron event run --due-now` or a request to wp-cron.php every minute (README, "Background refresh").
 */
final class Report_Warmer implements Registerable {

	public const HOOK     = 'googlesitekit_report_cache_warm';
	public const SCHEDULE = 'googlesitekit_every_minute';
	public const RECENT   = DAY_IN_SECONDS;
	public const MARGIN   = 60;

	/**
	 * Constructor.
	 *
	 * @param Datapoint_Runner $runner Runs the reads.
	 * @param Report_Cache     $cache  The cache and its warm list.
	 * @param Flight_Lock      $locks  Keeps two servers' cron runs apart.
	 */
	public function __construct(
		private readonly Datapoint_Runner $runner,
		private readonly Report_Cache $cache,
		private readonly Flight_Lock $locks = new Flight_Lock()
	) {}

	/**
	 * Adds the schedule, the event's handler, and schedules the event when it is missing.
	 */
	public function register(): void {
		add_filter( 'cron_schedules', array( self::class, 'add_schedule' ) ); // phpcs:ignore WordPress.WP.CronInterval -- every minute is the point.
		add_action( self::HOOK, array( $this, 'run' ) );
		add_action( 'init', array( self::class, 'schedule' ) );
		add_action( 'googlesitekit_access_restored', array( $this, 'access_restored' ) );
		add_action( 'googlesitekit_owner_left', array( $this, 'forget_user' ) );
	}

	/**
	 * A user left the site or its administrators: the reads made with their token are no longer renewed.
	 *
	 * @param int $user_id User ID.
	 */
	public function forget_user( int $user_id ): void {
		$keys = array();
		foreach ( $this->cache->warm_list()->entries( true ) as $key => $read ) {
			if ( (int) $read['user_id'] === $user_id ) {
				$keys[] = (string) $key;
			}
		}
		if ( $keys ) {
			$this->cache->warm_list()->forget( $keys );
		}
	}

	/**
	 * A user whose Google access was refused signed in again: their reads stop backing off (viewers stop being
	 * served the old copies marked stale) and are renewed at the next cron run.
	 *
	 * @param int $user_id User ID.
	 */
	public function access_restored( int $user_id ): void {
		foreach ( $this->cache->warm_list()->entries( true ) as $key => $read ) {
			if ( (int) $read['user_id'] === $user_id ) {
				$this->cache->back_offs()->clear( (string) $key );
			}
		}
		self::request_run();
	}

	/**
	 * The every-minute schedule.
	 *
	 * @param array<string, array{interval: int, display: string}> $schedules Schedules.
	 * @return array<string, array{interval: int, display: string}>
	 */
	public static function add_schedule( array $schedules ): array {
		$schedules[ self::SCHEDULE ] = array(
			'interval' => MINUTE_IN_SECONDS,
			'display'  => __( 'Every minute (Site Kit report refresh)', 'google-site-kit' ),
		);
		return $schedules;
	}

	/**
	 * Schedules the recurring event if it is not.
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time(), self::SCHEDULE, self::HOOK );
		}
	}

	/**
	 * Asks for a run as soon as cron runs next (a viewer was served a copy past its TTL).
	 */
	public static function request_run(): void {
		$next = wp_next_scheduled( self::HOOK );
		if ( false === $next || $next > time() ) {
			// WordPress ignores a second request within ten minutes; the recurring event being due does as well.
			wp_schedule_single_event( time(), self::HOOK );
		}
	}

	/**
	 * Renews the due reads.
	 *
	 * @return array<string, string> Cache key => what happened: refreshed, backoff, failed, in_flight.
	 */
	public function run(): array {
		$run = $this->locks->acquire( 'warm_run', 5 * MINUTE_IN_SECONDS );
		if ( null === $run ) {
			// Another server is refreshing.
			return array();
		}
		try {
			return $this->refresh_due();
		} finally {
			$this->locks->release( 'warm_run', $run );
		}
	}

	/**
	 * The reads due for renewal, by the user whose token they use: user_id => [ cache key => warm list entry ].
	 *
	 * @return array<int, array<string, array<string, mixed>>>
	 */
	public function due(): array {
		$now     = time();
		$today   = Clock::site_today();
		$due     = array();
		$forgets = array();
		foreach ( $this->cache->warm_list()->entries( true ) as $key => $read ) {
			if ( (int) $read['seen'] < $now - self::RECENT ) {
				$forgets[] = (string) $key;
				continue;
			}
			$day = Report_Key::day_of( (string) $key );
			if ( null !== $day && $day !== $today ) {
				// A named range on a past site day: its dates moved on at midnight. Read it now for the new dates, so
				// the day's first viewer does not wait on Google (refresh_due() moves it to its new key).
				$due[ (int) $read['user_id'] ][ (string) $key ] = $read;
				continue;
			}
			$backoff = $this->cache->back_offs()->get( (string) $key );
			if ( null !== $backoff && $backoff['until'] > $now ) {
				continue;
			}
			$ttl   = max( 1, (int) $read['ttl'] );
			$fresh = $this->cache->fresh_now( (string) $key );
			if ( null !== $fresh && (int) $fresh['time'] + (int) ( $fresh['ttl'] ?? $ttl ) - $now > self::margin( $ttl ) ) {
				continue;
			}
			$due[ (int) $read['user_id'] ][ (string) $key ] = $read;
		}
		if ( $forgets ) {
			$this->cache->warm_list()->forget( $forgets );
		}
		return $due;
	}

	/**
	 * How long before expiry a read is renewed: the last fifth of its TTL, at least a minute (the cron interval).
	 *
	 * @param int $ttl Seconds a copy stays fresh.
	 */
	public static function margin( int $ttl ): int {
		return min( $ttl, max( self::MARGIN, intdiv( $ttl, 5 ) ) );
	}

	/**
	 * Renews the due reads, each user's reads in one parallel batch with that user's token.
	 *
	 * @return array<string, string>
	 */
	private function refresh_due(): array {
		$done     = array();
		$previous = get_current_user_id();
		$forgets  = array();
		try {
			foreach ( $this->due() as $user_id => $reads ) {
				if ( ! get_userdata( $user_id ) ) {
					$forgets = array_merge( $forgets, array_keys( $reads ) );
					continue;
				}
				wp_set_current_user( $user_id );
				$batch = array();
				foreach ( $reads as $key => $read ) {
					$batch[ $key ] = array( (string) $read['slug'], (string) $read['datapoint'], (array) $read['params'] );
				}
				foreach ( $this->runner->refresh( $batch ) as $key => $result ) {
					$made_as = (string) ( $result['cache_key'] ?? $key );
					if ( $made_as !== $key && Report_Key::base( $made_as ) === Report_Key::base( $key ) ) {
						// The same read on the site's new day, made for its new dates: the list follows it, and a
						// refusal backs off the new day's read (not retried every minute).
						$this->cache->warm_list()->move( (string) $key, $made_as );
						$done[ $made_as ] = $this->settle( $made_as, $result );
						continue;
					}
					if ( $made_as !== $key ) {
						// The read would now be made differently (the user's role or the OAuth client changed).
						$forgets[]    = (string) $key;
						$done[ $key ] = 'forgotten';
						continue;
					}
					$done[ $key ] = $this->settle( (string) $key, $result );
				}
			}
		} finally {
			wp_set_current_user( $previous );
		}
		if ( $forgets ) {
			$this->cache->warm_list()->forget( $forgets );
		}
		return $done;
	}

	/**
	 * Records a renewal's outcome: a success ends the back-off, a failure starts or grows it.
	 *
	 * @param string               $key    Cache key.
	 * @param array<string, mixed> $result The runner's result.
	 */
	private function settle( string $key, array $result ): string {
		$error = $result['error'] ?? null;
		if ( ! $error instanceof WP_Error ) {
			$this->cache->back_offs()->clear( $key );
			return 'refreshed';
		}
		if ( 'refresh_in_flight' === $error->get_error_code() ) {
			return 'in_flight';
		}
		if ( ! Errors::is_outage( $error ) ) {
			// Google refused the read (access lost, token refused, argument or property no longer valid): the copy
			// it refuses is not served as fresh meanwhile; viewers get the refusal (Cached_Answers::held_back()).
			$this->cache->expire( $key );
		}
		$this->cache->back_offs()->start( $key, $error );
		return 'backoff';
	}
}
