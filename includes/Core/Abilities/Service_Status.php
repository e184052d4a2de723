<?php
/**
 * Class Service_Status
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

use Google\Site_Kit\Core\Modules\Module;
use WP_Error;

/**
 * How one service (or tile) fared in an ability's answer, as its place on the dashboard would show it: figures, no
 * data yet, a range before what the service keeps, not connected, or the error (Google's message, never a token or a
 * transport detail). Also turns a read's failure into the ability's WP_Error when nothing else could be answered.
 */
final class Service_Status {

	public const STATUSES = array( 'ok', 'no-data', 'outside-limits', 'not-connected', 'requirement-unmet', 'error' );

	/**
	 * The schema properties of a status.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function properties(): array {
		return array(
			'status'     => Schema::of(
				'string',
				__( 'ok: figures below; no-data: the service has nothing for the period yet; outside-limits: the period lies before the service’s first day of data; not-connected: the service is not set up; requirement-unmet: the tile needs something first (see message); error: the read failed (see message).', 'google-site-kit' ),
				array( 'enum' => self::STATUSES )
			),
			'message'    => Schema::of( 'string', __( 'Why there are no figures; empty when status is ok.', 'google-site-kit' ) ),
			'staleSince' => Schema::nullable( 'string', __( 'When Google could not be reached, the time (ISO 8601) of the last good figures shown instead; else null.', 'google-site-kit' ) ),
		);
	}

	/**
	 * A status without figures.
	 *
	 * @param string $status  One of STATUSES.
	 * @param string $message Why.
	 * @return array{status: string, message: string, staleSince: null}
	 */
	public static function of( string $status, string $message = '' ): array {
		return array(
			'status'     => $status,
			'message'    => $message,
			'staleSince' => null,
		);
	}

	/**
	 * The status of a module that is not connected.
	 *
	 * @param Module $module Module.
	 * @return array{status: string, message: string, staleSince: null}
	 */
	public static function not_connected( Module $module ): array {
		/* translators: %s: service name */
		return self::of( 'not-connected', sprintf( __( '%s is not connected.', 'google-site-kit' ), $module->identity()->name() ) );
	}

	/**
	 * The status of a period before the service's first day.
	 *
	 * @param Module      $module    Module.
	 * @param string|null $first_day Its first day.
	 * @return array{status: string, message: string, staleSince: null}
	 */
	public static function outside_limits( Module $module, ?string $first_day ): array {
		/* translators: 1: service name, 2: its first day of data (YYYY-MM-DD) */
		return self::of( 'outside-limits', sprintf( __( '%1$s has no data before %2$s: pick a more recent period.', 'google-site-kit' ), $module->identity()->name(), (string) $first_day ) );
	}

	/**
	 * The status of a failed read.
	 *
	 * @param WP_Error $error The read's error.
	 * @return array{status: string, message: string, staleSince: null}
	 */
	public static function failed( WP_Error $error ): array {
		return self::of( 'error', self::message( $error ) );
	}

	/**
	 * When a read's answer is the last good one, kept while Google could not be reached (ISO 8601), else null.
	 *
	 * @param array<string, mixed> $result A runner result.
	 */
	public static function stale_since( array $result ): ?string {
		return isset( $result['stale']['since'] ) ? gmdate( 'c', (int) $result['stale']['since'] ) : null;
	}

	/**
	 * The ability's error for a failed read: Google's message (with what fixes it, when the dashboard says), the
	 * HTTP status and reason; nothing else of the error's data (no transport detail, URL or token).
	 *
	 * @param WP_Error $error The read's error.
	 */
	public static function to_error( WP_Error $error ): WP_Error {
		$data = $error->get_error_data();
		$data = is_array( $data ) ? $data : array();
		$keep = array( 'status' => (int) ( $data['status'] ?? 500 ) );
		if ( is_string( $data['reason'] ?? null ) && '' !== $data['reason'] ) {
			$keep['reason'] = $data['reason'];
		}
		return new WP_Error( (string) $error->get_error_code(), self::message( $error ), $keep );
	}

	/**
	 * An error's message, followed by what fixes it when the runner said.
	 *
	 * @param WP_Error $error Error.
	 */
	private static function message( WP_Error $error ): string {
		$data = $error->get_error_data();
		$fix  = is_array( $data ) && is_string( $data['fix'] ?? null ) ? trim( $data['fix'] ) : '';
		return trim( $error->get_error_message() . ( '' === $fix ? '' : ' ' . $fix ) );
	}
}
