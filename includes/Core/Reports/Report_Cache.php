<?php
/**
 * Class Report_Cache
 *
 * @package Google\Site_Kit\Core\Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Reports;

use Google\Site_Kit\Core\Util\Clock;
use WP_Error;

/**
 * Server-side cache of provider answers. Each answer is kept twice: fresh for its TTL, and as the last good value for
 * a week, served (marked stale) when the provider fails. It also keeps the errors of reads that just failed (for the
 * viewers who waited on them), the list of reads the dashboards use (which the background refresh keeps warm) and
 * each warm read's back-off after Google refused it.
 *
 * Everything goes through WordPress's cache API, so it is shared by every PHP server of the site:
 * - with a persistent object cache (any drop-in: Redis, Memcached…), `wp_cache_*` in the group `googlesitekit_rc`;
 *   entries expire by themselves, and the object cache's own eviction bounds the size. No option row is written.
 * - without one, transients (rows of the options table). Database transients are removed only when read, so each
 *   write also removes the expired last good copies and, past the size bound, the oldest reads.
 *
 * @phpstan-type Entry array{value: mixed, time: int, ttl?: int, day?: string}
 * @phpstan-type Backoff array{failures: int, until: int, status: int, retry_after: int|null, code?: string, message?: string, data?: array<mixed>}
 */
final class Report_Cache {

	/**
	 * Transient prefix (database) of every entry: fresh copies PREFIX . key, last good PREFIX . 's_' . base( key ),
	 * errors 'e_', back-off 'b_'.
	 */
	public const PREFIX = 'googlesitekit_rc_';

	/**
	 * Object cache group (persistent object cache).
	 */
	public const GROUP = 'googlesitekit_rc';

	/**
	 * The list of reads the dashboards use (option without an object cache, GROUP entry with one).
	 */
	public const WARM_OPTION = 'googlesitekit_rc_warm';

	/**
	 * Most reads kept (each as a fresh and a last good copy); the oldest go first. Filter:
	 * googlesitekit_report_cache_max_entries. Without a persistent object cache only: one bounds itself.
	 */
	public const MAX_ENTRIES = 2000;

	/**
	 * Most reads on the warm list; those read longest ago go first.
	 */
	public const MAX_WARM = 300;

	/**
	 * A read's "last read" time on the warm list is written again only when it is older than this, so a busy
	 * dashboard does not rewrite the list on every read.
	 */
	public const SEEN_RESOLUTION = HOUR_IN_SECONDS;

	private const STALE_TTL = WEEK_IN_SECONDS;
	private const ERROR_TTL = 30;

	/**
	 * Entries stored but not yet written: key => [ entry, ttl ].
	 *
	 * @var array<string, array{array{value: mixed, time: int, ttl: int}, int}>
	 */
	private array $queue = array();

	/**
	 * The warm list as read in this request.
	 *
	 * @var array<string, array<string, mixed>>|null
	 */
	private ?array $warm = null;

	/**
	 * The key of a datapoint read: module, datapoint, normalised arguments and the credentials used.
	 *
	 * @param string               $slug      Module slug.
	 * @param string               $datapoint Datapoint name.
	 * @param array<string, mixed> $params    Validated arguments.
	 * @param int                  $user_id   User whose token is used.
	 * @param string               $client_id OAuth client ID.
	 */
	public function key( string $slug, string $datapoint, array $params, int $user_id, string $client_id ): string {
		$key = md5( (string) wp_json_encode( array( $slug, $datapoint, self::normalise( $params ), $user_id, $client_id, GOOGLESITEKIT_VERSION ) ) );
		// A named range ("last-28-days", "this-month") means other dates from the site's next day on: the day ends
		// the key ("…@2026-11-24"), so a copy made before midnight is not served fresh as the new day's (custom ranges
		// name their dates). The last good copy is the read's whatever the day (base()): when Google fails just
		// after midnight, viewers get yesterday's figures marked stale rather than an error.
		$range = $params['dateRange'] ?? null;
		if ( is_string( $range ) && '' !== $range && ! str_contains( $range, '..' ) ) {
			$key .= '@' . Clock::site_today();
		}
		return $key;
	}

	/**
	 * A key without its site day: the same read on any day.
	 *
	 * @param string $key Cache key.
	 */
	public static function base( string $key ): string {
		return (string) preg_replace( '/@\d{4}-\d{2}-\d{2}$/', '', $key );
	}

	/**
	 * The site day a key's read is for (a named range), or null when its dates do not move with the day.
	 *
	 * @param string $key Cache key.
	 */
	public static function day_of( string $key ): ?string {
		return preg_match( '/@(\d{4}-\d{2}-\d{2})$/', $key, $match ) ? $match[1] : null;
	}

