<?php
/**
 * Interface Sends_Reports
 *
 * @package Google\Site_Kit\Core\Email_Reports\Contracts
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports\Contracts;

use WP_Error;

/**
 * What the REST API needs of the report sender (Sender implements it): a test report, now.
 */
interface Sends_Reports {

	/**
	 * Builds and mails a report for a user to their own address now, outside the schedule.
	 *
	 * @param int $user_id User ID.
	 * @return array{sent: true, email: string}|WP_Error What was sent, or why not (with an HTTP status).
	 */
	public function send_test( int $user_id ): array|WP_Error;
}
