<?php
/**
 * Class Reset
 *
 * @package Google\Site_Kit\Core
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core;

/**
 * Resets the plugin: deletes every option, user option and transient it wrote.
 */
final class Reset {

	/**
	 * Deletes all of the plugin's data from the database.
	 */
	public function all(): void {
		global $wpdb;
		$like = $wpdb->esc_like( 'googlesitekit_' ) . '%';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- One-off bulk delete of the plugin's own rows.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $like ) );
		foreach ( array( '_transient_', '_transient_timeout_', '_site_transient_', '_site_transient_timeout_' ) as $prefix ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $prefix . 'googlesitekit_' ) . '%' ) );
		}
		// User options are stored as "{blog prefix}googlesitekit_…" (or without prefix when global).
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE meta_key LIKE %s OR meta_key LIKE %s", $like, $wpdb->esc_like( $wpdb->get_blog_prefix() . 'googlesitekit_' ) . '%' ) );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery
		wp_cache_flush();
		/**
		 * Fires after Site Kit deleted all its data.
		 */
		do_action( 'googlesitekit_reset' );
	}
}
