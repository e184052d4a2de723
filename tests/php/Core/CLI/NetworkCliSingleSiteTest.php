<?php
/**
 * Class NetworkCliSingleSiteTest
 *
 * @package Google\Site_Kit\Tests\Core\CLI
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\CLI;

use Google\Site_Kit\Tests\TestCase;

/**
 * `wp site-kit status --network` on a WordPress that is not a network: a clear error, and nothing else printed.
 */
final class NetworkCliSingleSiteTest extends TestCase {

	public function test_network_status_outside_a_network_is_a_clear_error(): void {
		$this->assertFalse( is_multisite() );
		$wp = dirname( __DIR__, 4 ) . '/vendor/bin/wp';
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- The test runs WP-CLI as a user would.
		$process = proc_open(
			array( $wp, '--path=' . getenv( 'GOOGLESITEKIT_TEST_SITE_DIR' ), '--allow-root', 'site-kit', 'status', '--network' ),
			array(
				0 => array( 'pipe', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes
		);
		$this->assertIsResource( $process );
		fclose( $pipes[0] );
		$out  = (string) stream_get_contents( $pipes[1] );
		$err  = (string) stream_get_contents( $pipes[2] );
		$code = proc_close( $process );
		$this->assertSame( 1, $code );
		$this->assertSame( '', $out );
		$this->assertStringContainsString( 'Error: --network needs a multisite network; this WordPress is a single site.', $err );
	}
}
