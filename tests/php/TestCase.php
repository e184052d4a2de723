<?php
/**
 * Class TestCase
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests;

use Google\Site_Kit\Plugin;
use Google\Site_Kit\Tests\Support\Google_Schemas;
use WP_User;

/**
 * Base for tests that run inside the test site's WordPress: creates real users
 * and removes them, resets the admin menu globals and the current user.
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {

	/**
	 * Users created by the test.
	 *
	 * @var int[]
	 */
	private array $created_users = array();

	/**
	 * Options set by the test, restored afterwards.
	 *
	 * @var array<string, mixed>
	 */
	private array $saved_options = array();

	/**
	 * The plugin instance WordPress booted.
	 */
	protected function plugin(): Plugin {
		return $GLOBALS['googlesitekit_plugin'];
	}

	/**
	 * Creates a user with a role and makes it current.
	 *
	 * @param string $role Role name.
	 */
	protected function login_as( string $role ): WP_User {
		$id = wp_insert_user(
			array(
				'user_login' => 'phpunit_' . $role . '_' . wp_generate_password( 8, false ),
				'user_pass'  => 'password',
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id, 'user created' );
		$this->created_users[] = $id;
		wp_set_current_user( $id );
		return new WP_User( $id );
	}

	/**
	 * Sets an option for this test only.
	 *
	 * @param string $name  Option name.
	 * @param mixed  $value Value.
	 */
	protected function set_option( string $name, $value ): void {
		if ( ! array_key_exists( $name, $this->saved_options ) ) {
			$this->saved_options[ $name ] = get_option( $name, null );
		}
		update_option( $name, $value );
	}

	/**
	 * Registers the admin menu for the current user, from scratch.
	 */
	protected function build_admin_menu(): void {
		global $menu, $submenu, $_registered_pages, $_parent_pages, $admin_page_hooks;
		$menu              = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Reset between tests.
		$submenu           = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$_registered_pages = array();
		$_parent_pages     = array();
		$admin_page_hooks  = array();
		$this->plugin()->screens()->add_pages();
	}

	/**
	 * Requests a URL of the served test site, logged in as a user.
	 *
	 * @param int    $user_id User ID.
	 * @param string $url     URL.
	 * @return array|\WP_Error
	 */
	protected function get_as( int $user_id, string $url ) {
		$expiration = time() + HOUR_IN_SECONDS;
		$response   = wp_remote_get(
			$url,
			array(
				'redirection' => 0,
				'timeout'     => 30,
				'cookies'     => array(
					AUTH_COOKIE      => wp_generate_auth_cookie( $user_id, $expiration, 'auth' ),
					LOGGED_IN_COOKIE => wp_generate_auth_cookie( $user_id, $expiration, 'logged_in' ),
				),
			)
		);
		$this->assertNotWPError( $response );
		return $response;
	}

	/**
	 * Reads datapoints through the batch endpoint, as a dashboard does, and asserts the batch itself answered.
	 *
	 * @param array<string, array{0: string, 1: array<string, mixed>}> $reads Key => [ path (modules/…/data/…), params ].
	 * @return array<string, array<string, mixed>> Each read's answer (value and stale, or error), by key.
	 */
	protected function read_batch( array $reads ): array {
		$requests = array();
		foreach ( $reads as $key => list( $path, $params ) ) {
			$requests[] = array(
				'key'    => (string) $key,
				'path'   => $path,
				'params' => $params,
			);
		}
		$request = new \WP_REST_Request( 'POST', '/google-site-kit/v1/core/reports/data/batch' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( array( 'data' => array( 'requests' => $requests ) ) ) );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (array) $response->get_data();
	}

	/**
	 * Asserts a value is not a WP_Error.
	 *
	 * @param mixed $value Value.
	 */
	protected function assertNotWPError( $value ): void {
		$this->assertFalse( is_wp_error( $value ), is_wp_error( $value ) ? $value->get_error_message() : '' );
	}

	/**
	 * Records Site Kit's notices during the test too (PHPUnit's error handler lets deprecations pass by).
	 */
	protected function setUp(): void {
		parent::setUp();
		googlesitekit_test_watch_errors();
	}

	/**
	 * No PHP notice, warning or deprecation came from Site Kit's code during the test, nor a WordPress deprecation or
	 * "doing it wrong" that Site Kit caused (tests/wp-mu-plugins/googlesitekit-test-notices.php records them).
	 */
	protected function assertPostConditions(): void {
		$notices                               = $GLOBALS['googlesitekit_test_notices'] ?? array();
		$GLOBALS['googlesitekit_test_notices'] = array();
		$this->assertSame( array(), $notices, 'Site Kit raised PHP notices: ' . wp_json_encode( $notices, JSON_PRETTY_PRINT ) );
	}

	/**
	 * Cleans up users, options and globals; fails the test when a call it made to Google (through the emulator)
	 * was not one Google's schemas define, or the emulator answered one that way.
	 */
	protected function tearDown(): void {
		foreach ( $this->saved_options as $name => $value ) {
			null === $value ? delete_option( $name ) : update_option( $name, $value );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->created_users as $id ) {
			wp_delete_user( $id );
		}
		wp_set_current_user( 0 );
		unset( $_GET['page'], $_GET['permaLink'] );
		wp_scripts()->queue = array();
		restore_error_handler();
		parent::tearDown();
		$problems = Google_Schemas::take_problems();
		if ( $problems ) {
			$this->fail( "Calls to Google that its schemas do not allow:\n" . implode( "\n", $problems ) );
		}
	}

	/**
	 * The demo content the test site was seeded with (bin/test-php.mjs names the file).
	 *
	 * @return array
	 */
	protected function demo_content(): array {
		$file = (string) getenv( 'GOOGLESITEKIT_TEST_DEMO_CONTENT' );
		$this->assertFileExists( $file, 'the test site was installed with the demo content' );
		$content = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- Local file.
		$this->assertIsArray( $content );
		return $content;
	}
}
