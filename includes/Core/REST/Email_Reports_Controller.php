<?php
/**
 * Class Email_Reports_Controller
 *
 * @package Google\Site_Kit\Core\REST
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\REST;

use Closure;
use Google\Site_Kit\Core\Email_Reports\Contracts\Sends_Reports;
use Google\Site_Kit\Core\Email_Reports\Frequency;
use Google\Site_Kit\Core\Email_Reports\Send_Health;
use Google\Site_Kit\Core\Email_Reports\Subscriptions;
use Google\Site_Kit\Core\Permissions\Permissions;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

/**
 * The email reports: a user's own subscription (core/user/data/email-report, anyone who may view the dashboard) and
 * the administrators' list of every subscription, outside addresses and test sends (core/site/data/email-reports…).
 * See docs/email-reports.md.
 */
final class Email_Reports_Controller extends Controller {

	/**
	 * Constructor.
	 *
	 * @param Subscriptions $subscriptions Subscriptions.
	 * @param Send_Health   $health        The sending's health.
	 * @param Closure       $sender        Returns the report sender (a Sends_Reports), or null when there is none.
	 */
	public function __construct(
		private readonly Subscriptions $subscriptions,
		private readonly Send_Health $health,
		private readonly Closure $sender
	) {}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$frequency = array(
			'type'        => array( 'string', 'null' ),
			'enum'        => array_merge( Frequency::all(), array( null ) ),
			'description' => __( 'How often: weekly, monthly or quarterly; null to unsubscribe.', 'google-site-kit' ),
		);
		$this->route(
			'core/user/data/email-report',
			array(
				array(
					'methods'    => WP_REST_Server::READABLE,
					'capability' => Permissions::VIEW_DASHBOARD,
					'callback'   => fn() => $this->respond( $this->own( get_current_user_id() ) ),
				),
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => Permissions::VIEW_DASHBOARD,
					'args'       => self::data_arg( array( 'frequency' => $frequency ), array( 'frequency' ) ),
					'callback'   => function ( WP_REST_Request $request ) {
						$user_id = get_current_user_id();
						$result  = $this->subscriptions->set_user( $user_id, $request['data']['frequency'] ?? null );
						return $this->respond( is_wp_error( $result ) ? $result : $this->own( $user_id ) );
					},
				),
			)
		);
		$this->route(
			'core/site/data/email-reports',
			array(
				array(
					'methods'    => WP_REST_Server::READABLE,
					'capability' => Permissions::MANAGE_OPTIONS,
					'callback'   => fn() => $this->respond( $this->listing() ),
				),
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => Permissions::MANAGE_OPTIONS,
					'args'       => self::data_arg(
						array(
							'email'     => array(
								'type'      => 'string',
								'minLength' => 1,
								'maxLength' => 1000,
							),
							'frequency' => array(
								'type' => 'string',
								'enum' => Frequency::all(),
							),
						),
						array( 'email', 'frequency' )
					),
					'callback'   => fn( WP_REST_Request $request ) => $this->respond( $this->add( (string) $request['data']['email'], (string) $request['data']['frequency'] ) ),
				),
			)
		);
		$this->route(
			'core/site/data/email-reports/delete',
			array(
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => Permissions::MANAGE_OPTIONS,
					'args'       => self::data_arg(
						array(
							'id' => array(
								'type'      => 'string',
								'minLength' => 1,
								'maxLength' => 100,
							),
						),
						array( 'id' )
					),
					'callback'   => fn( WP_REST_Request $request ) => $this->respond(
						$this->subscriptions->remove( (string) $request['data']['id'] )
							? array( 'deleted' => true )
							: new WP_Error( 'email_report_not_found', __( 'This subscription does not exist (anymore): nothing was removed.', 'google-site-kit' ), array( 'status' => 404 ) )
					),
				),
			)
		);
		$this->route(
			'core/site/data/email-reports/test',
			array(
				array(
					'methods'    => WP_REST_Server::CREATABLE,
					'capability' => Permissions::MANAGE_OPTIONS,
					'callback'   => fn() => $this->respond( $this->send_test() ),
				),
			)
		);
	}

	/**
	 * The user's own subscription.
	 *
	 * @param int $user_id User ID.
	 * @return array{frequency: string|null, email: string, lastSent: int|null, lastResult: string|null}
	 */
	private function own( int $user_id ): array {
		$sub  = $this->subscriptions->for_user( $user_id );
		$user = get_userdata( $user_id );
		return array(
			'frequency'  => $sub['frequency'] ?? null,
			'email'      => $user ? (string) $user->user_email : '',
			'lastSent'   => $sub['last_sent'] ?? null,
			'lastResult' => $sub['last_result'] ?? null,
		);
	}

	/**
	 * Every subscription and the sending's health.
	 *
	 * @return array{subscriptions: array<int, array<string, mixed>>, health: array<string, mixed>}
	 */
	private function listing(): array {
		$subs   = $this->subscriptions->all();
		$active = (bool) array_filter( $subs, static fn( array $sub ) => 'active' === $sub['status'] );
		return array(
			'subscriptions' => array_map( array( $this, 'item' ), $subs ),
			'health'        => $this->health->status( $active ),
		);
	}

	/**
	 * Adds an outside address and says whether the confirmation was mailed now.
	 *
	 * @param string $email     Address as typed.
	 * @param string $frequency Frequency.
	 * @return array<string, mixed>|WP_Error
	 */
	private function add( string $email, string $frequency ): array|WP_Error {
		$sub = $this->subscriptions->add_outside( $email, $frequency, get_current_user_id() );
		if ( is_wp_error( $sub ) ) {
			return $sub;
		}
		$mailed = ! empty( $sub['confirmation_mailed'] );
		return array_merge(
			$this->item( $sub ),
			array(
				'confirmationMailed' => $mailed,
				'message'            => $mailed
					/* translators: %s: the email address. */
					? sprintf( __( 'A confirmation email was sent to %s. Reports start once the address confirms.', 'google-site-kit' ), $sub['email'] )
					/* translators: 1: the email address, 2: a date and time. */
					: sprintf( __( '%1$s already got a confirmation email in the last 24 hours, so none was sent now (at most one a day). If that email was for an earlier entry of this address, its link no longer works: remove the address and add it again after %2$s to send a new one.', 'google-site-kit' ), $sub['email'], wp_date( (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ), (int) $sub['confirm_sent'] + DAY_IN_SECONDS ) ),
			)
		);
	}

	/**
	 * A test report for the current user, now.
	 *
	 * @return array<string, mixed>|WP_Error
	 */
	private function send_test(): array|WP_Error {
		$sender = ( $this->sender )();
		if ( ! $sender instanceof Sends_Reports ) {
			return new WP_Error( 'email_report_sender_missing', __( 'Reports cannot be sent from this site yet.', 'google-site-kit' ), array( 'status' => 503 ) );
		}
		return $sender->send_test( get_current_user_id() );
	}

	/**
	 * One subscription as the admin list shows it.
	 *
	 * @param array<string, mixed> $sub Subscription.
	 * @return array<string, mixed>
	 */
	private function item( array $sub ): array {
		$user   = 'user' === $sub['kind'] ? get_userdata( (int) $sub['user_id'] ) : false;
		$result = in_array( $sub['last_result'], array( 'sent', 'failed', 'retrying' ), true ) ? $sub['last_result'] : null;
		return array(
			'id'         => (string) $sub['id'],
			'kind'       => (string) $sub['kind'],
			'userID'     => (int) $sub['user_id'],
			'name'       => $user ? (string) $user->display_name : '',
			'email'      => (string) $sub['email'],
			'frequency'  => (string) $sub['frequency'],
			'status'     => (string) $sub['status'],
			'addedBy'    => (int) $sub['added_by'],
			'lastSent'   => $sub['last_sent'],
			'lastResult' => $result,
			'lastError'  => $sub['last_error'],
		);
	}
}
