<?php
/**
 * Class Report_Cache
 *
 * @package Google\Site_Kit\Core\Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Reports;

/**
 * Server-side cache of provider answers. Each answer is kept twice: fresh for its TTL, and as the last good value for
 * a week, served (marked stale) when the provider fails. Beside the copies, the same store keeps the errors of reads
 * that just failed (error_notes()), the list of reads the dashboards use (warm_list()) and each read's back-off after
 * Google refused it (back_offs()); the entries live where Cache_Store puts them, shared by every PHP server.
 *
 * @phpstan-type Entry array{value: mixed, time: int, ttl?: int, day?: string}
 */
final class Report_Cache {

	private const STALE_TTL = WEEK_IN_SECONDS;

	/**
	 * Where the entries live.
	 */
	private readonly Cache_Store $store;

	/**
	 * The reads the dashboards use.
	 */
	private readonly Warm_List $warm;

	/**
	 * Reads' back-offs.
	 */
	private readonly Back_Off $back_offs;

	/**
	 * Errors of reads that just failed.
	 */
	private readonly Error_Notes $errors;

	/**
	 * Entries stored but not yet written: key => [ entry, ttl ].
	 *
	 * @var array<string, array{array{value: mixed, time: int, ttl: int}, int}>
	 */
	private array $queue = array();

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->store     = new Cache_Store();
		$this->warm      = new Warm_List();
		$this->back_offs = new Back_Off( $this->store );
		$this->errors    = new Error_Notes( $this->store );
	}

	/**
	 * The list of reads the dashboards use (which the background refresh keeps warm).
	 */
	public function warm_list(): Warm_List {
		return $this->warm;
	}

	/**
	 * Reads' back-offs after Google refused them.
	 */
	public function back_offs(): Back_Off {
		return $this->back_offs;
	}

	/**
	 * Errors of reads that just failed, for the viewers who waited on them.
	 */
	public function error_notes(): Error_Notes {
		return $this->errors;
	}

	/**
	 * Loads the fresh copies of several reads (and the warm list) in one round trip, so the fresh() and warm list
	 * calls that follow are answered from this request's cache: a warm batch costs a constant number of round trips,
	 * not one or two per report (Cache_Store::prime()). Reads nothing past what a fresh() would (missing copies stay
	 * missing).
	 *
	 * @param string[] $keys Cache keys.
	 */
	public function prime( array $keys ): void {
		$keys = array_values( array_unique( array_filter( $keys, static fn( $key ) => '' !== $key ) ) );
		if ( ! $keys ) {
			return;
		}
		$this->store->prime( $keys, $this->warm->is_loaded() ? array() : array( Warm_List::OPTION ) );
	}

	/**
	 * A fresh cached value.
	 *
	 * @param string $key Key.
	 * @return Entry|null
	 */
	public function fresh( string $key ): ?array {
		return self::entry( $this->store->get( $key ) );
	}

	/**
	 * The last good value, however old, and whichever day's dates it holds ("day": the key's, for a named range).
	 *
	 * @param string $key Key.
	 * @return Entry|null
	 */
	public function last_good( string $key ): ?array {
		return self::entry( $this->store->get( Cache_Store::LAST_GOOD . Report_Key::base( $key ) ) );
	}

	/**
	 * The fresh value as it is in the store now, past any cache of this request (a read another viewer is making).
	 *
	 * @param string $key Cache key.
	 * @return Entry|null
	 */
	public function fresh_now( string $key ): ?array {
		return self::entry( $this->store->get( $key, true ) );
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
		$day   = Report_Key::day_of( $key );
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
		$in_transaction = ! Cache_Store::uses_object_cache() && ! self::on_sqlite() && false !== $wpdb->query( 'START TRANSACTION' );
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
				$this->store->set( $key, $entry, $ttl );
			}
			$this->store->set( Cache_Store::LAST_GOOD . Report_Key::base( $key ), $entry, self::STALE_TTL );
		}
		if ( ! Cache_Store::uses_object_cache() ) {
			$this->store->prune();
		}
		return ( is_array( $EZSQL_ERROR ) ? count( $EZSQL_ERROR ) : 0 ) === $errors_before;
	}

	/**
	 * Drops a fresh copy, so the next read asks Google (or the background refresh renews it).
	 *
	 * @param string $key Cache key.
	 */
	public function expire( string $key ): void {
		$this->store->delete( $key );
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
		if ( ! Cache_Store::uses_object_cache() ) {
			return $this->store->delete_stored( $keep_last_good );
		}
		// The object cache cannot list entries: those of the warm list's reads are counted (and deleted).
		$deleted = 0;
		foreach ( array_keys( $this->warm->entries( true ) ) as $key ) {
			foreach ( array( '', Cache_Store::ERROR, Cache_Store::BACKOFF, Cache_Store::LAST_GOOD ) as $kind ) {
				if ( Cache_Store::LAST_GOOD === $kind && $keep_last_good ) {
					continue;
				}
				$name = Cache_Store::LAST_GOOD === $kind ? $kind . Report_Key::base( (string) $key ) : $kind . $key;
				if ( false !== $this->store->get( $name, true ) ) {
					$this->store->delete( $name );
					++$deleted;
				}
			}
		}
		if ( ! $keep_last_good ) {
			$this->store->new_generation();
		}
		return $deleted;
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
}
