<?php
/**
 * Class GA4_Report
 *
 * @package Google\Site_Kit\Modules\Analytics
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Analytics;

use Google\Site_Kit\Core\Abilities\Ranking;

/**
 * Reading a GA4 runReport answer as the dashboard reads it (assets/js/modules/analytics/report.ts): the rows and
 * totals of each date range (GA4 adds a "dateRange" dimension when there are two), numbers from its strings, and
 * its placeholder values left out of rankings.
 */
final class GA4_Report {

	/** Dimension values GA4 uses for "no value" and for rows folded together. */
	public const PLACEHOLDERS = array( '(not set)', '(other)' );

	/**
	 * The rows of one date range (0 the period, 1 the compare period).
	 *
	 * @param array<string, mixed> $report Report.
	 * @param int                  $range  Date range index.
	 * @return array<int, array<string, mixed>>
	 */
	public static function rows_of_range( array $report, int $range ): array {
		$rows  = array_values( array_filter( (array) ( $report['rows'] ?? array() ), 'is_array' ) );
		$index = self::range_index( $report );
		if ( -1 === $index ) {
			return 0 === $range ? $rows : array();
		}
		return array_values( array_filter( $rows, static fn( array $row ) => self::dimension_of( $row, $index ) === 'date_range_' . $range ) );
	}

	/**
	 * A metric's total over a date range, from GA4's totals (never the rows' sum: visitors do not add up).
	 *
	 * @param array<string, mixed> $report Report.
	 * @param int                  $range  Date range index.
	 * @param int                  $metric Metric index.
	 */
	public static function total_of( array $report, int $range, int $metric = 0 ): float {
		$totals = array_values( (array) ( $report['totals'] ?? array() ) );
		$index  = self::range_index( $report );
		if ( -1 === $index ) {
			return 0 === $range ? self::metric_of( $totals[0] ?? null, $metric ) : 0.0;
		}
		foreach ( $totals as $total ) {
			if ( is_array( $total ) && self::dimension_of( $total, $index ) === 'date_range_' . $range ) {
				return self::metric_of( $total, $metric );
			}
		}
		return self::metric_of( $totals[ $range ] ?? null, $metric );
	}

	/**
	 * A row's metric as a number (0 when missing).
	 *
	 * @param mixed $row    Row.
	 * @param int   $metric Metric index.
	 */
	public static function metric_of( mixed $row, int $metric = 0 ): float {
		$value = is_array( $row ) ? ( $row['metricValues'][ $metric ]['value'] ?? null ) : null;
		return is_numeric( $value ) ? (float) $value : 0.0;
	}

	/**
	 * A row's dimension ('' when missing).
	 *
	 * @param mixed $row       Row.
	 * @param int   $dimension Dimension index.
	 */
	public static function dimension_of( mixed $row, int $dimension = 0 ): string {
		$value = is_array( $row ) ? ( $row['dimensionValues'][ $dimension ]['value'] ?? '' ) : '';
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * The period's rows as names and figures, without placeholders and rows whose metric is not above zero.
	 *
	 * @param array<string, mixed> $report Report.
	 * @param int                  $metric The metric ranked (and each row's value).
	 * @return array<int, array{name: string, title: string, value: float, metrics: float[]}>
	 */
	public static function named_rows( array $report, int $metric = 0 ): array {
		$out = array();
		foreach ( self::rows_of_range( $report, 0 ) as $row ) {
			$name = self::dimension_of( $row, 0 );
			if ( in_array( $name, self::PLACEHOLDERS, true ) || self::metric_of( $row, $metric ) <= 0 ) {
				continue;
			}
			$metrics = array();
			foreach ( array_keys( (array) ( $row['metricValues'] ?? array() ) ) as $index ) {
				$metrics[] = self::metric_of( $row, (int) $index );
			}
			$out[] = array(
				'name'    => $name,
				'title'   => self::dimension_of( $row, 1 ),
				'value'   => self::metric_of( $row, $metric ),
				'metrics' => $metrics,
			);
		}
		return $out;
	}

	/**
	 * The top rows by value, highest first, ties by name.
	 *
	 * @param array<int, array{name: string, title: string, value: float, metrics: float[]}> $rows  Rows.
	 * @param int                                                                           $count How many.
	 * @return array<int, array{name: string, title: string, value: float, metrics: float[]}>
	 */
	public static function top_rows( array $rows, int $count = 3 ): array {
		return array_slice( Ranking::rank( $rows, array( 'value' ) ), 0, $count );
	}

	/**
	 * Index of GA4's "dateRange" dimension, -1 without one.
	 *
	 * @param array<string, mixed> $report Report.
	 */
	private static function range_index( array $report ): int {
		foreach ( array_values( (array) ( $report['dimensionHeaders'] ?? array() ) ) as $index => $header ) {
			if ( is_array( $header ) && 'dateRange' === ( $header['name'] ?? '' ) ) {
				return $index;
			}
		}
		return -1;
	}
}
