<?php
/**
 * Class ReportCacheBoundsTest
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
 * The report cache keeps a bounded number of reads (the oldest go first) and removes last good copies that expired,
 * so varying arguments cannot grow it without end.
 */
final class ReportCacheBoundsTest extends TestCase {

	use Signs_In;

	/**
	 * The filter that lowers the bound for the test.
	 *
	 * @var callable
	 */
	private $filter;

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		update_option( 'googlesitekit_search_console_settings', array( 'propertyID' => trailingslashit( home_url() ) ) );
		$user = $this->login_as( 'administrator' );
		$this->sign_in_with_google( $user->ID );
		$this->plugin()->report_cache()->flush();
		$this->filter = static fn() => 3;
		add_filter( 'googlesitekit_report_cache_max_entries', $this->filter );
	}

	protected function tearDown(): void {
		remove_filter( 'googlesitekit_report_cache_max_entries', $this->filter );
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	private function read( int $days ): void {
		$request = new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/search-console/data/searchanalytics' );
		$request->set_query_params( array( 'dateRange' => "last-$days-days" ) );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
	}

	private function provider_calls(): int {
		return count( Emulator::requests( 'searchAnalytics' ) );
	}

	/**
	 * Report cache rows in the database (fresh and last good copies, with their timeouts).
	 */
	private function cache_rows(): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_googlesitekit\\_rc\\_%'" );
	}

	public function test_past_the_bound_the_oldest_reads_are_dropped(): void {
		if ( wp_using_ext_object_cache() ) {
			$this->assert_the_object_cache_bounds_itself();
			return;
		}
		foreach ( array( 7, 14, 28, 90, 180 ) as $days ) {
			$this->read( $days );
		}
		$this->assertSame( 5, $this->provider_calls() );
		$this->assertSame( 6, $this->cache_rows(), 'three reads, each fresh and last good' );

		// The newest reads are still cached; the oldest were dropped and go to Google again.
		$this->read( 180 );
		$this->read( 90 );
		$this->assertSame( 5, $this->provider_calls() );
		$this->read( 7 );
		$this->assertSame( 6, $this->provider_calls() );
		$this->assertSame( 6, $this->cache_rows() );
	}

	public function test_expired_last_good_copies_are_removed(): void {
		if ( wp_using_ext_object_cache() ) {
			$this->assert_the_object_cache_bounds_itself();
			return;
		}
		$this->read( 7 );
		$old_key = $this->only_key();
		$this->assertNotFalse( get_transient( 'googlesitekit_rc_s_' . $old_key ) );

		// A week later its last good copy has expired; the next write removes it.
		update_option( '_transient_timeout_googlesitekit_rc_s_' . $old_key, time() - 1, false );
		$this->read( 14 );

		$this->assertNotSame( $old_key, $this->only_key() );
		$this->assertFalse( get_transient( 'googlesitekit_rc_s_' . $old_key ) );
		$this->assertFalse( get_transient( 'googlesitekit_rc_' . $old_key ) );
		$this->assertSame( 2, $this->cache_rows() );
	}

	/**
	 * The key of the one read whose last good copy is cached.
	 */
	private function only_key(): string {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$names = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_googlesitekit\\_rc\\_s\\_%'" );
		$this->assertCount( 1, $names );
		return substr( (string) $names[0], strlen( '_transient_googlesitekit_rc_s_' ) );
	}

	/**
	 * With a persistent object cache (OBJECT_CACHE=redis) the cache bounds itself: every entry is written with its
	 * expiry (fresh: the datapoint's TTL; last good: a week), none in the options table, and its eviction policy
	 * bounds the size.
	 */
	private function assert_the_object_cache_bounds_itself(): void {
		global $wpdb;
		foreach ( array( 7, 14 ) as $days ) {
			$this->read( $days );
		}
		$this->assertSame( 2, $this->provider_calls() );
		$this->assertSame( 0, $this->cache_rows(), 'no option row' );
		$redis = $GLOBALS['wp_object_cache']->redis();
		// Entries of the current generation (flush() starts a new one).
		$keys = $redis->keys( '*:googlesitekit_rc:' . wp_cache_get( 'generation', 'googlesitekit_rc', true ) . ':*' );
		$ttls = array();
		foreach ( $keys as $key ) {
			// Fresh copies of a named range end with the site's day; last good copies do not.
			if ( preg_match( '/:(s_)?[0-9a-f]{32}(@\d{4}-\d{2}-\d{2})?$/', $key, $m ) ) {
				$ttls[ isset( $m[1] ) && '' !== $m[1] ? 'stale' : 'fresh' ][] = $redis->ttl( $key );
			}
		}
		$this->assertCount( 2, $ttls['fresh'] ?? array() );
		$this->assertCount( 2, $ttls['stale'] ?? array() );
		foreach ( $ttls['fresh'] as $ttl ) {
			$this->assertGreaterThan( 0, $ttl );
			$this->assertLessThanOrEqual( DAY_IN_SECONDS, $ttl );
		}
		foreach ( $ttls['stale'] as $ttl ) {
			$this->assertGreaterThan( WEEK_IN_SECONDS - 60, $ttl );
			$this->assertLessThanOrEqual( WEEK_IN_SECONDS, $ttl );
		}
	}
}
