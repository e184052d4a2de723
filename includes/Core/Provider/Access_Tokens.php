<?php
/**
 * Interface Access_Tokens
 *
 * @package Google\Site_Kit\Core\Provider
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Provider;

use WP_Error;

/**
 * Hands out a user's Google access token, refreshing it when asked.
 */
interface Access_Tokens {

	/**
	 * A valid access token for the user, refreshed first if it is about to expire.
	 *
	 * @param int $user_id User ID.
	 * @return string|WP_Error
	 */
	public function access_token( int $user_id ): string|WP_Error;

	/**
	 * Forces a refresh (after Google answered 401) and returns the new token.
	 *
	 * @param int $user_id User ID.
	 * @return string|WP_Error The auth error (with a reconnect URL) when Google refuses.
	 */
	public function refresh( int $user_id ): string|WP_Error;

	/**
	 * Records that Google refused even a fresh token, and returns the auth error with its reconnect URL.
	 *
	 * @param int    $user_id User ID.
	 * @param string $message Google's message.
	 */
	public function refused( int $user_id, string $message ): WP_Error;
}
