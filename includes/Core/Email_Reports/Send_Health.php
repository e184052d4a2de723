<?php
/**
 * Class Send_Health
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use Google\Site_Kit\Core\Reports\Report_Warmer;

/**
 * How the sending of the reports is doing, as the admin list shows it: whether WP-Cron runs the send event, when a
 * report last went out and how many subscriptions are failing.
 *
 * The sender writes the option `googlesitekit_email_report_health` = {last_success: int|null, failing: int} and keeps
 * the WP-Cron event `googlesitekit_email_reports_send` scheduled; this class only reads them.
 */
final class Send_Health {

	public const OPTION = 'googlesitekit_email_report_health';
	public const HOOK   = 'googlesitekit_email_reports_send';

	/**
	 * How long past its time an event may wait before WP-Cron counts as not running (a quiet site runs WP-Cron only
	 * when someone visits).
	 */
	public const LATE_AFTER = HOUR_IN_SECONDS;

	/**
	 * The health.
	 *
	 * @param bool $expects_sending Whether some subscription is active (a send event must then be scheduled).
	 * @return array{cron: string, lastSuccess: int|null, failing: int} cron: 'ok', 'late' (the send event is overdue or
	 *                                                                  missing) or 'disabled' (overdue, and
	 *                                                                  DISABLE_WP_CRON leaves it to a server cron that
	 *                                                                  does not run).
	 */
	public function status( bool $expects_sending ): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'cron'        => $this->cron( $expects_sending ),
			'lastSuccess' => isset( $stored['last_success'] ) ? (int) $stored['last_success'] : null,
			'failing'     => max( 0, (int) ( $stored['failing'] ?? 0 ) ),
		);
	}

	/**
	 * WP-Cron's state for the send event (the admin list and the Site Health test say the same).
	 *
	 * The send event may wait a week for its time, so Site Kit's every-minute refresh event
	 * (`googlesitekit_report_cache_warm`) being overdue tells sooner that WP-Cron does not run at all.
	 *
	 * @param bool $expects_sending Whether an event must be scheduled.
	 */
	public function cron( bool $expects_sending ): string {
		$late_before = time() - self::LATE_AFTER;
		$next        = wp_next_scheduled( self::HOOK );
		$warm        = wp_next_scheduled( Report_Warmer::HOOK );
		$late        = false === $next ? $expects_sending : $next < $late_before;
		$late        = $late || ( $expects_sending && false !== $warm && $warm < $late_before );
		if ( ! $late ) {
			return 'ok';
		}
		return defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON ? 'disabled' : 'late';
	}
}
