<?php
/**
 * Makes a freshly installed local site the main site of a subdirectory network, as wp-admin/network.php does:
 * bin/php/network-create.php <site-dir> <url>. Runs while the site still loads as a single site
 * (GOOGLESITEKIT_SINGLE_SITE, see bin/lib/site-config.mjs); bin/php/network-sites.php then adds the other sites.
 *
 * @package Google\Site_Kit
 */

require __DIR__ . '/bootstrap-wp.php';
define( 'WP_INSTALLING_NETWORK', true );
require_once $googlesitekit_site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/network.php';

if ( is_multisite() ) {
	fwrite( STDERR, "The site already is a network.\n" );
	exit( 1 );
}
// As wp-admin/network.php does: a single site's $wpdb has no names for the network's tables yet.
foreach ( $wpdb->tables( 'ms_global' ) as $googlesitekit_table => $googlesitekit_prefixed ) {
	$wpdb->$googlesitekit_table = $googlesitekit_prefixed;
}
install_network();
$googlesitekit_result = populate_network( 1, googlesitekit_host_of( $argv[2] ), 'admin@example.org', get_option( 'blogname' ), '/', false );
if ( is_wp_error( $googlesitekit_result ) ) {
	fwrite( STDERR, 'Could not create the network: ' . $googlesitekit_result->get_error_message() . "\n" );
	exit( 1 );
}
echo 'Created the network of ' . home_url() . ".\n";
