<?php
/**
 * Class Connection
 *
 * @package Google\Site_Kit\Core\Authentication
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Authentication;

/**
 * Whether the site is connected to Google: it has an OAuth client and at
 * least one admin signed in with a working token.
 */
final class Connection {

	/**
	 * Constructor.
	 *
	 * @param Credentials $credentials The site's OAuth client.
	 * @param Token_Store $store       Per-user tokens.
	 */
	public function __construct(
		private readonly Credentials $credentials,
		private readonly Token_Store $store
	) {}

	/**
	 * Whether the site has been set up with Google.
	 */
	public function is_connected(): bool {
		$connected = $this->credentials->has() && (bool) $this->store->authenticated_user_ids();
		/**
		 * Filters whether Site Kit counts the site as connected to Google.
		 *
		 * @param bool $connected Whether the site is connected.
		 */
		return (bool) apply_filters( 'googlesitekit_is_connected', $connected );
	}

	/**
	 * IDs of the admins signed in with Google.
	 *
	 * @return int[]
	 */
	public function connected_admin_ids(): array {
		return array_values( array_filter( $this->store->authenticated_user_ids(), static fn( $id ) => user_can( $id, 'manage_options' ) ) );
	}
}
