<?php
/**
 * Class Context
 *
 * @package Google\Site_Kit
 */

declare( strict_types=1 );

namespace Google\Site_Kit;

/**
 * Where the plugin lives and how to address it: paths, URLs, version, admin page URLs.
 */
final class Context {

	/**
	 * Prefix of every admin page slug of the plugin.
	 */
	public const PAGE_PREFIX = 'googlesitekit-';

	/**
	 * Constructor.
	 *
	 * @param string $main_file Absolute path of googlesitekit.php.
	 * @param string $version   Plugin version.
	 */
	public function __construct(
		private readonly string $main_file,
		private readonly string $version
	) {}

	/**
	 * Absolute path of the main plugin file.
	 */
	public function main_file(): string {
		return $this->main_file;
	}

	/**
	 * Plugin version.
	 */
	public function version(): string {
		return $this->version;
	}

	/**
	 * Absolute path of a file inside the plugin.
	 *
	 * @param string $relative Path relative to the plugin folder.
	 */
	public function path( string $relative = '' ): string {
		return dirname( $this->main_file ) . '/' . ltrim( $relative, '/' );
	}

	/**
	 * Public URL of a file inside the plugin.
	 *
	 * @param string $relative Path relative to the plugin folder.
	 * @return non-empty-string
	 */
	public function url( string $relative = '' ): string {
		/** @var non-empty-string $url plugins_url() starts with the site's URL. */
		$url = plugins_url( ltrim( $relative, '/' ), $this->main_file );
		return $url;
	}

	/**
	 * URL of one of the plugin's admin pages.
	 *
	 * @param string               $page  Page name without prefix, e.g. "dashboard".
	 * @param array<string, mixed> $query Extra query arguments.
	 */
	public function admin_url( string $page, array $query = array() ): string {
		$query = array_merge( array( 'page' => self::PAGE_PREFIX . $page ), $query );
		return add_query_arg( $query, admin_url( 'admin.php' ) );
	}
}