	/**
	 * Whether a persistent object cache holds the entries (else the options table does).
	 */
	public static function uses_object_cache(): bool {
		return (bool) wp_using_ext_object_cache();
	}

	/**
	 * Loads the fresh copies of several reads (and the warm list) in one round trip, so the fresh() and is_warm()
	 * calls that follow are answered from this request's cache: a warm batch costs a constant number of round
	 * trips, not one or two per report. With a persistent object cache, one wp_cache_get_multiple() (after the
	 * generation, itself read once per request); without one, one query for the transients' value and timeout rows
	 * and the warm list's option. Reads nothing past what a fresh() would (missing copies stay missing).
	 *
	 * @param string[] $keys Cache keys.
	 */
	public function prime( array $keys ): void {
		$keys = array_values( array_unique( array_filter( $keys, static fn( $key ) => '' !== $key ) ) );
		if ( ! $keys ) {
			return;
		}
		if ( self::uses_object_cache() ) {
			$generation = $this->generation();
			$names      = array_map( static fn( $key ) => $generation . $key, $keys );
			if ( null === $this->warm ) {
				$names[] = self::WARM_OPTION;
			}
			wp_cache_get_multiple( $names, self::GROUP );
			return;
		}
		$names = array();
		foreach ( $keys as $key ) {
			$names[] = '_transient_' . self::PREFIX . $key;
			$names[] = '_transient_timeout_' . self::PREFIX . $key;
		}
		if ( null === $this->warm ) {
			$names[] = self::WARM_OPTION;
		}
		wp_prime_option_caches( $names );
	}

	/**
	 * A fresh cached value.
	 *
	 * @param string $key Key.
	 * @return Entry|null
	 */
	public function fresh( string $key ): ?array {
		return self::entry( $this->get( $key ) );
	}

	/**
	 * The last good value, however old, and whichever day's dates it holds ("day": the key's, for a named range).
	 *
	 * @param string $key Key.
	 * @return Entry|null
	 */
	public function last_good( string $key ): ?array {
		return self::entry( $this->get( 's_' . self::base( $key ) ) );
	}

	/**
	 * The fresh value as it is in the store now, past any cache of this request (a read another viewer is making).
	 *
	 * @param string $key Cache key.
	 * @return Entry|null
	 */
	public function fresh_now( string $key ): ?array {
		return self::entry( $this->get( $key, true ) );
	}

	/**
	 * Keeps a failed read's error for a few seconds, for the viewers who waited on that read (single flight).
	 *
	 * @param string   $key   Cache key.
	 * @param WP_Error $error The error.
	 */
	public function note_error( string $key, WP_Error $error ): void {
		$entry = array(
			'code'    => (string) $error->get_error_code(),
			'message' => $error->get_error_message(),
			'data'    => $error->get_error_data(),
		);
		// Waiting viewers poll the store meanwhile: a busy database may refuse the write once.
		for ( $attempt = 0; $attempt < 3; $attempt++ ) {
			if ( $this->set( 'e_' . $key, $entry, self::ERROR_TTL ) ) {
				return;
			}
			usleep( 20000 );
		}
	}

	/**
	 * The error of the last read of this key, if it failed a moment ago (past any cache of this request).
	 *
	 * @param string $key Cache key.
	 */
	public function noted_error( string $key ): ?WP_Error {
		$entry = $this->get( 'e_' . $key, true );
		if ( ! is_array( $entry ) || ! isset( $entry['code'] ) ) {
			return null;
		}
		return new WP_Error( (string) $entry['code'], (string) ( $entry['message'] ?? '' ), $entry['data'] ?? null );
	}

	/**
	 * Queues a good value; commit() writes it (and the last good copy).
	 *
	 * @param string $key   Key.
	 * @param mixed  $value Value.
	 * @param int    $ttl   Seconds it stays fresh.
	 */
	public function store( string $key, mixed $value, int $ttl ): void {
		$entry = array(
			'value' => $value,
			'time'  => time(),
			'ttl'   => $ttl,
		);
		$day   = self::day_of( $key );
		if ( null !== $day ) {
			$entry['day'] = $day;
		}
		$this->queue[ $key ] = array( $entry, $ttl );
	}

