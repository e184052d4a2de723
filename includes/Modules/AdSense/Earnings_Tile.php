<?php
/**
 * Class Earnings_Tile
 *
 * @package Google\Site_Kit\Modules\AdSense
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\AdSense;

use Google\Site_Kit\Core\Abilities\Key_Metric_Tile;
use Google\Site_Kit\Core\Abilities\Ranking;

/**
 * AdSense's key-metric tile, "Top earning pages": the pages that earned the most, in the account's currency
 * (assets/js/modules/adsense/widgets/key-metrics/TopEarningContentTile.tsx).
 */
final class Earnings_Tile {

	/** Rows a tile lists. */
	private const TOP_ROWS = 3;

	/**
	 * The tile.
	 */
	public function tile(): Key_Metric_Tile {
		return new Key_Metric_Tile(
			'kmAdSenseTopEarningContent',
			__( 'Top earning pages', 'google-site-kit' ),
			'list',
			'currency',
			'report',
			static fn( string $range ) => array(
				'metrics'    => array( 'ESTIMATED_EARNINGS', 'PAGE_VIEWS', 'IMPRESSIONS' ),
				'dimensions' => array( 'PAGE_URL' ),
				'dateRange'  => $range,
			),
			static fn( array $answer ) => self::top_pages( $answer )
		);
	}

	/**
	 * The pages with earnings, most first (ties by URL), and the report's currency (USD when it names none).
	 *
	 * @param array<string, mixed> $answer The AdSense report.
	 * @return array{rows: array<int, array{name: string, title: string, value: float}>, currency: string}|null
	 */
	public static function top_pages( array $answer ): ?array {
		$names    = array();
		$currency = '';
		foreach ( (array) ( $answer['headers'] ?? array() ) as $header ) {
			$names[] = is_array( $header ) ? (string) ( $header['name'] ?? '' ) : '';
			if ( '' === $currency && is_array( $header ) && is_string( $header['currencyCode'] ?? null ) ) {
				$currency = $header['currencyCode'];
			}
		}
		$url_at  = array_search( 'PAGE_URL', $names, true );
		$earn_at = array_search( 'ESTIMATED_EARNINGS', $names, true );
		$rows    = array();
		foreach ( (array) ( $answer['rows'] ?? array() ) as $row ) {
			$url      = false === $url_at ? '' : (string) ( $row['cells'][ $url_at ]['value'] ?? '' );
			$earnings = false === $earn_at ? 0.0 : (float) ( $row['cells'][ $earn_at ]['value'] ?? 0 );
			if ( '' !== $url && $earnings > 0 ) {
				$rows[] = array(
					'name'  => $url,
					'title' => '',
					'value' => $earnings,
				);
			}
		}
		return $rows ? array(
			'rows'     => array_slice( Ranking::rank( $rows, array( 'value' ) ), 0, self::TOP_ROWS ),
			'currency' => '' === $currency ? 'USD' : $currency,
		) : null;
	}
}
