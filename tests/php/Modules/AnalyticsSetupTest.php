<?php
/**
 * Class AnalyticsSetupTest
 *
 * @package Google\Site_Kit\Tests\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Modules;

use Google\Site_Kit\Modules\Analytics\Admin;
use Google\Site_Kit\Modules\Analytics\Analytics;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * What the Analytics setup calls: account summaries, web data streams, and the
 * property and stream it creates (with the analytics.edit scope only).
 */
final class AnalyticsSetupTest extends TestCase {

	use Signs_In;

	private const ACCOUNT = '100000001';

	/**
	 * The admin signed in with Google, Analytics active.
	 */
	private int $user_id;

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		update_option( 'googlesitekit_active_modules', array( 'analytics' ) );
		$this->user_id = $this->login_as( 'administrator' )->ID;
	}

	protected function tearDown(): void {
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	/**
	 * Calls a datapoint of the analytics module.
	 *
	 * @param string               $method    GET or POST.
	 * @param string               $datapoint Datapoint.
	 * @param array<string, mixed> $params    Query (GET) or data (POST).
	 */
	private function call( string $method, string $datapoint, array $params = array() ): WP_REST_Response {
		$request = new WP_REST_Request( $method, '/google-site-kit/v1/modules/analytics/data/' . $datapoint );
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_body_params( array( 'data' => $params ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * Calls to the GA4 Admin API that created something.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function creations(): array {
		return array_values( array_filter( Emulator::requests( 'analyticsadmin' ), static fn( $r ) => 'POST' === $r['method'] ) );
	}

	public function test_account_summaries_carry_the_numeric_ids_of_accounts_and_properties(): void {
		$this->sign_in_with_google( $this->user_id );
		$response = $this->call( 'GET', 'account-summaries' );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$account = $response->get_data()[0];
		$this->assertSame( self::ACCOUNT, $account['_id'] );
		$this->assertSame( 'accounts/' . self::ACCOUNT, $account['account'] );
		$this->assertSame( array( '300000001', '300000002' ), array_column( $account['propertySummaries'], '_id' ) );
	}

	public function test_web_data_streams_carry_their_id_and_measurement_id(): void {
		$this->sign_in_with_google( $this->user_id );
		$response = $this->call( 'GET', 'webdatastreams', array( 'propertyID' => '300000001' ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$stream = $response->get_data()[0];
		$this->assertSame( '4000000001', $stream['_id'] );
		$this->assertMatchesRegularExpression( '/^G-[A-Z0-9]+$/', $stream['webStreamData']['measurementId'] );
		$this->assertSame( trailingslashit( home_url() ), trailingslashit( $stream['webStreamData']['defaultUri'] ) );
	}

	public function test_creating_a_property_without_the_edit_scope_asks_for_it_and_calls_no_one(): void {
		$this->sign_in_with_google( $this->user_id );
		$response = $this->call( 'POST', 'create-property', array( 'accountID' => self::ACCOUNT ) );
		$data     = $response->get_data();

		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'missing_required_scopes', $data['code'] );
		$this->assertSame( array( Analytics::EDIT_SCOPE ), $data['data']['scopes'] );
		$this->assertStringContainsString( 'googlesitekit_connect', $data['data']['reconnectURL'] );
		$this->assertStringContainsString( rawurlencode( Analytics::EDIT_SCOPE ), $data['data']['reconnectURL'] );
		$this->assertSame( array(), $this->creations(), 'Google is not called without the scope' );

		$stream = $this->call( 'POST', 'create-webdatastream', array( 'propertyID' => '300000001' ) );
		$this->assertSame( 'missing_required_scopes', $stream->get_data()['code'] );
	}

	public function test_creates_a_property_named_after_the_site_in_the_wordpress_time_zone(): void {
		$this->set_option( 'blogname', 'Harvest &amp; Hearth Test' );
		$this->set_option( 'timezone_string', 'Europe/Berlin' );
		$this->sign_in_with_google( $this->user_id, array( Analytics::EDIT_SCOPE ) );

		$response = $this->call( 'POST', 'create-property', array( 'accountID' => self::ACCOUNT ) );
		$property = $response->get_data();

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $property ) );
		$this->assertMatchesRegularExpression( '/^\d+$/', $property['_id'] );
		$this->assertSame( 'properties/' . $property['_id'], $property['name'] );
		$this->assertSame( 'accounts/' . self::ACCOUNT, $property['parent'] );
		$this->assertSame( 'Harvest & Hearth Test', $property['displayName'] );
		$this->assertSame( 'Europe/Berlin', $property['timeZone'] );
		$this->assertCount( 1, $this->creations() );

		$summaries = $this->call( 'GET', 'account-summaries' )->get_data();
		$this->assertContains( $property['_id'], array_column( $summaries[0]['propertySummaries'], '_id' ), 'the new property is listed' );
	}

	public function test_a_given_name_and_time_zone_are_used(): void {
		$this->sign_in_with_google( $this->user_id, array( Analytics::EDIT_SCOPE ) );
		$response = $this->call(
			'POST',
			'create-property',
			array(
				'accountID'   => self::ACCOUNT,
				'displayName' => 'My shop',
				'timezone'    => 'America/New_York',
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'My shop', $response->get_data()['displayName'] );
		$this->assertSame( 'America/New_York', $response->get_data()['timeZone'] );
	}

	public function test_creates_a_web_data_stream_for_the_home_url(): void {
		$this->sign_in_with_google( $this->user_id, array( Analytics::EDIT_SCOPE ) );
		$property = $this->call( 'POST', 'create-property', array( 'accountID' => self::ACCOUNT ) )->get_data()['_id'];

		$response = $this->call( 'POST', 'create-webdatastream', array( 'propertyID' => $property ) );
		$stream   = $response->get_data();

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $stream ) );
		$this->assertMatchesRegularExpression( '/^\d+$/', $stream['_id'] );
		$this->assertSame( 'WEB_DATA_STREAM', $stream['type'] );
		$this->assertSame( home_url( '/' ), $stream['webStreamData']['defaultUri'] );
		$this->assertSame( (string) wp_parse_url( home_url(), PHP_URL_HOST ), $stream['displayName'] );
		$this->assertMatchesRegularExpression( '/^G-[A-Z0-9]+$/', $stream['webStreamData']['measurementId'] );

		$listed = $this->call( 'GET', 'webdatastreams', array( 'propertyID' => $property ) )->get_data();
		$this->assertSame( array( $stream['_id'] ), array_column( $listed, '_id' ) );
	}

	/**
	 * Provides bad arguments with the error each must give.
	 *
	 * @return array<string, array{string, array<string, mixed>, string}>
	 */
	public function data_bad_arguments(): array {
		return array(
			'no account'           => array( 'create-property', array(), 'rest_missing_callback_param' ),
			'account not numeric'  => array( 'create-property', array( 'accountID' => 'accounts/1' ), 'rest_invalid_param' ),
			'bad time zone'        => array(
				'create-property',
				array(
					'accountID' => self::ACCOUNT,
					'timezone'  => 'not a zone',
				),
				'rest_invalid_param',
			),
			'no property'          => array( 'create-webdatastream', array(), 'rest_missing_callback_param' ),
			'property not numeric' => array( 'create-webdatastream', array( 'propertyID' => 'property_create' ), 'rest_invalid_param' ),
		);
	}

	/**
	 * Bad arguments are refused before Google is called.
	 *
	 * @dataProvider data_bad_arguments
	 *
	 * @param string               $datapoint Datapoint.
	 * @param array<string, mixed> $params    Arguments.
	 * @param string               $code      Expected error code.
	 */
	public function test_bad_arguments_are_refused_before_google_is_called( string $datapoint, array $params, string $code ): void {
		$this->sign_in_with_google( $this->user_id, array( Analytics::EDIT_SCOPE ) );
		$response = $this->call( 'POST', $datapoint, $params );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( $code, $response->get_data()['code'] );
		$this->assertSame( array(), $this->creations() );
	}

	public function test_a_provider_failure_while_creating_becomes_the_mapped_error(): void {
		$this->sign_in_with_google( $this->user_id, array( Analytics::EDIT_SCOPE ) );
		Emulator::fault(
			array(
				'kind' => 'internal',
				'api'  => 'analyticsadmin',
			)
		);
		$response = $this->call( 'POST', 'create-property', array( 'accountID' => self::ACCOUNT ) );
		$this->assertSame( 500, $response->get_status() );
		$this->assertSame( 'internal_server_error', $response->get_data()['code'] );
		$this->assertSame( 'There was a critical error on this website while fetching data.', $response->get_data()['message'] );
	}

	public function test_a_property_in_an_account_of_someone_else_is_refused_by_google(): void {
		$this->sign_in_with_google( $this->user_id, array( Analytics::EDIT_SCOPE ) );
		$response = $this->call( 'POST', 'create-property', array( 'accountID' => '100000002' ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'PERMISSION_DENIED', $response->get_data()['code'] );
	}

	/**
	 * Saves Analytics settings through the REST API.
	 *
	 * @param array<string, mixed> $settings Settings to send.
	 */
	private function save_settings( array $settings ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/google-site-kit/v1/modules/analytics/data/settings' );
		$request->set_body_params( array( 'data' => $settings ) );
		return rest_do_request( $request );
	}

	public function test_a_new_web_data_stream_takes_its_measurement_id_from_google(): void {
		$this->sign_in_with_google( $this->user_id );
		$streams  = $this->call( 'GET', 'webdatastreams', array( 'propertyID' => '300000002' ) )->get_data();
		$response = $this->save_settings(
			array(
				'accountID'       => self::ACCOUNT,
				'propertyID'      => '300000002',
				'webDataStreamID' => '4000000002',
				'measurementID'   => 'G-TYPEDBYHAND',
			)
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( $streams[0]['webStreamData']['measurementId'], $response->get_data()['measurementID'] );
		$this->assertSame( $streams[0]['webStreamData']['measurementId'], get_option( 'googlesitekit_analytics_settings' )['measurementID'] );
	}

	public function test_a_failure_to_read_the_stream_saves_nothing(): void {
		$this->sign_in_with_google( $this->user_id );
		$before = array(
			'accountID'       => self::ACCOUNT,
			'propertyID'      => '300000001',
			'webDataStreamID' => '4000000001',
			'measurementID'   => 'G-BEFORE',
			'useSnippet'      => true,
			'ownerID'         => $this->user_id,
		);
		update_option( 'googlesitekit_analytics_settings', $before );
		Emulator::fault(
			array(
				'kind' => 'internal',
				'api'  => 'analyticsadmin',
			)
		);
		$response = $this->save_settings(
			array(
				'propertyID'      => '300000002',
				'webDataStreamID' => '4000000002',
			)
		);
		$this->assertSame( 500, $response->get_status() );
		$this->assertSame( 'internal_server_error', $response->get_data()['code'] );
		$this->assertSame( $before, get_option( 'googlesitekit_analytics_settings' ) );
	}

	public function test_a_stream_of_another_property_is_refused_by_google(): void {
		$this->sign_in_with_google( $this->user_id );
		$response = $this->save_settings(
			array(
				'accountID'       => self::ACCOUNT,
				'propertyID'      => '300000001',
				'webDataStreamID' => '4000000002',
			)
		);
		$this->assertGreaterThanOrEqual( 400, $response->get_status() );
		$this->assertFalse( get_option( 'googlesitekit_analytics_settings' ) );
	}

	/**
	 * Provides WordPress time zone settings with the IANA zone Google gets.
	 *
	 * @return array<string, array{string, float, string}>
	 */
	public function data_time_zones(): array {
		return array(
			'a city'   => array( 'Asia/Tokyo', 0.0, 'Asia/Tokyo' ),
			'UTC'      => array( '', 0.0, 'Etc/UTC' ),
			'UTC+2'    => array( '', 2.0, 'Etc/GMT-2' ),
			'UTC-5'    => array( '', -5.0, 'Etc/GMT+5' ),
			'UTC+5:30' => array( '', 5.5, 'Asia/Kolkata' ),
		);
	}

	/**
	 * WordPress's time zone setting becomes an IANA name.
	 *
	 * @dataProvider data_time_zones
	 *
	 * @param string $zone     timezone_string.
	 * @param float  $offset   gmt_offset.
	 * @param string $expected IANA name.
	 */
	public function test_the_wordpress_time_zone_becomes_an_iana_name( string $zone, float $offset, string $expected ): void {
		$this->set_option( 'timezone_string', $zone );
		$this->set_option( 'gmt_offset', $offset );
		$this->assertSame( $expected, Admin::wordpress_timezone() );
	}
}
