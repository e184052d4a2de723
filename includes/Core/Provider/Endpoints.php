<?php
/**
 * Class Endpoints
 *
 * @package Google\Site_Kit\Core\Provider
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Provider;

/**
 * Where Google's endpoints are. In production, Google itself; with the
 * GOOGLESITEKIT_PROVIDER_BASE_URL constant, a base URL that replaces the
 * scheme and host of every Google URL (the local provider emulator):
 * https://oauth2.googleapis.com/token → {base}/oauth2.googleapis.com/token.
 */
final class Endpoints {

	public const AUTHORIZE = 'https://accounts.google.com/o/oauth2/v2/auth';
	public const TOKEN     = 'https://oauth2.googleapis.com/token';
	public const REVOKE    = 'https://oauth2.googleapis.com/revoke';
	public const USERINFO  = 'https://www.googleapis.com/oauth2/v2/userinfo';

	/**
	 * Constructor.
	 *
	 * @param string $base_url Replacement for https://<google host>; empty for Google itself.
	 */
	public function __construct( private readonly string $base_url = '' ) {}

	/**
	 * Reads the base URL from wp-config.
	 */
	public static function from_environment(): self {
		return new self( defined( 'GOOGLESITEKIT_PROVIDER_BASE_URL' ) ? rtrim( (string) constant( 'GOOGLESITEKIT_PROVIDER_BASE_URL' ), '/' ) : '' );
	}

	/**
	 * Whether calls go to a stand-in rather than Google.
	 */
	public function is_emulated(): bool {
		return '' !== $this->base_url;
	}

	/**
	 * The URL to call for a Google URL.
	 *
	 * @param string               $google_url A https://*.google(apis).com URL.
	 * @param array<string, mixed> $query      Query arguments to add.
	 */
	public function url( string $google_url, array $query = array() ): string {
		$url = $google_url;
		if ( $this->is_emulated() ) {
			$parts = wp_parse_url( $google_url );
			$url   = $this->base_url . '/' . ( $parts['host'] ?? '' ) . ( $parts['path'] ?? '' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
		}
		return $query ? add_query_arg( rawurlencode_deep( $query ), $url ) : $url;
	}
}
