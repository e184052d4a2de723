<?php
/**
 * Background refresh of the reports the dashboards use (issue 12 item 4).
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Reports;

use Google\Site_Kit\Core\Reports\Back_Off;
use Google\Site_Kit\Core\Reports\Cache_Store;
use Google\Site_Kit\Core\Reports\Report_Cache;
use Google\Site_Kit\Core\Reports\Report_Warmer;
use Google\Site_Kit\Core\Reports\Warm_List;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * The cron event renews warm reads near expiry through the emulator; back-off on 429 (Retry-After) and 500.
 */
final class ReportWarmerTest extends TestCase {

	use Signs_In;

	private Report_Cache $cache;

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		update_option( 'googlesitekit_search_console_settings', array( 'propertyID' => trailingslashit( home_url() ) ) );
		$user = $this->login_as( 'administrator' );
		$this->sign_in_with_google( $user->ID );
		$this->cache = $this->plugin()->report_cache();
		$this->cache->flush();
		$this->cache->warm_list()->forget( array_keys( $this->cache->warm_list()->entries( true ) ) );
		Emulator::control( 'DELETE', '/requests' );
	}

	protected function tearDown(): void {
		Emulator::control( 'DELETE', '/faults' );
		$this->cache->flush();
		$this->cache->warm_list()->forget( array_keys( $this->cache->warm_list()->entries( true ) ) );
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	/**
	 * A viewer's read of the Search Console report.
	 *
	 * @return array<string, mixed> Response data.
	 */
	private function read(): array {
		$request = new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/search-console/data/searchanalytics' );
		$request->set_query_params( array( 'dateRange' => 'last-28-days' ) );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (array) $response->get_data();
	}

	private function provider_calls(): int {
		return count( Emulator::requests( 'searchAnalytics' ) );
	}

	/**
	 * The one read on the warm list.
	 */
	private function warm_key(): string {
		$list = $this->cache->warm_list()->entries( true );
		$this->assertCount( 1, $list );
		return (string) array_key_first( $list );
	}

	/**
	 * Makes the read's fresh copy as old as if written $age seconds ago (it keeps its value).
	 *
	 * @param string $key Cache key.
	 * @param int    $age Seconds.
	 */
	private function age_fresh_copy( string $key, int $age ): void {
		$fresh = $this->cache->fresh_now( $key );
		$this->assertNotNull( $fresh );
		$this->cache->expire( $key );
		$this->cache->store( $key, $fresh['value'], HOUR_IN_SECONDS - $age );
		$this->cache->commit();
	}

	/**
	 * Runs the cron event as WP-Cron would.
	 */
	private function run_cron(): void {
		do_action( Report_Warmer::HOOK );
	}

	public function test_the_event_is_scheduled_every_minute(): void {
		wp_clear_scheduled_hook( Report_Warmer::HOOK );
		Report_Warmer::schedule();
		$this->assertNotFalse( wp_next_scheduled( Report_Warmer::HOOK ) );
		$this->assertSame( Report_Warmer::SCHEDULE, wp_get_schedule( Report_Warmer::HOOK ) );
		$this->assertSame( 60, wp_get_schedules()[ Report_Warmer::SCHEDULE ]['interval'] );
	}

	public function test_a_read_near_expiry_is_renewed_by_the_cron_event_and_the_next_viewer_makes_no_call(): void {
		$this->read();
		$this->assertSame( 1, $this->provider_calls() );
		$key = $this->warm_key();

		// Well within its TTL: not due.
		$this->run_cron();
		$this->assertSame( 1, $this->provider_calls() );

		// 30 s before it expires (the last fifth of an hour is 12 minutes): due.
		$this->age_fresh_copy( $key, HOUR_IN_SECONDS - 30 );
		$this->run_cron();
		$this->assertSame( 2, $this->provider_calls(), 'the refresh called Google once' );
		$fresh = $this->cache->fresh_now( $key );
		$this->assertNotNull( $fresh );
		$this->assertSame( HOUR_IN_SECONDS, $fresh['ttl'] );
		$this->assertGreaterThan( time() - 60, $fresh['time'] );

		// The next viewer is answered from the renewed copy.
		$this->read();
		$this->assertSame( 2, $this->provider_calls() );
	}

	public function test_a_429_with_retry_after_backs_off_at_least_that_long_and_keeps_the_last_good_copy(): void {
		$good = $this->read();
		$key  = $this->warm_key();
		$this->cache->expire( $key );
		Emulator::fault(
			array(
				'kind'       => 'rate_limit',
				'api'        => 'searchconsole',
				'retryAfter' => 900,
				'persistent' => true,
			)
		);

		$this->run_cron();
		$this->assertSame( 2, $this->provider_calls() );
		$backoff = $this->cache->back_offs()->get( $key );
		$this->assertNotNull( $backoff );
		$this->assertSame( 1, $backoff['failures'] );
		$this->assertSame( 429, $backoff['status'] );
		$this->assertSame( 900, $backoff['retry_after'] );
		$this->assertGreaterThanOrEqual( time() + 899, $backoff['until'] );
		$this->assertNull( $this->cache->fresh_now( $key ), 'no error written as the fresh copy' );
		$this->assertSame( $good, $this->cache->last_good( $key )['value'] ?? null );

		// Backing off: the next run does not call Google, and a viewer gets the last good copy marked stale at once.
		$this->run_cron();
		$this->assertSame( 2, $this->provider_calls() );
		$answer = $this->read();
		$this->assertSame( $good, $answer );
		$this->assertSame( 2, $this->provider_calls() );
	}

	public function test_a_500_grows_the_back_off_exponentially(): void {
		$this->read();
		$key = $this->warm_key();
		Emulator::fault(
			array(
				'kind'       => 'internal',
				'api'        => 'searchconsole',
				'persistent' => true,
			)
		);
		$delays = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$this->cache->expire( $key );
			$this->run_cron();
			$backoff = $this->cache->back_offs()->get( $key );
			$this->assertNotNull( $backoff );
			$this->assertSame( $i + 1, $backoff['failures'] );
			$this->assertSame( 500, $backoff['status'] );
			$delays[] = $backoff['until'] - time();
			// Let the next run try again at once.
			$this->cache->back_offs()->set( $key, array( 'until' => time() - 1 ) + $backoff );
		}
		$this->assertSame( 4, $this->provider_calls() );
		// 60 s, 120 s, 240 s, each with up to 20 % jitter.
		foreach ( array( 60, 120, 240 ) as $i => $base ) {
			$this->assertGreaterThanOrEqual( $base - 1, $delays[ $i ] );
			$this->assertLessThanOrEqual( (int) ( $base * 1.2 ) + 1, $delays[ $i ] );
		}

		// Google answers again: the back-off ends and the report is fresh.
		Emulator::control( 'DELETE', '/faults' );
		$this->cache->expire( $key );
		$this->run_cron();
		$this->assertNull( $this->cache->back_offs()->get( $key ) );
		$this->assertNotNull( $this->cache->fresh_now( $key ) );
	}

	public function test_the_delay_honours_retry_after_and_caps_the_exponential_part(): void {
		$this->assertSame( 60, Back_Off::delay( 1, null, 0.0 ) );
		$this->assertSame( 72, Back_Off::delay( 1, null, 1.0 ) );
		$this->assertSame( 480, Back_Off::delay( 4, null, 0.0 ) );
		$this->assertSame( HOUR_IN_SECONDS, Back_Off::delay( 12, null, 0.0 ) );
		$this->assertSame( 7200, Back_Off::delay( 12, 7200, 1.0 ), 'a longer Retry-After wins over the cap' );
		$this->assertSame( 600, Back_Off::delay( 1, 600, 1.0 ) );
	}

	public function test_a_report_nobody_read_lately_is_not_renewed_and_leaves_the_list(): void {
		$this->read();
		$key  = $this->warm_key();
		$list = $this->cache->warm_list()->entries( true );
		$read = $list[ $key ];
		$this->cache->warm_list()->forget( array( $key ) );
		// Last read 25 hours ago.
		$this->cache->warm_list()->remember( $key, $read['slug'], $read['datapoint'], $read['params'], $read['user_id'], $read['ttl'] );
		$this->set_seen( $key, time() - 25 * HOUR_IN_SECONDS );
		$this->cache->expire( $key );

		$this->run_cron();
		$this->assertSame( 1, $this->provider_calls() );
		$this->assertSame( array(), $this->cache->warm_list()->entries( true ) );
	}

	/**
	 * Sets when a warm read was last read (the list's own storage, as the cache writes it).
	 *
	 * @param string $key  Cache key.
	 * @param int    $seen Timestamp.
	 */
	private function set_seen( string $key, int $seen ): void {
		$list                 = $this->cache->warm_list()->entries( true );
		$list[ $key ]['seen'] = $seen;
		if ( Cache_Store::uses_object_cache() ) {
			wp_cache_set( Warm_List::OPTION, $list, Cache_Store::GROUP );
		} else {
			update_option( Warm_List::OPTION, $list, false );
		}
	}
}
