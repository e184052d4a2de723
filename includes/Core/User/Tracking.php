<?php
/**
 * Class Tracking
 *
 * @package Google\Site_Kit\Core\User
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\User;

/**
 * A user's opt-in to usage tracking (off until they opt in).
 */
final class Tracking {

	public const OPTION = 'googlesitekit_tracking_optin';

	/**
	 * Whether the user opted in.
	 *
	 * @param int $user_id User ID.
	 */
	public function is_enabled( int $user_id ): bool {
		return (bool) get_user_option( self::OPTION, $user_id );
	}

	/**
	 * Saves the opt-in.
	 *
	 * @param int  $user_id User ID.
	 * @param bool $enabled Whether to track.
	 */
	public function set_enabled( int $user_id, bool $enabled ): bool {
		update_user_option( $user_id, self::OPTION, $enabled ? 1 : 0 );
		return $this->is_enabled( $user_id );
	}
}
