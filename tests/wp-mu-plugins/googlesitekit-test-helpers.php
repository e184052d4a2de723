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

// Tests list feature flag names in this option to switch those flags off.
add_filter(
	'googlesitekit_is_feature_enabled',
	static function ( $enabled, $feature ) {
		$disabled = get_option( 'googlesitekit_test_disabled_features', array() );
		return is_array( $disabled ) && in_array( $feature, $disabled, true ) ? false : $enabled;
	},
	10,
	2
);

// Tests set this option to make module activation break on the server the way a faulty site would: storing the new
// list of active modules throws, so the activation request ends in a critical error (HTTP 500, internal_server_error)
// and nothing is stored.
add_filter(
	'pre_update_option_googlesitekit_active_modules',
	static function ( $value, $old_value ) {
		if ( get_option( 'googlesitekit_test_fail_module_activation' ) && array_diff( (array) $value, (array) $old_value ) ) {
			throw new RuntimeException( 'Test site: module activation is set to fail.' );
		}
		return $value;
	},
	10,
	2
);

// Tests set this option to shorten the time a call to Google may take, so that a slow emulator answer times out.
add_filter(
	'googlesitekit_provider_timeout',
	static function ( $timeout ) {
		$seconds = (int) get_option( 'googlesitekit_test_provider_timeout', 0 );
		return $seconds > 0 ? $seconds : $timeout;
	}
);

// Records Site Kit's strings translated before init: WordPress 6.7+ warns that translation loading was triggered too
// early (the version gate's probe reports them).
add_filter(
	'gettext_google-site-kit',
	static function ( $translation ) {
		if ( ! did_action( 'init' ) ) {
			$GLOBALS['googlesitekit_test_early_translations'][] = $translation;
		}
		return $translation;
	}
);

// The notice guard's own tests set this option: every admin page (not admin-ajax.php) then raises a deprecation from the plugin's folder
// (tests/php/fixtures/deliberate-notices.php), which the guard must catch.
add_action(
	'admin_init',
	static function () {
		if ( get_option( 'googlesitekit_test_raise_notices' ) && ! wp_doing_ajax() ) {
			include WP_PLUGIN_DIR . '/google-site-kit/tests/php/fixtures/deliberate-notices.php';
		}
	}
);
