<?php
/**
 * Class Datapoint
 *
 * @package Google\Site_Kit\Core\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Modules;

/**
 * One readable or writable value of a module (modules/{slug}/data/{name}).
 */
final class Datapoint {

	/**
	 * Constructor.
	 *
	 * @param string                              $method    GET or POST.
	 * @param callable                            $handler   fn( array $params, int $user_id ): array|WP_Error — user whose token to use.
	 * @param array<string, array<string, mixed>> $args      JSON schema of each parameter.
	 * @param bool                                $shareable Whether view-only users the module is shared with may read it.
	 * @param bool                                $needs_token Whether it calls Google with a user token (scopes are checked first).
	 * @param string[]                            $scopes    Scopes it needs beyond the module's (e.g. a write scope).
	 * @param int                                 $cache_ttl Seconds a GET answer stays fresh in the server-side cache; 0 for no cache.
	 * @param bool                                $warm      Whether the background refresh renews a cached answer once a viewer read it. False
	 *                                                       for reads worth making only while someone looks (realtime): they are never renewed
	 *                                                       for nobody, and a provider refusal backs off viewers' reads instead.
	 * @param callable|null                       $canonical fn( array $params ): array|WP_Error — the validated parameters in the one
	 *                                                       form every way of asking the same thing shares (e.g. a post ID and its URL),
	 *                                                       or why they cannot be read. The cache key is made from it and the handler
	 *                                                       gets it; it must give its own output back unchanged (the background refresh
	 *                                                       reads with the parameters it returned).
	 * @param bool                                $cache_only Whether a `cachedOnly` parameter (declared in $args, boolean) asks for the
	 *                                                       cached answer alone: the fresh copy, or the last good one marked stale while
	 *                                                       the provider's refusal holds reads back, else null; the provider is never
	 *                                                       called. The parameter is not part of the cache key.
	 */
	public function __construct(
		public readonly string $method,
		private readonly mixed $handler,
		public readonly array $args = array(),
		public readonly bool $shareable = false,
		public readonly bool $needs_token = true,
		public readonly array $scopes = array(),
		public readonly int $cache_ttl = 0,
		public readonly bool $warm = true,
		private readonly mixed $canonical = null,
		public readonly bool $cache_only = false
	) {}

	/**
	 * The parameters in their canonical form (see the constructor), or why they cannot be read.
	 *
	 * @param array<string, mixed> $params Validated parameters.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function canonical( array $params ): array|\WP_Error {
		return null === $this->canonical ? $params : ( $this->canonical )( $params );
	}

	/**
	 * Runs the datapoint.
	 *
	 * @param array<string, mixed> $params  Validated parameters.
	 * @param int                  $user_id User whose token to use.
	 * @return mixed|\WP_Error
	 */
	public function handle( array $params, int $user_id ): mixed {
		return ( $this->handler )( $params, $user_id );
	}
}
