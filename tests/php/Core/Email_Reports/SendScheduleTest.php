<?php
/**
 * Class SendScheduleTest
 *
 * @package Google\Site_Kit\Tests\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Email_Reports;

use Google\Site_Kit\Core\Email_Reports\Due_Reports;
use Google\Site_Kit\Core\Email_Reports\Send_Outcome;
use Google\Site_Kit\Core\Email_Reports\Send_Schedule;
use Google\Site_Kit\Tests\TestCase;
use WP_Error;

/**
 * When reports go out (08:00 in the site's zone on each period's first day, the week starting on the site's
 * start_of_week, daylight saving included), which subscriptions are due at a time, and how a failure is retried.
 */
final class SendScheduleTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->set_option( 'timezone_string', 'Europe/Paris' );
		$this->set_option( 'gmt_offset', '' );
		$this->set_option( 'start_of_week', 1 );
	}

	/**
	 * A Paris wall-clock time as a Unix time.
	 *
	 * @param string $local "Y-m-d H:i".
	 */
	private static function paris( string $local ): int {
		return ( new \DateTimeImmutable( $local, new \DateTimeZone( 'Europe/Paris' ) ) )->getTimestamp();
	}

	public function test_weekly_reports_go_out_at_eight_on_the_first_day_of_the_sites_week(): void {
		// Wednesday 25 November 2026.
		$this->assertSame( self::paris( '2026-11-23 08:00' ), Send_Schedule::last( 'weekly', self::paris( '2026-11-25 12:00' ) ) );
		$this->assertSame( self::paris( '2026-11-30 08:00' ), Send_Schedule::next( 'weekly', self::paris( '2026-11-25 12:00' ) ) );
		// Monday before eight: the week before's morning has passed, this one's has not.
		$this->assertSame( self::paris( '2026-11-16 08:00' ), Send_Schedule::last( 'weekly', self::paris( '2026-11-23 07:59' ) ) );
		$this->assertSame( self::paris( '2026-11-23 08:00' ), Send_Schedule::next( 'weekly', self::paris( '2026-11-23 07:59' ) ) );
		$this->assertSame( self::paris( '2026-11-23 08:00' ), Send_Schedule::last( 'weekly', self::paris( '2026-11-23 08:00' ) ) );

		update_option( 'start_of_week', 0 );
		$this->assertSame( self::paris( '2026-11-22 08:00' ), Send_Schedule::last( 'weekly', self::paris( '2026-11-25 12:00' ) ), 'a site whose weeks start on Sunday' );
	}

	public function test_monthly_and_quarterly_reports_go_out_on_the_first_in_local_time_across_daylight_saving(): void {
		// Paris left summer time on 25 October 2026: 1 October 08:00 is 06:00 UTC, 1 November 08:00 is 07:00 UTC.
		$this->assertSame( gmmktime( 6, 0, 0, 10, 1, 2026 ), Send_Schedule::last( 'monthly', self::paris( '2026-10-31 23:00' ) ) );
		$this->assertSame( gmmktime( 7, 0, 0, 11, 1, 2026 ), Send_Schedule::next( 'monthly', self::paris( '2026-10-31 23:00' ) ) );
		$this->assertSame( self::paris( '2026-10-01 08:00' ), Send_Schedule::last( 'quarterly', self::paris( '2026-11-25 12:00' ) ) );
		$this->assertSame( self::paris( '2027-01-01 08:00' ), Send_Schedule::next( 'quarterly', self::paris( '2026-12-31 23:00' ) ) );
		$this->assertSame( self::paris( '2026-11-30 08:00' ), Send_Schedule::next_of( array( 'weekly', 'monthly', 'quarterly' ), self::paris( '2026-11-25 12:00' ) ) );
		$this->assertSame( self::paris( '2026-12-01 08:00' ), Send_Schedule::next_of( array( 'monthly', 'quarterly' ), self::paris( '2026-11-25 12:00' ) ) );
	}

	/**
	 * A subscription as Subscriptions stores it.
	 *
	 * @param string               $id     ID.
	 * @param array<string, mixed> $fields Fields to change.
	 * @return array<string, mixed>
	 */
	private static function subscription( string $id, array $fields = array() ): array {
		return $fields + array(
			'id'           => $id,
			'kind'         => 'user',
			'user_id'      => 1,
			'email'        => 'a@example.org',
			'frequency'    => 'weekly',
			'status'       => 'active',
			'added_by'     => 1,
			'created'      => self::paris( '2026-11-18 10:00' ),
			'key'          => 'k',
			'last_sent'    => null,
			'last_result'  => null,
			'last_error'   => null,
			'attempts'     => 0,
			'next_attempt' => null,
			'confirm_sent' => null,
		);
	}

	public function test_due_are_the_active_subscriptions_not_yet_sent_for_the_period_and_the_retries_whose_time_came(): void {
		$monday = self::paris( '2026-11-23 08:00' );
		$all    = array(
			self::subscription( 'new' ),
			self::subscription( 'pending', array( 'status' => 'pending' ) ),
			self::subscription(
				'sent',
				array(
					'last_sent'   => $monday + 60,
					'last_result' => 'sent',
				)
			),
			self::subscription(
				'given-up',
				array(
					'last_sent'   => $monday + 5 * HOUR_IN_SECONDS,
					'last_result' => 'failed',
					'attempts'    => 4,
				)
			),
			self::subscription(
				'sent-last-week',
				array(
					'last_sent'   => $monday - WEEK_IN_SECONDS + 60,
					'last_result' => 'sent',
				)
			),
			self::subscription(
				'failed-last-week',
				array(
					'last_sent'   => $monday - 3 * DAY_IN_SECONDS,
					'last_result' => 'failed',
					'attempts'    => 4,
				)
			),
			self::subscription(
				'retry-due',
				array(
					'last_sent'    => $monday + 60,
					'last_result'  => 'retrying',
					'attempts'     => 1,
					'next_attempt' => $monday + 16 * MINUTE_IN_SECONDS,
				)
			),
			self::subscription(
				'retry-later',
				array(
					'last_sent'    => $monday + 60,
					'last_result'  => 'retrying',
					'attempts'     => 2,
					'next_attempt' => $monday + 2 * HOUR_IN_SECONDS,
				)
			),
			self::subscription( 'subscribed-today', array( 'created' => $monday + 30 * MINUTE_IN_SECONDS ) ),
			self::subscription( 'monthly', array( 'frequency' => 'monthly' ) ),
		);
		$due    = Due_Reports::select( $all, $monday + 20 * MINUTE_IN_SECONDS );
		$this->assertSame( array( 'new', 'sent-last-week', 'failed-last-week', 'retry-due' ), array_column( $due, 'id' ) );
		$this->assertSame( array( 0, 0, 0, 1 ), array_column( $due, 'attempts' ), 'a new period counts its failures from none' );
		$this->assertSame( array(), Due_Reports::select( $all, $monday - 1 ), 'before the morning nothing: they were made after the last one' );
		$this->assertSame( $monday + 16 * MINUTE_IN_SECONDS, Due_Reports::next_retry( $all ) );

		$ordered = Due_Reports::ordered( $due, static fn( array $s ) => in_array( $s['id'], array( 'new', 'retry-due' ), true ) ? 'a' : 'b' );
		$this->assertSame( array( 'new', 'retry-due', 'sent-last-week', 'failed-last-week' ), array_column( $ordered, 'id' ), 'grouped, groups in order of their first member' );
	}

	public function test_a_failure_is_retried_after_15_minutes_1_hour_and_4_hours_then_given_up(): void {
		$now          = self::paris( '2026-11-23 08:00' );
		$subscription = self::subscription( 'a' );
		$error        = new WP_Error( 'email_report_mail_failed', 'SMTP Error: Could not connect to SMTP host. See https://example.org/unsubscribe?token=secret' );
		$waits        = array();
		for ( $try = 1; $try <= 3; $try++ ) {
			$subscription = Send_Outcome::apply( $subscription, $error, $now );
			$this->assertSame( 'retrying', $subscription['last_result'] );
			$this->assertSame( $try, $subscription['attempts'] );
			$waits[] = $subscription['next_attempt'] - $now;
			$now     = $subscription['next_attempt'];
			$this->assertTrue( Send_Outcome::is_failing( $subscription ) );
		}
		$this->assertSame( array( 15 * MINUTE_IN_SECONDS, HOUR_IN_SECONDS, 4 * HOUR_IN_SECONDS ), $waits );
		$this->assertSame( 'SMTP Error: Could not connect to SMTP host. See [link]', $subscription['last_error'], 'no link (nor its token) is kept' );

		$subscription = Send_Outcome::apply( $subscription, $error, $now );
		$this->assertSame( array( 'failed', 4, null, $now ), array( $subscription['last_result'], $subscription['attempts'], $subscription['next_attempt'], $subscription['last_sent'] ) );

		$sent = Send_Outcome::apply( $subscription, true, $now + 60 );
		$this->assertSame( array( 'sent', 0, null, null, $now + 60 ), array( $sent['last_result'], $sent['attempts'], $sent['next_attempt'], $sent['last_error'], $sent['last_sent'] ) );
		$this->assertFalse( Send_Outcome::is_failing( $sent ) );

		$gone = Send_Outcome::apply( self::subscription( 'b' ), new WP_Error( 'email_report_viewer_gone', 'Gone.', array( 'retry' => false ) ), $now );
		$this->assertSame( array( 'failed', null ), array( $gone['last_result'], $gone['next_attempt'] ), 'an error no retry can mend is not retried' );
	}
}
