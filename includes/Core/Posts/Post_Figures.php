<?php
/**
 * Class Post_Figures
 *
 * @package Google\Site_Kit\Core\Posts
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Posts;

use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Posts\Contracts\Post_Figures_Source;
use Google\Site_Kit\Core\Posts\Contracts\Provides_Post_Figures;

/**
 * The modules' figures per post (Provides_Post_Figures), as the posts list's column, its post-stats route and the
 * block editor's panel read them: every module's in their order, and which the current user may read now.
 */
final class Post_Figures {

	/**
	 * Constructor.
	 *
	 * @param Modules $modules Module registry.
	 */
	public function __construct( private readonly Modules $modules ) {}

	/**
	 * Every module's per-post figure, by module slug, in their order.
	 *
	 * @return array<string, Post_Figures_Source>
	 */
	public function sources(): array {
		$sources = array();
		foreach ( $this->modules->all() as $slug => $module ) {
			if ( $module instanceof Provides_Post_Figures ) {
				$sources[ $slug ] = $module->post_figures();
			}
		}
		uasort( $sources, static fn( Post_Figures_Source $a, Post_Figures_Source $b ) => $a->position() <=> $b->position() );
		return $sources;
	}

	/**
	 * The figures the current user may read now: the module is connected and, for a view-only user, shared.
	 *
	 * @return array<string, Post_Figures_Source>
	 */
	public function readable(): array {
		return array_filter(
			$this->sources(),
			fn( Post_Figures_Source $source, string $slug ) => $this->modules->may_read_connected( $slug, $source->datapoint() ),
			ARRAY_FILTER_USE_BOTH
		);
	}

	/**
	 * The block editor panel's parts, each with whether the current user may read it now.
	 *
	 * @return array<string, bool> Part key => readable, in the panel's order.
	 */
	public function editor_parts(): array {
		$parts = array();
		foreach ( $this->sources() as $slug => $source ) {
			foreach ( $source->editor_parts() as $key => $datapoint ) {
				$parts[ $key ] = $this->modules->may_read_connected( $slug, $datapoint );
			}
		}
		return $parts;
	}
}
