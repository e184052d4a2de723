<?php
/**
 * Class VersionGateTest
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests;

/**
 * On a too-old PHP or WordPress the plugin shows a notice and loads nothing else.
 */
final class VersionGateTest extends TestCase {

	public function test_requirements_hold_on_php_81_and_wordpress_65(): void {
		$this->assertSame( array(), googlesitekit_requirement_errors( '8.1.0', '6.5' ) );
		$this->assertSame( array(), googlesitekit_requirement_errors( '8.3.2', '6.5-RC1' ) );
		$this->assertSame( array(), googlesitekit_requirement_errors( PHP_VERSION, $GLOBALS['wp_version'] ) );
	}

	public function test_an_old_php_is_named_in_the_reasons(): void {
		$this->assertSame(
			array( 'Site Kit requires PHP 8.1 or higher. This site runs PHP 7.4.33.' ),
			googlesitekit_requirement_errors( '7.4.33', '6.5.5' )
		);
	}

	public function test_an_old_wordpress_is_named_in_the_reasons(): void {
		$this->assertSame(
			array( 'Site Kit requires WordPress 6.5 or higher. This site runs WordPress 6.4.3.' ),
			googlesitekit_requirement_errors( '8.2.0', '6.4.3' )
		);
	}

	public function test_on_an_old_wordpress_the_plugin_shows_the_notice_and_loads_nothing_else(): void {
		$output = $this->probe( '6.4.3' );
		$this->assertFalse( $output['plugin_loaded'], 'the plugin classes are not loaded' );
		$this->assertFalse( $output['menu_hooked'], 'no admin page is registered' );
		$this->assertStringContainsString( 'Site Kit is not running.', $output['notices'] );
		$this->assertStringContainsString( 'Site Kit requires WordPress 6.5 or higher. This site runs WordPress 6.4.3.', $output['notices'] );
		$this->assertSame( array(), $output['early_strings'], 'nothing translated before init (WordPress 6.7+ warns)' );
	}

	public function test_on_a_supported_wordpress_the_plugin_loads_without_the_notice(): void {
		$output = $this->probe( '' );
		$this->assertTrue( $output['plugin_loaded'] );
		$this->assertTrue( $output['menu_hooked'] );
		$this->assertStringNotContainsString( 'Site Kit is not running.', $output['notices'] );
		$this->assertSame( array(), $output['early_strings'], 'nothing translated before init (WordPress 6.7+ warns)' );
	}

	/**
	 * Boots the test site in a separate PHP process, optionally as an older WordPress.
	 *
	 * @param string $wp_version Version the test mu-plugin pretends WordPress is; empty for the real one.
	 * @return array{plugin_loaded: bool, menu_hooked: bool, notices: string, early_strings: string[]}
	 */
	private function probe( string $wp_version ): array {
		$command = sprintf(
			'GOOGLESITEKIT_TEST_FAKE_WP_VERSION=%s %s %s %s %s 2>&1',
			escapeshellarg( $wp_version ),
			escapeshellarg( PHP_BINARY ),
			escapeshellarg( __DIR__ . '/fixtures/admin-notices-probe.php' ),
			escapeshellarg( (string) getenv( 'GOOGLESITEKIT_TEST_SITE_DIR' ) ),
			escapeshellarg( (string) getenv( 'GOOGLESITEKIT_TEST_URL' ) )
		);
		exec( $command, $lines, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- Runs the probe process.
		$this->assertSame( 0, $status, implode( "\n", $lines ) );
		$decoded = json_decode( (string) end( $lines ), true );
		$this->assertIsArray( $decoded, implode( "\n", $lines ) );
		return $decoded;
	}
}
