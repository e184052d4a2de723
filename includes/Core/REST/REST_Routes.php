<?php
/**
 * Class REST_Routes
 *
 * @package Google\Site_Kit\Core\REST
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\REST;

use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Core\Modules\Modules;

/**
 * Registers the REST controllers and preloads the first-paint reads into the page.
 */
final class REST_Routes implements Registerable {

	/**
	 * Reads every screen needs at first paint, answered inside the page (and every module's settings, from the
	 * module list).
	 */
	private const PRELOAD = array(
		'/google-site-kit/v1/core/user/data/authentication',
		'/google-site-kit/v1/core/user/data/permissions',
		'/google-site-kit/v1/core/user/data/tracking',
		'/google-site-kit/v1/core/user/data/dismissed-items',
		'/google-site-kit/v1/core/site/data/connection',
		'/google-site-kit/v1/core/modules/data/list',
		'/google-site-kit/v1/core/site/data/oauth-client',
		'/google-site-kit/v1/core/user/data/user-input-settings',
		'/google-site-kit/v1/core/user/data/key-metrics',
	);

	/**
	 * Constructor.
	 *
	 * @param Controller[] $controllers Controllers.
	 * @param Modules      $modules     The module list: each module's settings are preloaded.
	 */
	public function __construct( private readonly array $controllers, private readonly Modules $modules ) {}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		add_filter( 'rest_request_before_callbacks', array( $this, 'explain_invalid_params' ), 10, 3 );
		add_filter( 'googlesitekit_base_data', array( $this, 'add_base_data' ) );
	}

	/**
	 * Registers every controller's routes.
	 */
	public function register_routes(): void {
		foreach ( $this->controllers as $controller ) {
			$controller->register_routes();
		}
	}

	/**
	 * Puts the details of a failed argument validation into the message, so it names the argument
	 * ("Invalid parameter(s): data" alone does not say that data[slug] is missing).
	 *
	 * @param mixed                $response Response so far; a WP_Error when validation failed.
	 * @param array<string, mixed> $handler  Route handler.
	 * @param \WP_REST_Request     $request  Request.
	 * @return mixed
	 */
	public function explain_invalid_params( $response, $handler, $request ) {
		unset( $handler );
		if ( ! is_wp_error( $response ) || ! str_starts_with( (string) $request->get_route(), '/' . Controller::NAMESPACE . '/' ) ) {
			return $response;
		}
		$data = $response->get_error_data();
		if ( ! in_array( $response->get_error_code(), array( 'rest_invalid_param', 'rest_missing_callback_param' ), true ) || ! is_array( $data ) ) {
			return $response;
		}
		$details = array();
		foreach ( (array) ( $data['details'] ?? array() ) as $detail ) {
			if ( is_array( $detail ) && isset( $detail['message'] ) ) {
				$details[] = (string) $detail['message'];
			}
		}
		if ( ! $details ) {
			$details = array_map( 'strval', array_values( (array) ( $data['params'] ?? array() ) ) );
		}
		if ( ! $details ) {
			return $response;
		}
		return new \WP_Error( $response->get_error_code(), $response->get_error_message() . ' — ' . implode( ' ', $details ), $data );
	}

	/**
	 * Adds the REST root, nonce and preloaded reads to a page's boot data.
	 *
	 * @param array<string, mixed> $data Boot data.
	 * @return array<string, mixed>
	 */
	public function add_base_data( $data ): array {
		$data                  = (array) $data;
		$data['restRoot']      = esc_url_raw( rest_url() );
		$data['restNonce']     = wp_create_nonce( 'wp_rest' );
		$paths                 = array_merge(
			self::PRELOAD,
			array_map(
				fn( string $slug ) => '/' . Controller::NAMESPACE . '/modules/' . $slug . '/data/settings',
				array_keys( $this->modules->all() )
			)
		);
		$data['preloadedData'] = array_reduce( $paths, 'rest_preload_api_request', array() );
		return $data;
	}
}
