<?php
/**
 * Class Links
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use Google\Site_Kit\Core\Storage\Encryption;
use WP_Error;

/**
 * The signed links of the email reports: unsubscribe (in every report, its body and its List-Unsubscribe header) and
 * confirm (in the confirmation an outside address gets). Both work without a session: the token is the proof.
 *
 * A token is `<payload>.<signature>`, both base64url: the payload is JSON {a: action, s: subscription ID,
 * e: address digest, k: the subscription's random key, t: issued at}; the signature is HMAC-SHA256 of the payload with
 * a secret made once per site (option `googlesitekit_email_report_secret`, encrypted, not autoloaded, never output). Changing any
 * byte breaks the signature; a link of a removed subscription names a key no subscription has any more (a new
 * subscription of the same address has a new key); a link made for one address does not work for another.
 * Confirmation links expire after 7 days; unsubscribe links do not (old reports must keep working).
 */
final class Links {

	public const UNSUBSCRIBE = 'googlesitekit_email_unsubscribe';
	public const CONFIRM     = 'googlesitekit_email_confirm';

	public const SECRET_OPTION = 'googlesitekit_email_report_secret';

	/**
	 * How long a confirmation link works, in seconds.
	 */
	public const CONFIRM_LIFETIME = 7 * DAY_IN_SECONDS;

	/**
	 * The stored (encrypted) secret last decrypted, and its clear text.
	 */
	private string $secret_cipher = '';

	/**
	 * The clear text of $secret_cipher.
	 */
	private string $secret_plain = '';

	/**
	 * Constructor.
	 *
	 * @param Subscriptions $subscriptions Subscriptions (a verified token returns one).
	 * @param Encryption    $encryption    Encrypts the secret at rest.
	 */
	public function __construct( private readonly Subscriptions $subscriptions, private readonly Encryption $encryption ) {}

	/**
	 * The link that ends a subscription (GET shows a page; POST `List-Unsubscribe=One-Click` answers mail clients).
	 *
	 * @param array<string, mixed> $subscription Subscription.
	 */
	public function unsubscribe_url( array $subscription ): string {
		return $this->url( self::UNSUBSCRIBE, $this->token( $subscription, self::UNSUBSCRIBE ) );
	}

	/**
	 * The link that confirms an outside address (GET shows a page with a Confirm button; its POST confirms).
	 *
	 * @param array<string, mixed> $subscription Subscription.
	 */
	public function confirm_url( array $subscription ): string {
		return $this->url( self::CONFIRM, $this->token( $subscription, self::CONFIRM ) );
	}

	/**
	 * The mail headers of one-click unsubscription (RFC 2369 and RFC 8058), for a report's message.
	 *
	 * @param array<string, mixed> $subscription Subscription.
	 * @return string[]
	 */
	public function headers( array $subscription ): array {
		return array(
			'List-Unsubscribe: <' . $this->unsubscribe_url( $subscription ) . '>',
			'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
		);
	}

	/**
	 * A signed token.
	 *
	 * @param array<string, mixed> $subscription Subscription.
	 * @param string               $action       UNSUBSCRIBE or CONFIRM.
	 * @param int|null             $issued       When it is issued (Unix seconds); now by default.
	 */
	public function token( array $subscription, string $action, ?int $issued = null ): string {
		$payload = self::encode(
			(string) wp_json_encode(
				array(
					'a' => $action,
					's' => (string) $subscription['id'],
					'e' => $this->address_digest( (string) $subscription['email'] ),
					'k' => (string) $subscription['key'],
					't' => $issued ?? time(),
				)
			)
		);
		return $payload . '.' . self::encode( hash_hmac( 'sha256', $payload, $this->secret(), true ) );
	}

