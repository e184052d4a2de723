<?php
/**
 * Class AdSenseSetupTest
 *
 * @package Google\Site_Kit\Tests\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Modules;

use Google\Site_Kit\Modules\AdSense\AdSense;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * What the AdSense setup calls: the accounts, the account's ad clients, then the settings; and the connected account's
 * creation time (accounts.get), which the dashboard's note for ranges before it needs.
 */
final class AdSenseSetupTest extends TestCase {

	use Signs_In;

	private const PUB = 'pub-1357924680135792';

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		update_option( 'googlesitekit_active_modules', array( 'adsense' ) );
		$this->sign_in_with_google( $this->login_as( 'administrator' )->ID );
	}

	protected function tearDown(): void {
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	public function test_lists_the_ad_clients_of_an_account_with_their_ids(): void {
		$request = new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/adsense/data/adclients' );
		$request->set_query_params( array( 'accountID' => self::PUB ) );
		$response = rest_do_request( $request );

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame(
			array(
				array(
					'_id'         => 'ca-' . self::PUB,
					'name'        => 'accounts/' . self::PUB . '/adclients/ca-' . self::PUB,
					'productCode' => 'AFC',
					'state'       => 'READY',
				),
			),
			$response->get_data()
		);
	}

	public function test_an_account_id_that_is_not_a_publisher_id_is_refused(): void {
		$request = new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/adsense/data/adclients' );
		$request->set_query_params( array( 'accountID' => 'accounts/' . self::PUB ) );
		$response = rest_do_request( $request );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertSame( array(), Emulator::requests( 'adclients' ) );
	}

	public function test_saved_settings_put_the_auto_ads_snippet_on_the_front_end(): void {
		$this->save_settings(
			array(
				'accountID'  => self::PUB,
				'clientID'   => 'ca-' . self::PUB,
				'useSnippet' => true,
			)
		);

		$home = wp_remote_retrieve_body( wp_remote_get( home_url( '/' ), array( 'timeout' => 30 ) ) );
		$this->assertStringContainsString( 'adsbygoogle.js?client=ca-' . self::PUB, $home );

		$this->save_settings( array( 'useSnippet' => false ) );
		$home = wp_remote_retrieve_body( wp_remote_get( home_url( '/' ), array( 'timeout' => 30 ) ) );
		$this->assertStringNotContainsString( 'adsbygoogle.js', $home, 'no snippet once it is turned off' );
	}

	/**
	 * The accounts.get calls Google received for the demo account.
	 */
	private function account_gets(): array {
		return array_values(
			array_filter(
				Emulator::requests( 'accounts/' . self::PUB ),
				static fn( $r ) => str_ends_with( (string) $r['path'], 'accounts/' . self::PUB )
			)
		);
	}

	private function read_account(): \WP_REST_Response {
		return rest_do_request( new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/adsense/data/account' ) );
	}

	public function test_reads_the_connected_account_creation_time(): void {
		$this->connect_account();

		$response = $this->read_account();
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		// The demo account was created on the first day of its data, at the time of day it keeps.
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T16:40:11\.206Z$/', $data['createTime'] );
		$this->assertSame( 'Etc/UTC', $data['timeZone'] );
		$this->assertCount( 1, $this->account_gets() );

		// A day's cache: a second read does not ask Google again.
		$this->assertSame( $data, $this->read_account()->get_data() );
		$this->assertCount( 1, $this->account_gets() );
	}

	public function test_every_report_dimension_it_accepts_is_one_adsense_answers_and_an_unknown_one_is_refused_before_google(): void {
		$this->connect_account();
		foreach ( AdSense::DIMENSIONS as $dimension ) {
			$answer = $this->read_batch(
				array(
					'r' => array(
						'modules/adsense/data/report',
						array(
							'metrics'    => array( 'ESTIMATED_EARNINGS' ),
							'dimensions' => array( $dimension ),
							'dateRange'  => 'last-28-days',
						),
					),
				)
			)['r'];
			$this->assertArrayHasKey( 'value', $answer, $dimension . ': ' . wp_json_encode( $answer ) );
		}

		Emulator::control( 'DELETE', '/requests' );
		$refused = $this->read_batch(
			array(
				'r' => array(
					'modules/adsense/data/report',
					array(
						'metrics'    => array( 'ESTIMATED_EARNINGS' ),
						'dimensions' => array( 'URL_CHANNEL' ),
						'dateRange'  => 'last-28-days',
					),
				),
			)
		)['r'];
		$this->assertSame( 'rest_invalid_param', $refused['error']['code'] ?? null, (string) wp_json_encode( $refused ) );
		$this->assertSame( array(), Emulator::requests( 'reports:generate' ) );
	}

	/**
	 * Saves the demo account and its ad client as the module's settings.
	 */
	private function connect_account(): void {
		$this->save_settings(
			array(
				'accountID' => self::PUB,
				'clientID'  => 'ca-' . self::PUB,
			)
		);
	}

	/**
	 * Saves module settings through the REST route, as the settings screen does.
	 *
	 * @param array<string, mixed> $data Settings to change.
	 */
	private function save_settings( array $data ): void {
		$request = new WP_REST_Request( 'POST', '/google-site-kit/v1/modules/adsense/data/settings' );
		$request->set_body_params( array( 'data' => $data ) );
		$this->assertSame( 200, rest_do_request( $request )->get_status() );
	}

	public function test_without_an_account_nothing_is_asked(): void {
		$response = $this->read_account();
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'module_not_connected', $response->get_data()['code'] );
		$this->assertSame( array(), Emulator::requests( 'adsense.googleapis.com' ) );
	}

	public function test_keeps_only_the_fields_the_dashboard_uses(): void {
		$this->assertSame(
			array(
				'createTime' => '2020-01-02T03:04:05Z',
				'timeZone'   => 'Europe/Paris',
			),
			AdSense::from_account(
				array(
					'name'       => 'accounts/' . self::PUB,
					'createTime' => '2020-01-02T03:04:05Z',
					'timeZone'   => array( 'id' => 'Europe/Paris' ),
					'state'      => 'READY',
				)
			)
		);
		$this->assertSame(
			array(
				'createTime' => '',
				'timeZone'   => '',
			),
			AdSense::from_account( array() )
		);
	}
}
