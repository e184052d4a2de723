<?php
/**
 * Class Screen_Root
 *
 * @package Google\Site_Kit\Core\Admin
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Admin;

use Google\Site_Kit\Core\Assets\Assets;

/**
 * The markup of a screen the plugin's scripts draw: its heading, the element an entry mounts in with a loading line,
 * and what a visitor is told when the scripts were never built or JavaScript is off.
 */
final class Screen_Root {

	/**
	 * Prints the screen's root.
	 *
	 * @param Assets $assets        The plugin's assets.
	 * @param string $entry         The entry that mounts in it.
	 * @param string $root_id       The root element's ID.
	 * @param string $title         The screen's heading.
	 * @param bool   $title_visible Whether the heading shows (else it is for screen readers only: the app draws its own).
	 */
	public static function render( Assets $assets, string $entry, string $root_id, string $title, bool $title_visible ): void {
		echo '<div class="wrap googlesitekit-wrap">';
		printf( '<h1 class="%1$s">%2$s</h1>', esc_attr( $title_visible ? 'googlesitekit-screen-heading' : 'screen-reader-text' ), esc_html( $title ) );
		printf( '<div id="%1$s" class="googlesitekit-plugin googlesitekit-page-%2$s" data-entry="%2$s">', esc_attr( $root_id ), esc_attr( $entry ) );
		if ( null === $assets->asset_info( $entry ) ) {
			printf(
				'<div class="notice notice-error inline"><p>%s</p></div>',
				esc_html__( 'Site Kit’s scripts have not been built. Run “npm run build” in the plugin folder, or install the plugin from its release zip.', 'google-site-kit' )
			);
		} else {
			printf( '<p class="googlesitekit-loading">%s</p>', esc_html__( 'Loading…', 'google-site-kit' ) );
		}
		echo '<noscript><div class="notice notice-warning inline"><p>' . esc_html__( 'Site Kit needs JavaScript. Please turn it on in your browser.', 'google-site-kit' ) . '</p></div></noscript>';
		echo '</div></div>';
	}
}
