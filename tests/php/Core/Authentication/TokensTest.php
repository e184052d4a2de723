<?php
/**
 * Class TokensTest
 *
 * @package Google\Site_Kit\Tests\Core\Authentication
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Authentication;

use Google\Site_Kit\Core\Authentication\Token_Store;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * Access tokens are refreshed once when they expire; a revoked grant becomes the user's auth error.
 */
final class TokensTest extends TestCase {

	use Signs_In;

	private int $admin_id;

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		update_option( 'googlesitekit_search_console_settings', array( 'propertyID' => trailingslashit( home_url() ) ) );
		$this->admin_id = $this->login_as( 'administrator' )->ID;
		$this->sign_in_with_google( $this->admin_id );
	}

	public function test_an_expired_access_token_is_refreshed_once_before_the_call(): void {
		$this->expire_stored_token();
		$before = $this->refresh_grants();

		$response = $this->search_analytics();

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( $before + 1, $this->refresh_grants(), 'one refresh_token grant' );
		$this->assertGreaterThan( time() + 60, $this->plugin()->token_store()->tokens( $this->admin_id )['expires_at'] );
	}

	public function test_a_token_google_no_longer_accepts_is_refreshed_once_and_the_call_retried(): void {
		// The emulator's clock jumps past the token's lifetime; our copy still looks valid.
		Emulator::control( 'POST', '/clock', array( 'advanceSeconds' => 3700 ) );
		$before_calls = count( Emulator::requests( 'searchAnalytics' ) );

		$response = $this->search_analytics();

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$calls = array_slice( Emulator::requests( 'searchAnalytics' ), $before_calls );
		$this->assertSame( array( 401, 200 ), array_column( $calls, 'status' ), 'a 401, then the retry with the new token' );
		$this->assertSame( 1, $this->refresh_grants() );
	}

	public function test_a_revoked_grant_turns_into_the_auth_error_with_a_reconnect_url(): void {
		Emulator::control( 'POST', '/revoke', array( 'account' => 'site.admin@example.com' ) );
		$this->expire_stored_token();

		$response = $this->search_analytics();
		$data     = $response->get_data();

		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'oauth_token_error', $data['code'] );
		$this->assertStringContainsString( 'admin-post.php?action=googlesitekit_connect', $data['data']['reconnectURL'] );

		$auth = rest_do_request( new WP_REST_Request( 'GET', '/google-site-kit/v1/core/user/data/authentication' ) )->get_data();
		$this->assertFalse( $auth['authenticated'] );
		$this->assertTrue( $auth['needsReauthentication'] );
		$this->assertSame( 'invalid_grant', $auth['authError']['code'] );
		$this->assertNotEmpty( $auth['authError']['data']['reconnectURL'] );
	}

	public function test_disconnect_revokes_the_grant_and_forgets_the_tokens(): void {
		$response = rest_do_request( new WP_REST_Request( 'POST', '/google-site-kit/v1/core/user/data/disconnect' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertNull( $this->plugin()->token_store()->tokens( $this->admin_id ) );
		$this->assertNull( $this->plugin()->token_store()->profile( $this->admin_id ) );
		$this->assertCount( 1, array_filter( Emulator::requests( '/oauth2.googleapis.com/revoke' ), static fn( $r ) => 200 === $r['status'] ) );
		$this->assertFalse( $this->plugin()->connection()->is_connected() );
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
	 * How many refresh grants the emulator saw (successful token calls after sign-in that were not code exchanges).
	 */
	private function refresh_grants(): int {
		$token_calls = Emulator::requests( '/oauth2.googleapis.com/token' );
		// The first token call is the code exchange of the sign-in.
		return max( 0, count( $token_calls ) - 1 );
	}

	/**
	 * Calls the Search Console report through REST.
	 */
	private function search_analytics(): \WP_REST_Response {
		$request = new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/search-console/data/searchanalytics' );
		$request->set_query_params( array( 'dateRange' => 'last-28-days' ) );
		return rest_do_request( $request );
	}
}
