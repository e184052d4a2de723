<?php
/**
 * Class Subscriptions
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use Closure;
use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Core\Email_Reports\Subscription_Record as Record;
use WP_Error;

/**
 * Who receives the email reports, and how often.
 *
 * - A user's own subscription is a user option (`googlesitekit_email_report`, per site), mailed to their account's
 *   current address; its ID is "user-<user ID>".
 * - Addresses outside the site's users, added by an administrator, are the option
 *   `googlesitekit_email_report_recipients` (not autoloaded); IDs "outside-<random>". They start "pending": the only
 *   mail they get is the confirmation (Confirmation_Mail) until they confirm through its link (double opt-in).
 *
 * One address gets one report: addresses compare trimmed and lower-cased, and an outside address that a user's
 * subscription already mails is a duplicate whatever the frequencies. A user who subscribes takes over an outside
 * subscription of their own address (it is removed: the address's owner chose for themself).
 * Bad input changes nothing. Registering hooks the clean-up after deleted users (User_Removal).
 */
final class Subscriptions implements Registerable {

	public const USER_OPTION = 'googlesitekit_email_report';
	public const OPTION      = 'googlesitekit_email_report_recipients';

	/**
	 * Constructor.
	 *
	 * @param Closure $confirmation_mail Returns the Confirmation_Mail (built on first use: it needs the signed links,
	 *                                   which need this class).
	 */
	public function __construct( private readonly Closure $confirmation_mail ) {}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		( new User_Removal( $this ) )->register();
	}

	/**
	 * A user's own subscription, mailed to their current address; null when they have none.
	 *
	 * @param int $user_id User ID.
	 * @return array<string, mixed>|null
	 */
	public function for_user( int $user_id ): ?array {
		$user = $user_id > 0 ? get_userdata( $user_id ) : false;
		$sub  = $user ? Record::from_storage( get_user_option( self::USER_OPTION, $user_id ) ) : null;
		if ( ! $user || null === $sub ) {
			return null;
		}
		return array_merge(
			$sub,
			array(
				'id'      => 'user-' . $user_id,
				'kind'    => Record::KIND_USER,
				'user_id' => $user_id,
				'email'   => Address::normalize( (string) $user->user_email ),
				'status'  => Record::ACTIVE,
			)
		);
	}

	/**
	 * Subscribes a user to the report at a frequency, changes it, or (null) unsubscribes them.
	 *
	 * @param int         $user_id   User ID.
	 * @param string|null $frequency A frequency, or null to unsubscribe.
	 * @return array<string, mixed>|WP_Error|null The subscription; null once unsubscribed; an error changes nothing.
	 */
	public function set_user( int $user_id, ?string $frequency ): array|WP_Error|null {
		$user = $user_id > 0 ? get_userdata( $user_id ) : false;
		if ( ! $user ) {
			return Errors::not_found( __( 'There is no such user.', 'google-site-kit' ) );
		}
		if ( null === $frequency ) {
			delete_user_option( $user_id, self::USER_OPTION );
			return null;
		}
		if ( ! Frequency::is_valid( $frequency ) ) {
			return Errors::unknown_frequency();
		}
		$email = Address::validate( (string) $user->user_email );
		if ( is_wp_error( $email ) ) {
			return new WP_Error( 'email_report_invalid_email', __( 'Your account’s email address cannot receive reports. Change it in your profile first.', 'google-site-kit' ), array( 'status' => 400 ) );
		}
		$sub              = $this->for_user( $user_id ) ?? Record::create( 'user-' . $user_id, Record::KIND_USER, $user_id, $email, $frequency, Record::ACTIVE, $user_id );
		$sub['frequency'] = $frequency;
		$sub['email']     = $email;
		// The address's owner subscribed themself: an administrator's subscription of the same address goes.
		$outside = $this->outside();
		$others  = array_filter( $outside, static fn( array $other ) => $other['email'] !== $email );
		if ( count( $others ) !== count( $outside ) ) {
			$this->save_outside( $others );
		}
		update_user_option( $user_id, self::USER_OPTION, $sub );
		return $this->for_user( $user_id );
	}

	/**
	 * Adds an outside address, pending until it confirms, and mails it the confirmation (at most once a day per
	 * address, see Confirmation_Mail: within a day of the last one, even after a removal, none is mailed again).
	 *
	 * @param string $email     The address as typed.
	 * @param string $frequency A frequency.
	 * @param int    $added_by  The administrator adding it (whose view of the site the reports show).
	 * @return array<string, mixed>|WP_Error The subscription, with `confirmation_mailed` (whether a confirmation went
	 *                                       out now) added; an error changes nothing.
	 */
	public function add_outside( string $email, string $frequency, int $added_by ): array|WP_Error {
		$email = Address::validate( $email );
		if ( is_wp_error( $email ) ) {
			return $email;
		}
		if ( ! Frequency::is_valid( $frequency ) ) {
			return Errors::unknown_frequency();
		}
		if ( $added_by <= 0 || ! get_userdata( $added_by ) ) {
			return new WP_Error( 'email_report_invalid_user', __( 'The user adding the address does not exist.', 'google-site-kit' ), array( 'status' => 400 ) );
		}
		$duplicate = Errors::duplicate( $email, $this->all() );
		if ( null !== $duplicate ) {
			return $duplicate;
		}
		$sub = Record::create( 'outside-' . bin2hex( random_bytes( 8 ) ), Record::KIND_OUTSIDE, 0, $email, $frequency, Record::PENDING, $added_by );

		// Mailed first, stored after: a mailer that fails leaves no trace.
		/** @var Confirmation_Mail $mail Built on first use. */
		$mail   = ( $this->confirmation_mail )();
		$mailed = $mail->send( $sub );
		if ( is_wp_error( $mailed ) ) {
			return $mailed;
		}
		$sub['confirm_sent'] = $mail->last_sent( $email );
		$this->save_outside( array_merge( $this->outside(), array( $sub ) ) );
		$sub['confirmation_mailed'] = $mailed;
		return $sub;
	}

	/**
	 * One subscription by ID.
	 *
	 * @param string $id Subscription ID.
	 * @return array<string, mixed>|null
	 */
	public function get( string $id ): ?array {
		if ( preg_match( '/^user-([1-9]\d*)$/', $id, $match ) ) {
			return $this->for_user( (int) $match[1] );
		}
		foreach ( $this->outside() as $sub ) {
			if ( $sub['id'] === $id ) {
				return $sub;
			}
		}
		return null;
	}

	/**
	 * The subscriptions that get reports: the users' and the confirmed outside addresses (never a pending one).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function active(): array {
		return array_values( array_filter( $this->all(), static fn( array $sub ) => Record::ACTIVE === $sub['status'] ) );
	}

	/**
	 * Ends a subscription.
	 *
	 * @param string $id Subscription ID.
	 * @return bool Whether there was one to end.
	 */
	public function remove( string $id ): bool {
		$sub = $this->get( $id );
		if ( null === $sub ) {
			return false;
		}
		if ( Record::KIND_USER === $sub['kind'] ) {
			delete_user_option( (int) $sub['user_id'], self::USER_OPTION );
			return true;
		}
		$this->save_outside( array_filter( $this->outside(), static fn( array $other ) => $other['id'] !== $id ) );
		return true;
	}

	/**
	 * Confirms a pending outside address (a confirmed one stays as it is).
	 *
	 * @param string $id Subscription ID.
	 * @return array<string, mixed>|WP_Error The active subscription, or `email_report_not_found` (404).
	 */
	public function confirm( string $id ): array|WP_Error {
		$sub = $this->get( $id );
		if ( null === $sub ) {
			return Errors::not_found();
		}
		if ( Record::PENDING === $sub['status'] ) {
			$sub['status'] = Record::ACTIVE;
			$this->save_outside( array_map( static fn( array $other ) => $other['id'] === $id ? $sub : $other, $this->outside() ) );
		}
		return $sub;
	}

	/**
	 * Every subscription: the users' (by user ID), then the outside addresses (in the order they were added).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function all(): array {
		global $wpdb;
		$ids = get_users(
			array(
				'meta_key'     => $wpdb->get_blog_prefix() . self::USER_OPTION, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- Only users with a subscription, once per list.
				'meta_compare' => 'EXISTS',
				'fields'       => 'ID',
				'orderby'      => 'ID',
				// On a network a super admin who is no member of the site may subscribe to its reports too.
				'blog_id'      => is_multisite() ? 0 : get_current_blog_id(),
			)
		);
		// Two queries for every user and their options, not two per user (a site may have hundreds of subscribers).
		cache_users( array_map( 'intval', $ids ) );
		$users = array_values( array_filter( array_map( fn( $id ) => $this->for_user( (int) $id ), $ids ) ) );
		return array_merge( $users, $this->outside() );
	}

	/**
	 * Saves what the sender changed of a subscription (the fields of Subscription_Record::SENDER_FIELDS). Nothing
	 * happens when the subscription is gone, or was removed and made again since the copy was read (other key).
	 *
	 * @param array<string, mixed> $subscription The subscription, as read and changed.
	 */
	public function update( array $subscription ): void {
		$stored = $this->get( (string) ( $subscription['id'] ?? '' ) );
		if ( null === $stored || ( $subscription['key'] ?? null ) !== $stored['key'] ) {
			return;
		}
		$changed = Record::with_sender_fields( $stored, $subscription );
		if ( Record::KIND_USER === $stored['kind'] ) {
			update_user_option( (int) $stored['user_id'], self::USER_OPTION, $changed );
			return;
		}
		$this->save_outside( array_map( static fn( array $other ) => $other['id'] === $stored['id'] ? $changed : $other, $this->outside() ) );
	}

	/**
	 * Gives the outside addresses one user added to another (whose view of the site their reports then show), or
	 * removes them (to 0).
	 *
	 * @param int $from User who added them.
	 * @param int $to   User who takes them over; 0 removes them.
	 */
	public function hand_over( int $from, int $to ): void {
		$outside = $this->outside();
		$kept    = array();
		foreach ( $outside as $sub ) {
			if ( $sub['added_by'] === $from ) {
				if ( $to <= 0 ) {
					continue;
				}
				$sub['added_by'] = $to;
			}
			$kept[] = $sub;
		}
		if ( $kept !== $outside ) {
			$this->save_outside( $kept );
		}
	}

	/**
	 * The outside addresses' subscriptions.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function outside(): array {
		$stored = get_option( self::OPTION, array() );
		return array_values( array_filter( array_map( array( Record::class, 'from_storage' ), is_array( $stored ) ? $stored : array() ) ) );
	}

	/**
	 * Stores the outside addresses' subscriptions (not autoloaded: only the reports and their settings read them).
	 *
	 * @param array<int, array<string, mixed>> $subs Subscriptions.
	 */
	private function save_outside( array $subs ): void {
		update_option( self::OPTION, array_values( $subs ), false );
	}
}
