<?php
/**
 * Class Report_Mailer
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use WP_Error;

/**
 * Mails one rendered report through wp_mail() (Html_Mail), so the site's own mail setup (an SMTP plugin, a
 * transactional mail service) carries it:
 *
 * - an HTML part and a plain-text part (multipart/alternative: Html_Mail sets the text as PHPMailer's AltBody for this
 *   one message);
 * - `From: <site name> <the site's sender address>` (WordPress's wordpress@domain, which `wp_mail_from` may change),
 *   `Reply-To:` the site's administration address, and the headers the caller adds (List-Unsubscribe, …);
 * - a failure is WordPress's own `wp_mail_failed` error (an SMTP server that refused or could not be reached).
 *
 * Names and addresses in headers are stripped of line breaks, quotes and angle brackets: nothing anyone typed into a
 * site name or an address can add a header of its own.
 */
final class Report_Mailer {

	/**
	 * Sends a message.
	 *
	 * @param string                    $to    Recipient address.
	 * @param array<string, mixed>      $mail  Report_Mail::render()'s answer: subject, html, text.
	 * @param array<int|string, string> $extra More headers: "Name: value" lines or name => value.
	 * @return true|WP_Error
	 */
	public function send( string $to, array $mail, array $extra = array() ): bool|WP_Error {
		$to = self::clean( $to );
		if ( ! is_email( $to ) ) {
			return new WP_Error( 'email_report_invalid_email', __( 'The recipient’s email address is not valid.', 'google-site-kit' ), array( 'retry' => false ) );
		}
		return Html_Mail::send( $to, (string) ( $mail['subject'] ?? '' ), (string) ( $mail['html'] ?? '' ), (string) ( $mail['text'] ?? '' ), $this->headers( $extra ) );
	}

	/**
	 * The message's headers.
	 *
	 * @param array<int|string, string> $extra More headers.
	 * @return string[] "Name: value" lines.
	 */
	public function headers( array $extra = array() ): array {
		$headers = array(
			sprintf( 'From: %s <%s>', self::from_name(), self::clean( self::from_address() ) ),
			// A report is mail a program sends: no out-of-office answers to it (RFC 3834).
			'Auto-Submitted: auto-generated',
		);
		$reply   = self::clean( (string) get_option( 'admin_email', '' ) );
		if ( is_email( $reply ) ) {
			$headers[] = 'Reply-To: ' . $reply;
		}
		foreach ( $extra as $name => $value ) {
			$line = is_string( $name ) ? $name . ': ' . $value : (string) $value;
			// One line each: a value may not start another header.
			$headers[] = (string) preg_replace( '/[\r\n]+/', ' ', $line );
		}
		return $headers;
	}

	/**
	 * The sender's name: the site's name, as plain text, made safe for a header.
	 */
	public static function from_name(): string {
		$name = html_entity_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' );
		$name = trim( (string) preg_replace( '/[\r\n"<>\\\\]+/', ' ', $name ) );
		$name = trim( (string) preg_replace( '/\s+/', ' ', $name ) );
		return '' !== $name ? $name : 'WordPress';
	}

	/**
	 * WordPress's own sender address: wordpress@ the site's domain (without "www."). wp_mail() still passes it
	 * through `wp_mail_from`, so a site's configured sender wins.
	 */
	public static function from_address(): string {
		$host = strtolower( (string) wp_parse_url( network_home_url(), PHP_URL_HOST ) );
		if ( str_starts_with( $host, 'www.' ) ) {
			$host = substr( $host, 4 );
		}
		return 'wordpress@' . $host;
	}

	/**
	 * A header value without line breaks, quotes or angle brackets.
	 *
	 * @param string $value Value.
	 */
	private static function clean( string $value ): string {
		return trim( (string) preg_replace( '/[\r\n"<>]+/', ' ', $value ) );
	}

}
