<?php
/**
 * Class Errors
 *
 * @package Google\Site_Kit\Core\Provider
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Provider;

use WP_Error;

/**
 * Turns what Google answered into errors the UI can act on (ARCHITECTURE §4, spec §8).
 */
final class Errors {

	/**
	 * Reasons that mean "you may not", never retried.
	 */
	public const INSUFFICIENT_PERMISSIONS_REASONS = array( 'insufficientPermissions', 'forbidden' );

	/**
	 * Reasons that mean "not now": a quota or rate limit (older APIs, Search Console among them, answer them with 403).
	 */
	public const QUOTA_REASONS = array( 'rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded', 'dailyLimitExceeded' );

	/**
	 * The error for a failed transport (network, timeout, blocked host).
	 *
	 * @param WP_Error $error Transport error.
	 */
	public static function transport( WP_Error $error ): WP_Error {
		$detail = $error->get_error_message();
		$failed = self::internal_server_error( $detail );
		// cURL error 28 and Requests' own timeout: Google did not answer in time (the viewer is told so).
		$cause = preg_match( '/timed out|cURL error 28\b/i', $detail ) ? 'timeout' : 'network';
		$failed->add_data( array( 'cause' => $cause ) + (array) $failed->get_error_data() );
		return $failed;
	}

	/**
	 * The spec's message for provider 5xx, timeouts and network failures.
	 *
	 * @param string $detail What went wrong underneath (kept for logs, not shown).
	 */
	public static function internal_server_error( string $detail = '' ): WP_Error {
		return new WP_Error(
			'internal_server_error',
			__( 'There was a critical error on this website while fetching data.', 'google-site-kit' ),
			array(
				'status' => 500,
				'detail' => $detail,
			)
		);
	}

	/**
	 * The spec's message for a body that is not JSON.
	 */
	public static function invalid_json(): WP_Error {
		return new WP_Error( 'invalid_json', __( 'The server provided an invalid response.', 'google-site-kit' ), array( 'status' => 500 ) );
	}

	/**
	 * Maps a Google error response (status >= 400) to a WP_Error.
	 *
	 * @param int                       $status HTTP status.
	 * @param array<string, mixed>|null $body   Decoded body, null when it was not JSON.
	 */
	public static function from_response( int $status, ?array $body ): WP_Error {
		if ( $status >= 500 ) {
			$error  = self::internal_server_error( 'HTTP ' . $status );
			$google = is_array( $body['error'] ?? null ) ? (string) ( $body['error']['message'] ?? '' ) : '';
			if ( '' !== $google ) {
				// Google's own words ("The service is currently unavailable.") reach the browser, so the site owner sees why;
				// transport details ("detail") never do.
				$error->add_data( array_merge( (array) $error->get_error_data(), array( 'providerMessage' => $google ) ) );
			}
			return $error;
		}
		if ( null === $body ) {
			return self::invalid_json();
		}
		$error   = isset( $body['error'] ) && is_array( $body['error'] ) ? $body['error'] : array();
		$first   = isset( $error['errors'][0] ) && is_array( $error['errors'][0] ) ? $error['errors'][0] : array();
		$reason  = (string) ( $first['reason'] ?? '' );
		$code    = (string) ( $error['status'] ?? '' );
		$message = (string) ( $error['message'] ?? '' );

		// OAuth endpoints put a string code in "error" and the text in "error_description".
		if ( isset( $body['error'] ) && is_string( $body['error'] ) ) {
			$code    = $body['error'];
			$message = (string) ( $body['error_description'] ?? $body['error'] );
		}
		if ( '' === $code ) {
			$code = 'provider_error_' . $status;
		}
		if ( '' === $message ) {
			/* translators: %d: HTTP status code */
			$message = sprintf( __( 'Google answered with HTTP status %d.', 'google-site-kit' ), $status );
		}
		$data = array( 'status' => $status );
		if ( '' !== $reason ) {
			$data['reason'] = $reason;
		}
		return new WP_Error( $code, $message, $data );
	}

	/**
	 * What kind of outage an error is, or null when it is a refusal (Google answered, and said no: a 401 after the
	 * token's refresh, a 403 permission error, a 400 invalid argument, a 404 for a property that is gone). Only an
	 * outage is worth serving the last good copy for: a refusal is shown as the error, with its fix.
	 *
	 * @param WP_Error $error Error.
	 * @return 'quota'|'timeout'|'network'|'unavailable'|'invalid_response'|null
	 */
	public static function outage_cause( WP_Error $error ): ?string {
		$data   = $error->get_error_data();
		$data   = is_array( $data ) ? $data : array();
		$status = (int) ( $data['status'] ?? 0 );
		$code   = (string) $error->get_error_code();
		if ( 429 === $status || 'RESOURCE_EXHAUSTED' === $code || in_array( $data['reason'] ?? '', self::QUOTA_REASONS, true ) ) {
			return 'quota';
		}
		if ( 'invalid_json' === $code ) {
			return 'invalid_response';
		}
		if ( self::is_insufficient_permissions( $error ) ) {
			return null;
		}
		if ( 'internal_server_error' === $code ) {
			return in_array( $data['cause'] ?? '', array( 'timeout', 'network' ), true ) ? (string) $data['cause'] : 'unavailable';
		}
		return $status >= 500 ? 'unavailable' : null;
	}

	/**
	 * Whether an error is Google being down, slow or busy, rather than a refusal that old data must not paper over.
	 *
	 * @param WP_Error $error Error.
	 */
	public static function is_outage( WP_Error $error ): bool {
		return null !== self::outage_cause( $error );
	}

	/**
	 * Whether an error means the user lacks permission at Google (not retried).
	 *
	 * @param WP_Error $error Error.
	 */
	public static function is_insufficient_permissions( WP_Error $error ): bool {
		$data = $error->get_error_data();
		return is_array( $data ) && in_array( $data['reason'] ?? '', self::INSUFFICIENT_PERMISSIONS_REASONS, true );
	}
}
