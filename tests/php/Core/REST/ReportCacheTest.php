<?php
/**
 * Class ReportCacheTest
 *
 * @package Google\Site_Kit\Tests\Core\REST
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\REST;

use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * The batch endpoint: provider calls in parallel, answers cached server-side, the last good value served stale.
 */
final class ReportCacheTest extends TestCase {

	use Signs_In;

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		update_option( 'googlesitekit_active_modules', array( 'analytics', 'pagespeed-insights' ) );
		update_option( 'googlesitekit_search_console_settings', array( 'propertyID' => trailingslashit( home_url() ) ) );
		update_option(
			'googlesitekit_analytics_settings',
			array(
				'propertyID'    => '300000001',
				'measurementID' => 'G-TEST',
			)
		);
		$user = $this->login_as( 'administrator' );
		$this->sign_in_with_google( $user->ID, array( 'https://www.googleapis.com/auth/analytics.readonly' ) );
	}

	/**
	 * The three reads of the test batch.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function reads(): array {
		return array(
			array(
				'key'    => 'clicks',
				'path'   => 'modules/search-console/data/searchanalytics',
				'params' => array( 'dateRange' => 'last-28-days' ),
			),
			array(
				'key'    => 'users',
				'path'   => 'modules/analytics/data/report',
				'params' => array(
					'metrics'   => 'totalUsers',
					'dateRange' => 'last-28-days',
				),
			),
			array(
				'key'    => 'speed',
				'path'   => 'modules/pagespeed-insights/data/pagespeed',
				'params' => array( 'url' => home_url( '/' ) ),
			),
		);
	}

	/**
	 * Posts the test batch.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function batch(): array {
		$request = new WP_REST_Request( 'POST', '/google-site-kit/v1/core/reports/data/batch' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( array( 'data' => array( 'requests' => $this->reads() ) ) ) );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * Provider calls in the emulator's log (not OAuth).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function provider_calls(): array {
		return array_values( array_filter( Emulator::requests(), static fn( $r ) => ! in_array( $r['api'], array( 'oauth', 'static' ), true ) ) );
	}

	public function test_a_batchs_provider_calls_run_in_parallel_and_a_repeat_is_answered_from_the_cache(): void {
		Emulator::control( 'DELETE', '/requests' );
		Emulator::fault(
			array(
				'kind'       => 'latency',
				'ms'         => 400,
				'persistent' => true,
			)
		);
		$started = microtime( true );
		$answers = $this->batch();
		$elapsed = microtime( true ) - $started;
		Emulator::control( 'DELETE', '/faults' );

		foreach ( array( 'clicks', 'users', 'speed' ) as $key ) {
			$this->assertArrayHasKey( 'value', $answers[ $key ], wp_json_encode( $answers[ $key ] ) );
		}
		$calls = $this->provider_calls();
		$this->assertCount( 3, $calls );
		$latest_start = max( array_column( $calls, 'start' ) );
		$first_end    = min( array_column( $calls, 'end' ) );
		$this->assertLessThan( $first_end, $latest_start, 'every call started before the first one ended' );
		$this->assertLessThan( 1.1, $elapsed, 'three 400 ms calls took about one call' );

		Emulator::control( 'DELETE', '/requests' );
		$again = $this->batch();
		$this->assertSame( array(), $this->provider_calls(), 'no provider call for the same reads' );
		$this->assertSame( $answers['clicks']['value'], $again['clicks']['value'] );
	}

	public function test_when_the_provider_fails_after_a_good_answer_the_last_good_value_is_served_marked_stale(): void {
		$good = $this->batch();
		// The fresh copies expire; the last good ones stay. Off the warm list, the reads are not served from the last
		// good copy while the background refresh renews them (stale-while-revalidate): they go to Google.
		$cache = $this->plugin()->report_cache();
		$cache->flush( true );
		$cache->warm_list()->forget( array_keys( $cache->warm_list()->entries( true ) ) );
		Emulator::fault(
			array(
				'kind'       => 'internal',
				'api'        => 'searchconsole',
				'persistent' => true,
			)
		);
		Emulator::fault(
			array(
				'kind'       => 'insufficient_permissions',
				'api'        => 'analyticsdata',
				'persistent' => true,
			)
		);
		$answers = $this->batch();
		Emulator::control( 'DELETE', '/faults' );

		$this->assertSame( $good['clicks']['value'], $answers['clicks']['value'] );
		$this->assertSame( 'internal_server_error', $answers['clicks']['stale']['code'] );
		$this->assertGreaterThan( time() - 60, $answers['clicks']['stale']['since'] );
		$this->assertArrayNotHasKey( 'value', $answers['users'], 'a refusal is not papered over with old data' );
		$this->assertSame( 'insufficientPermissions', $answers['users']['error']['data']['reason'] );
	}
}
