<?php
/**
 * Interface Provides_Post_Figures
 *
 * @package Google\Site_Kit\Core\Posts\Contracts
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Posts\Contracts;

/**
 * A module with a figure per post: a line in the posts list's column (core/site/data/post-stats) and a part of the
 * block editor's panel.
 */
interface Provides_Post_Figures {

	/**
	 * The module's per-post figure.
	 */
	public function post_figures(): Post_Figures_Source;
}
