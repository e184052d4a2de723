<?php
/**
 * Class NetworkCliSingleSiteTest
 *
 * @package Google\Site_Kit\Tests\Core\CLI
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\CLI;

use Google\Site_Kit\Tests\Support\Wp_Cli;
use Google\Site_Kit\Tests\TestCase;

/**
 * `wp site-kit status --network` on a WordPress that is not a network: a clear error, and nothing else printed.
 */
final class NetworkCliSingleSiteTest extends TestCase {

	public function test_network_status_outside_a_network_is_a_clear_error(): void {
		$this->assertFalse( is_multisite() );
		list( $code, $out, $err ) = Wp_Cli::run( 'site-kit', 'status', '--network' );
		$this->assertSame( 1, $code );
		$this->assertSame( '', $out );
		$this->assertStringContainsString( 'Error: --network needs a multisite network; this WordPress is a single site.', $err );
	}
}
