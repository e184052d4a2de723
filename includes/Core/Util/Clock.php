<?php
/**
 * Class Clock
 *
 * @package Google\Site_Kit\Core\Util
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Util;

/**
 * The one "now" and "today" of the reports: the site's day (wp_timezone()), everywhere.
 *
 * Report ranges (Date_Range), the "today so far" marking of Analytics reports and the
 * boot data the dashboards compute their dates from all ask this class, so the server
 * and the browser agree on which day it is, whatever the browser's zone.
 *
 * Caches, tokens and back-offs keep using time(): they measure real seconds, not days.
 */
final class Clock {

	/**
	 * The Unix time reports count from.
	 *
	 * @return int Seconds.
	 */
	public static function now(): int {
		/**
		 * Filters the Unix time Site Kit computes "today" and report ranges from.
		 *
		 * Meant for tests and staging copies that need to see the site on another day (a
		 * month boundary, a year's end); a live site leaves it alone.
		 *
		 * @param int $now time().
		 */
		return (int) apply_filters( 'googlesitekit_now', time() );
	}

	/**
	 * The site's day at a time.
	 *
	 * @param int|null $now Unix time; now by default.
	 * @return string "YYYY-MM-DD".
	 */
	public static function site_today( ?int $now = null ): string {
		return ( new \DateTimeImmutable( '@' . ( $now ?? self::now() ) ) )->setTimezone( wp_timezone() )->format( 'Y-m-d' );
	}

	/**
	 * What the browser needs to keep the site's day on its own while a page stays open: the
	 * server's now, and the site's zone (an IANA name when the site has one, which
	 * follows daylight saving) with its current offset from UTC (the fallback).
	 *
	 * @return array{today: string, now: int, timezone: string, offset: int}
	 */
	public static function boot_data(): array {
		$now  = self::now();
		$zone = wp_timezone();
		$name = $zone->getName();
		return array(
			'today'    => self::site_today( $now ),
			// Milliseconds, as the browser counts.
			'now'      => $now * 1000,
			// "+05:30" style names (manual offsets) are no IANA zone: the offset stands for them.
			'timezone' => preg_match( '/^[+-]\d/', $name ) ? '' : $name,
			'offset'   => $zone->getOffset( new \DateTimeImmutable( '@' . $now ) ),
		);
	}
}
