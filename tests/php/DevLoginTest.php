<?php
/**
 * Class DevLoginTest
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests;

/**
 * The one-click login link `npm start` prints (bin/mu-plugins/googlesitekit-dev-login.php) works once and only for a
 * short while: asked over HTTP of the running test site, as a browser would.
 */
final class DevLoginTest extends TestCase {

	private string $file;

	protected function setUp(): void {
		parent::setUp();
		$this->file = ABSPATH . '.autologin-token';
	}

	protected function tearDown(): void {
		if ( file_exists( $this->file ) ) {
			unlink( $this->file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- Test file.
		}
		parent::tearDown();
	}

	private function write_token( string $token, int $expires ): void {
		file_put_contents( $this->file, $token . "\n" . $expires . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- Test file.
	}

	/**
	 * @return array{0:int,1:string,2:string} Status, Location header and whether an auth cookie was set.
	 */
	private function open_link( string $token ): array {
		$response = wp_remote_get(
			home_url( '/?googlesitekit_autologin=' . rawurlencode( $token ) ),
			array(
				'timeout'     => 20,
				'redirection' => 0,
			)
		);
		$this->assertNotWPError( $response );
		$cookies = array_filter(
			wp_remote_retrieve_cookies( $response ),
			static function ( $cookie ) {
				return str_starts_with( $cookie->name, 'wordpress_logged_in_' ) && '' !== $cookie->value;
			}
		);
		return array( wp_remote_retrieve_response_code( $response ), (string) wp_remote_retrieve_header( $response, 'location' ), $cookies ? 'logged in' : 'not logged in' );
	}

	public function test_the_link_logs_the_admin_in_once(): void {
		$token = bin2hex( random_bytes( 24 ) );
		$this->write_token( $token, time() + 600 );

		list( $status, $location, $login ) = $this->open_link( $token );
		$this->assertSame( 302, $status );
		$this->assertStringContainsString( 'page=googlesitekit-dashboard', $location );
		$this->assertSame( 'logged in', $login );
		$this->assertFileDoesNotExist( $this->file, 'the used token is gone' );

		list( $status, , $login ) = $this->open_link( $token );
		$this->assertSame( 403, $status, 'a second use is refused' );
		$this->assertSame( 'not logged in', $login );
	}

	public function test_an_expired_link_is_refused_and_never_works_again(): void {
		$token = bin2hex( random_bytes( 24 ) );
		$this->write_token( $token, time() - 1 );

		list( $status, , $login ) = $this->open_link( $token );
		$this->assertSame( 403, $status );
		$this->assertSame( 'not logged in', $login );
		$this->assertFileDoesNotExist( $this->file );
	}

	public function test_a_wrong_token_is_refused_and_leaves_the_real_one_usable(): void {
		$token = bin2hex( random_bytes( 24 ) );
		$this->write_token( $token, time() + 600 );

		list( $status, , $login ) = $this->open_link( bin2hex( random_bytes( 24 ) ) );
		$this->assertSame( 403, $status );
		$this->assertSame( 'not logged in', $login );

		list( $status ) = $this->open_link( $token );
		$this->assertSame( 302, $status );
	}

	public function test_no_token_file_means_no_login(): void {
		list( $status, , $login ) = $this->open_link( str_repeat( 'a', 48 ) );
		$this->assertSame( 403, $status );
		$this->assertSame( 'not logged in', $login );
	}
}