	/**
	 * Writes what store() queued. Without a persistent object cache the transients are database rows: a batch
	 * writes them in one transaction, a single commit instead of one per row (on SQLite each costs a sync to disk).
	 * A database may refuse a write inside that transaction when another server wrote meanwhile (SQLite answers
	 * "database is locked" at once rather than wait, as a transaction that has read may not upgrade its lock): then
	 * the transaction is rolled back and the rows are written one by one, each waiting its turn, so a busy moment
	 * never loses the answers (nor the last good copies a later outage is served from).
	 */
	public function commit(): void {
		if ( ! $this->queue ) {
			return;
		}
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a transaction around the transient writes: WordPress has no API for one, and it reads nothing to cache.
		$in_transaction = ! self::uses_object_cache() && ! self::on_sqlite() && false !== $wpdb->query( 'START TRANSACTION' );
		$written        = $this->write_queue();
		if ( $in_transaction ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- ends the transaction opened above.
			if ( ! $written || false === $wpdb->query( 'COMMIT' ) ) {
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- ends the transaction opened above.
				$wpdb->query( 'ROLLBACK' );
				// What this request cached of the rolled-back rows is not in the database: read them again.
				wp_cache_flush_runtime();
				$this->write_queue();
			}
		} elseif ( ! $written ) {
			// Row by row, a write can still be refused while another server writes (SQLite): once more, after it.
			wp_cache_flush_runtime();
			$this->write_queue();
		}
		$this->queue = array();
	}

	/**
	 * Whether the database is SQLite (the SQLite Database Integration drop-in). There the batch is written row by row:
	 * the drop-in opens its transactions deferred, so one that has read (WordPress 6.9+ reads before it writes a
	 * transient) is refused "database is locked" at once, with no wait, whenever another server writes.
	 */
	private static function on_sqlite(): bool {
		return defined( 'DATABASE_TYPE' ) && 'sqlite' === DATABASE_TYPE;
	}

	/**
	 * Writes the queued entries (and, in the database, prunes).
	 *
	 * @return bool Whether the database took every write.
	 */
	private function write_queue(): bool {
		// Every refused query is appended here by wpdb (and the SQLite drop-in), whichever write it was.
		global $EZSQL_ERROR;
		$errors_before = is_array( $EZSQL_ERROR ) ? count( $EZSQL_ERROR ) : 0;
		foreach ( $this->queue as $key => list( $entry, $ttl ) ) {
			if ( $ttl > 0 ) {
				$this->set( $key, $entry, $ttl );
			}
			$this->set( 's_' . self::base( $key ), $entry, self::STALE_TTL );
		}
		if ( ! self::uses_object_cache() ) {
			$this->prune();
		}
		return ( is_array( $EZSQL_ERROR ) ? count( $EZSQL_ERROR ) : 0 ) === $errors_before;
	}

	/**
	 * Drops a fresh copy, so the next read asks Google (or the background refresh renews it).
	 *
	 * @param string $key Cache key.
	 */
	public function expire( string $key ): void {
		$this->delete( $key );
	}

	/**
	 * Empties the report cache: fresh copies, error notes, back-off and, unless kept, the last good copies. The warm
	 * list stays (the background refresh fills the cache again).
	 *
	 * With a persistent object cache, keeping the last good copies deletes only the entries of the warm list's reads
	 * (the others stay until their TTL); a full flush starts a new generation, which orphans every entry.
	 *
	 * @param bool $keep_last_good Keep the last good copies (served when Google fails).
	 * @return int Entries deleted (with a persistent object cache: those of the warm list's reads).
	 */
	public function flush( bool $keep_last_good = false ): int {
		$this->queue = array();
		if ( self::uses_object_cache() ) {
			// The object cache cannot list entries: those of the warm list's reads are counted (and deleted).
			$deleted = 0;
			foreach ( array_keys( $this->warm_list( true ) ) as $key ) {
				foreach ( array( '', 'e_', 'b_', 's_' ) as $kind ) {
					if ( 's_' === $kind && $keep_last_good ) {
						continue;
					}
					$name = 's_' === $kind ? 's_' . self::base( (string) $key ) : $kind . $key;
					if ( false !== $this->get( $name, true ) ) {
						$this->delete( $name );
						++$deleted;
					}
				}
			}
			if ( ! $keep_last_good ) {
				// A new generation: every other entry of the old one becomes unreachable and expires by itself.
				wp_cache_set( 'generation', wp_generate_password( 8, false ), self::GROUP );
			}
			return $deleted;
		}
		$deleted = 0;
		foreach ( self::stored_names() as $name => $expires ) {
			if ( $keep_last_good && str_starts_with( $name, 's_' ) ) {
				continue;
			}
			$deleted += delete_transient( self::PREFIX . $name ) ? 1 : 0;
		}
		return $deleted;
	}

