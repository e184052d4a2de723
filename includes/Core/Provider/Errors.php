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
	 * The error for a failed transport (network, timeout, blocked host).
	 *
	 * @param WP_Error $error Transport error.
	 */
	public static function transport( WP_Error $error ): WP_Error {
		return self::internal_server_error( $error->get_error_message() );
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
	 * Whether an error means the user lacks permission at Google (not retried).
	 *
	 * @param WP_Error $error Error.
	 */
	public static function is_insufficient_permissions( WP_Error $error ): bool {
		$data = $error->get_error_data();
		return is_array( $data ) && in_array( $data['reason'] ?? '', self::INSUFFICIENT_PERMISSIONS_REASONS, true );
	}
}
