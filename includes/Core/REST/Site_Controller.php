<?php
/**
 * Class Site_Controller
 *
 * @package Google\Site_Kit\Core\REST
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\REST;

use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Core\Authentication\Connection;
use Google\Site_Kit\Core\Authentication\Credentials;
use Google\Site_Kit\Core\Authentication\OAuth_Client;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\Reset;
use WP_REST_Request;
use WP_REST_Server;

/**
 * core/site/data/*: the site's connection, reset, admin bar setting and OAuth client.
 */
final class Site_Controller extends Controller {

	public const ADMIN_BAR_OPTION = 'googlesitekit_admin_bar_settings';

	/**
	 * Constructor.
	 *
	 * @param Authentication $authentication Sign-in.
	 * @param Connection     $connection     Connection state.
	 * @param Credentials    $credentials    OAuth client.
	 * @param OAuth_Client   $oauth          OAuth protocol (redirect URI).
	 * @param Reset          $reset          Reset.
	 */
	public function __construct(
		private readonly Authentication $authentication,
		private readonly Connection $connection,
		private readonly Credentials $credentials,
		private readonly OAuth_Client $oauth,
		private readonly Reset $reset
	) {}

	/**
	 * Whether the admin bar item is on (the default).
	 */
	public static function show_admin_bar(): bool {
		$settings = get_option( self::ADMIN_BAR_OPTION, array( 'enabled' => true ) );
		return ! is_array( $settings ) || ! array_key_exists( 'enabled', $settings ) || (bool) $settings['enabled'];
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$this->route(
			'core/site/data/connection',
			array(
				array(
					'methods'    => WP_REST_Server::READABLE,
					'capability' => Permissions::VIEW_DASHBOARD,
					'callback'   => fn() => $this->respond( $this->connection_data() ),
				),
			)
		);
		$this->route(
			'core/site/data/reset',
			array(
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => Permissions::SETUP,
					'callback'   => function () {
						foreach ( $this->connection->connected_admin_ids() as $user_id ) {
							$this->authentication->disconnect( $user_id );
						}
						$this->reset->all();
						return $this->respond( true );
					},
				),
			)
		);
		$this->route(
			'core/site/data/admin-bar-settings',
			array(
				array(
					'methods'    => WP_REST_Server::READABLE,
					'capability' => Permissions::MANAGE_OPTIONS,
					'callback'   => fn() => $this->respond( array( 'enabled' => self::show_admin_bar() ) ),
				),
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => Permissions::MANAGE_OPTIONS,
					'args'       => self::data_arg( array( 'enabled' => array( 'type' => 'boolean' ) ), array( 'enabled' ) ),
					'callback'   => function ( WP_REST_Request $request ) {
						update_option( self::ADMIN_BAR_OPTION, array( 'enabled' => (bool) $request['data']['enabled'] ) );
						return $this->respond( array( 'enabled' => self::show_admin_bar() ) );
					},
				),
			)
		);
		$this->route(
			'core/site/data/oauth-client',
			array(
				array(
					'methods'    => WP_REST_Server::READABLE,
					'capability' => Permissions::SETUP,
					'callback'   => fn() => $this->respond( $this->oauth_client_data() ),
				),
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => Permissions::SETUP,
					'args'       => self::data_arg(
						array(
							'clientID'     => array(
								'type'      => 'string',
								'minLength' => 1,
								'maxLength' => 200,
							),
							'clientSecret' => array(
								'type'      => 'string',
								'minLength' => 1,
								'maxLength' => 200,
							),
						),
						array( 'clientID', 'clientSecret' )
					),
					'callback'   => function ( WP_REST_Request $request ) {
						$saved = $this->credentials->save( (string) $request['data']['clientID'], (string) $request['data']['clientSecret'] );
						return is_wp_error( $saved ) ? $this->respond( $saved ) : $this->respond( $this->oauth_client_data() );
					},
				),
			)
		);
	}

	/**
	 * The connection state.
	 *
	 * @return array<string, mixed>
	 */
	private function connection_data(): array {
		$connected = $this->connection->is_connected();
		$admins    = get_users(
			array(
				'role'   => 'administrator',
				'fields' => 'ID',
				'number' => 2,
			)
		);
		return array(
			'connected'          => $connected,
			'resettable'         => $this->credentials->has() || $connected,
			'setupCompleted'     => $connected,
			'hasConnectedAdmins' => (bool) $this->connection->connected_admin_ids(),
			'hasMultipleAdmins'  => count( $admins ) > 1,
			'ownerID'            => $this->authentication->owner_id(),
		);
	}

	/**
	 * The OAuth client, without its secret.
	 *
	 * @return array<string, mixed>
	 */
	private function oauth_client_data(): array {
		$client = $this->credentials->get();
		return array(
			'clientID'    => $client['client_id'] ?? '',
			'hasSecret'   => null !== $client && '' !== $client['client_secret'],
			'source'      => $client['source'] ?? '',
			'redirectURI' => $this->oauth->redirect_uri(),
		);
	}
}
