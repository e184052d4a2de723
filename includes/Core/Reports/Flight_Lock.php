<?php
/**
 * Class Flight_Lock
 *
 * @package Google\Site_Kit\Core\Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Reports;

/**
 * A short-lived lock shared by every PHP server of the site, so that one viewer makes a cold report's provider call
 * while the others wait for its answer (single flight).
 *
 * With a persistent object cache (Redis, Memcached: any drop-in) the lock is an atomic `wp_cache_add()`; without one
 * it is a row of the options table inserted with INSERT IGNORE (atomic on MySQL/MariaDB and SQLite). Each lock holds
 * its expiry, so a holder that dies never blocks the report longer than that.
 */
final class Flight_Lock {

	private const GROUP  = 'googlesitekit_locks';
	private const PREFIX = 'googlesitekit_lock_';

	/**
	 * Seconds the takeover of a lapsed lock may last at most (a few cache calls), with a persistent object cache.
	 */
	private const TAKEOVER_TTL = 5;

	/**
	 * With a persistent object cache, a lock with less than this many seconds left is not given back but left to lapse.
	 */
	private const RELEASE_MARGIN = 2;

	/**
	 * Takes the lock if nobody holds it (or its holder's time ran out).
	 *
	 * @param string $name Lock name (e.g. a report cache key).
	 * @param int    $ttl  Seconds before the lock lapses by itself.
	 * @return string|null A token for release(), or null when someone else holds it.
	 */
	public function acquire( string $name, int $ttl ): ?string {
		$token = wp_generate_password( 12, false );
		$value = $token . '|' . ( time() + $ttl );
		if ( wp_using_ext_object_cache() ) {
			// The object cache expires the lock itself (SET NX with a TTL in Redis).
			if ( wp_cache_add( $name, $value, self::GROUP, max( 1, $ttl ) ) ) {
				return $token;
			}
			$held = $this->read( $name );
			if ( null !== $held && $held[1] >= time() ) {
				return null;
			}
			return $this->take_over( $name, $held, $value, $ttl ) ? $token : null;
		}
		global $wpdb;
		for ( $attempt = 0; $attempt < 2; $attempt++ ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic insert is the lock; no cache may stand between.
			$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", self::PREFIX . $name, $value ) );
			if ( 1 === (int) $inserted ) {
				return $token;
			}
			$held = $this->read( $name );
			if ( null === $held || $held[1] >= time() ) {
				return null;
			}
			// The holder's time ran out: remove exactly that lock (not one taken meanwhile), then try again.
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- compare-and-delete in one statement; no API deletes on a value.
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", self::PREFIX . $name, $held[0] . '|' . $held[1] ) );
		}
		return null;
	}

	/**
	 * Takes a lock whose holder's time ran out but which the object cache still keeps (a drop-in that expires late,
	 * or clocks of the servers apart). The cache has no compare-and-delete, so takers go one at a time through a
	 * short second lock: the one holding it checks the lapsed lock is still the one it saw, removes it and adds its
	 * own. Without it two takers could both delete and both add, each believing it held the lock.
	 *
	 * @param string                       $name  Lock name.
	 * @param array{0: string, 1: int}|null $held  The lapsed lock as read (null: gone meanwhile).
	 * @param string                       $value The new lock's value.
	 * @param int                          $ttl   Seconds before the new lock lapses.
	 * @return bool Whether this request took it.
	 */
	private function take_over( string $name, ?array $held, string $value, int $ttl ): bool {
		$guard = $name . '|takeover';
		if ( ! wp_cache_add( $guard, $value, self::GROUP, self::TAKEOVER_TTL ) ) {
			// Another server is taking it over.
			return false;
		}
		try {
			if ( $this->read( $name ) !== $held ) {
				// Taken (or given back and taken) meanwhile.
				return false;
			}
			if ( null !== $held ) {
				wp_cache_delete( $name, self::GROUP );
			}
			return wp_cache_add( $name, $value, self::GROUP, max( 1, $ttl ) );
		} finally {
			wp_cache_delete( $guard, self::GROUP );
		}
	}

	/**
	 * Whether someone holds the lock now.
	 *
	 * @param string $name Lock name.
	 */
	public function is_held( string $name ): bool {
		$held = $this->read( $name );
		return null !== $held && $held[1] >= time();
	}

	/**
	 * Gives the lock back (only the holder's token does).
	 *
	 * @param string $name  Lock name.
	 * @param string $token The token acquire() gave.
	 */
	public function release( string $name, string $token ): void {
		$held = $this->read( $name );
		if ( null === $held || $held[0] !== $token ) {
			return;
		}
		if ( wp_using_ext_object_cache() ) {
			// The cache has no compare-and-delete: a lock that lapses between the read above and the delete may be
			// taken by another server (take_over(), or added anew once the cache dropped it), and the delete would
			// remove that server's lock. A lock that close to its lapse is left to lapse by itself (a wait of a
			// second or two for the next taker, who finds this holder's answer in the cache anyway).
			if ( $held[1] - time() >= self::RELEASE_MARGIN ) {
				wp_cache_delete( $name, self::GROUP );
			}
			return;
		}
		global $wpdb;
		// Compare-and-delete: a lock taken over meanwhile has another value and stays.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- compare-and-delete in one statement; no API deletes on a value.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", self::PREFIX . $name, $held[0] . '|' . $held[1] ) );
	}

	/**
	 * The lock's token and expiry, read past any cache of this request.
	 *
	 * @param string $name Lock name.
	 * @return array{0: string, 1: int}|null
	 */
	private function read( string $name ): ?array {
		if ( wp_using_ext_object_cache() ) {
			$value = wp_cache_get( $name, self::GROUP, true );
		} else {
			global $wpdb;
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the lock as another process left it: a cached copy would be wrong.
			$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::PREFIX . $name ) );
		}
		if ( ! is_string( $value ) || ! str_contains( $value, '|' ) ) {
			return null;
		}
		list( $token, $expires ) = explode( '|', $value, 2 );
		return array( $token, (int) $expires );
	}
}
