<?php
/**
 * Class Network_Controls_Controller
 *
 * @package Google\Site_Kit\Core\REST
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\REST;

use Google\Site_Kit\Core\Network\Network_Sites;
use Google\Site_Kit\Core\Network\Site_Context;
use Google\Site_Kit\Plugin;
use WP_REST_Request;
use WP_REST_Server;

/**
 * core/network/data/reset-site: the network admin's controls over one site of the network. Only a super admin
 * (manage_network_options) on a network reaches them.
 */
final class Network_Controls_Controller extends Controller {

	/**
	 * Constructor.
	 *
	 * @param Site_Context $sites Runs code as another site of the network.
	 */
	public function __construct( private readonly Site_Context $sites ) {}

	/**
	 * Whether the current user may use the network's controls.
	 */
	public static function allowed(): bool {
		return is_multisite() && current_user_can( 'manage_network_options' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$this->route(
			'core/network/data/reset-site',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'capability'          => 'manage_network_options',
					'permission_callback' => array( self::class, 'allowed' ),
					'args'                => array(
						'site' => array(
							'type'        => 'integer',
							'minimum'     => 1,
							'required'    => true,
							'description' => __( 'ID of the site whose connection is reset.', 'google-site-kit' ),
						),
					),
					'callback'            => fn( WP_REST_Request $request ) => $this->respond( $this->reset_site( (int) $request['site'] ) ),
				),
			)
		);
	}

	/**
	 * Resets one site's connection: everything Site Kit keeps for that site (its own Reset), nothing of the others.
	 * Its users' grants are not revoked at Google: with the network's OAuth client, a person signed in on several
	 * sites holds one grant for all of them, and revoking it would sign them out of the other sites too.
	 *
	 * @param int $site_id Site ID.
	 * @return array{site: int, reset: bool}|\WP_Error
	 */
	private function reset_site( int $site_id ): array|\WP_Error {
		$site = Network_Sites::find( $site_id );
		if ( is_wp_error( $site ) ) {
			return $site;
		}
		$this->sites->run( $site_id, static fn( Plugin $plugin ) => $plugin->reset_service()->all() );
		return array(
			'site'  => $site_id,
			'reset' => true,
		);
	}
}
