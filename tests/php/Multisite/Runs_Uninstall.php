<?php
/**
 * Trait Runs_Uninstall
 *
 * @package Google\Site_Kit\Tests\Multisite
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Multisite;

use Google\Site_Kit\Tests\Support\Other_Process;

/**
 * Runs the plugin's uninstall.php the way WordPress does when the plugin is deleted (uninstall_plugin()), in another
 * PHP process, then forgets what this process cached of the tables it emptied.
 */
trait Runs_Uninstall {

	/**
	 * Runs uninstall.php.
	 */
	protected function run_uninstall(): void {
		$file = plugin_basename( GOOGLESITEKIT_PLUGIN_MAIN_FILE );
		$this->assertFileExists( dirname( GOOGLESITEKIT_PLUGIN_MAIN_FILE ) . '/uninstall.php' );
		$result = Other_Process::run(
			sprintf(
				'require_once ABSPATH . "wp-admin/includes/plugin.php";
				uninstall_plugin( %s );
				return defined( "WP_UNINSTALL_PLUGIN" );',
				var_export( $file, true ) // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- PHP code for the other process.
			)
		);
		$this->assertTrue( $result, 'WordPress ran uninstall.php' );
		wp_cache_flush();
	}
}
