<?php
/**
 * Installs WordPress into a local site: bin/php/install.php <site-dir> <url> <title>
 *
 * Creates the admin (admin / password), an editor and a subscriber for tests
 * and view-only browsing, a little content, and activates the plugin.
 *
 * @package Google\Site_Kit
 */

require __DIR__ . '/bootstrap-wp.php';
define( 'WP_INSTALLING', true );
require_once $googlesitekit_site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$googlesitekit_result = wp_install( $argv[3] ?? 'Site Kit', 'admin', 'admin@example.org', true, '', wp_slash( 'password' ) );
if ( is_wp_error( $googlesitekit_result ) ) {
	fwrite( STDERR, $googlesitekit_result->get_error_message() . "\n" );
	exit( 1 );
}
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'show_avatars', 0 );
update_option( 'blogdescription', 'A local site for Site Kit' );

foreach ( array( 'editor', 'author', 'subscriber' ) as $googlesitekit_role ) {
	wp_insert_user(
		array(
			'user_login' => $googlesitekit_role,
			'user_pass'  => 'password',
			'user_email' => $googlesitekit_role . '@example.org',
			'role'       => $googlesitekit_role,
		)
	);
}

$googlesitekit_activation = activate_plugin( 'google-site-kit/googlesitekit.php' );
if ( is_wp_error( $googlesitekit_activation ) ) {
	fwrite( STDERR, 'Could not activate Site Kit: ' . $googlesitekit_activation->get_error_message() . "\n" );
	exit( 1 );
}
flush_rewrite_rules();
echo 'Installed WordPress ' . $GLOBALS['wp_version'] . ' at ' . home_url() . " with Site Kit active.\n";
