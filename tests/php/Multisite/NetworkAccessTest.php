<?php
/**
 * Class NetworkAccessTest
 *
 * @package Google\Site_Kit\Tests\Multisite
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Multisite;

use Google\Site_Kit\Core\Admin\Activation_Banner;
use Google\Site_Kit\Core\Permissions\Permissions;

/**
 * Who reaches Site Kit on a network: each site's own administrators on that site (not on the others), the super
 * admin everywhere and alone on the network's settings; the setup banner of a network activation on every site until
 * that site is connected.
 *
 * @group multisite
 */
final class NetworkAccessTest extends Network_TestCase {

	public function test_a_site_admin_opens_site_kit_on_their_site_and_not_on_another(): void {
		$kitchen_admin = $this->user( 'kitchen-admin' );
		$this->assertFalse( is_super_admin( $kitchen_admin ) );

		$response = $this->get_as( $kitchen_admin, get_admin_url( $this->kitchen, 'admin.php?page=googlesitekit-splash' ) );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		$this->assertStringContainsString( 'id="js-googlesitekit-splash"', wp_remote_retrieve_body( $response ) );
		$menu = wp_remote_retrieve_body( $this->get_as( $kitchen_admin, get_admin_url( $this->kitchen, 'index.php' ) ) );
		$this->assertStringContainsString( 'page=googlesitekit-', $menu, 'the kitchen’s menu has Site Kit' );

		foreach ( array( 'admin.php?page=googlesitekit-splash', 'admin.php?page=googlesitekit-dashboard', 'admin.php?page=googlesitekit-settings' ) as $page ) {
			$response = $this->get_as( $kitchen_admin, get_admin_url( $this->garden, $page ) );
			$this->assertSame( 403, wp_remote_retrieve_response_code( $response ), $page );
			$this->assertStringNotContainsString( 'js-googlesitekit', wp_remote_retrieve_body( $response ), $page );
		}

		foreach ( array( Permissions::SETUP, Permissions::VIEW_DASHBOARD, Permissions::MANAGE_OPTIONS ) as $cap ) {
			$this->assertTrue( $this->on_site( $this->kitchen, static fn() => user_can( $kitchen_admin, $cap ) ), "{$cap} on the kitchen" );
			$this->assertFalse( $this->on_site( $this->garden, static fn() => user_can( $kitchen_admin, $cap ) ), "{$cap} on the garden" );
			$this->assertFalse( $this->on_site( 1, static fn() => user_can( $kitchen_admin, $cap ) ), "{$cap} on the main site" );
		}
		// The super admin sets up any site.
		$super = $this->user( 'admin' );
		$this->assertTrue( $this->on_site( $this->garden, static fn() => user_can( $super, Permissions::SETUP ) ) );
	}

	public function test_a_super_admin_who_is_no_member_of_a_site_connects_it(): void {
		$super = $this->admin_of();
		grant_super_admin( $super );
		try {
			$this->assertFalse( is_user_member_of_blog( $super, $this->garden ) );
			$this->assertTrue( $this->on_site( $this->garden, static fn() => user_can( $super, Permissions::SETUP ) ) );
			$this->connect_site( $this->garden, $super, 'garden' );
			$garden = $this->site_state( $this->garden, $super );
			$this->assertTrue( $garden['connected'], 'their sign-in connects the garden' );
			$this->assertSame( array( $super ), $this->on_site( $this->garden, static fn( $plugin ) => $plugin->connection()->connected_admin_ids() ) );
			$this->assertFalse( $this->site_state( $this->kitchen, $super )['connected'] );
		} finally {
			revoke_super_admin( $super );
		}
	}

	public function test_only_the_super_admin_opens_the_network_settings(): void {
		$url = network_admin_url( 'admin.php?page=googlesitekit-network-settings' );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $this->get_as( $this->user( 'admin' ), $url ) ) );
		$response = $this->get_as( $this->user( 'kitchen-admin' ), $url );
		$this->assertNotSame( 200, wp_remote_retrieve_response_code( $response ) );
		$this->assertStringNotContainsString( 'Site Kit network settings', wp_remote_retrieve_body( $response ) );
	}

	public function test_a_network_activation_shows_the_setup_banner_on_each_site_until_it_is_connected(): void {
		Activation_Banner::on_plugin_activation( true );
		$this->assertSame( array(), $this->site_state( $this->kitchen, 0 )['options'], 'nothing is written into the sites' );

		$banner   = 'id="js-googlesitekit-activation"';
		$kitchen  = $this->user( 'kitchen-admin' );
		$garden   = $this->user( 'garden-admin' );
		$on_board = fn( int $user, int $site ) => wp_remote_retrieve_body( $this->get_as( $user, get_admin_url( $site, 'index.php' ) ) );
		$this->assertStringContainsString( $banner, $on_board( $kitchen, $this->kitchen ) );
		$this->assertStringContainsString( $banner, $on_board( $garden, $this->garden ) );

		$this->connect_site( $this->kitchen, $kitchen, 'kitchen' );
		$this->assertStringNotContainsString( $banner, $on_board( $kitchen, $this->kitchen ), 'the connected kitchen has no banner' );
		$this->assertStringContainsString( $banner, $on_board( $garden, $this->garden ), 'the garden still has it' );
	}

	public function test_an_activation_on_one_site_of_the_network_shows_the_banner_there_only(): void {
		$this->on_site( $this->kitchen, static fn() => Activation_Banner::on_plugin_activation( false ) );
		$this->assertFalse( get_site_option( Activation_Banner::OPTION ) );
		$this->assertSame( array( 'googlesitekit_activation_banner' ), $this->site_state( $this->kitchen, 0 )['options'] );
		$this->assertSame( array(), $this->site_state( $this->garden, 0 )['options'] );
		$this->assertStringContainsString( 'id="js-googlesitekit-activation"', wp_remote_retrieve_body( $this->get_as( $this->user( 'kitchen-admin' ), get_admin_url( $this->kitchen, 'index.php' ) ) ) );
		$this->assertStringNotContainsString( 'id="js-googlesitekit-activation"', wp_remote_retrieve_body( $this->get_as( $this->user( 'garden-admin' ), get_admin_url( $this->garden, 'index.php' ) ) ) );
	}
}
