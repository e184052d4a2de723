<?php
/**
 * Class Pkce
 *
 * @package Google\Site_Kit\Core\Authentication
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Authentication;

use Google\Site_Kit\Core\Storage\Encryption;

/**
 * PKCE (RFC 7636) for the sign-in: each attempt gets a secret code verifier, kept on the server for that user and
 * that attempt's state only; Google gets its S256 challenge with the consent URL and the verifier itself with the
 * code exchange. An authorization code that leaks (the callback's query string reaches access logs and browser
 * history) is then useless without the verifier, which never leaves the server but for Google's token endpoint.
 */
final class Pkce {

	/**
	 * The user option holding the pending attempt's verifier (encrypted), its state's hash and its expiry.
	 */
	public const OPTION = 'googlesitekit_oauth_pkce';

	/**
	 * RFC 7636 §4.1: 43 to 128 characters of A-Z, a-z, 0-9, "-", ".", "_", "~".
	 */
	private const VERIFIER_PATTERN = '/^[A-Za-z0-9\-._~]{43,128}$/';

	/**
	 * Constructor.
	 *
	 * @param Encryption $encryption Encryption of the stored verifier.
	 */
	public function __construct( private readonly Encryption $encryption ) {}

	/**
	 * Starts a sign-in attempt: makes and stores its verifier (replacing any earlier attempt's) and returns the
	 * challenge for the consent URL.
	 *
	 * @param int    $user_id User ID.
	 * @param string $state   The attempt's anti-forgery state.
	 * @param int    $ttl     Seconds the attempt may take (the state's lifetime).
	 * @return string The S256 code challenge.
	 */
	public function start( int $user_id, string $state, int $ttl ): string {
		// 32 bytes of the CSPRNG, base64url: 43 characters, 256 bits of entropy (RFC 7636 §7.1).
		$verifier = self::base64url( random_bytes( 32 ) );
		update_user_option(
			$user_id,
			self::OPTION,
			$this->encryption->encrypt_array(
				array(
					'state'    => hash( 'sha256', $state ),
					'verifier' => $verifier,
					'expires'  => time() + $ttl,
				)
			)
		);
		return self::challenge( $verifier );
	}

	/**
	 * Takes the verifier of the attempt the callback finishes: it is forgotten at once whatever the outcome, so it
	 * serves one exchange at most.
	 *
	 * @param int    $user_id User ID.
	 * @param string $state   The state the callback came back with.
	 * @return string|null The verifier; null when there is none for this state or it expired.
	 */
	public function take( int $user_id, string $state ): ?string {
		$stored = $this->encryption->decrypt_array( get_user_option( self::OPTION, $user_id ) );
		delete_user_option( $user_id, self::OPTION );
		if ( null === $stored || '' === $state ) {
			return null;
		}
		$verifier = (string) ( $stored['verifier'] ?? '' );
		if ( ! hash_equals( (string) ( $stored['state'] ?? '' ), hash( 'sha256', $state ) ) || (int) ( $stored['expires'] ?? 0 ) < time() || ! self::is_verifier( $verifier ) ) {
			return null;
		}
		return $verifier;
	}

	/**
	 * The S256 challenge of a verifier: base64url, without padding, of its SHA-256.
	 *
	 * @param string $verifier Code verifier.
	 */
	public static function challenge( string $verifier ): string {
		return self::base64url( hash( 'sha256', $verifier, true ) );
	}

	/**
	 * Whether a string is a well-formed code verifier.
	 *
	 * @param string $verifier Candidate.
	 */
	public static function is_verifier( string $verifier ): bool {
		return 1 === preg_match( self::VERIFIER_PATTERN, $verifier );
	}

	/**
	 * base64url without padding (RFC 7636 Appendix A).
	 *
	 * @param string $bytes Binary string.
	 */
	private static function base64url( string $bytes ): string {
		return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- Binary to text.
	}
}
