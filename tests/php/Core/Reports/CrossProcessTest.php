<?php
/**
 * What several PHP servers of one site share: locks and cached state, across real processes.
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Reports;

use Google\Site_Kit\Core\Reports\Flight_Lock;
use Google\Site_Kit\Core\Reports\Report_Cache;
use Google\Site_Kit\Core\Reports\Shared_Read_Budget;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Other_Process;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * Issue 12 ("Production-shaped"). Each test spawns other PHP processes inside the same test WordPress (same database,
 * same object cache): another server of the site. The PHPUnit layers run it without a persistent object cache
 * (SQLite, MariaDB: locks are option rows, state transients) and with the Redis drop-in (DB=mariadb
 * OBJECT_CACHE=redis: both in Redis).
 */
final class CrossProcessTest extends TestCase {

	use Signs_In;

	/**
	 * Lock names used by the test, removed afterwards.
	 *
	 * @var string[]
	 */
	private array $locks = array();

	protected function tearDown(): void {
		global $wpdb;
		foreach ( $this->locks as $name ) {
			wp_cache_delete( $name, 'googlesitekit_locks' );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test clean-up.
			$wpdb->delete( $wpdb->options, array( 'option_name' => 'googlesitekit_lock_' . $name ) );
		}
		parent::tearDown();
	}

	/**
	 * A lock name of this test only.
	 */
	private function lock_name(): string {
		$name          = 'xp_' . wp_generate_password( 10, false );
		$this->locks[] = $name;
		return $name;
	}

	/**
	 * PHP code (for another process) taking a lock.
	 *
	 * @param string $name Lock name.
	 * @param int    $ttl  Seconds.
	 */
	private static function acquire_code( string $name, int $ttl ): string {
		return sprintf(
			'$token = ( new \Google\Site_Kit\Core\Reports\Flight_Lock() )->acquire( %s, %d ); return array( "token" => $token, "time" => microtime( true ) );',
			var_export( $name, true ), // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			$ttl
		);
	}

