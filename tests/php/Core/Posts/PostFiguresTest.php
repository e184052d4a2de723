<?php
/**
 * Class PostFiguresTest
 *
 * @package Google\Site_Kit\Tests\Core\Posts
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Posts;

use Google\Site_Kit\Core\Posts\Daily_Totals;
use Google\Site_Kit\Core\Posts\Post_Figures;
use Google\Site_Kit\Tests\TestCase;

/**
 * The modules' figures per post as the shared screens read them: in the column's order, with keys that never clash
 * in the post-stats answer or the editor's boot data; and how a read's rows add up to a post's total and trend.
 */
final class PostFiguresTest extends TestCase {

	public function test_the_modules_figures_come_in_the_columns_order_with_distinct_keys(): void {
		$figures = new Post_Figures( $this->plugin()->modules() );
		$sources = $figures->sources();
		$this->assertSame( array( 'analytics', 'search-console' ), array_keys( $sources ), 'views first, then Search clicks' );
		$keys  = array();
		$parts = array();
		foreach ( $sources as $source ) {
			$keys[] = $source->figure();
			$keys[] = $source->figure() . 'Trend';
			$parts  = array_merge( $parts, array_keys( $source->editor_parts() ) );
		}
		$this->assertSame( array( 'views', 'viewsTrend', 'clicks', 'clicksTrend' ), $keys );
		$this->assertNotContains( 'path', $keys );
		$this->assertNotContains( 'dashboardURL', $keys );
		$this->assertSame( array( 'analytics', 'search-console', 'url-inspection' ), $parts );
		$this->assertSame( $parts, array_keys( $figures->editor_parts() ) );
	}

	public function test_rows_add_up_to_each_paths_total_and_trend_over_the_days_of_the_range(): void {
		$days = Daily_Totals::days_between( '2026-02-27', '2026-03-02' );
		$this->assertSame( array( '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02' ), $days );
		$totals = new Daily_Totals( $days );
		$totals->add( '/a/', 3, '2026-02-28' );
		$totals->add( '/a/', 4, '2026-02-28' );
		$totals->add( '/a/', 5, '2026-03-02' );
		// A row of no day, or of a day outside the range, counts in the total only.
		$totals->add( '/a/', 10, '' );
		$totals->add( '/a/', 20, '2026-03-03' );
		$this->assertSame( 42, $totals->total( '/a/' ) );
		$this->assertSame( array( 0, 7, 0, 5 ), $totals->trend( '/a/' ) );
		$this->assertSame( 0, $totals->total( '/none/' ) );
		$this->assertSame( array( 0, 0, 0, 0 ), $totals->trend( '/none/' ) );
	}
}
