<?php
/**
 * Interface History_Limit
 *
 * @package Google\Site_Kit\Core\Abilities\Contracts
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities\Contracts;

/**
 * How far back a service's reports reach: the first day it has data for.
 */
interface History_Limit {

	/**
	 * The read that tells the first day (its datapoint and params), or null when no read is needed.
	 *
	 * @return array{0: string, 1: array<string, mixed>}|null
	 */
	public function first_day_read(): ?array;

	/**
	 * The first day the service has, YYYY-MM-DD, or null when it is unknown (then nothing is said to be missing).
	 *
	 * @param mixed  $answer The read's answer (null when there is no read or it failed).
	 * @param string $today  The site's today, YYYY-MM-DD.
	 */
	public function first_day( mixed $answer, string $today ): ?string;
}
