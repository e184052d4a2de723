<?php
/**
 * Class Cache_Stats
 *
 * @package Google\Site_Kit\Core\Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Reports;

/**
 * What the report cache holds, for `wp site-kit status`: its fresh and last good copies and its warm list. In the
 * database every row is counted; a persistent object cache cannot list its entries, so there only the warm list's
 * reads are looked up.
 */
final class Cache_Stats {

	/**
	 * Constructor.
	 *
	 * @param Report_Cache $cache The report cache.
	 */
	public function __construct( private readonly Report_Cache $cache ) {}

	/**
	 * The counts.
	 *
	 * @return array{backend: string, fresh: int, stale: int, warm: int, counted: string}
	 *     counted: 'all' (database), or 'warm' (object cache: only the warm list's reads can be looked up).
	 */
	public function counts(): array {
		$warm = $this->cache->warm_list()->entries();
		if ( Cache_Store::uses_object_cache() ) {
			$fresh = 0;
			$stale = 0;
			foreach ( array_keys( $warm ) as $key ) {
				$fresh += null !== $this->cache->fresh( (string) $key ) ? 1 : 0;
				$stale += null !== $this->cache->last_good( (string) $key ) ? 1 : 0;
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
		foreach ( Cache_Store::stored_names() as $name => $expires ) {
			if ( null !== $expires && $expires < $now ) {
				continue;
			}
			if ( str_starts_with( $name, Cache_Store::LAST_GOOD ) ) {
				++$stale;
			} elseif ( ! Cache_Store::is_note( $name ) ) {
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
}
