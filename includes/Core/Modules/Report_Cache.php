<?php
/**
 * Class Report_Cache
 *
 * @package Google\Site_Kit\Core\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Modules;

use WP_Error;

/**
 * Server-side cache of provider answers, in transients (an object cache such as
 * Redis takes over when one is installed). Each answer is kept twice: fresh for
 * its TTL, and as the last good value for a week, served (marked stale) when
 * the provider fails.
 */
final class Report_Cache {

	private const PREFIX    = 'googlesitekit_rc_';
	private const STALE_TTL = WEEK_IN_SECONDS;
	private const ERROR_TTL = 30;

	/**
	 * Option listing the cached reads: key => when its last good copy expires. Bounds the cache and removes
	 * expired copies, which database transients otherwise keep until someone reads them.
	 */
	public const INDEX_OPTION = 'googlesitekit_rc_index';

	/**
	 * Most reads kept (each as a fresh and a last good copy); the oldest go first. Filter:
	 * googlesitekit_report_cache_max_entries.
	 */
	public const MAX_ENTRIES = 2000;

	/**
	 * Entries stored but not yet written: key => [ entry, ttl ].
	 *
	 * @var array<string, array{array{value: mixed, time: int}, int}>
	 */
	private array $queue = array();

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
		return md5( (string) wp_json_encode( array( $slug, $datapoint, self::normalise( $params ), $user_id, $client_id, GOOGLESITEKIT_VERSION ) ) );
	}

	/**
	 * A fresh cached value.
	 *
	 * @param string $key Key.
	 * @return array{value: mixed, time: int}|null
	 */
	public function fresh( string $key ): ?array {
		$entry = get_transient( self::PREFIX . $key );
		return is_array( $entry ) && array_key_exists( 'value', $entry ) ? $entry : null;
	}

	/**
	 * The last good value, however old.
	 *
	 * @param string $key Key.
	 * @return array{value: mixed, time: int}|null
	 */
	public function last_good( string $key ): ?array {
		$entry = get_transient( self::PREFIX . 's_' . $key );
		return is_array( $entry ) && array_key_exists( 'value', $entry ) ? $entry : null;
	}

	/**
	 * The fresh value as it is in the store now, past any cache of this request (a read another viewer is making).
	 *
	 * @param string $key Cache key.
	 * @return array{value: mixed, time: int}|null
	 */
	public function fresh_now( string $key ): ?array {
		$entry = $this->read_past_runtime_cache( self::PREFIX . $key );
		return is_array( $entry ) && array_key_exists( 'value', $entry ) ? $entry : null;
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
			if ( set_transient( self::PREFIX . 'e_' . $key, $entry, self::ERROR_TTL ) ) {
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
		$entry = $this->read_past_runtime_cache( self::PREFIX . 'e_' . $key );
		if ( ! is_array( $entry ) || ! isset( $entry['code'] ) ) {
			return null;
		}
		return new WP_Error( (string) $entry['code'], (string) ( $entry['message'] ?? '' ), $entry['data'] ?? null );
	}

	/**
	 * A transient as another PHP process may just have written it: WordPress keeps what this request read in its
	 * runtime cache, which a viewer waiting on another's read must look past.
	 *
	 * @param string $transient Transient name.
	 * @return mixed False when there is none or it expired.
	 */
	private function read_past_runtime_cache( string $transient ): mixed {
		if ( wp_using_ext_object_cache() ) {
			return wp_cache_get( $transient, 'transient', true );
		}
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
	 * Queues a good value; commit() writes it (and the last good copy).
	 *
	 * @param string $key   Key.
	 * @param mixed  $value Value.
	 * @param int    $ttl   Seconds it stays fresh.
	 */
	public function store( string $key, mixed $value, int $ttl ): void {
		$this->queue[ $key ] = array(
			array(
				'value' => $value,
				'time'  => time(),
			),
			$ttl,
		);
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
		$in_transaction = ! wp_using_ext_object_cache() && false !== $wpdb->query( 'START TRANSACTION' );
		$written        = $this->write_queue();
		if ( $in_transaction ) {
			if ( ! $written || false === $wpdb->query( 'COMMIT' ) ) {
				$wpdb->query( 'ROLLBACK' );
				// What this request cached of the rolled-back rows is not in the database: read them again.
				wp_cache_flush_runtime();
				$this->write_queue();
			}
		}
		$this->queue = array();
	}

	/**
	 * Writes the queued entries and the index.
	 *
	 * @return bool Whether the database took every write.
	 */
	private function write_queue(): bool {
		// Every refused query is appended here by wpdb (and the SQLite drop-in), whichever write it was.
		global $EZSQL_ERROR;
		$errors_before = is_array( $EZSQL_ERROR ) ? count( $EZSQL_ERROR ) : 0;
		foreach ( $this->queue as $key => list( $entry, $ttl ) ) {
			if ( $ttl > 0 ) {
				set_transient( self::PREFIX . $key, $entry, $ttl );
			}
			set_transient( self::PREFIX . 's_' . $key, $entry, self::STALE_TTL );
		}
		$this->prune( array_keys( $this->queue ) );
		return ( is_array( $EZSQL_ERROR ) ? count( $EZSQL_ERROR ) : 0 ) === $errors_before;
	}

	/**
	 * Records the keys just written, then deletes the copies of reads whose last good copy expired and, past the
	 * size bound, of the reads written longest ago.
	 *
	 * @param string[] $written Keys just written.
	 */
	private function prune( array $written ): void {
		$index = get_option( self::INDEX_OPTION, array() );
		$index = is_array( $index ) ? $index : array();
		$now   = time();
		foreach ( $written as $key ) {
			unset( $index[ $key ] );
			$index[ $key ] = $now + self::STALE_TTL;
		}
		/**
		 * Filters how many reads the report cache keeps.
		 *
		 * @param int $max Reads kept.
		 */
		$max     = max( 1, (int) apply_filters( 'googlesitekit_report_cache_max_entries', self::MAX_ENTRIES ) );
		$expired = array_keys( array_filter( $index, static fn( $expires ) => (int) $expires < $now ) );
		$index   = array_diff_key( $index, array_flip( $expired ) );
		asort( $index, SORT_NUMERIC );
		$evicted = array_keys( array_slice( $index, 0, max( 0, count( $index ) - $max ), true ) );
		foreach ( array_merge( $expired, $evicted ) as $key ) {
			delete_transient( self::PREFIX . $key );
			delete_transient( self::PREFIX . 's_' . $key );
			unset( $index[ $key ] );
		}
		update_option( self::INDEX_OPTION, $index, false );
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
