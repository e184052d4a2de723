<?php
/**
 * Class PermissionsTest
 *
 * @package Google\Site_Kit\Tests\Core\Permissions
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Permissions;

use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Tests\TestCase;

/**
 * The eight meta capabilities, mapped onto WordPress roles and the sharing settings.
 */
final class PermissionsTest extends TestCase {

	public function test_an_administrator_has_every_capability(): void {
		$this->login_as( 'administrator' );
		foreach ( Permissions::all() as $capability ) {
			if ( Permissions::READ_SHARED_MODULE_DATA === $capability ) {
				continue;
			}
			$this->assertTrue( current_user_can( $capability ), $capability );
		}
	}

	public function test_editors_and_subscribers_have_none_without_sharing(): void {
		$this->set_option( Permissions::SHARING_OPTION, array() );
		foreach ( array( 'editor', 'subscriber' ) as $role ) {
			$this->login_as( $role );
			foreach ( Permissions::all() as $capability ) {
				$this->assertFalse( current_user_can( $capability, 'search-console' ), "$role: $capability" );
			}
		}
	}

	public function test_a_module_shared_with_a_role_lets_it_view_the_dashboard_and_read_that_module_only(): void {
		$this->set_option(
			Permissions::SHARING_OPTION,
			array(
				'search-console' => array(
					'sharedRoles' => array( 'editor' ),
					'management'  => 'owner',
				),
			)
		);
		$this->login_as( 'editor' );
		$this->assertTrue( current_user_can( Permissions::VIEW_DASHBOARD ) );
		$this->assertTrue( current_user_can( Permissions::READ_SHARED_MODULE_DATA, 'search-console' ) );
		$this->assertFalse( current_user_can( Permissions::READ_SHARED_MODULE_DATA, 'analytics' ) );
		$this->assertFalse( current_user_can( Permissions::MANAGE_OPTIONS ) );
		$this->assertFalse( current_user_can( Permissions::AUTHENTICATE ) );

		$this->login_as( 'author' );
		$this->assertFalse( current_user_can( Permissions::VIEW_DASHBOARD ) );
	}

	public function test_sharing_has_no_effect_when_the_dashboard_sharing_flag_is_off(): void {
		$this->set_option( Permissions::SHARING_OPTION, array( 'search-console' => array( 'sharedRoles' => array( 'editor' ) ) ) );
		$off = static fn( $enabled, $feature ) => 'dashboardSharing' === $feature ? false : $enabled;
		add_filter( 'googlesitekit_is_feature_enabled', $off, 10, 2 );
		try {
			$this->login_as( 'editor' );
			$this->assertFalse( current_user_can( Permissions::VIEW_DASHBOARD ) );
			$this->assertFalse( current_user_can( Permissions::READ_SHARED_MODULE_DATA, 'search-console' ) );
		} finally {
			remove_filter( 'googlesitekit_is_feature_enabled', $off, 10 );
		}
	}
}