	public function test_a_lock_held_by_another_process_is_not_taken_here_and_the_other_way_round(): void {
		$name = $this->lock_name();
		$lock = new Flight_Lock();

		$other = Other_Process::run( self::acquire_code( $name, 30 ) );
		$this->assertIsString( $other['token'], 'the other process takes the free lock' );
		$this->assertNull( $lock->acquire( $name, 30 ), 'this process cannot take it' );
		$this->assertTrue( $lock->is_held( $name ) );

		Other_Process::run( sprintf( '( new \Google\Site_Kit\Core\Reports\Flight_Lock() )->release( %s, %s ); return true;', var_export( $name, true ), var_export( $other['token'], true ) ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		$this->assertFalse( $lock->is_held( $name ), 'given back by the other process' );
		$mine = $lock->acquire( $name, 30 );
		$this->assertIsString( $mine, 'then this process takes it' );

		$this->assertNull( Other_Process::run( self::acquire_code( $name, 30 ) )['token'], 'the other process cannot take it now' );
		$lock->release( $name, $mine );
		$this->assertIsString( Other_Process::run( self::acquire_code( $name, 30 ) )['token'], 'once given back here, the other process takes it' );
	}

	/**
	 * PHP code (for racing processes) taking each of several locks in turn, every process at the same instants.
	 *
	 * @param string[] $names Lock names.
	 */
	private static function race_code( array $names ): string {
		return sprintf(
			'$out = array(); foreach ( %s as $i => $name ) { $wait = (float) $go + $i * 0.05 - microtime( true ); if ( $wait > 0 ) { usleep( (int) ( $wait * 1e6 ) ); } $out[ $name ] = ( new \Google\Site_Kit\Core\Reports\Flight_Lock() )->acquire( $name, 30 ); } return $out;',
			var_export( $names, true ) // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		);
	}

	/**
	 * Asserts each lock was taken by exactly one of the racing processes.
	 *
	 * @param string[] $names   Lock names.
	 * @param array    $results What each process took.
	 */
	private function assertOneHolderEach( array $names, array $results ): void {
		foreach ( $names as $name ) {
			$winners = array_filter( array_column( $results, $name ) );
			$this->assertCount( 1, $winners, "never two holders (nor none) of {$name}: " . wp_json_encode( array_column( $results, $name ) ) );
			$this->assertNull( ( new Flight_Lock() )->acquire( $name, 30 ), 'and not this process' );
		}
	}

	public function test_of_several_processes_racing_for_a_free_lock_exactly_one_takes_it(): void {
		$names = array_map( fn() => $this->lock_name(), range( 1, 10 ) );
		$this->assertOneHolderEach( $names, Other_Process::race( 5, self::race_code( $names ) ) );
	}

	public function test_a_lock_whose_holder_died_blocks_only_until_its_ttl(): void {
		$name = $this->lock_name();
		$ttl  = 3;
		// The other process takes the lock and exits without giving it back.
		$other = Other_Process::run( self::acquire_code( $name, $ttl ) );
		$this->assertIsString( $other['token'] );

		$lock     = new Flight_Lock();
		$attempts = 0;
		$token    = null;
		while ( null === $token && microtime( true ) < $other['time'] + $ttl + 5 ) {
			++$attempts;
			$token = $lock->acquire( $name, 30 );
			if ( null === $token ) {
				usleep( 100000 );
			}
		}
		$taken_after = microtime( true ) - $other['time'];
		$this->assertIsString( $token, 'taken once the dead holder\'s TTL ran out' );
		$this->assertGreaterThan( 1, $attempts, 'not before' );
		// Expiries are whole seconds: the lock lapses between TTL and TTL + 1 s after it was taken.
		$this->assertGreaterThanOrEqual( $ttl - 1, $taken_after, 'not before its TTL' );
		$this->assertLessThan( $ttl + 2, $taken_after, 'and soon after it' );
	}

	public function test_of_several_processes_taking_over_a_lapsed_lock_still_stored_exactly_one_takes_it(): void {
		global $wpdb;
		$names = array_map( fn() => $this->lock_name(), range( 1, 20 ) );
		foreach ( $names as $name ) {
			$lapsed = 'dead-holder|' . ( time() - 10 );
			// A lock whose holder's time ran out but which the store still keeps: an option row (removed only by a
			// taker), or an object cache entry kept past its expiry (a drop-in that expires late, clocks apart).
			if ( wp_using_ext_object_cache() ) {
				$this->assertTrue( wp_cache_set( $name, $lapsed, 'googlesitekit_locks', 60 ) );
			} else {
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test set-up: the lock's own row.
				$row = array(
					'option_name'  => 'googlesitekit_lock_' . $name,
					'option_value' => $lapsed,
					'autoload'     => 'no',
				);
				$this->assertSame( 1, $wpdb->insert( $wpdb->options, $row ) );
			}
			$this->assertFalse( ( new Flight_Lock() )->is_held( $name ) );
		}
		$this->assertOneHolderEach( $names, Other_Process::race( 6, self::race_code( $names ) ) );
	}

	public function test_report_cache_entries_written_by_one_process_are_read_by_the_other(): void {
		$theirs = 'xp_' . wp_generate_password( 10, false );
		$mine   = 'xp_' . wp_generate_password( 10, false );
		Other_Process::run( sprintf( '$c = new \Google\Site_Kit\Core\Reports\Report_Cache(); $c->store( %s, array( "rows" => array( "from the other server" ) ), 60 ); $c->commit(); return true;', var_export( $theirs, true ) ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions

		// This process as a new request (nothing of it cached at run time).
		wp_cache_flush_runtime();
		$cache = new Report_Cache();
		$this->assertSame( array( 'rows' => array( 'from the other server' ) ), $cache->fresh( $theirs )['value'] ?? null );
		$this->assertSame( array( 'rows' => array( 'from the other server' ) ), $cache->last_good( $theirs )['value'] ?? null, 'its last good copy too' );

		$cache->store( $mine, array( 'rows' => array( 'from this server' ) ), 60 );
		$cache->commit();
		$seen = Other_Process::run( sprintf( '$c = new \Google\Site_Kit\Core\Reports\Report_Cache(); return array( $c->fresh( %1$s ), $c->last_good( %1$s ) );', var_export( $mine, true ) ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		$this->assertSame( array( 'rows' => array( 'from this server' ) ), $seen[0]['value'] ?? null );
		$this->assertSame( array( 'rows' => array( 'from this server' ) ), $seen[1]['value'] ?? null );

		foreach ( array( $theirs, $mine ) as $key ) {
			$cache->expire( $key );
		}
		$this->assertNull( Other_Process::run( sprintf( 'return ( new \Google\Site_Kit\Core\Reports\Report_Cache() )->fresh( %s );', var_export( $theirs, true ) ) ), 'an expiry here is seen there' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
	}

	public function test_the_shared_read_budget_counts_the_calls_of_every_process(): void {
		$user = 900000 + wp_rand( 1, 99999 );
		$take = sprintf( '$b = new \Google\Site_Kit\Core\Reports\Shared_Read_Budget(); $b->take( %1$d ); $b->take( %1$d ); $b->commit(); return $b->used( %1$d );', $user );

		$this->assertSame( 2, Other_Process::run( $take ) );
		wp_cache_flush_runtime();
		$budget = new Shared_Read_Budget();
		$this->assertSame( 2, $budget->used( $user ), 'the other server\'s calls count here' );
		$this->assertNull( $budget->take( $user ) );
		$budget->commit();
		$this->assertSame( 3, Other_Process::run( sprintf( 'return ( new \Google\Site_Kit\Core\Reports\Shared_Read_Budget() )->used( %d );', $user ) ), 'and this one\'s there' );

		// Servers committing at the same moment lose none of each other's calls.
		Other_Process::race( 3, $take );
		wp_cache_flush_runtime();
		$this->assertSame( 9, ( new Shared_Read_Budget() )->used( $user ) );
	}

	public function test_a_report_read_through_rest_writes_option_rows_only_without_a_persistent_object_cache(): void {
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		$this->set_option( 'googlesitekit_active_modules', array( 'analytics' ) );
		$this->set_option(
			'googlesitekit_analytics_settings',
			array(
				'propertyID'    => '300000001',
				'measurementID' => 'G-TEST',
			)
		);
		$user = $this->login_as( 'administrator' );
		$this->sign_in_with_google( $user->ID, array( 'https://www.googleapis.com/auth/analytics.readonly' ) );
		Emulator::control( 'DELETE', '/requests' );

		$before  = $this->site_kit_rows();
		$request = new WP_REST_Request( 'POST', '/google-site-kit/v1/core/reports/data/batch' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'data' => array(
						'requests' => array(
							array(
								'key'    => 'users',
								'path'   => 'modules/analytics/data/report',
								'params' => array(
									'metrics'   => array( 'totalUsers' ),
									'dateRange' => 'last-' . wp_rand( 2, 90 ) . '-days',
								),
							),
						),
					),
				)
			)
		);
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status() );
		$this->assertArrayHasKey( 'value', $response->get_data()['users'], wp_json_encode( $response->get_data() ) );
		$this->assertNotEmpty( array_filter( Emulator::requests(), static fn( $r ) => ! in_array( $r['api'], array( 'oauth', 'static' ), true ) ), 'Google was asked (a cold read)' );

		$after = $this->site_kit_rows();
		if ( wp_using_ext_object_cache() ) {
			$this->assertSame( $before, $after, 'no Site Kit or transient row written' );
		} else {
			$added = array_keys( array_diff_key( $after, $before ) );
			$this->assertNotEmpty( preg_grep( '/^_transient_googlesitekit_rc_s_/', $added ), 'the last good copy is a transient row: ' . implode( ', ', $added ) );
		}
	}

	/**
	 * Every Site Kit and transient row of the options table, from the database itself.
	 *
	 * @return array<string, string> Name => value.
	 */
	private function site_kit_rows(): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The table as it is, past every cache.
		$rows = $wpdb->get_results( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE '%googlesitekit%' OR option_name LIKE '\\_transient%' OR option_name LIKE '\\_site\\_transient%' ORDER BY option_name", ARRAY_A );
		return array_column( $rows, 'option_value', 'option_name' );
	}
}
