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
 * Report date ranges and their compare periods.
 *
 * Ranges (the `dateRange` parameter):
 * - "last-x-days": the x complete days ending yesterday.
 * - "this-month", "this-quarter", "year-to-date": from the first day of the
 *   period through yesterday (complete days only, as the other presets); on the
 *   period's first day, when no complete day exists yet, the range is today alone.
 * - "last-month", "last-quarter": that whole calendar period.
 * - "last-12-months": the twelve whole calendar months before the current one.
 * - "YYYY-MM-DD..YYYY-MM-DD", or startDate + endDate: a custom range.
 * "Today" is the site's day (wp_timezone()) at Clock::now().
 *
 * Compare modes (the `compare` parameter, or a "~mode" suffix on dateRange so a
 * single string can carry the whole choice through widgets and caches):
 * - "previous-period" (default): as many days, ending the day before the range.
 * - "same-period-last-year": rolling "last-x-days" ranges go back 364 days
 *   (52 weeks, so weekdays line up: traffic is weekly); calendar and custom
 *   ranges go back one calendar year, a 29 February becoming the 28th.
 * - "none": no comparison is shown. The compare dates still hold the previous
 *   period so callers that always fetch two periods keep working; check
 *   has_compare() before showing a change.
 */
final class Date_Range {

	public const PRESETS = array(
		'last-7-days',
		'last-14-days',
		'last-28-days',
		'last-90-days',
		'this-month',
		'last-month',
		'this-quarter',
		'last-quarter',
		'last-12-months',
		'year-to-date',
	);

	public const COMPARE_MODES = array( 'previous-period', 'same-period-last-year', 'none' );

	public const DEFAULT_RANGE = 'last-28-days';

	public const DEFAULT_COMPARE = 'previous-period';

	/**
	 * Constructor.
	 *
	 * @param string $start_date         First day, YYYY-MM-DD.
	 * @param string $end_date           Last day, YYYY-MM-DD.
	 * @param string $compare_start_date First day of the compare period.
	 * @param string $compare_end_date   Last day of the compare period.
	 * @param string $compare            Compare mode.
	 */
	public function __construct(
		public readonly string $start_date,
		public readonly string $end_date,
		public readonly string $compare_start_date,
		public readonly string $compare_end_date,
		public readonly string $compare = self::DEFAULT_COMPARE
	) {}

	/**
	 * Whether a change against the compare period should be shown.
	 */
	public function has_compare(): bool {
		return 'none' !== $this->compare;
	}

	/**
	 * Splits a "range~compare" string.
	 *
	 * @param string $value Range string.
	 * @return array{0: string, 1: string|null} Range and compare mode (null when absent).
	 */
	public static function split( string $value ): array {
		$parts = explode( '~', $value, 2 );
		return array( $parts[0], $parts[1] ?? null );
	}

	/**
	 * Whether a range (without compare suffix) is a known preset or a well-formed custom range.
	 *
	 * @param string $range Range.
	 */
	public static function is_valid_range( string $range ): bool {
		return ! is_wp_error( self::from_params( array( 'dateRange' => $range ) ) );
	}

