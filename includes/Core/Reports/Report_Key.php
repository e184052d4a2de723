<?php
/**
 * Class Report_Key
 *
 * @package Google\Site_Kit\Core\Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Reports;

use Google\Site_Kit\Core\Util\Clock;

/**
 * The report cache's key of a read: which module and datapoint, with which arguments and credentials, and for a
 * named range ("last-28-days", "this-month") which site day. The same read always gets the same key; the day part
 * can be taken off (base()) to find the read's last good copy whatever the day.
 */
final class Report_Key {

	/**
	 * The key of a datapoint read: module, datapoint, normalised arguments and the credentials used.
	 *
	 * @param string               $slug      Module slug.
	 * @param string               $datapoint Datapoint name.
	 * @param array<string, mixed> $params    Validated arguments.
	 * @param int                  $user_id   User whose token is used.
	 * @param string               $client_id OAuth client ID.
	 */
	public static function of( string $slug, string $datapoint, array $params, int $user_id, string $client_id ): string {
		$key = md5( (string) wp_json_encode( array( $slug, $datapoint, self::normalise( $params ), $user_id, $client_id, GOOGLESITEKIT_VERSION ) ) );
		// A named range ("last-28-days", "this-month") means other dates from the site's next day on: the day ends
		// the key ("…@2026-11-24"), so a copy made before midnight is not served fresh as the new day's (custom ranges
		// name their dates). The last good copy is the read's whatever the day (base()): when Google fails just
		// after midnight, viewers get yesterday's figures marked stale rather than an error.
		$range = $params['dateRange'] ?? null;
		if ( is_string( $range ) && '' !== $range && ! str_contains( $range, '..' ) ) {
			$key .= '@' . Clock::site_today();
		}
		return $key;
	}

	/**
	 * A key without its site day: the same read on any day.
	 *
	 * @param string $key Cache key.
	 */
	public static function base( string $key ): string {
		return (string) preg_replace( '/@\d{4}-\d{2}-\d{2}$/', '', $key );
	}

	/**
	 * The site day a key's read is for (a named range), or null when its dates do not move with the day.
	 *
	 * @param string $key Cache key.
	 */
	public static function day_of( string $key ): ?string {
		return preg_match( '/@(\d{4}-\d{2}-\d{2})$/', $key, $match ) ? $match[1] : null;
	}

	/**
	 * Sorts arguments so the same read always gets the same key.
	 *
	 * @param mixed $value Arguments.
	 * @return mixed
	 */
	private static function normalise( mixed $value ): mixed {
		if ( ! is_array( $value ) ) {
			return $value;
		}
		if ( array_is_list( $value ) ) {
			return array_map( array( self::class, 'normalise' ), $value );
		}
		ksort( $value );
		return array_map( array( self::class, 'normalise' ), $value );
	}
}
