<?php
/**
 * Class SharingTest
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
 * Dashboard sharing: a role a module is shared with reads its data with the owner's token, and nothing else.
 */
final class SharingTest extends TestCase {

	use Signs_In;

	private int $owner_id;

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		$this->owner_id = $this->login_as( 'administrator' )->ID;
		$this->sign_in_with_google( $this->owner_id );
		update_option(
			'googlesitekit_search_console_settings',
			array(
				'propertyID' => trailingslashit( home_url() ),
				'ownerID'    => $this->owner_id,
			)
		);
	}

	public function test_a_shared_module_is_readable_by_the_role_with_the_owners_token(): void {
		$saved = $this->post(
			'/core/modules/data/sharing-settings',
			array(
				'sharingSettings' => array(
					'search-console' => array(
						'sharedRoles' => array( 'editor' ),
						'management'  => 'owner',
					),
				),
			)
		);
		$this->assertSame( 200, $saved->get_status(), wp_json_encode( $saved->get_data() ) );
		$this->assertSame( array( 'editor' ), $saved->get_data()['settings']['search-console']['sharedRoles'] );

		$this->login_as( 'editor' );
		$report = rest_do_request( $this->get( '/modules/search-console/data/searchanalytics', array( 'dateRange' => 'last-7-days' ) ) );
		$this->assertSame( 200, $report->get_status(), wp_json_encode( $report->get_data() ) );
		$this->assertNotEmpty( $report->get_data()['rows'] );

		$this->assertSame( 403, rest_do_request( $this->get( '/modules/search-console/data/matched-sites' ) )->get_status(), 'only shareable datapoints' );
		$this->assertSame( 403, rest_do_request( $this->get( '/modules/search-console/data/settings' ) )->get_status() );
		$this->assertSame( 403, rest_do_request( $this->get( '/modules/pagespeed-insights/data/pagespeed', array( 'url' => home_url( '/' ) ) ) )->get_status(), 'modules not shared stay closed' );

		$this->login_as( 'author' );
		$this->assertSame( 403, rest_do_request( $this->get( '/modules/search-console/data/searchanalytics' ) )->get_status() );
	}

	public function test_sharing_refuses_unknown_roles_and_modules_that_cannot_be_shared(): void {
		$before = get_option( 'googlesitekit_dashboard_sharing' );
		$bad    = $this->post( '/core/modules/data/sharing-settings', array( 'sharingSettings' => array( 'search-console' => array( 'sharedRoles' => array( 'pirate' ) ) ) ) );
		$this->assertSame( 400, $bad->get_status() );
		$this->assertStringContainsString( 'pirate', $bad->get_data()['message'] );
		$bad = $this->post( '/core/modules/data/sharing-settings', array( 'sharingSettings' => array( 'site-verification' => array( 'sharedRoles' => array( 'editor' ) ) ) ) );
		$this->assertSame( 400, $bad->get_status() );
		$this->assertSame( $before, get_option( 'googlesitekit_dashboard_sharing' ) );
	}

	public function test_another_admin_may_change_the_sharing_only_when_all_admins_manage_it_and_then_becomes_the_owner(): void {
		$this->login_as( 'administrator' );
		$denied = $this->post( '/core/modules/data/sharing-settings', array( 'sharingSettings' => array( 'search-console' => array( 'sharedRoles' => array( 'editor' ) ) ) ) );
		$this->assertSame( 403, $denied->get_status() );

		wp_set_current_user( $this->owner_id );
		$this->post(
			'/core/modules/data/sharing-settings',
			array(
				'sharingSettings' => array(
					'search-console' => array(
						'sharedRoles' => array(),
						'management'  => 'all_admins',
					),
				),
			)
		);

		$other = $this->login_as( 'administrator' );
		// Their token serves the shared data from now on: they must be signed in with Google.
		$this->sign_in_with_google( $other->ID );
		$allowed = $this->post(
			'/core/modules/data/sharing-settings',
			array(
				'sharingSettings' => array(
					'search-console' => array(
						'sharedRoles' => array( 'editor' ),
						'management'  => 'all_admins',
					),
				),
			)
		);
		$this->assertSame( 200, $allowed->get_status(), wp_json_encode( $allowed->get_data() ) );
		$this->assertSame( array( 'search-console' => $other->ID ), (array) $allowed->get_data()['newOwnerIDs'] );
		$this->assertSame( $other->ID, $this->plugin()->modules()->get( 'search-console' )->owner_id() );
	}

	/**
	 * A GET request.
	 *
	 * @param string               $path  Path below the namespace.
	 * @param array<string, mixed> $query Query.
	 */
	private function get( string $path, array $query = array() ): WP_REST_Request {
		$request = new WP_REST_Request( 'GET', '/google-site-kit/v1' . $path );
		$request->set_query_params( $query );
		return $request;
	}

	/**
	 * Sends a POST with a data body.
	 *
	 * @param string               $path Path below the namespace.
	 * @param array<string, mixed> $data Data.
	 */
	private function post( string $path, array $data ): \WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/google-site-kit/v1' . $path );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( array( 'data' => $data ) ) );
		return rest_do_request( $request );
	}
}
