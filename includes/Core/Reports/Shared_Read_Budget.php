<?php
/**
 * Class Shared_Read_Budget
 *
 * @package Google\Site_Kit\Core\Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Reports;

use WP_Error;

/**
 * How many uncached provider calls a view-only user may cause per hour on the owner's Google account. Reads answered
 * from the report cache are free; once the budget of the current hour is spent, new reads answer a 429 until the
 * next hour. The limit is 300 per user and hour, changeable with the `googlesitekit_shared_read_budget` filter.
 * Counters are hourly transients, or atomic counters of a persistent object cache when there is one.
 */
final class Shared_Read_Budget {

	public const DEFAULT_LIMIT = 300;

	private const PREFIX = 'googlesitekit_srb_';

	/**
	 * Object cache group of the counters (with a persistent object cache; transients otherwise).
	 */
	private const GROUP = 'googlesitekit_srb';

	/**
	 * Calls counted in this request, by user, not yet written.
	 *
	 * @var array<int, int>
	 */
	private array $taken = array();

	/**
	 * Calls a user may make per hour.
	 *
	 * @param int $user_id User ID.
	 */
	public function limit( int $user_id ): int {
		/**
		 * Filters how many uncached provider calls a view-only user may cause per hour on the owner's account.
		 *
		 * @param int $limit   Calls per hour.
		 * @param int $user_id User ID.
		 */
		return max( 0, (int) apply_filters( 'googlesitekit_shared_read_budget', self::DEFAULT_LIMIT, $user_id ) );
	}

	/**
	 * Takes one call from the user's budget of the current hour.
	 *
	 * @param int $user_id User ID.
	 * @return WP_Error|null Null when the call may go ahead; a 429 error when the budget is spent.
	 */
	public function take( int $user_id ): ?WP_Error {
		$used = $this->used( $user_id );
		if ( $used >= $this->limit( $user_id ) ) {
			$minutes = max( 1, (int) ceil( ( HOUR_IN_SECONDS - time() % HOUR_IN_SECONDS ) / MINUTE_IN_SECONDS ) );
			return new WP_Error(
				'shared_read_budget_exceeded',
				sprintf(
					/* translators: 1: number of reports, 2: minutes */
					_n(
						'You have loaded the most new reports allowed per hour on a dashboard shared with you (%1$d). Reports already loaded still show; new ones are available again in %2$d minute.',
						'You have loaded the most new reports allowed per hour on a dashboard shared with you (%1$d). Reports already loaded still show; new ones are available again in %2$d minutes.',
						$minutes,
						'google-site-kit'
					),
					$this->limit( $user_id ),
					$minutes
				),
				array(
					'status'     => 429,
					'retryAfter' => $minutes * MINUTE_IN_SECONDS,
				)
			);
		}
		$this->taken[ $user_id ] = ( $this->taken[ $user_id ] ?? 0 ) + 1;
		return null;
	}

	/**
	 * Writes the calls counted in this request (one write per user, however many reads the batch had).
	 */
	public function commit(): void {
		foreach ( $this->taken as $user_id => $count ) {
			if ( wp_using_ext_object_cache() ) {
				// Atomic across servers: a counter in the persistent object cache, never a database row.
				wp_cache_add( $this->key( $user_id ), 0, self::GROUP, HOUR_IN_SECONDS );
				if ( false === wp_cache_incr( $this->key( $user_id ), $count, self::GROUP ) ) {
					wp_cache_set( $this->key( $user_id ), $count, self::GROUP, HOUR_IN_SECONDS );
				}
				continue;
			}
			$this->add_to_transient( $this->key( $user_id ), $count );
		}
		$this->taken = array();
	}

	/**
	 * Adds to a counter kept as a transient, atomically: servers committing at the same moment each add their calls
	 * (reading the count and writing it back would lose all but one of them).
	 *
	 * @param string $key   Transient name.
	 * @param int    $count Calls to add.
	 */
	private function add_to_transient( string $key, int $count ): void {
		global $wpdb;
		// The counter starts at 0 once (INSERT IGNORE: a row another server inserted first stays), then grows in place.
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the database's own atomic update; the caches are cleared below.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", '_transient_timeout_' . $key, (string) ( time() + HOUR_IN_SECONDS ) ) );
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '0', 'no')", '_transient_' . $key ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = option_value + %d WHERE option_name = %s", $count, '_transient_' . $key ) );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery
		wp_cache_delete( '_transient_' . $key, 'options' );
		wp_cache_delete( '_transient_timeout_' . $key, 'options' );
		wp_cache_delete( 'notoptions', 'options' );
	}

	/**
	 * Calls the user made in the current hour, this request's included.
	 *
	 * @param int $user_id User ID.
	 */
	public function used( int $user_id ): int {
		$stored = wp_using_ext_object_cache() ? wp_cache_get( $this->key( $user_id ), self::GROUP ) : get_transient( $this->key( $user_id ) );
		return (int) $stored + ( $this->taken[ $user_id ] ?? 0 );
	}

	/**
	 * The counter of a user's current hour.
	 *
	 * @param int $user_id User ID.
	 */
	private function key( int $user_id ): string {
		return self::PREFIX . $user_id . '_' . intdiv( time(), HOUR_IN_SECONDS );
	}
}
