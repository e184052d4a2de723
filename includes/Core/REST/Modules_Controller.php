<?php
/**
 * Class Modules_Controller
 *
 * @package Google\Site_Kit\Core\REST
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\REST;

use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Core\Authentication\Token_Store;
use Google\Site_Kit\Core\Modules\Datapoint;
use Google\Site_Kit\Core\Modules\Module;
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Permissions\Permissions;
use WP_Error;
use WP_REST_Request;
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
	 * @param Modules        $modules        Module registry.
	 * @param Authentication $authentication Sign-in (connect URL for scope errors).
	 * @param Token_Store    $store          Per-user tokens (granted scopes).
	 */
	public function __construct(
		private readonly Modules $modules,
		private readonly Authentication $authentication,
		private readonly Token_Store $store
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
						return $this->respond( $module ? $this->modules->to_array( $module ) : $this->not_found( (string) $request['slug'] ) );
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
					'callback'   => fn( WP_REST_Request $request ) => $this->respond( $this->with_module( (string) $request['slug'], static fn( Module $module ) => $module->set_settings( (array) $request['data'] ) ) ),
				),
			)
		);
		$this->route(
			'modules/' . self::SLUG . '/data/(?P<datapoint>[a-z0-9-]+)',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'capability'          => Permissions::VIEW_DASHBOARD,
					'permission_callback' => fn( WP_REST_Request $request ) => $this->can_read( (string) $request['slug'], (string) $request['datapoint'] ),
					'callback'            => fn( WP_REST_Request $request ) => $this->respond( $this->run( $request, 'GET' ) ),
				),
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => Permissions::MANAGE_OPTIONS,
					'callback'   => fn( WP_REST_Request $request ) => $this->respond( $this->run( $request, 'POST' ) ),
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
		return null === $module ? $this->not_found( $slug ) : $callback( $module );
	}

	/**
	 * Permission to read a datapoint: admins, or view-only users the module is shared with for shareable datapoints.
	 *
	 * @param string $slug      Module slug.
	 * @param string $datapoint Datapoint name.
	 */
	private function can_read( string $slug, string $datapoint ): bool {
		if ( current_user_can( Permissions::MANAGE_OPTIONS ) ) {
			return true;
		}
		$module = $this->modules->get( $slug );
		$point  = $module ? ( $module->datapoints()[ $datapoint ] ?? null ) : null;
		return null !== $point && $point->shareable && current_user_can( Permissions::READ_SHARED_MODULE_DATA, $slug );
	}

	/**
	 * Runs a datapoint for a request.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param string          $method  GET or POST.
	 * @return mixed|WP_Error
	 */
	private function run( WP_REST_Request $request, string $method ): mixed {
		$params = 'POST' === $method ? (array) ( $request['data'] ?? array() ) : $request->get_query_params();
		return $this->dispatch( (string) $request['slug'], (string) $request['datapoint'], $method, $params );
	}

	/**
	 * Validates the arguments and runs a datapoint.
	 *
	 * @param string               $slug      Module slug.
	 * @param string               $name      Datapoint name.
	 * @param string               $method    GET or POST.
	 * @param array<string, mixed> $params    Raw parameters.
	 * @return mixed|WP_Error
	 */
	private function dispatch( string $slug, string $name, string $method, array $params ): mixed {
		$module = $this->modules->get( $slug );
		if ( null === $module ) {
			return $this->not_found( $slug );
		}
		if ( ! $this->modules->is_active( $slug ) ) {
			/* translators: %s: module name */
			return new WP_Error( 'module_not_active', sprintf( __( '%s is not connected.', 'google-site-kit' ), $module->name() ), array( 'status' => 400 ) );
		}
		$datapoint = $module->datapoints()[ $name ] ?? null;
		if ( null === $datapoint || $datapoint->method !== $method ) {
			/* translators: 1: datapoint, 2: module name */
			return new WP_Error( 'invalid_datapoint', sprintf( __( '%1$s is not a datapoint of %2$s.', 'google-site-kit' ), $name, $module->name() ), array( 'status' => 400 ) );
		}
		$clean = $this->validate_args( $datapoint, $params );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		$user_id = get_current_user_id();
		if ( ! current_user_can( Permissions::MANAGE_OPTIONS ) ) {
			// A view-only read runs with the token of the admin who set the module up.
			$user_id = $module->owner_id() ? $module->owner_id() : $this->authentication->owner_id();
		}
		if ( $datapoint->needs_token ) {
			$missing = array_values( array_diff( $module->scopes(), $this->store->granted_scopes( $user_id ) ) );
			if ( $missing && $this->authentication->is_authenticated( $user_id ) ) {
				return new WP_Error(
					'missing_required_scopes',
					/* translators: %s: module name */
					sprintf( __( 'Site Kit needs more permissions from your Google account to show %s data.', 'google-site-kit' ), $module->name() ),
					array(
						'status'       => 403,
						'scopes'       => $missing,
						'reconnectURL' => $this->authentication->connect_url( $missing ),
						'skipModal'    => get_current_user_id() !== $user_id,
					)
				);
			}
		}
		return $datapoint->handle( $clean, $user_id );
	}

	/**
	 * Validates and sanitizes a datapoint's arguments against its schema.
	 *
	 * @param Datapoint            $datapoint Datapoint.
	 * @param array<string, mixed> $params    Raw parameters.
	 * @return array<string, mixed>|WP_Error
	 */
	private function validate_args( Datapoint $datapoint, array $params ): array|WP_Error {
		$clean = array();
		foreach ( $datapoint->args as $key => $schema ) {
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

	/**
	 * Answers several datapoint reads at once, each on its own.
	 *
	 * @param array<int, array<string, mixed>> $requests Requests: key, path, params.
	 * @return array<string, array<string, mixed>>
	 */
	private function batch( array $requests ): array {
		$out = array();
		foreach ( $requests as $item ) {
			list( , $slug, , $name ) = explode( '/', (string) $item['path'] );
			$key                     = (string) $item['key'];
			$result                  = $this->can_read( $slug, $name )
				? $this->dispatch( $slug, $name, 'GET', (array) ( $item['params'] ?? array() ) )
				: new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'google-site-kit' ), array( 'status' => 403 ) );
			if ( is_wp_error( $result ) ) {
				$error       = $this->with_status( $result );
				$out[ $key ] = array(
					'error' => array(
						'code'    => $error->get_error_code(),
						'message' => $error->get_error_message(),
						'data'    => $error->get_error_data(),
					),
				);
			} else {
				$out[ $key ] = array( 'value' => $result );
			}
		}
		return $out;
	}

	/**
	 * The error for an unknown module.
	 *
	 * @param string $slug Slug.
	 */
	private function not_found( string $slug ): WP_Error {
		/* translators: %s: module slug */
		return new WP_Error( 'module_not_found', sprintf( __( 'There is no module "%s".', 'google-site-kit' ), $slug ), array( 'status' => 404 ) );
	}
}
