<?php
/**
 * Class Retention_Limit
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

use Google\Site_Kit\Core\Abilities\Contracts\History_Limit;

/**
 * A service that keeps so many months of data (Search Console: 16): its first day is the same day of the month that
 * many months before today, the month's last day when that month is shorter.
 */
final class Retention_Limit implements History_Limit {

	/**
	 * Constructor.
	 *
	 * @param int $months Months of data kept.
	 */
	public function __construct( private readonly int $months ) {}

	/**
	 * {@inheritDoc}
	 */
	public function first_day_read(): ?array {
		return null;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed  $answer Unused.
	 * @param string $today  The site's today.
	 */
	public function first_day( mixed $answer, string $today ): string {
		unset( $answer );
		list( $year, $month, $day ) = array_map( 'intval', explode( '-', $today ) + array( 0, 0, 0 ) );
		$month                     -= $this->months;
		$last                       = (int) gmdate( 't', (int) gmmktime( 0, 0, 0, $month, 1, $year ) );
		return gmdate( 'Y-m-d', (int) gmmktime( 0, 0, 0, $month, min( $day, $last ), $year ) );
	}
}
