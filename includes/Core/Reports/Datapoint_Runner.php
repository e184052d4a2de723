<?php
/**
 * Class Datapoint_Runner
 *
 * @package Google\Site_Kit\Core\Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Reports;

use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Core\Authentication\Credentials;
use Google\Site_Kit\Core\Authentication\Token_Store;
use Google\Site_Kit\Core\Modules\Module_Ownership;
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Provider\Client;
use Google\Site_Kit\Core\Provider\Provider_Request;
use WP_Error;

/**
 * Runs module datapoints: validates the arguments, picks whose token to use,
 * checks the scopes (Read_Check), and sends the provider calls of many reads in
 * parallel (Provider_Calls), answering from the server-side cache when it can
 * and with the last good value (marked stale) when the provider fails
 * (Cached_Answers). This file decides, read by read, which of those paths a read
 * takes: cache, held back, single-flight wait, or a call.
 *
 * @phpstan-import-type Answer from Cached_Answers
 */
final class Datapoint_Runner {

	/**
	 * Constructor.
	 *
	 * @param Modules                 $modules        Module registry.
	 * @param Authentication          $authentication Sign-in.
	 * @param Token_Store             $store          Per-user tokens (granted scopes).
	 * @param Client                  $client         Google API client.
	 * @param Credentials             $credentials    OAuth client (part of the cache key).
	 * @param Report_Cache            $cache          Server-side cache.
	 * @param Shared_Read_Budget|null $budget         Uncached calls a view-only user may cause per hour.
	 * @param Flight_Lock             $locks          Single-flight locks.
	 * @param Module_Ownership|null   $ownership      Whose token a view-only read uses.
	 */
	public function __construct(
		private readonly Modules $modules,
		private readonly Authentication $authentication,
		private readonly Token_Store $store,
		private readonly Client $client,
		private readonly Credentials $credentials,
		private readonly Report_Cache $cache,
		?Shared_Read_Budget $budget = null,
		private readonly Flight_Lock $locks = new Flight_Lock(),
		?Module_Ownership $ownership = null
	) {
		$this->budget    = $budget ?? new Shared_Read_Budget();
		$this->ownership = $ownership ?? new Module_Ownership( $authentication, $store );

		$this->answers = new Cached_Answers( $cache );
		$this->calls   = new Provider_Calls( $client, $cache, $locks, $this->answers );
		$this->help    = new Refusal_Help( $authentication );
	}

	/**
	 * Uncached calls a view-only user may cause per hour.
	 */
	private readonly Shared_Read_Budget $budget;

	/**
	 * Whose token a view-only read uses.
	 */
	private readonly Module_Ownership $ownership;

	/**
	 * What fixes a refusal, told to each viewer.
	 */
	private Refusal_Help $help;

	/**
	 * What viewers are answered from the cache when Google is not asked.
	 */
	private Cached_Answers $answers;

	/**
	 * The provider calls and what becomes of their answers.
	 */
	private Provider_Calls $calls;

	/**
	 * Whether run_many() is refreshing warm reads (background) rather than answering a viewer.
	 */
	private bool $refreshing = false;

	/**
	 * Whether run_many() answers from the cache alone (peek()): never a Google call.
	 */
	private bool $peeking = false;

	/**
	 * Answers reads from the cache alone, never asking Google: the same preparation as run_many() (arguments, whose
	 * token, the cache key), then each read answered as a cache-only datapoint is (Cached_Answers::cached_only(): the
	 * fresh copy, Google's refusal while it refuses, else a null value). For overviews that must not cause calls.
	 *
	 * @param array<string, array{string, string, string, array<string, mixed>}> $reads Key => [ slug, name, method, params ].
	 * @return array<string, Answer>
	 */
	public function peek( array $reads ): array {
		$this->peeking = true;
		try {
			return $this->run_many( $reads );
		} finally {
			$this->peeking = false;
		}
	}

