<?php
/**
 * The warm read path (issue 12 item 5): a batch of cached reports costs a constant number of database queries,
 * whatever its size, and writes nothing.
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Reports;

use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * Report_Cache::prime() loads every fresh copy of a batch in one round trip (one query without a persistent object
 * cache, one MGET with one), before the runner answers each read.
 */
final class WarmPathTest extends TestCase {

	use Signs_In;

	/**
	 * Queries the last measured batch sent.
	 *
	 * @var string[]
	 */
	private array $queries = array();

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		update_option( 'googlesitekit_search_console_settings', array( 'propertyID' => trailingslashit( home_url() ) ) );
		$user = $this->login_as( 'administrator' );
		$this->sign_in_with_google( $user->ID );
		$cache = $this->plugin()->report_cache();
		$cache->flush();
		$cache->warm_list()->forget( array_keys( $cache->warm_list()->entries( true ) ) );
		Emulator::control( 'DELETE', '/requests' );
	}

	protected function tearDown(): void {
		$cache = $this->plugin()->report_cache();
		$cache->flush();
		$cache->warm_list()->forget( array_keys( $cache->warm_list()->entries( true ) ) );
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	/**
	 * Sends a batch of $count distinct Search Console reports (limits 1…$count), as a new request would: this
	 * request's runtime cache is dropped first.
	 *
	 * @param int $count Reports.
	 * @return array<string, array<string, mixed>> Answers by key.
	 */
	private function batch( int $count ): array {
		$requests = array();
		for ( $limit = 1; $limit <= $count; $limit++ ) {
			$requests[] = array(
				'key'    => 'top-' . $limit,
				'path'   => 'modules/search-console/data/searchanalytics',
				'params' => array(
					'dateRange'  => 'last-28-days',
					'dimensions' => array( 'query' ),
					'limit'      => $limit,
				),
			);
		}
		$request = new WP_REST_Request( 'POST', '/google-site-kit/v1/core/reports/data/batch' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( array( 'data' => array( 'requests' => $requests ) ) ) );

		wp_cache_flush_runtime();
		// Warm the request's own fixed costs (options, the user, the OAuth client) outside the measure.
		wp_load_alloptions();
		$this->plugin()->credentials()->get();

		global $wpdb;
		$this->queries = array();
		$record        = function ( $query ) {
			$this->queries[] = (string) $query;
			return $query;
		};
		add_filter( 'query', $record );
		$before   = $wpdb->num_queries;
		$response = rest_do_request( $request );
		$this->assertSame( $wpdb->num_queries - $before, count( $this->queries ) );
		remove_filter( 'query', $record );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = (array) $response->get_data();
		$this->assertCount( $count, $data );
		foreach ( $data as $key => $answer ) {
			$this->assertArrayHasKey( 'value', $answer, $key . ': ' . wp_json_encode( $answer ) );
			$this->assertArrayNotHasKey( 'stale', $answer, $key );
		}
		return $data;
	}

	private function provider_calls(): int {
		return count( Emulator::requests( 'searchAnalytics' ) );
	}

	public function test_a_warm_batch_costs_a_constant_number_of_queries_and_writes_nothing(): void {
		$cold = $this->batch( 12 );
		$this->assertSame( 12, $this->provider_calls(), 'one call per distinct report when cold' );

		$warm_small = $this->batch( 2 );
		$small      = $this->queries;
		$warm_large = $this->batch( 12 );
		$large      = $this->queries;

		$this->assertSame( 12, $this->provider_calls(), 'the warm batches asked Google nothing' );
		$this->assertSame( $cold['top-12']['value'], $warm_large['top-12']['value'], 'the cached answer' );
		$this->assertSame( $cold['top-2']['value'], $warm_small['top-2']['value'] );

		$this->assertSame( count( $small ), count( $large ), "12 warm reports cost the queries of 2:\n" . implode( "\n", $large ) );
		$this->assertLessThanOrEqual( 3, count( $large ), "a warm batch reads the cache in one query:\n" . implode( "\n", $large ) );
		$writes = array_filter( $large, static fn( $query ) => (bool) preg_match( '/^\s*(INSERT|UPDATE|DELETE|REPLACE|START|COMMIT)\b/i', $query ) );
		$this->assertSame( array(), array_values( $writes ), 'a warm read writes nothing' );
	}

	public function test_the_cache_round_trips_of_a_warm_batch_do_not_grow_with_its_size(): void {
		if ( ! wp_using_ext_object_cache() || ! method_exists( $GLOBALS['wp_object_cache'], 'redis' ) ) {
			// Without a persistent object cache the round trips are the queries, counted above.
			$this->batch( 1 );
			$this->assertSame( 1, $this->provider_calls() );
			$this->batch( 1 );
			$this->assertSame( 1, $this->provider_calls(), 'the second read is a cache hit' );
			return;
		}
		$redis = $GLOBALS['wp_object_cache']->redis();
		$reads = static function () use ( $redis ): int {
			$stats = (array) $redis->info( 'commandstats' );
			$total = 0;
			foreach ( array( 'get', 'mget', 'exists' ) as $command ) {
				if ( isset( $stats[ 'cmdstat_' . $command ] ) && preg_match( '/calls=(\d+)/', (string) $stats[ 'cmdstat_' . $command ], $m ) ) {
					$total += (int) $m[1];
				}
			}
			return $total;
		};
		$this->batch( 12 );
		$this->assertSame( 12, $this->provider_calls() );

		$before = $reads();
		$this->batch( 2 );
		$small  = $reads() - $before;
		$before = $reads();
		$this->batch( 12 );
		$large = $reads() - $before;

		$this->assertSame( 12, $this->provider_calls() );
		$this->assertSame( $small, $large, 'Redis reads of a 12-report warm batch: those of a 2-report one' );
	}
}
