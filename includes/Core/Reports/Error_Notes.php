<?php
/**
 * Class Error_Notes
 *
 * @package Google\Site_Kit\Core\Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Reports;

use WP_Error;

/**
 * The errors of reads that just failed, kept a few seconds in the report cache for the viewers who waited on them
 * (single flight): they are answered with that error rather than asking Google again at once.
 */
final class Error_Notes {

	private const TTL = 30;

	/**
	 * Constructor.
	 *
	 * @param Cache_Store $store Where the notes are kept.
	 */
	public function __construct( private readonly Cache_Store $store ) {}

	/**
	 * Keeps a failed read's error for a few seconds, for the viewers who waited on that read.
	 *
	 * @param string   $key   Cache key.
	 * @param WP_Error $error The error.
	 */
	public function note( string $key, WP_Error $error ): void {
		$entry = array(
			'code'    => (string) $error->get_error_code(),
			'message' => $error->get_error_message(),
			'data'    => $error->get_error_data(),
		);
		// Waiting viewers poll the store meanwhile: a busy database may refuse the write once.
		for ( $attempt = 0; $attempt < 3; $attempt++ ) {
			if ( $this->store->set( Cache_Store::ERROR . $key, $entry, self::TTL ) ) {
				return;
			}
			usleep( 20000 );
		}
	}

	/**
	 * The error of the last read of this key, if it failed a moment ago (past any cache of this request).
	 *
	 * @param string $key Cache key.
	 */
	public function noted( string $key ): ?WP_Error {
		$entry = $this->store->get( Cache_Store::ERROR . $key, true );
		if ( ! is_array( $entry ) || ! isset( $entry['code'] ) ) {
			return null;
		}
		return new WP_Error( (string) $entry['code'], (string) ( $entry['message'] ?? '' ), $entry['data'] ?? null );
	}
}
