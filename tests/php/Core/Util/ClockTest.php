<?php
/**
 * Tests of the one "now" and "today" of the reports.
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Util;

use Google\Site_Kit\Core\Util\Clock;
use Google\Site_Kit\Core\Util\Date_Range;
use Google\Site_Kit\Tests\TestCase;

/**
 * Clock: the googlesitekit_now filter, the site's day in its zone, and the boot data the browser counts from.
 */
final class ClockTest extends TestCase {

	/**
	 * The filter callback of the test, if any.
	 *
	 * @var callable|null
	 */
	private $now_filter = null;

	/**
	 * Moves the clock Site Kit reads to a UTC time.
	 *
	 * @param string $utc "YYYY-MM-DD HH:MM" UTC.
	 */
	private function set_now( string $utc ): void {
		$this->remove_filter();
		$time             = (int) strtotime( $utc . ' UTC' );
		$this->now_filter = static fn() => $time;
		add_filter( 'googlesitekit_now', $this->now_filter );
	}

	private function remove_filter(): void {
		if ( $this->now_filter ) {
			remove_filter( 'googlesitekit_now', $this->now_filter );
			$this->now_filter = null;
		}
	}

	protected function tearDown(): void {
		$this->remove_filter();
		parent::tearDown();
	}

	public function test_now_is_time_unless_filtered(): void {
		$this->assertEqualsWithDelta( time(), Clock::now(), 2 );
		$this->set_now( '2026-03-01 09:00' );
		$this->assertSame( (int) strtotime( '2026-03-01 09:00 UTC' ), Clock::now() );
	}

	public function test_today_is_the_site_day_not_the_utc_day(): void {
		$this->set_option( 'timezone_string', 'Pacific/Auckland' );
		// 28 February 20:00 UTC is 1 March 09:00 in Auckland (UTC+13).
		$this->set_now( '2026-02-28 20:00' );
		$this->assertSame( '2026-03-01', Clock::site_today() );

		$this->set_option( 'timezone_string', 'America/New_York' );
		// 1 April 02:00 UTC is still 31 March (22:00) in New York.
		$this->set_now( '2026-04-01 02:00' );
		$this->assertSame( '2026-03-31', Clock::site_today() );

		// A manual offset ("UTC+5").
		$this->set_option( 'timezone_string', '' );
		$this->set_option( 'gmt_offset', 5 );
		$this->set_now( '2026-03-31 20:00' );
		$this->assertSame( '2026-04-01', Clock::site_today() );
	}

	public function test_ranges_count_from_the_filtered_site_day(): void {
		$this->set_option( 'timezone_string', 'Pacific/Auckland' );
		$this->set_now( '2026-02-28 20:00' );
		$range = Date_Range::from_params( array( 'dateRange' => 'this-month' ) );
		$this->assertNotWPError( $range );
		$this->assertSame( array( '2026-03-01', '2026-03-01', '2026-02-28', '2026-02-28' ), array( $range->start_date, $range->end_date, $range->compare_start_date, $range->compare_end_date ) );
		$range = Date_Range::from_params( array( 'dateRange' => 'last-month~same-period-last-year' ) );
		$this->assertNotWPError( $range );
		$this->assertSame( array( '2026-02-01', '2026-02-28', '2025-02-01', '2025-02-28' ), array( $range->start_date, $range->end_date, $range->compare_start_date, $range->compare_end_date ) );
	}

	public function test_boot_data_names_the_day_the_server_clock_and_the_zone(): void {
		$this->set_option( 'timezone_string', 'America/New_York' );
		$this->set_now( '2026-04-01 02:00' );
		$this->assertSame(
			array(
				'today'    => '2026-03-31',
				'now'      => strtotime( '2026-04-01 02:00 UTC' ) * 1000,
				'timezone' => 'America/New_York',
				'offset'   => -4 * HOUR_IN_SECONDS,
			),
			Clock::boot_data()
		);
		// A manual offset has no zone name for the browser: the offset stands for it.
		$this->set_option( 'timezone_string', '' );
		$this->set_option( 'gmt_offset', 5.5 );
		$clock = Clock::boot_data();
		$this->assertSame( '', $clock['timezone'] );
		$this->assertSame( 19800, $clock['offset'] );
		$this->assertSame( '2026-04-01', $clock['today'] );
	}

	public function test_every_entry_gets_the_site_day_in_its_boot_data(): void {
		$this->set_option( 'timezone_string', 'Pacific/Auckland' );
		$this->set_now( '2026-02-28 20:00' );
		$data = $this->plugin()->assets()->boot_data( 'main-dashboard', array() );
		$this->assertSame( '2026-03-01', $data['siteToday'] );
		$this->assertSame( 'Pacific/Auckland', $data['siteClock']['timezone'] );
		$this->assertSame( strtotime( '2026-02-28 20:00 UTC' ) * 1000, $data['siteClock']['now'] );
	}
}
