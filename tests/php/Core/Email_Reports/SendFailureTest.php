<?php
/**
 * Class SendFailureTest
 *
 * @package Google\Site_Kit\Tests\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Email_Reports;

use Google\Site_Kit\Core\Email_Reports\Send_Log;
use Google\Site_Kit\Core\Email_Reports\Site_Health_Test;
use Google\Site_Kit\Tests\Support\Caught_Mail;
use Google\Site_Kit\Tests\TestCase;

/**
 * A mailer that fails for real (SMTP pointed at a closed port): the report is retried after 15 minutes, 1 hour and
 * 4 hours, then given up for the period; Site Health says so, with the mailer's error, and says when WP-Cron does
 * not run; the next period's report goes out once mail works again, and Site Health turns good.
 */
final class SendFailureTest extends TestCase {

	use Sends_Reports_Site;

	private int $admin = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->admin = $this->set_up_sending_site();
	}

	protected function tearDown(): void {
		remove_action( 'phpmailer_init', array( $this, 'closed_port' ), PHP_INT_MAX );
		$this->tear_down_sending_site();
		parent::tearDown();
	}

	/**
	 * Sends the mail to a port nothing listens on (after the test site's own SMTP setup).
	 *
	 * @param \PHPMailer\PHPMailer\PHPMailer $phpmailer The mailer.
	 */
	public function closed_port( $phpmailer ): void {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		$this->assertIsResource( $socket );
		$port = (int) substr( (string) strrchr( (string) stream_socket_get_name( $socket, false ), ':' ), 1 );
		fclose( $socket );
		$phpmailer->Port    = $port; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
		$phpmailer->Timeout = 2; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
	}

	/**
	 * The Site Health result, the test being listed.
	 *
	 * @return array<string, mixed>
	 */
	private function site_health(): array {
		$tests = apply_filters( 'site_status_tests', array() );
		$this->assertArrayHasKey( Site_Health_Test::TEST, $tests['direct'] ?? array(), 'listed in Site Health' );
		return call_user_func( $tests['direct'][ Site_Health_Test::TEST ]['test'] );
	}

	public function test_a_failing_mailer_is_retried_with_back_off_given_up_and_shown_in_site_health(): void {
		$tests = apply_filters( 'site_status_tests', array() );
		$this->assertArrayNotHasKey( Site_Health_Test::TEST, $tests['direct'] ?? array(), 'not listed without a subscription' );

		$subscriptions = $this->plugin()->email_subscriptions();
		$this->assertNotWPError( $subscriptions->set_user( $this->admin, 'weekly' ) );
		$this->made_before( $this->monday - DAY_IN_SECONDS );
		add_action( 'phpmailer_init', array( $this, 'closed_port' ), PHP_INT_MAX );
		$sender = $this->plugin()->email_report_sender();

		$this->clock = $this->monday + 30;
		$waits       = array();
		foreach ( array( 1, 2, 3 ) as $attempt ) {
			$run = $sender->run();
			$this->assertSame( array( 0, 1 ), array( $run['sent'], $run['failed'] ), 'attempt ' . $attempt . ' failed' );
			$subscription = $subscriptions->for_user( $this->admin );
			$this->assertSame( array( 'retrying', $attempt ), array( $subscription['last_result'], $subscription['attempts'] ) );
			$this->assertStringContainsString( 'SMTP', (string) $subscription['last_error'], 'the mailer’s own words' );
			$waits[] = $subscription['next_attempt'] - $this->clock;
			$this->assert_next_event_in( $subscription['next_attempt'] - $this->clock, 'the event comes back for the retry' );

			// Not before its time.
			$this->clock = $subscription['next_attempt'] - 60;
			$this->assertSame( 0, $sender->run()['failed'] + $sender->run()['sent'] );
			$this->clock = $subscription['next_attempt'];
		}
		$this->assertSame( array( 15 * MINUTE_IN_SECONDS, HOUR_IN_SECONDS, 4 * HOUR_IN_SECONDS ), $waits );
		$this->assertSame(
			array(
				'last_success' => null,
				'failing'      => 1,
			),
			( new Send_Log() )->health()
		);

		$this->cron_runs();
		$health = $this->site_health();
		$this->assertSame( 'recommended', $health['status'] );
		$this->assertSame( 'Some Site Kit email reports could not be sent', $health['label'] );
		$this->assertStringContainsString( '1 report could not be sent and will be tried again', $health['description'] );
		$this->assertStringContainsString( 'Last error: ' . esc_html( (string) $subscriptions->for_user( $this->admin )['last_error'] ), $health['description'] );
		$this->assertStringContainsString( 'No email report has gone out yet.', $health['description'] );

		// The third retry fails too: given up for this week.
		$run = $sender->run();
		$this->assertSame( 1, $run['failed'] );
		$subscription = $subscriptions->for_user( $this->admin );
		$this->assertSame( array( 'failed', 4, null ), array( $subscription['last_result'], $subscription['attempts'], $subscription['next_attempt'] ) );
		$this->assertSame( 4, count( ( new Send_Log() )->entries() ), 'four attempts logged' );
		$this->assertStringNotContainsString( 'token=', (string) wp_json_encode( ( new Send_Log() )->entries() ) );
		$health = $this->site_health();
		$this->assertSame( 'critical', $health['status'] );
		$this->assertStringContainsString( '1 report could not be sent at all for its period.', $health['description'] );

		// Mail works again: nothing more this week, the next week's report goes out at its morning.
		remove_action( 'phpmailer_init', array( $this, 'closed_port' ), PHP_INT_MAX );
		$this->clock += HOUR_IN_SECONDS;
		$this->assertSame( 0, $sender->run()['sent'] );
		$this->assertSame( array(), Caught_Mail::messages() );
		$this->clock = $this->monday + WEEK_IN_SECONDS + 30;
		$this->assertSame( 1, $sender->run()['sent'] );
		$this->assertCount( 1, Caught_Mail::wait_for( 1 ) );
		$this->assertSame(
			array(
				'last_success' => $this->clock,
				'failing'      => 0,
			),
			( new Send_Log() )->health()
		);

		$health = $this->site_health();
		$this->assertSame( 'good', $health['status'] );
		$this->assertSame( 'Site Kit email reports are going out', $health['label'] );
		$this->assertStringContainsString( 'The last email report went out on ' . wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $this->clock ), $health['description'] );

		// WP-Cron stopped with DISABLE_WP_CRON (as on this test site) and no real cron job.
		$this->cron_stopped();
		$health = $this->site_health();
		$this->assertSame( 'critical', $health['status'] );
		$this->assertSame( 'Site Kit email reports cannot go out: WP-Cron does not run', $health['label'] );
		$this->assertStringContainsString( 'DISABLE_WP_CRON', $health['description'] );
		$this->assertSame( 'disabled', $this->plugin()->email_send_health()->status( true )['cron'], 'the admin list says the same' );
		$this->cron_runs();
		$this->assertSame( 'ok', $this->plugin()->email_send_health()->status( true )['cron'] );
	}
}
