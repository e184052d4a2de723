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

	private const PREFIX = 'googlesitekit_';

	/**
	 * Deletes all of the plugin's data from the database.
	 */
	public function all(): void {
		global $wpdb;
		// LIKE only narrows the candidates (its escape character differs between MySQL and SQLite);
		// the exact prefix is checked in PHP, and the deletes go through the WordPress APIs so caches stay right.
		// phpcs:disable WordPress.DB.DirectDatabaseQuery
		$options = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '%googlesitekit%'" );
		$meta    = $wpdb->get_results( "SELECT user_id, meta_key FROM {$wpdb->usermeta} WHERE meta_key LIKE '%googlesitekit%'" );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery

		foreach ( $options as $name ) {
			foreach ( array( '_site_transient_timeout_', '_site_transient_', '_transient_timeout_', '_transient_' ) as $transient_prefix ) {
				if ( str_starts_with( $name, $transient_prefix . self::PREFIX ) ) {
					$key = substr( $name, strlen( $transient_prefix ) );
					str_starts_with( $transient_prefix, '_site' ) ? delete_site_transient( $key ) : delete_transient( $key );
					continue 2;
				}
			}
			if ( str_starts_with( $name, self::PREFIX ) ) {
				delete_option( $name );
			}
		}
		$blog_prefix = $wpdb->get_blog_prefix();
		foreach ( $meta as $row ) {
			if ( str_starts_with( $row->meta_key, self::PREFIX ) || str_starts_with( $row->meta_key, $blog_prefix . self::PREFIX ) ) {
				delete_user_meta( (int) $row->user_id, $row->meta_key );
			}
		}
		/**
		 * Fires after Site Kit deleted all its data.
		 */
		do_action( 'googlesitekit_reset' );
	}
}
