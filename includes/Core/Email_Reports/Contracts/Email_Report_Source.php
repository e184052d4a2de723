<?php
/**
 * Interface Email_Report_Source
 *
 * @package Google\Site_Kit\Core\Email_Reports\Contracts
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports\Contracts;

use Google\Site_Kit\Core\Util\Date_Range;

/**
 * What a module adds to the email report beyond its headline figures: the reads it makes (with the params its
 * dashboard widgets send where the email shows the same thing, so the two share cached answers) and, from their
 * answers, more figures and tables.
 *
 * A figure: { figure, label, value, previous (null when not compared), unit: count|currency, currency (ISO 4217 or
 * null) }. A table: { id, title, section (the dashboard's anchor: traffic, content, monetization…), columns (the
 * row name's heading first, then one per cell), rows: [ { name, detail (a path or URL, or ''), cells: [ { value,
 * unit: count|ratio|seconds|position|change|currency } ] } ], bar (the index of the cell drawn as a bar) }.
 */
interface Email_Report_Source {

	/**
	 * The datapoints its reads use (a view-only viewer needs each shared).
	 *
	 * @return string[]
	 */
	public function datapoints(): array;

	/**
	 * The reads: key => [ datapoint, params ].
	 *
	 * @param Date_Range $dates     The period's dates (with its compare period).
	 * @param string     $range_key The dashboard's range key of the period.
	 * @return array<string, array{0: string, 1: array<string, mixed>}>
	 */
	public function reads( Date_Range $dates, string $range_key ): array;

	/**
	 * The figures and tables from the reads' answers, or null when the service has nothing for the period yet.
	 *
	 * @param array<string, mixed> $answers    The answers, by read key.
	 * @param Date_Range           $dates      The period's dates.
	 * @param bool                 $comparable Whether the service has the whole compare period (else no change).
	 * @return array{figures: array<int, array<string, mixed>>, tables: array<int, array<string, mixed>>}|null
	 */
	public function sections( array $answers, Date_Range $dates, bool $comparable ): ?array;
}
