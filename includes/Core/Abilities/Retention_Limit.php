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
	public function first_day( mixed $answer, string $today ): ?string {
		unset( $answer );
		$time  = strtotime( $today . ' 00:00:00 UTC' );
		$year  = (int) gmdate( 'Y', $time );
		$month = (int) gmdate( 'n', $time ) - $this->months;
		$last  = (int) gmdate( 'j', gmmktime( 0, 0, 0, $month + 1, 0, $year ) );
		return gmdate( 'Y-m-d', gmmktime( 0, 0, 0, $month, min( (int) gmdate( 'j', $time ), $last ), $year ) );
	}
}
