<?php
/**
 * Class Network_Menu_Placeholder
 *
 * @package Google\Site_Kit\Core\Network
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Network;

use Google\Site_Kit\Core\Contracts\Registerable;

/**
 * The network admin's top-level "Site Kit" menu (googlesitekit-network) for as long as nothing else registers it:
 * the Settings page needs a parent. When the network overview registers the page first (priority 10), this adds
 * nothing. Drop it once the overview has landed.
 */
final class Network_Menu_Placeholder implements Registerable {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'network_admin_menu', array( $this, 'add_page' ), 15 );
	}

	/**
	 * Adds the top-level page unless it is there already.
	 */
	public function add_page(): void {
		global $admin_page_hooks;
		if ( isset( $admin_page_hooks[ Network_Settings_Screen::PARENT ] ) ) {
			return;
		}
		add_menu_page(
			__( 'Site Kit', 'google-site-kit' ),
			__( 'Site Kit', 'google-site-kit' ),
			'manage_network_options',
			Network_Settings_Screen::PARENT,
			array( $this, 'render' ),
			'dashicons-chart-area'
		);
	}

	/**
	 * Prints the placeholder page: where the network's settings are.
	 */
	public function render(): void {
		echo '<div class="wrap"><h1>' . esc_html__( 'Site Kit', 'google-site-kit' ) . '</h1><p><a href="' . esc_url( Network_Settings_Form::screen_url() ) . '">' . esc_html__( 'Network settings', 'google-site-kit' ) . '</a></p></div>';
	}
}
