<?php
/**
 * Runs when the plugin is deleted from WordPress: removes everything Site Kit kept, on the site or, on a network,
 * on every site of it and for the network itself (Google\Site_Kit\Core\Network\Uninstaller).
 *
 * Kept parseable by any PHP, like googlesitekit.php: on a PHP the plugin does not run on, nothing of it was written.
 *
 * @package Google\Site_Kit
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

if ( version_compare( (string) phpversion(), '8.1', '<' ) || ! is_readable( __DIR__ . '/vendor/autoload.php' ) ) {
	return;
}

require_once __DIR__ . '/vendor/autoload.php';

call_user_func(
	function () {
		$plugin      = new Google\Site_Kit\Plugin( new Google\Site_Kit\Context( __DIR__ . '/googlesitekit.php', '' ) );
		$uninstaller = new Google\Site_Kit\Core\Network\Uninstaller( $plugin );
		$uninstaller->run();
	}
);
