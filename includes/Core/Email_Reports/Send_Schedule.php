<?php
/**
 * Class Send_Schedule
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use DateTimeImmutable;
use Google\Site_Kit\Core\Util\Clock;

/**
 * When each frequency's reports go out: the site's local morning (08:00 in the site's time zone) on the first day of
 * a period, the period just ended being the one reported. A week starts on the site's `start_of_week`, a month on
 * the 1st, a quarter on January, April, July or October 1st.
 *
 * Every time here is a Unix time; the days are the site's (wp_timezone()), so daylight saving moves nothing.
 */
final class Send_Schedule {

	/**
	 * The hour of the site's day reports are sent at.
	 */
	public const HOUR = 8;

	/**
	 * The latest send moment at or before a time: a report for the period that ended just before it is due from then.
	 *
	 * @param string $frequency weekly, monthly or quarterly.
	 * @param int    $now       Unix time.
	 */
	public static function last( string $frequency, int $now ): int {
		$start  = self::period_start( $frequency, self::site_day( $now ) );
		$moment = self::morning( $start );
		if ( $moment <= $now ) {
			return $moment;
		}
		// Before the morning of the period's first day: the previous period's first morning.
		return self::morning( self::period_start( $frequency, $start->modify( '-1 day' ) ) );
	}

	/**
	 * The first send moment after a time.
	 *
	 * @param string $frequency weekly, monthly or quarterly.
	 * @param int    $now       Unix time.
	 */
	public static function next( string $frequency, int $now ): int {
		$start  = self::period_start( $frequency, self::site_day( $now ) );
		$moment = self::morning( $start );
		if ( $moment > $now ) {
			return $moment;
		}
		return self::morning( self::period_start( $frequency, $start->modify( self::length( $frequency ) ) ) );
	}

	/**
	 * The earliest next send moment of all frequencies after a time (when the send event runs next, retries aside).
	 *
	 * @param string[] $frequencies Frequencies.
	 * @param int      $now         Unix time.
	 */
	public static function next_of( array $frequencies, int $now ): int {
		$next = PHP_INT_MAX;
		foreach ( $frequencies as $frequency ) {
			$next = min( $next, self::next( $frequency, $now ) );
		}
		return $next;
	}

	/**
	 * When the send event runs next with nothing due now: the next send moment of any frequency, or the earliest
	 * retry if sooner (but not sooner than a pause from now).
	 *
	 * @param int      $now   Unix time.
	 * @param int|null $retry The earliest retry, if any.
	 * @param int      $pause Seconds between two runs at least.
	 */
	public static function next_run( int $now, ?int $retry, int $pause ): int {
		$next = self::next_of( Frequency::all(), $now );
		return null === $retry ? $next : max( $now + $pause, min( $next, $retry ) );
	}

	/**
	 * Replaces a single event's next run.
	 *
	 * @param string $hook The event.
	 * @param int    $at   Unix time on the reports' clock (Clock::now(), which a test or a staging copy may move).
	 */
	public static function schedule_event( string $hook, int $at ): void {
		wp_clear_scheduled_hook( $hook );
		// WP-Cron counts in real seconds.
		wp_schedule_single_event( time() + max( 0, $at - Clock::now() ), $hook );
	}

	/**
	 * A Unix time as a date in the site's zone (what Report_Builder::build() reads the period from).
	 *
	 * @param int $time Unix time.
	 */
	public static function date_of( int $time ): DateTimeImmutable {
		return ( new DateTimeImmutable( '@' . $time ) )->setTimezone( wp_timezone() );
	}

	/**
	 * The site's day (midnight, site zone) a time falls on.
	 *
	 * @param int $now Unix time.
	 */
	private static function site_day( int $now ): DateTimeImmutable {
		return ( new DateTimeImmutable( '@' . $now ) )->setTimezone( wp_timezone() )->setTime( 0, 0 );
	}

	/**
	 * The first day of the period a day falls in.
	 *
	 * @param string            $frequency weekly, monthly or quarterly.
	 * @param DateTimeImmutable $day       A day at midnight, site zone.
	 */
	private static function period_start( string $frequency, DateTimeImmutable $day ): DateTimeImmutable {
		$year  = (int) $day->format( 'Y' );
		$month = (int) $day->format( 'n' );
		switch ( $frequency ) {
			case Frequency::MONTHLY:
				return $day->setDate( $year, $month, 1 );
			case Frequency::QUARTERLY:
				return $day->setDate( $year, $month - ( ( $month - 1 ) % 3 ), 1 );
			default:
				$first = ( (int) get_option( 'start_of_week', 1 ) ) % 7;
				$back  = ( (int) $day->format( 'w' ) - $first + 7 ) % 7;
				return $day->modify( '-' . $back . ' days' );
		}
	}

	/**
	 * A period's length, as DateTime's relative format.
	 *
	 * @param string $frequency weekly, monthly or quarterly.
	 */
	private static function length( string $frequency ): string {
		switch ( $frequency ) {
			case Frequency::MONTHLY:
				return '+1 month';
			case Frequency::QUARTERLY:
				return '+3 months';
			default:
				return '+7 days';
		}
	}

	/**
	 * The send moment of a day: its morning hour in the site's zone.
	 *
	 * @param DateTimeImmutable $day A day, site zone.
	 */
	private static function morning( DateTimeImmutable $day ): int {
		return $day->setTime( self::HOUR, 0 )->getTimestamp();
	}
}
