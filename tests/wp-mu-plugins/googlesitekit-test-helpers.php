<?php
/**
 * Plugin Name: Site Kit test helpers
 * Description: Only in the test site. Lets tests force states the later connection work decides for real.
 *
 * @package Google\Site_Kit
 */

// The version gate test loads WordPress as if it were an older release.
if ( getenv( 'GOOGLESITEKIT_TEST_FAKE_WP_VERSION' ) ) {
	$GLOBALS['wp_version'] = (string) getenv( 'GOOGLESITEKIT_TEST_FAKE_WP_VERSION' ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Test-only.
}

// Tests set this option to see the dashboard as a connected site would.
add_filter(
	'googlesitekit_is_connected',
	static function ( $connected ) {
		return get_option( 'googlesitekit_test_force_connected' ) ? true : $connected;
	}
);
