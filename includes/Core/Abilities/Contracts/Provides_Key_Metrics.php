<?php
/**
 * Interface Provides_Key_Metrics
 *
 * @package Google\Site_Kit\Core\Abilities\Contracts
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities\Contracts;

use Google\Site_Kit\Core\Abilities\Key_Metric_Tile;

/**
 * A module with key-metric tiles: what each reads and how its figures come from the answer, as its tile computes
 * them on the dashboard.
 */
interface Provides_Key_Metrics {

	/**
	 * The module's tiles, in catalogue order (the slugs of Module::key_metric_tiles()).
	 *
	 * @return array<int, Key_Metric_Tile>
	 */
	public function key_metric_definitions(): array;
}
