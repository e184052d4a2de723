<?php
/**
 * Class Key_Metric_Tile
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

/**
 * One key-metric tile as the abilities read it: its one datapoint read (params from the dashboard's range key, the
 * same the tile sends) and its figures from the answer.
 *
 * Kinds: "figure" (value, previous, share), "leader" (the leading name and its value, e.g. a channel and its share),
 * "list" (ranked rows). Units say what the numbers are: count, ratio (0–1), seconds or currency.
 */
final class Key_Metric_Tile {

	public const KINDS = array( 'figure', 'leader', 'list' );
	public const UNITS = array( 'count', 'ratio', 'seconds', 'currency' );

	/**
	 * Constructor.
	 *
	 * @param string                $slug        Tile slug (kmAnalyticsNewVisitors).
	 * @param string                $title       Translated title, as the tile shows it.
	 * @param string                $kind        One of KINDS.
	 * @param string                $unit        One of UNITS.
	 * @param string                $datapoint   The module's datapoint it reads.
	 * @param \Closure              $params      fn( string $range_key ): array — the read's params.
	 * @param \Closure              $figures     fn( array $answer ): ?array — the tile's figures (value, previous,
	 *                                           share, name, rows, currency, message), or null when it has
	 *                                           nothing to show (its "no data" state).
	 * @param Tile_Requirement|null $requirement What the property must have first (custom dimensions, events).
	 */
	public function __construct(
		public readonly string $slug,
		public readonly string $title,
		public readonly string $kind,
		public readonly string $unit,
		public readonly string $datapoint,
		private readonly \Closure $params,
		private readonly \Closure $figures,
		public readonly ?Tile_Requirement $requirement = null
	) {}

	/**
	 * The read's params for a range.
	 *
	 * @param string $range_key The dashboard's range key.
	 * @return array<string, mixed>
	 */
	public function params( string $range_key ): array {
		return ( $this->params )( $range_key );
	}

	/**
	 * The tile's figures from its answer.
	 *
	 * @param array<string, mixed> $answer The datapoint's answer.
	 * @return array<string, mixed>|null
	 */
	public function figures( array $answer ): ?array {
		return ( $this->figures )( $answer );
	}
}
