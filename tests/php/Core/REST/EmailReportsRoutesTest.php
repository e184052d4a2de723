<?php
/**
 * Class EmailReportsRoutesTest
 *
 * @package Google\Site_Kit\Tests\Core\REST
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\REST;

use Google\Site_Kit\Core\Email_Reports\Contracts\Sends_Reports;
use Google\Site_Kit\Core\Email_Reports\Links;
use Google\Site_Kit\Core\Email_Reports\Send_Health;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\Reports\Report_Warmer;
use Google\Site_Kit\Core\REST\Email_Reports_Controller;
use Google\Site_Kit\Tests\Core\Email_Reports\Email_Reports_Fixtures;
use Google\Site_Kit\Tests\Support\Caught_Mail;
use Google\Site_Kit\Tests\TestCase;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The email reports' routes: who may call each (a view-only editor manages only their own subscription), the
 * answers' shapes, and bad input answered with a clear error that changes nothing.
 */
final class EmailReportsRoutesTest extends TestCase {

	use Email_Reports_Fixtures;

	protected function setUp(): void {
		parent::setUp();
		$this->start_email_reports();
		// Editors may view the dashboard (Search Console shared with them).
		$this->set_option(
			Permissions::SHARING_OPTION,
			array(
				'search-console' => array(
					'sharedRoles' => array( 'editor' ),
					'management'  => 'owner',
				),
			)
		);
		delete_option( Send_Health::OPTION );
		wp_clear_scheduled_hook( Send_Health::HOOK );
	}

	protected function tearDown(): void {
		$this->forget_email_reports();
		delete_option( Send_Health::OPTION );
		wp_clear_scheduled_hook( Send_Health::HOOK );
		parent::tearDown();
	}

	/**
	 * A user of a role with an address, made current.
	 *
	 * @param string $role Role.
	 */
	private function become( string $role ): int {
		$id = $this->login_as( $role )->ID;
		wp_update_user(
			array(
				'ID'           => $id,
				'user_email'   => $role . '-' . $id . '@example.org',
				'display_name' => ucfirst( $role ) . ' ' . $id,
			)
		);
		Caught_Mail::clear();
		return $id;
	}

