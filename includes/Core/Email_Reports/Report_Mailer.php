<?php
/**
 * Class Report_Mailer
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use PHPMailer\PHPMailer\PHPMailer;
use WP_Error;

/**
 * Mails one rendered report through wp_mail(), so the site's own mail setup (an SMTP plugin, a transactional mail
 * service) carries it:
 *
 * - an HTML part and a plain-text part (multipart/alternative): wp_mail() takes one body, so the text part is set as
 *   PHPMailer's AltBody on `phpmailer_init` for this one message, and the hook removed straight after;
 * - images the HTML shows (`cid:` references) embedded in the message, never fetched from elsewhere;
 * - `From: <site name> <the site's sender address>` (WordPress's wordpress@domain, which `wp_mail_from` may change),
 *   `Reply-To:` the site's administration address, and the headers the caller adds (List-Unsubscribe, …);
 * - a failure is WordPress's own `wp_mail_failed` error (an SMTP server that refused or could not be reached).
 *
 * Names and addresses in headers are stripped of line breaks, quotes and angle brackets: nothing anyone typed into a
 * site name or an address can add a header of its own.
 */
final class Report_Mailer {

	/**
	 * The error of the message being sent, when wp_mail_failed said one.
	 */
	private ?WP_Error $failure = null;

	/**
	 * Sends a message.
	 *
	 * @param string                           $to     Recipient address.
	 * @param array<string, mixed>             $mail   Report_Mail::render()'s answer: subject, html, text, attachments.
	 * @param array<int|string, string>        $extra  More headers: "Name: value" lines or name => value.
	 * @return true|WP_Error
	 */
	public function send( string $to, array $mail, array $extra = array() ): true|WP_Error {
		$to = self::clean( $to );
		if ( ! is_email( $to ) ) {
			return new WP_Error( 'email_report_invalid_email', __( 'The recipient’s email address is not valid.', 'google-site-kit' ) );
		}
		$text        = (string) ( $mail['text'] ?? '' );
		$attachments = is_array( $mail['attachments'] ?? null ) ? $mail['attachments'] : array();
		$prepare     = static function ( PHPMailer $phpmailer ) use ( $text, $attachments ): void {
			$phpmailer->AltBody = $text; // phpcs:ignore WordPress.NamingConventions.ValidVariableName -- PHPMailer's property.
			foreach ( $attachments as $attachment ) {
				self::attach( $phpmailer, (array) $attachment );
			}
		};
		$failed        = function ( WP_Error $error ): void {
			$this->failure = $error;
		};
		$this->failure = null;
		add_action( 'phpmailer_init', $prepare );
		add_action( 'wp_mail_failed', $failed );
		try {
			$sent = wp_mail( $to, self::clean( (string) ( $mail['subject'] ?? '' ) ), (string) ( $mail['html'] ?? '' ), $this->headers( $extra ) );
		} finally {
			remove_action( 'phpmailer_init', $prepare );
			remove_action( 'wp_mail_failed', $failed );
		}
		if ( $sent ) {
			return true;
		}
		$message = null !== $this->failure ? $this->failure->get_error_message() : '';
		return new WP_Error(
			'email_report_mail_failed',
			'' !== $message ? $message : __( 'WordPress could not send the email. Check the site’s mail settings.', 'google-site-kit' )
		);
	}

	/**
	 * The message's headers.
	 *
	 * @param array<int|string, string> $extra More headers.
	 * @return string[] "Name: value" lines.
	 */
	public function headers( array $extra = array() ): array {
		$headers = array(
			'Content-Type: text/html; charset=UTF-8',
			sprintf( 'From: %s <%s>', self::from_name(), self::clean( self::from_address() ) ),
			// A report is mail a program sends: no out-of-office answers to it (RFC 3834).
			'Auto-Submitted: auto-generated',
		);
		$reply = self::clean( (string) get_option( 'admin_email', '' ) );
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

	/**
	 * Adds an attachment from the rendered mail: embedded in the HTML (with a `cid`) or attached.
	 *
	 * @param PHPMailer            $phpmailer  The mailer.
	 * @param array<string, mixed> $attachment {filename, contentType, cid?, data | base64}.
	 */
	private static function attach( PHPMailer $phpmailer, array $attachment ): void {
		$data = isset( $attachment['data'] ) ? (string) $attachment['data'] : base64_decode( (string) ( $attachment['base64'] ?? '' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the rendered image's bytes.
		if ( false === $data || '' === $data ) {
			return;
		}
		$name = sanitize_file_name( (string) ( $attachment['filename'] ?? 'image.png' ) );
		$type = (string) ( $attachment['contentType'] ?? 'application/octet-stream' );
		if ( ! empty( $attachment['cid'] ) ) {
			$phpmailer->addStringEmbeddedImage( $data, (string) $attachment['cid'], $name, PHPMailer::ENCODING_BASE64, $type, 'inline' );
			return;
		}
		$phpmailer->addStringAttachment( $data, $name, PHPMailer::ENCODING_BASE64, $type );
	}
}
