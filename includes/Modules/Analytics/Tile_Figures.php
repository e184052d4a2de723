<?php
/**
 * Class Tile_Figures
 *
 * @package Google\Site_Kit\Modules\Analytics
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Analytics;

/**
 * The Analytics key-metric tiles' figures, computed from GA4's answers as the tiles compute them
 * (assets/js/modules/analytics/widgets/key-metrics/figures.ts). Each returns the tile's figures, or null when the
 * tile has nothing to show.
 */
final class Tile_Figures {

	/** The share of visitors a channel needs to count as "most engaged" / "top converting". */
	public const MIN_CHANNEL_SHARE = 0.01;

	/**
	 * A visitor type's users ("new" or "returning") now and before, and their share of all visitors (GA4's
	 * de-duplicated total, never the rows' sum).
	 *
	 * @param array<string, mixed> $report Report by newVsReturning, with the compare period.
	 * @param string               $type   new or returning.
	 * @return array<string, float>|null
	 */
	public static function visitor_type( array $report, string $type ): ?array {
		$find  = static function ( int $range ) use ( $report, $type ): ?array {
			foreach ( GA4_Report::rows_of_range( $report, $range ) as $row ) {
				if ( GA4_Report::dimension_of( $row, 0 ) === $type ) {
					return $row;
				}
			}
			return null;
		};
		$total = GA4_Report::total_of( $report, 0 );
		if ( $total <= 0 ) {
			return null;
		}
		$current = GA4_Report::metric_of( $find( 0 ) );
		return array(
			'value'    => $current,
			'previous' => GA4_Report::metric_of( $find( 1 ) ),
			'share'    => $current / $total,
		);
	}

	/**
	 * A metric of a report without dimensions, now and before.
	 *
	 * @param array<string, mixed> $report Report with the compare period.
	 * @param int                  $metric Metric index.
	 * @return array<string, float>|null
	 */
	public static function period_metric( array $report, int $metric ): ?array {
		$current = GA4_Report::metric_of( GA4_Report::rows_of_range( $report, 0 )[0] ?? null, $metric );
		if ( $current <= 0 ) {
			return null;
		}
		return array(
			'value'    => $current,
			'previous' => GA4_Report::metric_of( GA4_Report::rows_of_range( $report, 1 )[0] ?? null, $metric ),
		);
	}

	/**
	 * The row with the most of the first metric, and its share of the report's total.
	 *
	 * @param array<string, mixed> $report Report by channel.
	 * @return array{name: string, value: float}|null
	 */
	public static function top_share( array $report ): ?array {
		$top = GA4_Report::top_rows( GA4_Report::named_rows( $report, 0 ), 1 )[0] ?? null;
		if ( null === $top ) {
			return null;
		}
		$total = GA4_Report::total_of( $report, 0 );
		return array(
			'name'  => $top['name'],
			'value' => $total > 0 ? $top['value'] / $total : 0.0,
		);
	}

	/**
	 * The channel with the highest rate among those with at least MIN_CHANNEL_SHARE of the visitors.
	 *
	 * @param array<string, mixed> $report Report by channel: users, engagement rate, key event rate.
	 * @param int                  $metric Index of the rate.
	 * @return array{name: string, value: float}|null
	 */
	public static function best_channel_by( array $report, int $metric ): ?array {
		$total = GA4_Report::total_of( $report, 0 );
		$rows  = array();
		foreach ( GA4_Report::named_rows( $report, 0 ) as $row ) {
			if ( ( $total <= 0 || $row['value'] / $total >= self::MIN_CHANNEL_SHARE ) && ( $row['metrics'][ $metric ] ?? 0 ) > 0 ) {
				$rows[] = array( 'value' => $row['metrics'][ $metric ] ) + $row;
			}
		}
		$best = GA4_Report::top_rows( $rows, 1 )[0] ?? null;
		return null === $best ? null : array(
			'name'  => $best['name'],
			'value' => $best['value'],
		);
	}

	/**
	 * The top rows, each its first metric (or, with $share, that metric's share of the first total).
	 *
	 * @param array<string, mixed> $report Report.
	 * @param bool                 $share  Whether each value is a share of the report's total.
	 * @return array{rows: array<int, array{name: string, title: string, value: float}>}|null
	 */
	public static function top_list( array $report, bool $share = false ): ?array {
		$total = GA4_Report::metric_of( $report['totals'][0] ?? null, 0 );
		$rows  = GA4_Report::top_rows( GA4_Report::named_rows( $report ) );
		if ( $share ) {
			$rows = array_map( static fn( array $row ) => array( 'value' => $total > 0 ? $row['value'] / $total : 0.0 ) + $row, $rows );
		}
		return self::rows( $rows );
	}

