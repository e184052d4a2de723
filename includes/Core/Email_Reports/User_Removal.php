<?php
/**
 * Class User_Removal
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use Google\Site_Kit\Core\Contracts\Registerable;

/**
 * What happens to the reports when a user goes: deleting a user (`deleted_user`) or removing them from a site of a
 * network (`remove_user_from_blog`) removes their own subscription; the outside addresses a deleted administrator
 * added pass to the user WordPress gives their content to, or else to another administrator (the reports show that
 * person's view of the site); with no administrator left they are removed. Subscriptions::register() registers it.
 */
final class User_Removal implements Registerable {

	/**
	 * Constructor.
	 *
	 * @param Subscriptions $subscriptions Subscriptions.
	 */
	public function __construct( private readonly Subscriptions $subscriptions ) {}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'deleted_user', array( $this, 'user_deleted' ), 10, 2 );
		add_action( 'remove_user_from_blog', array( $this, 'user_removed_from_site' ), 10, 2 );
	}

	/**
	 * A user was deleted.
	 *
	 * @param int      $user_id  User ID.
	 * @param int|null $reassign The user WordPress gives the deleted user's content to, if any.
	 */
	public function user_deleted( $user_id, $reassign = null ): void {
		$user_id = (int) $user_id;
		delete_user_option( $user_id, Subscriptions::USER_OPTION );
		$heir = (int) $reassign;
		if ( $heir <= 0 || $heir === $user_id || ! user_can( $heir, 'manage_options' ) ) {
			$admins = get_users(
				array(
					'role'    => 'administrator',
					'exclude' => array( $user_id ),
					'orderby' => 'ID',
					'number'  => 1,
					'fields'  => 'ID',
				)
			);
			$heir   = $admins ? (int) $admins[0] : 0;
		}
		$this->subscriptions->hand_over( $user_id, $heir );
	}

	/**
	 * A user was removed from one site of a network: their subscription there goes (it is per site).
	 *
	 * @param int $user_id User ID.
	 * @param int $blog_id Site ID.
	 */
	public function user_removed_from_site( $user_id, $blog_id ): void {
		global $wpdb;
		delete_user_meta( (int) $user_id, $wpdb->get_blog_prefix( (int) $blog_id ) . Subscriptions::USER_OPTION );
	}
}
