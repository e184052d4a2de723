<?php
/**
 * Class Emulator
 *
 * @package Google\Site_Kit\Tests\Support
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Support;

/**
 * Drives the provider emulator the test run started: its control endpoint
 * (faults, request log, config, clock) and a real OAuth consent.
 */
final class Emulator {

	/**
	 * The emulator's base URL.
	 */
	public static function url(): string {
		return rtrim( (string) getenv( 'GOOGLESITEKIT_TEST_EMULATOR_URL' ), '/' );
	}

	/**
	 * Calls the control endpoint.
	 *
	 * @param string     $method HTTP method.
	 * @param string     $path   Path below /__emulator.
	 * @param array|null $body   JSON body.
	 * @return array<string, mixed>
	 */
	public static function control( string $method, string $path, ?array $body = null ): array {
		$response = wp_remote_request(
			self::url() . '/__emulator' . $path,
			array(
				'method'  => $method,
				'timeout' => 20,
				'headers' => array( 'Content-Type' => 'application/json' ),
				'body'    => null === $body ? null : wp_json_encode( $body ),
			)
		);
		if ( is_wp_error( $response ) ) {
			throw new \RuntimeException( 'Emulator control failed: ' . $response->get_error_message() );
		}
		$decoded = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		return is_array( $decoded ) ? $decoded : array();
	}

	/**
	 * Clears grants, tokens, faults, the request log and config; points the emulator at the test site.
	 */
	public static function reset(): void {
		self::control( 'POST', '/reset' );
		self::control( 'POST', '/config', array( 'siteUrl' => trailingslashit( home_url() ) ) );
	}

	/**
	 * Injects a fault for the next calls.
	 *
	 * @param array<string, mixed> $fault Fault: kind, api/path, count.
	 */
	public static function fault( array $fault ): void {
		self::control( 'POST', '/faults', $fault );
	}

	/**
	 * The request log.
	 *
	 * @param string $path Only requests whose path contains this.
	 * @return array<int, array<string, mixed>>
	 */
	public static function requests( string $path = '' ): array {
		$log = self::control( 'GET', '/requests' . ( '' === $path ? '' : '?path=' . rawurlencode( $path ) ) );
		return (array) ( $log['requests'] ?? array() );
	}

	/**
	 * Goes through Google's consent screen as the demo account and returns the authorization code.
	 *
	 * @param string $authorize_url The consent URL the plugin built.
	 * @param string $decision      allow or deny.
	 * @return array<string, string> Query of the redirect back to the site (code, state, or error).
	 */
	public static function consent( string $authorize_url, string $decision = 'allow' ): array {
		$page = wp_remote_get( $authorize_url, array( 'timeout' => 20 ) );
		$html = (string) wp_remote_retrieve_body( $page );
		if ( ! preg_match( '/name="consent_id" value="([^"]+)"/', $html, $match ) ) {
			throw new \RuntimeException( 'No consent form: ' . substr( wp_strip_all_tags( $html ), 0, 300 ) );
		}
		$response = wp_remote_post(
			self::url() . '/accounts.google.com/signin/oauth/consent',
			array(
				'timeout'     => 20,
				'redirection' => 0,
				'body'        => array(
					'consent_id' => $match[1],
					'decision'   => $decision,
				),
			)
		);
		$location = (string) wp_remote_retrieve_header( $response, 'location' );
		parse_str( (string) wp_parse_url( $location, PHP_URL_QUERY ), $query );
		return array_map( 'strval', $query );
	}
}
