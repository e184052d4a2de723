<?php
/**
 * Class NoticeGuardTest
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests;

/**
 * The notice guard (tests/wp-mu-plugins/googlesitekit-test-notices.php) catches a deprecation raised from the plugin's
 * files, in a test and in a request the test site serves, and leaves other files' notices alone.
 */
class NoticeGuardTest extends TestCase {

	public function test_a_deprecation_raised_in_the_plugin_during_a_test_is_recorded_and_would_fail_it(): void {
		include dirname( __DIR__ ) . '/php/fixtures/deliberate-notices.php';

		$notices                               = $GLOBALS['googlesitekit_test_notices'];
		$GLOBALS['googlesitekit_test_notices'] = array();
		$this->assertSame( array( 'E_USER_DEPRECATED', 'deprecated_function_run' ), array_column( $notices, 'kind' ) );
		$this->assertStringEndsWith( 'tests/php/fixtures/deliberate-notices.php', $notices[0]['file'] );
		$this->assertStringContainsString( 'googlesitekit_test_deliberately_deprecated', $notices[1]['message'] );
	}

	public function test_a_deprecation_from_a_file_outside_the_plugin_is_not_recorded(): void {
		$outside = get_temp_dir() . 'googlesitekit-outside-' . wp_generate_password( 8, false ) . '.php';
		file_put_contents( $outside, "<?php\n@trigger_error( 'silenced', E_USER_DEPRECATED );\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		include $outside;
		unlink( $outside ); // phpcs:ignore WordPress.WP.AlternativeFunctions

		$this->assertSame( array(), $GLOBALS['googlesitekit_test_notices'] );
	}

	public function test_a_request_the_site_serves_logs_the_plugins_deprecations_for_the_runner(): void {
		$log = WP_CONTENT_DIR . '/googlesitekit-notices.log';
		$this->set_option( 'googlesitekit_test_raise_notices', 1 );
		$before = is_file( $log ) ? (string) file_get_contents( $log ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions

		$admin = $this->login_as( 'administrator' );
		$this->get_as( $admin->ID, admin_url( 'index.php' ) );

		$after = is_file( $log ) ? (string) file_get_contents( $log ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions
		// The runner would fail the run on these lines; the test takes them back out of the log.
		file_put_contents( $log, $before ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$lines = array_map( 'json_decode', array_filter( explode( "\n", substr( $after, strlen( $before ) ) ) ) );
		$this->assertSame( array( 'E_USER_DEPRECATED', 'deprecated_function_run' ), array_column( $lines, 'kind' ) );
		$this->assertSame( '/wp-admin/index.php', $lines[0]->request );
	}
}
