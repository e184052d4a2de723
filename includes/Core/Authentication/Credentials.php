<?php
/**
 * Class Credentials
 *
 * @package Google\Site_Kit\Core\Authentication
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Authentication;

use Google\Site_Kit\Core\Storage\Encryption;
use WP_Error;

/**
 * The site's Google OAuth client: from wp-config constants
 * (GOOGLESITEKIT_OAUTH_CLIENT_ID / GOOGLESITEKIT_OAUTH_CLIENT_SECRET) or saved
 * by an admin on the splash screen, the secret encrypted. The secret never
 * leaves the server.
 */
final class Credentials {

	public const OPTION = 'googlesitekit_credentials';

	/**
	 * Constructor.
	 *
	 * @param Encryption $encryption Encryption.
	 */
	public function __construct( private readonly Encryption $encryption ) {}

	/**
	 * The client, or null when none is set.
	 *
	 * @return array{client_id: string, client_secret: string, source: string}|null
	 */
	public function get(): ?array {
		if ( defined( 'GOOGLESITEKIT_OAUTH_CLIENT_ID' ) && defined( 'GOOGLESITEKIT_OAUTH_CLIENT_SECRET' ) ) {
			return array(
				'client_id'     => (string) constant( 'GOOGLESITEKIT_OAUTH_CLIENT_ID' ),
				'client_secret' => (string) constant( 'GOOGLESITEKIT_OAUTH_CLIENT_SECRET' ),
				'source'        => 'constant',
			);
		}
		$stored = $this->encryption->decrypt_array( get_option( self::OPTION ) );
		if ( ! $stored || empty( $stored['client_id'] ) || empty( $stored['client_secret'] ) ) {
			return null;
		}
		return array(
			'client_id'     => (string) $stored['client_id'],
			'client_secret' => (string) $stored['client_secret'],
			'source'        => 'option',
		);
	}

	/**
	 * Whether a client is set.
	 */
	public function has(): bool {
		return null !== $this->get();
	}

	/**
	 * Saves a client entered by an admin.
	 *
	 * @param string $client_id     Client ID.
	 * @param string $client_secret Client secret.
	 * @return true|WP_Error
	 */
	public function save( string $client_id, string $client_secret ): bool|WP_Error {
		if ( defined( 'GOOGLESITEKIT_OAUTH_CLIENT_ID' ) ) {
			return new WP_Error( 'credentials_from_constants', __( 'The OAuth client is set in wp-config.php and cannot be changed here.', 'google-site-kit' ), array( 'status' => 400 ) );
		}
		$client_id     = trim( $client_id );
		$client_secret = trim( $client_secret );
		if ( ! preg_match( '/^[A-Za-z0-9._-]+\.apps\.googleusercontent\.com$/', $client_id ) ) {
			return new WP_Error(
				'rest_invalid_param',
				__( 'The client ID must look like 1234567890-abc123.apps.googleusercontent.com.', 'google-site-kit' ),
				array(
					'status' => 400,
					'params' => array( 'clientID' => __( 'Invalid client ID.', 'google-site-kit' ) ),
				)
			);
		}
		if ( '' === $client_secret || strlen( $client_secret ) > 200 || preg_match( '/\s/', $client_secret ) ) {
			return new WP_Error(
				'rest_invalid_param',
				__( 'Enter the client secret exactly as Google shows it, without spaces.', 'google-site-kit' ),
				array(
					'status' => 400,
					'params' => array( 'clientSecret' => __( 'Invalid client secret.', 'google-site-kit' ) ),
				)
			);
		}
		update_option(
			self::OPTION,
			$this->encryption->encrypt_array(
				array(
					'client_id'     => $client_id,
					'client_secret' => $client_secret,
				)
			),
			// Autoloaded: every report read needs it (the client ID is part of the cache key).
			true
		);
		return true;
	}
}
