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
use Google\Site_Kit\Core\Modules\Module_Identity;
use Google\Site_Kit\Modules\Search_Console\Properties;
use WP_Error;

/**
 * Site Verification: proves to Google that the signed-in user owns the site, with a meta tag;
 * a verified domain that covers the site (INET_DOMAIN, verified through a DNS TXT record) counts too.
 */
final class Site_Verification extends Module {

	public const SCOPE      = 'https://www.googleapis.com/auth/siteverification';
	public const META_TOKEN = 'googlesitekit_site_verification_meta';
	public const API        = 'https://www.googleapis.com/siteVerification/v1/';

	/**
	 * {@inheritDoc}
	 */
	protected function define_identity(): Module_Identity {
		return new Module_Identity(
			slug: 'site-verification',
			name: static fn() => _x( 'Site Verification', 'Service name', 'google-site-kit' ),
			description: static fn() => __( 'Proves to Google that you own this site, so its services may show you its data.', 'google-site-kit' ),
			homepage: 'https://www.google.com/webmasters/verification/home',
			order: 0,
			scopes: array( self::SCOPE ),
			internal: true,
			force_active: true
		);
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
		$domain = new Domain_Verification( $this, $this->client );
		return array(
			'verification'  => new Datapoint( 'GET', array( $this, 'verification_status' ) ),
			'verify'        => new Datapoint( 'POST', array( $this, 'verify' ) ),
			'domain-token'  => new Datapoint( 'GET', array( $domain, 'token' ), Domain_Verification::args() ),
			'verify-domain' => new Datapoint( 'POST', array( $domain, 'verify' ), Domain_Verification::args() ),
		);
	}

	/**
	 * Whether Google lists this site among the user's verified sites, or a
	 * verified domain that covers its host (`INET_DOMAIN`, id `dns://example.com`);
	 * a site it lists counts as verified for Site Kit too (never the other way
	 * round: another admin's Google account may not own the site, which does not
	 * unverify it).
	 *
	 * @param array<string, mixed> $params  Parameters.
	 * @param int                  $user_id User whose token to use.
	 * @return array{verified: bool, identifier: string, type: string}|WP_Error
	 */
	public function verification_status( array $params, int $user_id ): array|WP_Error {
		unset( $params );
		$response = $this->client->request( $user_id, 'GET', self::API . 'webResource' );
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		$home   = trailingslashit( home_url() );
		$status = self::status_from_resources( (array) ( $response['items'] ?? array() ), $home );
		if ( $status['verified'] && ! $this->is_connected() ) {
			// Google already counts the user as an owner (verified earlier, or another way): nothing left to set up.
			update_option( $this->settings_option(), array( 'verified' => true ) );
		}
		return $status;
	}

	/**
	 * What webResource.list says about the site: verified as the site itself
	 * (`SITE`, preferred) or through a domain that covers its host (`INET_DOMAIN`).
	 *
	 * @param array<int, mixed> $items Items of webResource.list.
	 * @param string            $home  The home URL with a trailing slash.
	 * @return array{verified: bool, identifier: string, type: string}
	 */
	public static function status_from_resources( array $items, string $home ): array {
		$host   = strtolower( (string) wp_parse_url( $home, PHP_URL_HOST ) );
		$domain = '';
		foreach ( $items as $item ) {
			if ( ! is_array( $item ) ) {
				continue;
			}
			$type       = (string) ( $item['site']['type'] ?? '' );
			$identifier = (string) ( $item['site']['identifier'] ?? '' );
			if ( 'SITE' === $type || '' === $type ) {
				if ( '' !== $identifier && trailingslashit( $identifier ) === $home ) {
					return array(
						'verified'   => true,
						'identifier' => $home,
						'type'       => 'SITE',
					);
				}
				continue;
			}
			if ( 'INET_DOMAIN' !== $type ) {
				continue;
			}
			if ( '' === $identifier ) {
				// The resource id names it too: dns://example.com, URL-encoded.
				$identifier = (string) preg_replace( '#^dns://#', '', rawurldecode( (string) ( $item['id'] ?? '' ) ) );
			}
			$identifier = strtolower( rtrim( $identifier, '.' ) );
			if ( Properties::is_valid_host( $identifier ) && Properties::host_in_domain( $host, $identifier ) && strlen( $identifier ) > strlen( $domain ) ) {
				$domain = $identifier;
			}
		}
		if ( '' !== $domain ) {
			return array(
				'verified'   => true,
				'identifier' => $domain,
				'type'       => 'INET_DOMAIN',
			);
		}
		return array(
			'verified'   => false,
			'identifier' => $home,
			'type'       => 'SITE',
		);
	}

	/**
	 * Verifies the site: gets a meta token, prints it on the front end, asks Google to check it.
	 *
	 * @param array<string, mixed> $params  Parameters.
	 * @param int                  $user_id User whose token to use.
	 * @return array{verified: bool, identifier: string, type: string}|WP_Error
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
			'type'       => 'SITE',
		);
	}
}
