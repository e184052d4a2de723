<?php
/**
 * Class ScreensTest
 *
 * @package Google\Site_Kit\Tests\Core\Admin
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Admin;

use Google\Site_Kit\Core\Assets\Assets;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;

/**
 * The admin pages: who gets them, what each enqueues, where the dashboard sends a not-connected admin.
 */
final class ScreensTest extends TestCase {

	use Signs_In;

	/**
	 * Page slug => capability it requires.
	 */
	private const PAGE_CAPABILITIES = array(
		'googlesitekit-dashboard'  => 'googlesitekit_view_dashboard',
		'googlesitekit-settings'   => 'googlesitekit_manage_options',
		'googlesitekit-splash'     => 'googlesitekit_setup',
		'googlesitekit-user-input' => 'googlesitekit_authenticate',
	);

	public function test_admin_gets_a_site_kit_menu_with_dashboard_and_settings(): void {
		global $menu, $submenu;
		$this->login_as( 'administrator' );
		$this->build_admin_menu();

		$top = array_values( array_filter( $menu, static fn( $item ) => 'googlesitekit-dashboard' === $item[2] ) );
		$this->assertCount( 1, $top );
		$this->assertSame( 'Site Kit', $top[0][0] );
		$this->assertSame( 'googlesitekit_view_dashboard', $top[0][1] );

		$items = array_map( static fn( $item ) => array( $item[0], $item[1], $item[2] ), $submenu['googlesitekit-dashboard'] );
		$this->assertSame(
			array(
				array( 'Dashboard', 'googlesitekit_view_dashboard', 'googlesitekit-dashboard' ),
				array( 'Settings', 'googlesitekit_manage_options', 'googlesitekit-settings' ),
			),
			$items
		);
	}

	public function test_splash_and_user_input_are_registered_but_hidden_from_the_menu(): void {
		global $submenu, $_registered_pages;
		$this->login_as( 'administrator' );
		$this->build_admin_menu();

		foreach ( array( 'googlesitekit-splash', 'googlesitekit-user-input' ) as $slug ) {
			$this->assertArrayHasKey( get_plugin_page_hookname( $slug, '' ), $_registered_pages, "$slug is registered" );
			foreach ( $submenu as $parent => $items ) {
				if ( '' === $parent ) {
					continue;
				}
				$this->assertNotContains( $slug, array_column( $items, 2 ), "$slug is not listed under $parent" );
			}
		}
	}

	public function test_each_page_requires_its_capability(): void {
		$screens = $this->plugin()->screens()->screens();
		$this->assertSame( array_keys( self::PAGE_CAPABILITIES ), array_keys( $screens ) );
		foreach ( self::PAGE_CAPABILITIES as $slug => $capability ) {
			$this->assertSame( $capability, $screens[ $slug ]->capability, $slug );
		}
	}

