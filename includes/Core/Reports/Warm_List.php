<?php
/**
 * Class Warm_List
 *
 * @package Google\Site_Kit\Core\Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Reports;

/**
 * The list of reads the dashboards use, which the background refresh (Report_Warmer) keeps warm: cache key =>
 * { slug, datapoint, params, user_id, ttl, seen }. It is an option without a persistent object cache, an entry of
 * the report cache's group with one (outside its generations: a flush keeps it).
 *
 * @phpstan-type Read array{slug: string, datapoint: string, params: array<string, mixed>, user_id: int, ttl: int, seen: int}
 */
final class Warm_List {

	/**
	 * The list's option (no object cache) or object cache entry.
	 */
	public const OPTION = 'googlesitekit_rc_warm';

	/**
	 * Most reads on the list; those read longest ago go first.
	 */
	public const MAX = 300;

	/**
	 * A read's "last read" time is written again only when it is older than this, so a busy dashboard does not
	 * rewrite the list on every read.
	 */
	public const SEEN_RESOLUTION = HOUR_IN_SECONDS;

	/**
	 * The list as read in this request.
	 *
	 * @var array<string, array<string, mixed>>|null
	 */
	private ?array $warm = null;

	/**
	 * Whether this request has read the list (else Report_Cache::prime() loads it with the copies).
	 */
	public function is_loaded(): bool {
		return null !== $this->warm;
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
		$list = $this->entries();
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
		if ( count( $list ) > self::MAX ) {
			uasort( $list, static fn( $a, $b ) => (int) $b['seen'] <=> (int) $a['seen'] );
			$list = array_slice( $list, 0, self::MAX, true );
		}
		$this->save( $list );
	}

	/**
	 * The reads the dashboards use: key => { slug, datapoint, params, user_id, ttl, seen }.
	 *
	 * @param bool $now Read past this request's cache.
	 * @return array<string, Read>
	 */
	public function entries( bool $now = false ): array {
		if ( null === $this->warm || $now ) {
			if ( Cache_Store::uses_object_cache() ) {
				$list = wp_cache_get( self::OPTION, Cache_Store::GROUP, $now );
			} else {
				if ( $now ) {
					wp_cache_delete( self::OPTION, 'options' );
				}
				$list = get_option( self::OPTION, array() );
			}
			$this->warm = is_array( $list ) ? $list : array();
		}
		return $this->warm;
	}

	/**
	 * Whether a read is on the list.
	 *
	 * @param string $key Cache key.
	 */
	public function has( string $key ): bool {
		return isset( $this->entries()[ $key ] );
	}

	/**
	 * Empties the list (a reset: the reads were made with a connection that is gone).
	 */
	public function forget_all(): void {
		$this->warm = array();
		if ( Cache_Store::uses_object_cache() ) {
			wp_cache_delete( self::OPTION, Cache_Store::GROUP );
			return;
		}
		delete_option( self::OPTION );
	}

	/**
	 * Moves a read to its key of another day (a named range after the site's midnight), keeping when it was last
	 * read: its dates moved on, and it is still the read the dashboards make.
	 *
	 * @param string $from Key of the day before.
	 * @param string $to   Key of the site's day now.
	 */
	public function move( string $from, string $to ): void {
		$list = $this->entries( true );
		if ( ! isset( $list[ $from ] ) ) {
			return;
		}
		// A viewer who read it on the new day already listed it, last read just now.
		$list[ $to ] ??= $list[ $from ];
		unset( $list[ $from ] );
		$this->save( $list );
	}

	/**
	 * Takes reads off the list (nobody read them lately, or they can no longer be made).
	 *
	 * @param string[] $keys Cache keys.
	 */
	public function forget( array $keys ): void {
		$list = $this->entries( true );
		$left = array_diff_key( $list, array_flip( $keys ) );
		if ( count( $left ) !== count( $list ) ) {
			$this->save( $left );
		}
	}

	/**
	 * Writes the list.
	 *
	 * @param array<string, array<string, mixed>> $list The list.
	 */
	private function save( array $list ): void {
		$this->warm = $list;
		if ( Cache_Store::uses_object_cache() ) {
			wp_cache_set( self::OPTION, $list, Cache_Store::GROUP );
			return;
		}
		update_option( self::OPTION, $list, false );
	}
}
