<?php
/**
 * Class Cache_Store
 *
 * @package Google\Site_Kit\Core\Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Reports;

/**
 * Where the report cache's entries live, shared by every PHP server of the site, and how their number is bounded.
 * Everything goes through WordPress's cache API:
 * - with a persistent object cache (any drop-in: Redis, Memcached…), `wp_cache_*` in the group GROUP, under a
 *   generation a full flush replaces; entries expire by themselves, and the object cache's own eviction bounds the
 *   size. No option row is written.
 * - without one, transients (rows of the options table). Database transients are removed only when read, so each
 *   write of a batch also prunes (prune()): the expired entries, the reads whose last good copy expired and, past the
 *   size bound, the oldest reads.
 *
 * An entry's name is the read's cache key after its kind's prefix: none for the fresh copy, LAST_GOOD (with the key's
 * base(), whatever the day), ERROR or BACKOFF.
 */
final class Cache_Store {

	/**
	 * Transient prefix (database) of every entry.
	 */
	public const PREFIX = 'googlesitekit_rc_';

	/**
	 * Object cache group (persistent object cache).
	 */
	public const GROUP = 'googlesitekit_rc';

	/**
	 * Name prefixes of the kinds of entry besides the fresh copy.
	 */
	public const LAST_GOOD = 's_';
	public const ERROR     = 'e_';
	public const BACKOFF   = 'b_';

	/**
	 * Most reads kept (each as a fresh and a last good copy); the oldest go first. Filter:
	 * googlesitekit_report_cache_max_entries. Without a persistent object cache only: one bounds itself.
	 */
	public const MAX_ENTRIES = 2000;

	/**
	 * Whether a persistent object cache holds the entries (else the options table does).
	 */
	public static function uses_object_cache(): bool {
		return (bool) wp_using_ext_object_cache();
	}

	/**
	 * Loads several entries, and entries stored under their own name (the warm list), in one round trip, so the
	 * reads of them that follow are answered from this request's cache. With a persistent object cache, one
	 * wp_cache_get_multiple() (after the generation, itself read once per request); without one, one query for the
	 * transients' value and timeout rows and the options.
	 *
	 * @param string[] $names Entry names (without prefix).
	 * @param string[] $plain Names of the object cache group, or options, loaded as they are.
	 */
	public function prime( array $names, array $plain ): void {
		if ( self::uses_object_cache() ) {
			$generation = $this->generation();
			$names      = array_map( static fn( $name ) => $generation . $name, $names );
			wp_cache_get_multiple( array_merge( $names, $plain ), self::GROUP );
			return;
		}
		$options = array();
		foreach ( $names as $name ) {
			$options[] = '_transient_' . self::PREFIX . $name;
			$options[] = '_transient_timeout_' . self::PREFIX . $name;
		}
		wp_prime_option_caches( array_merge( $options, $plain ) );
	}

	/**
	 * Reads an entry.
	 *
	 * @param string $name  Entry name (without prefix).
	 * @param bool   $force Past this request's cache: another PHP process may just have written it.
	 * @return mixed False when there is none or it expired.
	 */
	public function get( string $name, bool $force = false ): mixed {
		if ( self::uses_object_cache() ) {
			return wp_cache_get( $this->generation() . $name, self::GROUP, $force );
		}
		if ( ! $force ) {
			return get_transient( self::PREFIX . $name );
		}
		$transient = self::PREFIX . $name;
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- reading what another process wrote, past this request's cache.
		$rows    = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name IN ( %s, %s )", '_transient_' . $transient, '_transient_timeout_' . $transient ), OBJECT_K );
		$value   = $rows[ '_transient_' . $transient ] ?? null;
		$timeout = $rows[ '_transient_timeout_' . $transient ] ?? null;
		if ( null === $value || ( null !== $timeout && (int) $timeout->option_value < time() ) ) {
			return false;
		}
		return maybe_unserialize( $value->option_value );
	}

	/**
	 * Writes an entry.
	 *
	 * @param string $name  Entry name.
	 * @param mixed  $value Value.
	 * @param int    $ttl   Seconds it lives.
	 */
	public function set( string $name, mixed $value, int $ttl ): bool {
		if ( self::uses_object_cache() ) {
			return wp_cache_set( $this->generation() . $name, $value, self::GROUP, $ttl );
		}
		return set_transient( self::PREFIX . $name, $value, $ttl );
	}

	/**
	 * Deletes an entry.
	 *
	 * @param string $name Entry name.
	 */
	public function delete( string $name ): void {
		if ( self::uses_object_cache() ) {
			wp_cache_delete( $this->generation() . $name, self::GROUP );
			return;
		}
		delete_transient( self::PREFIX . $name );
	}

