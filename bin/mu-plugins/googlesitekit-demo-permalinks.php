<?php
/**
 * Plugin Name: Site Kit local demo permalinks
 * Description: Serves the demo content at the provider emulator's paths: posts of a section category at /<section>/<post>/ (e.g. /recipes/classic-banana-bread/), every category archive at /category/<slug>/. Active once bin/php/install.php has seeded the demo content.
 *
 * @package Google\Site_Kit
 */

/**
 * The top-level categories whose posts live under /<category>/<post>/, as the install stored them.
 *
 * @return string[] Category slugs; empty on a site without the demo content.
 */
function googlesitekit_local_post_sections() {
	$sections = get_option( 'harvest_hearth_demo_post_sections' );
	return is_array( $sections ) ? array_values( array_filter( $sections, 'is_string' ) ) : array();
}

// Category archives at /category/<slug>/ whatever the parent (WordPress's default is /category/<parent>/<slug>/).
add_filter(
	'register_taxonomy_args',
	static function ( $args, $taxonomy ) {
		if ( 'category' === $taxonomy && is_array( $args['rewrite'] ?? null ) && googlesitekit_local_post_sections() ) {
			$args['rewrite']['hierarchical'] = false;
		}
		return $args;
	},
	10,
	2
);

/**
 * Adds the rewrite rule of the section paths (stored by the next flush of the rewrite rules).
 */
function googlesitekit_local_register_post_sections() {
	$sections = googlesitekit_local_post_sections();
	if ( $sections ) {
		$pattern = implode( '|', array_map( 'preg_quote', $sections ) );
		add_rewrite_rule( '^(?:' . $pattern . ')/([^/]+)/?$', 'index.php?name=$matches[1]', 'top' );
	}
}
add_action( 'init', 'googlesitekit_local_register_post_sections' );

add_filter(
	'post_link',
	static function ( $link, $post, $leavename ) {
		$sections = googlesitekit_local_post_sections();
		if ( ! $sections || ! $post instanceof WP_Post || 'post' !== $post->post_type || wp_force_plain_post_permalink( $post ) ) {
			return $link;
		}
		foreach ( get_the_category( $post->ID ) as $category ) {
			if ( ! $category->parent && in_array( $category->slug, $sections, true ) ) {
				$name = $leavename ? '%postname%' : $post->post_name;
				return home_url( user_trailingslashit( $category->slug . '/' . $name, 'single' ) );
			}
		}
		return $link;
	},
	10,
	3
);