	/**
	 * What the cache holds, for `wp site-kit status`.
	 *
	 * @return array{backend: string, fresh: int, stale: int, warm: int, counted: string}
	 *     counted: 'all' (database), or 'warm' (object cache: only the warm list's reads can be looked up).
	 */
	public function stats(): array {
		$warm = $this->warm_list();
		if ( self::uses_object_cache() ) {
			$fresh = 0;
			$stale = 0;
			foreach ( array_keys( $warm ) as $key ) {
				$fresh += null !== $this->fresh( (string) $key ) ? 1 : 0;
				$stale += null !== $this->last_good( (string) $key ) ? 1 : 0;
			}
			return array(
				'backend' => 'object-cache',
				'fresh'   => $fresh,
				'stale'   => $stale,
				'warm'    => count( $warm ),
				'counted' => 'warm',
			);
		}
		$fresh = 0;
		$stale = 0;
		$now   = time();
		foreach ( self::stored_names() as $name => $expires ) {
			if ( null !== $expires && $expires < $now ) {
				continue;
			}
			if ( str_starts_with( $name, 's_' ) ) {
				++$stale;
			} elseif ( ! preg_match( '/^[eb]_/', $name ) ) {
				++$fresh;
			}
		}
		return array(
			'backend' => 'database',
			'fresh'   => $fresh,
			'stale'   => $stale,
			'warm'    => count( $warm ),
			'counted' => 'all',
		);
	}

	/**
	 * Records a read a dashboard made, so the background refresh can renew it before it expires. The list is
	 * written only for a new read or when the read's last-read time is more than SEEN_RESOLUTION old: two servers
	 * writing it at once may lose one's change, which that server's next read of the report writes again.
	 *
	 * @param string               $key       Cache key.
	 * @param string               $slug      Module slug.
	 * @param string               $datapoint Datapoint name.
	 * @param array<string, mixed> $params    Validated arguments.
	 * @param int                  $user_id   User whose token the read uses.
	 * @param int                  $ttl       Seconds a copy stays fresh.
	 */
	public function remember( string $key, string $slug, string $datapoint, array $params, int $user_id, int $ttl ): void {
		$list = $this->warm_list();
		$now  = time();
		if ( isset( $list[ $key ] ) && $list[ $key ]['seen'] > $now - self::SEEN_RESOLUTION ) {
			return;
		}
		$list[ $key ] = array(
			'slug'      => $slug,
			'datapoint' => $datapoint,
			'params'    => $params,
			'user_id'   => $user_id,
			'ttl'       => $ttl,
			'seen'      => $now,
		);
		if ( count( $list ) > self::MAX_WARM ) {
			uasort( $list, static fn( $a, $b ) => (int) $b['seen'] <=> (int) $a['seen'] );
			$list = array_slice( $list, 0, self::MAX_WARM, true );
		}
		$this->save_warm_list( $list );
	}

	/**
	 * The reads the dashboards use: key => { slug, datapoint, params, user_id, ttl, seen }.
	 *
	 * @param bool $now Read past this request's cache.
	 * @return array<string, array{slug: string, datapoint: string, params: array<string, mixed>, user_id: int, ttl: int, seen: int}>
	 */
	public function warm_list( bool $now = false ): array {
		if ( null === $this->warm || $now ) {
			if ( self::uses_object_cache() ) {
				$list = wp_cache_get( self::WARM_OPTION, self::GROUP, $now );
			} else {
				if ( $now ) {
					wp_cache_delete( self::WARM_OPTION, 'options' );
				}
				$list = get_option( self::WARM_OPTION, array() );
			}
			$this->warm = is_array( $list ) ? $list : array();
		}
		return $this->warm;
	}

	/**
	 * Whether a read is on the warm list.
	 *
	 * @param string $key Cache key.
	 */
	public function is_warm( string $key ): bool {
		return isset( $this->warm_list()[ $key ] );
	}

	/**
	 * Empties the warm list (a reset: the reads were made with a connection that is gone).
	 */
	public function forget_all(): void {
		$this->warm = array();
		if ( self::uses_object_cache() ) {
			wp_cache_delete( self::WARM_OPTION, self::GROUP );
			return;
		}
		delete_option( self::WARM_OPTION );
	}

	/**
	 * Moves a warm read to its key of another day (a named range after the site's midnight), keeping when it was
	 * last read: its dates moved on, and it is still the read the dashboards make.
	 *
	 * @param string $from Key of the day before.
	 * @param string $to   Key of the site's day now.
	 */
	public function move_warm( string $from, string $to ): void {
		$list = $this->warm_list( true );
		if ( ! isset( $list[ $from ] ) ) {
			return;
		}
		// A viewer who read it on the new day already listed it, last read just now.
		$list[ $to ] ??= $list[ $from ];
		unset( $list[ $from ] );
		$this->save_warm_list( $list );
	}

