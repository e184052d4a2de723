<?php
/**
 * Class Modules_Controller
 *
 * @package Google\Site_Kit\Core\REST
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\REST;

use Google\Site_Kit\Core\Modules\Module;
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\Reports\Datapoint_Runner;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * core/modules/data/* (list, activation, info), modules/{slug}/data/{datapoint}
 * and the batch read endpoint core/reports/data/batch.
 */
final class Modules_Controller extends Controller {

	private const SLUG      = '(?P<slug>[a-z0-9-]+)';
	private const BATCH_MAX = 20;

	/**
	 * Constructor.
	 *
	 * @param Modules          $modules Module registry.
	 * @param Datapoint_Runner $runner  Runs datapoints (arguments, scopes, cache, parallel provider calls).
	 */
	public function __construct(
		private readonly Modules $modules,
		private readonly Datapoint_Runner $runner
	) {}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$this->route(
			'core/modules/data/list',
			array(
				array(
					'methods'    => WP_REST_Server::READABLE,
					'capability' => Permissions::VIEW_DASHBOARD,
					'callback'   => fn() => $this->respond( array_values( array_map( array( $this->modules, 'to_array' ), $this->modules->all() ) ) ),
				),
			)
		);
		$this->route(
			'core/modules/data/info',
			array(
				array(
					'methods'    => WP_REST_Server::READABLE,
					'capability' => Permissions::VIEW_DASHBOARD,
					'args'       => array(
						'slug' => array(
							'type'     => 'string',
							'required' => true,
						),
					),
					'callback'   => function ( WP_REST_Request $request ) {
						$module = $this->modules->get( (string) $request['slug'] );
						return $this->respond( $module ? $this->modules->to_array( $module ) : $this->modules->not_found( (string) $request['slug'] ) );
					},
				),
			)
		);
		$this->route(
			'core/modules/data/activation',
			array(
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => Permissions::MANAGE_OPTIONS,
					'args'       => self::data_arg(
						array(
							'slug'   => array(
								'type'    => 'string',
								'pattern' => '^[a-z0-9-]+$',
							),
							'active' => array( 'type' => 'boolean' ),
						),
						array( 'slug', 'active' )
					),
					'callback'   => fn( WP_REST_Request $request ) => $this->respond( $this->set_active( (string) $request['data']['slug'], (bool) $request['data']['active'] ) ),
				),
			)
		);
		$this->route(
			'modules/' . self::SLUG . '/data/settings',
			array(
				array(
					'methods'    => WP_REST_Server::READABLE,
					'capability' => Permissions::MANAGE_OPTIONS,
					'callback'   => fn( WP_REST_Request $request ) => $this->respond( $this->with_module( (string) $request['slug'], static fn( Module $module ) => $module->get_settings() ) ),
				),
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => Permissions::MANAGE_OPTIONS,
					'args'       => array(
						'data' => array(
							'type'     => 'object',
							'required' => true,
						),
					),
					// ownerID is read-only here (the server sets it): the settings stores send back all they read.
					'callback'   => fn( WP_REST_Request $request ) => $this->respond( $this->with_module( (string) $request['slug'], static fn( Module $module ) => $module->set_settings( array_diff_key( (array) $request['data'], array( 'ownerID' => true ) ) ) ) ),
				),
			)
		);
		$this->route(
			'modules/' . self::SLUG . '/data/(?P<datapoint>[a-z0-9-]+)',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'capability'          => Permissions::VIEW_DASHBOARD,
					'permission_callback' => fn( WP_REST_Request $request ) => $this->modules->may_read( (string) $request['slug'], (string) $request['datapoint'] ),
					'callback'            => fn( WP_REST_Request $request ) => $this->run( $request, 'GET' ),
				),
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => Permissions::MANAGE_OPTIONS,
					'callback'   => fn( WP_REST_Request $request ) => $this->run( $request, 'POST' ),
				),
			)
		);
		$this->route(
			'core/reports/data/batch',
			array(
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => Permissions::VIEW_DASHBOARD,
					'args'       => self::data_arg(
						array(
							'requests' => array(
								'type'     => 'array',
								'minItems' => 1,
								'maxItems' => self::BATCH_MAX,
								'items'    => array(
									'type'                 => 'object',
									'properties'           => array(
										'key'    => array(
											'type'     => 'string',
											'required' => true,
										),
										'path'   => array(
											'type'     => 'string',
											'pattern'  => '^modules/[a-z0-9-]+/data/[a-z0-9-]+$',
											'required' => true,
										),
										'params' => array( 'type' => 'object' ),
									),
									'additionalProperties' => false,
								),
							),
						),
						array( 'requests' )
					),
					'callback'   => fn( WP_REST_Request $request ) => $this->respond( $this->batch( (array) $request['data']['requests'] ) ),
				),
			)
		);
	}

	/**
	 * Activates or deactivates a module.
	 *
	 * @param string $slug   Module slug.
	 * @param bool   $active Target state.
	 * @return array<string, mixed>|WP_Error
	 */
	private function set_active( string $slug, bool $active ): array|WP_Error {
		if ( $active ) {
			$url = $this->modules->activate( $slug );
			return is_wp_error( $url ) ? $url : array(
				'success'         => true,
				'moduleReauthURL' => $url,
			);
		}
		$result = $this->modules->deactivate( $slug );
		return is_wp_error( $result ) ? $result : array( 'success' => true );
	}

	/**
	 * Runs a callback with a module, or answers 404.
	 *
	 * @param string   $slug     Module slug.
	 * @param callable $callback fn( Module ): mixed.
	 * @return mixed|WP_Error
	 */
	private function with_module( string $slug, callable $callback ): mixed {
		$module = $this->modules->get( $slug );
		return null === $module ? $this->modules->not_found( $slug ) : $callback( $module );
	}


	/**
	 * Runs a datapoint for a request.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param string          $method  GET or POST.
	 * @return WP_REST_Response|WP_Error
	 */
	private function run( WP_REST_Request $request, string $method ): WP_REST_Response|WP_Error {
		$params = 'POST' === $method ? (array) ( $request['data'] ?? array() ) : $request->get_query_params();
		$result = $this->runner->run( (string) $request['slug'], (string) $request['datapoint'], $method, $params );
		if ( isset( $result['error'] ) ) {
			return $this->with_status( $result['error'] );
		}
		$response = new WP_REST_Response( $result['value'], 200 );
		if ( isset( $result['stale'] ) ) {
			// The provider failed; this is the last good answer, from that time.
			$response->header( 'X-GoogleSiteKit-Stale', gmdate( 'c', $result['stale']['since'] ) );
		}
		return $response;
	}

	/**
	 * Answers several datapoint reads at once, each on its own; their provider calls run in parallel.
	 *
	 * @param array<int, array<string, mixed>> $requests Requests: key, path, params.
	 * @return array<string, array<string, mixed>>
	 */
	private function batch( array $requests ): array {
		$reads     = array();
		$forbidden = array();
		foreach ( $requests as $item ) {
			list( , $slug, , $name ) = explode( '/', (string) $item['path'] );
			$key                     = (string) $item['key'];
			if ( $this->modules->may_read( $slug, $name ) ) {
				$reads[ $key ] = array( $slug, $name, 'GET', (array) ( $item['params'] ?? array() ) );
			} else {
				$forbidden[ $key ] = array( 'error' => new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'google-site-kit' ), array( 'status' => 403 ) ) );
			}
		}
		$out = array();
		foreach ( array_merge( $this->runner->run_many( $reads ), $forbidden ) as $key => $result ) {
			if ( isset( $result['error'] ) ) {
				$error       = $this->with_status( $result['error'] );
				$out[ $key ] = array(
					'error' => array(
						'code'    => $error->get_error_code(),
						'message' => $error->get_error_message(),
						'data'    => $error->get_error_data(),
					),
				);
				continue;
			}
			$out[ $key ] = array( 'value' => $result['value'] );
			if ( isset( $result['stale'] ) ) {
				$out[ $key ]['stale'] = $result['stale'];
			}
		}
		return $out;
	}
}