	/**
	 * Pages with at least the average views (over every page: the total and GA4's rowCount), by a rate.
	 *
	 * @param array<string, mixed> $report Report of the most viewed pages.
	 * @param int                  $metric Index of the rate.
	 * @return array{rows: array<int, array{name: string, title: string, value: float}>}|null
	 */
	public static function pages_above_average( array $report, int $metric ): ?array {
		$count   = self::page_count( $report );
		$average = $count ? GA4_Report::total_of( $report, 0 ) / $count : 0.0;
		return self::rank_pages( $report, $average, $metric, false );
	}

	/**
	 * Pages with at least the median views, by a rate, lowest first when asked. When the median page lies beyond
	 * the rows asked for, every listed page is above it.
	 *
	 * @param array<string, mixed> $report Report of the most viewed pages.
	 * @param int                  $metric Index of the rate.
	 * @param bool                 $lowest Rank lowest first.
	 * @return array{rows: array<int, array{name: string, title: string, value: float}>}|null
	 */
	public static function pages_above_median( array $report, int $metric, bool $lowest = false ): ?array {
		$rows   = array_values( (array) ( $report['rows'] ?? array() ) );
		$count  = self::page_count( $report );
		$views  = array_map( static fn( $row ) => GA4_Report::metric_of( $row, 0 ), $rows );
		$median = 0.0;
		if ( $count && $count <= count( $views ) ) {
			sort( $views );
			$middle = intdiv( $count, 2 );
			$median = $count % 2 ? $views[ $middle ] : ( $views[ $middle - 1 ] + $views[ $middle ] ) / 2;
		}
		return self::rank_pages( $report, $median, $metric, $lowest );
	}

	/**
	 * Views per category: a row lists a post's categories joined by ","; each of them gets the row's views.
	 *
	 * @param array<string, mixed> $report Report by the categories dimension.
	 * @return array{rows: array<int, array{name: string, title: string, value: float}>}|null
	 */
	public static function category_views( array $report ): ?array {
		$views = array();
		foreach ( GA4_Report::named_rows( $report, 0 ) as $row ) {
			$names = array_unique( array_filter( array_map( 'trim', explode( ',', $row['name'] ) ), static fn( string $name ) => '' !== $name ) );
			foreach ( $names as $name ) {
				$views[ $name ] = ( $views[ $name ] ?? 0.0 ) + $row['value'];
			}
		}
		$rows = array();
		foreach ( $views as $name => $value ) {
			$rows[] = array(
				'name'    => (string) $name,
				'title'   => '',
				'value'   => $value,
				'metrics' => array( $value ),
			);
		}
		return self::rows( GA4_Report::top_rows( $rows ) );
	}

	/**
	 * How many pages the report has: GA4's rowCount (pages beyond the rows asked for count too), else its rows.
	 *
	 * @param array<string, mixed> $report Report of pages.
	 */
	private static function page_count( array $report ): int {
		$count = (int) ( $report['rowCount'] ?? 0 );
		return $count > 0 ? $count : count( (array) ( $report['rows'] ?? array() ) );
	}

	/**
	 * Pages with at least some views, ranked by a rate.
	 *
	 * @param array<string, mixed> $report    Report of pages.
	 * @param float                $min_views Views a page needs.
	 * @param int                  $metric    Rate index.
	 * @param bool                 $lowest    Rank lowest first.
	 * @return array{rows: array<int, array{name: string, title: string, value: float}>}|null
	 */
	private static function rank_pages( array $report, float $min_views, int $metric, bool $lowest ): ?array {
		$rows = array();
		foreach ( GA4_Report::named_rows( $report, 0 ) as $row ) {
			if ( $row['value'] >= $min_views ) {
				$rate   = (float) ( $row['metrics'][ $metric ] ?? 0 );
				$rows[] = array( 'value' => $lowest ? -$rate : $rate ) + $row;
			}
		}
		$top = array_map( static fn( array $row ) => array( 'value' => (float) ( $row['metrics'][ $metric ] ?? 0 ) ) + $row, GA4_Report::top_rows( $rows ) );
		return self::rows( $top );
	}

	/**
	 * The list figures: name, title and value of each row; null without rows.
	 *
	 * @param array<int, array{name: string, title: string, value: float}> $rows Ranked rows.
	 * @return array{rows: array<int, array{name: string, title: string, value: float}>}|null
	 */
	private static function rows( array $rows ): ?array {
		if ( ! $rows ) {
			return null;
		}
		return array(
			'rows' => array_map(
				static fn( array $row ) => array(
					'name'  => $row['name'],
					'title' => $row['title'],
					'value' => $row['value'],
				),
				$rows
			),
		);
	}
}