	/**
	 * Checks a token of a link and returns the subscription it is for.
	 *
	 * @param string $token  Token from the link.
	 * @param string $action The action the link was followed for.
	 * @return array<string, mixed>|WP_Error The subscription; or why the link does not work (a translated message):
	 *                                       `email_report_link_invalid` (400: forged, changed, cut off, other action),
	 *                                       `email_report_link_expired` (410), `email_report_link_gone` (404: no
	 *                                       such subscription any more), `email_report_link_replaced` (410: for an
	 *                                       earlier subscription), `email_report_link_other_address` (403).
	 */
	public function verify( string $token, string $action ): array|WP_Error {
		$parts = explode( '.', $token );
		if ( 2 !== count( $parts ) || strlen( $token ) > 1000 ) {
			return self::invalid();
		}
		$expected = self::encode( hash_hmac( 'sha256', $parts[0], $this->secret(), true ) );
		if ( ! hash_equals( $expected, $parts[1] ) ) {
			return self::invalid();
		}
		$payload = json_decode( (string) self::decode( $parts[0] ), true );
		if ( ! is_array( $payload ) || ( $payload['a'] ?? null ) !== $action || ! is_string( $payload['s'] ?? null ) || ! is_int( $payload['t'] ?? null ) ) {
			return self::invalid();
		}
		if ( self::CONFIRM === $action && $payload['t'] + self::CONFIRM_LIFETIME < time() ) {
			return new WP_Error( 'email_report_link_expired', __( 'This confirmation link has expired: confirmation links work for 7 days. Ask the site’s administrator to add your address again.', 'google-site-kit' ), array( 'status' => 410 ) );
		}
		$subscription = $this->subscriptions->get( $payload['s'] );
		if ( null === $subscription ) {
			return new WP_Error( 'email_report_link_gone', __( 'This subscription does not exist any more: this address gets no reports from this link’s subscription.', 'google-site-kit' ), array( 'status' => 404 ) );
		}
		if ( ! hash_equals( (string) $subscription['key'], (string) ( $payload['k'] ?? '' ) ) ) {
			return new WP_Error( 'email_report_link_replaced', __( 'This link belongs to an earlier subscription that was ended; it does not work for the current one. Use the link in the latest email.', 'google-site-kit' ), array( 'status' => 410 ) );
		}
		if ( ! hash_equals( $this->address_digest( (string) $subscription['email'] ), (string) ( $payload['e'] ?? '' ) ) ) {
			return new WP_Error( 'email_report_link_other_address', __( 'This link was made for another email address; it does not work for this subscription.', 'google-site-kit' ), array( 'status' => 403 ) );
		}
		return $subscription;
	}

	/**
	 * The site's signing secret, made on first use (64 random bytes, hex), stored encrypted with the site's salts
	 * (Encryption): a copy of the database alone cannot sign links. New salts make a new secret (earlier links stop
	 * working).
	 */
	private function secret(): string {
		$stored = get_option( self::SECRET_OPTION );
		if ( is_string( $stored ) && '' !== $stored ) {
			if ( $stored === $this->secret_cipher ) {
				return $this->secret_plain;
			}
			$plain = $this->encryption->decrypt( $stored );
			if ( null !== $plain && strlen( $plain ) >= 64 ) {
				$this->secret_cipher = $stored;
				$this->secret_plain  = $plain;
				return $plain;
			}
			delete_option( self::SECRET_OPTION );
		}
		$secret = bin2hex( random_bytes( 64 ) );
		if ( ! add_option( self::SECRET_OPTION, $this->encryption->encrypt( $secret ), '', false ) ) {
			// Another request made one at the same moment: theirs is the one (add_option() never replaces).
			wp_cache_delete( 'notoptions', 'options' );
			wp_cache_delete( self::SECRET_OPTION, 'options' );
			$theirs = $this->encryption->decrypt( (string) get_option( self::SECRET_OPTION ) );
			return null !== $theirs ? $theirs : $secret;
		}
		return $secret;
	}

	/**
	 * A keyed digest of an address (so a token neither shows the address nor lets anyone test guesses of it).
	 *
	 * @param string $email Address.
	 */
	private function address_digest( string $email ): string {
		return substr( hash_hmac( 'sha256', 'address:' . Address::normalize( $email ), $this->secret() ), 0, 32 );
	}

	/**
	 * The admin-post.php URL of an action with a token.
	 *
	 * @param string $action UNSUBSCRIBE or CONFIRM.
	 * @param string $token  Token.
	 */
	public function url( string $action, string $token ): string {
		return add_query_arg(
			array(
				'action' => $action,
				'token'  => $token,
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * The "invalid link" error.
	 */
	private static function invalid(): WP_Error {
		return new WP_Error( 'email_report_link_invalid', __( 'This link is not valid: it was changed or cut off. Copy the whole link from the email, or use the button in it.', 'google-site-kit' ), array( 'status' => 400 ) );
	}

	/**
	 * Base64url without padding.
	 *
	 * @param string $bytes Bytes.
	 */
	private static function encode( string $bytes ): string {
		return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- URL-safe token encoding.
	}

	/**
	 * Decodes base64url; false when it is not.
	 *
	 * @param string $text Text.
	 */
	private static function decode( string $text ): string|false {
		return base64_decode( strtr( $text, '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- URL-safe token encoding.
	}
}
