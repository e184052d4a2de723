<?php
/**
 * Class ResetSiteTest
 *
 * @package Google\Site_Kit\Tests\Multisite
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Multisite;

use Google\Site_Kit\Core\User\User_Date_Range;
use WP_REST_Request;
use WP_REST_Response;

/**
 * POST core/network/data/reset-site: the super admin resets one site's connection; every other site stays connected,
 * and the user meta shared by the network stays. Nobody else may, and a site that is not there changes nothing.
 *
 * @group multisite
 */
final class ResetSiteTest extends Network_TestCase {

	/**
	 * Administrator of the three sites, connected on each.
	 */
	private int $person = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->person = $this->admin_of( 1, $this->kitchen, $this->garden );
		$this->connect_site( 1, $this->person, 'main' );
		$this->connect_site( $this->kitchen, $this->person, 'kitchen' );
		$this->connect_site( $this->garden, $this->person, 'garden' );
		// The person's report range is theirs across the network (user meta without a site prefix).
		$this->assertIsArray( ( new User_Date_Range() )->set( $this->person, 'last-14-days', 'previous-period' ) );
	}

	/**
	 * Posts to the route as a user.
	 *
	 * @param int   $user_id User (0: nobody signed in).
	 * @param mixed $site    The site argument.
	 */
	private function reset_site( int $user_id, mixed $site ): WP_REST_Response {
		wp_set_current_user( $user_id );
		$request = new WP_REST_Request( 'POST', '/google-site-kit/v1/core/network/data/reset-site' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( array( 'site' => $site ) ) );
		return rest_do_request( $request );
	}

	/**
	 * Asserts every site is still connected with its own data.
	 */
	private function assert_all_connected(): void {
		foreach ( array(
			1              => 'main',
			$this->kitchen => 'kitchen',
			$this->garden  => 'garden',
		) as $site => $tag ) {
			$state = $this->site_state( $site, $this->person );
			$this->assertTrue( $state['connected'], "{$tag} connected" );
			$this->assertSame( "{$tag}-access", $state['token'] );
			$this->assertSame( $tag, $state['report'] );
		}
	}

	public function test_the_super_admin_resets_one_site_and_the_others_stay_connected(): void {
		$super = $this->user( 'admin' );
		$this->assertTrue( is_super_admin( $super ) );

		$response = $this->reset_site( $super, $this->kitchen );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame(
			array(
				'site'  => $this->kitchen,
				'reset' => true,
			),
			$response->get_data()
		);
		$kitchen = $this->site_state( $this->kitchen, $this->person );
		$this->assertFalse( $kitchen['connected'] );
		$this->assertNull( $kitchen['token'] );
		$this->assertNull( $kitchen['report'] );
		$this->assertSame( array(), $kitchen['options'], 'nothing of Site Kit is left on the kitchen' );
		global $wpdb;
		$this->assertSame( '', get_user_meta( $this->person, $wpdb->get_blog_prefix( $this->kitchen ) . 'googlesitekit_access_token', true ) );

		foreach ( array(
			1             => 'main',
			$this->garden => 'garden',
		) as $site => $tag ) {
			$state = $this->site_state( $site, $this->person );
			$this->assertTrue( $state['connected'], "{$tag} stays connected" );
			$this->assertSame( "{$tag}-access", $state['token'] );
			$this->assertSame( $tag, $state['report'] );
			$this->assertSame( "{$tag}-client.apps.googleusercontent.com", $this->on_site( $site, static fn( $plugin ) => $plugin->credentials()->get()['client_id'] ?? null ) );
		}
		$this->assertSame( 'last-14-days', ( new User_Date_Range() )->get( $this->person )['dateRange'], 'the network-wide preference stays' );
	}

	public function test_a_site_admin_or_a_visitor_may_not_reset_a_site(): void {
		$kitchen_admin = $this->user( 'kitchen-admin' );
		$this->assertFalse( is_super_admin( $kitchen_admin ) );

		$response = $this->reset_site( $kitchen_admin, $this->kitchen );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $response->as_error()->get_error_code() );

		$response = $this->reset_site( $this->person, $this->garden );
		$this->assertSame( 403, $response->get_status(), 'an administrator of every site is no super admin' );

		$response = $this->reset_site( 0, $this->garden );
		$this->assertSame( 401, $response->get_status() );
		$this->assert_all_connected();
	}

	public function test_a_site_that_is_not_there_deleted_or_archived_is_refused_and_nothing_changes(): void {
		$super = $this->user( 'admin' );
		foreach ( array( 999999 ) as $missing ) {
			$response = $this->reset_site( $super, $missing );
			$this->assertSame( 404, $response->get_status() );
			$this->assertSame( 'site_not_found', $response->as_error()->get_error_code() );
			$this->assertStringContainsString( (string) $missing, $response->as_error()->get_error_message() );
		}

		foreach ( array( 'archived', 'deleted' ) as $status ) {
			update_blog_status( $this->garden, $status, '1' );
			try {
				$response = $this->reset_site( $super, $this->garden );
			} finally {
				update_blog_status( $this->garden, $status, '0' );
			}
			$this->assertSame( 404, $response->get_status(), $status );
			$this->assertSame( 'site_not_found', $response->as_error()->get_error_code(), $status );
		}

		foreach ( array( 'kitchen', 0, -3, null ) as $bad ) {
			$response = $this->reset_site( $super, $bad );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $bad ) );
		}
		$this->assert_all_connected();
	}
}
