<?php
/**
 * Class Block_Editor
 *
 * @package Google\Site_Kit\Core\Admin
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Admin;

use Google\Site_Kit\Context;
use Google\Site_Kit\Core\Assets\Assets;
use Google\Site_Kit\Core\Authentication\Connection;
use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\Posts\Post_Figures;

/**
 * The "Site Kit" panel of the block editor's document settings: a published post's figures and index status.
 *
 * Its script is added only for users who may view the dashboard, editing a post of a public post type, once the
 * site is connected. The page carries no report: the panel asks for its figures when it is first opened.
 */
final class Block_Editor implements Registerable {

	/**
	 * Constructor.
	 *
	 * @param Context    $context    Plugin context.
	 * @param Assets     $assets     Script registry.
	 * @param Connection $connection Connection state.
	 * @param Modules    $modules    Module registry.
	 */
	public function __construct(
		private readonly Context $context,
		private readonly Assets $assets,
		private readonly Connection $connection,
		private readonly Modules $modules
	) {}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue' ) );
	}

	/**
	 * The post being edited in the block editor, when the panel belongs there.
	 */
	public function current_post(): ?\WP_Post {
		if ( ! is_admin() || ! function_exists( 'get_current_screen' ) ) {
			return null;
		}
		$screen = get_current_screen();
		// The post editor only: not the site editor, the widgets screen or the navigation editor.
		if ( ! $screen || 'post' !== $screen->base || ! $screen->is_block_editor() ) {
			return null;
		}
		$post = get_post();
		if ( ! $post instanceof \WP_Post || ! is_post_type_viewable( $post->post_type ) ) {
			return null;
		}
		$type = get_post_type_object( $post->post_type );
		if ( ! $type || ! $type->public ) {
			return null;
		}
		return $post;
	}

	/**
	 * Whether the panel is added for this request.
	 */
	public function is_active(): bool {
		return current_user_can( Permissions::VIEW_DASHBOARD )
			&& $this->connection->is_connected()
			&& null !== $this->current_post();
	}

	/**
	 * Enqueues the panel's entry in the post editor.
	 */
	public function enqueue(): void {
		if ( ! $this->is_active() ) {
			return;
		}
		// The panel's parts the modules fill (Post_Figures), each with whether this user may read it.
		$services = ( new Post_Figures( $this->modules ) )->editor_parts();
		$this->assets->enqueue_entry(
			'block-editor',
			$this->assets->boot_data(
				'block-editor',
				array(
					'viewContext'    => current_user_can( Permissions::AUTHENTICATE ) ? 'blockEditor' : 'blockEditorViewOnly',
					'pages'          => array( 'dashboard' => $this->context->admin_url( 'dashboard' ) ),
					'editorServices' => $services,
				)
			),
			// The panel's own styles, the figures' and the index status': not the settings or personalisation screens'.
			array( 'admin', 'widgets', 'index-status' )
		);
	}
}
