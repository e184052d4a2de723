<?php
/**
 * A cached report of a named range ("last-7-days") is the site day's: after the site's midnight the same read
 * asks Google again for the new dates instead of serving the old ones for the rest of their TTL.
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Reports;

use Google\Site_Kit\Core\Reports\Report_Key;
use Google\Site_Kit\Core\Reports\Report_Warmer;
use Google\Site_Kit\Tests\Support\Connected_Site;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\TestCase;

/**
 * Report_Key::of() holds the site's day for named ranges, not for custom ones.
 */
final class ReportCacheDayTest extends TestCase {

	use Connected_Site;

	/**
	 * The Unix time the site's clock shows.
	 *
	 * @var int
	 */
	private int $now = 0;

	/**
	 * The googlesitekit_now filter.
	 *
	 * @var \Closure
	 */
	private \Closure $clock;

	protected function setUp(): void {
		parent::setUp();
		$this->reset_with_demo_client();
		$this->connect_search_console();
		$this->sign_in_admin();
		$this->plugin()->report_cache()->flush();
		// New York: at 03:00 UTC the site's day is still the UTC day before; at 05:00 UTC it is the UTC day.
		$this->set_option( 'timezone_string', 'America/New_York' );
		$this->clock = fn() => $this->now;
		add_filter( 'googlesitekit_now', $this->clock );
		Emulator::control( 'DELETE', '/requests' );
	}

