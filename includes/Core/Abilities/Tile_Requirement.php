<?php
/**
 * Class Tile_Requirement
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

/**
 * Something a tile needs before it can show figures (the author and category custom dimensions, lead or purchase
 * events seen): a read of the module and a check of its answer. A failed read counts as not met, as on the dashboard.
 */
final class Tile_Requirement {

	/**
	 * Constructor.
	 *
	 * @param string   $datapoint The module's datapoint that tells (read without params).
	 * @param \Closure $met       fn( mixed $answer ): bool.
	 * @param string   $reason    Translated: why the tile cannot show figures while it is not met.
	 */
	public function __construct(
		public readonly string $datapoint,
		private readonly \Closure $met,
		public readonly string $reason
	) {}

	/**
	 * Whether the answer meets the requirement.
	 *
	 * @param mixed $answer The datapoint's answer.
	 */
	public function met( mixed $answer ): bool {
		return (bool) ( $this->met )( $answer );
	}
}
