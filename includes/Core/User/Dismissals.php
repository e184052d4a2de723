<?php
/**
 * Class Dismissals
 *
 * @package Google\Site_Kit\Core\User
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\User;

/**
 * Items (banners, tours, notices) a user dismissed: slug => expiry timestamp, 0 meaning never.
 */
final class Dismissals {

	public const OPTION = 'googlesitekit_dismissed_items';

	/**
	 * Slugs dismissed right now.
	 *
	 * @param int $user_id User ID.
	 * @return string[]
	 */
	public function active( int $user_id ): array {
		$now = time();
		return array_keys( array_filter( $this->all( $user_id ), static fn( $expires ) => 0 === $expires || $expires > $now ) );
	}

	/**
	 * Dismisses an item.
	 *
	 * @param int    $user_id    User ID.
	 * @param string $slug       Item slug.
	 * @param int    $expiration Seconds until it shows again; 0 for never.
	 * @return string[] Slugs dismissed now.
	 */
	public function dismiss( int $user_id, string $slug, int $expiration ): array {
		$items          = $this->all( $user_id );
		$items[ $slug ] = $expiration > 0 ? time() + $expiration : 0;
		// Drop expired entries while we are here.
		$now   = time();
		$items = array_filter( $items, static fn( $expires ) => 0 === $expires || $expires > $now );
		update_user_option( $user_id, self::OPTION, $items );
		return $this->active( $user_id );
	}

	/**
	 * Every stored entry.
	 *
	 * @param int $user_id User ID.
	 * @return array<string, int>
	 */
	private function all( int $user_id ): array {
		$items = get_user_option( self::OPTION, $user_id );
		return is_array( $items ) ? array_map( 'intval', $items ) : array();
	}
}
