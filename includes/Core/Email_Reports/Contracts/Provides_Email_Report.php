<?php
/**
 * Interface Provides_Email_Report
 *
 * @package Google\Site_Kit\Core\Email_Reports\Contracts
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports\Contracts;

/**
 * A module with a part in the email report (see Email_Report_Source).
 */
interface Provides_Email_Report {

	/**
	 * The module's part of the email report.
	 */
	public function email_report(): Email_Report_Source;
}
