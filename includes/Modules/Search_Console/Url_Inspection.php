<?php
/**
 * Class Url_Inspection
 *
 * @package Google\Site_Kit\Modules\Search_Console
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Search_Console;

use Google\Site_Kit\Core\Provider\Provider_Request;
use WP_Error;

/**
 * The url-inspection datapoint: what Google's index knows of one page of this site (Search Console's URL
 * Inspection API), in plain form. Fetched only when asked and cached for a day: the API allows each property
 * 2000 inspections a day (reset at midnight Pacific Time) and 600 a minute. A page named by its post ID and by its
 * URL is one cache entry (canonical()), and a cachedOnly read shows a check made on another screen without asking.
 */
final class Url_Inspection {

	private const API = 'https://searchconsole.googleapis.com/v1/urlInspection/index:inspect';

	/**
	 * Transient (per property) set while Google refuses inspections for the day: no call is made until it ends.
	 */
	private const QUOTA_TRANSIENT = 'googlesitekit_sc_inspection_quota_';

	/**
	 * Google's coverage states (English, as requested with languageCode en-US) => a stable key the UI words in
	 * the user's language.
	 */
	public const COVERAGE_KEYS = array(
		'Submitted and indexed'                     => 'submitted_indexed',
		'Indexed, not submitted in sitemap'         => 'indexed_not_submitted',
		'Indexed, though blocked by robots.txt'     => 'indexed_blocked_by_robots',
		'Crawled - currently not indexed'           => 'crawled_not_indexed',
		'Discovered - currently not indexed'        => 'discovered_not_indexed',
		'Duplicate, Google chose different canonical than user' => 'duplicate_google_canonical',
		'Duplicate without user-selected canonical' => 'duplicate_no_canonical',
		'Alternate page with proper canonical tag'  => 'alternate_canonical',
		'Excluded by ‘noindex’ tag'                 => 'noindex',
		'Page with redirect'                        => 'redirect',
		'Not found (404)'                           => 'not_found',
		'Soft 404'                                  => 'soft_404',
		'Blocked by robots.txt'                     => 'blocked_by_robots',
		'Server error (5xx)'                        => 'server_error',
		'URL is unknown to Google'                  => 'unknown',
	);

	/**
	 * Constructor.
	 *
	 * @param Search_Console $module The module.
	 */
	public function __construct( private readonly Search_Console $module ) {}

	/**
	 * Argument schema: a post ID or a URL of this site (one of them), and cachedOnly: answer from the cache alone
	 * (null when the page was not checked within the day), never asking Google.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			'postID'     => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'url'        => array(
				'type'   => 'string',
				'format' => 'uri',
			),
			'cachedOnly' => array(
				'type'    => 'boolean',
				'default' => false,
			),
		);
	}

	/**
	 * The canonical parameters of a read: the URL Google is asked about, whether the page was named by its post ID
	 * or by a URL (fragment aside), so both share one cache entry and one inspection a day.
	 *
	 * @param array<string, mixed> $params Validated parameters: postID or url.
	 * @return array{url: string}|WP_Error
	 */
	public function canonical( array $params ): array|WP_Error {
		$property = (string) $this->module->get_settings()['propertyID'];
		if ( '' === $property ) {
			return self::not_connected();
		}
		$url = self::page_url( $params, $property );
		return is_wp_error( $url ) ? $url : array( 'url' => $url );
	}

	/**
	 * The inspection call for one page, or why it cannot be made.
	 *
	 * @param array<string, mixed> $params  Validated parameters: postID or url.
	 * @param int                  $user_id User whose token to use.
	 * @return Provider_Request|WP_Error
	 */
	public function run( array $params, int $user_id ): Provider_Request|WP_Error {
		unset( $user_id );
		$property = (string) $this->module->get_settings()['propertyID'];
		if ( '' === $property ) {
			return self::not_connected();
		}
		$url = self::page_url( $params, $property );
		if ( is_wp_error( $url ) ) {
			return $url;
		}
		$until = (int) get_transient( self::QUOTA_TRANSIENT . md5( $property ) );
		if ( $until > time() ) {
			// Google said the day's quota is used up: asking again before it resets only costs a refusal.
			return self::daily_quota_error( $until );
		}
		return new Provider_Request(
			'POST',
			self::API,
			array(),
			array(
				'inspectionUrl' => $url,
				'siteUrl'       => $property,
				// One answer serves every viewer from the cache: Google's English words, which the UI translates by key.
				'languageCode'  => 'en-US',
			),
			static fn( array $response ) => self::plain( $response, $url ),
			0,
			static fn( int $status, ?array $body ) => self::map_error( $status, $body, $property )
		);
	}

