<?php
/**
 * Class LocalEnvironmentTest
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests;

/**
 * The local sites never reach the internet; loopback (the site, the emulator) stays reachable.
 */
final class LocalEnvironmentTest extends TestCase {

	public function test_calls_to_the_internet_are_blocked_at_once(): void {
		$started  = microtime( true );
		$response = wp_remote_get( 'https://www.googleapis.com/oauth2/v2/userinfo', array( 'timeout' => 10 ) );
		$this->assertTrue( is_wp_error( $response ) );
		$this->assertSame( 'User has blocked requests through HTTP.', $response->get_error_message() );
		$this->assertLessThan( 1.0, microtime( true ) - $started, 'blocked before any network I/O' );
	}

	public function test_loopback_stays_reachable(): void {
		$response = wp_remote_get( home_url( '/wp-login.php' ), array( 'timeout' => 10 ) );
		$this->assertFalse( is_wp_error( $response ), is_wp_error( $response ) ? $response->get_error_message() : '' );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
	}

	public function test_the_provider_base_url_points_at_the_local_emulator(): void {
		$this->assertTrue( defined( 'GOOGLESITEKIT_PROVIDER_BASE_URL' ) );
		$this->assertMatchesRegularExpression( '#^http://127\.0\.0\.1:\d+$#', GOOGLESITEKIT_PROVIDER_BASE_URL );
	}
}
