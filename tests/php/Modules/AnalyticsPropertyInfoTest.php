<?php
/**
 * Class AnalyticsPropertyInfoTest
 *
 * @package Google\Site_Kit\Tests\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Modules;

use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Connected_Site;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * The analytics `property` datapoint: when the connected GA4 property was created (the dashboard notes
 * ranges before it), read once a day, for view-only viewers too.
 */
final class AnalyticsPropertyInfoTest extends TestCase {

	use Connected_Site;

	protected function setUp(): void {
		parent::setUp();
		$this->reset_with_demo_client();
		update_option( 'googlesitekit_active_modules', array( 'analytics' ) );
		update_option(
			'googlesitekit_analytics_settings',
			array(
				'accountID'       => '100000001',
				'propertyID'      => '300000001',
				'webDataStreamID' => '4000000001',
				'measurementID'   => 'G-PROPINFO1',
				'useSnippet'      => true,
				'ownerID'         => 0,
			)
		);
	}

	protected function tearDown(): void {
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	public function test_it_answers_the_property_creation_time_once_a_day(): void {
		$this->sign_in_with_google( $this->login_as( 'administrator' )->ID );
		$request  = new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/analytics/data/property' );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/', $data['createTime'] );
		$this->assertSame( 'Etc/UTC', $data['timeZone'] );
		$this->assertCount( 1, Emulator::requests( 'properties/300000001' ), 'one properties.get call to Google' );

		$this->assertSame( $data, rest_do_request( $request )->get_data() );
		$this->assertCount( 1, Emulator::requests( 'properties/300000001' ), 'the second answer came from the cache' );
	}
}
