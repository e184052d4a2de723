<?php
/**
 * Interface Registerable
 *
 * @package Google\Site_Kit\Core\Contracts
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Contracts;

/**
 * A service that hooks itself into WordPress.
 */
interface Registerable {

	/**
	 * Adds the service's actions and filters.
	 */
	public function register(): void;
}
