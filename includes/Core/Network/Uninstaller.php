<?php
/**
 * Class Uninstaller
 *
 * @package Google\Site_Kit\Core\Network
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Network;

use Google\Site_Kit\Plugin;

/**
 * What deleting the plugin removes (uninstall.php runs it): on a single site, everything the plugin kept there; on a
 * network, every site's data (each through its own Reset), then what belongs to the network: its site options and
 * site transients, and the user meta shared by every site (and the user options of sites deleted since). Scheduled
 * events of the plugin go with each site.
 */
final class Uninstaller {

	private const PREFIX = 'googlesitekit_';

	/**
	 * Constructor.
	 *
	 * @param Plugin $plugin The plugin (for its Site_Context).
	 */
	public function __construct( private readonly Plugin $plugin ) {}

	/**
	 * Removes all of the plugin's data.
	 */
	public function run(): void {
		$this->plugin->site_context()->each(
			static function ( Plugin $plugin ): void {
				$plugin->reset_service()->all();
				self::unschedule();
			}
		);
		if ( is_multisite() ) {
			$this->network_data();
		}
	}

	/**
	 * Unschedules every event of the plugin on the current site.
	 */
	private static function unschedule(): void {
		$hooks = array();
		foreach ( (array) _get_cron_array() as $events ) {
			foreach ( array_keys( (array) $events ) as $hook ) {
				if ( str_starts_with( (string) $hook, self::PREFIX ) ) {
					$hooks[ (string) $hook ] = true;
				}
			}
		}
		foreach ( array_keys( $hooks ) as $hook ) {
			wp_unschedule_hook( $hook );
		}
	}

	/**
	 * The network's own data: site options and transients, and the plugin's user meta left (unprefixed, shared by
	 * every site, or of a site deleted since).
	 */
	private function network_data(): void {
		global $wpdb;
		// LIKE only narrows; PHP checks the exact names, and the deletes go through the APIs so caches stay right.
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- no API lists site options or user meta by name.
		$site_meta = $wpdb->get_col( $wpdb->prepare( "SELECT meta_key FROM {$wpdb->sitemeta} WHERE site_id = %d AND meta_key LIKE %s", get_current_network_id(), '%googlesitekit%' ) );
		$user_meta = $wpdb->get_results( "SELECT user_id, meta_key FROM {$wpdb->usermeta} WHERE meta_key LIKE '%googlesitekit%'" );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery
		foreach ( $site_meta as $key ) {
			if ( str_starts_with( $key, '_site_transient_timeout_' . self::PREFIX ) ) {
				continue;
			}
			if ( str_starts_with( $key, '_site_transient_' . self::PREFIX ) ) {
				delete_site_transient( substr( $key, strlen( '_site_transient_' ) ) );
			} elseif ( str_starts_with( $key, self::PREFIX ) ) {
				delete_site_option( $key );
			}
		}
		$pattern = '/^(?:' . preg_quote( $wpdb->base_prefix, '/' ) . '(?:\d+_)?)?' . self::PREFIX . '/';
		foreach ( $user_meta as $row ) {
			if ( preg_match( $pattern, (string) $row->meta_key ) ) {
				delete_user_meta( (int) $row->user_id, (string) $row->meta_key );
			}
		}
	}
}
