<?php
/**
 * Class OverviewPageTest
 *
 * @package Google\Site_Kit\Tests\Multisite
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Multisite;

use Google\Site_Kit\Core\Admin\Network_Overview_Screen;
use Google\Site_Kit\Tests\TestCase;

/**
 * Network Admin → Site Kit: the top-level page of the network admin, its root element and its own script, for the
 * super admin only.
 *
 * @group multisite
 */
final class OverviewPageTest extends TestCase {

	use Overview_Network;

	public function test_the_page_is_a_top_level_network_admin_menu_for_super_admins(): void {
		$this->assertSame( 10, has_action( 'network_admin_menu', array( $this->plugin()->network_overview_screen(), 'add_page' ) ) );
		global $menu, $submenu, $_registered_pages, $_parent_pages, $admin_page_hooks;
		$menu              = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Reset for the test.
		$submenu           = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$_registered_pages = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$_parent_pages     = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$admin_page_hooks  = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		wp_set_current_user( $this->user_id( 'admin' ) );
		$this->plugin()->network_overview_screen()->add_page();
		$top = array_values( array_filter( $menu, static fn( $item ) => Network_Overview_Screen::SLUG === $item[2] ) );
		$this->assertCount( 1, $top );
		$this->assertSame( 'Site Kit', $top[0][0] );
		$this->assertSame( 'manage_network_options', $top[0][1] );
		$this->assertSame( 'Overview', $submenu[ Network_Overview_Screen::SLUG ][0][0] );
	}

	public function test_the_super_admin_gets_the_app_and_a_site_admin_is_refused(): void {
		$url      = network_admin_url( 'admin.php?page=googlesitekit-network' );
		$response = $this->get_as( $this->user_id( 'admin' ), $url );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		$html = wp_remote_retrieve_body( $response );
		$this->assertStringContainsString( 'id="js-googlesitekit-network-overview"', $html );
		$this->assertMatchesRegularExpression( '#<script[^>]+dist/js/googlesitekit-network-overview\.js#', $html );
		$this->assertStringContainsString( 'network-overview.css', $html );
		$this->assertStringContainsString( '"entry":"network-overview"', $html );
		$this->assertStringNotContainsString( 'sitekit-demo-secret', $html );

		$refused = $this->get_as( $this->user_id( 'kitchen-admin' ), $url );
		$this->assertSame( 403, wp_remote_retrieve_response_code( $refused ) );
		$this->assertStringNotContainsString( 'js-googlesitekit-network-overview', wp_remote_retrieve_body( $refused ) );
	}
}
