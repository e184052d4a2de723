<?php
/**
 * Class Modules_Command
 *
 * @package Google\Site_Kit\Core\CLI
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\CLI;

use Google\Site_Kit\Core\Modules\Modules;
use WP_CLI;

/**
 * Lists, activates and deactivates Site Kit modules, with the REST API's rules.
 */
final class Modules_Command {

	/**
	 * Constructor.
	 *
	 * @param Modules $modules Module registry.
	 */
	public function __construct( private readonly Modules $modules ) {}

	/**
	 * Lists the modules.
	 *
	 * ## OPTIONS
	 *
	 * [--format=<format>]
	 * : Output format.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 *   - csv
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp site-kit modules list
	 *
	 * @subcommand list
	 *
	 * @param string[]              $args       Positional arguments.
	 * @param array<string, string> $assoc_args Named arguments.
	 */
	public function list_( array $args, array $assoc_args ): void {
		$rows = array();
		foreach ( $this->modules->all() as $module ) {
			$info   = $this->modules->to_array( $module );
			$rows[] = array(
				'slug'         => $info['slug'],
				'name'         => $info['name'],
				'active'       => $info['active'],
				'connected'    => $info['connected'],
				'force_active' => $info['forceActive'],
				'dependencies' => implode( ',', $info['dependencies'] ),
				'owner'        => $info['owner'] ? $info['owner']['login'] : '',
			);
		}
		$format = (string) ( $assoc_args['format'] ?? 'table' );
		if ( 'json' !== $format ) {
			$rows = array_map( static fn( $row ) => array_map( static fn( $cell ) => is_bool( $cell ) ? ( $cell ? 'yes' : 'no' ) : $cell, $row ), $rows );
		}
		WP_CLI\Utils\format_items( $format, $rows, array( 'slug', 'name', 'active', 'connected', 'force_active', 'dependencies', 'owner' ) );
	}

	/**
	 * Activates a module (its dependencies must be active).
	 *
	 * ## OPTIONS
	 *
	 * <slug>
	 * : Module slug.
	 *
	 * ## EXAMPLES
	 *
	 *     wp site-kit modules activate adsense
	 *
	 * @param string[] $args Positional arguments.
	 */
	public function activate( array $args ): void {
		$slug   = (string) $args[0];
		$result = $this->modules->activate( $slug );
		if ( is_wp_error( $result ) ) {
			WP_CLI::error( $result->get_error_message() );
		}
		/* translators: %s: module name */
		WP_CLI::success( sprintf( __( '%s is active. Finish its setup in the dashboard if it needs it.', 'google-site-kit' ), $this->modules->get( $slug )?->identity()->name() ?? $slug ) );
	}

	/**
	 * Deactivates a module and the modules that depend on it. Modules that are always on cannot be deactivated.
	 *
	 * ## OPTIONS
	 *
	 * <slug>
	 * : Module slug.
	 *
	 * ## EXAMPLES
	 *
	 *     wp site-kit modules deactivate adsense
	 *
	 * @param string[] $args Positional arguments.
	 */
	public function deactivate( array $args ): void {
		$slug       = (string) $args[0];
		$dependants = array_values( array_filter( $this->modules->dependants( $slug ), array( $this->modules, 'is_active' ) ) );
		$result     = $this->modules->deactivate( $slug );
		if ( is_wp_error( $result ) ) {
			WP_CLI::error( $result->get_error_message() );
		}
		if ( $dependants ) {
			/* translators: %s: module slugs */
			WP_CLI::log( sprintf( __( 'Also deactivated (they depend on it): %s', 'google-site-kit' ), implode( ', ', $dependants ) ) );
		}
		/* translators: %s: module name */
		WP_CLI::success( sprintf( __( '%s is deactivated.', 'google-site-kit' ), $this->modules->get( $slug )?->identity()->name() ?? $slug ) );
	}
}