	/**
	 * One request.
	 *
	 * @param string     $method GET or POST.
	 * @param string     $path   Path below the namespace.
	 * @param mixed|null $data   POST `data`.
	 */
	private function call( string $method, string $path, $data = null ): WP_REST_Response {
		$request = new WP_REST_Request( $method, '/google-site-kit/v1/' . $path );
		if ( 'POST' === $method ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( null === $data ? new \stdClass() : array( 'data' => $data ) ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * A response's body as the browser gets it.
	 *
	 * @param WP_REST_Response $response Response.
	 * @return mixed
	 */
	private function json( WP_REST_Response $response ) {
		return json_decode( (string) wp_json_encode( $response->get_data() ), true );
	}

	/**
	 * Asserts an error answer.
	 *
	 * @param WP_REST_Response $response Response.
	 * @param int              $status   Status.
	 * @param string           $code     Code.
	 */
	private function assertErrorAnswer( WP_REST_Response $response, int $status, string $code ): void {
		$body = $this->json( $response );
		$this->assertSame( $status, $response->get_status(), (string) wp_json_encode( $body ) );
		$this->assertSame( $code, $body['code'] );
		$this->assertNotSame( '', trim( (string) $body['message'] ) );
	}

	/**
	 * Every route, with a body that would succeed for an administrator.
	 *
	 * @return array<int, array{0: string, 1: string, 2: mixed}>
	 */
	private static function routes(): array {
		return array(
			array( 'GET', 'core/user/data/email-report', null ),
			array( 'POST', 'core/user/data/email-report', array( 'frequency' => 'weekly' ) ),
			array( 'GET', 'core/site/data/email-reports', null ),
			array(
				'POST',
				'core/site/data/email-reports',
				array(
					'email'     => 'client@example.com',
					'frequency' => 'weekly',
				),
			),
			array( 'POST', 'core/site/data/email-reports/delete', array( 'id' => 'outside-0000000000000000' ) ),
			array( 'POST', 'core/site/data/email-reports/test', null ),
		);
	}

	public function test_who_may_call_each_route(): void {
		$expected = array(
			// GET own, POST own, GET list, POST add, POST delete, POST test.
			'anonymous'  => array( 401, 401, 401, 401, 401, 401 ),
			'subscriber' => array( 403, 403, 403, 403, 403, 403 ),
			'author'     => array( 403, 403, 403, 403, 403, 403 ),
			'editor'     => array( 200, 200, 403, 403, 403, 403 ),
		);
		foreach ( $expected as $role => $statuses ) {
			'anonymous' === $role ? wp_set_current_user( 0 ) : $this->become( $role );
			foreach ( self::routes() as $index => list( $method, $path, $data ) ) {
				$status = $this->call( $method, $path, $data )->get_status();
				$this->assertSame( $statuses[ $index ], $status, "$role: $method $path" );
			}
		}
		// The editor's own subscription was all that changed: no outside address, nothing mailed.
		$this->assertNull( $this->stored_outside() );
		$this->assertSame( array(), $this->mails() );

		// An administrator may call every route (the test send mails them their report: see SenderTest).
		$this->become( 'administrator' );
		$statuses = array();
		foreach ( self::routes() as list( $method, $path, $data ) ) {
			$statuses[] = $this->call( $method, $path, $data )->get_status();
		}
		$this->assertSame( array( 200, 200, 200, 200, 404, 200 ), $statuses );
	}

	public function test_a_view_only_editor_manages_their_own_subscription(): void {
		$editor = $this->become( 'editor' );
		$this->assertSame(
			array(
				'frequency'  => null,
				'email'      => 'editor-' . $editor . '@example.org',
				'lastSent'   => null,
				'lastResult' => null,
			),
			$this->json( $this->call( 'GET', 'core/user/data/email-report' ) )
		);
		$this->assertSame( 'monthly', $this->json( $this->call( 'POST', 'core/user/data/email-report', array( 'frequency' => 'monthly' ) ) )['frequency'] );
		$this->assertSame( 'monthly', $this->json( $this->call( 'GET', 'core/user/data/email-report' ) )['frequency'] );

		foreach ( array(
			array( 'frequency' => 'daily' ),
			array( 'frequency' => 'Weekly' ),
			array( 'frequency' => 7 ),
			array(),
			array(
				'frequency' => 'weekly',
				'email'     => 'x@example.com',
			),
		) as $bad ) {
			$response = $this->call( 'POST', 'core/user/data/email-report', $bad );
			$this->assertErrorAnswer( $response, 400, 'rest_invalid_param' === $this->json( $response )['code'] ? 'rest_invalid_param' : 'rest_missing_callback_param' );
			$this->assertSame( 'monthly', $this->json( $this->call( 'GET', 'core/user/data/email-report' ) )['frequency'], wp_json_encode( $bad ) );
		}
		$this->assertStringContainsString( 'frequency', $this->json( $this->call( 'POST', 'core/user/data/email-report', array( 'frequency' => 'daily' ) ) )['message'] );

		$this->assertNull( $this->json( $this->call( 'POST', 'core/user/data/email-report', array( 'frequency' => null ) ) )['frequency'] );
		$this->assertNull( $this->subscriptions()->for_user( $editor ) );
	}

	public function test_the_admin_list_adds_removes_and_reports_health(): void {
		$editor = $this->become( 'editor' );
		$this->subscriptions()->set_user( $editor, 'weekly' );
		$admin = $this->become( 'administrator' );

		$added = $this->call(
			'POST',
			'core/site/data/email-reports',
			array(
				'email'     => ' Client@Example.com',
				'frequency' => 'quarterly',
			)
		);
		$this->assertSame( 200, $added->get_status(), (string) wp_json_encode( $added->get_data() ) );
		$item = $this->json( $added );
		$this->assertSame( 'outside', $item['kind'] );
		$this->assertSame( 'client@example.com', $item['email'] );
		$this->assertSame( 'pending', $item['status'] );
		$this->assertSame( $admin, $item['addedBy'] );
		$this->assertTrue( $item['confirmationMailed'] );
		$this->assertStringContainsString( 'confirmation email was sent', $item['message'] );
		$this->assertCount( 1, $this->mails() );

		$list = $this->json( $this->call( 'GET', 'core/site/data/email-reports' ) );
		$this->assertSame(
			array(
				array(
					'id'         => 'user-' . $editor,
					'kind'       => 'user',
					'userID'     => $editor,
					'name'       => 'Editor ' . $editor,
					'email'      => 'editor-' . $editor . '@example.org',
					'frequency'  => 'weekly',
					'status'     => 'active',
					'addedBy'    => $editor,
					'lastSent'   => null,
					'lastResult' => null,
					'lastError'  => null,
				),
				array(
					'id'         => $item['id'],
					'kind'       => 'outside',
					'userID'     => 0,
					'name'       => '',
					'email'      => 'client@example.com',
					'frequency'  => 'quarterly',
					'status'     => 'pending',
					'addedBy'    => $admin,
					'lastSent'   => null,
					'lastResult' => null,
					'lastError'  => null,
				),
			),
			$list['subscriptions']
		);
		// An active subscription and no send event scheduled: WP-Cron is behind ("disabled" when DISABLE_WP_CRON
		// leaves it to a server cron, as on the test site).
		$behind = defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON ? 'disabled' : 'late';
		$this->assertSame(
			array(
				'cron'        => $behind,
				'lastSuccess' => null,
				'failing'     => 0,
			),
			$list['health']
		);
		$this->assertStringNotContainsString( (string) $this->plugin()->encryption()->decrypt( (string) get_option( Links::SECRET_OPTION ) ), (string) wp_json_encode( $list ) );
		$this->assertStringNotContainsString( $this->subscriptions()->get( $item['id'] )['key'], (string) wp_json_encode( $list ), 'no link key in the list' );

		// What the sender wrote, and a scheduled event.
		update_option(
			Send_Health::OPTION,
			array(
				'last_success' => 1764000000,
				'failing'      => 2,
			)
		);
		wp_schedule_single_event( time() + HOUR_IN_SECONDS, Send_Health::HOOK );
		// WP-Cron runs: Site Kit's every-minute event is not overdue either.
		wp_clear_scheduled_hook( Report_Warmer::HOOK );
		wp_schedule_event( time() + 30, Report_Warmer::SCHEDULE, Report_Warmer::HOOK );
		$this->assertSame(
			array(
				'cron'        => 'ok',
				'lastSuccess' => 1764000000,
				'failing'     => 2,
			),
			$this->json( $this->call( 'GET', 'core/site/data/email-reports' ) )['health']
		);
		wp_clear_scheduled_hook( Send_Health::HOOK );
		wp_schedule_single_event( time() - 2 * HOUR_IN_SECONDS, Send_Health::HOOK );
		$this->assertSame( $behind, $this->json( $this->call( 'GET', 'core/site/data/email-reports' ) )['health']['cron'] );

		// Removing.
		$this->assertSame( array( 'deleted' => true ), $this->json( $this->call( 'POST', 'core/site/data/email-reports/delete', array( 'id' => $item['id'] ) ) ) );
		$this->assertErrorAnswer( $this->call( 'POST', 'core/site/data/email-reports/delete', array( 'id' => $item['id'] ) ), 404, 'email_report_not_found' );
		$this->assertSame( array( 'deleted' => true ), $this->json( $this->call( 'POST', 'core/site/data/email-reports/delete', array( 'id' => 'user-' . $editor ) ) ) );
		$this->assertSame( array(), $this->json( $this->call( 'GET', 'core/site/data/email-reports' ) )['subscriptions'] );

		// Added again within a day: no second confirmation, and the answer says so.
		$again = $this->json(
			$this->call(
				'POST',
				'core/site/data/email-reports',
				array(
					'email'     => 'client@example.com',
					'frequency' => 'weekly',
				)
			)
		);
		$this->assertFalse( $again['confirmationMailed'] );
		$this->assertStringContainsString( 'none was sent now', $again['message'] );
		$this->assertStringContainsString( wp_date( (string) get_option( 'time_format' ), $this->subscriptions()->get( $again['id'] )['confirm_sent'] + DAY_IN_SECONDS ), $again['message'] );
		$this->assertCount( 1, $this->mails() );
	}

	public function test_bad_input_to_the_admin_list_changes_nothing(): void {
		$editor = $this->become( 'editor' );
		$this->subscriptions()->set_user( $editor, 'weekly' );
		$this->become( 'administrator' );
		$this->subscriptions()->add_outside( 'client@example.com', 'weekly', get_current_user_id() );
		Caught_Mail::clear();
		$before = $this->json( $this->call( 'GET', 'core/site/data/email-reports' ) );
		$cases  = array(
			array(
				400,
				'email_report_invalid_email',
				array(
					'email'     => 'nope',
					'frequency' => 'weekly',
				),
			),
			array(
				400,
				'email_report_invalid_email',
				array(
					'email'     => "x@example.com\r\nBcc: y@example.net",
					'frequency' => 'weekly',
				),
			),
			array(
				400,
				'email_report_invalid_email',
				array(
					'email'     => 'x@example.com, y@example.net',
					'frequency' => 'weekly',
				),
			),
			array(
				409,
				'email_report_duplicate',
				array(
					'email'     => 'CLIENT@example.com',
					'frequency' => 'monthly',
				),
			),
			array(
				409,
				'email_report_duplicate',
				array(
					'email'     => 'editor-' . $editor . '@example.org',
					'frequency' => 'monthly',
				),
			),
			array(
				400,
				'rest_invalid_param',
				array(
					'email'     => 'new@example.com',
					'frequency' => 'daily',
				),
			),
			array(
				400,
				'rest_invalid_param',
				array(
					'email'     => 'new@example.com',
					'frequency' => 'weekly',
					'status'    => 'active',
				),
			),
			array(
				400,
				'rest_invalid_param',
				array(
					'email'     => array( 'new@example.com' ),
					'frequency' => 'weekly',
				),
			),
			array( 400, 'rest_missing_callback_param', null ),
		);
		foreach ( $cases as list( $status, $code, $data ) ) {
			$this->assertErrorAnswer( $this->call( 'POST', 'core/site/data/email-reports', $data ), $status, $code );
		}
		$this->assertErrorAnswer( $this->call( 'POST', 'core/site/data/email-reports/delete', array( 'id' => 'user-999999999' ) ), 404, 'email_report_not_found' );
		$this->assertErrorAnswer( $this->call( 'POST', 'core/site/data/email-reports/delete', array() ), 400, 'rest_invalid_param' );
		$this->assertSame( $before, $this->json( $this->call( 'GET', 'core/site/data/email-reports' ) ) );
		$this->assertSame( array(), $this->mails() );
	}

	public function test_the_test_send_calls_the_sender_for_the_current_user(): void {
		$admin  = $this->become( 'administrator' );
		$sender = new class() implements Sends_Reports {
			/**
			 * Users asked for.
			 *
			 * @var int[]
			 */
			public array $asked = array();

			/**
			 * {@inheritDoc}
			 *
			 * @param int $user_id User ID.
			 */
			public function send_test( int $user_id ): array|WP_Error {
				$this->asked[] = $user_id;
				return 2 === count( $this->asked )
					? new WP_Error( 'email_report_mail_failed', 'The email could not be sent: SMTP refused.' )
					: array(
						'sent'  => true,
						'email' => 'admin@example.org',
					);
			}
		};
		// A REST server with only these routes, the sender given.
		rest_get_server();
		$saved                     = $GLOBALS['wp_rest_server'];
		$GLOBALS['wp_rest_server'] = new \WP_REST_Server();
		try {
			( new Email_Reports_Controller( $this->subscriptions(), new Send_Health(), static fn() => $sender ) )->register_routes();
			$sent = $this->call( 'POST', 'core/site/data/email-reports/test' );
			$this->assertSame( 200, $sent->get_status() );
			$this->assertSame(
				array(
					'sent'  => true,
					'email' => 'admin@example.org',
				),
				$this->json( $sent )
			);
			$this->assertErrorAnswer( $this->call( 'POST', 'core/site/data/email-reports/test' ), 500, 'email_report_mail_failed' );
			$this->assertSame( array( $admin, $admin ), $sender->asked );
			$this->become( 'editor' );
			$this->assertSame( 403, $this->call( 'POST', 'core/site/data/email-reports/test' )->get_status() );
			$this->assertCount( 2, $sender->asked );
		} finally {
			$GLOBALS['wp_rest_server'] = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restores the server the test replaced.
		}
	}
}
