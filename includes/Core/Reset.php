<?php
/**
 * Class Reset
 *
 * @package Google\Site_Kit\Core
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core;

use Google\Site_Kit\Core\Reports\Report_Cache;

/**
 * Resets the plugin on the current site: deletes every option, user option and transient it wrote, and the cached
 * reports. On a network only this site's data goes (its options table, its blog-prefixed user options, its object
 * cache group); the network's own data (site options, user meta shared by every site) is left to the uninstall.
 */
final class Reset {

	private const PREFIX = 'googlesitekit_';

	/**
	 * Constructor.
	 *
	 * @param Report_Cache $report_cache The shared report cache: with a persistent object cache its entries are not
	 *                                   rows of the options table, so the deletes below would not reach them.
	 */
	public function __construct( private Report_Cache $report_cache ) {}

	/**
	 * Deletes all of the plugin's data from the database.
	 */
	public function all(): void {
		global $wpdb;
		// Every cached report and last good copy (a new generation in the object cache), and the list of reads the
		// background refresh renews: nothing read with the old connection is served or read again after a reset.
		$this->report_cache->flush();
		$this->report_cache->warm_list()->forget_all();
		$blog_prefix = $wpdb->get_blog_prefix();
		// On a network the unprefixed keys are the user's across every site: a reset of one site keeps them.
		$prefixes = is_multisite() ? array( $blog_prefix . self::PREFIX ) : array( self::PREFIX, $blog_prefix . self::PREFIX );
		// LIKE only narrows the candidates (its escape character differs between MySQL and SQLite);
		// the exact prefix is checked in PHP, and the deletes go through the WordPress APIs so caches stay right.
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- no API lists options or user meta by name; a reset reads past every cache.
		$options = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '%googlesitekit%'" );
		$meta    = $wpdb->get_results( "SELECT user_id, meta_key FROM {$wpdb->usermeta} WHERE meta_key LIKE '%googlesitekit%'" );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery

		// A network keeps its site transients in its own table, not in a site's options.
		$transients = is_multisite() ? array( '_transient_timeout_', '_transient_' ) : array( '_site_transient_timeout_', '_site_transient_', '_transient_timeout_', '_transient_' );
		foreach ( $options as $name ) {
			foreach ( $transients as $transient_prefix ) {
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
		foreach ( $meta as $row ) {
			foreach ( $prefixes as $prefix ) {
				if ( str_starts_with( $row->meta_key, $prefix ) ) {
					delete_user_meta( (int) $row->user_id, $row->meta_key );
					break;
				}
			}
		}
		/**
		 * Fires after Site Kit deleted all its data.
		 */
		do_action( 'googlesitekit_reset' );
	}
}
