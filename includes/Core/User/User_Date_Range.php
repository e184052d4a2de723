<?php
/**
 * Class User_Date_Range
 *
 * @package Google\Site_Kit\Core\User
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\User;

use Google\Site_Kit\Core\Util\Date_Range;
use WP_Error;

/**
 * The report date range each user chose (a user option, so it follows the user
 * to any browser): a preset slug or a custom "YYYY-MM-DD..YYYY-MM-DD" range,
 * and a compare mode.
 */
final class User_Date_Range {

	public const OPTION = 'googlesitekit_date_range';

	/**
	 * The user's choice, or the default (last 28 days, previous period).
	 *
	 * @param int $user_id User ID.
	 * @return array{dateRange: string, compare: string}
	 */
	public function get( int $user_id ): array {
		$stored = get_user_option( self::OPTION, $user_id );
		if ( is_array( $stored ) && is_string( $stored['dateRange'] ?? null ) && is_string( $stored['compare'] ?? null )
			&& ! is_wp_error( Date_Range::from_params( $stored ) ) ) {
			return array(
				'dateRange' => $stored['dateRange'],
				'compare'   => $stored['compare'],
			);
		}
		return array(
			'dateRange' => Date_Range::DEFAULT_RANGE,
			'compare'   => Date_Range::DEFAULT_COMPARE,
		);
	}

	/**
	 * Saves the user's choice; nothing changes on bad input.
	 *
	 * @param int    $user_id    User ID.
	 * @param string $date_range Preset slug or "YYYY-MM-DD..YYYY-MM-DD".
	 * @param string $compare    Compare mode.
	 * @return array{dateRange: string, compare: string}|WP_Error
	 */
	public function set( int $user_id, string $date_range, string $compare ): array|WP_Error {
		$value = array(
			'dateRange' => $date_range,
			'compare'   => $compare,
		);
		// A "~" suffix would smuggle a second compare mode in; presets and custom ranges never contain one.
		$known = in_array( $date_range, Date_Range::PRESETS, true ) || preg_match( '/^\d{4}-\d{2}-\d{2}\.\.\d{4}-\d{2}-\d{2}$/', $date_range );
		$range = $known ? Date_Range::from_params( $value ) : null;
		if ( ! $known || is_wp_error( $range ) ) {
			return is_wp_error( $range ) ? $range : new WP_Error(
				'rest_invalid_param',
				__( 'Invalid date range, it must be a preset or a custom range "YYYY-MM-DD..YYYY-MM-DD".', 'google-site-kit' ),
				array(
					'status' => 400,
					'params' => array( 'dateRange' => 'enum' ),
				)
			);
		}
		update_user_option( $user_id, self::OPTION, $value, true );
		return $value;
	}

	/**
	 * A label saying which range a figure covers: the preset's name ("Last 28 days"), or the dates of a custom range.
	 *
	 * @param string $date_range Preset slug or custom range.
	 */
	public static function label( string $date_range ): string {
		$labels = array(
			'last-7-days'    => __( 'Last 7 days', 'google-site-kit' ),
			'last-14-days'   => __( 'Last 14 days', 'google-site-kit' ),
			'last-28-days'   => __( 'Last 28 days', 'google-site-kit' ),
			'last-90-days'   => __( 'Last 90 days', 'google-site-kit' ),
			'this-month'     => __( 'This month', 'google-site-kit' ),
			'last-month'     => __( 'Last month', 'google-site-kit' ),
			'this-quarter'   => __( 'This quarter', 'google-site-kit' ),
			'last-quarter'   => __( 'Last quarter', 'google-site-kit' ),
			'last-12-months' => __( 'Last 12 months', 'google-site-kit' ),
			'year-to-date'   => __( 'Year to date', 'google-site-kit' ),
		);
		if ( isset( $labels[ $date_range ] ) ) {
			return $labels[ $date_range ];
		}
		$range = Date_Range::from_params( array( 'dateRange' => $date_range ) );
		if ( is_wp_error( $range ) ) {
			return $labels[ Date_Range::DEFAULT_RANGE ];
		}
		$utc   = new \DateTimeZone( 'UTC' );
		$start = Date_Range::day_timestamp( $range->start_date );
		$end   = Date_Range::day_timestamp( $range->end_date );
		/* translators: PHP date format of a range's first day when both days are in the same year. */
		$start_format = gmdate( 'Y', $start ) === gmdate( 'Y', $end ) ? __( 'M j', 'google-site-kit' ) : __( 'M j, Y', 'google-site-kit' );
		/* translators: PHP date format of a range's last day. */
		$end_format = __( 'M j, Y', 'google-site-kit' );
		if ( $start === $end ) {
			// One day is named once ("Nov 10, 2026").
			return (string) wp_date( $end_format, $end, $utc );
		}
		return sprintf(
			/* translators: 1: first day, 2: last day of a date range. */
			__( '%1$s – %2$s', 'google-site-kit' ),
			wp_date( $start_format, $start, $utc ),
			wp_date( $end_format, $end, $utc )
		);
	}
}
