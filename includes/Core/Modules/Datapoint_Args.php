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
				$value = array_values( array_filter( array_map( 'trim', explode( ',', $value ) ), 'strlen' ) );
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
			$clean[ $key ] = rest_sanitize_value_from_schema( $value, $schema, $key );
		}
		return $clean;
	}
}
