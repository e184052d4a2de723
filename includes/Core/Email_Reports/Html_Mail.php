<?php
/**
 * Class Html_Mail
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use WP_Error;

/**
 * Sends one message with an HTML part and a plain-text part (multipart/alternative) through wp_mail(), so whatever
 * mailer the site set up (SMTP plugin, host's mail) carries it, and says why when it fails.
 */
final class Html_Mail {

	/**
	 * Sends a message.
	 *
	 * @param string   $to          One address.
	 * @param string   $subject     Subject (line breaks are removed).
	 * @param string   $html        HTML part.
	 * @param string   $text        Plain-text part.
	 * @param string[] $headers     More headers ("Name: value").
	 * @param string[] $attachments Files to attach (paths).
	 * @return true|WP_Error `email_report_mail_failed` (500) with the mailer's reason.
	 */
	public static function send( string $to, string $subject, string $html, string $text, array $headers = array(), array $attachments = array() ): bool|WP_Error {
		$failure  = null;
		$on_fail  = static function ( $error ) use ( &$failure ): void {
			$failure = $error;
		};
		$add_text = static function ( $phpmailer ) use ( $text ): void {
			// PHPMailer makes the message multipart/alternative when it has an AltBody.
			$phpmailer->AltBody = $text; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's property.
		};
		add_action( 'wp_mail_failed', $on_fail );
		add_action( 'phpmailer_init', $add_text );
		try {
			$sent = wp_mail(
				$to,
				trim( (string) preg_replace( '/[\r\n]+/', ' ', $subject ) ),
				$html,
				array_merge( array( 'Content-Type: text/html; charset=UTF-8' ), $headers ),
				$attachments
			);
		} finally {
			remove_action( 'wp_mail_failed', $on_fail );
			remove_action( 'phpmailer_init', $add_text );
		}
		if ( $sent ) {
			return true;
		}
		$reason = $failure instanceof WP_Error ? $failure->get_error_message() : __( 'the mailer refused the message.', 'google-site-kit' );
		return new WP_Error(
			'email_report_mail_failed',
			/* translators: %s: the mailer's reason. */
			sprintf( __( 'The email could not be sent: %s', 'google-site-kit' ), $reason ),
			array( 'status' => 500 )
		);
	}
}
