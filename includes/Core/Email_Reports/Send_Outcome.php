<?php
/**
 * Class Send_Outcome
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use WP_Error;

/**
 * What one attempt to send a subscription's report does to the subscription:
 *
 * - sent: `last_sent` = now, `last_result` 'sent', no error, `attempts` 0, no `next_attempt`;
 * - failed, with retries left: `last_result` 'retrying', `last_error` the message, `attempts` + 1, `next_attempt`
 *   after an exponential back-off (15 minutes, 1 hour, 4 hours);
 * - failed after the last retry, or with an error another try cannot mend (error data `retry` false):
 *   `last_result` 'failed', `next_attempt` null — nothing more for this period.
 *
 * `last_sent` is the time of the latest attempt for the period (successful or not): with `last_result` it tells the
 * administrator what happened when; the sender counts a period as done once `last_sent` is at or after the period's
 * send moment and the result is not 'retrying'.
 */
final class Send_Outcome {

	/**
	 * Seconds before each retry: the first retry 15 minutes after the first failure, and so on.
	 */
	public const BACK_OFF = array( 15 * MINUTE_IN_SECONDS, HOUR_IN_SECONDS, 4 * HOUR_IN_SECONDS );

	/**
	 * The subscription after an attempt.
	 *
	 * @param array<string, mixed> $subscription The subscription.
	 * @param true|WP_Error        $result       The attempt's result (true: sent).
	 * @param int                  $now          Unix time of the attempt.
	 * @return array<string, mixed>
	 */
	public static function apply( array $subscription, bool|WP_Error $result, int $now ): array {
		$subscription['last_sent'] = $now;
		if ( true === $result ) {
			$subscription['last_result']  = 'sent';
			$subscription['last_error']   = null;
			$subscription['attempts']     = 0;
			$subscription['next_attempt'] = null;
			return $subscription;
		}
		// A retry counts on from the period's earlier failures; a new period starts at none (see Sender::due()).
		$failures                   = (int) ( $subscription['attempts'] ?? 0 ) + 1;
		$subscription['attempts']   = $failures;
		$subscription['last_error'] = Send_Log::clip( $result->get_error_message() );
		$data                       = $result->get_error_data();
		// An error that another try cannot mend (the recipient may no longer see the dashboard) ends the period now.
		$final = is_array( $data ) && false === ( $data['retry'] ?? true );
		if ( $final || $failures > count( self::BACK_OFF ) ) {
			$subscription['last_result']  = 'failed';
			$subscription['next_attempt'] = null;
			return $subscription;
		}
		$subscription['last_result']  = 'retrying';
		$subscription['next_attempt'] = $now + self::BACK_OFF[ $failures - 1 ];
		return $subscription;
	}

	/**
	 * Whether a subscription counts as failing now (for the health summary).
	 *
	 * @param array<string, mixed> $subscription The subscription.
	 */
	public static function is_failing( array $subscription ): bool {
		return in_array( $subscription['last_result'] ?? null, array( 'retrying', 'failed' ), true );
	}
}
