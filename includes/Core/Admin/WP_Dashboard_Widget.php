<?php
/**
 * Class WP_Dashboard_Widget
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
 * The Site Kit summary widget on the WordPress dashboard (wpDashboard view context).
 */
final class WP_Dashboard_Widget implements Registerable {

	public const WIDGET_ID = 'googlesitekit_dashboard_widget';

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
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'wp_dashboard_setup', array( $this, 'add_widget' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Whether the widget shows for the current user.
	 */
	public function is_active(): bool {
		return current_user_can( Permissions::VIEW_DASHBOARD ) && $this->connection->is_connected();
	}

	/**
	 * Adds the widget.
	 */
	public function add_widget(): void {
		if ( $this->is_active() ) {
			wp_add_dashboard_widget( self::WIDGET_ID, __( 'Site Kit Summary', 'google-site-kit' ), array( $this, 'render' ) );
		}
	}

	/**
	 * Prints the widget's root.
	 */
	public function render(): void {
		printf(
			'<div id="js-googlesitekit-wp-dashboard" class="googlesitekit-plugin"><p class="googlesitekit-loading">%s</p></div>',
			esc_html__( 'Loading…', 'google-site-kit' )
		);
	}

	/**
	 * Enqueues the widget's entry on the WordPress dashboard only.
	 *
	 * @param string $hook_suffix Admin page.
	 */
	public function enqueue( $hook_suffix ): void {
		if ( 'index.php' !== $hook_suffix || ! $this->is_active() ) {
			return;
		}
		$this->assets->enqueue_entry(
			'wp-dashboard',
			$this->assets->boot_data(
				'wp-dashboard',
				array(
					'viewContext' => 'wpDashboard',
					'pages'       => array( 'dashboard' => $this->context->admin_url( 'dashboard' ) ),
				)
			)
		);
	}
}
