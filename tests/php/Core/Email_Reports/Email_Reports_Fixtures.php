<?php
/**
 * Trait Email_Reports_Fixtures
 *
 * @package Google\Site_Kit\Tests\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Email_Reports;

use Google\Site_Kit\Core\Email_Reports\Confirmation_Mail;
use Google\Site_Kit\Core\Email_Reports\Links;
use Google\Site_Kit\Core\Email_Reports\Subscriptions;

/**
 * For the email reports' tests: a clean slate of subscriptions before and after each test, and the messages
 * wp_mail() was asked to send (caught before any transport: these tests are about which messages go out).
 */
trait Email_Reports_Fixtures {

	/**
	 * What wp_mail() was given, in order.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private array $mails = array();

	/**
	 * Whether the mailer fails.
	 */
	private bool $mail_fails = false;

	/**
	 * Starts from no subscription, no remembered confirmation, and catches wp_mail().
	 */
	protected function start_email_reports(): void {
		$this->forget_email_reports();
		$this->mails      = array();
		$this->mail_fails = false;
		add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10, 2 );
	}

	/**
	 * Removes what the test stored.
	 */
	protected function forget_email_reports(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ) );
		delete_option( Subscriptions::OPTION );
		delete_option( Confirmation_Mail::SENT_OPTION );
	}

	/**
	 * Catches one wp_mail() call.
	 *
	 * @param null|bool            $short Short-circuit value so far.
	 * @param array<string, mixed> $atts  The call's to, subject, message, headers, attachments.
	 * @return bool Whether it was "sent".
	 */
	public function catch_mail( $short, $atts ): bool {
		unset( $short );
		if ( $this->mail_fails ) {
			return false;
		}
		$this->mails[] = $atts;
		return true;
	}

	/**
	 * The plugin's subscriptions.
	 */
	protected function subscriptions(): Subscriptions {
		return $this->plugin()->email_subscriptions();
	}

	/**
	 * The plugin's signed links.
	 */
	protected function links(): Links {
		return $this->plugin()->email_links();
	}

	/**
	 * The outside recipients option as stored.
	 *
	 * @return mixed
	 */
	protected function stored_outside() {
		wp_cache_delete( Subscriptions::OPTION, 'options' );
		return get_option( Subscriptions::OPTION, null );
	}
}
