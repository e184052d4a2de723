<?php
/**
 * Class Address
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use WP_Error;

/**
 * Email addresses and display names as the reports accept them: one address (is_email()), nothing a mail header
 * could be split or extended with, compared lower-cased and trimmed.
 */
final class Address {

	/**
	 * The longest address SMTP carries (RFC 5321: 254 characters in a path).
	 */
	public const MAX_LENGTH = 254;

	/**
	 * The comparable form of an address: trimmed and lower-cased (the local part too: two subscriptions that differ
	 * only in case would mail one mailbox twice).
	 *
	 * @param string $email Address.
	 */
	public static function normalize( string $email ): string {
		return strtolower( trim( $email ) );
	}

	/**
	 * Whether a value carries something that would break out of a mail header: line breaks (CR, LF, and the Unicode
	 * line and paragraph separators), NUL or any other control character, or the characters that separate several
	 * addresses or start a display name or comment in a header (comma, semicolon, angle brackets, quotes, parentheses).
	 *
	 * @param string $value      Value.
	 * @param bool   $is_address Whether it is an address (the separators are refused too) or a display name.
	 */
	public static function has_header_injection( string $value, bool $is_address = true ): bool {
		if ( preg_match( '/[\x00-\x1F\x7F]|\xE2\x80[\xA8\xA9]|\xC2\x85/', $value ) ) {
			return true;
		}
		return $is_address && (bool) preg_match( '/[,;<>"()\\\\]/', $value );
	}

	/**
	 * Validates an address typed by someone and returns its normalised form.
	 *
	 * @param string $email Address as given.
	 * @return string|WP_Error The normalised address, or `email_report_invalid_email` (400).
	 */
	public static function validate( string $email ): string|WP_Error {
		if ( self::has_header_injection( $email ) ) {
			return new WP_Error(
				'email_report_invalid_email',
				__( 'The email address contains characters that are not allowed (line breaks, commas, semicolons, angle brackets, quotes or control characters). Enter one address only.', 'google-site-kit' ),
				array( 'status' => 400 )
			);
		}
		$normalized = self::normalize( $email );
		if ( '' === $normalized || strlen( $normalized ) > self::MAX_LENGTH || ! is_email( $normalized ) ) {
			return new WP_Error(
				'email_report_invalid_email',
				__( 'This is not a valid email address. Enter an address like name@example.com.', 'google-site-kit' ),
				array( 'status' => 400 )
			);
		}
		return $normalized;
	}

	/**
	 * A display name made safe for a mail header and a page: control characters and line breaks removed, trimmed,
	 * shortened to 100 characters.
	 *
	 * @param string $name Name.
	 */
	public static function safe_name( string $name ): string {
		$name = (string) preg_replace( '/[\x00-\x1F\x7F]|\xE2\x80[\xA8\xA9]|\xC2\x85/', ' ', $name );
		return trim( mb_substr( trim( (string) preg_replace( '/\s+/', ' ', $name ) ), 0, 100 ) );
	}
}
