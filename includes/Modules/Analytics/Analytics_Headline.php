<?php
/**
 * Class Analytics_Headline
 *
 * @package Google\Site_Kit\Modules\Analytics
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Analytics;

use Google\Site_Kit\Core\Abilities\Contracts\Headline_Source;
use Google\Site_Kit\Core\Util\Date_Range;

/**
 * Analytics' headline figures: unique visitors and views, from GA4's totals of one report with the compare period
 * (assets/js/modules/analytics/summary.tsx sends the same params).
 */
final class Analytics_Headline implements Headline_Source {

	/** The report's metrics, in the summary's order (views first: the figures index them). */
	private const METRICS = array( 'screenPageViews', 'totalUsers' );

	/**
	 * {@inheritDoc}
	 */
	public function figures(): array {
		return array(
			'visitors' => __( 'Unique visitors', 'google-site-kit' ),
			'views'    => __( 'Views', 'google-site-kit' ),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function datapoints(): array {
		return array( 'report' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Date_Range $dates     Unused: the report is asked by range key.
	 * @param string     $range_key The dashboard's range key.
	 * @param string     $url       One page, or ''.
	 * @param bool       $compare   Unused: the summary's report always holds the compare period.
	 */
	public function reads( Date_Range $dates, string $range_key, string $url, bool $compare ): array {
		unset( $dates, $compare );
		return array(
			'report' => array(
				'report',
				array(
					'metrics'           => self::METRICS,
					'dateRange'         => $range_key,
					'compareDateRanges' => true,
				) + ( '' === $url ? array() : array( 'url' => $url ) ),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $answers Answers: report.
	 */
	public function values( array $answers ): ?array {
		$report = is_array( $answers['report'] ?? null ) ? $answers['report'] : array();
		if ( ! array_filter( (array) ( $report['rows'] ?? array() ) ) ) {
			return null;
		}
		$figure = static fn( int $metric ) => array(
			'value'    => GA4_Report::total_of( $report, 0, $metric ),
			'previous' => GA4_Report::total_of( $report, 1, $metric ),
		);
		return array(
			'visitors' => $figure( 1 ),
			'views'    => $figure( 0 ),
		);
	}
}
