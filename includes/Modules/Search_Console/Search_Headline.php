<?php
/**
 * Class Search_Headline
 *
 * @package Google\Site_Kit\Modules\Search_Console
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Search_Console;

use Google\Site_Kit\Core\Abilities\Contracts\Headline_Source;
use Google\Site_Kit\Core\Util\Date_Range;

/**
 * Search Console's headline figures: total impressions and clicks of the period and of the compare period, each
 * period its own searchanalytics read with its dates (assets/js/modules/search-console/summary.tsx).
 */
final class Search_Headline implements Headline_Source {

	/**
	 * {@inheritDoc}
	 */
	public function figures(): array {
		return array(
			'impressions' => __( 'Total impressions', 'google-site-kit' ),
			'clicks'      => __( 'Total clicks', 'google-site-kit' ),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function datapoints(): array {
		return array( 'searchanalytics' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Date_Range $dates     The range's dates.
	 * @param string     $range_key Unused: the summary sends the dates.
	 * @param string     $url       One page, or ''.
	 * @param bool       $compare   Whether the compare period is read.
	 */
	public function reads( Date_Range $dates, string $range_key, string $url, bool $compare ): array {
		unset( $range_key );
		$page  = '' === $url ? array() : array( 'url' => $url );
		$reads = array(
			'current' => array(
				'searchanalytics',
				array(
					'startDate' => $dates->start_date,
					'endDate'   => $dates->end_date,
				) + $page,
			),
		);
		if ( $compare ) {
			$reads['previous'] = array(
				'searchanalytics',
				array(
					'startDate' => $dates->compare_start_date,
					'endDate'   => $dates->compare_end_date,
				) + $page,
			);
		}
		return $reads;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $answers Answers: current, previous.
	 */
	public function values( array $answers ): ?array {
		$now    = (array) ( $answers['current']['rows'] ?? array() );
		$before = isset( $answers['previous'] ) ? (array) ( $answers['previous']['rows'] ?? array() ) : null;
		if ( ! $now && ! $before ) {
			return null;
		}
		$out = array();
		foreach ( array( 'impressions', 'clicks' ) as $figure ) {
			$out[ $figure ] = array(
				'value'    => self::total( $now, $figure ),
				'previous' => null === $before ? null : self::total( $before, $figure ),
			);
		}
		return $out;
	}

	/**
	 * A figure added up over the rows.
	 *
	 * @param array<int, mixed> $rows   Rows.
	 * @param string            $figure clicks or impressions.
	 */
	private static function total( array $rows, string $figure ): int|float {
		$sum = 0;
		foreach ( $rows as $row ) {
			$sum += is_array( $row ) && is_numeric( $row[ $figure ] ?? null ) ? $row[ $figure ] + 0 : 0;
		}
		return $sum;
	}
}
