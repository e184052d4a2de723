<?php
/**
 * Class Back_Off
 *
 * @package Google\Site_Kit\Core\Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Reports;

use WP_Error;

/**
 * A read's back-off after Google failed or refused it (the background refresh's renewal, or a viewer's read of a
 * report nobody renews): when to try again, and what Google said, kept in the report cache for the viewers served
 * meanwhile (Cached_Answers::held_back()).
 *
 * The next try is after max( Retry-After, 60 s × 2^(failures−1) + up to 20 % jitter ), the exponential part capped at
 * an hour, the whole at a day. A back-off is kept a day past its end, so the next failure counts on from it.
 *
 * @phpstan-type Backoff array{failures: int, until: int, status: int, retry_after: int|null, code?: string, message?: string, data?: array<mixed>}
 */
final class Back_Off {

	public const BASE      = 60;
	public const CAP       = HOUR_IN_SECONDS;
	public const MAX_DELAY = DAY_IN_SECONDS;

	/**
	 * Constructor.
	 *
	 * @param Cache_Store $store Where the back-offs are kept.
	 */
	public function __construct( private readonly Cache_Store $store ) {}

	/**
	 * A read's back-off: { failures, until, status, retry_after, code, message, data }.
	 *
	 * @param string $key Cache key.
	 * @return Backoff|null
	 */
	public function get( string $key ): ?array {
		$entry = $this->store->get( Cache_Store::BACKOFF . $key, true );
		if ( ! is_array( $entry ) || ! isset( $entry['until'] ) ) {
			return null;
		}
		/** @var Backoff $entry Written by set() only. */
		return $entry;
	}

	/**
	 * Records a back-off (kept a day past its end, so the next failure counts on from it).
	 *
	 * @param string  $key   Cache key.
	 * @param Backoff $state Back-off: failures, until, status, retry_after, code, message, data.
	 */
	public function set( string $key, array $state ): void {
		$this->store->set( Cache_Store::BACKOFF . $key, $state, max( 1, $state['until'] - time() ) + DAY_IN_SECONDS );
	}

	/**
	 * Ends a back-off (the read worked again).
	 *
	 * @param string $key Cache key.
	 */
	public function clear( string $key ): void {
		if ( null !== $this->get( $key ) ) {
			$this->store->delete( Cache_Store::BACKOFF . $key );
		}
	}

	/**
	 * Starts or grows a read's back-off after Google refused it: delay() from the failures so far, Retry-After
	 * honoured; kept with Google's code and message for the viewers served meanwhile.
	 *
	 * @param string   $key   Cache key.
	 * @param WP_Error $error Google's refusal.
	 */
	public function start( string $key, WP_Error $error ): void {
		$data        = $error->get_error_data();
		$data        = is_array( $data ) ? $data : array();
		$retry_after = isset( $data['retryAfter'] ) ? max( 0, (int) $data['retryAfter'] ) : null;
		$previous    = $this->get( $key );
		$failures    = (int) ( $previous['failures'] ?? 0 ) + 1;
		$this->set(
			$key,
			array(
				'failures'    => $failures,
				'until'       => time() + self::delay( $failures, $retry_after, wp_rand( 0, 1000 ) / 1000 ),
				'status'      => (int) ( $data['providerStatus'] ?? $data['status'] ?? 0 ),
				'retry_after' => $retry_after,
				'code'        => (string) $error->get_error_code(),
				'message'     => $error->get_error_message(),
				// What the viewers served meanwhile are told: the error as Google gave it, without transport details.
				'data'        => array_intersect_key( $data, array_flip( array( 'status', 'reason', 'cause', 'providerMessage' ) ) ),
			)
		);
	}

	/**
	 * The back-off after a failure.
	 *
	 * @param int      $failures    Failures in a row, this one included (≥ 1).
	 * @param int|null $retry_after Seconds Google asked to wait, if it did.
	 * @param float    $jitter      Random share added to the exponential delay, 0 to 1 (scaled to 20 %).
	 */
	public static function delay( int $failures, ?int $retry_after, float $jitter ): int {
		$exponential = min( self::CAP, self::BASE * ( 2 ** min( 20, max( 0, $failures - 1 ) ) ) );
		$exponential = (int) round( $exponential * ( 1 + 0.2 * max( 0.0, min( 1.0, $jitter ) ) ) );
		return min( self::MAX_DELAY, max( (int) $retry_after, $exponential ) );
	}
}
