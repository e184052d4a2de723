<?php
/**
 * Interface Has_History_Limit
 *
 * @package Google\Site_Kit\Core\Abilities\Contracts
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities\Contracts;

/**
 * A module whose reports reach back only so far (Search Console's 16 months, a GA4 property's creation).
 */
interface Has_History_Limit {

	/**
	 * The module's history limit.
	 */
	public function history_limit(): History_Limit;
}