	/**
	 * Builds a range from request parameters: dateRange (optionally "~compare"),
	 * or startDate + endDate; and compare.
	 *
	 * @param array<string, mixed> $params Parameters.
	 * @param int|null             $today  Unix time of "today" (tests); Clock::now() by default.
	 * @return self|WP_Error
	 */
	public static function from_params( array $params, ?int $today = null ): self|WP_Error {
		$today   = $today ?? Clock::now();
		$range   = $params['dateRange'] ?? self::DEFAULT_RANGE;
		$compare = $params['compare'] ?? null;
		if ( is_string( $range ) && str_contains( $range, '~' ) ) {
			list( $range, $suffix ) = self::split( $range );
			$compare                = $compare ?? $suffix;
		}
		$compare = $compare ?? self::DEFAULT_COMPARE;
		if ( ! is_string( $compare ) || ! in_array( $compare, self::COMPARE_MODES, true ) ) {
			return new WP_Error(
				'rest_invalid_param',
				__( 'Invalid compare mode, it must be previous-period, same-period-last-year or none.', 'google-site-kit' ),
				array(
					'status' => 400,
					'params' => array( 'compare' => 'enum' ),
				)
			);
		}
		if ( is_string( $range ) && preg_match( '/^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/', $range, $custom ) ) {
			$params['startDate'] = $custom[1];
			$params['endDate']   = $custom[2];
		}
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
			return self::with_compare( $start, $end, $compare, false );
		}
		$site_today = self::day_timestamp( Clock::site_today( $today ) );
		$yesterday  = $site_today - DAY_IN_SECONDS;
		if ( is_string( $range ) && preg_match( '/^last-(\d+)-days$/', $range, $match ) && (int) $match[1] >= 1 ) {
			$days  = min( (int) $match[1], 3650 );
			$start = $yesterday - ( $days - 1 ) * DAY_IN_SECONDS;
			return self::with_compare( $start, $yesterday, $compare, true );
		}
		$year    = (int) gmdate( 'Y', $site_today );
		$month   = (int) gmdate( 'n', $site_today );
		$quarter = intdiv( $month - 1, 3 ); // 0-based.
		switch ( is_string( $range ) ? $range : '' ) {
			case 'this-month':
				return self::to_date( self::midnight( $year, $month, 1 ), $site_today, $compare );
			case 'this-quarter':
				return self::to_date( self::midnight( $year, $quarter * 3 + 1, 1 ), $site_today, $compare );
			case 'year-to-date':
				return self::to_date( self::midnight( $year, 1, 1 ), $site_today, $compare );
			case 'last-month':
				return self::with_compare( self::midnight( $year, $month - 1, 1 ), self::midnight( $year, $month, 0 ), $compare, false );
			case 'last-quarter':
				return self::with_compare( self::midnight( $year, ( $quarter - 1 ) * 3 + 1, 1 ), self::midnight( $year, $quarter * 3 + 1, 0 ), $compare, false );
			case 'last-12-months':
				return self::with_compare( self::midnight( $year, $month - 12, 1 ), self::midnight( $year, $month, 0 ), $compare, false );
		}
		return new WP_Error(
			'rest_invalid_param',
			__( 'Invalid date range, it must be a string with the format "last-x-days".', 'google-site-kit' ),
			array(
				'status' => 400,
				'params' => array( 'dateRange' => 'format' ),
			)
		);
	}

	/**
	 * A period-to-date range: its first day through yesterday, or today alone on the first day.
	 *
	 * @param int    $start      First day of the period.
	 * @param int    $site_today The site's today.
	 * @param string $compare    Compare mode.
	 */
	private static function to_date( int $start, int $site_today, string $compare ): self {
		$end = max( $start, $site_today - DAY_IN_SECONDS );
		return self::with_compare( $start, $end, $compare, false );
	}

	/**
	 * Builds the range and its compare range from day timestamps.
	 *
	 * @param int    $start   First day.
	 * @param int    $end     Last day.
	 * @param string $compare Compare mode.
	 * @param bool   $rolling Whether the range is a rolling "last-x-days" one (weekday-aligned last year).
	 */
	private static function with_compare( int $start, int $end, string $compare, bool $rolling ): self {
		if ( 'same-period-last-year' === $compare ) {
			if ( $rolling ) {
				$compare_start = $start - 364 * DAY_IN_SECONDS;
				$compare_end   = $end - 364 * DAY_IN_SECONDS;
			} else {
				$compare_start = self::year_before( $start );
				$compare_end   = self::year_before( $end );
			}
		} else {
			$days          = (int) round( ( $end - $start ) / DAY_IN_SECONDS ) + 1;
			$compare_end   = $start - DAY_IN_SECONDS;
			$compare_start = $compare_end - ( $days - 1 ) * DAY_IN_SECONDS;
		}
		return new self( gmdate( 'Y-m-d', $start ), gmdate( 'Y-m-d', $end ), gmdate( 'Y-m-d', $compare_start ), gmdate( 'Y-m-d', $compare_end ), $compare );
	}

	/**
	 * Midnight UTC of a YYYY-MM-DD day (a validated date: Clock's, a range's).
	 *
	 * @param string $date The day.
	 */
	public static function day_timestamp( string $date ): int {
		return (int) strtotime( $date . ' 00:00:00 UTC' );
	}

	/**
	 * Midnight UTC of a calendar day; a month or day out of range rolls over as in gmmktime() (day 0 is the last day
	 * of the month before).
	 *
	 * @param int $year  Year.
	 * @param int $month Month.
	 * @param int $day   Day.
	 */
	private static function midnight( int $year, int $month, int $day ): int {
		return (int) gmmktime( 0, 0, 0, $month, $day, $year );
	}

	/**
	 * The same calendar day a year earlier (29 February becomes the 28th).
	 *
	 * @param int $day Day timestamp (midnight UTC).
	 */
	private static function year_before( int $day ): int {
		$y = (int) gmdate( 'Y', $day ) - 1;
		$m = (int) gmdate( 'n', $day );
		$d = min( (int) gmdate( 'j', $day ), (int) gmdate( 't', self::midnight( $y, $m, 1 ) ) );
		return self::midnight( $y, $m, $d );
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
