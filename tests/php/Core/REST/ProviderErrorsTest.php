<?php
/**
 * Class ProviderErrorsTest
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
 * Each failure injected at the provider becomes the error the UI acts on, and changes nothing stored.
 */
final class ProviderErrorsTest extends TestCase {

	use Signs_In;

	private const SETTINGS_OPTION = 'googlesitekit_search_console_settings';

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		update_option( self::SETTINGS_OPTION, array( 'propertyID' => trailingslashit( home_url() ) ) );
		$user = $this->login_as( 'administrator' );
		$this->sign_in_with_google( $user->ID );
	}

	/**
	 * Provides each fault with the REST error it must become.
	 *
	 * @return array<string, array{array<string, mixed>, int, string, string, int}>
	 */
	public function data_faults(): array {
		return array(
			'500'                       => array( array( 'kind' => 'internal' ), 500, 'internal_server_error', 'There was a critical error on this website while fetching data.', 1 ),
			'503'                       => array( array( 'kind' => 'unavailable' ), 500, 'internal_server_error', 'There was a critical error on this website while fetching data.', 1 ),
			'invalid JSON'              => array( array( 'kind' => 'invalid_json' ), 500, 'invalid_json', 'The server provided an invalid response.', 1 ),
			'403 insufficient'          => array( array( 'kind' => 'insufficient_permissions' ), 403, 'PERMISSION_DENIED', '', 1 ),
			'429 rate limit'            => array( array( 'kind' => 'rate_limit' ), 429, 'RESOURCE_EXHAUSTED', '', 1 ),
			'401 twice (token refused)' => array(
				array(
					'kind'  => 'unauthenticated',
					'count' => 2,
				),
				401,
				'oauth_token_error',
				'',
				2,
			),
		);
	}

	/**
	 * A fault at Search Console maps to the spec's error, is not retried (but for one 401), and leaves the settings alone.
	 *
	 * @dataProvider data_faults
	 *
	 * @param array<string, mixed> $fault   Fault to inject.
	 * @param int                  $status  Expected HTTP status.
	 * @param string               $code    Expected error code.
	 * @param string               $message Expected message ('' to skip).
	 * @param int                  $calls   Expected calls to the API.
	 */
	public function test_a_provider_fault_becomes_the_mapped_error( array $fault, int $status, string $code, string $message, int $calls ): void {
		$settings = get_option( self::SETTINGS_OPTION );
		Emulator::fault( $fault + array( 'api' => 'searchconsole' ) );

		$request = new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/search-console/data/searchanalytics' );
		$request->set_query_params( array( 'dateRange' => 'last-7-days' ) );
		$response = rest_do_request( $request );
		$data     = $response->get_data();

		$this->assertSame( $status, $response->get_status(), wp_json_encode( $data ) );
		$this->assertSame( $code, $data['code'] );
		if ( '' !== $message ) {
			$this->assertSame( $message, $data['message'] );
		}
		if ( 403 === $status ) {
			$this->assertSame( 'insufficientPermissions', $data['data']['reason'] );
		}
		if ( 429 === $status ) {
			$this->assertSame( 'rateLimitExceeded', $data['data']['reason'] );
		}
		if ( 401 === $status ) {
			$this->assertStringContainsString( 'googlesitekit_connect', $data['data']['reconnectURL'] );
		}
		$this->assertArrayNotHasKey( 'detail', (array) $data['data'], 'no transport details reach the browser' );
		if ( 'internal_server_error' === $code ) {
			$this->assertNotEmpty( $data['data']['providerMessage'] ?? '', 'Google\'s own reason for a 5xx reaches the site owner' );
		}
		$this->assertCount( $calls, Emulator::requests( 'searchAnalytics' ) );
		$this->assertSame( $settings, get_option( self::SETTINGS_OPTION ), 'settings unchanged' );
	}

	public function test_a_failed_site_verification_leaves_the_site_unverified(): void {
		Emulator::fault(
			array(
				'kind' => 'internal',
				'api'  => 'siteverification',
			)
		);
		$response = rest_do_request( new WP_REST_Request( 'POST', '/google-site-kit/v1/modules/site-verification/data/verify' ) );
		$this->assertSame( 500, $response->get_status() );
		$this->assertSame( 'internal_server_error', $response->get_data()['code'] );
		$this->assertFalse( $this->plugin()->modules()->get( 'site-verification' )->is_connected() );
	}

	public function test_a_missing_scope_asks_for_it_through_the_permissions_modal(): void {
		update_option( 'googlesitekit_active_modules', array( 'analytics' ) );
		update_option(
			'googlesitekit_analytics_settings',
			array(
				'propertyID'    => '300000001',
				'measurementID' => 'G-TEST',
			)
		);
		$request = new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/analytics/data/report' );
		$request->set_query_params( array( 'metrics' => 'totalUsers' ) );
		$response = rest_do_request( $request );
		$data     = $response->get_data();

		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'missing_required_scopes', $data['code'] );
		$this->assertSame( array( 'https://www.googleapis.com/auth/analytics.readonly' ), $data['data']['scopes'] );
		$this->assertStringContainsString( 'additional_scopes', $data['data']['reconnectURL'] );
		$this->assertCount( 0, Emulator::requests( 'analyticsdata' ), 'Google is not called without the scope' );
	}
}