	/**
	 * Renews cached reads for the background refresh (Report_Warmer), as the current user: the same path as a
	 * viewer's read (arguments, token, single-flight lock, provider call, cache write) but never answered from the
	 * cache, and a failure comes back as the error (the last good copy stays in the cache, untouched). A read whose
	 * lock another process holds is left to it ('refresh_in_flight').
	 *
	 * @param array<string, array{string, string, array<string, mixed>}> $reads Key => [ slug, datapoint, params ].
	 * @return array<string, Answer>
	 */
	public function refresh( array $reads ): array {
		$many = array();
		foreach ( $reads as $key => list( $slug, $name, $params ) ) {
			$many[ $key ] = array( $slug, $name, 'GET', $params );
		}
		$this->refreshing = true;
		try {
			return $this->run_many( $many );
		} finally {
			$this->refreshing = false;
		}
	}

	/**
	 * Runs one datapoint.
	 *
	 * @param string               $slug   Module slug.
	 * @param string               $name   Datapoint name.
	 * @param string               $method GET or POST.
	 * @param array<string, mixed> $params Raw parameters.
	 * @return Answer
	 */
	public function run( string $slug, string $name, string $method, array $params ): array {
		return $this->run_many( array( 'only' => array( $slug, $name, $method, $params ) ) )['only'];
	}

