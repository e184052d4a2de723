<?php
/**
 * Class AdminBarAndWidgetTest
 *
 * @package Google\Site_Kit\Tests\Core\Admin
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Admin;

use Google\Site_Kit\Core\Admin\WP_Dashboard_Widget;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;

/**
 * The admin bar item and the WordPress dashboard widget show only where they should, and add no script elsewhere.
 */
final class AdminBarAndWidgetTest extends TestCase {

	use Signs_In;

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
	}

	public function test_a_post_page_shows_the_admin_bar_item_to_a_signed_in_admin_and_not_when_switched_off(): void {
		$this->use_demo_client();
		$admin = $this->login_as( 'administrator' );
		$this->sign_in_with_google( $admin->ID );
		$post = get_page_by_path( 'hello-world', OBJECT, 'post' );
		$this->assertNotNull( $post );

		$html = wp_remote_retrieve_body( $this->get_as( $admin->ID, (string) get_permalink( $post ) ) );
		$this->assertMatchesRegularExpression( '/id=[\'"]wp-admin-bar-google-site-kit[\'"]/', $html );
		$this->assertStringContainsString( 'id="js-googlesitekit-adminbar"', $html );
		$this->assertStringContainsString( '/dist/js/googlesitekit-adminbar.js', $html );
		// On the site's pages only the panel's small sheets, not the admin screens'.
		$this->assertStringContainsString( '/assets/css/admin-bar.css', $html );
		$this->assertStringNotContainsString( '/assets/css/admin.css', $html );
		$this->assertStringNotContainsString( '/assets/css/dashboard.css', $html );
		$this->assertStringContainsString( '"permaLink":"' . (string) get_permalink( $post ) . '"', $html );

		update_option( 'googlesitekit_admin_bar_settings', array( 'enabled' => false ) );
		$html = wp_remote_retrieve_body( $this->get_as( $admin->ID, (string) get_permalink( $post ) ) );
		$this->assertStringNotContainsString( 'wp-admin-bar-google-site-kit', $html );
		$this->assertStringNotContainsString( 'googlesitekit-adminbar.js', $html, 'no script where the item is not shown' );
	}

	public function test_users_who_cannot_view_the_dashboard_get_no_admin_bar_item(): void {
		$this->use_demo_client();
		$this->sign_in_with_google( $this->login_as( 'administrator' )->ID );
		$author = $this->login_as( 'author' );
		$html   = wp_remote_retrieve_body( $this->get_as( $author->ID, home_url( '/hello-world/' ) ) );
		$this->assertStringContainsString( 'id="wpadminbar"', $html );
		$this->assertStringNotContainsString( 'googlesitekit-adminbar', $html );
	}

	public function test_the_wordpress_dashboard_widget_shows_once_the_site_is_connected(): void {
		$admin = $this->login_as( 'administrator' );
		$html  = wp_remote_retrieve_body( $this->get_as( $admin->ID, admin_url( 'index.php' ) ) );
		$this->assertStringNotContainsString( WP_Dashboard_Widget::WIDGET_ID, $html );
		$this->assertStringNotContainsString( 'googlesitekit-wp-dashboard.js', $html );

		$this->use_demo_client();
		$this->sign_in_with_google( $admin->ID );
		$html = wp_remote_retrieve_body( $this->get_as( $admin->ID, admin_url( 'index.php' ) ) );
		$this->assertStringContainsString( 'id="' . WP_Dashboard_Widget::WIDGET_ID . '"', $html );
		$this->assertStringContainsString( 'Site Kit Summary', $html );
		$this->assertStringContainsString( '/dist/js/googlesitekit-wp-dashboard.js', $html );
		$this->assertStringContainsString( '/assets/css/wp-dashboard.css', $html );
	}
}
