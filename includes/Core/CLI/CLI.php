<?php
/**
 * Class CLI
 *
 * @package Google\Site_Kit\Core\CLI
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\CLI;

use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Plugin;
use WP_CLI;

/**
 * Registers the `wp site-kit` commands. Only built when WP-CLI runs (see Plugin::registerables()).
 */
final class CLI implements Registerable {

	/**
	 * Constructor.
	 *
	 * @param Plugin $plugin The plugin's services.
	 */
	public function __construct( private readonly Plugin $plugin ) {}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		if ( ! class_exists( WP_CLI::class ) ) {
			return;
		}
		$plugin = $this->plugin;
		WP_CLI::add_command( 'site-kit', new Site_Kit_Command( $plugin ) );
		WP_CLI::add_command( 'site-kit modules', new Modules_Command( $plugin->modules() ) );
		WP_CLI::add_command( 'site-kit cache', new Cache_Command( $plugin->datapoint_runner(), $plugin->modules(), $plugin->authentication(), $plugin->report_cache(), $plugin->report_warmer() ) );
	}
}
