<?php
/**
 * Class SenderTest
 *
 * @package Google\Site_Kit\Tests\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Email_Reports;

use Google\Site_Kit\Core\Email_Reports\Send_Log;
use Google\Site_Kit\Core\Email_Reports\Send_Schedule;
use Google\Site_Kit\Core\Email_Reports\Sender;
use Google\Site_Kit\Tests\Support\Caught_Mail;
use Google\Site_Kit\Tests\TestCase;

/**
 * The WP-Cron send of the email reports through the real mailer (SMTP to the test run's server) on the emulator's
 * data: one message per subscription and period, at the period's first morning, with its text part and one-click
 * unsubscribe headers; nothing for an address that has not confirmed; a test send that counts for nothing.
 */
final class SenderTest extends TestCase {

	use Sends_Reports_Site;

	private int $admin = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->admin = $this->set_up_sending_site();
	}

	protected function tearDown(): void {
		$this->tear_down_sending_site();
		parent::tearDown();
	}

	public function test_a_weekly_subscription_gets_one_report_at_the_periods_first_morning_and_nothing_more(): void {
		$subscriptions = $this->plugin()->email_subscriptions();
		$this->assertNotWPError( $subscriptions->set_user( $this->admin, 'weekly' ) );
		$pending = $subscriptions->add_outside( 'client@example.org', 'weekly', $this->admin );
		$this->assertNotWPError( $pending );
		$this->made_before( $this->monday - DAY_IN_SECONDS );
		Caught_Mail::clear();

		// A minute before the morning: the week before's report is not due (they subscribed after its morning).
		$this->clock = $this->monday - MINUTE_IN_SECONDS;
		do_action( Sender::HOOK );
		$this->assertSame( array(), Caught_Mail::messages() );
		$this->assert_next_event_in( MINUTE_IN_SECONDS, 'the event waits for the morning' );

		$this->clock = $this->monday + 30;
		do_action( Sender::HOOK );
		$messages = Caught_Mail::wait_for( 1 );
		$this->assertCount( 1, $messages, 'one message' );
		$message = $messages[0];
		$admin   = get_userdata( $this->admin );
		$site    = html_entity_decode( get_bloginfo( 'name' ), ENT_QUOTES );
		$this->assertSame( array( $admin->user_email ), $message['to'] );
		$this->assertStringStartsWith( $site . ': your weekly Site Kit report', $message['subject'] );
		$this->assertStringContainsString( '<table', (string) $message['html'] );
		$this->assertStringNotContainsString( '<script', (string) $message['html'] );
		$this->assertNotSame( '', trim( (string) $message['text'] ), 'a plain-text part' );
		$this->assertStringContainsString( $site, (string) $message['text'] );

		$unsubscribe = $message['headers']['list-unsubscribe'][0] ?? '';
		$this->assertMatchesRegularExpression( '#^<' . preg_quote( admin_url( 'admin-post.php' ), '#' ) . '\?action=googlesitekit_email_unsubscribe&token=[^>\s]+>$#', $unsubscribe );
		$this->assertSame( array( 'List-Unsubscribe=One-Click' ), $message['headers']['list-unsubscribe-post'] ?? null );
		$this->assertStringContainsString( html_entity_decode( trim( $unsubscribe, '<>' ) ), (string) $message['text'], 'the same link in the body' );
		$this->assertStringContainsString( $site, $message['headers']['from'][0] );
		$this->assertStringContainsString( '<wordpress@', $message['headers']['from'][0] );
		$this->assertSame( array( get_option( 'admin_email' ) ), $message['headers']['reply-to'] ?? null );

		$sent = $subscriptions->for_user( $this->admin );
		$this->assertSame( array( 'sent', $this->monday + 30, null, 0 ), array( $sent['last_result'], $sent['last_sent'], $sent['last_error'], $sent['attempts'] ) );
		$log = ( new Send_Log() )->entries();
		$this->assertSame(
			array(
				array(
					'time'   => $this->monday + 30,
					'id'     => 'user-' . $this->admin,
					'result' => 'sent',
					'error'  => null,
				),
			),
			$log
		);
		$this->assertSame(
			array(
				'last_success' => $this->monday + 30,
				'failing'      => 0,
			),
			( new Send_Log() )->health()
		);
		$this->assert_next_event_in( WEEK_IN_SECONDS - 30, 'then it waits for next Monday’s morning' );

		// The cron again, later that morning: nothing more for that week; the pending address never gets a report.
		$this->clock = $this->monday + HOUR_IN_SECONDS;
		do_action( Sender::HOOK );
		usleep( 300000 );
		$this->assertCount( 1, Caught_Mail::messages(), 'nothing more' );
		$this->assertSame( array(), $this->mail_to( 'client@example.org' ), 'an address that has not confirmed gets nothing' );
		$this->assertSame( 'pending', $subscriptions->get( $pending['id'] )['status'] );
		$this->assertNull( $subscriptions->get( $pending['id'] )['last_sent'] );

		// Next Monday's morning: the next week's report.
		$this->clock = $this->monday + WEEK_IN_SECONDS + 60;
		do_action( Sender::HOOK );
		$this->assertCount( 2, Caught_Mail::wait_for( 2 ) );
		$this->assertNotSame( $message['subject'], Caught_Mail::messages()[1]['subject'], 'of another week' );
	}

	public function test_a_monthly_subscription_waits_for_the_first_of_the_month(): void {
		$subscriptions = $this->plugin()->email_subscriptions();
		$this->assertNotWPError( $subscriptions->set_user( $this->admin, 'monthly' ) );
		$first = Send_Schedule::last( 'monthly', time() );
		$this->made_before( $first - DAY_IN_SECONDS );
		Caught_Mail::clear();

		$this->clock = $first - 1;
		$this->assertSame( 0, $this->plugin()->email_report_sender()->run()['sent'] );
		$this->clock = $first + 1;
		$this->assertSame( 1, $this->plugin()->email_report_sender()->run()['sent'] );
		$this->assertStringContainsString( 'monthly', Caught_Mail::wait_for( 1 )[0]['subject'] );
	}

	public function test_a_test_report_goes_to_the_admin_now_and_does_not_count_as_the_periods_send(): void {
		$subscriptions = $this->plugin()->email_subscriptions();
		$this->assertNotWPError( $subscriptions->set_user( $this->admin, 'weekly' ) );
		$this->made_before( $this->monday - DAY_IN_SECONDS );
		Caught_Mail::clear();
		$this->clock = $this->monday + DAY_IN_SECONDS;

		$answer = $this->plugin()->email_report_sender()->send_test( $this->admin );
		$this->assertSame(
			array(
				'sent'  => true,
				'email' => get_userdata( $this->admin )->user_email,
			),
			$answer
		);
		$this->assertSame( array( get_userdata( $this->admin )->user_email ), Caught_Mail::wait_for( 1 )[0]['to'] );
		$this->assertNull( $subscriptions->for_user( $this->admin )['last_sent'], 'the subscription is left as it was' );

		// The week's report still goes out at the next cron run.
		$this->assertSame( 1, $this->plugin()->email_report_sender()->run()['sent'] );
		$this->assertCount( 2, Caught_Mail::wait_for( 2 ) );

		// Through the REST API, as the admin list's button sends it.
		wp_set_current_user( $this->admin );
		$request = new \WP_REST_Request( 'POST', '/google-site-kit/v1/core/site/data/email-reports/test' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( '{"data":{}}' );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( $answer, $response->get_data() );
		$this->assertCount( 3, Caught_Mail::wait_for( 3 ) );

		add_filter( 'send_email_change_email', '__return_false' );
		wp_update_user(
			array(
				'ID'         => $this->admin,
				'user_email' => '',
			)
		);
		remove_filter( 'send_email_change_email', '__return_false' );
		$no_address = $this->plugin()->email_report_sender()->send_test( $this->admin );
		$this->assertWPError( $no_address );
		$this->assertSame( array( 'email_report_invalid_email', 400 ), array( $no_address->get_error_code(), $no_address->get_error_data()['status'] ) );
		$this->assertStringContainsString( 'Change it in your profile', $no_address->get_error_message() );

		$subscriber = $this->make_user( 'subscriber', 'reader@example.org' );
		$refused    = $this->plugin()->email_report_sender()->send_test( $subscriber );
		$this->assertWPError( $refused );
		$this->assertSame( 403, $refused->get_error_data()['status'] );
		$this->assertCount( 3, Caught_Mail::messages(), 'a user without an address, or who may not view the dashboard, gets nothing' );
	}

	public function test_send_now_mails_one_report_and_records_it_and_refuses_a_pending_address(): void {
		$subscriptions = $this->plugin()->email_subscriptions();
		$subscription  = $subscriptions->set_user( $this->admin, 'monthly' );
		$this->assertIsArray( $subscription );
		$pending = $subscriptions->add_outside( 'client@example.org', 'weekly', $this->admin );
		$this->assertIsArray( $pending );
		Caught_Mail::clear();
		$this->clock = $this->monday + 3 * HOUR_IN_SECONDS;

		$this->assertTrue( $this->plugin()->email_report_sender()->send_now( $subscription ) );
		$message = Caught_Mail::wait_for( 1 )[0];
		$this->assertSame( array( get_userdata( $this->admin )->user_email ), $message['to'] );
		$this->assertStringContainsString( 'your monthly Site Kit report', $message['subject'] );
		$this->assertSame( array( 'sent', $this->clock ), array( $subscriptions->for_user( $this->admin )['last_result'], $subscriptions->for_user( $this->admin )['last_sent'] ) );
		$this->assertSame(
			array(
				'last_success' => $this->clock,
				'failing'      => 0,
			),
			( new Send_Log() )->health()
		);

		$refused = $this->plugin()->email_report_sender()->send_now( $subscriptions->get( $pending['id'] ) );
		$this->assertWPError( $refused );
		$this->assertSame( 'email_report_not_active', $refused->get_error_code() );
		usleep( 200000 );
		$this->assertCount( 1, Caught_Mail::messages(), 'nothing to an address that has not confirmed' );
		$this->assertNull( $subscriptions->get( $pending['id'] )['last_result'], 'and nothing recorded on it' );
		$this->assertSame( 0, ( new Send_Log() )->health()['failing'] );
	}

	/**
	 * Asserts a value is a WP_Error.
	 *
	 * @param mixed $value Value.
	 */
	private function assertWPError( $value ): void {
		$this->assertInstanceOf( \WP_Error::class, $value );
	}
}
