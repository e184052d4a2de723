<?php
/**
 * Class Inspection_Quota
 *
 * @package Google\Site_Kit\Modules\Search_Console
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Search_Console;

use WP_Error;

/**
 * Google's quotas on URL inspection: a refusal for the day is remembered per property until Pacific midnight (no
 * call until then), and both refusals (per minute, per day) are told in the site owner's words.
 */
final class Inspection_Quota {

	/**
	 * Transient (per property) set while Google refuses inspections for the day: no call is made until it ends.
	 */
	private const TRANSIENT = 'googlesitekit_sc_inspection_quota_';

	/**
	 * The daily quota's error while Google refuses inspections for the property, else null: asking again before
	 * the quota resets only costs a refusal.
	 *
	 * @param string $property Search Console property.
	 */
	public static function refusal( string $property ): ?WP_Error {
		$until = (int) get_transient( self::TRANSIENT . md5( $property ) );
		return $until > time() ? self::daily_quota_error( $until ) : null;
	}

	/**
	 * Google's quota refusals in the site owner's words; other errors take the generic mapping.
	 *
	 * @param int                       $status   HTTP status.
	 * @param array<string, mixed>|null $body     Decoded body.
	 * @param string                    $property Search Console property.
	 */
	public static function map_error( int $status, ?array $body, string $property ): ?WP_Error {
		if ( 429 !== $status ) {
			return null;
		}
		$text = (string) wp_json_encode( $body );
		if ( str_contains( $text, 'inute' ) ) {
			return new WP_Error(
				'url_inspection_rate_limited',
				__( 'Search Console is answering too many URL inspections for this property right now. Try again in a minute.', 'google-site-kit' ),
				array(
					'status'     => 429,
					'reason'     => 'rateLimitExceeded',
					'retryAfter' => 60,
				)
			);
		}
		$until = self::next_pacific_midnight();
		set_transient( self::TRANSIENT . md5( $property ), $until, max( 60, $until - time() ) );
		return self::daily_quota_error( $until );
	}

	/**
	 * The daily quota's error: what happened and when to retry.
	 *
	 * @param int $until When the quota resets (Unix time).
	 */
	private static function daily_quota_error( int $until ): WP_Error {
		$when = wp_date( (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ), $until );
		return new WP_Error(
			'url_inspection_quota_exceeded',
			sprintf(
				/* translators: %s: date and time (site's time zone) when Google's daily quota resets */
				__( 'Search Console’s daily URL inspection quota for this property is used up. Try again after %s.', 'google-site-kit' ),
				$when
			),
			array(
				'status'     => 429,
				'reason'     => 'quotaExceeded',
				'retryAfter' => max( 0, $until - time() ),
				'retryAt'    => gmdate( 'c', $until ),
			)
		);
	}

	/**
	 * When Google's daily quotas reset: the next midnight, Pacific Time.
	 */
	public static function next_pacific_midnight(): int {
		$zone = new \DateTimeZone( 'America/Los_Angeles' );
		$next = new \DateTimeImmutable( 'tomorrow', $zone );
		return $next->getTimestamp();
	}
}
