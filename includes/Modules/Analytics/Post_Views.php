<?php
/**
 * Class Post_Views
 *
 * @package Google\Site_Kit\Modules\Analytics
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Analytics;

use Google\Site_Kit\Core\Posts\Contracts\Post_Figures_Source;
use Google\Site_Kit\Core\Posts\Daily_Totals;

/**
 * Analytics' figure per post: its views (GA4 screenPageViews), from one report filtered to the posts' paths; in the
 * block editor's panel, the post's views and visitors (assets/js/modules/analytics/post-figures.ts).
 */
final class Post_Views implements Post_Figures_Source {

	/** Rows one report may return (the report datapoint's limit). */
	private const ROWS = 10000;

	/**
	 * {@inheritDoc}
	 */
	public function position(): int {
		return 1;
	}

	/**
	 * {@inheritDoc}
	 */
	public function figure(): string {
		return 'views';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'views', 'google-site-kit' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function datapoint(): string {
		return 'report';
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
	 * @param string   $origin    Unused: the report filters by path.
	 * @param string   $range_key The user's range.
	 * @param bool     $daily     Whether to read each day.
	 */
	public function params( array $paths, string $origin, string $range_key, bool $daily ): array {
		unset( $origin );
		return array(
			'metrics'          => array( 'screenPageViews' ),
			'dimensions'       => $daily ? array( 'pagePath', 'date' ) : array( 'pagePath' ),
			'dateRange'        => $range_key,
			'dimensionFilters' => array( 'pagePath' => $paths ),
			'limit'            => self::ROWS,
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $answer GA4 report by pagePath (and date, YYYYMMDD).
	 * @param string               $origin Unused: rows name paths.
	 * @param Daily_Totals         $totals The posts' totals.
	 */
	public function add_rows( array $answer, string $origin, Daily_Totals $totals ): void {
		unset( $origin );
		foreach ( (array) ( $answer['rows'] ?? array() ) as $row ) {
			$date = (string) ( $row['dimensionValues'][1]['value'] ?? '' );
			$day  = 8 === strlen( $date ) ? substr( $date, 0, 4 ) . '-' . substr( $date, 4, 2 ) . '-' . substr( $date, 6, 2 ) : '';
			$totals->add( (string) ( $row['dimensionValues'][0]['value'] ?? '' ), (int) ( $row['metricValues'][0]['value'] ?? 0 ), $day );
		}
	}

	/**
	 * {@inheritDoc}
	 */
	public function editor_parts(): array {
		return array( 'analytics' => 'report' );
	}
}
