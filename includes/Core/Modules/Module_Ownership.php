<?php
/**
 * Class Module_Ownership
 *
 * @package Google\Site_Kit\Core\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Modules;

use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Core\Authentication\Token_Store;
use Google\Site_Kit\Core\Permissions\Permissions;

/**
 * Who owns a module (the admin whose Google account serves its view-only reads and who decides its sharing), whether
 * that owner is gone, and who may take over: ownership is always recoverable by another administrator.
 */
final class Module_Ownership {

	/**
	 * Slugs of the modules whose owner was removed from the site (deleted or demoted): their owner is cleared, and the
	 * sharing dialog says the owner lost access rather than that there never was one.
	 */
	public const LOST_OPTION = 'googlesitekit_module_owners_lost';

	public const ACTIVE = 'active';
	public const GONE   = 'gone';
	public const NONE   = 'none';

	/**
	 * Constructor.
	 *
	 * @param Authentication $authentication Sign-in state.
	 * @param Token_Store    $store          Granted scopes.
	 */
	public function __construct(
		private readonly Authentication $authentication,
		private readonly Token_Store $store
	) {}

	/**
	 * The state of a module's ownership: active (its owner can serve it), gone (its owner was deleted, is no longer
	 * an administrator or, for a module read with the owner's token, is no longer signed in with Google) or none
	 * (never had one).
	 *
	 * @param Module $module Module.
	 */
	public function state( Module $module ): string {
		$owner = $module->owner_id();
		if ( ! $owner ) {
			return in_array( $module->identity()->slug, $this->lost(), true ) ? self::GONE : self::NONE;
		}
		return $this->is_admin( $owner ) && ( ! $module->needs_owner_token() || $this->authentication->is_authenticated( $owner ) ) ? self::ACTIVE : self::GONE;
	}

	/**
	 * Why a user could not become a module's owner ('' when they can): not_admin, not_signed_in (with Google), or
	 * missing_scopes (the module is read with the owner's token, and the user has not granted its scopes).
	 *
	 * @param Module $module  Module.
	 * @param int    $user_id User ID.
	 */
	public function take_over_refusal( Module $module, int $user_id ): string {
		if ( ! $this->is_admin( $user_id ) ) {
			return 'not_admin';
		}
		if ( ! $this->authentication->is_authenticated( $user_id ) ) {
			return 'not_signed_in';
		}
		if ( $module->needs_owner_token() && array_diff( $module->identity()->scopes, $this->store->granted_scopes( $user_id ) ) ) {
			return 'missing_scopes';
		}
		return '';
	}

	/**
	 * Whether a user may change a module's sharing: its owner always; anyone able to take over when the owner is
	 * gone (or there is none); another admin able to take over the roles (not who manages them) when the owner let
	 * all admins manage them.
	 *
	 * @param Module $module     Module.
	 * @param int    $user_id    User ID.
	 * @param bool   $delegation Whether the change is who manages the sharing (rather than who sees the data).
	 */
	public function may_change_sharing( Module $module, int $user_id, bool $delegation ): bool {
		if ( ! $this->is_admin( $user_id ) ) {
			return false;
		}
		if ( $module->owner_id() === $user_id ) {
			return true;
		}
		if ( self::ACTIVE !== $this->state( $module ) && '' === $this->take_over_refusal( $module, $user_id ) ) {
			return true;
		}
		return ! $delegation && 'all_admins' === Sharing::management_of( $module->identity()->slug ) && '' === $this->take_over_refusal( $module, $user_id );
	}

	/**
	 * The user whose Google token serves a module's view-only reads: its owner while they are an administrator; for
	 * a module that never had an owner, the site owner (the first admin who signed in); 0 when that user is not an
	 * administrator or the owner left the site (nobody's token is used until an administrator takes over).
	 *
	 * @param Module $module Module.
	 */
	public function reader_id( Module $module ): int {
		$owner = $module->owner_id();
		if ( ! $owner && in_array( $module->identity()->slug, $this->lost(), true ) ) {
			return 0;
		}
		$user = $owner ? $owner : $this->authentication->owner_id();
		return $this->is_admin( $user ) ? $user : 0;
	}

	/**
	 * Makes a user the module's owner.
	 *
	 * @param Module $module  Module.
	 * @param int    $user_id User ID.
	 */
	public function hand_over( Module $module, int $user_id ): void {
		$module->set_owner_id( $user_id );
		$lost = $this->lost();
		if ( in_array( $module->identity()->slug, $lost, true ) ) {
			update_option( self::LOST_OPTION, array_values( array_diff( $lost, array( $module->identity()->slug ) ) ) );
		}
	}

	/**
	 * Clears the owner of a module whose owner left the site: it waits for an administrator to take over.
	 *
	 * @param Module $module Module.
	 */
	public function release( Module $module ): void {
		$module->set_owner_id( 0 );
		update_option( self::LOST_OPTION, array_values( array_unique( array_merge( $this->lost(), array( $module->identity()->slug ) ) ) ) );
	}

	/**
	 * Whether a user exists and administers Site Kit here.
	 *
	 * @param int $user_id User ID.
	 */
	public function is_admin( int $user_id ): bool {
		return $user_id > 0 && false !== get_userdata( $user_id ) && user_can( $user_id, Permissions::MANAGE_OPTIONS );
	}

	/**
	 * Slugs whose owner left the site.
	 *
	 * @return string[]
	 */
	private function lost(): array {
		$lost = get_option( self::LOST_OPTION, array() );
		return is_array( $lost ) ? array_values( array_map( 'strval', $lost ) ) : array();
	}
}
