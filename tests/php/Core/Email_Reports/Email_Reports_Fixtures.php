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
use Google\Site_Kit\Tests\Support\Caught_Mail;

/**
 * For the email reports' tests: a clean slate of subscriptions and caught mail before and after each test; the mail
 * goes over SMTP to the local server of the test run and is read back from it (Caught_Mail). A test may make the
 * mailer fail (it then talks to a port nothing listens on).
 */
trait Email_Reports_Fixtures {

	/**
	 * Whether the mailer fails.
	 */
	private bool $mail_fails = false;

	/**
	 * Starts from no subscription, no remembered confirmation, no caught mail.
	 */
	protected function start_email_reports(): void {
		$this->forget_email_reports();
		$this->mail_fails = false;
		add_action( 'phpmailer_init', array( $this, 'break_mailer' ), PHP_INT_MAX );
	}

	/**
	 * Removes what the test stored and mailed.
	 */
	protected function forget_email_reports(): void {
		remove_action( 'phpmailer_init', array( $this, 'break_mailer' ), PHP_INT_MAX );
		delete_option( Subscriptions::OPTION );
		delete_option( Confirmation_Mail::SENT_OPTION );
		Caught_Mail::clear();
	}

	/**
	 * Points the mailer at a closed port when the test wants it to fail (after the local SMTP set-up).
	 *
	 * @param object $phpmailer WordPress's PHPMailer.
	 */
	public function break_mailer( $phpmailer ): void {
		if ( $this->mail_fails ) {
			$phpmailer->Port    = 9; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
			$phpmailer->Timeout = 2; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
		}
	}

	/**
	 * The messages the local SMTP server caught, oldest first.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	protected function mails(): array {
		return Caught_Mail::messages();
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
