<?php
/**
 * Class Gtag
 *
 * @package Google\Site_Kit\Modules\Analytics
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Analytics;

/**
 * The GA4 tag Analytics prints on the front end, with the author and category of a single post as event
 * parameters (the custom dimensions).
 */
final class Gtag {

	/**
	 * Constructor.
	 *
	 * @param Analytics $analytics The module (settings, GA4 property).
	 */
	public function __construct( private readonly Analytics $analytics ) {}

	/**
	 * Prints the GA4 tag, when the settings ask for it and a GA4 property is set up.
	 */
	public function print(): void {
		$settings = $this->analytics->get_settings();
		if ( ! $settings['useSnippet'] || ! $this->analytics->has_ga4() ) {
			return;
		}
		$id     = (string) $settings['measurementID'];
		$config = array( $id );
		$params = $this->post_parameters();
		if ( $params ) {
			$config[] = $params;
		}
		// Every value is JSON with <, >, &, ' and " as \u escapes, so no author name or category can end the script.
		$args = implode( ', ', array_map( static fn( $value ) => (string) wp_json_encode( $value, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES ), $config ) );
		printf( '<script async src="%s"></script>' . "\n", esc_url( 'https://www.googletagmanager.com/gtag/js?id=' . rawurlencode( $id ) ) ); // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- Google's async loader must be printed as is.
		printf(
			"<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', %s);</script>\n",
			$args // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with every HTML-significant character escaped.
		);
	}

	/**
	 * The event parameters the tag sends on a single post, for the author and category custom dimensions:
	 * `googlesitekit_post_author` (the author's display name) on posts of types with authors (not pages),
	 * `googlesitekit_post_categories` (category names, parents first, joined by ",") on posts with categories.
	 *
	 * @return array<string, string>
	 */
	public function post_parameters(): array {
		if ( ! is_singular() ) {
			return array();
		}
		$post = get_queried_object();
		if ( ! $post instanceof \WP_Post || in_array( $post->post_type, array( 'page', 'attachment' ), true ) ) {
			return array();
		}
		$params = array();
		if ( post_type_supports( $post->post_type, 'author' ) && $post->post_author ) {
			$author = trim( wp_specialchars_decode( (string) get_the_author_meta( 'display_name', (int) $post->post_author ), ENT_QUOTES ) );
			if ( '' !== $author ) {
				$params[ Custom_Dimensions::POST_AUTHOR ] = $author;
			}
		}
		if ( is_object_in_taxonomy( $post->post_type, 'category' ) ) {
			$terms = get_the_category( $post->ID );
			$depth = array();
			foreach ( $terms as $term ) {
				$depth[ $term->term_id ] = count( get_ancestors( $term->term_id, 'category', 'taxonomy' ) );
			}
			usort( $terms, static fn( $a, $b ) => array( $depth[ $a->term_id ], $a->name ) <=> array( $depth[ $b->term_id ], $b->name ) );
			$names = array_map( static fn( $term ) => wp_specialchars_decode( $term->name, ENT_QUOTES ), $terms );
			if ( $names ) {
				$params[ Custom_Dimensions::POST_CATEGORIES ] = implode( ',', $names );
			}
		}
		return $params;
	}
}
