<?php
/**
 * Installs WordPress into a local site: bin/php/install.php <site-dir> <url> <title> [--demo-content] [--network]
 *
 * Creates the admin (admin / password), an editor, an author and a subscriber for tests
 * and view-only browsing, and activates the plugin. With --demo-content, reads the JSON of the
 * provider emulator's demoContent() from stdin and seeds its authors, categories, posts and pages
 * (bin/php/demo-content.php), served at the emulator's paths (bin/mu-plugins/googlesitekit-demo-permalinks.php).
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
// Without WP_HOME / WP_SITEURL (a network's sites have their own URLs), the URL given is the site's.
update_option( 'siteurl', untrailingslashit( $argv[2] ) );
update_option( 'home', untrailingslashit( $argv[2] ) );
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

if ( in_array( '--demo-content', $argv, true ) ) {
	require __DIR__ . '/demo-content.php';
	$googlesitekit_started = microtime( true );
	$googlesitekit_usage   = getrusage();
	$googlesitekit_content = json_decode( (string) stream_get_contents( STDIN ), true );
	if ( ! is_array( $googlesitekit_content ) || empty( $googlesitekit_content['entries'] ) ) {
		fwrite( STDERR, "--demo-content: stdin holds no demo content JSON.\n" );
		exit( 1 );
	}
	$googlesitekit_seeded = googlesitekit_local_seed_demo_content( $googlesitekit_content );
	// The demo permalinks (mu-plugin) apply from now on: category archives without their parent, posts under their section.
	create_initial_taxonomies();
	if ( function_exists( 'googlesitekit_local_register_post_sections' ) ) {
		googlesitekit_local_register_post_sections();
	}
	printf(
		"Seeded the demo content: %d posts, %d pages, %d categories, %d authors (%.1f s, %.1f s CPU).\n",
		$googlesitekit_seeded['posts'],
		$googlesitekit_seeded['pages'],
		$googlesitekit_seeded['categories'],
		$googlesitekit_seeded['users'],
		microtime( true ) - $googlesitekit_started,
		googlesitekit_cpu_seconds( getrusage() ) - googlesitekit_cpu_seconds( $googlesitekit_usage )
	);
}

/**
 * User + system CPU seconds of a getrusage() result.
 *
 * @param array $usage getrusage() result.
 */
function googlesitekit_cpu_seconds( array $usage ): float {
	return $usage['ru_utime.tv_sec'] + $usage['ru_stime.tv_sec'] + ( $usage['ru_utime.tv_usec'] + $usage['ru_stime.tv_usec'] ) / 1e6;
}

if ( in_array( '--network', $argv, true ) ) {
	// bin/php/network-install.php makes this site a network, then network-activates the plugin.
	flush_rewrite_rules();
	echo 'Installed WordPress ' . $GLOBALS['wp_version'] . ' at ' . home_url() . ", the main site of a network to be.\n";
	return;
}
$googlesitekit_activation = activate_plugin( 'google-site-kit/googlesitekit.php' );
if ( is_wp_error( $googlesitekit_activation ) ) {
	fwrite( STDERR, 'Could not activate Site Kit: ' . $googlesitekit_activation->get_error_message() . "\n" );
	exit( 1 );
}
flush_rewrite_rules();
echo 'Installed WordPress ' . $GLOBALS['wp_version'] . ' at ' . home_url() . " with Site Kit active.\n";
