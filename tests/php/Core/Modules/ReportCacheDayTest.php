<?php
/**
 * A cached report of a named range ("last-7-days") is the site day's: after the site's midnight the same read
 * asks Google again for the new dates instead of serving the old ones for the rest of their TTL.
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Modules;

use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Connected_Site;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * Report_Cache::key() holds the site's day for named ranges, not for custom ones.
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
		$request = new WP_REST_Request( 'POST', '/google-site-kit/v1/core/reports/data/batch' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'data' => array(
						'requests' => array(
							array(
								'key'    => 'days',
								'path'   => 'modules/search-console/data/searchanalytics',
								'params' => array(
									'dateRange'  => $range,
									'dimensions' => array( 'date' ),
								),
							),
						),
					),
				)
			)
		);
		wp_cache_flush_runtime();
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$answer = (array) $response->get_data()['days'];
		$this->assertArrayHasKey( 'value', $answer, (string) wp_json_encode( $answer ) );
		return array_map( static fn( $row ) => (string) $row['keys'][0], (array) $answer['value']['rows'] );
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
}
