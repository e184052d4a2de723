<?php
/**
 * Class Frequency
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use DateTimeImmutable;
use InvalidArgumentException;

/**
 * How often an email report is sent, and the period each report covers.
 *
 * A report covers the last complete period before "now", counted in the site's time zone (wp_timezone()):
 * - weekly: the 7 days of the last complete week, weeks starting on the site's "Week Starts On" (start_of_week);
 * - monthly: the last calendar month;
 * - quarterly: the last calendar quarter (January–March, April–June, …).
 * It is compared with the period of as many days just before it (what the dashboards call "previous period", so a
 * report reads the same cached answers as a dashboard showing that custom range).
 */
final class Frequency {

	public const WEEKLY    = 'weekly';
	public const MONTHLY   = 'monthly';
	public const QUARTERLY = 'quarterly';

	/**
	 * Every frequency, shortest first.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array( self::WEEKLY, self::MONTHLY, self::QUARTERLY );
	}

	/**
	 * Whether a string is one of the frequencies (exactly: no case folding, no spaces).
	 *
	 * @param string $frequency Candidate.
	 */
	public static function is_valid( string $frequency ): bool {
		return in_array( $frequency, self::all(), true );
	}

	/**
	 * The frequency's name for people ("weekly"), translated.
	 *
	 * @param string $frequency A valid frequency.
	 */
	public static function label( string $frequency ): string {
		switch ( $frequency ) {
			case self::WEEKLY:
				return __( 'weekly', 'google-site-kit' );
			case self::MONTHLY:
				return __( 'monthly', 'google-site-kit' );
			case self::QUARTERLY:
				return __( 'quarterly', 'google-site-kit' );
		}
		return $frequency;
	}

	/**
	 * The last complete period before $now and the period of equal length just before it.
	 *
	 * @param string            $frequency A valid frequency.
	 * @param DateTimeImmutable $now       The moment asked about (any zone: it is read in the site's zone).
	 * @return array{start: string, end: string, compare_start: string, compare_end: string} Y-m-d days.
	 * @throws InvalidArgumentException When the frequency is unknown.
	 */
	public static function period( string $frequency, DateTimeImmutable $now ): array {
		$today = $now->setTimezone( wp_timezone() )->setTime( 0, 0 );
		switch ( $frequency ) {
			case self::WEEKLY:
				$week_start = (int) get_option( 'start_of_week', 1 );
				$week_start = ( $week_start >= 0 && $week_start <= 6 ) ? $week_start : 1;
				// Days since the current (incomplete) week began: 0 on its first day.
				$into_week = ( (int) $today->format( 'w' ) - $week_start + 7 ) % 7;
				$start     = $today->modify( '-' . ( $into_week + 7 ) . ' days' );
				$end       = $start->modify( '+6 days' );
				break;
			case self::MONTHLY:
				$start = $today->modify( 'first day of last month' );
				$end   = $today->modify( 'last day of last month' );
				break;
			case self::QUARTERLY:
				$month         = (int) $today->format( 'n' );
				$quarter_month = intdiv( $month - 1, 3 ) * 3 + 1;
				$this_quarter  = $today->setDate( (int) $today->format( 'Y' ), $quarter_month, 1 );
				$start         = $this_quarter->modify( '-3 months' );
				$end           = $this_quarter->modify( '-1 day' );
				break;
			default:
				throw new InvalidArgumentException( 'Unknown email report frequency.' );
		}
		$days          = (int) $start->diff( $end )->days + 1;
		$compare_end   = $start->modify( '-1 day' );
		$compare_start = $compare_end->modify( '-' . ( $days - 1 ) . ' days' );
		return array(
			'start'         => $start->format( 'Y-m-d' ),
			'end'           => $end->format( 'Y-m-d' ),
			'compare_start' => $compare_start->format( 'Y-m-d' ),
			'compare_end'   => $compare_end->format( 'Y-m-d' ),
		);
	}
}
