<?php
/**
 * Class Date_Range
 *
 * @package Google\Site_Kit\Core\Util
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Util;

use WP_Error;

/**
 * Report date ranges: "last-x-days" presets ending yesterday, or explicit
 * YYYY-MM-DD dates, with the compare period of the same length just before.
 */
final class Date_Range {

	/**
	 * Constructor.
	 *
	 * @param string $start_date         First day, YYYY-MM-DD.
	 * @param string $end_date           Last day, YYYY-MM-DD.
	 * @param string $compare_start_date First day of the previous period.
	 * @param string $compare_end_date   Last day of the previous period.
	 */
	public function __construct(
		public readonly string $start_date,
		public readonly string $end_date,
		public readonly string $compare_start_date,
		public readonly string $compare_end_date
	) {}

	/**
	 * Builds a range from request parameters: dateRange, or startDate + endDate.
	 *
	 * @param array<string, mixed> $params Parameters.
	 * @param int|null             $today  Unix time of "today" (tests); now by default.
	 * @return self|WP_Error
	 */
	public static function from_params( array $params, ?int $today = null ): self|WP_Error {
		$today = $today ?? time();
		if ( ! empty( $params['startDate'] ) || ! empty( $params['endDate'] ) ) {
			$start = self::parse_date( $params['startDate'] ?? null, 'startDate' );
			if ( is_wp_error( $start ) ) {
				return $start;
			}
			$end = self::parse_date( $params['endDate'] ?? null, 'endDate' );
			if ( is_wp_error( $end ) ) {
				return $end;
			}
			if ( $end < $start ) {
				return new WP_Error(
					'rest_invalid_param',
					__( 'endDate must not be before startDate.', 'google-site-kit' ),
					array(
						'status' => 400,
						'params' => array( 'endDate' => 'before startDate' ),
					)
				);
			}
			$days = (int) round( ( $end - $start ) / DAY_IN_SECONDS ) + 1;
			return self::from_timestamps( $start, $end, $days );
		}
		$range = $params['dateRange'] ?? 'last-28-days';
		if ( ! is_string( $range ) || ! preg_match( '/^last-(\d+)-days$/', $range, $match ) || (int) $match[1] < 1 ) {
			return new WP_Error(
				'rest_invalid_param',
				__( 'Invalid date range, it must be a string with the format "last-x-days".', 'google-site-kit' ),
				array(
					'status' => 400,
					'params' => array( 'dateRange' => 'format' ),
				)
			);
		}
		$days  = min( (int) $match[1], 3650 );
		$end   = strtotime( gmdate( 'Y-m-d', $today ) . ' 00:00:00 UTC' ) - DAY_IN_SECONDS;
		$start = $end - ( $days - 1 ) * DAY_IN_SECONDS;
		return self::from_timestamps( $start, $end, $days );
	}

	/**
	 * Builds the range and its compare range from day timestamps.
	 *
	 * @param int $start First day.
	 * @param int $end   Last day.
	 * @param int $days  Length in days.
	 */
	private static function from_timestamps( int $start, int $end, int $days ): self {
		$compare_end   = $start - DAY_IN_SECONDS;
		$compare_start = $compare_end - ( $days - 1 ) * DAY_IN_SECONDS;
		return new self( gmdate( 'Y-m-d', $start ), gmdate( 'Y-m-d', $end ), gmdate( 'Y-m-d', $compare_start ), gmdate( 'Y-m-d', $compare_end ) );
	}

	/**
	 * Parses a YYYY-MM-DD date with the spec's messages.
	 *
	 * @param mixed  $value Value.
	 * @param string $name  Parameter name.
	 * @return int|WP_Error Midnight UTC.
	 */
	private static function parse_date( mixed $value, string $name ): int|WP_Error {
		if ( ! is_string( $value ) ) {
			return new WP_Error(
				'rest_invalid_param',
				__( 'Invalid dateString parameter, it must be a string.', 'google-site-kit' ),
				array(
					'status' => 400,
					'params' => array( $name => 'type' ),
				)
			);
		}
		$date = \DateTimeImmutable::createFromFormat( '!Y-m-d', $value, new \DateTimeZone( 'UTC' ) );
		if ( ! $date || $date->format( 'Y-m-d' ) !== $value ) {
			return new WP_Error(
				'rest_invalid_param',
				__( 'Date param must construct to a valid date instance or be a valid date instance itself.', 'google-site-kit' ),
				array(
					'status' => 400,
					'params' => array( $name => 'date' ),
				)
			);
		}
		return $date->getTimestamp();
	}
}
