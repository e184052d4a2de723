<?php
/**
 * Class Admin_Bar
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
use Google\Site_Kit\Core\REST\Site_Controller;

/**
 * The "Site Kit" item of the admin bar on front-end pages: opens the current page's stats.
 * Its script is added only where the item shows; it calls Google only when opened.
 */
final class Admin_Bar implements Registerable {

	private const ROOT_ID = 'js-googlesitekit-adminbar';

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
		add_action( 'admin_bar_menu', array( $this, 'add_node' ), 99 );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Whether the item shows for this request.
	 */
	public function is_active(): bool {
		return ! is_admin()
			&& is_admin_bar_showing()
			&& Site_Controller::show_admin_bar()
			&& current_user_can( Permissions::VIEW_DASHBOARD )
			&& $this->connection->is_connected()
			&& '' !== $this->current_url();
	}

	/**
	 * Adds the item; the script renders its panel.
	 *
	 * @param \WP_Admin_Bar $admin_bar Admin bar.
	 */
	public function add_node( $admin_bar ): void {
		if ( ! $this->is_active() ) {
			return;
		}
		$admin_bar->add_node(
			array(
				'id'    => 'google-site-kit',
				'title' => '<span class="googlesitekit-adminbar-label">' . esc_html__( 'Site Kit', 'google-site-kit' ) . '</span>',
				'href'  => $this->context->admin_url( 'dashboard', array( 'permaLink' => $this->current_url() ) ),
				'meta'  => array(
					'class' => 'googlesitekit-adminbar-node',
					'html'  => '<div id="' . esc_attr( self::ROOT_ID ) . '" class="googlesitekit-plugin googlesitekit-adminbar-root"></div>',
				),
			)
		);
	}

	/**
	 * Enqueues the admin bar entry on pages where the item shows.
	 */
	public function enqueue(): void {
		if ( ! $this->is_active() ) {
			return;
		}
		$this->assets->enqueue_entry(
			'adminbar',
			$this->assets->boot_data(
				'adminbar',
				array(
					'viewContext' => 'adminBar',
					'permaLink'   => $this->current_url(),
					'pages'       => array( 'dashboard' => $this->context->admin_url( 'dashboard' ) ),
				)
			)
		);
	}

	/**
	 * The URL of the front-end page being viewed, when it is one Google can report on.
	 */
	private function current_url(): string {
		if ( is_404() || is_search() || is_preview() ) {
			return '';
		}
		if ( is_singular() ) {
			return (string) get_permalink();
		}
		if ( is_front_page() || is_home() ) {
			return home_url( '/' );
		}
		return '';
	}
}
