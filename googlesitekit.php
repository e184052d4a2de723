<?php
/**
 * Plugin Name:       Site Kit
 * Plugin URI:        https://example.org/site-kit
 * Description:       Connects your site to Google Search Console, Analytics, AdSense, PageSpeed Insights and Site Verification, and shows their statistics in your WordPress admin.
 * Version:           1.99.0
 * Requires at least: 6.5
 * Requires PHP:      8.1
 * Author:            Site Kit contributors
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       google-site-kit
 * Domain Path:       /languages
 *
 * @package Google\Site_Kit
 */

// This file must stay parseable by any PHP a WordPress site may still run (no
// namespaces, closures, short arrays or typed code here), so that a site on a
// too-old PHP gets an admin notice instead of a fatal error.

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'GOOGLESITEKIT_VERSION', '1.99.0' );
define( 'GOOGLESITEKIT_PLUGIN_MAIN_FILE', __FILE__ );
define( 'GOOGLESITEKIT_PHP_MINIMUM', '8.1' );
define( 'GOOGLESITEKIT_WP_MINIMUM', '6.5' );

/**
 * The requirements this site misses, without a word of text: the check runs as the plugin loads, before `init`, when
 * WordPress 6.7+ warns about translating ("translation loading triggered too early").
 *
 * @param string $php_version PHP version to check.
 * @param string $wp_version  WordPress version to check.
 * @return array<string, array{0: string, 1: string}> 'php' and/or 'wp' => [ required, current ].
 */
function googlesitekit_unmet_requirements( $php_version, $wp_version ) {
	$unmet = array();
	if ( version_compare( $php_version, GOOGLESITEKIT_PHP_MINIMUM, '<' ) ) {
		$unmet['php'] = array( GOOGLESITEKIT_PHP_MINIMUM, (string) $php_version );
	}
	// Compare the release number only, so 6.5-RC1 or 6.5-alpha-12345 count as 6.5.
	$wp_release = (string) preg_replace( '/-.*$/', '', (string) $wp_version );
	if ( version_compare( $wp_release, GOOGLESITEKIT_WP_MINIMUM, '<' ) ) {
		$unmet['wp'] = array( GOOGLESITEKIT_WP_MINIMUM, (string) $wp_version );
	}
	return $unmet;
}

/**
 * Lists why this site cannot run the plugin (translated: call it from `init` on).
 *
 * @param string $php_version PHP version to check.
 * @param string $wp_version  WordPress version to check.
 * @return string[] Human-readable reasons; empty when the requirements hold.
 */
function googlesitekit_requirement_errors( $php_version, $wp_version ) {
	$errors = array();
	$unmet  = googlesitekit_unmet_requirements( $php_version, $wp_version );
	if ( isset( $unmet['php'] ) ) {
		$errors[] = sprintf(
			/* translators: 1: required PHP version, 2: current PHP version */
			__( 'Site Kit requires PHP %1$s or higher. This site runs PHP %2$s.', 'google-site-kit' ),
			$unmet['php'][0],
			$unmet['php'][1]
		);
	}
	if ( isset( $unmet['wp'] ) ) {
		$errors[] = sprintf(
			/* translators: 1: required WordPress version, 2: current WordPress version */
			__( 'Site Kit requires WordPress %1$s or higher. This site runs WordPress %2$s.', 'google-site-kit' ),
			$unmet['wp'][0],
			$unmet['wp'][1]
		);
	}
	return $errors;
}

/**
 * Prints the notice that explains why the plugin did not load.
 *
 * @return void
 */
function googlesitekit_requirements_notice() {
	if ( ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	$errors = googlesitekit_requirement_errors( PHP_VERSION, $GLOBALS['wp_version'] );
	if ( empty( $errors ) ) {
		return;
	}
	echo '<div class="notice notice-error googlesitekit-requirements-notice"><p><strong>';
	echo esc_html__( 'Site Kit is not running.', 'google-site-kit' );
	echo '</strong></p>';
	foreach ( $errors as $error ) {
		echo '<p>' . esc_html( $error ) . '</p>';
	}
	echo '</div>';
}

if ( googlesitekit_unmet_requirements( PHP_VERSION, $GLOBALS['wp_version'] ) ) {
	add_action( 'admin_notices', 'googlesitekit_requirements_notice' );
	add_action( 'network_admin_notices', 'googlesitekit_requirements_notice' );
	return;
}

require_once __DIR__ . '/includes/loader.php';

/**
 * Runs when the plugin is activated: the next admin screen shows the setup banner (on every site of the network
 * when activated for the network; each site keeps its own data and connection either way).
 *
 * @param bool $network_wide Whether the plugin was activated for the whole network.
 * @return void
 */
function googlesitekit_on_activation( $network_wide = false ) {
	if ( class_exists( 'Google\\Site_Kit\\Core\\Admin\\Activation_Banner' ) ) {
		call_user_func( array( 'Google\\Site_Kit\\Core\\Admin\\Activation_Banner', 'on_plugin_activation' ), (bool) $network_wide );
	}
}
register_activation_hook( __FILE__, 'googlesitekit_on_activation' );
