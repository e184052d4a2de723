<?php
/**
 * Class Send_Log
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

/**
 * What the sender did lately, for administrators and Site Health:
 *
 * - the send log (option `googlesitekit_email_report_log`, not autoloaded): the last LIMIT attempts, newest last,
 *   each `{time, id, result, error}` — the subscription's ID and the mailer's error message, never an address, a
 *   token or a link;
 * - the health summary (option `googlesitekit_email_report_health`, read by the REST list and Site Health):
 *   `{last_success: int|null, failing: int}` — when a report last went out, and how many subscriptions are failing
 *   (retrying or given up) now.
 */
final class Send_Log {

	public const LOG    = 'googlesitekit_email_report_log';
	public const HEALTH = Send_Health::OPTION;
	public const LIMIT  = 100;

	/**
	 * Adds an attempt to the log, dropping the oldest beyond the limit.
	 *
	 * @param int         $time   Unix time.
	 * @param string      $id     Subscription ID ('test' for a test send).
	 * @param string      $result sent, retrying or failed.
	 * @param string|null $error  The mailer's or the builder's message.
	 */
	public function add( int $time, string $id, string $result, ?string $error = null ): void {
		$log   = $this->entries();
		$log[] = array(
			'time'   => $time,
			'id'     => $id,
			'result' => $result,
			'error'  => null === $error ? null : self::clip( $error ),
		);
		update_option( self::LOG, array_slice( $log, -self::LIMIT ), false );
	}

	/**
	 * The logged attempts, oldest first.
	 *
	 * @return array<int, array{time: int, id: string, result: string, error: ?string}>
	 */
	public function entries(): array {
		$log = get_option( self::LOG, array() );
		return is_array( $log ) ? array_values( $log ) : array();
	}

	/**
	 * The health summary.
	 *
	 * @return array{last_success: int|null, failing: int}
	 */
	public function health(): array {
		$health = get_option( self::HEALTH, array() );
		$health = is_array( $health ) ? $health : array();
		return array(
			'last_success' => isset( $health['last_success'] ) ? (int) $health['last_success'] : null,
			'failing'      => (int) ( $health['failing'] ?? 0 ),
		);
	}

	/**
	 * Updates the health summary.
	 *
	 * @param int|null $last_success When a report last went out (null keeps the stored one).
	 * @param int      $failing      Subscriptions failing now.
	 */
	public function set_health( ?int $last_success, int $failing ): void {
		$health = $this->health();
		$next   = array(
			'last_success' => $last_success ?? $health['last_success'],
			'failing'      => max( 0, $failing ),
		);
		if ( $next !== $health ) {
			update_option( self::HEALTH, $next, false );
		}
	}

	/**
	 * The last failure's message in the log, if any.
	 */
	public function last_error(): ?string {
		foreach ( array_reverse( $this->entries() ) as $entry ) {
			if ( 'sent' !== $entry['result'] && null !== $entry['error'] ) {
				return (string) $entry['error'];
			}
		}
		return null;
	}

	/**
	 * Forgets the log and the summary (plugin reset, last subscription gone).
	 */
	public function clear(): void {
		delete_option( self::LOG );
		delete_option( self::HEALTH );
	}

	/**
	 * A message made safe to keep: one line, no URL (a link could carry a signed token), at most 300 characters.
	 *
	 * @param string $message Message.
	 */
	public static function clip( string $message ): string {
		$message = (string) preg_replace( '#\bhttps?://\S+#i', '[link]', wp_strip_all_tags( $message ) );
		$message = trim( (string) preg_replace( '/\s+/', ' ', $message ) );
		return mb_substr( $message, 0, 300 );
	}
}
