<?php
/**
 * Class Encryption
 *
 * @package Google\Site_Kit\Core\Storage
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Storage;

/**
 * Encrypts secrets (tokens, the OAuth client secret) before they reach the
 * database, with libsodium's secretbox and a key derived from the site's salts.
 */
final class Encryption {

	private const PREFIX = 'gsk1:';

	/**
	 * Derived key, built on first use.
	 *
	 * @var string|null
	 */
	private ?string $key = null;

	/**
	 * Encrypts a value.
	 *
	 * @param string $plain Clear text.
	 * @return string Printable cipher text.
	 */
	public function encrypt( string $plain ): string {
		$nonce = random_bytes( SODIUM_CRYPTO_SECRETBOX_NONCEBYTES );
		return self::PREFIX . base64_encode( $nonce . sodium_crypto_secretbox( $plain, $nonce, $this->key() ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- Binary to text.
	}

	/**
	 * Decrypts a value encrypted by encrypt().
	 *
	 * @param string $cipher Cipher text.
	 * @return string|null Clear text, or null when the value was not ours or the salts changed.
	 */
	public function decrypt( string $cipher ): ?string {
		if ( ! str_starts_with( $cipher, self::PREFIX ) ) {
			return null;
		}
		$raw = base64_decode( substr( $cipher, strlen( self::PREFIX ) ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- Text to binary.
		if ( false === $raw || strlen( $raw ) <= SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ) {
			return null;
		}
		$plain = sodium_crypto_secretbox_open(
			substr( $raw, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ),
			substr( $raw, 0, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ),
			$this->key()
		);
		return false === $plain ? null : $plain;
	}

	/**
	 * Encrypts a JSON-serialisable value.
	 *
	 * @param array<string, mixed> $data Data.
	 */
	public function encrypt_array( array $data ): string {
		return $this->encrypt( (string) wp_json_encode( $data ) );
	}

	/**
	 * Decrypts a value written by encrypt_array().
	 *
	 * @param mixed $cipher Stored value.
	 * @return array<string, mixed>|null
	 */
	public function decrypt_array( $cipher ): ?array {
		if ( ! is_string( $cipher ) ) {
			return null;
		}
		$plain = $this->decrypt( $cipher );
		$data  = null === $plain ? null : json_decode( $plain, true );
		return is_array( $data ) ? $data : null;
	}

	/**
	 * The 32-byte key, derived from the site's auth salts.
	 */
	private function key(): string {
		if ( null === $this->key ) {
			$secret    = ( defined( 'GOOGLESITEKIT_ENCRYPTION_KEY' ) ? (string) constant( 'GOOGLESITEKIT_ENCRYPTION_KEY' ) : '' ) . wp_salt( 'auth' );
			$this->key = hash_hkdf( 'sha256', $secret, SODIUM_CRYPTO_SECRETBOX_KEYBYTES, 'googlesitekit-encryption' );
		}
		return $this->key;
	}
}
