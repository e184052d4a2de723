<?php
/**
 * Loads the plugin once the version gate in googlesitekit.php has passed.
 *
 * @package Google\Site_Kit
 */

declare( strict_types=1 );

namespace Google\Site_Kit;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

$googlesitekit_autoload = dirname( __DIR__ ) . '/vendor/autoload.php';
if ( ! is_readable( $googlesitekit_autoload ) ) {
	add_action(
		'admin_notices',
		static function (): void {
			if ( ! current_user_can( 'activate_plugins' ) ) {
				return;
			}
			printf(
				'<div class="notice notice-error"><p>%s</p></div>',
				esc_html__( 'Site Kit is incomplete: its class autoloader is missing. Run “composer dump-autoload” in the plugin folder, or install the plugin from its release zip.', 'google-site-kit' )
			);
		}
	);
	return;
}
require_once $googlesitekit_autoload;

$GLOBALS['googlesitekit_plugin'] = new Plugin( new Context( GOOGLESITEKIT_PLUGIN_MAIN_FILE, GOOGLESITEKIT_VERSION ) );
$GLOBALS['googlesitekit_plugin']->register();
