<?php
/**
 * Tests of the date range model: presets at month, quarter and year boundaries, compare modes.
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Util;

use Google\Site_Kit\Core\Util\Date_Range;
use Google\Site_Kit\Tests\TestCase;

/**
 * Date_Range::from_params with a fixed "today".
 */
final class DateRangeTest extends TestCase {

	/**
	 * The four dates of a range as one list.
	 *
	 * @param array<string, mixed> $params Parameters.
	 * @param string               $today  Site's today, "YYYY-MM-DD HH:MM" UTC.
	 * @return string[]
	 */
	private function dates( array $params, string $today ): array {
		$range = Date_Range::from_params( $params, strtotime( $today . ' UTC' ) );
		$this->assertNotWPError( $range );
		return array( $range->start_date, $range->end_date, $range->compare_start_date, $range->compare_end_date );
	}

	protected function setUp(): void {
		parent::setUp();
		$this->set_option( 'timezone_string', 'UTC' );
		$this->set_option( 'gmt_offset', 0 );
	}

	public function test_last_x_days_end_yesterday_with_previous_period(): void {
		$this->assertSame( array( '2026-02-04', '2026-03-03', '2026-01-07', '2026-02-03' ), $this->dates( array( 'dateRange' => 'last-28-days' ), '2026-03-04 10:00' ) );
		$this->assertSame( array( '2025-12-25', '2025-12-31', '2025-12-18', '2025-12-24' ), $this->dates( array( 'dateRange' => 'last-7-days' ), '2026-01-01 00:30' ) );
		// No range: the default, last 28 days.
		$this->assertSame( $this->dates( array( 'dateRange' => 'last-28-days' ), '2026-01-01 00:30' ), $this->dates( array(), '2026-01-01 00:30' ) );
	}

	public function test_month_presets_at_month_and_year_boundaries(): void {
		// Mid-month: the 1st through yesterday; compare: as many days before.
		$this->assertSame( array( '2026-03-01', '2026-03-14', '2026-02-15', '2026-02-28' ), $this->dates( array( 'dateRange' => 'this-month' ), '2026-03-15 12:00' ) );
		// On the 1st no day is complete yet: today alone.
		$this->assertSame( array( '2026-03-01', '2026-03-01', '2026-02-28', '2026-02-28' ), $this->dates( array( 'dateRange' => 'this-month' ), '2026-03-01 12:00' ) );
		// Last month across the year boundary, in a leap year February.
		$this->assertSame( array( '2025-12-01', '2025-12-31', '2025-10-31', '2025-11-30' ), $this->dates( array( 'dateRange' => 'last-month' ), '2026-01-10 12:00' ) );
		$this->assertSame( array( '2024-02-01', '2024-02-29', '2024-01-03', '2024-01-31' ), $this->dates( array( 'dateRange' => 'last-month' ), '2024-03-31 23:00' ) );
	}

	public function test_quarter_year_and_twelve_month_presets(): void {
		$this->assertSame( array( '2026-04-01', '2026-05-19', '2026-02-11', '2026-03-31' ), $this->dates( array( 'dateRange' => 'this-quarter' ), '2026-05-20 09:00' ) );
		$this->assertSame( array( '2026-01-01', '2026-03-31', '2025-10-03', '2025-12-31' ), $this->dates( array( 'dateRange' => 'last-quarter' ), '2026-04-01 09:00' ) );
		// Last quarter from the first quarter is the previous year's fourth.
		$this->assertSame( array( '2025-10-01', '2025-12-31', '2025-07-01', '2025-09-30' ), $this->dates( array( 'dateRange' => 'last-quarter' ), '2026-02-10 09:00' ) );
		$this->assertSame( array( '2026-01-01', '2026-02-09', '2025-11-22', '2025-12-31' ), $this->dates( array( 'dateRange' => 'year-to-date' ), '2026-02-10 09:00' ) );
		$this->assertSame( array( '2025-02-01', '2026-01-31', '2024-02-02', '2025-01-31' ), $this->dates( array( 'dateRange' => 'last-12-months' ), '2026-02-10 09:00' ) );
	}

	public function test_same_period_last_year_and_none(): void {
		// Rolling ranges go back 52 weeks: same weekdays (2026-03-03 and 2025-03-04 are both Tuesdays).
		$this->assertSame( array( '2026-02-25', '2026-03-03', '2025-02-26', '2025-03-04' ), $this->dates( array( 'dateRange' => 'last-7-days~same-period-last-year' ), '2026-03-04 10:00' ) );
		$this->assertSame( gmdate( 'D', strtotime( '2026-03-03' ) ), gmdate( 'D', strtotime( '2025-03-04' ) ) );
		// Calendar ranges go back one calendar year; 29 February becomes the 28th.
		$this->assertSame(
			array( '2024-02-01', '2024-02-29', '2023-02-01', '2023-02-28' ),
			$this->dates(
				array(
					'dateRange' => 'last-month',
					'compare'   => 'same-period-last-year',
				),
				'2024-03-05 10:00'
			)
		);
		$this->assertSame( array( '2026-03-01', '2026-03-31', '2025-03-01', '2025-03-31' ), $this->dates( array( 'dateRange' => '2026-03-01..2026-03-31~same-period-last-year' ), '2026-04-04 10:00' ) );
		$none = Date_Range::from_params( array( 'dateRange' => 'last-28-days~none' ), strtotime( '2026-03-04 UTC' ) );
		$this->assertFalse( $none->has_compare() );
		$this->assertTrue( Date_Range::from_params( array( 'dateRange' => 'last-28-days' ) )->has_compare() );
	}

	public function test_custom_ranges_and_bad_input(): void {
		$this->assertSame(
			array( '2026-03-01', '2026-03-31', '2026-01-29', '2026-02-28' ),
			$this->dates(
				array(
					'startDate' => '2026-03-01',
					'endDate'   => '2026-03-31',
				),
				'2026-04-04 10:00'
			)
		);
		$this->assertSame( array( '2026-03-01', '2026-03-31', '2026-01-29', '2026-02-28' ), $this->dates( array( 'dateRange' => '2026-03-01..2026-03-31' ), '2026-04-04 10:00' ) );
		foreach ( array( 'next-week', 'last-0-days', '2026-03-31..2026-03-01', '2026-02-30..2026-03-01', 'last-7-days~sometimes' ) as $bad ) {
			$this->assertWPError( Date_Range::from_params( array( 'dateRange' => $bad ) ), $bad );
		}
		$error = Date_Range::from_params(
			array(
				'dateRange' => 'last-7-days',
				'compare'   => 'yesterday',
			)
		);
		$this->assertSame( 400, $error->get_error_data()['status'] );
	}

	public function test_today_is_the_sites_day(): void {
		// 02:00 UTC on 1 April is still 31 March in New York: "this month" is March so far.
		$this->set_option( 'timezone_string', 'America/New_York' );
		$this->assertSame( array( '2026-03-01', '2026-03-30' ), array_slice( $this->dates( array( 'dateRange' => 'this-month' ), '2026-04-01 02:00' ), 0, 2 ) );
		$this->set_option( 'timezone_string', 'UTC' );
		$this->assertSame( array( '2026-04-01', '2026-04-01' ), array_slice( $this->dates( array( 'dateRange' => 'this-month' ), '2026-04-01 02:00' ), 0, 2 ) );
	}

	/**
	 * Asserts a WP_Error.
	 *
	 * @param mixed  $value   Value.
	 * @param string $message Message.
	 */
	private function assertWPError( $value, string $message = '' ): void {
		$this->assertInstanceOf( \WP_Error::class, $value, $message );
	}
}
