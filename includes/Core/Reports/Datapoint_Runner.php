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
use Google\Site_Kit\Core\Modules\Datapoint;
use Google\Site_Kit\Core\Modules\Datapoint_Args;
use Google\Site_Kit\Core\Modules\Module_Ownership;
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\Provider\Client;
use Google\Site_Kit\Core\Provider\Errors;
use Google\Site_Kit\Core\Provider\Provider_Request;
use WP_Error;

/**
 * Runs module datapoints: validates the arguments, picks whose token to use,
 * checks the scopes, and sends the provider calls of many reads in parallel,
 * answering from the server-side cache when it can and with the last good
 * value (marked stale) when the provider fails.
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
	 * Whether run_many() is refreshing warm reads (background) rather than answering a viewer.
	 */
	private bool $refreshing = false;

	/**
	 * Viewers' cached reads of this run, by cache key: [ slug, datapoint, params, user, ttl ] (for the warm list).
	 *
	 * @var array<string, array{0: string, 1: string, 2: array<string, mixed>, 3: int, 4: int}>
	 */
	private array $answered = array();

	/**
	 * Cache keys of this run's reads that are not renewed in the background (Datapoint::$warm false): a provider
	 * refusal of one backs off the viewers' reads of it.
	 *
	 * @var array<string, true>
	 */
	private array $cold = array();

	/**
	 * The datapoints of the modules this run reads, by slug.
	 *
	 * @var array<string, array<string, Datapoint>>
	 */
	private array $datapoints = array();

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
		$this->datapoints = array();
		$results          = array();
		$pending          = array();
		$waiting          = array();
		$held             = array();
		// Part of every cache key: read (and decrypted) once per batch, not once per report.
		$client_id = (string) ( $this->credentials->get()['client_id'] ?? '' );
		// Every read's cache key first, so the cache answers the whole batch in one round trip (prime()).
		$prepared = array();
		foreach ( $reads as $key => list( $slug, $name, $method, $params ) ) {
			$one = $this->prepare( $slug, $name, $method, $params );
			if ( is_wp_error( $one ) ) {
				$results[ $key ] = array( 'error' => $one );
				continue;
			}
			list( $datapoint, $clean, $user_id, $cached_only ) = $one;
			$prepared[ $key ]                                  = array(
				$datapoint,
				$clean,
				$user_id,
				'GET' === $method && $datapoint->cache_ttl > 0 ? $this->cache->key( $slug, $name, $clean, $user_id, $client_id ) : '',
				$cached_only,
			);
		}
		if ( ! $this->refreshing ) {
			$this->cache->prime( array_column( $prepared, 3 ) );
		}
		foreach ( $prepared as $key => list( $datapoint, $clean, $user_id, $cache_key, $cached_only ) ) {
			list( $slug, $name ) = $reads[ $key ];
			if ( $cached_only && ! $this->refreshing ) {
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
				$this->cold[ $cache_key ] = true;
				$hit                      = $this->cache->fresh( $cache_key );
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
				// it has been answered (finish()), so arguments Google refuses never do.
				$this->answered[ $cache_key ] = array( $slug, $name, $clean, $user_id, $datapoint->cache_ttl );
				$hit                          = $this->cache->fresh( $cache_key );
				if ( null !== $hit ) {
					$this->cache->remember( $cache_key, $slug, $name, $clean, $user_id, $datapoint->cache_ttl );
					$results[ $key ] = array( 'value' => $hit['value'] );
					continue;
				}
				$kept = $this->cache->is_warm( $cache_key ) ? $this->answers->without_waiting( $cache_key, $datapoint->cache_ttl ) : null;
				if ( null !== $kept ) {
					$this->cache->remember( $cache_key, $slug, $name, $clean, $user_id, $datapoint->cache_ttl );
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
					$token = $this->locks->acquire( $cache_key, self::lock_ttl( $outcome ) );
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
			$results[ $key ] = $this->finish( $outcome, $cache_key, $datapoint->cache_ttl );
		}

		$results = $this->call( $pending, $results );
		$this->cache->commit();
		foreach ( $held as $cache_key => $token ) {
			$this->locks->release( $cache_key, $token );
		}

		$this->budget->commit();

		if ( $waiting ) {
			$results = $this->await( $waiting, $results );
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

	/**
	 * Makes provider calls, all at once, each with its user's token.
	 *
	 * @param array<string, array{0: Provider_Request, 1: string, 2: int, 3: int}> $calls   Calls by read key.
	 * @param array<string, Answer>                      $results Results so far.
	 * @return array<string, Answer> The results with these calls'.
	 */
	private function call( array $calls, array $results ): array {
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
			$results[ $key ] = $this->finish( $outcome, $cache_key, $ttl );
			if ( '' !== $cache_key && is_wp_error( $outcome ) ) {
				// Viewers waiting for this call get its error rather than asking Google again at once.
				$this->cache->note_error( $cache_key, $outcome );
				// Only Google's quota or outage: a refusal is asked again (a refused token is remembered by the token
				// store until the next sign-in, which must bring the read back at once).
				if ( isset( $this->cold[ $cache_key ] ) && Errors::is_outage( $outcome ) ) {
					Report_Warmer::back_off( $this->cache, $cache_key, $outcome );
				}
			} elseif ( isset( $this->cold[ $cache_key ] ) ) {
				$this->cache->clear_backoff( $cache_key );
			}
		}
		return $results;
	}

	/**
	 * Waits for the reports another viewer is reading: their answer (or error) once it is in the cache; a report
	 * whose reader gave up or ran out of time is read here after all.
	 *
	 * @param array<string, array{0: Provider_Request, 1: string, 2: int, 3: int}> $waiting Calls by read key.
	 * @param array<string, Answer>                      $results Results so far.
	 * @return array<string, Answer>
	 */
	private function await( array $waiting, array $results ): array {
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
				$error = $this->cache->noted_error( $cache_key );
				if ( null === $error && ! isset( $rechecked[ $key ] ) ) {
					// The lock is gone a moment before its holder's write is visible on a busy database: look again.
					$rechecked[ $key ] = true;
					continue;
				}
				if ( null !== $error ) {
					$results[ $key ] = $this->finish( $error, $cache_key, $ttl );
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
			$results = $this->call( $own, $results );
			$this->cache->commit();
		}
		return $results;
	}

	/**
	 * How long a report's lock may be held: its call's timeout and a margin.
	 *
	 * @param Provider_Request $request The call.
	 */
	private static function lock_ttl( Provider_Request $request ): int {
		return ( $request->timeout > 0 ? $request->timeout : 15 ) + 5;
	}

	/**
	 * Caches a good value, or falls back to the last good one when the provider failed.
	 *
	 * @param mixed  $outcome   Value or WP_Error.
	 * @param string $cache_key Cache key, '' when not cached.
	 * @param int    $ttl       Freshness in seconds.
	 * @return Answer
	 */
	private function finish( mixed $outcome, string $cache_key, int $ttl ): array {
		if ( ! is_wp_error( $outcome ) ) {
			if ( '' !== $cache_key ) {
				$this->cache->store( $cache_key, $outcome, $ttl );
				if ( isset( $this->answered[ $cache_key ] ) ) {
					$this->cache->remember( $cache_key, ...$this->answered[ $cache_key ] );
				}
			}
			return array( 'value' => $outcome );
		}
		if ( '' === $cache_key || $this->refreshing ) {
			return array( 'error' => $outcome );
		}
		return $this->answers->after_failure( $cache_key, $outcome );
	}

	/**
	 * Finds and checks a datapoint, validates its arguments and picks the user whose token it uses.
	 *
	 * @param string               $slug   Module slug.
	 * @param string               $name   Datapoint name.
	 * @param string               $method GET or POST.
	 * @param array<string, mixed> $params Raw parameters.
	 * @return array{Datapoint, array<string, mixed>, int, bool}|WP_Error The datapoint, its canonical parameters, the
	 *                                                          user whose token it uses, and whether it is a cache-only read.
	 */
	private function prepare( string $slug, string $name, string $method, array $params ): array|WP_Error {
		$module = $this->modules->get( $slug );
		if ( null === $module ) {
			return $this->modules->not_found( $slug );
		}
		if ( ! $this->modules->is_active( $slug ) ) {
			/* translators: %s: module name */
			return new WP_Error( 'module_not_active', sprintf( __( '%s is not connected.', 'google-site-kit' ), $module->name() ), array( 'status' => 400 ) );
		}
		// A module builds its datapoints on each call: once per batch is enough.
		$this->datapoints[ $slug ] ??= $module->datapoints();
		$datapoint                   = $this->datapoints[ $slug ][ $name ] ?? null;
		if ( null === $datapoint || $datapoint->method !== $method ) {
			/* translators: 1: datapoint, 2: module name */
			return new WP_Error( 'invalid_datapoint', sprintf( __( '%1$s is not a datapoint of %2$s.', 'google-site-kit' ), $name, $module->name() ), array( 'status' => 400 ) );
		}
		$clean = Datapoint_Args::validate( $datapoint->args, $params );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		$cached_only = false;
		if ( $datapoint->cache_only ) {
			// Not part of the cache key: a cache-only read finds the copy a full read made, and the other way round.
			$cached_only = ! empty( $clean['cachedOnly'] );
			unset( $clean['cachedOnly'] );
		}
		// One cache entry for every way of asking the same thing (a post ID and its URL).
		$clean = $datapoint->canonical( $clean );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		$user_id = get_current_user_id();
		if ( ! current_user_can( Permissions::MANAGE_OPTIONS ) ) {
			// A view-only read runs with the token of the module's owner, never of someone who left the site.
			$user_id = $this->ownership->reader_id( $module );
			if ( ! $user_id && $datapoint->needs_token ) {
				return new WP_Error(
					'module_owner_gone',
					/* translators: %s: module name */
					sprintf( __( 'The administrator who shared %s no longer has access to it. An administrator can take over its sharing from the dashboard’s Share dialog.', 'google-site-kit' ), $module->name() ),
					array( 'status' => 403 )
				);
			}
		}
		if ( $datapoint->needs_token ) {
			$missing = array_values( array_diff( array_merge( $module->scopes(), $datapoint->scopes ), $this->store->granted_scopes( $user_id ) ) );
			if ( $missing && $this->authentication->is_authenticated( $user_id ) ) {
				return new WP_Error(
					'missing_required_scopes',
					/* translators: %s: module name */
					sprintf( __( 'Site Kit needs more permissions from your Google account to show %s data.', 'google-site-kit' ), $module->name() ),
					array(
						'status'       => 403,
						'scopes'       => $missing,
						'reconnectURL' => $this->authentication->connect_url( $missing ),
						'skipModal'    => get_current_user_id() !== $user_id,
					)
				);
			}
		}
		return array( $datapoint, $clean, $user_id, $cached_only );
	}
}
