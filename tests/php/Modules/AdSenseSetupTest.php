<?php
/**
 * Class AdSenseSetupTest
 *
 * @package Google\Site_Kit\Tests\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Modules;

use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * What the AdSense setup calls: the accounts, the account's ad clients, then the settings.
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
		$request = new WP_REST_Request( 'POST', '/google-site-kit/v1/modules/adsense/data/settings' );
		$request->set_body_params(
			array(
				'data' => array(
					'accountID'  => self::PUB,
					'clientID'   => 'ca-' . self::PUB,
					'useSnippet' => true,
				),
			)
		);
		$this->assertSame( 200, rest_do_request( $request )->get_status() );

		$home = wp_remote_retrieve_body( wp_remote_get( home_url( '/' ), array( 'timeout' => 30 ) ) );
		$this->assertStringContainsString( 'adsbygoogle.js?client=ca-' . self::PUB, $home );

		$request->set_body_params( array( 'data' => array( 'useSnippet' => false ) ) );
		$this->assertSame( 200, rest_do_request( $request )->get_status() );
		$home = wp_remote_retrieve_body( wp_remote_get( home_url( '/' ), array( 'timeout' => 30 ) ) );
		$this->assertStringNotContainsString( 'adsbygoogle.js', $home, 'no snippet once it is turned off' );
	}
}
