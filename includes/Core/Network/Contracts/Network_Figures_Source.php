<?php
/**
 * Interface Network_Figures_Source
 *
 * @package Google\Site_Kit\Core\Network\Contracts
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Network\Contracts;

use Google\Site_Kit\Core\Abilities\Period;

/**
 * A service's headline figure in the network overview: the reads it takes (with the params the site's own dashboard
 * or summary sends, so both share one cached answer) and the figure from their answers.
 */
interface Network_Figures_Source {

	/**
	 * The figure's name in the overview: visitors, clicks or earnings.
	 */
	public function figure(): string;

	/**
	 * The datapoint reads: key => [ datapoint, params ].
	 *
	 * @param Period $period The period.
	 * @return array<string, array{0: string, 1: array<string, mixed>}>
	 */
	public function reads( Period $period ): array;

	/**
	 * The figure from the reads' answers, or null when the service has no data for the period yet.
	 *
	 * @param array<string, mixed> $answers The answers, by read key.
	 * @param Period               $period  The period.
	 * @return array{value: int|float, currency: string|null}|null
	 */
	public function value( array $answers, Period $period ): ?array;
}
