<?php
/**
 * Class Post_Clicks
 *
 * @package Google\Site_Kit\Modules\Search_Console
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Search_Console;

use Google\Site_Kit\Core\Posts\Contracts\Post_Figures_Source;
use Google\Site_Kit\Core\Posts\Daily_Totals;

/**
 * Search Console's figure per post: its clicks from Google Search, from one query filtered to the posts' URLs; in
 * the block editor's panel, the post's clicks and impressions with its top queries, and its index status
 * (assets/js/modules/search-console/post-figures.ts).
 */
final class Post_Clicks implements Post_Figures_Source {

	/** Rows one query may return (Google's rowLimit maximum). */
	private const ROWS = 25000;

	/**
	 * {@inheritDoc}
	 */
	public function position(): int {
		return 2;
	}

	/**
	 * {@inheritDoc}
	 */
	public function figure(): string {
		return 'clicks';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Search clicks', 'google-site-kit' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function datapoint(): string {
		return 'searchanalytics';
	}

	/**
	 * {@inheritDoc}
	 */
	public function max_rows(): int {
		return self::ROWS;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string[] $paths     The posts' paths.
	 * @param string   $origin    The site's origin.
	 * @param string   $range_key The user's range.
	 * @param bool     $daily     Whether to read each day.
	 */
	public function params( array $paths, string $origin, string $range_key, bool $daily ): array {
		return array(
			'dimensions' => $daily ? array( 'page', 'date' ) : array( 'page' ),
			'dateRange'  => $range_key,
			'pages'      => array_map( static fn( string $path ) => $origin . $path, $paths ),
			'limit'      => self::ROWS,
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $answer Search analytics answer ({rows}) by page (and date, YYYY-MM-DD).
	 * @param string               $origin The site's origin: rows of other hosts are left out.
	 * @param Daily_Totals         $totals The posts' totals.
	 */
	public function add_rows( array $answer, string $origin, Daily_Totals $totals ): void {
		foreach ( (array) ( $answer['rows'] ?? array() ) as $row ) {
			$page = (string) ( $row['keys'][0] ?? '' );
			if ( str_starts_with( $page, $origin . '/' ) ) {
				$totals->add( substr( $page, strlen( $origin ) ), (int) ( $row['clicks'] ?? 0 ), (string) ( $row['keys'][1] ?? '' ) );
			}
		}
	}

	/**
	 * {@inheritDoc}
	 */
	public function editor_parts(): array {
		return array(
			'search-console' => 'searchanalytics',
			'url-inspection' => 'url-inspection',
		);
	}
}
