<?php
/**
 * Class Network_Controller
 *
 * @package Google\Site_Kit\Core\REST
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\REST;

use Google\Site_Kit\Core\Network\Network_Sites;
use Google\Site_Kit\Core\Network\Site_Summaries;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

/**
 * The network admin's overview (core/network/data/sites, core/network/data/site-figures): every site of the network
 * with its connection, services, owner, refused users and cached figures, and one site's figures read through its
 * own runner. Only for a network's super admins (manage_network_options). See docs/multisite.md.
 */
final class Network_Controller extends Controller {

	/**
	 * Constructor.
	 *
	 * @param Site_Summaries $summaries The sites' summaries.
	 */
	public function __construct( private readonly Site_Summaries $summaries ) {}

	/**
	 * Whether the current user may see the network overview: a network, and its super admin.
	 */
	public static function may_manage_network(): bool {
		return is_multisite() && current_user_can( 'manage_network_options' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$permission = array( self::class, 'may_manage_network' );
		$this->route(
			'core/network/data/sites',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'capability'          => 'manage_network_options',
					'permission_callback' => $permission,
					'args'                => array(
						'page'    => array(
							'type'    => 'integer',
							'minimum' => 1,
							'default' => 1,
						),
						'perPage' => array(
							'type'    => 'integer',
							'minimum' => 1,
							'maximum' => 100,
							'default' => 20,
						),
						'search'  => array(
							'type'      => 'string',
							'maxLength' => 200,
							'default'   => '',
						),
						'orderby' => array(
							'type'    => 'string',
							'enum'    => Site_Summaries::ORDERBY,
							'default' => 'name',
						),
						'order'   => array(
							'type'    => 'string',
							'enum'    => array( 'asc', 'desc' ),
							'default' => 'asc',
						),
						'refused' => array(
							'type'        => 'boolean',
							'default'     => false,
							'description' => __( 'Only the sites where Google refused a user’s access.', 'google-site-kit' ),
						),
					),
					'callback'            => fn( WP_REST_Request $request ) => $this->respond(
						$this->summaries->page(
							(int) $request['page'],
							(int) $request['perPage'],
							(string) $request['search'],
							(string) $request['orderby'],
							(string) $request['order'],
							(bool) $request['refused']
						)
					),
				),
			)
		);
		$this->route(
			'core/network/data/site-figures',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'capability'          => 'manage_network_options',
					'permission_callback' => $permission,
					'args'                => array(
						'site' => array(
							'type'     => 'integer',
							'minimum'  => 1,
							'required' => true,
						),
					),
					'callback'            => fn( WP_REST_Request $request ) => $this->respond( $this->figures( (int) $request['site'] ) ),
				),
			)
		);
	}

	/**
	 * One site's figures, or why not.
	 *
	 * @param int $blog_id Site ID.
	 * @return array<string, mixed>|WP_Error
	 */
	private function figures( int $blog_id ): array|WP_Error {
		$site = Network_Sites::find( $blog_id );
		if ( is_wp_error( $site ) ) {
			return $site;
		}
		return array( 'site' => $blog_id ) + $this->summaries->figures( $blog_id );
	}
}
