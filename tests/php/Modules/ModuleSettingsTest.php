<?php
/**
 * Class ModuleSettingsTest
 *
 * @package Google\Site_Kit\Tests\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Modules;

use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * What the setup screens save: the whole settings object as the store read it.
 */
final class ModuleSettingsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->plugin()->reset_service()->all();
	}

	protected function tearDown(): void {
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	/**
	 * Saves module settings over REST.
	 *
	 * @param string               $slug     Module slug.
	 * @param array<string, mixed> $settings Settings.
	 * @return array{0: int, 1: mixed}
	 */
	private function save( string $slug, array $settings ): array {
		$request = new WP_REST_Request( 'POST', '/google-site-kit/v1/modules/' . $slug . '/data/settings' );
		$request->set_body_params( array( 'data' => $settings ) );
		$response = rest_do_request( $request );
		return array( $response->get_status(), $response->get_data() );
	}

	public function test_settings_sent_back_with_their_owner_are_saved_and_the_owner_stays_the_servers(): void {
		$admin = $this->login_as( 'administrator' )->ID;
		$read  = rest_do_request( new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/search-console/data/settings' ) )->get_data();
		$this->assertSame( 0, $read['ownerID'] );

		list( $status, $saved ) = $this->save( 'search-console', array( 'propertyID' => trailingslashit( home_url() ) ) + $read );
		$this->assertSame( 200, $status, wp_json_encode( $saved ) );
		$this->assertSame( trailingslashit( home_url() ), $saved['propertyID'] );
		$this->assertSame( $admin, $saved['ownerID'], 'the admin who set it up owns it' );

		list( $status, $saved ) = $this->save(
			'search-console',
			array(
				'propertyID' => 'sc-domain:example.org',
				'ownerID'    => $admin + 1000,
			)
		);
		$this->assertSame( 200, $status );
		$this->assertSame( 'sc-domain:example.org', $saved['propertyID'] );
		$this->assertSame( $admin, $saved['ownerID'], 'the owner cannot be set through the settings' );
	}

	public function test_an_unknown_setting_is_still_refused(): void {
		$this->login_as( 'administrator' );
		list( $status, $error ) = $this->save( 'adsense', array( 'publisher' => 'pub-1' ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'rest_invalid_param', $error['code'] );
	}
}
