<?php
/**
 * Class Keyword_Tile
 *
 * @package Google\Site_Kit\Modules\Search_Console
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Search_Console;

use Google\Site_Kit\Core\Abilities\Key_Metric_Tile;
use Google\Site_Kit\Core\Abilities\Ranking;

/**
 * Search Console's key-metric tile, "Top performing keywords": among the top queries, those with the best
 * click-through rate (assets/js/modules/search-console/widgets/key-metrics/PopularKeywordsTile.tsx).
 */
final class Keyword_Tile {

	/** The top queries the tile ranks. */
	private const TOP_QUERIES = 10;

	/** Rows a tile lists. */
	private const TOP_ROWS = 3;

	/**
	 * The tile.
	 */
	public function tile(): Key_Metric_Tile {
		return new Key_Metric_Tile(
			'kmSearchConsolePopularKeywords',
			__( 'Top performing keywords', 'google-site-kit' ),
			'list',
			'ratio',
			'searchanalytics',
			static fn( string $range ) => array(
				'dimensions' => array( 'query' ),
				'dateRange'  => $range,
				'limit'      => self::TOP_QUERIES,
			),
			static fn( array $answer ) => self::best_ctr( $answer )
		);
	}

	/**
	 * The top queries with the best click-through rate (ties: more clicks, then the query).
	 *
	 * @param array<string, mixed> $answer The searchanalytics answer.
	 * @return array{rows: array<int, array{name: string, title: string, value: float}>}|null
	 */
	public static function best_ctr( array $answer ): ?array {
		$rows = array();
		foreach ( array_slice( array_values( (array) ( $answer['rows'] ?? array() ) ), 0, self::TOP_QUERIES ) as $row ) {
			$query = is_array( $row ) ? (string) ( $row['keys'][0] ?? '' ) : '';
			if ( '' === $query || (float) ( $row['impressions'] ?? 0 ) <= 0 ) {
				continue;
			}
			$rows[] = array(
				'name'   => $query,
				'title'  => '',
				'value'  => (float) ( $row['ctr'] ?? 0 ),
				'clicks' => (float) ( $row['clicks'] ?? 0 ),
			);
		}
		$rows = array_map(
			static fn( array $row ) => array(
				'name'  => $row['name'],
				'title' => $row['title'],
				'value' => $row['value'],
			),
			array_slice( Ranking::rank( $rows, array( 'value', 'clicks' ) ), 0, self::TOP_ROWS )
		);
		return $rows ? array( 'rows' => $rows ) : null;
	}
}
