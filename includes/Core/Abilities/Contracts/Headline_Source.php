<?php
/**
 * Interface Headline_Source
 *
 * @package Google\Site_Kit\Core\Abilities\Contracts
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities\Contracts;

use Google\Site_Kit\Core\Util\Date_Range;

/**
 * A module's headline figures (the admin bar's and the WordPress dashboard widget's summary): the reads its summary
 * makes, with the very params the dashboard sends (so they share its cached answers), and the figures computed from
 * their answers the way the dashboard computes them.
 */
interface Headline_Source {

	/**
	 * The figures, in the order the summary shows them: figure => label.
	 *
	 * @return array<string, string>
	 */
	public function figures(): array;

	/**
	 * The datapoints its reads use (a view-only user needs each shared).
	 *
	 * @return string[]
	 */
	public function datapoints(): array;

	/**
	 * The datapoint reads: key => [ datapoint, params ].
	 *
	 * @param Date_Range $dates     The range's dates.
	 * @param string     $range_key The dashboard's range key (the dateRange param, e.g. "last-28-days").
	 * @param string     $url       One page's figures, or '' for the whole site's.
	 * @param bool       $compare   Whether the compare period is wanted.
	 * @return array<string, array{0: string, 1: array<string, mixed>}>
	 */
	public function reads( Date_Range $dates, string $range_key, string $url, bool $compare ): array;

	/**
	 * The figures from the reads' answers: figure => [ value, previous (null when the compare period was not
	 * read) ], or null when the service has no data for the range yet ("gathering data").
	 *
	 * @param array<string, mixed> $answers The reads' answers, by key (a key is missing when it was not read).
	 * @return array<string, array{value: int|float, previous: int|float|null}>|null
	 */
	public function values( array $answers ): ?array;
}
