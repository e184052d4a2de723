<?php
/**
 * Class Provider_Calls
 *
 * @package Google\Site_Kit\Core\Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Reports;

use Google\Site_Kit\Core\Provider\Client;
use Google\Site_Kit\Core\Provider\Errors;
use Google\Site_Kit\Core\Provider\Provider_Request;
use WP_Error;

/**
 * The provider calls of a Datapoint_Runner batch and what becomes of their answers: the calls go out together, each
 * with its user's token; a good value is cached (and the read joins the warm list), an error is noted for the
 * viewers waiting on it and, for a read nobody renews in the background, backs it off; a viewer who found another
 * viewer reading the same report waits for that answer (single flight).
 *
 * @phpstan-import-type Answer from Cached_Answers
 * @phpstan-type Call array{0: Provider_Request, 1: string, 2: int, 3: int}
 */
final class Provider_Calls {

	/**
	 * Viewers' cached reads, by cache key: [ slug, datapoint, params, user, ttl ] (for the warm list).
	 *
	 * @var array<string, array{0: string, 1: string, 2: array<string, mixed>, 3: int, 4: int}>
	 */
	private array $answered = array();

	/**
	 * Cache keys of reads that are not renewed in the background (Datapoint::$warm false): a provider refusal of one
	 * backs off the viewers' reads of it.
	 *
	 * @var array<string, true>
	 */
	private array $cold = array();

	/**
	 * Constructor.
	 *
	 * @param Client         $client  Google API client.
	 * @param Report_Cache   $cache   Server-side cache.
	 * @param Flight_Lock    $locks   Single-flight locks.
	 * @param Cached_Answers $answers What viewers are answered from the cache when Google fails.
	 */
	public function __construct(
		private readonly Client $client,
		private readonly Report_Cache $cache,
		private readonly Flight_Lock $locks,
		private readonly Cached_Answers $answers
	) {}

	/**
	 * A viewer's cached read joins the warm list once it has been answered (finish()), so arguments Google refuses
	 * never do.
	 *
	 * @param string                                                              $cache_key Cache key.
	 * @param array{0: string, 1: string, 2: array<string, mixed>, 3: int, 4: int} $read      Slug, datapoint, params, user, ttl.
	 */
	public function remember_when_answered( string $cache_key, array $read ): void {
		$this->answered[ $cache_key ] = $read;
	}

	/**
	 * A read nobody renews in the background: Google's outage backs it off, a success ends that.
	 *
	 * @param string $cache_key Cache key.
	 */
	public function mark_cold( string $cache_key ): void {
		$this->cold[ $cache_key ] = true;
	}

	/**
	 * How long a report's lock may be held: its call's timeout and a margin.
	 *
	 * @param Provider_Request $request The call.
	 */
	public static function lock_ttl( Provider_Request $request ): int {
		return ( $request->timeout > 0 ? $request->timeout : 15 ) + 5;
	}

	/**
	 * Makes provider calls, all at once, each with its user's token.
	 *
	 * @param array<string, Call>   $calls      Calls by read key.
	 * @param array<string, Answer> $results    Results so far.
	 * @param bool                  $refreshing The background refresh's renewal rather than a viewer's read.
	 * @return array<string, Answer> The results with these calls'.
	 */
	public function send( array $calls, array $results, bool $refreshing ): array {
		if ( ! $calls ) {
			return $results;
		}
		$requests = array();
		foreach ( $calls as $key => $call ) {
			$requests[ $key ] = $call[0]->to_array() + array( 'user_id' => (int) $call[3] );
		}
		$responses = $this->client->request_many( 0, $requests );
		foreach ( $calls as $key => list( $request, $cache_key, $ttl ) ) {
			$response        = $responses[ $key ];
			$outcome         = is_wp_error( $response ) ? $response : $request->transform( $response );
			$results[ $key ] = $this->finish( $outcome, $cache_key, $ttl, $refreshing );
			if ( '' !== $cache_key && is_wp_error( $outcome ) ) {
				// Viewers waiting for this call get its error rather than asking Google again at once.
				$this->cache->error_notes()->note( $cache_key, $outcome );
				// Only Google's quota or outage: a refusal is asked again (a refused token is remembered by the token
				// store until the next sign-in, which must bring the read back at once).
				if ( isset( $this->cold[ $cache_key ] ) && Errors::is_outage( $outcome ) ) {
					$this->cache->back_offs()->start( $cache_key, $outcome );
				}
			} elseif ( isset( $this->cold[ $cache_key ] ) ) {
				$this->cache->back_offs()->clear( $cache_key );
			}
		}
		return $results;
	}

	/**
	 * Waits for the reports another viewer is reading: their answer (or error) once it is in the cache; a report
	 * whose reader gave up or ran out of time is read here after all.
	 *
	 * @param array<string, Call>   $waiting    Calls by read key.
	 * @param array<string, Answer> $results    Results so far.
	 * @param bool                  $refreshing The background refresh's renewal rather than a viewer's read.
	 * @return array<string, Answer>
	 */
	public function await( array $waiting, array $results, bool $refreshing ): array {
		$deadline = microtime( true );
		foreach ( $waiting as $call ) {
			$deadline = max( $deadline, microtime( true ) + self::lock_ttl( $call[0] ) );
		}
		$own       = array();
		$rechecked = array();
		while ( $waiting ) {
			foreach ( $waiting as $key => $call ) {
				list( , $cache_key, $ttl ) = $call;
				$hit                       = $this->cache->fresh_now( $cache_key );
				if ( null !== $hit ) {
					$results[ $key ] = array( 'value' => $hit['value'] );
					unset( $waiting[ $key ] );
					continue;
				}
				if ( $this->locks->is_held( $cache_key ) ) {
					continue;
				}
				$error = $this->cache->error_notes()->noted( $cache_key );
				if ( null === $error && ! isset( $rechecked[ $key ] ) ) {
					// The lock is gone a moment before its holder's write is visible on a busy database: look again.
					$rechecked[ $key ] = true;
					continue;
				}
				if ( null !== $error ) {
					$results[ $key ] = $this->finish( $error, $cache_key, $ttl, $refreshing );
				} else {
					$own[ $key ] = $call;
				}
				unset( $waiting[ $key ] );
			}
			if ( ! $waiting ) {
				break;
			}
			if ( microtime( true ) > $deadline ) {
				$own    += $waiting;
				$waiting = array();
				break;
			}
			usleep( 100000 );
		}
		if ( $own ) {
			$results = $this->send( $own, $results, $refreshing );
			$this->cache->commit();
		}
		return $results;
	}

	/**
	 * Caches a good value, or falls back to the last good one when the provider failed.
	 *
	 * @param mixed  $outcome    Value or WP_Error.
	 * @param string $cache_key  Cache key, '' when not cached.
	 * @param int    $ttl        Freshness in seconds.
	 * @param bool   $refreshing The background refresh's renewal: its failure comes back as the error.
	 * @return Answer
	 */
	public function finish( mixed $outcome, string $cache_key, int $ttl, bool $refreshing ): array {
		if ( ! is_wp_error( $outcome ) ) {
			if ( '' !== $cache_key ) {
				$this->cache->store( $cache_key, $outcome, $ttl );
				if ( isset( $this->answered[ $cache_key ] ) ) {
					$this->cache->warm_list()->remember( $cache_key, ...$this->answered[ $cache_key ] );
				}
			}
			return array( 'value' => $outcome );
		}
		if ( '' === $cache_key || $refreshing ) {
			return array( 'error' => $outcome );
		}
		return $this->answers->after_failure( $cache_key, $outcome );
	}
}
