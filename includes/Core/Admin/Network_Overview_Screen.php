<?php
/**
 * Class Network_Overview_Screen
 *
 * @package Google\Site_Kit\Core\Admin
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Admin;

use Google\Site_Kit\Core\Assets\Assets;
use Google\Site_Kit\Core\Contracts\Registerable;

/**
 * The network admin's "Site Kit" page (Network Admin → Site Kit, slug googlesitekit-network): the overview of every
 * site of the network, mounted by the network-overview entry. Only for super admins (manage_network_options); other
 * Site Kit network pages (Settings) hang below it.
 */
final class Network_Overview_Screen implements Registerable {

	public const SLUG  = 'googlesitekit-network';
	public const ENTRY = 'network-overview';

	/**
	 * Hook suffix WordPress gave the page.
	 */
	private string $hook = '';

	/**
	 * Constructor.
	 *
	 * @param Assets $assets Script registry.
	 */
	public function __construct( private readonly Assets $assets ) {}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		if ( ! is_multisite() ) {
			return;
		}
		add_action( 'network_admin_menu', array( $this, 'add_page' ), 10 );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue_assets' ) );
	}

	/**
	 * Adds the top-level "Site Kit" page, its first item named "Overview".
	 */
	public function add_page(): void {
		$title    = __( 'Site Kit network overview', 'google-site-kit' );
		$renderer = array( $this, 'render' );
		$hook     = add_menu_page( $title, __( 'Site Kit', 'google-site-kit' ), 'manage_network_options', self::SLUG, $renderer, 'dashicons-chart-area', 3 );
		add_submenu_page( self::SLUG, $title, __( 'Overview', 'google-site-kit' ), 'manage_network_options', self::SLUG, $renderer );
		$this->hook = (string) $hook;
	}

	/**
	 * Prints the root element the entry mounts in.
	 */
	public function render(): void {
		Screen_Root::render( $this->assets, self::ENTRY, 'js-googlesitekit-network-overview', __( 'Site Kit network overview', 'google-site-kit' ), true );
	}

	/**
	 * Enqueues the entry on the page only.
	 *
	 * @param string $hook_suffix Hook suffix of the admin page.
	 */
	public function enqueue_assets( $hook_suffix ): void {
		if ( '' === $this->hook || $hook_suffix !== $this->hook ) {
			return;
		}
		$this->assets->enqueue_entry(
			self::ENTRY,
			$this->assets->boot_data(
				self::ENTRY,
				array(
					'screen'      => self::SLUG,
					'networkName' => wp_specialchars_decode( (string) get_network()?->site_name, ENT_QUOTES ),
				)
			)
		);
	}
}