	/**
	 * The page's URL: a published post's permalink, or a URL of this site inside the property.
	 *
	 * @param array<string, mixed> $params   Parameters.
	 * @param string               $property Search Console property.
	 * @return string|WP_Error
	 */
	private static function page_url( array $params, string $property ): string|WP_Error {
		$has_post = isset( $params['postID'] );
		$has_url  = isset( $params['url'] ) && '' !== (string) $params['url'];
		if ( $has_post === $has_url ) {
			return self::invalid( __( 'Give either a post ID or a URL of this site to inspect.', 'google-site-kit' ) );
		}
		if ( $has_post ) {
			$post = get_post( (int) $params['postID'] );
			if ( ! $post || 'publish' !== $post->post_status || ! is_post_publicly_viewable( $post ) ) {
				return self::invalid( __( 'Only a published post can be inspected: Google sees no other.', 'google-site-kit' ), 'postID' );
			}
			$url = (string) get_permalink( $post );
		} else {
			$url = (string) $params['url'];
		}
		$url = (string) preg_replace( '/#.*$/', '', $url );
		if ( ! self::on_site( $url ) ) {
			return self::invalid( __( 'Only pages of this site can be inspected.', 'google-site-kit' ), 'url' );
		}
		// The property covers the page when it covers the page's address taken as a site (query string aside).
		if ( Properties::coverage( $property, (string) preg_replace( '/\?.*$/', '', $url ) ) <= 0 ) {
			return self::invalid( __( 'This page is not part of the site’s Search Console property.', 'google-site-kit' ), 'url' );
		}
		return $url;
	}

	/**
	 * Search Console has no property yet.
	 */
	private static function not_connected(): WP_Error {
		return new WP_Error( 'module_not_connected', __( 'Search Console is not set up yet.', 'google-site-kit' ), array( 'status' => 400 ) );
	}

	/**
	 * Whether a URL is a page of this site: the home URL's protocol and host, below its path.
	 *
	 * @param string $url URL.
	 */
	private static function on_site( string $url ): bool {
		$home  = wp_parse_url( home_url( '/' ) );
		$parts = wp_parse_url( $url );
		if ( ! is_array( $home ) || ! is_array( $parts ) ) {
			return false;
		}
		$origin = static fn( array $p ) => strtolower( ( $p['scheme'] ?? '' ) . '://' . ( $p['host'] ?? '' ) ) . ( isset( $p['port'] ) ? ':' . $p['port'] : '' );
		return $origin( $home ) === $origin( $parts ) && str_starts_with( (string) ( $parts['path'] ?? '/' ), (string) ( $home['path'] ?? '/' ) );
	}

	/**
	 * A 400 that names the argument.
	 *
	 * @param string $message Message.
	 * @param string $param   Argument.
	 */
	private static function invalid( string $message, string $param = 'url' ): WP_Error {
		return new WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'params' => array( $param => $message ),
			)
		);
	}

	/**
	 * Google's answer in plain form.
	 *
	 * @param array<string, mixed> $response Google's answer.
	 * @param string               $url      The inspected URL.
	 * @return array<string, mixed>
	 */
	public static function plain( array $response, string $url ): array {
		$result   = (array) ( $response['inspectionResult'] ?? array() );
		$status   = (array) ( $result['indexStatusResult'] ?? array() );
		$coverage = (string) ( $status['coverageState'] ?? '' );
		$google   = isset( $status['googleCanonical'] ) ? (string) $status['googleCanonical'] : null;
		$user     = isset( $status['userCanonical'] ) ? (string) $status['userCanonical'] : null;
		return array(
			'url'               => $url,
			'indexed'           => 'PASS' === ( $status['verdict'] ?? '' ),
			'verdict'           => (string) ( $status['verdict'] ?? 'VERDICT_UNSPECIFIED' ),
			'coverageState'     => $coverage,
			'coverageKey'       => self::COVERAGE_KEYS[ $coverage ] ?? 'other',
			'robotsTxtState'    => (string) ( $status['robotsTxtState'] ?? 'ROBOTS_TXT_STATE_UNSPECIFIED' ),
			'indexingState'     => (string) ( $status['indexingState'] ?? 'INDEXING_STATE_UNSPECIFIED' ),
			'pageFetchState'    => (string) ( $status['pageFetchState'] ?? 'PAGE_FETCH_STATE_UNSPECIFIED' ),
			'lastCrawlTime'     => isset( $status['lastCrawlTime'] ) ? (string) $status['lastCrawlTime'] : null,
			'crawledAs'         => isset( $status['crawledAs'] ) ? (string) $status['crawledAs'] : null,
			'googleCanonical'   => $google,
			'userCanonical'     => $user,
			// Google indexed another URL than the one the page declares.
			'canonicalMismatch' => null !== $google && null !== $user && $google !== $user,
			'sitemaps'          => array_values( array_map( 'strval', (array) ( $status['sitemap'] ?? array() ) ) ),
			'referringUrls'     => array_values( array_map( 'strval', (array) ( $status['referringUrls'] ?? array() ) ) ),
			'inspectionLink'    => (string) ( $result['inspectionResultLink'] ?? '' ),
			'checkedAt'         => time(),
		);
	}

	/**
	 * Google's quota refusals in the site owner's words; other errors take the generic mapping.
	 *
	 * @param int                       $status   HTTP status.
	 * @param array<string, mixed>|null $body     Decoded body.
	 * @param string                    $property Search Console property.
	 */
	private static function map_error( int $status, ?array $body, string $property ): ?WP_Error {
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
		set_transient( self::QUOTA_TRANSIENT . md5( $property ), $until, max( 60, $until - time() ) );
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
