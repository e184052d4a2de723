<?php
/**
 * Class Confirmation_Mail
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use WP_Error;

/**
 * The email asking an outside address to confirm it wants the reports (double opt-in): the site's name, who added the
 * address and how often the reports come, and a Confirm link (Links::confirm_url(), working 7 days).
 *
 * At most one per address per day, whatever happens to its subscription meanwhile: the option
 * `googlesitekit_email_report_confirmations` (not autoloaded) remembers when each address (by digest) last got one,
 * so adding, removing and adding an address again cannot be used to flood a stranger's mailbox.
 */
final class Confirmation_Mail {

	public const SENT_OPTION = 'googlesitekit_email_report_confirmations';

	/**
	 * Constructor.
	 *
	 * @param Links $links Signed links.
	 */
	public function __construct( private readonly Links $links ) {}

	/**
	 * Mails the confirmation, unless the address got one less than a day ago.
	 *
	 * @param array<string, mixed> $subscription A pending outside subscription.
	 * @return bool|WP_Error True when mailed now, false when one was mailed in the last day; the mailer's error.
	 */
	public function send( array $subscription ): bool|WP_Error {
		$email = Address::normalize( (string) $subscription['email'] );
		$last  = $this->last_sent( $email );
		if ( null !== $last && $last > time() - DAY_IN_SECONDS ) {
			return false;
		}
		$message = $this->message( $subscription );
		$sent    = Html_Mail::send( $email, $message['subject'], $message['html'], $message['text'] );
		if ( is_wp_error( $sent ) ) {
			return $sent;
		}
		$this->remember( $email );
		return true;
	}

	/**
	 * When an address last got a confirmation (in the last day); null otherwise.
	 *
	 * @param string $email Address.
	 */
	public function last_sent( string $email ): ?int {
		$sent = $this->sent();
		$time = $sent[ self::digest( $email ) ] ?? null;
		return null === $time ? null : (int) $time;
	}

	/**
	 * The message.
	 *
	 * @param array<string, mixed> $subscription Subscription.
	 * @return array{subject: string, html: string, text: string}
	 */
	public function message( array $subscription ): array {
		$site      = Page::site_name();
		$adder     = get_userdata( (int) $subscription['added_by'] );
		$adder     = $adder ? Address::safe_name( (string) $adder->display_name ) : __( 'An administrator', 'google-site-kit' );
		$frequency = Frequency::label( (string) $subscription['frequency'] );
		$url       = $this->links->confirm_url( $subscription );
		/* translators: %s: the site's name. */
		$subject = sprintf( __( 'Confirm that you want the reports of %s', 'google-site-kit' ), $site );
		/* translators: 1: who added the address, 2: the address, 3: how often (weekly, monthly or quarterly), 4: the site's name. */
		$intro = __( '%1$s added %2$s to the %3$s email reports of %4$s: a summary of the site’s visitors and search traffic.', 'google-site-kit' );
		$ask   = __( 'Confirm that you want them. The link works for 7 days.', 'google-site-kit' );
		$not   = __( 'If you do not want them, ignore this email: you will get nothing else.', 'google-site-kit' );
		$text  = implode(
			"\n\n",
			array(
				sprintf( $intro, $adder, (string) $subscription['email'], $frequency, $site ),
				$ask,
				__( 'Confirm:', 'google-site-kit' ) . ' ' . $url,
				$not,
				home_url( '/' ),
			)
		) . "\n";
		$html  = '<!DOCTYPE html><html lang="' . esc_attr( (string) get_bloginfo( 'language' ) ) . '"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>' . esc_html( $subject ) . '</title></head>'
			. '<body style="margin:0;padding:24px 12px;background:#f3f5f7;color:#1f2933;font-family:-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;">'
			. '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;"><tr><td style="padding:24px;">'
			. '<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;">' . esc_html( $site ) . '</h1>'
			. '<p style="margin:0 0 16px;">' . esc_html( sprintf( $intro, $adder, (string) $subscription['email'], $frequency, $site ) ) . '</p>'
			. '<p style="margin:0 0 24px;">' . esc_html( $ask ) . '</p>'
			. '<p style="margin:0 0 24px;"><a href="' . esc_url( $url ) . '" style="display:inline-block;padding:12px 24px;background:#1a73e8;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold;">' . esc_html__( 'Confirm', 'google-site-kit' ) . '</a></p>'
			. '<p style="margin:0;color:#52606d;font-size:14px;">' . esc_html( $not ) . '</p>'
			. '</td></tr></table></body></html>';
		return array(
			'subject' => $subject,
			'html'    => $html,
			'text'    => $text,
		);
	}

	/**
	 * Records that an address got a confirmation now (and forgets the ones older than a day).
	 *
	 * @param string $email Address.
	 */
	private function remember( string $email ): void {
		$sent                           = array_filter( $this->sent(), static fn( $time ) => (int) $time > time() - DAY_IN_SECONDS );
		$sent[ self::digest( $email ) ] = time();
		update_option( self::SENT_OPTION, $sent, false );
	}

	/**
	 * When each address (by digest) last got a confirmation.
	 *
	 * @return array<string, int>
	 */
	private function sent(): array {
		$sent = get_option( self::SENT_OPTION, array() );
		return is_array( $sent ) ? $sent : array();
	}

	/**
	 * The digest an address is remembered by.
	 *
	 * @param string $email Address.
	 */
	private static function digest( string $email ): string {
		return hash( 'sha256', Address::normalize( $email ) );
	}
}
