<?php
/**
 * Class Report_Mail
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

/**
 * A report (Report_Builder::build()) as a mail: its subject, an HTML part (inline styles, table layout, readable at
 * phone width and in dark mode, no script and nothing loaded from elsewhere: the bars are table cells) and a
 * plain-text part that says the same; in the report's locale (the site's). Each section links into the dashboard
 * with the period's dates; the body has the unsubscribe and settings links.
 */
final class Report_Mail {

	/**
	 * The mail of a report.
	 *
	 * @param array<string, mixed>  $report The report.
	 * @param array<string, string> $links  unsubscribe, dashboard, settings (URLs).
	 * @return array{subject: string, html: string, text: string}
	 */
	public function render( array $report, array $links ): array {
		$locale   = (string) ( $report['locale'] ?? get_locale() );
		$switched = switch_to_locale( $locale );
		try {
			$view = Report_View::of( $report, $links );
			return array(
				'subject' => $view['subject'],
				'html'    => Html_Report::render( $view ),
				'text'    => Text_Report::render( $view ),
			);
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
	}
}