	/**
	 * Takes reads off the warm list (nobody read them lately, or they can no longer be made).
	 *
	 * @param string[] $keys Cache keys.
	 */
	public function forget( array $keys ): void {
		$list = $this->warm_list( true );
		$left = array_diff_key( $list, array_flip( $keys ) );
		if ( count( $left ) !== count( $list ) ) {
			$this->save_warm_list( $left );
		}
	}

	/**
	 * A warm read's back-off after Google refused to refresh it: { failures, until, status, retry_after }.
	 *
	 * @param string $key Cache key.
	 * @return Backoff|null
	 */
	public function backoff( string $key ): ?array {
		$entry = $this->get( 'b_' . $key, true );
		if ( ! is_array( $entry ) || ! isset( $entry['until'] ) ) {
			return null;
		}
		/** @var Backoff $entry Written by set_backoff() only. */
		return $entry;
	}

	/**
	 * Records a back-off (kept a day past its end, so the next failure counts on from it).
	 *
	 * @param string  $key   Cache key.
	 * @param Backoff $state Back-off: failures, until, status, retry_after, code, message, data.
	 */
	public function set_backoff( string $key, array $state ): void {
		$this->set( 'b_' . $key, $state, max( 1, $state['until'] - time() ) + DAY_IN_SECONDS );
	}

	/**
	 * Ends a back-off (the read worked again).
	 *
	 * @param string $key Cache key.
	 */
	public function clear_backoff( string $key ): void {
		if ( null !== $this->backoff( $key ) ) {
			$this->delete( 'b_' . $key );
		}
	}

	/**
	 * Writes the warm list.
	 *
	 * @param array<string, array<string, mixed>> $list The list.
	 */
	private function save_warm_list( array $list ): void {
		$this->warm = $list;
		if ( self::uses_object_cache() ) {
			wp_cache_set( self::WARM_OPTION, $list, self::GROUP );
			return;
		}
		update_option( self::WARM_OPTION, $list, false );
	}

	/**
	 * Reads an entry.
	 *
	 * @param string $name  Entry name (without prefix).
	 * @param bool   $force Past this request's cache: another PHP process may just have written it.
	 * @return mixed False when there is none or it expired.
	 */
	private function get( string $name, bool $force = false ): mixed {
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
	private function set( string $name, mixed $value, int $ttl ): bool {
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
	private function delete( string $name ): void {
		if ( self::uses_object_cache() ) {
			wp_cache_delete( $this->generation() . $name, self::GROUP );
			return;
		}
		delete_transient( self::PREFIX . $name );
	}

	/**
	 * The object cache generation, which flush() replaces (any drop-in can do that, not all can flush a group). A
	 * generation the object cache evicted is replaced too: entries of the old one are only orphaned, never revived.
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
	private function prune(): void {
		$now   = time();
		$names = self::stored_names();
		$stale = array();
		$fresh = array();
		foreach ( $names as $name => $expires ) {
			if ( str_starts_with( $name, 's_' ) ) {
				$stale[ substr( $name, 2 ) ] = (int) $expires;
			} elseif ( null !== $expires && $expires < $now ) {
				delete_transient( self::PREFIX . $name );
			} elseif ( ! preg_match( '/^[eb]_/', $name ) ) {
				$fresh[ self::base( $name ) ][] = $name;
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
			delete_transient( self::PREFIX . 's_' . $base );
		}
	}

	/**
	 * The report cache's database transients: name without PREFIX => its expiry (null when it has none).
	 *
	 * @return array<string, int|null>
	 */
	private static function stored_names(): array {
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

	/**
	 * A cache entry, or null.
	 *
	 * @param mixed $entry Stored value.
	 * @return Entry|null
	 */
	private static function entry( mixed $entry ): ?array {
		if ( ! is_array( $entry ) || ! array_key_exists( 'value', $entry ) ) {
			return null;
		}
		/** @var Entry $entry Written by store() only. */
		return $entry;
	}

	/**
	 * Sorts arguments so the same read always gets the same key.
	 *
	 * @param mixed $value Arguments.
	 * @return mixed
	 */
	private static function normalise( mixed $value ): mixed {
		if ( ! is_array( $value ) ) {
			return $value;
		}
		if ( array_is_list( $value ) ) {
			return array_map( array( self::class, 'normalise' ), $value );
		}
		ksort( $value );
		return array_map( array( self::class, 'normalise' ), $value );
	}
}
