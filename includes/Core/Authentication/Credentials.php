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
 * The site's Google OAuth client, the first of: the wp-config constants (GOOGLESITEKIT_OAUTH_CLIENT_ID /
 * GOOGLESITEKIT_OAUTH_CLIENT_SECRET), the client an admin saved for this site on the splash screen, and on a network
 * the client the network admin saved for every site (a site option). Secrets are stored encrypted and never leave the
 * server.
 */
final class Credentials {

	public const OPTION         = 'googlesitekit_credentials';
	public const NETWORK_OPTION = 'googlesitekit_network_credentials';

	/**
	 * Constructor.
	 *
	 * @param Encryption $encryption Encryption.
	 */
	public function __construct( private readonly Encryption $encryption ) {}

	/**
	 * The client, or null when none is set. `source`: constant, option (this site's own) or network.
	 *
	 * @return array{client_id: string, client_secret: string, source: string}|null
	 */
	public function get(): ?array {
		if ( self::from_constants() ) {
			return array(
				'client_id'     => (string) constant( 'GOOGLESITEKIT_OAUTH_CLIENT_ID' ),
				'client_secret' => (string) constant( 'GOOGLESITEKIT_OAUTH_CLIENT_SECRET' ),
				'source'        => 'constant',
			);
		}
		$own = $this->decode( get_option( self::OPTION ) );
		if ( null !== $own ) {
			return $own + array( 'source' => 'option' );
		}
		$network = $this->network();
		return null === $network ? null : $network + array( 'source' => 'network' );
	}

	/**
	 * Whether a client is set.
	 */
	public function has(): bool {
		return null !== $this->get();
	}

	/**
	 * Whether the wp-config constants set the client (for every site: nothing saved is used then).
	 */
	public static function from_constants(): bool {
		return defined( 'GOOGLESITEKIT_OAUTH_CLIENT_ID' ) && defined( 'GOOGLESITEKIT_OAUTH_CLIENT_SECRET' );
	}

	/**
	 * The client saved for the whole network (null outside a network or when none is saved).
	 *
	 * @return array{client_id: string, client_secret: string}|null
	 */
	public function network(): ?array {
		return is_multisite() ? $this->decode( get_site_option( self::NETWORK_OPTION ) ) : null;
	}

	/**
	 * Saves a client entered by an admin for this site.
	 *
	 * @param string $client_id     Client ID.
	 * @param string $client_secret Client secret.
	 * @return true|WP_Error
	 */
	public function save( string $client_id, string $client_secret ): bool|WP_Error {
		$client = $this->checked( $client_id, $client_secret );
		if ( is_wp_error( $client ) ) {
			return $client;
		}
		// Autoloaded: every report read needs it (the client ID is part of the cache key).
		update_option( self::OPTION, $this->encryption->encrypt_array( $client ), true );
		return true;
	}

	/**
	 * Saves the client every site of the network uses unless it has its own. Nothing is saved on bad input.
	 *
	 * @param string $client_id     Client ID.
	 * @param string $client_secret Client secret.
	 * @return true|WP_Error
	 */
	public function save_network( string $client_id, string $client_secret ): bool|WP_Error {
		if ( ! is_multisite() ) {
			return new WP_Error( 'not_multisite', __( 'A network OAuth client needs a WordPress network.', 'google-site-kit' ), array( 'status' => 400 ) );
		}
		$client = $this->checked( $client_id, $client_secret );
		if ( is_wp_error( $client ) ) {
			return $client;
		}
		update_site_option( self::NETWORK_OPTION, $this->encryption->encrypt_array( $client ) );
		return true;
	}

	/**
	 * Removes the network's client (sites with their own keep theirs).
	 */
	public function delete_network(): void {
		if ( is_multisite() ) {
			delete_site_option( self::NETWORK_OPTION );
		}
	}

	/**
	 * A client as entered, trimmed, or why it cannot be saved.
	 *
	 * @param string $client_id     Client ID.
	 * @param string $client_secret Client secret.
	 * @return array{client_id: string, client_secret: string}|WP_Error
	 */
	private function checked( string $client_id, string $client_secret ): array|WP_Error {
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
		return array(
			'client_id'     => $client_id,
			'client_secret' => $client_secret,
		);
	}

	/**
	 * A stored client, decrypted, or null when there is none (or it cannot be read: other salts).
	 *
	 * @param mixed $stored Stored value.
	 * @return array{client_id: string, client_secret: string}|null
	 */
	private function decode( mixed $stored ): ?array {
		$client = $this->encryption->decrypt_array( $stored );
		if ( ! $client || empty( $client['client_id'] ) || empty( $client['client_secret'] ) ) {
			return null;
		}
		return array(
			'client_id'     => (string) $client['client_id'],
			'client_secret' => (string) $client['client_secret'],
		);
	}
}
