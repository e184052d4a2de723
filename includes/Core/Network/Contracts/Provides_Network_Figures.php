<?php
/**
 * Interface Provides_Network_Figures
 *
 * @package Google\Site_Kit\Core\Network\Contracts
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Network\Contracts;

/**
 * A module with a figure in the network admin's overview (visitors, search clicks, earnings).
 */
interface Provides_Network_Figures {

	/**
	 * The module's figure in the network overview.
	 */
	public function network_figures(): Network_Figures_Source;
}
