<?php
/**
 * Class User_Controller
 *
 * @package Google\Site_Kit\Core\REST
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\REST;

use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\User\Dismissals;
use Google\Site_Kit\Core\User\Key_Metrics;
use Google\Site_Kit\Core\User\Tracking;
use Google\Site_Kit\Core\User\User_Date_Range;
use Google\Site_Kit\Core\User\User_Input;
use Google\Site_Kit\Core\Util\Date_Range;
use WP_REST_Request;
use WP_REST_Server;

/**
 * core/user/data/*: the signed-in user's Google connection, capabilities and preferences.
 */
final class User_Controller extends Controller {

	/**
	 * Constructor.
	 *
	 * @param Authentication $authentication Sign-in.
	 * @param Modules        $modules        Modules (for the per-module capabilities).
	 * @param Dismissals     $dismissals     Dismissed items.
	 * @param Tracking       $tracking       Tracking opt-in.
	 * @param User_Input     $user_input     Personalisation answers.
	 * @param Key_Metrics    $key_metrics    Key-metric tiles each user picked.
	 */
	public function __construct(
		private readonly Authentication $authentication,
		private readonly Modules $modules,
		private readonly Dismissals $dismissals,
		private readonly Tracking $tracking,
		private readonly User_Input $user_input,
		private readonly Key_Metrics $key_metrics
	) {}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$view = Permissions::VIEW_DASHBOARD;
		$this->route(
			'core/user/data/authentication',
			array(
				array(
					'methods'    => WP_REST_Server::READABLE,
					'capability' => $view,
					'callback'   => fn() => $this->respond( $this->authentication->status( get_current_user_id() ) ),
				),
			)
		);
		$this->route(
			'core/user/data/disconnect',
			array(
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => Permissions::AUTHENTICATE,
					'callback'   => function () {
						$this->authentication->disconnect( get_current_user_id() );
						return $this->respond( true );
					},
				),
			)
		);
		$this->route(
			'core/user/data/permissions',
			array(
				array(
					'methods'    => WP_REST_Server::READABLE,
					'capability' => $view,
					'callback'   => fn() => $this->respond( $this->permissions() ),
				),
			)
		);
		$this->route(
			'core/user/data/tracking',
			array(
				array(
					'methods'    => WP_REST_Server::READABLE,
					'capability' => $view,
					'callback'   => fn() => $this->respond( array( 'enabled' => $this->tracking->is_enabled( get_current_user_id() ) ) ),
				),
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => $view,
					'args'       => self::data_arg( array( 'enabled' => array( 'type' => 'boolean' ) ), array( 'enabled' ) ),
					'callback'   => fn( WP_REST_Request $request ) => $this->respond( array( 'enabled' => $this->tracking->set_enabled( get_current_user_id(), (bool) $request['data']['enabled'] ) ) ),
				),
			)
		);
		$this->route(
			'core/user/data/dismissed-items',
			array(
				array(
					'methods'    => WP_REST_Server::READABLE,
					'capability' => $view,
					'callback'   => fn() => $this->respond( $this->dismissals->active( get_current_user_id() ) ),
				),
			)
		);
		$this->route(
			'core/user/data/dismiss-item',
			array(
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => $view,
					'args'       => self::data_arg(
						array(
							'slug'       => array(
								'type'      => 'string',
								'pattern'   => '^[A-Za-z0-9_-]+$',
								'minLength' => 1,
								'maxLength' => 100,
							),
							'expiration' => array(
								'type'    => 'integer',
								'minimum' => 0,
								'default' => 0,
							),
						),
						array( 'slug' )
					),
					'callback'   => fn( WP_REST_Request $request ) => $this->respond( $this->dismissals->dismiss( get_current_user_id(), (string) $request['data']['slug'], (int) ( $request['data']['expiration'] ?? 0 ) ) ),
				),
			)
		);
		$answers = array(
			'type'  => 'array',
			'items' => array( 'type' => 'string' ),
		);
		$this->route(
			'core/user/data/user-input-settings',
			array(
				array(
					'methods'    => WP_REST_Server::READABLE,
					'capability' => Permissions::AUTHENTICATE,
					'callback'   => fn() => $this->respond( $this->user_input->get() ),
				),
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => Permissions::AUTHENTICATE,
					'args'       => self::data_arg(
						array(
							'settings' => array(
								'type'                 => 'object',
								'properties'           => array(
									'purpose'       => $answers,
									'postFrequency' => $answers,
									'goals'         => $answers,
								),
								'additionalProperties' => false,
							),
						),
						array( 'settings' )
					),
					'callback'   => fn( WP_REST_Request $request ) => $this->respond( $this->user_input->save( get_current_user_id(), (array) $request['data']['settings'] ) ),
				),
			)
		);
		$this->route(
			'core/user/data/key-metrics',
			array(
				array(
					'methods'    => WP_REST_Server::READABLE,
					'capability' => $view,
					'callback'   => fn() => $this->respond( $this->key_metrics->get( get_current_user_id() ) ),
				),
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => $view,
					'args'       => self::data_arg(
						array(
							'widgetSlugs'    => array(
								'type'     => 'array',
								'maxItems' => Key_Metrics::MAX,
								'items'    => array(
									'type'      => 'string',
									'maxLength' => 100,
								),
							),
							'isWidgetHidden' => array( 'type' => 'boolean' ),
						),
						array( 'widgetSlugs' )
					),
					'callback'   => function ( WP_REST_Request $request ) {
						$data = (array) $request['data'];
						return $this->respond( $this->key_metrics->set( get_current_user_id(), (array) $data['widgetSlugs'], isset( $data['isWidgetHidden'] ) ? (bool) $data['isWidgetHidden'] : null ) );
					},
				),
			)
		);
		$date_range = new User_Date_Range();
		$this->route(
			'core/user/data/date-range',
			array(
				array(
					'methods'    => WP_REST_Server::READABLE,
					'capability' => $view,
					'callback'   => fn() => $this->respond( $date_range->get( get_current_user_id() ) ),
				),
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => $view,
					'args'       => self::data_arg(
						array(
							'dateRange' => array(
								'type'      => 'string',
								'maxLength' => 30,
							),
							'compare'   => array(
								'type' => 'string',
								'enum' => Date_Range::COMPARE_MODES,
							),
						),
						array( 'dateRange', 'compare' )
					),
					'callback'   => function ( WP_REST_Request $request ) use ( $date_range ) {
						$data = (array) $request['data'];
						return $this->respond( $date_range->set( get_current_user_id(), (string) $data['dateRange'], (string) $data['compare'] ) );
					},
				),
			)
		);
	}

	/**
	 * The current user's capabilities; the per-module ones keyed `cap::["slug"]`.
	 *
	 * @return array<string, bool>
	 */
	private function permissions(): array {
		$out = array();
		foreach ( Permissions::all() as $capability ) {
			if ( Permissions::READ_SHARED_MODULE_DATA === $capability ) {
				continue;
			}
			$out[ $capability ] = current_user_can( $capability );
		}
		foreach ( $this->modules->all() as $slug => $module ) {
			if ( $module->identity()->shareable ) {
				$out[ Permissions::READ_SHARED_MODULE_DATA . '::' . wp_json_encode( array( $slug ) ) ] = current_user_can( Permissions::READ_SHARED_MODULE_DATA, $slug );
			}
		}
		return $out;
	}
}
