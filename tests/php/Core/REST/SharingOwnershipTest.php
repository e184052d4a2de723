<?php
/**
 * Class SharingOwnershipTest
 *
 * @package Google\Site_Kit\Tests\Core\REST
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\REST;

use Google\Site_Kit\Core\Reports\Report_Cache;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;
use WP_User;

/**
 * A module's sharing never locks up: when its owner is deleted, demoted or signed out of Google, another
 * administrator signed in with Google takes it over by changing its sharing; nobody else can.
 */
final class SharingOwnershipTest extends TestCase {

	use Signs_In;

	private WP_User $owner;

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		$this->owner = $this->login_as( 'administrator' );
		$this->sign_in_with_google( $this->owner->ID );
		update_option(
			'googlesitekit_search_console_settings',
			array(
				'propertyID' => trailingslashit( home_url() ),
				'ownerID'    => $this->owner->ID,
			)
		);
		update_option( 'googlesitekit_pagespeed_insights_settings', array( 'ownerID' => $this->owner->ID ) );
	}

	public function test_a_healthy_owner_with_owner_management_blocks_other_admins(): void {
		$other  = $this->signed_in_admin();
		$denied = $this->share( 'pagespeed-insights', array( 'editor' ) );
		$this->assertSame( 403, $denied->get_status() );
		$this->assertSame( 'not_owner', $denied->get_data()['data']['reason'] );
		$this->assertSame( array(), $this->shared_roles( 'pagespeed-insights' ) );
		$this->assertSame( $this->owner->ID, $this->owner_of( 'pagespeed-insights' ) );
		$this->assertFalse( user_can( $other, 'googlesitekit_manage_module_sharing_options', 'pagespeed-insights' ) );
		$this->assertSame( 'active', $this->ownership( 'pagespeed-insights' )['state'] );
	}

	public function test_when_the_owner_is_deleted_another_signed_in_admin_changes_the_sharing_and_becomes_owner(): void {
		$this->delete_user( $this->owner->ID );
		$this->assertSame( 0, $this->owner_of( 'pagespeed-insights' ), 'deleting the user clears the ownership at once' );

		$other  = $this->signed_in_admin();
		$before = $this->ownership( 'pagespeed-insights' );
		$this->assertSame( 'gone', $before['state'] );
		$this->assertNull( $before['owner'] );
		$this->assertTrue( $before['canManage'] );
		$this->assertTrue( $before['canDelegate'] );

		$saved = $this->share( 'pagespeed-insights', array( 'editor' ) );
		$this->assertSame( 200, $saved->get_status(), wp_json_encode( $saved->get_data() ) );
		$this->assertSame( array( 'pagespeed-insights' => $other ), (array) $saved->get_data()['newOwnerIDs'] );
		$this->assertSame( $other, $this->owner_of( 'pagespeed-insights' ) );
		$this->assertSame( array( 'editor' ), $this->shared_roles( 'pagespeed-insights' ) );
		$after = (array) $saved->get_data()['ownership'];
		$this->assertSame( 'active', $after['pagespeed-insights']['state'] );
		$this->assertSame( $other, $after['pagespeed-insights']['owner']['id'] );
	}

	public function test_when_the_owner_is_demoted_another_signed_in_admin_takes_over_a_module_read_with_the_owners_token(): void {
		( new WP_User( $this->owner->ID ) )->set_role( 'editor' );
		$this->assertSame( 0, $this->owner_of( 'search-console' ), 'demoting the owner clears the ownership at once' );

		$other = $this->signed_in_admin();
		$this->assertSame( 'gone', $this->ownership( 'search-console' )['state'] );
		$saved = $this->share( 'search-console', array( 'author' ), 'all_admins' );
		$this->assertSame( 200, $saved->get_status(), wp_json_encode( $saved->get_data() ) );
		$this->assertSame( $other, $this->owner_of( 'search-console' ) );
		$this->assertSame( 'all_admins', get_option( 'googlesitekit_dashboard_sharing' )['search-console']['management'] );
	}

	public function test_an_owner_whose_google_access_ended_can_be_taken_over(): void {
		$this->plugin()->authentication()->disconnect( $this->owner->ID );
		$this->signed_in_admin();
		$this->assertSame( 'gone', $this->ownership( 'search-console' )['state'], 'search-console is read with the owner’s token' );
		$this->assertSame( 'active', $this->ownership( 'pagespeed-insights' )['state'], 'pagespeed-insights needs nobody’s token' );
		$this->assertSame( 200, $this->share( 'search-console', array( 'editor' ) )->get_status() );
		$this->assertSame( 403, $this->share( 'pagespeed-insights', array( 'editor' ) )->get_status() );
	}

	public function test_an_admin_not_signed_in_with_google_or_a_non_admin_cannot_take_over(): void {
		$this->delete_user( $this->owner->ID );
		$sharing = get_option( 'googlesitekit_dashboard_sharing' );

		$this->login_as( 'administrator' );
		$this->assertSame( 'not_signed_in', $this->ownership( 'pagespeed-insights' )['takeOverRefusal'] );
		$this->assertFalse( $this->ownership( 'pagespeed-insights' )['canManage'] );
		$denied = $this->share( 'pagespeed-insights', array( 'editor' ) );
		$this->assertSame( 403, $denied->get_status() );
		$this->assertSame( 'not_signed_in', $denied->get_data()['data']['reason'] );
		$this->assertStringContainsString( 'Sign in with Google', $denied->get_data()['message'] );

		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->share( 'pagespeed-insights', array( 'editor' ) )->get_status() );

		$this->assertSame( $sharing, get_option( 'googlesitekit_dashboard_sharing' ), 'nothing changed' );
		$this->assertSame( 0, $this->owner_of( 'pagespeed-insights' ) );
	}

	public function test_an_admin_without_the_modules_scopes_cannot_take_over_a_module_read_with_the_owners_token(): void {
		$other = $this->signed_in_admin();
		update_option( 'googlesitekit_active_modules', array( 'analytics' ) );
		update_option( 'googlesitekit_analytics_settings', array( 'ownerID' => $this->owner->ID ) );
		$this->delete_user( $this->owner->ID );
		wp_set_current_user( $other );
		$this->assertSame( 'missing_scopes', $this->ownership( 'analytics' )['takeOverRefusal'] );
		$denied = $this->share( 'analytics', array( 'editor' ) );
		$this->assertSame( 403, $denied->get_status() );
		$this->assertSame( 'missing_scopes', $denied->get_data()['data']['reason'] );
		$this->assertSame( 200, $this->share( 'pagespeed-insights', array( 'editor' ) )->get_status(), 'a module without token needs no scope' );
	}

	public function test_a_bad_change_next_to_a_take_over_changes_nothing(): void {
		$this->delete_user( $this->owner->ID );
		$this->signed_in_admin();
		$bad = $this->post(
			array(
				'pagespeed-insights' => array( 'sharedRoles' => array( 'editor' ) ),
				'search-console'     => array( 'sharedRoles' => array( 'pirate' ) ),
			)
		);
		$this->assertSame( 400, $bad->get_status() );
		$this->assertSame( array(), $this->shared_roles( 'pagespeed-insights' ) );
		$this->assertSame( 0, $this->owner_of( 'pagespeed-insights' ) );
	}

	public function test_deleting_the_owner_hands_the_modules_to_the_signed_in_admin_who_gets_their_content(): void {
		$heir = $this->signed_in_admin();
		$this->delete_user( $this->owner->ID, $heir );
		$this->assertSame( $heir, $this->owner_of( 'search-console' ) );
		$this->assertSame( $heir, $this->owner_of( 'pagespeed-insights' ) );
		$this->assertSame( 'active', $this->ownership( 'search-console' )['state'] );
		$this->assertSame( $heir, (int) get_option( 'googlesitekit_owner_id' ), 'and the site owner role' );
	}

	public function test_view_only_reads_stop_using_a_deleted_owners_token_until_an_admin_takes_over(): void {
		$this->share( 'search-console', array( 'editor' ) );
		$editor = $this->login_as( 'editor' );
		$read   = $this->get( '/modules/search-console/data/searchanalytics', array( 'dateRange' => 'last-7-days' ) );
		$this->assertSame( 200, rest_do_request( $read )->get_status() );
		$cache = new Report_Cache();
		$users = array_map( static fn( $entry ) => (int) $entry['user_id'], $cache->warm_list()->entries( true ) );
		$this->assertContains( $this->owner->ID, $users, 'the read is listed for renewal with the owner’s token' );

		$this->delete_user( $this->owner->ID );
		$users = array_map( static fn( $entry ) => (int) $entry['user_id'], $cache->warm_list()->entries( true ) );
		$this->assertNotContains( $this->owner->ID, $users, 'no renewal with the deleted owner’s token' );

		wp_set_current_user( $editor->ID );
		$gone = rest_do_request( $this->get( '/modules/search-console/data/searchanalytics', array( 'dateRange' => 'last-14-days' ) ) );
		$this->assertSame( 403, $gone->get_status() );
		$this->assertSame( 'module_owner_gone', $gone->get_data()['code'] );

		$this->signed_in_admin();
		$this->assertSame( 200, $this->share( 'search-console', array( 'editor', 'author' ) )->get_status() );
		wp_set_current_user( $editor->ID );
		$this->assertSame( 200, rest_do_request( $this->get( '/modules/search-console/data/searchanalytics', array( 'dateRange' => 'last-14-days' ) ) )->get_status() );
	}

	/**
	 * Creates an administrator signed in with Google (the active modules' scopes) and makes them current.
	 *
	 * @return int Their ID.
	 */
	private function signed_in_admin(): int {
		$user = $this->login_as( 'administrator' );
		$this->sign_in_with_google( $user->ID );
		return $user->ID;
	}

	/**
	 * Deletes a user the way the Users screen does.
	 *
	 * @param int      $user_id  User.
	 * @param int|null $reassign Who gets their content.
	 */
	private function delete_user( int $user_id, ?int $reassign = null ): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$this->assertTrue( wp_delete_user( $user_id, $reassign ) );
	}

	/**
	 * The owner's ID as stored.
	 *
	 * @param string $slug Module.
	 */
	private function owner_of( string $slug ): int {
		return $this->plugin()->modules()->get( $slug )->owner_id();
	}

	/**
	 * The saved roles a module is shared with.
	 *
	 * @param string $slug Module.
	 * @return string[]
	 */
	private function shared_roles( string $slug ): array {
		$sharing = get_option( 'googlesitekit_dashboard_sharing', array() );
		return $sharing[ $slug ]['sharedRoles'] ?? array();
	}

	/**
	 * A module's ownership as the current user reads it.
	 *
	 * @param string $slug Module.
	 * @return array<string, mixed>
	 */
	private function ownership( string $slug ): array {
		$response = rest_do_request( $this->get( '/core/modules/data/sharing-settings' ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return ( (array) $response->get_data()['ownership'] )[ $slug ];
	}

	/**
	 * Changes one module's sharing as the current user.
	 *
	 * @param string   $slug       Module.
	 * @param string[] $roles      Roles.
	 * @param string   $management Who manages it.
	 */
	private function share( string $slug, array $roles, string $management = 'owner' ): WP_REST_Response {
		return $this->post(
			array(
				$slug => array(
					'sharedRoles' => $roles,
					'management'  => $management,
				),
			)
		);
	}

	/**
	 * POSTs sharing settings.
	 *
	 * @param array<string, mixed> $settings Module slug => settings.
	 */
	private function post( array $settings ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/google-site-kit/v1/core/modules/data/sharing-settings' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( array( 'data' => array( 'sharingSettings' => $settings ) ) ) );
		return rest_do_request( $request );
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
}
