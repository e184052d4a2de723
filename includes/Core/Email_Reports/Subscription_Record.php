<?php
/**
 * Class Subscription_Record
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

/**
 * The shape of one subscription (see Subscriptions), built new or read back from storage with every field typed.
 *
 * `key` is random and new for every subscription: signed links carry it, so a link of a removed subscription does
 * not work for a later one of the same address.
 */
final class Subscription_Record {

	public const KIND_USER    = 'user';
	public const KIND_OUTSIDE = 'outside';

	public const ACTIVE  = 'active';
	public const PENDING = 'pending';

	/**
	 * The fields the sender keeps up to date (Subscriptions::update()).
	 */
	public const SENDER_FIELDS = array( 'last_sent', 'last_result', 'last_error', 'attempts', 'next_attempt', 'confirm_sent' );

	/**
	 * A new subscription.
	 *
	 * @param string $id        Its ID ("user-<ID>" or "outside-<random>").
	 * @param string $kind      KIND_USER or KIND_OUTSIDE.
	 * @param int    $user_id   The subscribed user (0 for an outside address).
	 * @param string $email     Normalised address.
	 * @param string $frequency A valid frequency.
	 * @param string $status    ACTIVE or PENDING.
	 * @param int    $added_by  Who added it (the user themself for their own).
	 * @return array<string, mixed>
	 */
	public static function create( string $id, string $kind, int $user_id, string $email, string $frequency, string $status, int $added_by ): array {
		return array(
			'id'           => $id,
			'kind'         => $kind,
			'user_id'      => $user_id,
			'email'        => $email,
			'frequency'    => $frequency,
			'status'       => $status,
			'added_by'     => $added_by,
			'created'      => time(),
			'key'          => bin2hex( random_bytes( 16 ) ),
			'last_sent'    => null,
			'last_result'  => null,
			'last_error'   => null,
			'attempts'     => 0,
			'next_attempt' => null,
			'confirm_sent' => null,
		);
	}

	/**
	 * A stored subscription with every field typed; null when it is not one (a broken or foreign value).
	 *
	 * @param mixed $raw Stored value.
	 * @return array<string, mixed>|null
	 */
	public static function from_storage( mixed $raw ): ?array {
		if ( ! is_array( $raw ) || ! is_string( $raw['id'] ?? null ) || ! is_string( $raw['key'] ?? null ) || '' === $raw['key']
			|| ! is_string( $raw['frequency'] ?? null ) || ! Frequency::is_valid( $raw['frequency'] )
			|| ! is_string( $raw['email'] ?? null ) ) {
			return null;
		}
		$kind = self::KIND_USER === ( $raw['kind'] ?? null ) ? self::KIND_USER : self::KIND_OUTSIDE;
		return array(
			'id'           => $raw['id'],
			'kind'         => $kind,
			'user_id'      => self::KIND_USER === $kind ? (int) ( $raw['user_id'] ?? 0 ) : 0,
			'email'        => $raw['email'],
			'frequency'    => $raw['frequency'],
			'status'       => self::ACTIVE === ( $raw['status'] ?? null ) ? self::ACTIVE : self::PENDING,
			'added_by'     => (int) ( $raw['added_by'] ?? 0 ),
			'created'      => (int) ( $raw['created'] ?? 0 ),
			'key'          => $raw['key'],
			'last_sent'    => self::int_or_null( $raw['last_sent'] ?? null ),
			'last_result'  => isset( $raw['last_result'] ) ? (string) $raw['last_result'] : null,
			'last_error'   => isset( $raw['last_error'] ) ? (string) $raw['last_error'] : null,
			'attempts'     => (int) ( $raw['attempts'] ?? 0 ),
			'next_attempt' => self::int_or_null( $raw['next_attempt'] ?? null ),
			'confirm_sent' => self::int_or_null( $raw['confirm_sent'] ?? null ),
		);
	}

	/**
	 * A stored subscription with the sender's fields of another copy of it.
	 *
	 * @param array<string, mixed> $stored  The stored subscription.
	 * @param array<string, mixed> $changed The copy the sender changed.
	 * @return array<string, mixed>
	 */
	public static function with_sender_fields( array $stored, array $changed ): array {
		foreach ( self::SENDER_FIELDS as $field ) {
			if ( array_key_exists( $field, $changed ) ) {
				$stored[ $field ] = $changed[ $field ];
			}
		}
		return (array) self::from_storage( $stored );
	}

	/**
	 * An integer, or null.
	 *
	 * @param mixed $value Value.
	 */
	private static function int_or_null( mixed $value ): ?int {
		return null === $value ? null : (int) $value;
	}
}
