<?php
/**
 * Interface Post_Figures_Source
 *
 * @package Google\Site_Kit\Core\Posts\Contracts
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Posts\Contracts;

use Google\Site_Kit\Core\Posts\Daily_Totals;

/**
 * A module's figure per post: the one read that gives it for a whole page of posts (through the datapoint runner,
 * so cached and single-flighted like the dashboard's reads), how that read's rows become each post's total and daily
 * trend, and the parts of the block editor's panel the module fills.
 */
interface Post_Figures_Source {

	/**
	 * Where the module's figure and editor parts stand among every module's: lower first.
	 */
	public function position(): int;

	/**
	 * The figure's key in the post-stats answer: each post's total under it, its daily trend under it . 'Trend'.
	 */
	public function figure(): string;

	/**
	 * The figure's name inside a sentence (the column's "Loading views and Search clicks…"), translated.
	 */
	public function label(): string;

	/**
	 * The datapoint the read uses (a view-only user needs it shared).
	 */
	public function datapoint(): string;

	/**
	 * The most rows one read may return: a daily trend is read only when a row per post and day fits.
	 */
	public function max_rows(): int;

	/**
	 * The read's params for these pages.
	 *
	 * @param string[] $paths     The posts' paths, sorted, e.g. "/hello-world/".
	 * @param string   $origin    The site's origin ("https://example.org"): a path's full URL is $origin . $path.
	 * @param string   $range_key The user's range, e.g. "last-28-days".
	 * @param bool     $daily     Whether to read each day (for the trend) or the totals alone.
	 * @return array<string, mixed>
	 */
	public function params( array $paths, string $origin, string $range_key, bool $daily ): array;

	/**
	 * Adds the read's rows to the posts' totals, by path and day.
	 *
	 * @param array<string, mixed> $answer The read's answer.
	 * @param string               $origin The site's origin.
	 * @param Daily_Totals         $totals Where each row's value is added, by path and day.
	 */
	public function add_rows( array $answer, string $origin, Daily_Totals $totals ): void;

	/**
	 * The block editor panel's parts the module fills, each readable when its datapoint is: key => datapoint, in the
	 * panel's order. The browser side declares what each key shows (assets/js/modules/<slug>/post-figures.ts).
	 *
	 * @return array<string, string>
	 */
	public function editor_parts(): array;
}
