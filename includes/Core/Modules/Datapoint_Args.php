<?php
/**
 * Class Datapoint_Args
 *
 * @package Google\Site_Kit\Core\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Modules;

use WP_Error;

/**
 * Validates a datapoint's parameters against its JSON schema, with errors that name the parameter.
 */
final class Datapoint_Args {

	/**
	 * Longest URL argument accepted (what browsers and Google's APIs handle comfortably).
	 */
	public const MAX_URL_LENGTH = 2048;

	/**
	 * Validates and sanitizes parameters.
	 *
	 * @param array<string, array<string, mixed>> $schemas Parameter schemas.
	 * @param array<string, mixed>                $params  Raw parameters.
	 * @return array<string, mixed>|WP_Error
	 */
	public static function validate( array $schemas, array $params ): array|WP_Error {
		$clean = array();
		foreach ( $schemas as $key => $schema ) {
			if ( ! array_key_exists( $key, $params ) || '' === $params[ $key ] ) {
				if ( ! empty( $schema['required'] ) ) {
					return new WP_Error(
						'rest_missing_callback_param',
						/* translators: %s: parameter name */
						sprintf( __( 'Missing parameter(s): %s', 'google-site-kit' ), $key ),
						array(
							'status' => 400,
							'params' => array( $key ),
						)
					);
				}
				if ( array_key_exists( 'default', $schema ) ) {
					$clean[ $key ] = $schema['default'];
				}
				continue;
			}
			$value = $params[ $key ];
			// GET lists may come comma-separated (metrics=a,b) as well as as arrays (metrics[]=a).
			if ( 'array' === ( $schema['type'] ?? '' ) && is_string( $value ) ) {
				$value = array_values( array_filter( array_map( 'trim', explode( ',', $value ) ), static fn( string $item ): bool => '' !== $item ) );
			}
			$valid = rest_validate_value_from_schema( $value, $schema, $key );
			if ( is_wp_error( $valid ) ) {
				return new WP_Error(
					'rest_invalid_param',
					/* translators: 1: parameter name, 2: what is wrong */
					sprintf( __( 'Invalid parameter(s): %1$s (%2$s)', 'google-site-kit' ), $key, $valid->get_error_message() ),
					array(
						'status' => 400,
						'params' => array( $key => $valid->get_error_message() ),
					)
				);
			}
			// WordPress only sanitizes "uri" (esc_url_raw turns "foo" into "http://foo"): check it is a real web address.
			if ( 'uri' === ( $schema['format'] ?? '' ) && ! self::is_web_url( (string) $value ) ) {
				$message = sprintf(
					/* translators: %d: maximum length */
					__( 'must be an absolute http(s) URL of at most %d characters', 'google-site-kit' ),
					self::MAX_URL_LENGTH
				);
				return new WP_Error(
					'rest_invalid_param',
					/* translators: 1: parameter name, 2: what is wrong */
					sprintf( __( 'Invalid parameter(s): %1$s (%2$s)', 'google-site-kit' ), $key, $message ),
					array(
						'status' => 400,
						'params' => array( $key => $message ),
					)
				);
			}
			$clean[ $key ] = rest_sanitize_value_from_schema( $value, $schema, $key );
		}
		return $clean;
	}

	/**
	 * Whether a string is an absolute http(s) URL with a host, no credentials, no spaces or control characters,
	 * and no longer than MAX_URL_LENGTH.
	 *
	 * @param string $url Candidate.
	 */
	public static function is_web_url( string $url ): bool {
		if ( strlen( $url ) > self::MAX_URL_LENGTH || ! preg_match( '#^https?://[^/?\#\s@\\\\]+(?:[/?\#][^\s\\\\]*)?$#i', $url ) || preg_match( '/[\x00-\x1f\x7f]/', $url ) ) {
			return false;
		}
		$host = wp_parse_url( $url, PHP_URL_HOST );
		return is_string( $host ) && '' !== $host;
	}
}
