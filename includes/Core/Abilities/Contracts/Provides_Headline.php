<?php
/**
 * Interface Provides_Headline
 *
 * @package Google\Site_Kit\Core\Abilities\Contracts
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities\Contracts;

/**
 * A module with headline figures in the summary (admin bar, WordPress dashboard widget).
 */
interface Provides_Headline {

	/**
	 * The module's headline figures.
	 */
	public function headline(): Headline_Source;
}
