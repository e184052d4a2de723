<?php
/**
 * Class Analytics_Email
 *
 * @package Google\Site_Kit\Modules\Analytics
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Analytics;

use Google\Site_Kit\Core\Abilities\Ranking;
use Google\Site_Kit\Core\Email_Reports\Contracts\Email_Report_Source;
use Google\Site_Kit\Core\Util\Date_Range;

/**
 * Analytics' part of the email report: the popular pages (the dashboard's own read, so a click on the email's link
 * shows them from the cache), and one report of every page's views and sessions over both periods, which gives the
 * site's sessions with their change and the pages whose views rose or fell the most.
 */
final class Analytics_Email implements Email_Report_Source {

	/** The popular pages widget's metrics (assets/js/modules/analytics/widgets/PageMetrics.tsx), in its order. */
	private const PAGE_METRICS = array( 'screenPageViews', 'sessions', 'engagementRate', 'averageSessionDuration' );

	private const TOP_PAGES = 10;

	private const CHANGED_PAGES = 3;

	/** Pages read over both periods for the changes: enough for any page that moved much. */
	private const CHANGES_LIMIT = 250;

	/**
	 * {@inheritDoc}
	 */
	public function datapoints(): array {
		return array( 'report' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Date_Range $dates     Unused: the reports are asked by range key.
	 * @param string     $range_key The dashboard's range key.
	 */
	public function reads( Date_Range $dates, string $range_key ): array {
		unset( $dates );
		$by_views = array(
			array(
				'metric' => 'screenPageViews',
				'desc'   => true,
			),
		);
		return array(
			// Popular pages, as the widget asks (assets/js/modules/analytics/widgets/PopularPagesWidget.tsx).
			'pages'   => array(
				'report',
				array(
					'metrics'    => self::PAGE_METRICS,
					'dimensions' => array( 'pagePath', 'pageTitle' ),
					'dateRange'  => $range_key,
					'orderby'    => $by_views,
					'limit'      => self::TOP_PAGES,
				),
			),
			'changes' => array(
				'report',
				array(
					'metrics'           => array( 'screenPageViews', 'sessions' ),
					'dimensions'        => array( 'pagePath', 'pageTitle' ),
					'dateRange'         => $range_key,
					'compareDateRanges' => true,
					'orderby'           => $by_views,
					'limit'             => self::CHANGES_LIMIT,
				),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $answers    Answers: pages, changes.
	 * @param Date_Range           $dates      Unused.
	 * @param bool                 $comparable Whether changes are shown.
	 */
	public function sections( array $answers, Date_Range $dates, bool $comparable ): ?array {
		unset( $dates );
		$pages   = is_array( $answers['pages'] ?? null ) ? $answers['pages'] : array();
		$changes = is_array( $answers['changes'] ?? null ) ? $answers['changes'] : array();
		if ( ! GA4_Report::rows_of_range( $pages, 0 ) && ! GA4_Report::rows_of_range( $changes, 0 ) ) {
			return null;
		}
		$figures = array(
			array(
				'figure'   => 'sessions',
				'label'    => __( 'Sessions', 'google-site-kit' ),
				'value'    => GA4_Report::total_of( $changes, 0, 1 ),
				'previous' => $comparable ? GA4_Report::total_of( $changes, 1, 1 ) : null,
				'unit'     => 'count',
				'currency' => null,
			),
		);
		$tables  = array( $this->top_pages( $pages ) );
		if ( $comparable ) {
			$moved = $this->moves( $changes );
			foreach ( array( 'pages-rising', 'pages-falling' ) as $id ) {
				if ( $moved[ $id ] ) {
					$tables[] = array(
						'id'      => $id,
						'title'   => 'pages-rising' === $id ? __( 'Pages with the most new views', 'google-site-kit' ) : __( 'Pages that lost the most views', 'google-site-kit' ),
						'section' => 'content',
						'columns' => array( __( 'Page', 'google-site-kit' ), __( 'Views', 'google-site-kit' ), __( 'Change', 'google-site-kit' ) ),
						'rows'    => $moved[ $id ],
						'bar'     => 1,
					);
				}
			}
		}
		return array(
			'figures' => $figures,
			'tables'  => $tables,
		);
	}

	/**
	 * The popular pages table: views, sessions and engagement rate of the most viewed pages.
	 *
	 * @param array<string, mixed> $report The popular pages report.
	 * @return array<string, mixed>
	 */
	private function top_pages( array $report ): array {
		$rows = array();
		foreach ( GA4_Report::rows_of_range( $report, 0 ) as $row ) {
			if ( GA4_Report::metric_of( $row, 0 ) <= 0 ) {
				continue;
			}
			$path   = GA4_Report::dimension_of( $row, 0 );
			$rows[] = array(
				'name'   => self::title( GA4_Report::dimension_of( $row, 1 ), $path ),
				'detail' => in_array( $path, GA4_Report::PLACEHOLDERS, true ) ? '' : $path,
				'cells'  => array(
					self::cell( GA4_Report::metric_of( $row, 0 ), 'count' ),
					self::cell( GA4_Report::metric_of( $row, 1 ), 'count' ),
					self::cell( GA4_Report::metric_of( $row, 2 ), 'ratio' ),
				),
			);
		}
		return array(
			'id'      => 'top-pages',
			'title'   => __( 'Top pages', 'google-site-kit' ),
			'section' => 'content',
			'columns' => array( __( 'Page', 'google-site-kit' ), __( 'Views', 'google-site-kit' ), __( 'Sessions', 'google-site-kit' ), __( 'Engagement rate', 'google-site-kit' ) ),
			'rows'    => $rows,
			'bar'     => 0,
		);
	}

	/**
	 * The pages whose views rose and fell the most (views of the period, change against the compare period).
	 *
	 * @param array<string, mixed> $report The report over both periods.
	 * @return array{pages-rising: array<int, array<string, mixed>>, pages-falling: array<int, array<string, mixed>>}
	 */
	private function moves( array $report ): array {
		$pages = array();
		foreach ( array( 0, 1 ) as $range ) {
			foreach ( GA4_Report::rows_of_range( $report, $range ) as $row ) {
				$path = GA4_Report::dimension_of( $row, 0 );
				if ( in_array( $path, GA4_Report::PLACEHOLDERS, true ) ) {
					continue;
				}
				$pages[ $path ]            = $pages[ $path ] ?? array(
					'name'   => $path,
					'title'  => GA4_Report::dimension_of( $row, 1 ),
					'now'    => 0.0,
					'before' => 0.0,
				);
				$field                     = 0 === $range ? 'now' : 'before';
				$pages[ $path ][ $field ] += GA4_Report::metric_of( $row, 0 );
			}
		}
		$rows = array();
		foreach ( $pages as $page ) {
			$rows[] = $page + array(
				'rise' => $page['now'] - $page['before'],
				'fall' => $page['before'] - $page['now'],
			);
		}
		$table = static fn( string $field ) => array_map(
			static fn( array $page ) => array(
				'name'   => self::title( $page['title'], $page['name'] ),
				'detail' => $page['name'],
				'cells'  => array(
					self::cell( $page['now'], 'count' ),
					self::cell( $page['now'] - $page['before'], 'change' ),
				),
			),
			array_slice( array_values( array_filter( Ranking::rank( $rows, array( $field ) ), static fn( array $page ) => $page[ $field ] > 0 ) ), 0, self::CHANGED_PAGES )
		);
		return array(
			'pages-rising'  => $table( 'rise' ),
			'pages-falling' => $table( 'fall' ),
		);
	}

	/**
	 * A page's name: its title without the " – Site name" WordPress appends (as the dashboard shows it), else its path.
	 *
	 * @param string $title Page title.
	 * @param string $path  Page path.
	 */
	private static function title( string $title, string $path ): string {
		$site = html_entity_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' );
		if ( '' !== $site ) {
			foreach ( array( ' – ', ' - ', ' | ', ' — ' ) as $separator ) {
				$suffix = $separator . $site;
				if ( str_ends_with( $title, $suffix ) && strlen( $title ) > strlen( $suffix ) ) {
					$title = substr( $title, 0, -strlen( $suffix ) );
					break;
				}
			}
		}
		return '' === $title || in_array( $title, GA4_Report::PLACEHOLDERS, true ) ? $path : $title;
	}

	/**
	 * A table cell.
	 *
	 * @param float  $value Value.
	 * @param string $unit  Unit.
	 * @return array{value: float, unit: string}
	 */
	private static function cell( float $value, string $unit ): array {
		return array(
			'value' => $value,
			'unit'  => $unit,
		);
	}
}
