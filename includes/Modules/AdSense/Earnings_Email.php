<?php
/**
 * Class Earnings_Email
 *
 * @package Google\Site_Kit\Modules\AdSense
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\AdSense;

use Google\Site_Kit\Core\Email_Reports\Contracts\Email_Report_Source;
use Google\Site_Kit\Core\Util\Date_Range;

/**
 * AdSense's part of the email report: the earnings of the period and of the compare period, from the daily reads
 * the Earnings widget makes (assets/js/modules/adsense/widgets/EarningsWidget.tsx with widgets/common/periods.ts):
 * one span when the compare period ends the day before the period, else one read per period.
 */
final class Earnings_Email implements Email_Report_Source {

	/** The earnings widgets' metrics (assets/js/modules/adsense/report.ts), in their order. */
	private const METRICS = array( 'ESTIMATED_EARNINGS', 'PAGE_VIEWS', 'IMPRESSIONS' );

	/**
	 * {@inheritDoc}
	 */
	public function datapoints(): array {
		return array( 'report' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Date_Range $dates     The period's dates.
	 * @param string     $range_key Unused: the widget sends the dates.
	 */
	public function reads( Date_Range $dates, string $range_key ): array {
		unset( $range_key );
		$adjacent = gmdate( 'Y-m-d', Date_Range::day_timestamp( $dates->compare_end_date ) + DAY_IN_SECONDS ) === $dates->start_date;
		$spans    = $adjacent
			? array( 'daily' => array( $dates->compare_start_date, $dates->end_date ) )
			: array(
				'daily'         => array( $dates->start_date, $dates->end_date ),
				'daily-compare' => array( $dates->compare_start_date, $dates->compare_end_date ),
			);
		$reads    = array();
		foreach ( $spans as $key => list( $start, $end ) ) {
			$reads[ $key ] = array(
				'report',
				array(
					'metrics'    => self::METRICS,
					'dimensions' => array( 'DATE' ),
					'startDate'  => $start,
					'endDate'    => $end,
				),
			);
		}
		return $reads;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $answers    Answers: daily (and daily-compare).
	 * @param Date_Range           $dates      The period's dates.
	 * @param bool                 $comparable Whether the change is shown.
	 */
	public function sections( array $answers, Date_Range $dates, bool $comparable ): ?array {
		$now      = 0.0;
		$before   = 0.0;
		$rows     = 0;
		$currency = '';
		foreach ( array( 'daily', 'daily-compare' ) as $key ) {
			$answer = is_array( $answers[ $key ] ?? null ) ? $answers[ $key ] : array();
			$names  = array();
			foreach ( (array) ( $answer['headers'] ?? array() ) as $header ) {
				$names[] = is_array( $header ) ? (string) ( $header['name'] ?? '' ) : '';
				if ( '' === $currency && is_array( $header ) && is_string( $header['currencyCode'] ?? null ) ) {
					$currency = $header['currencyCode'];
				}
			}
			$day_at  = array_search( 'DATE', $names, true );
			$earn_at = array_search( 'ESTIMATED_EARNINGS', $names, true );
			foreach ( (array) ( $answer['rows'] ?? array() ) as $row ) {
				$day      = false === $day_at ? '' : substr( (string) ( $row['cells'][ $day_at ]['value'] ?? '' ), 0, 10 );
				$earnings = false === $earn_at ? 0.0 : (float) ( $row['cells'][ $earn_at ]['value'] ?? 0 );
				++$rows;
				if ( $day >= $dates->start_date && $day <= $dates->end_date ) {
					$now += $earnings;
				} elseif ( $day >= $dates->compare_start_date && $day <= $dates->compare_end_date ) {
					$before += $earnings;
				}
			}
		}
		if ( 0 === $rows ) {
			return null;
		}
		return array(
			'figures' => array(
				array(
					'figure'   => 'earnings',
					'label'    => __( 'Earnings', 'google-site-kit' ),
					'value'    => round( $now, 2 ),
					'previous' => $comparable ? round( $before, 2 ) : null,
					'unit'     => 'currency',
					'currency' => '' === $currency ? 'USD' : $currency,
				),
			),
			'tables'  => array(),
		);
	}
}
