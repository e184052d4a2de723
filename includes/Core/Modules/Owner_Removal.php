<?php
/**
 * Class Owner_Removal
 *
 * @package Google\Site_Kit\Core\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Modules;

use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Core\Authentication\Token_Store;
use Google\Site_Kit\Core\Contracts\Registerable;

/**
 * When an administrator leaves the site (deleted, removed from this site of a network, or no longer an
 * administrator), the modules they own are handed to the user WordPress gave their content to, when that user can
 * own them, or else left without an owner for another administrator to take over; and their Google token stops
 * serving anyone's reads.
 */
final class Owner_Removal implements Registerable {

	/**
	 * Constructor.
	 *
	 * @param Modules          $modules        Module registry.
	 * @param Module_Ownership $ownership      Module owners.
	 * @param Authentication   $authentication The site owner.
	 * @param Token_Store      $store          Tokens.
	 */
	public function __construct(
		private readonly Modules $modules,
		private readonly Module_Ownership $ownership,
		private readonly Authentication $authentication,
		private readonly Token_Store $store
	) {}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'deleted_user', array( $this, 'user_deleted' ), 10, 2 );
		add_action( 'remove_user_from_blog', array( $this, 'user_removed_from_site' ), 10, 3 );
		add_action( 'set_user_role', array( $this, 'role_changed' ) );
		add_action( 'remove_user_role', array( $this, 'role_changed' ) );
	}

	/**
	 * A user was deleted (their user options, tokens included, are gone with them).
	 *
	 * @param int      $user_id  User ID.
	 * @param int|null $reassign The user their content went to, if any.
	 */
	public function user_deleted( $user_id, $reassign = null ): void {
		$this->leave( (int) $user_id, (int) $reassign, true );
	}

	/**
	 * A user was removed from this site of a network (WordPress has switched to it): they keep their account, so
	 * their sign-in on this site is forgotten here.
	 *
	 * @param int $user_id  User ID.
	 * @param int $blog_id  Site ID.
	 * @param int $reassign The user their content goes to, if any.
	 */
	public function user_removed_from_site( $user_id, $blog_id = 0, $reassign = 0 ): void {
		unset( $blog_id );
		$this->store->clear( (int) $user_id );
		$this->leave( (int) $user_id, (int) $reassign, true );
	}

	/**
	 * A user's role changed: if they are no longer an administrator, they leave their modules.
	 *
	 * @param int $user_id User ID.
	 */
	public function role_changed( $user_id ): void {
		$user_id = (int) $user_id;
		if ( ! $this->ownership->is_admin( $user_id ) ) {
			// A role change of a user who never signed in with Google (a new editor, say) concerns no module.
			$this->leave( $user_id, 0, null !== $this->store->tokens( $user_id ) );
		}
	}

	/**
	 * Hands the user's modules over (or leaves them to be taken over), and stops their token serving others.
	 *
	 * @param int  $user_id  The user who left.
	 * @param int  $reassign Who WordPress gave their content to (0: nobody).
	 * @param bool $signed   Whether they may have signed in with Google here (their reads may be listed for renewal).
	 */
	private function leave( int $user_id, int $reassign, bool $signed ): void {
		if ( $user_id <= 0 ) {
			return;
		}
		$released = $signed;
		foreach ( $this->modules->all() as $module ) {
			if ( $module->owner_id() !== $user_id ) {
				continue;
			}
			if ( $reassign > 0 && $reassign !== $user_id && '' === $this->ownership->take_over_refusal( $module, $reassign ) ) {
				$this->ownership->hand_over( $module, $reassign );
			} else {
				$this->ownership->release( $module );
			}
			$released = true;
		}
		if ( $this->authentication->owner_id() === $user_id ) {
			// The site owner's token serves modules that never had an owner: another signed-in admin takes that role.
			$next = $reassign > 0 && $this->ownership->is_admin( $reassign ) && $this->authentication->is_authenticated( $reassign ) ? $reassign : 0;
			foreach ( $this->store->authenticated_user_ids() as $candidate ) {
				if ( $next ) {
					break;
				}
				if ( $candidate !== $user_id && $this->ownership->is_admin( $candidate ) && $this->authentication->is_authenticated( $candidate ) ) {
					$next = $candidate;
				}
			}
			$next ? update_option( Authentication::OWNER_OPTION, $next ) : delete_option( Authentication::OWNER_OPTION );
			$released = true;
		}
		if ( $released ) {
			/**
			 * Fires when a user's Google token stopped serving the site's shared reads (they were deleted, removed
			 * from the site or are no longer an administrator).
			 *
			 * @param int $user_id User ID.
			 */
			do_action( 'googlesitekit_owner_left', $user_id );
		}
	}
}
