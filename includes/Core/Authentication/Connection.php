<?php
/**
 * Class Connection
 *
 * @package Google\Site_Kit\Core\Authentication
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Authentication;

/**
 * Whether the site is connected to Google.
 *
 * Until the OAuth connection exists this only answers what the
 * googlesitekit_is_connected filter says (false by default); the connection
 * work makes it check the stored credentials and owner.
 */
final class Connection {

	/**
	 * Whether the site has been set up with Google.
	 */
	public function is_connected(): bool {
		/**
		 * Filters whether Site Kit counts the site as connected to Google.
		 *
		 * @param bool $connected Whether the site is connected.
		 */
		return (bool) apply_filters( 'googlesitekit_is_connected', false );
	}
}