	public function test_subscriber_gets_no_menu_and_no_page(): void {
		global $menu, $submenu, $pagenow, $plugin_page;
		$this->login_as( 'subscriber' );
		$this->build_admin_menu();

		// WordPress drops menu items whose capability the user lacks when it renders the menu.
		foreach ( (array) $menu as $item ) {
			if ( str_starts_with( (string) $item[2], 'googlesitekit' ) ) {
				$this->assertFalse( current_user_can( $item[1] ), 'the top-level item needs a capability subscribers lack' );
			}
		}
		$this->assertArrayNotHasKey( 'googlesitekit-dashboard', (array) $submenu, 'no submenu item is added' );

		$previous = array( $pagenow, $plugin_page );
		$pagenow  = 'admin.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Simulates the request.
		try {
			foreach ( array_keys( self::PAGE_CAPABILITIES ) as $slug ) {
				$plugin_page  = $slug; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
				$_GET['page'] = $slug;
				$this->assertFalse( user_can_access_admin_page(), "$slug is not accessible" );
			}
		} finally {
			list( $pagenow, $plugin_page ) = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
	}

	/**
	 * Provides each page with the entry it must enqueue.
	 *
	 * @return array<string, array{string, string, array<string, string>}>
	 */
	public function data_page_entries(): array {
		return array(
			'dashboard'        => array( 'googlesitekit-dashboard', 'main-dashboard', array() ),
			'entity dashboard' => array( 'googlesitekit-dashboard', 'entity-dashboard', array( 'permaLink' => 'http://127.0.0.1:8889/hello-world/' ) ),
			'settings'         => array( 'googlesitekit-settings', 'settings', array() ),
			'splash'           => array( 'googlesitekit-splash', 'splash', array() ),
			'user-input'       => array( 'googlesitekit-user-input', 'user-input', array() ),
		);
	}

	/**
	 * Each page enqueues its own bundle, with the dependencies and version of its .asset.php, and no other.
	 *
	 * @dataProvider data_page_entries
	 *
	 * @param string                $slug  Page slug.
	 * @param string                $entry Expected entry.
	 * @param array<string, string> $query Query arguments of the request.
	 */
	public function test_each_page_enqueues_only_its_bundle_with_the_built_dependencies( string $slug, string $entry, array $query ): void {
		$this->login_as( 'administrator' );
		$this->build_admin_menu();
		$_GET = array_merge( array( 'page' => $slug ), $query );

		$hook = get_plugin_page_hookname( $slug, in_array( $slug, array( 'googlesitekit-splash', 'googlesitekit-user-input' ), true ) ? '' : 'googlesitekit-dashboard' );
		set_current_screen( $hook );
		do_action( 'admin_enqueue_scripts', $hook );

		$built  = require dirname( __DIR__, 4 ) . '/dist/js/googlesitekit-' . $entry . '.asset.php';
		$handle = Assets::handle( $entry );
		$script = wp_scripts()->registered[ $handle ] ?? null;
		$this->assertNotNull( $script, "$handle is registered" );
		$this->assertTrue( wp_script_is( $handle, 'enqueued' ) );
		$this->assertSame( $built['dependencies'], $script->deps );
		$this->assertSame( $built['version'], $script->ver );
		$this->assertStringEndsWith( '/google-site-kit/dist/js/' . $handle . '.js', $script->src );
		$this->assertSame( 'google-site-kit', $script->textdomain, 'script translations are set up' );
		$this->assertStringContainsString( 'window._googlesitekitBaseData = ', implode( '', $script->extra['before'] ) );
		$this->assertTrue( wp_style_is( Assets::STYLE_HANDLE, 'enqueued' ) );

		foreach ( Assets::entries() as $other ) {
			if ( $other !== $entry ) {
				$this->assertFalse( wp_script_is( Assets::handle( $other ), 'enqueued' ), "$other is not enqueued" );
			}
		}
	}

	public function test_other_admin_pages_enqueue_no_site_kit_bundle(): void {
		$this->set_option( 'googlesitekit_activation_banner', 0 );
		$this->login_as( 'administrator' );
		$this->build_admin_menu();
		set_current_screen( 'dashboard' );
		do_action( 'admin_enqueue_scripts', 'index.php' );
		foreach ( Assets::entries() as $entry ) {
			$this->assertFalse( wp_script_is( Assets::handle( $entry ), 'enqueued' ), $entry );
		}
	}

	public function test_right_after_activation_the_wordpress_dashboard_gets_only_the_activation_banner(): void {
		$this->set_option( 'googlesitekit_activation_banner', 1 );
		$this->login_as( 'administrator' );
		$this->build_admin_menu();
		set_current_screen( 'dashboard' );
		do_action( 'admin_enqueue_scripts', 'index.php' );
		foreach ( Assets::entries() as $entry ) {
			$this->assertSame( 'activation' === $entry, wp_script_is( Assets::handle( $entry ), 'enqueued' ), $entry );
		}
		ob_start();
		do_action( 'admin_notices' );
		$this->assertStringContainsString( 'id="js-googlesitekit-activation"', (string) ob_get_clean() );

		// Once the site is connected the banner is gone for good.
		add_filter( 'googlesitekit_is_connected', '__return_true' );
		try {
			ob_start();
			do_action( 'admin_notices' );
			$this->assertStringNotContainsString( 'js-googlesitekit-activation', (string) ob_get_clean() );
			$this->assertFalse( (bool) get_option( 'googlesitekit_activation_banner' ) );
		} finally {
			remove_filter( 'googlesitekit_is_connected', '__return_true' );
		}
	}

	public function test_an_admin_not_signed_in_is_sent_from_the_dashboard_to_splash(): void {
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		$admin   = $this->login_as( 'administrator' );
		$screens = $this->plugin()->screens();
		$all     = $screens->screens();

		$this->assertSame( admin_url( 'admin.php?page=googlesitekit-splash' ), $screens->redirect_url( $all['googlesitekit-dashboard'] ) );
		$this->assertNull( $screens->redirect_url( $all['googlesitekit-settings'] ) );
		$this->assertNull( $screens->redirect_url( $all['googlesitekit-splash'] ) );

		// The site is connected by another admin, but this one has not signed in yet.
		$this->sign_in_with_google( $this->login_as( 'administrator' )->ID );
		wp_set_current_user( $admin->ID );
		$this->assertTrue( $this->plugin()->connection()->is_connected() );
		$this->assertSame( admin_url( 'admin.php?page=googlesitekit-splash' ), $screens->redirect_url( $all['googlesitekit-dashboard'] ) );

		$this->sign_in_with_google( $admin->ID );
		$this->assertNull( $screens->redirect_url( $all['googlesitekit-dashboard'] ) );
	}

	public function test_users_who_cannot_sign_in_get_the_view_only_dashboard(): void {
		$screens = $this->plugin()->screens();
		$this->login_as( 'editor' );
		$this->assertSame( 'mainDashboardViewOnly', $screens->view_context( $screens->screens()['googlesitekit-dashboard'] ) );
		$this->login_as( 'administrator' );
		$this->assertSame( 'mainDashboard', $screens->view_context( $screens->screens()['googlesitekit-dashboard'] ) );
	}

	public function test_admins_get_the_roles_they_can_share_with_and_others_none(): void {
		$screens   = $this->plugin()->screens();
		$dashboard = $screens->screens()['googlesitekit-dashboard'];

		$this->login_as( 'administrator' );
		$roles = array_column( $screens->base_data( $dashboard )['shareableRoles'], 'displayName', 'id' );
		$this->assertSame( array( 'editor', 'author', 'contributor' ), array_keys( $roles ) );
		$this->assertSame( 'Editor', $roles['editor'] );

		add_filter( 'googlesitekit_is_feature_enabled', $off = static fn( $on, $feature ) => 'dashboardSharing' === $feature ? false : $on, 10, 2 );
		try {
			$this->assertSame( array(), $screens->base_data( $dashboard )['shareableRoles'], 'no sharing, no roles' );
		} finally {
			remove_filter( 'googlesitekit_is_feature_enabled', $off, 10 );
		}

		$this->login_as( 'editor' );
		$this->assertSame( array(), $screens->base_data( $dashboard )['shareableRoles'] );
	}

	public function test_over_http_a_subscriber_gets_403_on_every_page(): void {
		$user = $this->login_as( 'subscriber' );
		foreach ( array_keys( self::PAGE_CAPABILITIES ) as $slug ) {
			$response = $this->get_as( $user->ID, admin_url( 'admin.php?page=' . $slug ) );
			$this->assertSame( 403, wp_remote_retrieve_response_code( $response ), $slug );
			$this->assertStringContainsString( 'Sorry, you are not allowed to access this page.', wp_remote_retrieve_body( $response ) );
		}
	}

	public function test_over_http_the_dashboard_redirects_a_not_connected_admin_and_renders_when_connected(): void {
		$user     = $this->login_as( 'administrator' );
		$response = $this->get_as( $user->ID, admin_url( 'admin.php?page=googlesitekit-dashboard' ) );
		$this->assertSame( 302, wp_remote_retrieve_response_code( $response ) );
		$this->assertSame( admin_url( 'admin.php?page=googlesitekit-splash' ), wp_remote_retrieve_header( $response, 'location' ) );

		Emulator::reset();
		$this->use_demo_client();
		$this->sign_in_with_google( $user->ID );
		$response = $this->get_as( $user->ID, admin_url( 'admin.php?page=googlesitekit-dashboard' ) );
		$body     = wp_remote_retrieve_body( $response );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		$this->assertStringContainsString( 'id="js-googlesitekit-main-dashboard"', $body );
		$this->assertStringContainsString( '/dist/js/googlesitekit-main-dashboard.js', $body );
		$this->assertStringNotContainsString( '/dist/js/googlesitekit-settings.js', $body );
	}
}
