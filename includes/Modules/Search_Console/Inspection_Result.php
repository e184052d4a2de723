<?php
/**
 * Class Inspection_Result
 *
 * @package Google\Site_Kit\Modules\Search_Console
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Search_Console;

/**
 * Google's URL inspection answer in the plain form the editor panel and the posts list read.
 */
final class Inspection_Result {

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
}