	/**
	 * Starts a new object cache generation: every entry of the old one becomes unreachable and expires by itself.
	 */
	public function new_generation(): void {
		wp_cache_set( 'generation', wp_generate_password( 8, false ), self::GROUP );
	}

	/**
	 * Deletes the database transients of the report cache, the last good copies too unless kept.
	 *
	 * @param bool $keep_last_good Keep the last good copies.
	 * @return int Entries deleted.
	 */
	public function delete_stored( bool $keep_last_good ): int {
		$deleted = 0;
		foreach ( self::stored_names() as $name => $expires ) {
			if ( $keep_last_good && str_starts_with( $name, self::LAST_GOOD ) ) {
				continue;
			}
			$deleted += delete_transient( self::PREFIX . $name ) ? 1 : 0;
		}
		return $deleted;
	}

	/**
	 * The object cache generation, which a full flush replaces (any drop-in can do that, not all can flush a group).
	 * A generation the object cache evicted is replaced too: entries of the old one are only orphaned, never revived.
	 */
	private function generation(): string {
		$generation = wp_cache_get( 'generation', self::GROUP );
		if ( ! is_string( $generation ) || '' === $generation ) {
			$generation = wp_generate_password( 8, false );
			if ( ! wp_cache_add( 'generation', $generation, self::GROUP ) ) {
				// Another server set it first.
				$generation = (string) wp_cache_get( 'generation', self::GROUP, true );
			}
		}
		return $generation . ':';
	}

	/**
	 * Deletes (database transients) the expired entries (a named range's fresh copies of past days are never read
	 * again, so never removed by a read), the reads whose last good copy expired and, past the size bound, those
	 * written longest ago (their fresh copies of any day and their last good copy).
	 */
	public function prune(): void {
		$now   = time();
		$names = self::stored_names();
		$stale = array();
		$fresh = array();
		foreach ( $names as $name => $expires ) {
			if ( str_starts_with( $name, self::LAST_GOOD ) ) {
				$stale[ substr( $name, 2 ) ] = (int) $expires;
			} elseif ( null !== $expires && $expires < $now ) {
				delete_transient( self::PREFIX . $name );
			} elseif ( ! self::is_note( $name ) ) {
				$fresh[ Report_Key::base( $name ) ][] = $name;
			}
		}
		/**
		 * Filters how many reads the report cache keeps (without a persistent object cache).
		 *
		 * @param int $max Reads kept.
		 */
		$max     = max( 1, (int) apply_filters( 'googlesitekit_report_cache_max_entries', self::MAX_ENTRIES ) );
		$expired = array_keys( array_filter( $stale, static fn( $expires ) => $expires < $now ) );
		$stale   = array_diff_key( $stale, array_flip( $expired ) );
		asort( $stale, SORT_NUMERIC );
		$evicted = array_keys( array_slice( $stale, 0, max( 0, count( $stale ) - $max ), true ) );
		foreach ( array_merge( $expired, $evicted ) as $base ) {
			foreach ( $fresh[ $base ] ?? array() as $name ) {
				delete_transient( self::PREFIX . $name );
			}
			delete_transient( self::PREFIX . self::LAST_GOOD . $base );
		}
	}

	/**
	 * Whether an entry is an error note or a back-off (neither a fresh nor a last good copy).
	 *
	 * @param string $name Entry name.
	 */
	public static function is_note( string $name ): bool {
		return (bool) preg_match( '/^[eb]_/', $name );
	}

	/**
	 * The report cache's database transients: name without PREFIX => its expiry (null when it has none).
	 *
	 * @return array<string, int|null>
	 */
	public static function stored_names(): array {
		global $wpdb;
		// LIKE only narrows ("_" matches any character; escaping differs between MySQL and SQLite): PHP checks the prefix.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- listing the cache's rows; no API lists transients.
		$rows    = (array) $wpdb->get_results( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE '_transient_%googlesitekit_rc_%'" );
		$names   = array();
		$timeout = array();
		foreach ( $rows as $row ) {
			$option = (string) $row->option_name;
			if ( str_starts_with( $option, '_transient_timeout_' . self::PREFIX ) ) {
				$timeout[ substr( $option, strlen( '_transient_timeout_' . self::PREFIX ) ) ] = (int) $row->option_value;
			} elseif ( str_starts_with( $option, '_transient_' . self::PREFIX ) ) {
				$names[ substr( $option, strlen( '_transient_' . self::PREFIX ) ) ] = null;
			}
		}
		foreach ( $names as $name => $none ) {
			$names[ $name ] = $timeout[ $name ] ?? null;
		}
		return $names;
	}
}
