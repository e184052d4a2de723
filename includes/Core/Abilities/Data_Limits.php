<?php
/**
 * Class Data_Limits
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

use Google\Site_Kit\Core\Abilities\Contracts\Has_History_Limit;
use Google\Site_Kit\Core\Modules\Module;
use Google\Site_Kit\Core\Reports\Datapoint_Runner;
use Google\Site_Kit\Core\Util\Clock;

/**
 * Which part of a period (and of its compare period) each service has, as the dashboard's data-limit notes work it
 * out: a range wholly before the service's first day shows no figures (the dashboard reads nothing for it), a compare
 * period partly before it shows no change.
 */
final class Data_Limits {

	/**
	 * Constructor.
	 *
	 * @param Datapoint_Runner $runner Runs the reads that tell a service's first day (cached like the dashboard's).
	 */
	public function __construct( private readonly Datapoint_Runner $runner ) {}

	/**
	 * Each module's coverage of the period: current and compare are "full", "partial" or "none" (compare "off" when
	 * nothing is compared), firstDay the first day it has. A module without a limit, or whose first day is unknown,
	 * has full coverage.
	 *
	 * @param array<string, Module> $modules Modules by slug.
	 * @param Period                $period  The period.
	 * @return array<string, array{current: string, compare: string, firstDay: string|null}>
	 */
	public function coverage( array $modules, Period $period ): array {
		$limits = array();
		$reads  = array();
		foreach ( $modules as $slug => $module ) {
			if ( ! $module instanceof Has_History_Limit ) {
				continue;
			}
			$limits[ $slug ] = $module->history_limit();
			$read            = $limits[ $slug ]->first_day_read();
			if ( null !== $read ) {
				$reads[ $slug ] = array( $slug, $read[0], 'GET', $read[1] );
			}
		}
		$answers = $reads ? $this->runner->run_many( $reads ) : array();
		$today   = Clock::site_today();
		$dates   = $period->dates;
		$out     = array();
		foreach ( $modules as $slug => $module ) {
			$first = isset( $limits[ $slug ] ) ? $limits[ $slug ]->first_day( $answers[ $slug ]['value'] ?? null, $today ) : null;
			if ( null === $first ) {
				$out[ $slug ] = array(
					'current'  => 'full',
					'compare'  => $dates->has_compare() ? 'full' : 'off',
					'firstDay' => null,
				);
				continue;
			}
			$out[ $slug ] = array(
				'current'  => self::of( $dates->start_date, $dates->end_date, $first ),
				'compare'  => $dates->has_compare() ? self::of( $dates->compare_start_date, $dates->compare_end_date, $first ) : 'off',
				'firstDay' => $first,
			);
		}
		return $out;
	}

	/**
	 * Whether a coverage leaves the current range wholly out.
	 *
	 * @param array{current: string, compare: string, firstDay: string|null} $coverage Coverage.
	 */
	public static function outside( array $coverage ): bool {
		return 'none' === $coverage['current'];
	}

	/**
	 * Whether a change against the compare period is shown: the service has the whole compare period, and something
	 * is compared.
	 *
	 * @param array{current: string, compare: string, firstDay: string|null} $coverage Coverage.
	 */
	public static function comparable( array $coverage ): bool {
		return 'full' === $coverage['compare'];
	}

	/**
	 * How much of a period lies on or after the first day.
	 *
	 * @param string $start First day of the period.
	 * @param string $end   Last day.
	 * @param string $first The service's first day.
	 */
	private static function of( string $start, string $end, string $first ): string {
		if ( $end < $first ) {
			return 'none';
		}
		return $start < $first ? 'partial' : 'full';
	}
}
