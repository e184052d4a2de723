<?php
/**
 * Class FrequencyTest
 *
 * @package Google\Site_Kit\Tests\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Email_Reports;

use DateTimeImmutable;
use DateTimeZone;
use Google\Site_Kit\Core\Email_Reports\Frequency;
use Google\Site_Kit\Tests\TestCase;
use InvalidArgumentException;

/**
 * The period a report covers: the last complete week (on the site's first day of the week), month or quarter in the
 * site's time zone, compared with as many days just before.
 */
final class FrequencyTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->set_option( 'timezone_string', 'UTC' );
		$this->set_option( 'gmt_offset', 0 );
		$this->set_option( 'start_of_week', 1 );
	}

	/**
	 * A moment in UTC.
	 *
	 * @param string $time "Y-m-d H:i".
	 */
	private static function utc( string $time ): DateTimeImmutable {
		return new DateTimeImmutable( $time, new DateTimeZone( 'UTC' ) );
	}

	/**
	 * The period as a list: start, end, compare start, compare end.
	 *
	 * @param string $frequency Frequency.
	 * @param string $now       "Y-m-d H:i" UTC.
	 * @return string[]
	 */
	private static function period( string $frequency, string $now ): array {
		return array_values( Frequency::period( $frequency, self::utc( $now ) ) );
	}

	public function test_the_frequencies(): void {
		$this->assertSame( array( 'weekly', 'monthly', 'quarterly' ), Frequency::all() );
		$this->assertTrue( Frequency::is_valid( 'monthly' ) );
		foreach ( array( 'Weekly', ' weekly', 'daily', '', 'yearly' ) as $bad ) {
			$this->assertFalse( Frequency::is_valid( $bad ), $bad );
		}
		$this->expectException( InvalidArgumentException::class );
		Frequency::period( 'daily', self::utc( '2026-11-25 10:00' ) );
	}

	public function test_weekly_with_weeks_starting_on_monday(): void {
		// Wednesday 25 November 2026: the last complete week is Monday 16 to Sunday 22.
		$this->assertSame( array( '2026-11-16', '2026-11-22', '2026-11-09', '2026-11-15' ), self::period( 'weekly', '2026-11-25 10:00' ) );
		// On the Monday itself the week just began: the one before is still the last complete one.
		$this->assertSame( array( '2026-11-16', '2026-11-22', '2026-11-09', '2026-11-15' ), self::period( 'weekly', '2026-11-23 00:30' ) );
		// On the Sunday the week is not complete yet.
		$this->assertSame( array( '2026-11-09', '2026-11-15', '2026-11-02', '2026-11-08' ), self::period( 'weekly', '2026-11-22 23:59' ) );
	}

	public function test_weekly_with_weeks_starting_on_sunday(): void {
		$this->set_option( 'start_of_week', 0 );
		// Wednesday 25 November 2026: the last complete week is Sunday 15 to Saturday 21.
		$this->assertSame( array( '2026-11-15', '2026-11-21', '2026-11-08', '2026-11-14' ), self::period( 'weekly', '2026-11-25 10:00' ) );
		// On Sunday 22 the week before (15–21) just ended.
		$this->assertSame( array( '2026-11-15', '2026-11-21', '2026-11-08', '2026-11-14' ), self::period( 'weekly', '2026-11-22 08:00' ) );
		// Across a year's end: Saturday 2 January 2027 → Sunday 20 to Saturday 26 December.
		$this->assertSame( array( '2026-12-20', '2026-12-26', '2026-12-13', '2026-12-19' ), self::period( 'weekly', '2027-01-02 12:00' ) );
	}

	public function test_monthly_is_the_last_calendar_month_compared_with_as_many_days_before(): void {
		// February 2026 (28 days), against the 28 days before it.
		$this->assertSame( array( '2026-02-01', '2026-02-28', '2026-01-04', '2026-01-31' ), self::period( 'monthly', '2026-03-15 09:00' ) );
		// A leap February (29 days).
		$this->assertSame( array( '2024-02-01', '2024-02-29', '2024-01-03', '2024-01-31' ), self::period( 'monthly', '2024-03-01 00:00' ) );
		// On the 1st of January: December, against the 31 days before.
		$this->assertSame( array( '2025-12-01', '2025-12-31', '2025-10-31', '2025-11-30' ), self::period( 'monthly', '2026-01-01 00:00' ) );
		// On the last day of a month, that month is not complete yet.
		$this->assertSame( array( '2026-10-01', '2026-10-31', '2026-08-31', '2026-09-30' ), self::period( 'monthly', '2026-11-30 23:59' ) );
	}

	public function test_quarterly_is_the_last_calendar_quarter(): void {
		// October–December 2025 (92 days), against July–September (92 days).
		$this->assertSame( array( '2025-10-01', '2025-12-31', '2025-07-01', '2025-09-30' ), self::period( 'quarterly', '2026-01-15 10:00' ) );
		// January–March 2026 (90 days), against the 90 days before.
		$this->assertSame( array( '2026-01-01', '2026-03-31', '2025-10-03', '2025-12-31' ), self::period( 'quarterly', '2026-04-01 00:00' ) );
		$this->assertSame( array( '2026-01-01', '2026-03-31', '2025-10-03', '2025-12-31' ), self::period( 'quarterly', '2026-06-30 23:59' ) );
		// April–June (91 days).
		$this->assertSame( array( '2026-04-01', '2026-06-30', '2025-12-31', '2026-03-31' ), self::period( 'quarterly', '2026-07-01 06:00' ) );
	}

	public function test_the_period_is_counted_in_the_sites_time_zone(): void {
		// 23:30 UTC on Sunday 22 November is already Monday 23 in Tokyo: last week is 16–22, not 9–15.
		$this->set_option( 'timezone_string', 'Asia/Tokyo' );
		$this->assertSame( array( '2026-11-16', '2026-11-22', '2026-11-09', '2026-11-15' ), self::period( 'weekly', '2026-11-22 23:30' ) );
		// 05:00 UTC on 1 December is still 30 November in Los Angeles: last month is October, not November.
		$this->set_option( 'timezone_string', 'America/Los_Angeles' );
		$this->assertSame( array( '2026-10-01', '2026-10-31', '2026-08-31', '2026-09-30' ), self::period( 'monthly', '2026-12-01 05:00' ) );
		// And 1 April 05:00 UTC is still Q1 there: the last quarter is October–December.
		$this->assertSame( '2025-10-01', self::period( 'quarterly', '2026-04-01 05:00' )[0] );
		// A manual UTC offset (no zone name) counts too.
		$this->set_option( 'timezone_string', '' );
		$this->set_option( 'gmt_offset', 10 );
		$this->assertSame( '2026-11-01', self::period( 'monthly', '2026-11-30 15:00' )[0] );
	}

	public function test_a_week_across_a_daylight_saving_change_still_has_seven_days(): void {
		// Europe/Berlin leaves summer time on Sunday 25 October 2026.
		$this->set_option( 'timezone_string', 'Europe/Berlin' );
		$this->assertSame( array( '2026-10-19', '2026-10-25', '2026-10-12', '2026-10-18' ), self::period( 'weekly', '2026-10-27 12:00' ) );
		$this->assertSame( array( '2026-10-01', '2026-10-31', '2026-08-31', '2026-09-30' ), self::period( 'monthly', '2026-11-02 12:00' ) );
	}
}
