<?php
/**
 * Class Sharing_Controller
 *
 * @package Google\Site_Kit\Core\REST
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\REST;

use Google\Site_Kit\Core\Modules\Sharing;
use Google\Site_Kit\Core\Permissions\Permissions;
use WP_REST_Request;
use WP_REST_Server;

/**
 * core/modules/data/sharing-settings: who sees each module's data, who manages that.
 */
final class Sharing_Controller extends Controller {

	/**
	 * Constructor.
	 *
	 * @param Sharing $sharing Sharing settings.
	 */
	public function __construct( private readonly Sharing $sharing ) {}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$this->route(
			'core/modules/data/sharing-settings',
			array(
				array(
					'methods'    => WP_REST_Server::READABLE,
					'capability' => Permissions::MANAGE_MODULE_SHARING_OPTIONS,
					'callback'   => fn() => $this->respond( $this->sharing->response() ),
				),
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => Permissions::MANAGE_MODULE_SHARING_OPTIONS,
					'args'       => self::data_arg(
						array(
							'sharingSettings' => array(
								'type'                 => 'object',
								'additionalProperties' => array(
									'type'       => 'object',
									'properties' => array(
										'sharedRoles' => array(
											'type'  => 'array',
											'items' => array( 'type' => 'string' ),
										),
										'management'  => array(
											'type' => 'string',
											'enum' => Sharing::MANAGEMENT,
										),
									),
								),
							),
						),
						array( 'sharingSettings' )
					),
					'callback'   => fn( WP_REST_Request $request ) => $this->respond( $this->sharing->save( (array) $request['data']['sharingSettings'] ) ),
				),
			)
		);
	}
}
