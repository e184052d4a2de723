<?php
/**
 * Single flight: the lock, and a viewer who finds another viewer reading the same cold report.
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Reports;

use Google\Site_Kit\Core\Modules\Datapoint_Args;
use Google\Site_Kit\Core\Reports\Flight_Lock;
use Google\Site_Kit\Core\Reports\Report_Cache;
use Google\Site_Kit\Core\Reports\Report_Key;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;
use WP_Error;

/**
 * Issue 12 item 3. Several viewers at once on several PHP servers are in tests/e2e/single-flight.test.ts; here the
 * other viewer is played by taking its lock (and writing its outcome) by hand.
 */
final class SingleFlightTest extends TestCase {

	use Signs_In;

	private const PARAMS = array(
		'metrics'   => array( 'totalUsers' ),
		'dateRange' => 'last-14-days',
	);

	private int $user_id;

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		update_option( 'googlesitekit_active_modules', array( 'analytics' ) );
		update_option( 'googlesitekit_search_console_settings', array( 'propertyID' => trailingslashit( home_url() ) ) );
		update_option(
			'googlesitekit_analytics_settings',
			array(
				'propertyID'    => '300000001',
				'measurementID' => 'G-TEST',
			)
		);
		$user          = $this->login_as( 'administrator' );
		$this->user_id = $user->ID;
		$this->sign_in_with_google( $user->ID, array( 'https://www.googleapis.com/auth/analytics.readonly' ) );
		Emulator::control( 'DELETE', '/requests' );
	}

	/**
	 * The report cache key of PARAMS for the signed-in admin, as the runner computes it.
	 */
	private function cache_key(): string {
		$datapoint = $this->plugin()->modules()->get( 'analytics' )->datapoints()['report'];
		$clean     = Datapoint_Args::validate( $datapoint->args, self::PARAMS );
		$this->assertIsArray( $clean );
		return Report_Key::of( 'analytics', 'report', $clean, $this->user_id, (string) ( $this->plugin()->credentials()->get()['client_id'] ?? '' ) );
	}

	/**
	 * Reads PARAMS through the batch endpoint.
	 *
	 * @return array<string, mixed> The read's answer.
	 */
	private function read(): array {
		return $this->read_batch( array( 'users' => array( 'modules/analytics/data/report', self::PARAMS ) ) )['users'];
	}

	private function provider_calls(): int {
		return count( array_filter( Emulator::requests(), static fn( $r ) => ! in_array( $r['api'], array( 'oauth', 'static' ), true ) ) );
	}

	public function test_the_lock_is_taken_once_given_back_only_by_its_holder_and_lapses_by_itself(): void {
		$lock  = new Flight_Lock();
		$token = $lock->acquire( 'report-a', 30 );
		$this->assertIsString( $token );
		$this->assertNull( $lock->acquire( 'report-a', 30 ), 'a second viewer does not get it' );
		$this->assertTrue( $lock->is_held( 'report-a' ) );
		$this->assertIsString( $lock->acquire( 'report-b', 30 ), 'another report has a lock of its own' );

		$lock->release( 'report-a', 'not-the-token' );
		$this->assertTrue( $lock->is_held( 'report-a' ), 'only the holder gives it back' );
		$lock->release( 'report-a', $token );
		$this->assertFalse( $lock->is_held( 'report-a' ) );
		$this->assertIsString( $lock->acquire( 'report-a', 30 ) );

		// A holder that died: its lock lapses and the next viewer takes it.
		$this->assertIsString( $lock->acquire( 'report-c', -1 ) );
		$this->assertFalse( $lock->is_held( 'report-c' ) );
		$this->assertIsString( $lock->acquire( 'report-c', 30 ) );
	}

	public function test_a_holder_giving_back_a_lock_about_to_lapse_never_removes_a_lock_another_server_took(): void {
		$lock  = new Flight_Lock();
		$token = $lock->acquire( 'report-d', 1 );
		$this->assertIsString( $token );
		$lock->release( 'report-d', $token );
		if ( wp_using_ext_object_cache() ) {
			// No compare-and-delete in the object cache: the lock lapses by itself rather than risk deleting the
			// next holder's.
			$this->assertTrue( $lock->is_held( 'report-d' ), 'a lock a second from its lapse is left to lapse' );
		} else {
			// The options row is deleted only if it still holds this holder's value.
			$this->assertFalse( $lock->is_held( 'report-d' ) );
		}

		// A lock that lapsed while its holder still worked, and was taken by another server: the old holder's
		// release leaves the new lock alone.
		$old = $lock->acquire( 'report-e', -1 );
		$this->assertIsString( $old );
		$new = $lock->acquire( 'report-e', 30 );
		$this->assertIsString( $new );
		$lock->release( 'report-e', $old );
		$this->assertTrue( $lock->is_held( 'report-e' ), 'the new holder keeps its lock' );
		$lock->release( 'report-e', $new );
		$this->assertFalse( $lock->is_held( 'report-e' ) );
	}

	public function test_a_viewer_waiting_on_a_read_that_failed_gets_its_error_without_calling_google(): void {
		$key = $this->cache_key();
		// Another viewer holds the read (for about a second more) and Google refused it.
		$this->assertIsString( ( new Flight_Lock() )->acquire( $key, 1 ) );
		( new Report_Cache() )->error_notes()->note( $key, new WP_Error( 'internal_server_error', 'Internal error encountered.', array( 'status' => 500 ) ) );

		$started = microtime( true );
		$answer  = $this->read();
		$this->assertSame( 'internal_server_error', $answer['error']['code'] ?? null, wp_json_encode( $answer ) );
		$this->assertSame( 0, $this->provider_calls() );
		$this->assertLessThan( 3.5, microtime( true ) - $started, 'no longer than the lock plus a margin' );
	}

	public function test_a_viewer_waiting_on_a_reader_that_died_reads_the_report_itself(): void {
		$key = $this->cache_key();
		// Another viewer took the read and never finished: no answer, no error, its lock lapses.
		$this->assertIsString( ( new Flight_Lock() )->acquire( $key, 1 ) );

		$answer = $this->read();
		$this->assertArrayHasKey( 'value', $answer, wp_json_encode( $answer ) );
		$this->assertSame( 1, $this->provider_calls() );
		$this->assertFalse( ( new Flight_Lock() )->is_held( $key ), 'the lock is given back' );
	}

	public function test_a_viewer_coming_after_the_other_viewers_read_takes_its_cached_answer(): void {
		$key = $this->cache_key();
		$this->assertIsString( ( new Flight_Lock() )->acquire( $key, 1 ) );
		// What the other viewer stored just now (this request has not read it yet).
		$cache = new Report_Cache();
		$cache->store( $key, array( 'rows' => array( 'from the other viewer' ) ), 60 );
		$cache->commit();

		$answer = $this->read();
		$this->assertSame( array( 'rows' => array( 'from the other viewer' ) ), $answer['value'] ?? null );
		$this->assertSame( 0, $this->provider_calls() );
	}

	public function test_a_viewer_that_missed_the_cache_just_before_the_other_viewer_finished_takes_its_answer(): void {
		$key   = $this->cache_key();
		$cache = new Report_Cache();
		$cache->store( $key, array( 'rows' => array( 'from the other viewer' ) ), 60 );
		$cache->commit();
		// This viewer's cache read came a moment before the other viewer's write; by the time it asks for the lock,
		// the other viewer has given it back.
		add_filter( 'transient_googlesitekit_rc_' . $key, '__return_false' );

		$answer = $this->read();
		$this->assertSame( array( 'rows' => array( 'from the other viewer' ) ), $answer['value'] ?? null, wp_json_encode( $answer ) );
		$this->assertSame( 0, $this->provider_calls(), 'Google is not asked again' );
		$this->assertFalse( ( new Flight_Lock() )->is_held( $key ), 'the lock is given back' );
	}
}
