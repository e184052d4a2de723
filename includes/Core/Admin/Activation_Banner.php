<?php
/**
 * Class Activation_Banner
 *
 * @package Google\Site_Kit\Core\Admin
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Admin;

use Google\Site_Kit\Context;
use Google\Site_Kit\Core\Assets\Assets;
use Google\Site_Kit\Core\Authentication\Connection;
use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Core\Permissions\Permissions;

/**
 * After the plugin is activated, a banner on the Dashboard and Plugins screens
 * leads the admin to the splash screen (the activation view context), until
 * the site is connected. Activated for a whole network, the banner shows on
 * every site of it (one network flag, so sites created later show it too) to
 * that site's admins, until that site is connected.
 */
final class Activation_Banner implements Registerable {

	public const OPTION = 'googlesitekit_activation_banner';

	private const SCREENS = array( 'dashboard', 'plugins' );

	/**
	 * Constructor.
	 *
	 * @param Context    $context    Plugin context.
	 * @param Assets     $assets     Script registry.
	 * @param Connection $connection Connection state.
	 */
	public function __construct(
		private readonly Context $context,
		private readonly Assets $assets,
		private readonly Connection $connection
	) {}

	/**
	 * Called from the activation hook: the next admin screen shows the banner (of this site, or of every site when
	 * the plugin was activated for the network).
	 *
	 * @param bool $network_wide Whether the plugin was activated for the whole network.
	 */
	public static function on_plugin_activation( bool $network_wide = false ): void {
		if ( $network_wide && is_multisite() ) {
			update_site_option( self::OPTION, 1 );
			return;
		}
		update_option( self::OPTION, 1, false );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	/**
	 * Whether the banner shows on the current screen for the current user.
	 */
	public function should_show(): bool {
		$network = is_multisite() && get_site_option( self::OPTION );
		if ( ! ( get_option( self::OPTION ) || $network ) || ! current_user_can( Permissions::SETUP ) ) {
			return false;
		}
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( null === $screen || ! in_array( $screen->id, self::SCREENS, true ) ) {
			return false;
		}
		if ( $this->connection->is_connected() ) {
			// The network's flag stays for the sites not connected yet.
			delete_option( self::OPTION );
			return false;
		}
		return true;
	}

	/**
	 * Enqueues the activation entry where the banner shows.
	 */
	public function enqueue(): void {
		if ( ! $this->should_show() ) {
			return;
		}
		$this->assets->enqueue_entry(
			'activation',
			$this->assets->boot_data(
				'activation',
				array(
					'pages' => array(
						'splash'    => $this->context->admin_url( 'splash' ),
						'dashboard' => $this->context->admin_url( 'dashboard' ),
					),
				)
			)
		);
	}

	/**
	 * Prints the banner's root; the entry renders the banner in it.
	 */
	public function render(): void {
		if ( ! $this->should_show() ) {
			return;
		}
		printf(
			'<div id="js-googlesitekit-activation" class="googlesitekit-plugin googlesitekit-activation-root"><div class="notice notice-success"><p><a href="%1$s">%2$s</a></p></div></div>',
			esc_url( $this->context->admin_url( 'splash' ) ),
			esc_html__( 'Site Kit is active. Start setup', 'google-site-kit' )
		);
	}
}
