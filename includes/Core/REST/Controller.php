<?php
/**
 * Class Controller
 *
 * @package Google\Site_Kit\Core\REST
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\REST;

use WP_Error;
use WP_REST_Response;

/**
 * Base of the plugin's REST controllers: one namespace, a capability check per
 * endpoint, schema-validated args, WP_Error answers.
 */
abstract class Controller {

	public const NAMESPACE = 'google-site-kit/v1';

	/**
	 * Registers the controller's routes.
	 */
	abstract public function register_routes(): void;

	/**
	 * Registers one route.
	 *
	 * @param non-falsy-string                 $path      Path below the namespace.
	 * @param array<int, array<string, mixed>> $endpoints Endpoints (methods, callback, capability, args).
	 */
	protected function route( string $path, array $endpoints ): void {
		foreach ( $endpoints as &$endpoint ) {
			$capability                      = $endpoint['capability'];
			$endpoint['permission_callback'] = $endpoint['permission_callback'] ?? static fn() => current_user_can( $capability );
			$endpoint['args']                = $endpoint['args'] ?? array();
			unset( $endpoint['capability'] );
		}
		unset( $endpoint );
		register_rest_route( self::NAMESPACE, $path, $endpoints );
	}

	/**
	 * Wraps a value or error for REST.
	 *
	 * @param mixed $result Value or WP_Error.
	 * @return WP_REST_Response|WP_Error
	 */
	protected function respond( $result ): WP_REST_Response|WP_Error {
		if ( is_wp_error( $result ) ) {
			return $this->with_status( $result );
		}
		return new WP_REST_Response( $result, 200 );
	}

	/**
	 * Makes sure an error carries an HTTP status (500 when it has none).
	 *
	 * @param WP_Error $error Error.
	 */
	protected function with_status( WP_Error $error ): WP_Error {
		$data = $error->get_error_data();
		if ( ! is_array( $data ) || ! isset( $data['status'] ) ) {
			$data           = is_array( $data ) ? $data : array();
			$data['status'] = 500;
			$error->add_data( $data );
		}
		// Never leak transport details (hosts, tokens in URLs) to the browser.
		if ( isset( $data['detail'] ) ) {
			unset( $data['detail'] );
			$error->add_data( $data );
		}
		return $error;
	}

	/**
	 * Schema of a `data` object argument with typed properties.
	 *
	 * @param array<string, array<string, mixed>> $properties Property schemas.
	 * @param string[]                            $required   Required property names.
	 * @return array<string, array<string, mixed>>
	 */
	protected static function data_arg( array $properties, array $required = array() ): array {
		foreach ( $required as $name ) {
			$properties[ $name ]['required'] = true;
		}
		return array(
			'data' => array(
				'type'                 => 'object',
				'required'             => true,
				'properties'           => $properties,
				'additionalProperties' => false,
			),
		);
	}
}