	/**
	 * Runs several datapoints; their provider calls go out together, in parallel.
	 *
	 * @param array<string, array{string, string, string, array<string, mixed>}> $reads Key => [ slug, name, method, params ].
	 * @return array<string, Answer>
	 */
	public function run_many( array $reads ): array {
		$check   = new Read_Check( $this->modules, $this->authentication, $this->store, $this->ownership );
		$results = array();
		$pending = array();
		$waiting = array();
		$held    = array();
		// Part of every cache key: read (and decrypted) once per batch, not once per report.
		$client_id = (string) ( $this->credentials->get()['client_id'] ?? '' );
		// Every read's cache key first, so the cache answers the whole batch in one round trip (prime()).
		$prepared = array();
		foreach ( $reads as $key => list( $slug, $name, $method, $params ) ) {
			$one = $check->prepare( $slug, $name, $method, $params );
			if ( is_wp_error( $one ) ) {
				$results[ $key ] = array( 'error' => $one );
				continue;
			}
			list( $datapoint, $clean, $user_id, $cached_only ) = $one;
			$prepared[ $key ]                                  = array(
				$datapoint,
				$clean,
				$user_id,
				'GET' === $method && $datapoint->cache_ttl > 0 ? Report_Key::of( $slug, $name, $clean, $user_id, $client_id ) : '',
				$cached_only,
			);
		}
		if ( ! $this->refreshing ) {
			$this->cache->prime( array_column( $prepared, 3 ) );
		}
		foreach ( $prepared as $key => list( $datapoint, $clean, $user_id, $cache_key, $cached_only ) ) {
			list( $slug, $name ) = $reads[ $key ];
			if ( ( $cached_only || $this->peeking ) && ! $this->refreshing ) {
				$results[ $key ] = $this->answers->cached_only( $cache_key );
				continue;
			}
			if ( $this->refreshing ) {
				if ( '' === $cache_key ) {
					$results[ $key ] = array( 'error' => new WP_Error( 'not_cached', 'This read is not cached.' ) );
					continue;
				}
			} elseif ( '' !== $cache_key && ! $datapoint->warm ) {
				// Realtime-like reads: one cached answer serves every viewer for its TTL; nobody renews it in the
				// background, and while Google refuses it viewers get the last good copy (stale) without a call.
				$this->calls->mark_cold( $cache_key );
				$hit = $this->cache->fresh( $cache_key );
				if ( null !== $hit ) {
					$results[ $key ] = array( 'value' => $hit['value'] );
					continue;
				}
				$held_back = $this->answers->held_back( $cache_key );
				if ( null !== $held_back ) {
					$results[ $key ] = $held_back;
					continue;
				}
			} elseif ( '' !== $cache_key ) {
				// The background refresh renews the reads dashboards make (Report_Warmer): a read joins its list once
				// it has been answered, so arguments Google refuses never do.
				$this->calls->remember_when_answered( $cache_key, array( $slug, $name, $clean, $user_id, $datapoint->cache_ttl ) );
				$hit = $this->cache->fresh( $cache_key );
				if ( null !== $hit ) {
					$this->cache->warm_list()->remember( $cache_key, $slug, $name, $clean, $user_id, $datapoint->cache_ttl );
					$results[ $key ] = array( 'value' => $hit['value'] );
					continue;
				}
				$kept = $this->cache->warm_list()->has( $cache_key ) ? $this->answers->without_waiting( $cache_key, $datapoint->cache_ttl ) : null;
				if ( null !== $kept ) {
					$this->cache->warm_list()->remember( $cache_key, $slug, $name, $clean, $user_id, $datapoint->cache_ttl );
					$results[ $key ] = $kept;
					continue;
				}
			}
			$outcome = $datapoint->handle( $clean, $user_id );
			if ( $outcome instanceof Provider_Request && get_current_user_id() !== $user_id && ! $this->refreshing ) {
				// A view-only read on the owner's account: uncached calls come out of the viewer's hourly budget.
				$refused = $this->budget->take( get_current_user_id() );
				if ( null !== $refused ) {
					$results[ $key ] = array( 'error' => $refused );
					continue;
				}
			}
			if ( $outcome instanceof Provider_Request ) {
				// Calls without a user token (PageSpeed Insights) go out with the others, unauthenticated.
				$call = array( $outcome, $cache_key, $datapoint->cache_ttl, $datapoint->needs_token ? $user_id : 0 );
				if ( '' !== $cache_key ) {
					// Single flight: one viewer (of any PHP server) asks Google for a cold report, the others wait.
					$token = $this->locks->acquire( $cache_key, Provider_Calls::lock_ttl( $outcome ) );
					if ( null === $token && $this->refreshing ) {
						// A viewer (or another server's refresh) is reading it now: its answer renews the cache.
						$results[ $key ] = array( 'error' => new WP_Error( 'refresh_in_flight', 'Another process is reading this report.' ) );
						continue;
					}
					if ( null === $token ) {
						$waiting[ $key ] = $call;
						continue;
					}
					// Another viewer may have answered it and let go of the lock since the miss above: look again
					// (not when refreshing: renewing a copy that is still fresh is the point).
					$hit = $this->refreshing ? null : $this->cache->fresh_now( $cache_key );
					if ( null !== $hit ) {
						$this->locks->release( $cache_key, $token );
						$results[ $key ] = array( 'value' => $hit['value'] );
						continue;
					}
					$held[ $cache_key ] = $token;
				}
				$pending[ $key ] = $call;
				continue;
			}
			$results[ $key ] = $this->calls->finish( $outcome, $cache_key, $datapoint->cache_ttl, $this->refreshing );
		}

		$results = $this->calls->send( $pending, $results, $this->refreshing );
		$this->cache->commit();
		foreach ( $held as $cache_key => $token ) {
			$this->locks->release( $cache_key, $token );
		}

		$this->budget->commit();

		if ( $waiting ) {
			$results = $this->calls->await( $waiting, $results, $this->refreshing );
		}

		foreach ( $prepared as $key => $one ) {
			$answer = $results[ $key ];
			$module = $this->modules->get( $reads[ $key ][0] );
			if ( isset( $answer['error'] ) && null !== $module ) {
				$results[ $key ] = array( 'error' => $this->help->explain( $answer['error'], $module, $one[2] ) );
			}
		}

		// Keep the caller's order; the background refresh learns each read's cache key.
		$ordered = array();
		foreach ( array_keys( $reads ) as $key ) {
			$ordered[ $key ] = $results[ $key ];
			if ( $this->refreshing && '' !== ( $prepared[ $key ][3] ?? '' ) ) {
				$ordered[ $key ]['cache_key'] = $prepared[ $key ][3];
			}
		}
		return $ordered;
	}
}
