<?php
/**
 * A refusal is not an outage (issue 22 item 1), on the production path: the reports are warm (read by a viewer, on
 * the background refresh's list), WP-Cron's refresh meets Google's answer, then viewers read.
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Reports;

use Google\Site_Kit\Core\Authentication\Auth_Errors;
use Google\Site_Kit\Tests\Support\Connected_Site;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\TestCase;

/**
 * Refusals (401 after the token's refresh, 403, 400, 404) reach admins and view-only viewers as errors with Google's
 * words and the fix that is theirs, never as old data; outages (5xx, timeout, invalid JSON, 429) serve the last good
 * copy with a notice naming the cause.
 */
final class RefusalOrOutageTest extends TestCase {

	use Connected_Site;

	private int $admin = 0;

	private int $editor = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->reset_with_demo_client();
		$this->admin = $this->sign_in_admin();
		$this->connect_search_console( $this->admin );
		update_option(
			'googlesitekit_dashboard_sharing',
			array(
				'search-console' => array(
					'sharedRoles' => array( 'editor' ),
					'management'  => 'owner',
				),
			)
		);
		$this->editor = $this->login_as( 'editor' )->ID;
		$this->flush_report_cache();
	}

	protected function tearDown(): void {
		Emulator::control( 'DELETE', '/faults' );
		delete_option( 'googlesitekit_test_provider_timeout' );
		$this->flush_report_cache();
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	/**
	 * The dashboard's Search Console read through the batch endpoint, as a user.
	 *
	 * @param int $user_id Who reads.
	 * @return array<string, mixed> The read's answer: value (and stale) or error.
	 */
	private function read_as( int $user_id ): array {
		wp_set_current_user( $user_id );
		return $this->read_batch( array( 'clicks' => array( 'modules/search-console/data/searchanalytics', array( 'dateRange' => 'last-28-days' ) ) ) )['clicks'];
	}

	/**
	 * Warm copies for the admin's and the editor's reads (both use the admin's account: one report), then the fault
	 * and the cron run that meets it once the fresh copy is due.
	 *
	 * @param array<string, mixed> $fault The emulator fault, made persistent.
	 * @return mixed The last good value.
	 */
	private function warm_then_refresh_into( array $fault ): mixed {
		$good = $this->read_as( $this->admin );
		$this->assertArrayHasKey( 'value', $good );
		$this->assertSame( $good, $this->read_as( $this->editor ), 'the shared read is the same report' );
		$warm = $this->plugin()->report_cache()->warm_list()->entries( true );
		$this->assertCount( 1, $warm );
		$key = (string) array_key_first( $warm );
		// The fresh copy enters the last fifth of its TTL: due for the background refresh, still fresh for viewers.
		$fresh = $this->plugin()->report_cache()->fresh_now( $key );
		$this->plugin()->report_cache()->expire( $key );
		$this->plugin()->report_cache()->store( $key, $fresh['value'], 30 );
		$this->plugin()->report_cache()->commit();

		Emulator::fault( $fault + array( 'persistent' => true ) );
		Emulator::control( 'DELETE', '/requests' );
		$this->assertSame( array( $key => 'backoff' ), $this->plugin()->report_warmer()->run() );
		if ( 'latency' !== $fault['kind'] ) {
			// (A call that timed out is logged once the emulator answers it, later.)
			$this->assertSame( 1, $this->report_calls(), 'the cron run asked Google' );
			Emulator::control( 'DELETE', '/requests' );
		}
		return $good['value'];
	}

	/**
	 * Google's calls for reports since the cron run.
	 */
	private function report_calls(): int {
		return count( Emulator::requests( 'searchAnalytics' ) );
	}

	/**
	 * Refusals: fault, HTTP status, Google's words.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: int, 2: string}>
	 */
	public static function refusals(): array {
		return array(
			'403 insufficientPermissions' => array( array( 'kind' => 'insufficient_permissions' ), 403, 'insufficient authentication scopes' ),
			'403 forbidden'               => array( array( 'kind' => 'forbidden' ), 403, 'The caller does not have permission' ),
			'400 invalid argument'        => array( array( 'kind' => 'invalid_argument' ), 400, 'invalid argument' ),
			'404 property gone'           => array( array( 'kind' => 'not_found' ), 404, 'Requested entity was not found.' ),
		);
	}

	/**
	 * A refusal met by the background refresh.
	 *
	 * @dataProvider refusals
	 *
	 * @param array<string, mixed> $fault  The fault.
	 * @param int                  $status HTTP status.
	 * @param string               $words  Google's words.
	 */
	public function test_a_refusal_met_by_the_background_refresh_reaches_every_viewer_as_the_error_never_as_old_data( array $fault, int $status, string $words ): void {
		$this->warm_then_refresh_into( $fault + array( 'api' => 'searchconsole' ) );

		$admin = $this->read_as( $this->admin );
		$this->assertArrayNotHasKey( 'value', $admin, 'the copy Google refuses is not served, fresh or stale' );
		$this->assertSame( $status, $admin['error']['data']['status'] );
		$this->assertStringContainsStringIgnoringCase( $words, $admin['error']['message'], 'Google’s words' );

		$editor = $this->read_as( $this->editor );
		$this->assertArrayNotHasKey( 'value', $editor );
		$this->assertSame( $status, $editor['error']['data']['status'] );
		$this->assertArrayNotHasKey( 'reconnectURL', $editor['error']['data'] );
		$this->assertArrayNotHasKey( 'fixURL', $editor['error']['data'], 'a viewer cannot change the settings' );

		if ( 400 !== $status ) {
			$this->assertStringContainsString( 'Site Kit’s settings', $admin['error']['data']['fix'] );
			$this->assertStringContainsString( 'googlesitekit-settings#/connected-services/search-console', $admin['error']['data']['fixURL'] );
			$this->assertStringContainsString( 'administrator who shared', $editor['error']['data']['fix'] );
		}
		$this->assertSame( 0, $this->report_calls(), 'backing off: the viewers were answered without asking Google' );
	}

	public function test_a_token_google_refuses_after_its_refresh_tells_the_admin_to_sign_in_again_and_the_viewer_to_ask_them(): void {
		$this->warm_then_refresh_into( array( 'kind' => 'unauthenticated' ) );
		// Every call with the admin's token is now refused: the old access token (401), then its refresh (400).
		$this->assertNotNull( $this->plugin()->token_store()->auth_error( $this->admin ) );

		$admin = $this->read_as( $this->admin );
		$this->assertArrayNotHasKey( 'value', $admin );
		$this->assertSame( 'oauth_token_error', $admin['error']['code'] );
		$this->assertSame( 401, $admin['error']['data']['status'] );
		$this->assertStringContainsString( 'action=googlesitekit_connect', $admin['error']['data']['reconnectURL'] );

		$editor = $this->read_as( $this->editor );
		$this->assertArrayNotHasKey( 'value', $editor );
		$this->assertSame( Auth_Errors::shared_message(), $editor['error']['message'] );
		$this->assertArrayNotHasKey( 'reconnectURL', $editor['error']['data'] );
	}

	/**
	 * Outages: fault, the cause viewers are told.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public static function outages(): array {
		return array(
			'500'          => array( array( 'kind' => 'internal' ), 'unavailable' ),
			'503'          => array( array( 'kind' => 'unavailable' ), 'unavailable' ),
			'429'          => array( array( 'kind' => 'rate_limit' ), 'quota' ),
			'invalid JSON' => array( array( 'kind' => 'invalid_json' ), 'invalid_response' ),
		);
	}

	/**
	 * An outage met by the background refresh.
	 *
	 * @dataProvider outages
	 *
	 * @param array<string, mixed> $fault The fault.
	 * @param string               $cause The cause.
	 */
	public function test_an_outage_met_by_the_background_refresh_serves_the_last_good_copy_naming_its_cause( array $fault, string $cause ): void {
		$good = $this->warm_then_refresh_into( $fault + array( 'api' => 'searchconsole' ) );
		$this->plugin()->report_cache()->expire( (string) array_key_first( $this->plugin()->report_cache()->warm_list()->entries( true ) ) );

		foreach ( array( $this->admin, $this->editor ) as $viewer ) {
			$answer = $this->read_as( $viewer );
			$this->assertSame( $good, $answer['value'] ?? null, wp_json_encode( $answer ) );
			$this->assertSame( $cause, $answer['stale']['cause'] );
		}
		$this->assertSame( 0, $this->report_calls() );
	}

	public function test_a_timeout_serves_the_last_good_copy_saying_google_did_not_answer_in_time(): void {
		update_option( 'googlesitekit_test_provider_timeout', 1 );
		$good = $this->warm_then_refresh_into(
			array(
				'kind' => 'latency',
				'ms'   => 2500,
				'api'  => 'searchconsole',
			)
		);
		$key  = (string) array_key_first( $this->plugin()->report_cache()->warm_list()->entries( true ) );
		$this->assertSame( 'internal_server_error', $this->plugin()->report_cache()->back_offs()->get( $key )['code'] );
		$this->plugin()->report_cache()->expire( $key );

		$answer = $this->read_as( $this->admin );
		$this->assertSame( $good, $answer['value'] ?? null );
		$this->assertSame( 'timeout', $answer['stale']['cause'] );

		// The emulator logs the call it answered late once it answers: wait for it, so that it is not counted in the
		// next test's log.
		$deadline = microtime( true ) + 10;
		while ( 0 === $this->report_calls() && microtime( true ) < $deadline ) {
			usleep( 100000 );
		}
		$this->assertSame( 1, $this->report_calls(), 'one call, by the cron run; the viewer was answered without one' );
	}

	public function test_a_viewers_own_read_meeting_a_refusal_is_an_error_and_meeting_an_outage_is_the_copy(): void {
		// Off the warm list: the viewer's read goes to Google itself (no background refresh involved).
		$good = $this->read_as( $this->admin );
		$this->flush_report_cache_keeping_last_good();
		Emulator::fault(
			array(
				'kind'       => 'forbidden',
				'api'        => 'searchconsole',
				'persistent' => true,
			)
		);
		$this->assertArrayNotHasKey( 'value', $this->read_as( $this->admin ) );

		Emulator::control( 'DELETE', '/faults' );
		$this->flush_report_cache_keeping_last_good();
		Emulator::fault(
			array(
				'kind'       => 'unavailable',
				'api'        => 'searchconsole',
				'persistent' => true,
			)
		);
		$answer = $this->read_as( $this->admin );
		$this->assertSame( $good['value'], $answer['value'] ?? null );
		$this->assertSame( 'unavailable', $answer['stale']['cause'] );
	}

	public function test_signing_in_again_ends_the_refusal_at_once(): void {
		$this->warm_then_refresh_into( array( 'kind' => 'unauthenticated' ) );
		Emulator::control( 'DELETE', '/faults' );
		$this->sign_in_with_google( $this->admin );
		do_action( 'googlesitekit_access_restored', $this->admin );
		$this->assertContains( 'refreshed', $this->plugin()->report_warmer()->run() );
		$this->assertArrayHasKey( 'value', $this->read_as( $this->editor ) );
	}

	/**
	 * Drops the fresh copies and the warm list, keeping the last good copies.
	 */
	private function flush_report_cache_keeping_last_good(): void {
		$cache = $this->plugin()->report_cache();
		// In this order: with a persistent object cache, a flush that keeps the last good copies finds the fresh
		// ones through the warm list.
		$cache->flush( true );
		$cache->warm_list()->forget( array_keys( $cache->warm_list()->entries( true ) ) );
	}
}
