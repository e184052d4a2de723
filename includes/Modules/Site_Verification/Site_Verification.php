<?php
/**
 * Class Site_Verification
 *
 * @package Google\Site_Kit\Modules\Site_Verification
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Site_Verification;

use Google\Site_Kit\Core\Modules\Datapoint;
use Google\Site_Kit\Core\Modules\Module;
use WP_Error;

/**
 * Site Verification: proves to Google that the signed-in user owns the site, with a meta tag.
 */
final class Site_Verification extends Module {

	public const SCOPE      = 'https://www.googleapis.com/auth/siteverification';
	public const META_TOKEN = 'googlesitekit_site_verification_meta';
	private const API       = 'https://www.googleapis.com/siteVerification/v1/';

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return 'site-verification';
	}

	/**
	 * {@inheritDoc}
	 */
	public function name(): string {
		return _x( 'Site Verification', 'Service name', 'google-site-kit' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'Proves to Google that you own this site, so its services may show you its data.', 'google-site-kit' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function homepage(): string {
		return 'https://www.google.com/webmasters/verification/home';
	}

	/**
	 * {@inheritDoc}
	 */
	public function order(): int {
		return 0;
	}

	/**
	 * {@inheritDoc}
	 */
	public function is_internal(): bool {
		return true;
	}

	/**
	 * {@inheritDoc}
	 */
	public function is_force_active(): bool {
		return true;
	}

	/**
	 * {@inheritDoc}
	 */
	public function scopes(): array {
		return array( self::SCOPE );
	}

	/**
	 * {@inheritDoc}
	 */
	public function default_settings(): array {
		return array( 'verified' => false );
	}

	/**
	 * {@inheritDoc}
	 */
	public function is_connected(): bool {
		return (bool) $this->get_settings()['verified'];
	}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'wp_head', array( $this, 'print_meta_tag' ) );
		add_action( 'login_head', array( $this, 'print_meta_tag' ) );
	}

	/**
	 * Prints the verification meta tag on the front end.
	 */
	public function print_meta_tag(): void {
		$token = (string) get_option( self::META_TOKEN, '' );
		if ( '' !== $token ) {
			printf( '<meta name="google-site-verification" content="%s">' . "\n", esc_attr( $token ) );
		}
	}

	/**
	 * {@inheritDoc}
	 */
	public function datapoints(): array {
		return array(
			'verification' => new Datapoint( 'GET', array( $this, 'verification_status' ) ),
			'verify'       => new Datapoint( 'POST', array( $this, 'verify' ) ),
		);
	}

	/**
	 * Whether Google lists this site among the user's verified sites; a site it
	 * lists counts as verified for Site Kit too (never the other way round: another
	 * admin's Google account may not own the site, which does not unverify it).
	 *
	 * @param array<string, mixed> $params  Parameters.
	 * @param int                  $user_id User whose token to use.
	 * @return array{verified: bool, identifier: string}|WP_Error
	 */
	public function verification_status( array $params, int $user_id ): array|WP_Error {
		unset( $params );
		$response = $this->client->request( $user_id, 'GET', self::API . 'webResource' );
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		$home     = trailingslashit( home_url() );
		$verified = false;
		foreach ( (array) ( $response['items'] ?? array() ) as $item ) {
			if ( trailingslashit( (string) ( $item['site']['identifier'] ?? '' ) ) === $home ) {
				$verified = true;
			}
		}
		if ( $verified && ! $this->is_connected() ) {
			// Google already counts the user as an owner (verified earlier, or another way): nothing left to set up.
			update_option( $this->settings_option(), array( 'verified' => true ) );
		}
		return array(
			'verified'   => $verified,
			'identifier' => $home,
		);
	}

	/**
	 * Verifies the site: gets a meta token, prints it on the front end, asks Google to check it.
	 *
	 * @param array<string, mixed> $params  Parameters.
	 * @param int                  $user_id User whose token to use.
	 * @return array{verified: bool, identifier: string}|WP_Error
	 */
	public function verify( array $params, int $user_id ): array|WP_Error {
		unset( $params );
		$home  = trailingslashit( home_url() );
		$site  = array(
			'type'       => 'SITE',
			'identifier' => $home,
		);
		$token = $this->client->request(
			$user_id,
			'POST',
			self::API . 'token',
			array(),
			array(
				'site'               => $site,
				'verificationMethod' => 'META',
			)
		);
		if ( is_wp_error( $token ) ) {
			return $token;
		}
		// Google answers the whole tag; keep only its content attribute.
		$content = preg_match( '/content="([^"]+)"/', (string) ( $token['token'] ?? '' ), $match ) ? $match[1] : (string) ( $token['token'] ?? '' );
		if ( '' === $content ) {
			return new WP_Error( 'invalid_json', __( 'The server provided an invalid response.', 'google-site-kit' ), array( 'status' => 500 ) );
		}
		update_option( self::META_TOKEN, sanitize_text_field( $content ) );
		$resource = $this->client->request( $user_id, 'POST', self::API . 'webResource', array( 'verificationMethod' => 'META' ), array( 'site' => $site ) );
		if ( is_wp_error( $resource ) ) {
			return $resource;
		}
		update_option( $this->settings_option(), array( 'verified' => true ) );
		return array(
			'verified'   => true,
			'identifier' => $home,
		);
	}
}
