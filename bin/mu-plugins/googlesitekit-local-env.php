<?php
/**
 * Plugin Name: Site Kit local environment
 * Description: Keeps the local development and test sites offline and quiet: no update checks, emoji CDN or remote avatars.
 *
 * @package Google\Site_Kit
 */

add_filter( 'pre_option_show_avatars', '__return_zero' );
add_filter( 'automatic_updater_disabled', '__return_true' );
add_filter( 'pre_site_transient_update_core', 'googlesitekit_local_no_updates' );
add_filter( 'pre_site_transient_update_plugins', 'googlesitekit_local_no_updates' );
add_filter( 'pre_site_transient_update_themes', 'googlesitekit_local_no_updates' );
add_filter( 'pre_http_request', 'googlesitekit_local_block_wordpress_org', 10, 3 );

remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
remove_action( 'admin_print_scripts', 'print_emoji_detection_script' );
remove_action( 'wp_print_styles', 'print_emoji_styles' );
remove_action( 'admin_print_styles', 'print_emoji_styles' );
add_action(
	'wp_dashboard_setup',
	static function () {
		remove_meta_box( 'dashboard_primary', 'dashboard', 'side' );
	}
);

/**
 * An "up to date" update transient, so WordPress never asks wordpress.org.
 *
 * @return object
 */
function googlesitekit_local_no_updates() {
	return (object) array(
		'last_checked'    => time(),
		'updates'         => array(),
		'version_checked' => $GLOBALS['wp_version'],
		'response'        => array(),
		'translations'    => array(),
	);
}

/**
 * Fails requests to wordpress.org at once (WP_HTTP_BLOCK_EXTERNAL blocks the rest).
 *
 * @param false|array $response Short-circuit response.
 * @param array       $args     Request arguments.
 * @param string      $url      Request URL.
 * @return false|WP_Error
 */
function googlesitekit_local_block_wordpress_org( $response, $args, $url ) {
	$host = (string) wp_parse_url( $url, PHP_URL_HOST );
	if ( str_ends_with( $host, 'wordpress.org' ) || str_ends_with( $host, 'w.org' ) ) {
		return new WP_Error( 'http_request_blocked', 'The local site does not call wordpress.org.' );
	}
	return $response;
}
