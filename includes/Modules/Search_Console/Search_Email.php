<?php
/**
 * Class Search_Email
 *
 * @package Google\Site_Kit\Modules\Search_Console
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Search_Console;

use Google\Site_Kit\Core\Email_Reports\Contracts\Email_Report_Source;
use Google\Site_Kit\Core\Util\Date_Range;

/**
 * Search Console's part of the email report: the top search queries, read as the dashboard's widget reads them
 * (assets/js/modules/search-console/widgets/TopQueriesWidget.tsx), each with the page it leads to.
 */
final class Search_Email implements Email_Report_Source {

	private const ROWS = 10;

	/**
	 * {@inheritDoc}
	 */
	public function datapoints(): array {
		return array( 'searchanalytics' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Date_Range $dates     Unused: the widget sends the range key.
	 * @param string     $range_key The dashboard's range key.
	 */
	public function reads( Date_Range $dates, string $range_key ): array {
		unset( $dates );
		return array(
			'queries' => array(
				'searchanalytics',
				array(
					'dimensions' => array( 'query', 'page' ),
					'dateRange'  => $range_key,
					'limit'      => self::ROWS,
				),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $answers    Answers: queries.
	 * @param Date_Range           $dates      Unused.
	 * @param bool                 $comparable Unused: the table has no change.
	 */
	public function sections( array $answers, Date_Range $dates, bool $comparable ): ?array {
		unset( $dates, $comparable );
		$rows = array();
		foreach ( (array) ( $answers['queries']['rows'] ?? array() ) as $row ) {
			if ( ! is_array( $row ) ) {
				continue;
			}
			$number = static fn( string $field ) => is_numeric( $row[ $field ] ?? null ) ? (float) $row[ $field ] : 0.0;
			$rows[] = array(
				'name'   => (string) ( $row['keys'][0] ?? '' ),
				'detail' => (string) ( $row['keys'][1] ?? '' ),
				'cells'  => array(
					array(
						'value' => $number( 'clicks' ),
						'unit'  => 'count',
					),
					array(
						'value' => $number( 'impressions' ),
						'unit'  => 'count',
					),
					array(
						'value' => $number( 'ctr' ),
						'unit'  => 'ratio',
					),
					array(
						'value' => $number( 'position' ),
						'unit'  => 'position',
					),
				),
			);
		}
		if ( ! $rows ) {
			return null;
		}
		return array(
			'figures' => array(),
			'tables'  => array(
				array(
					'id'      => 'top-queries',
					'title'   => __( 'Top search queries', 'google-site-kit' ),
					'section' => 'traffic',
					'columns' => array( __( 'Query', 'google-site-kit' ), __( 'Clicks', 'google-site-kit' ), __( 'Impressions', 'google-site-kit' ), __( 'CTR', 'google-site-kit' ), __( 'Position', 'google-site-kit' ) ),
					'rows'    => $rows,
					'bar'     => 0,
				),
			),
		);
	}
}