	protected function tearDown(): void {
		remove_filter( 'googlesitekit_now', $this->clock );
		$this->plugin()->report_cache()->flush();
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	/**
	 * Reads the site's clicks by day for a range, as a new request would.
	 *
	 * @param string $range Range key.
	 * @return string[] The days of the answer's rows.
	 */
	private function days( string $range ): array {
		$answer = $this->answer( $range );
		$this->assertArrayHasKey( 'value', $answer, (string) wp_json_encode( $answer ) );
		return self::days_of( $answer );
	}

	/**
	 * The days of an answer's rows.
	 *
	 * @param array<string, mixed> $answer A batch answer with a value.
	 * @return string[]
	 */
	private static function days_of( array $answer ): array {
		return array_map( static fn( $row ) => (string) $row['keys'][0], (array) $answer['value']['rows'] );
	}

	/**
	 * The batch answer (value, stale or error) to a read of the site's clicks by day, as a new request gets it.
	 *
	 * @param string $range Range key.
	 * @return array<string, mixed>
	 */
	private function answer( string $range ): array {
		wp_cache_flush_runtime();
		$params = array(
			'dateRange'  => $range,
			'dimensions' => array( 'date' ),
		);
		return $this->read_batch( array( 'days' => array( 'modules/search-console/data/searchanalytics', $params ) ) )['days'];
	}

	/**
	 * The warm list's keys of this test's read (Search Console clicks by day, last 7 days).
	 *
	 * @return string[]
	 */
	private function warm_keys(): array {
		$keys = array();
		foreach ( $this->plugin()->report_cache()->warm_list()->entries( true ) as $key => $read ) {
			if ( 'searchanalytics' === $read['datapoint'] && 'last-7-days' === ( $read['params']['dateRange'] ?? null ) ) {
				$keys[] = (string) $key;
			}
		}
		return $keys;
	}

	private function provider_calls(): int {
		return count( Emulator::requests( 'searchAnalytics' ) );
	}

	public function test_a_named_range_is_read_again_after_the_site_midnight_and_a_custom_one_is_not(): void {
		$utc_today = (int) strtotime( gmdate( 'Y-m-d' ) . ' 00:00:00 UTC' );
		$custom    = gmdate( 'Y-m-d', $utc_today - 20 * DAY_IN_SECONDS ) . '..' . gmdate( 'Y-m-d', $utc_today - 14 * DAY_IN_SECONDS );

		// 23:00 in New York: the site's today is the UTC yesterday, so last-7-days ends two UTC days ago.
		$this->now = $utc_today + 3 * HOUR_IN_SECONDS;
		$before    = $this->days( 'last-7-days' );
		$this->days( $custom );
		$this->assertSame( gmdate( 'Y-m-d', $utc_today - 2 * DAY_IN_SECONDS ), end( $before ) );
		$this->assertSame( 2, $this->provider_calls() );

		// An hour later, still the same site day: both answers come from the cache.
		$this->now += HOUR_IN_SECONDS;
		$this->assertSame( $before, $this->days( 'last-7-days' ) );
		$this->assertSame( 2, $this->provider_calls() );

		// 01:00 in New York: a new site day. The named range is asked for again, for its new dates; the custom
		// range names the same dates as before and stays cached.
		$this->now += 2 * HOUR_IN_SECONDS;
		$after      = $this->days( 'last-7-days' );
		$this->assertSame( gmdate( 'Y-m-d', $utc_today - DAY_IN_SECONDS ), end( $after ) );
		$this->assertSame( gmdate( 'Y-m-d', $utc_today - 7 * DAY_IN_SECONDS ), $after[0] );
		$this->assertSame( 3, $this->provider_calls() );
		$this->days( $custom );
		$this->assertSame( 3, $this->provider_calls() );
	}

	/**
	 * 23:00 in New York (03:00 UTC of the UTC today), and last-7-days read once (one provider call).
	 *
	 * @return array{0: int, 1: string[]} The UTC today's midnight (the site's next day starts at 05:00 UTC), and the
	 *                                     days of the answer.
	 */
	private function late_evening_with_last_7_days_read(): array {
		$utc_today = (int) strtotime( gmdate( 'Y-m-d' ) . ' 00:00:00 UTC' );
		$this->now = $utc_today + 3 * HOUR_IN_SECONDS;
		return array( $utc_today, $this->days( 'last-7-days' ) );
	}

	public function test_when_google_fails_just_after_the_site_midnight_viewers_get_yesterdays_figures_marked_stale(): void {
		list( $utc_today, $before ) = $this->late_evening_with_last_7_days_read();

		// The site's next day; Google is down.
		$this->now += 2 * HOUR_IN_SECONDS;
		Emulator::fault(
			array(
				'kind'       => 'internal',
				'api'        => 'searchconsole',
				'persistent' => true,
			)
		);
		try {
			$answer = $this->answer( 'last-7-days' );
		} finally {
			Emulator::control( 'DELETE', '/faults' );
		}
		$this->assertArrayNotHasKey( 'error', $answer, 'an outage at midnight is not an empty dashboard' );
		$this->assertSame( $before, self::days_of( $answer ) );
		$this->assertArrayHasKey( 'stale', $answer, 'the figures are marked as the last ones Google gave' );
		$this->assertSame( 2, $this->provider_calls() );

		// Google is back: the new day's dates, fresh.
		$after = $this->answer( 'last-7-days' );
		$this->assertArrayNotHasKey( 'stale', $after );
		$days = self::days_of( $after );
		$this->assertSame( gmdate( 'Y-m-d', $utc_today - DAY_IN_SECONDS ), end( $days ) );
	}

	public function test_the_background_refresh_reads_a_named_range_for_the_new_day_right_after_midnight(): void {
		list( $utc_today ) = $this->late_evening_with_last_7_days_read();
		$this->assertCount( 1, $this->warm_keys() );
		$this->assertSame( 1, $this->provider_calls() );

		// Still the same site day: the copy is fresh, nothing to renew.
		$this->now += HOUR_IN_SECONDS;
		do_action( Report_Warmer::HOOK );
		$this->assertSame( 1, $this->provider_calls() );

		// The site's next day: the first cron run reads it for the new dates, and the list follows the read.
		$this->now += 2 * HOUR_IN_SECONDS;
		do_action( Report_Warmer::HOOK );
		$this->assertSame( 2, $this->provider_calls() );
		$this->assertSame( array( gmdate( 'Y-m-d', $utc_today ) ), array_map( array( Report_Key::class, 'day_of' ), $this->warm_keys() ) );

		// The day's first viewer is answered from the cache, with the new dates.
		$after = $this->days( 'last-7-days' );
		$this->assertSame( 2, $this->provider_calls() );
		$this->assertSame( gmdate( 'Y-m-d', $utc_today - DAY_IN_SECONDS ), end( $after ) );
	}

	public function test_a_past_days_copy_is_never_served_as_the_new_days_while_google_answers(): void {
		list( $utc_today ) = $this->late_evening_with_last_7_days_read();

		$cache = $this->plugin()->report_cache();
		$old   = $this->warm_keys()[0];

		// The new day's read is on the warm list already (as after a cron run) but its fresh copy is gone: the
		// last good copy is yesterday's, so the viewer waits for the new dates rather than get the old ones.
		$this->now += 2 * HOUR_IN_SECONDS;

		$new = Report_Key::base( $old ) . '@' . gmdate( 'Y-m-d', $utc_today );
		$cache->warm_list()->move( $old, $new );
		$after = $this->days( 'last-7-days' );
		$this->assertSame( 2, $this->provider_calls() );
		$this->assertSame( gmdate( 'Y-m-d', $utc_today - DAY_IN_SECONDS ), end( $after ) );
	}
}
