<?php
/**
 * Class Cached_Answers
 *
 * @package Google\Site_Kit\Core\Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Reports;

use Google\Site_Kit\Core\Provider\Errors;
use WP_Error;

/**
 * What a viewer is answered from the report cache when Google is not asked: the last good copy while Google is down,
 * slow or busy (marked stale with the cause), never while Google refuses the read (the refusal itself, so that old
 * data is not shown as if Google had merely failed to answer).
 *
 * An answer is Google's error, or a value, maybe stale (the last good copy, with when and why Google failed). The
 * background refresh's answers also name their cache key.
 *
 * @phpstan-type Stale array{since: int, code: string, message: string, cause: string}
 * @phpstan-type Answer array{error: WP_Error, cache_key?: string}|array{value: mixed, stale?: Stale, cache_key?: string}
 */
final class Cached_Answers {

	/**
	 * Constructor.
	 *
	 * @param Report_Cache $cache Server-side cache.
	 */
	public function __construct( private readonly Report_Cache $cache ) {}

	/**
	 * A failed read's answer: the last good copy marked stale when Google is down, slow or busy, else the error.
	 *
	 * @param string   $cache_key Cache key.
	 * @param WP_Error $error     What Google answered.
	 * @return Answer
	 */
	public function after_failure( string $cache_key, WP_Error $error ): array {
		$cause = Errors::outage_cause( $error );
		$last  = null === $cause ? null : $this->cache->last_good( $cache_key );
		if ( null === $last ) {
			return array( 'error' => $error );
		}
		return self::stale( $last, $error, (string) $cause );
	}

	/**
	 * A read held back by its back-off (Google failed or refused it lately; Back_Off::start()): Google's
	 * refusal as the error, or for an outage the last good copy marked stale with its cause (the error when there is
	 * no copy). Null when the read is not held back: read it now.
	 *
	 * @param string $cache_key Cache key.
	 * @return Answer|null
	 */
	public function held_back( string $cache_key ): ?array {
		$backoff = $this->cache->back_offs()->get( $cache_key );
		if ( null === $backoff || $backoff['until'] <= time() ) {
			return null;
		}
		$data = (array) ( $backoff['data'] ?? array() );
		if ( ! isset( $data['status'] ) ) {
			$status         = $backoff['status'];
			$data['status'] = $status > 0 ? $status : 503;
		}
		if ( null !== $backoff['retry_after'] ) {
			$data['retryAfter'] = max( 0, $backoff['until'] - time() );
		}
		return $this->after_failure( $cache_key, new WP_Error( (string) ( $backoff['code'] ?? 'internal_server_error' ), (string) ( $backoff['message'] ?? '' ), $data ) );
	}

	/**
	 * Stale-while-revalidate for a warm read whose fresh copy is gone: the viewer is answered at once, without
	 * waiting on Google,
	 * - by held_back() while the background refresh is backing off (Google failed or refused the read lately), or
	 * - with the last good copy, unmarked, while it is younger than twice its TTL (it expired less than a TTL ago);
	 *   the background refresh is then asked to run now (WP-Cron; with DISABLE_WP_CRON, the site's real cron).
	 * Older copies are read again while the viewer waits (single flight), so a site without any cron run still
	 * shows reports at most one TTL out of date.
	 *
	 * @param string $cache_key Cache key.
	 * @param int    $ttl       Seconds a copy stays fresh.
	 * @return Answer|null Null: read it now.
	 */
	public function without_waiting( string $cache_key, int $ttl ): ?array {
		$last = $this->cache->last_good( $cache_key );
		if ( null === $last ) {
			return null;
		}
		$held_back = $this->held_back( $cache_key );
		if ( null !== $held_back ) {
			return $held_back;
		}
		if ( (int) $last['time'] + 2 * $ttl <= time() ) {
			return null;
		}
		if ( ( $last['day'] ?? null ) !== Report_Key::day_of( $cache_key ) ) {
			// The last good copy holds a named range's dates of another site day: never served as today's unmarked.
			return null;
		}
		Report_Warmer::request_run();
		return array( 'value' => $last['value'] );
	}

	/**
	 * A cache-only read (Datapoint::$cache_only): the fresh copy; while the read is held back, the last good one
	 * marked stale or Google's refusal; else a null value. Never calls Google.
	 *
	 * @param string $cache_key Cache key ('' when the read is not cached: always a null value).
	 * @return Answer
	 */
	public function cached_only( string $cache_key ): array {
		if ( '' === $cache_key ) {
			return array( 'value' => null );
		}
		$hit = $this->cache->fresh( $cache_key );
		if ( null !== $hit ) {
			return array( 'value' => $hit['value'] );
		}
		$held_back = $this->held_back( $cache_key );
		if ( null === $held_back || ( isset( $held_back['error'] ) && Errors::is_outage( $held_back['error'] ) ) ) {
			// Nothing to show yet; an outage without a copy is not this read's error to show.
			return array( 'value' => null );
		}
		return $held_back;
	}

	/**
	 * The last good copy marked stale.
	 *
	 * @param array<string, mixed> $last  The last good copy.
	 * @param WP_Error             $error What Google answered.
	 * @param string               $cause What kind of outage (Errors::outage_cause()).
	 * @return array{value: mixed, stale: Stale}
	 */
	private static function stale( array $last, WP_Error $error, string $cause ): array {
		return array(
			'value' => $last['value'],
			'stale' => array(
				'since'   => (int) $last['time'],
				'code'    => (string) $error->get_error_code(),
				'message' => $error->get_error_message(),
				'cause'   => $cause,
			),
		);
	}
}
