<?php
/**
 * Class Site_Context
 *
 * @package Google\Site_Kit\Core\Network
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Network;

use Closure;

/**
 * Runs code as one site of a network: switches to the site and hands the code a plugin built for it (its own
 * services, never registered, so nothing it read for the current site — a module list, a cache entry, a token — is
 * reused for the other). Every per-site thing the plugin keeps (options, user options, transients, object cache
 * entries) is then the site's own, through WordPress's switch. Outside a network, or for the current site, the code
 * gets the running plugin.
 */
final class Site_Context {

	/**
	 * Constructor.
	 *
	 * @param Closure(): \Google\Site_Kit\Plugin $current A closure returning the running plugin.
	 * @param Closure(): \Google\Site_Kit\Plugin $fresh   A closure building a new, unregistered plugin.
	 */
	public function __construct(
		private readonly Closure $current,
		private readonly Closure $fresh
	) {}

	/**
	 * Runs $code on a site, with the plugin's services for that site.
	 *
	 * @template T
	 * @param int                                   $blog_id Site ID.
	 * @param callable(\Google\Site_Kit\Plugin): T $code    The code.
	 * @return T
	 */
	public function run( int $blog_id, callable $code ): mixed {
		if ( ! is_multisite() || get_current_blog_id() === $blog_id ) {
			return $code( ( $this->current )() );
		}
		switch_to_blog( $blog_id );
		try {
			return $code( ( $this->fresh )() );
		} finally {
			restore_current_blog();
		}
	}

	/**
	 * Runs $code on every site of the network (the current site alone outside a network), keyed by site ID.
	 *
	 * @template T
	 * @param callable(\Google\Site_Kit\Plugin, int): T $code The code, given the plugin and the site ID.
	 * @return array<int, T>
	 */
	public function each( callable $code ): array {
		$ids = is_multisite() ? get_sites(
			array(
				'fields' => 'ids',
				'number' => 0,
			)
		) : array( get_current_blog_id() );
		$out = array();
		foreach ( $ids as $id ) {
			$out[ (int) $id ] = $this->run( (int) $id, static fn( $plugin ) => $code( $plugin, (int) $id ) );
		}
		return $out;
	}
}
