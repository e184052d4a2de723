<?php
/**
 * Class Screens
 *
 * @package Google\Site_Kit\Core\Admin
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Admin;

use Google\Site_Kit\Context;
use Google\Site_Kit\Core\Assets\Assets;
use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Core\Authentication\Connection;
use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Core\Modules\Sharing;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\Util\Feature_Flags;

/**
 * The plugin's admin pages: the "Site Kit" menu, the hidden pages, what each
 * page mounts and the dashboard's redirect to the splash screen.
 */
final class Screens implements Registerable {

	/**
	 * Screens by slug.
	 *
	 * @var array<string, Screen>
	 */
	private array $screens = array();

	/**
	 * Hook suffixes WordPress gave the registered pages, by slug.
	 *
	 * @var array<string, string>
	 */
	private array $hooks = array();

	/**
	 * What the current request asks of a screen (entity dashboard, module setup).
	 */
	private readonly Screen_Request $request;

	/**
	 * Constructor.
	 *
	 * @param Context       $context    Plugin context.
	 * @param Assets        $assets     Script registry.
	 * @param Connection    $connection Connection state.
	 * @param Feature_Flags  $features       Feature flags.
	 * @param Authentication $authentication Sign-in state of the current user.
	 */
	public function __construct(
		private readonly Context $context,
		private readonly Assets $assets,
		private readonly Connection $connection,
		private readonly Feature_Flags $features,
		private readonly Authentication $authentication
	) {
		$this->request = new Screen_Request();
	}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_pages' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue_assets' ) );
		add_filter( 'admin_title', array( $this, 'admin_title' ), 10, 2 );
		add_filter( 'parent_file', array( $this, 'parent_file' ) );
	}

	/**
	 * The plugin's screens, by slug.
	 *
	 * @return array<string, Screen>
	 */
	public function screens(): array {
		if ( ! $this->screens ) {
			$list = array(
				new Screen( 'googlesitekit-dashboard', __( 'Site Kit Dashboard', 'google-site-kit' ), __( 'Dashboard', 'google-site-kit' ), Permissions::VIEW_DASHBOARD, 'main-dashboard', 'js-googlesitekit-main-dashboard' ),
				new Screen( 'googlesitekit-settings', __( 'Site Kit Settings', 'google-site-kit' ), __( 'Settings', 'google-site-kit' ), Permissions::MANAGE_OPTIONS, 'settings', 'googlesitekit-settings-wrapper' ),
				new Screen( 'googlesitekit-splash', __( 'Set up Site Kit', 'google-site-kit' ), '', Permissions::SETUP, 'splash', 'js-googlesitekit-splash' ),
				new Screen( 'googlesitekit-user-input', __( 'Personalize Site Kit', 'google-site-kit' ), '', Permissions::AUTHENTICATE, 'user-input', 'js-googlesitekit-user-input' ),
			);
			foreach ( $list as $screen ) {
				$this->screens[ $screen->slug ] = $screen;
			}
		}
		return $this->screens;
	}

	/**
	 * Registers the "Site Kit" menu and the hidden pages for the current user.
	 */
	public function add_pages(): void {
		$screens   = $this->screens();
		$dashboard = $screens['googlesitekit-dashboard'];
		$renderer  = array( $this, 'render' );

		add_menu_page( __( 'Site Kit', 'google-site-kit' ), __( 'Site Kit', 'google-site-kit' ), $dashboard->capability, $dashboard->slug, $renderer, $this->menu_icon(), 3 );

		foreach ( $screens as $screen ) {
			// A hidden page has an empty parent: reachable by URL, absent from the menu.
			$parent = $screen->in_menu() ? $dashboard->slug : '';
			$hook   = add_submenu_page( $parent, $screen->title, $screen->in_menu() ? $screen->menu_title : $screen->title, $screen->capability, $screen->slug, $renderer );
			if ( is_string( $hook ) && '' !== $hook ) {
				$this->hooks[ $screen->slug ] = $hook;
				add_action( 'load-' . $hook, array( $this, 'on_load' ) );
			}
		}
		$this->unlist_hidden_pages();
	}

	/**
	 * Takes the hidden pages out of WordPress's list of submenu items without a parent.
	 *
	 * WordPress finds the parent of a page from that list after the parent_file filter
	 * ran, so a hidden page would get '' and the "Site Kit" menu would not stay open.
	 * The pages stay registered (reachable, with their capability check).
	 */
	private function unlist_hidden_pages(): void {
		global $submenu;
		if ( ! isset( $submenu[''] ) || ! is_array( $submenu[''] ) ) {
			return;
		}
		$hidden = array();
		foreach ( $this->screens() as $screen ) {
			if ( ! $screen->in_menu() ) {
				$hidden[] = $screen->slug;
			}
		}
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Only our own entries are removed.
		$submenu[''] = array_values( array_filter( $submenu[''], static fn( $item ) => ! in_array( $item[2] ?? '', $hidden, true ) ) );
		if ( ! $submenu[''] ) {
			unset( $submenu[''] );
		}
	}

	/**
	 * The screen whose page is being loaded, if any.
	 */
	public function current_screen(): ?Screen {
		$page = isset( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only routes to a page.
		return $this->screens()[ $page ] ?? null;
	}

	/**
	 * Runs before a page of the plugin renders: sends a not-yet-connected admin from the dashboard to the splash screen.
	 */
	public function on_load(): void {
		global $title;
		$screen = $this->current_screen();
		// Hidden pages get no title from the menu; admin-header.php needs one.
		if ( null !== $screen && empty( $title ) ) {
			$title = $screen->title; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WordPress reads the page title from this global.
		}
		$target = $this->redirect_url( $screen );
		if ( null !== $target ) {
			wp_safe_redirect( $target );
			exit;
		}
	}

	/**
	 * Where a request for a screen must be sent instead, or null to show it.
	 *
	 * @param Screen|null $screen Screen being opened.
	 */
	public function redirect_url( ?Screen $screen ): ?string {
		if ( null === $screen || 'googlesitekit-dashboard' !== $screen->slug ) {
			return null;
		}
		if ( ! current_user_can( Permissions::SETUP ) ) {
			return null;
		}
		// An admin sees the dashboard with their own Google account: not signed in yet → the splash screen. An admin
		// whose token Google refused stays on the dashboard (last data, and the banner asking to sign in again).
		$user_id = get_current_user_id();
		if ( $this->connection->is_connected() && ( $this->authentication->is_authenticated( $user_id ) || $this->authentication->is_refused( $user_id ) ) ) {
			return null;
		}
		return $this->context->admin_url( 'splash' );
	}

	/**
	 * Prints the page's root element; the entry's React app mounts inside.
	 */
	public function render(): void {
		$screen = $this->current_screen();
		if ( null === $screen ) {
			return;
		}
		$entry   = $this->request->entry_for( $screen );
		$root_id = 'entity-dashboard' === $entry ? 'js-googlesitekit-entity-dashboard' : $screen->root_id;
		Screen_Root::render( $this->assets, $entry, $root_id, $screen->title, false );
	}

	/**
	 * Enqueues only the entry of the page being shown.
	 *
	 * @param string $hook_suffix Hook suffix of the admin page.
	 */
	public function enqueue_assets( $hook_suffix ): void {
		$slug = array_search( $hook_suffix, $this->hooks, true );
		if ( false === $slug ) {
			return;
		}
		$screen = $this->screens()[ $slug ];
		$this->assets->enqueue_entry( $this->request->entry_for( $screen ), $this->base_data( $screen ) );
	}

	/**
	 * Gives the hidden pages a document title (WordPress takes it from the menu, which they are not in).
	 *
	 * @param string $admin_title Full title.
	 * @param string $title       Page title, empty for hidden pages.
	 */
	public function admin_title( $admin_title, $title ): string {
		$screen = $this->current_screen();
		if ( null === $screen || '' !== (string) $title ) {
			return (string) $admin_title;
		}
		/* translators: 1: page title, 2: site name */
		return sprintf( __( '%1$s ‹ %2$s — WordPress', 'google-site-kit' ), $screen->title, get_bloginfo( 'name' ) );
	}

	/**
	 * Keeps the "Site Kit" menu open on the hidden pages too.
	 *
	 * @param string $parent_file Parent menu slug WordPress highlights.
	 */
	public function parent_file( $parent_file ): string {
		$screen = $this->current_screen();
		return null !== $screen && ! $screen->in_menu() ? 'googlesitekit-dashboard' : (string) $parent_file;
	}

	/**
	 * What the page's script reads at boot. Nothing secret goes here: it is printed into the page.
	 *
	 * @param Screen $screen Screen being shown.
	 * @return array<string, mixed>
	 */
	public function base_data( Screen $screen ): array {
		$pages = array();
		foreach ( $this->screens() as $slug => $item ) {
			$pages[ substr( $slug, strlen( Context::PAGE_PREFIX ) ) ] = $this->context->admin_url( substr( $slug, strlen( Context::PAGE_PREFIX ) ) );
		}
		return $this->assets->boot_data(
			$this->request->entry_for( $screen ),
			array(
				'screen'             => $screen->slug,
				'assetsURL'          => $this->context->url( 'assets/' ),
				'pages'              => $pages,
				'features'           => $this->features->all(),
				'isConnected'        => $this->connection->is_connected(),
				'permaLink'          => $this->request->permalink(),
				'currentEntityTitle' => $this->request->entity_title(),
				'permaLinkOnSite'    => $this->request->permalink_on_site(),
				'viewContext'        => $this->request->view_context( $screen ),
				'moduleSetupSlug'    => $this->request->module_setup_slug( $screen ),
				'shareableRoles'     => $this->features->enabled( 'dashboardSharing' ) && current_user_can( Permissions::MANAGE_MODULE_SHARING_OPTIONS ) ? Sharing::role_choices() : array(),
			),
			$screen
		);
	}

	/**
	 * The spec's view context of a screen for the current request (see Screen_Request).
	 *
	 * @param Screen $screen Screen.
	 */
	public function view_context( Screen $screen ): string {
		return $this->request->view_context( $screen );
	}

	/**
	 * The menu icon as a data URI.
	 */
	private function menu_icon(): string {
		$svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><path fill="black" d="M10 2a8 8 0 1 0 7.75 10H10V9h8a8 8 0 0 0-8-7zm0 3a5 5 0 0 1 4 2H10z"/></svg>';
		return 'data:image/svg+xml;base64,' . base64_encode( $svg ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- WordPress menu icons are data URIs.
	}
}
