<?php
/**
 * Class RevokedAccessTest
 *
 * @package Google\Site_Kit\Tests\Core\Authentication
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Authentication;

use Google\Site_Kit\Core\Admin\Boot_Data;
use Google\Site_Kit\Core\Authentication\Auth_Errors;
use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Core\Authentication\Token_Store;
use Google\Site_Kit\Core\Reports\Report_Cache;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * The only admin's Google access is revoked: the site stays set up (connection, module settings and owners,
 * sharing), the refusal is remembered so Google's token endpoint is not asked on every read, viewers are told to
 * ask the admin (never shown old data as if Google were merely down), and signing in again brings everything back. A failed sign-in's notice shows once.
 */
final class RevokedAccessTest extends TestCase {

	use Signs_In;

	private int $admin_id;

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		$this->admin_id = $this->login_as( 'administrator' )->ID;
		$this->sign_in_with_google( $this->admin_id );
		update_option(
			'googlesitekit_search_console_settings',
			array(
				'propertyID' => trailingslashit( home_url() ),
				'ownerID'    => $this->admin_id,
			)
		);
		update_option(
			'googlesitekit_dashboard_sharing',
			array(
				'search-console' => array(
					'sharedRoles' => array( 'editor' ),
					'management'  => 'owner',
				),
			)
		);
	}

	protected function tearDown(): void {
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	public function test_a_refused_refresh_keeps_the_site_set_up_and_is_not_retried_on_every_read(): void {
		Emulator::control( 'POST', '/revoke', array( 'account' => 'site.admin@example.com' ) );
		$this->expire_stored_token();
		$token_calls = count( Emulator::requests( '/oauth2.googleapis.com/token' ) );
		$api_calls   = count( Emulator::requests( 'searchAnalytics' ) );

		$first = $this->read( 28 );
		$this->assertSame( 401, $first->get_status() );
		$this->assertSame( 'oauth_token_error', $first->get_data()['code'] );
		$this->assertSame( $token_calls + 1, count( Emulator::requests( '/oauth2.googleapis.com/token' ) ), 'one refused refresh' );

		// Later reads (other reports, other requests) know the refusal: no token call, no API call.
		foreach ( array( 7, 14, 90 ) as $days ) {
			$this->assertSame( 401, $this->read( $days )->get_status() );
		}
		$this->assertSame( $token_calls + 1, count( Emulator::requests( '/oauth2.googleapis.com/token' ) ), 'the refusal is remembered' );
		$this->assertSame( $api_calls, count( Emulator::requests( 'searchAnalytics' ) ) );

		// Nothing configured is lost.
		$this->assertTrue( $this->plugin()->connection()->is_connected(), 'the site stays connected' );
		$this->assertSame( array( $this->admin_id ), $this->plugin()->connection()->connected_admin_ids() );
		$this->assertSame( $this->admin_id, (int) get_option( Authentication::OWNER_OPTION ) );
		$this->assertSame( $this->admin_id, (int) get_option( 'googlesitekit_search_console_settings' )['ownerID'] );
		$this->assertSame( trailingslashit( home_url() ), get_option( 'googlesitekit_search_console_settings' )['propertyID'] );
		$this->assertSame( array( 'editor' ), get_option( 'googlesitekit_dashboard_sharing' )['search-console']['sharedRoles'] );
		$this->assertNotNull( $this->plugin()->token_store()->profile( $this->admin_id ) );
		$this->assertTrue( $this->plugin()->authentication()->is_refused( $this->admin_id ) );

		// The admin is told why, with a way to sign in again; the dashboard stays (not the splash screen).
		$auth = rest_do_request( new WP_REST_Request( 'GET', '/google-site-kit/v1/core/user/data/authentication' ) )->get_data();
		$this->assertFalse( $auth['authenticated'] );
		$this->assertTrue( $auth['needsReauthentication'] );
		$this->assertSame( 'invalid_grant', $auth['authError']['code'] );
		$this->assertStringContainsString( 'Sign in with Google again', $auth['authError']['message'] );
		$this->assertStringContainsString( 'Token has been expired or revoked.', $auth['authError']['message'] );
		$this->assertStringContainsString( 'action=googlesitekit_connect', $auth['authError']['data']['reconnectURL'] );
		$screens = $this->plugin()->screens();
		$this->assertNull( $screens->redirect_url( $screens->screens()['googlesitekit-dashboard'] ) );
	}

	public function test_a_revoked_access_token_still_in_date_ends_the_same_way(): void {
		Emulator::control( 'POST', '/revoke', array( 'account' => 'site.admin@example.com' ) );
		$before = count( Emulator::requests( 'searchAnalytics' ) );

		$this->assertSame( 401, $this->read( 28 )->get_status() );
		$calls = array_slice( Emulator::requests( 'searchAnalytics' ), $before );
		$this->assertSame( array( 401 ), array_column( $calls, 'status' ), 'one 401, then the refused refresh, no retry' );
		$this->assertSame( 401, $this->read( 7 )->get_status() );
		$this->assertCount( 1, array_slice( Emulator::requests( 'searchAnalytics' ), $before ), 'no call once refused' );
		$this->assertTrue( $this->plugin()->connection()->is_connected() );
	}

	public function test_a_rate_limited_refresh_is_not_a_refusal(): void {
		$this->expire_stored_token();
		Emulator::fault(
			array(
				'kind' => 'rate_limit',
				'path' => '/oauth2.googleapis.com/token',
			)
		);
		$this->assertNotSame( 200, $this->read( 28 )->get_status() );
		$this->assertNull( $this->plugin()->token_store()->auth_error( $this->admin_id ) );
		$this->assertSame( 200, $this->read( 28 )->get_status(), 'the next read refreshes and works' );
	}

	public function test_viewers_are_told_to_ask_the_owner_and_the_owner_gets_data_back_after_signing_in_again(): void {
		$editor = $this->login_as( 'editor' );
		$good   = $this->read( 28 );
		$this->assertSame( 200, $good->get_status() );
		$this->assertFalse( $this->boot_data( $editor->ID )['sharedDataAuthError'] );

		Emulator::control( 'POST', '/revoke', array( 'account' => 'site.admin@example.com' ) );
		$this->drop_fresh_reports();
		// The background refresh renews the expired report and meets the refusal (until then viewers get the copy
		// unmarked: it is younger than twice its TTL).
		$this->assertContains( 'backoff', $this->plugin()->report_warmer()->run() );

		// A refusal is not papered over with the last good copy: the viewer is told whom to ask, without a sign-in
		// link of theirs, for a report read before and one never read alike.
		foreach ( array( 28, 90 ) as $days ) {
			$refused = $this->read( $days );
			$this->assertSame( 401, $refused->get_status(), wp_json_encode( $refused->get_data() ) );
			$this->assertSame( Auth_Errors::shared_message(), $refused->get_data()['message'] );
			$this->assertArrayNotHasKey( 'reconnectURL', (array) $refused->get_data()['data'] );
		}
		$this->assertTrue( $this->boot_data( $editor->ID )['sharedDataAuthError'], 'the viewer is told' );

		// The owner signs in again: fresh data, nothing to set up again.
		$this->sign_in_with_google( $this->admin_id );
		$this->assertNull( $this->plugin()->token_store()->auth_error( $this->admin_id ) );
		wp_set_current_user( $editor->ID );
		$this->drop_fresh_reports();
		$fresh = $this->read( 28 );
		$this->assertSame( 200, $fresh->get_status() );
		$this->assertArrayNotHasKey( 'X-GoogleSiteKit-Stale', $fresh->get_headers() );
		$this->assertSame( 200, $this->read( 90 )->get_status() );
		$this->assertFalse( $this->boot_data( $editor->ID )['sharedDataAuthError'] );
	}

	public function test_a_sign_in_error_shows_once_on_the_splash_screen_only(): void {
		update_user_option(
			$this->admin_id,
			Authentication::SETUP_ERROR,
			array(
				'code'    => 'invalid_client',
				'message' => 'The OAuth client was not found.',
			)
		);
		$screens = $this->plugin()->screens()->screens();
		$boot    = $this->boot();

		$this->assertSame( '', $boot->add( array(), $screens['googlesitekit-dashboard'] )['setupErrorCode'], 'not on another screen' );
		$shown = $boot->add( array(), $screens['googlesitekit-splash'] );
		$this->assertSame( 'invalid_client', $shown['setupErrorCode'] );
		$this->assertSame( 'The OAuth client was not found.', $shown['setupErrorMessage'] );
		$this->assertNotSame( '', $shown['setupErrorRedoURL'] );
		$this->assertSame( '', $boot->add( array(), $screens['googlesitekit-splash'] )['setupErrorCode'], 'a later visit does not show it again' );
		$this->assertFalse( get_user_option( Authentication::SETUP_ERROR, $this->admin_id ) );
	}

	/**
	 * The Search Console report through REST.
	 *
	 * @param int $days Date range.
	 */
	private function read( int $days ): \WP_REST_Response {
		$request = new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/search-console/data/searchanalytics' );
		$request->set_query_params( array( 'dateRange' => "last-$days-days" ) );
		return rest_do_request( $request );
	}

	/**
	 * Marks the stored access token as expired.
	 */
	private function expire_stored_token(): void {
		$tokens = $this->plugin()->token_store()->tokens( $this->admin_id );
		$this->plugin()->token_store()->save_tokens(
			$this->admin_id,
			array(
				'access_token'  => $tokens['access_token'],
				'refresh_token' => $tokens['refresh_token'],
				'expires_in'    => 0,
			)
		);
		$this->assertNotNull( get_user_option( Token_Store::TOKEN, $this->admin_id ) );
	}

	/**
	 * Drops the fresh cached reports, keeping the last good copies (as time passing would).
	 */
	private function drop_fresh_reports(): void {
		// Through the cache API, so it holds with a persistent object cache too (no rows then).
		$cache = new Report_Cache();
		foreach ( array_keys( $cache->warm_list()->entries( true ) ) as $key ) {
			$cache->expire( (string) $key );
		}
	}

	/**
	 * The user part of the boot data.
	 */
	private function boot(): Boot_Data {
		return new Boot_Data( $this->plugin()->authentication(), $this->plugin()->tracking(), $this->plugin()->modules(), $this->plugin()->permissions() );
	}

	/**
	 * The boot data of a user on the dashboard.
	 *
	 * @param int $user_id User.
	 * @return array<string, mixed>
	 */
	private function boot_data( int $user_id ): array {
		$current = get_current_user_id();
		wp_set_current_user( $user_id );
		try {
			return $this->boot()->add( array(), $this->plugin()->screens()->screens()['googlesitekit-dashboard'] );
		} finally {
			wp_set_current_user( $current );
		}
	}
	public function test_a_refusal_met_after_a_reset_leaves_nothing_behind(): void {
		$store = $this->plugin()->token_store();
		// This request read the tokens; then another request reset the plugin while this one waited on Google.
		$this->assertNotNull( $store->tokens( $this->admin_id ) );
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the other request's reset, past this request's cache.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE user_id = %d AND meta_key LIKE %s", $this->admin_id, '%googlesitekit%' ) );

		$this->plugin()->authentication()->refused( $this->admin_id, 'Request had invalid authentication credentials.' );

		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$left = $wpdb->get_col( $wpdb->prepare( "SELECT meta_key FROM {$wpdb->usermeta} WHERE user_id = %d AND meta_key LIKE %s", $this->admin_id, '%googlesitekit%' ) );
		$this->assertSame( array(), $left, 'no auth error written for a sign-in that is gone' );
	}
}
