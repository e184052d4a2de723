<?php
/**
 * Class NetworkCliTest
 *
 * @package Google\Site_Kit\Tests\Multisite
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Multisite;

use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Wp_Cli;
use Google\Site_Kit\Tests\TestCase;

/**
 * WP-CLI on the local network: `wp site-kit status --network` (one line per site) and `wp --url=<site> site-kit
 * status` (that site's own state), run by WP-CLI from Composer in its own process.
 *
 * @group multisite
 */
final class NetworkCliTest extends TestCase {

	use Overview_Network;

	protected function setUp(): void {
		parent::setUp();
		$this->reset_network();
	}

	protected function tearDown(): void {
		$this->reset_network();
		parent::tearDown();
	}

	/**
	 * Runs `wp …` against the test network.
	 *
	 * @param string ...$args Arguments.
	 * @return array{int, string, string} Exit code, standard output, standard error.
	 */
	private function wp( string ...$args ): array {
		return Wp_Cli::run( ...$args );
	}

	public function test_status_network_prints_one_line_per_site_without_calling_google_or_printing_secrets(): void {
		$kitchen = $this->site_id( '/kitchen/' );
		$owner   = $this->connect_site( $kitchen, 'kitchen-admin' );
		$this->on_site( $kitchen, static fn( $plugin ) => $plugin->token_store()->save_auth_error( $owner, 'invalid_grant', 'Token has been expired or revoked.' ) );
		$tokens = $this->on_site( $kitchen, static fn( $plugin ) => $plugin->token_store()->tokens( $owner ) );
		Emulator::control( 'DELETE', '/requests' );

		list( $code, $out, $err ) = $this->wp( 'site-kit', 'status', '--network', '--format=json' );
		$this->assertSame( 0, $code, $err );
		$rows = json_decode( $out, true );
		$this->assertIsArray( $rows, $out );
		$this->assertSame( array( get_home_url( 1, '/' ), get_home_url( $kitchen, '/' ), get_home_url( $this->site_id( '/garden/' ), '/' ) ), array_column( $rows, 'url' ) );
		$name = get_userdata( $owner )->display_name;
		$this->assertSame(
			array(
				'id'       => $kitchen,
				'url'      => get_home_url( $kitchen, '/' ),
				'state'    => 'connected',
				'services' => 'Search Console, Analytics, AdSense',
				'owner'    => $name,
				'refused'  => $name,
			),
			$rows[1]
		);
		$this->assertSame( array( 'not-connected', 'not-connected' ), array( $rows[0]['state'], $rows[2]['state'] ) );

		list( $code, $table ) = $this->wp( 'site-kit', 'status', '--network' );
		$this->assertSame( 0, $code );
		$lines = array_values( array_filter( explode( "\n", $table ), static fn( $line ) => str_contains( $line, 'http' ) ) );
		$this->assertCount( 3, $lines, $table );
		$this->assertMatchesRegularExpression( '#/kitchen/[\s|]+connected[\s|]+Search Console, Analytics, AdSense[\s|]+#', $lines[1] );
		foreach ( array( $tokens['access_token'], $tokens['refresh_token'], 'sitekit-demo-secret' ) as $secret ) {
			$this->assertStringNotContainsString( (string) $secret, $out . $table . $err );
		}
		$this->assertSame( array(), $this->google_calls() );
	}

	public function test_status_with_a_site_url_tells_that_sites_own_state(): void {
		$kitchen = $this->site_id( '/kitchen/' );
		$owner   = $this->connect_site( $kitchen, 'kitchen-admin' );

		list( $code, $out, $err ) = $this->wp( '--url=' . get_home_url( $kitchen, '/' ), 'site-kit', 'status' );
		$this->assertSame( 0, $code, $err );
		$this->assertMatchesRegularExpression( '/connected: yes/', $out );
		$this->assertMatchesRegularExpression( '/owner: \S.* \(#' . $owner . '\)/', $out );
		$this->assertMatchesRegularExpression( '/search-console[\s|]+Search Console[\s|]+yes/', $out );

		list( $code, $main ) = $this->wp( 'site-kit', 'status' );
		$this->assertSame( 0, $code );
		$this->assertMatchesRegularExpression( '/connected: no/', $main, 'the main site is not set up' );
		list( $code, $garden ) = $this->wp( '--url=' . get_home_url( $this->site_id( '/garden/' ), '/' ), 'site-kit', 'status' );
		$this->assertSame( 0, $code );
		$this->assertMatchesRegularExpression( '/connected: no/', $garden );
	}
}
