<?php
/**
 * Adds the other sites of a local network and network-activates the plugin: bin/php/network-sites.php <site-dir>
 * <url>, reading from stdin a JSON list of sites `[{path, admin, content}]` (content: the emulator's demo content
 * for that site, as bin/php/install.php seeds it). Each site gets its administrator (password "password"), the
 * demo content and the demo permalinks; the network's super admin stays "admin".
 *
 * @package Google\Site_Kit
 */

require __DIR__ . '/bootstrap-wp.php';
require_once $googlesitekit_site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
require_once __DIR__ . '/demo-content.php';

if ( ! is_multisite() ) {
	fwrite( STDERR, "Not a network: run bin/php/network-create.php first.\n" );
	exit( 1 );
}
$googlesitekit_sites = json_decode( (string) stream_get_contents( STDIN ), true );
if ( ! is_array( $googlesitekit_sites ) ) {
	fwrite( STDERR, "stdin holds no list of sites.\n" );
	exit( 1 );
}
$googlesitekit_network = get_network();
// Creating the network gave the main site's permalinks a /blog prefix; the demo paths have none.
update_option( 'permalink_structure', '/%postname%/' );
delete_option( 'rewrite_rules' );
foreach ( $googlesitekit_sites as $googlesitekit_site_spec ) {
	$googlesitekit_blog_id = wpmu_create_blog(
		$googlesitekit_network->domain,
		$googlesitekit_site_spec['path'],
		$googlesitekit_site_spec['content']['siteName'],
		1,
		array( 'public' => 1 ),
		$googlesitekit_network->id
	);
	if ( is_wp_error( $googlesitekit_blog_id ) ) {
		fwrite( STDERR, $googlesitekit_site_spec['path'] . ': ' . $googlesitekit_blog_id->get_error_message() . "\n" );
		exit( 1 );
	}
	$googlesitekit_admin_id = wpmu_create_user( $googlesitekit_site_spec['admin'], 'password', $googlesitekit_site_spec['admin'] . '@example.org' );
	if ( ! $googlesitekit_admin_id ) {
		fwrite( STDERR, 'Could not create the user ' . $googlesitekit_site_spec['admin'] . "\n" );
		exit( 1 );
	}
	add_user_to_blog( $googlesitekit_blog_id, $googlesitekit_admin_id, 'administrator' );
	// wpmu_create_user() gives the user no role on the main site; the network's own users stay there.
	switch_to_blog( $googlesitekit_blog_id );
	update_option( 'permalink_structure', '/%postname%/' );
	update_option( 'show_avatars', 0 );
	foreach ( array( 'editor', 'author', 'subscriber' ) as $googlesitekit_role ) {
		$googlesitekit_user = get_user_by( 'login', $googlesitekit_role );
		if ( $googlesitekit_user ) {
			add_user_to_blog( $googlesitekit_blog_id, $googlesitekit_user->ID, $googlesitekit_role );
		}
	}
	$googlesitekit_seeded = googlesitekit_local_seed_demo_content( $googlesitekit_site_spec['content'] );
	// $wp_rewrite stays the main site's across switch_to_blog(): the site builds its rules on its first request.
	delete_option( 'rewrite_rules' );
	printf( "Added %s (%s): %d posts, %d pages.\n", esc_url_raw( home_url( '/' ) ), html_entity_decode( (string) get_option( 'blogname' ), ENT_QUOTES ), (int) $googlesitekit_seeded['posts'], (int) $googlesitekit_seeded['pages'] );
	restore_current_blog();
}

$googlesitekit_activation = activate_plugin( 'google-site-kit/googlesitekit.php', '', true );
if ( is_wp_error( $googlesitekit_activation ) ) {
	fwrite( STDERR, 'Could not network-activate Site Kit: ' . $googlesitekit_activation->get_error_message() . "\n" );
	exit( 1 );
}
echo 'Site Kit is network-active on ' . count( get_sites( array( 'number' => 0 ) ) ) . " sites.\n";
