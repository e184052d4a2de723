<?php
/**
 * Class Posts_List_Column
 *
 * @package Google\Site_Kit\Core\Admin
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Admin;

use Google\Site_Kit\Context;
use Google\Site_Kit\Core\Assets\Assets;
use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\Posts\Contracts\Post_Figures_Source;
use Google\Site_Kit\Core\Posts\Post_Figures;
use Google\Site_Kit\Core\User\User_Date_Range;
use WP_Post;

/**
 * The "Site Kit" column of the Posts, Pages and public custom post types' lists: the figure each module gives per
 * post (Post_Figures, e.g. views and Search clicks), a line each, for each listed post over the user's date range.
 *
 * The page itself never asks Google for anything: each cell is a placeholder of the final size, and the posts-list
 * script fills every visible cell from one post-stats request once the list is shown. WordPress's Screen Options
 * hides the column like any other (the column is added through the list table's columns filter).
 */
final class Posts_List_Column implements Registerable {

	/** The column's key (the Screen Options checkbox is `googlesitekit_stats-hide`). */
	public const COLUMN = 'googlesitekit_stats';

	/** The script entry and the stylesheet's name. */
	private const ENTRY = 'posts-list';

	/**
	 * Whether the current user gets the column (computed once per request).
	 */
	private ?bool $active = null;

	/**
	 * The modules' figures per post.
	 */
	private readonly Post_Figures $figures;

	/**
	 * Constructor.
	 *
	 * @param Context $context Plugin context.
	 * @param Assets  $assets  Script registry.
	 * @param Modules $modules Module registry.
	 */
	public function __construct(
		private readonly Context $context,
		private readonly Assets $assets,
		Modules $modules
	) {
		$this->figures = new Post_Figures( $modules );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		// The list screen, and Quick Edit's save, which renders the edited row again through admin-ajax.
		add_action( 'load-edit.php', array( $this, 'add_columns' ) );
		add_action( 'wp_ajax_inline-save', array( $this, 'add_columns' ), 0 );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * The post types whose lists get the column: posts, pages and every public post type with an admin list.
	 *
	 * @return string[]
	 */
	public static function post_types(): array {
		$types = get_post_types(
			array(
				'public'  => true,
				'show_ui' => true,
			)
		);
		return array_values( array_diff( $types, array( 'attachment' ) ) );
	}

	/**
	 * Whether the current user gets the column: they may view the dashboard and read some module's figure per post
	 * (connected; for view-only users, shared with them).
	 */
	public function is_active(): bool {
		if ( null === $this->active ) {
			$this->active = current_user_can( Permissions::VIEW_DASHBOARD ) && array() !== $this->readable_services();
		}
		return $this->active;
	}

	/**
	 * The modules whose figures the current user may read here.
	 *
	 * @return string[] Module slugs.
	 */
	public function readable_services(): array {
		return array_keys( $this->figures->readable() );
	}

	/**
	 * Adds the column to the lists of the post types it belongs to.
	 */
	public function add_columns(): void {
		if ( ! $this->is_active() ) {
			return;
		}
		foreach ( self::post_types() as $type ) {
			add_filter( "manage_{$type}_posts_columns", array( $this, 'columns' ) );
			add_action( "manage_{$type}_posts_custom_column", array( $this, 'render_cell' ), 10, 2 );
		}
	}

	/**
	 * Adds the column after the title (before the author, categories and date).
	 *
	 * @param array<string, string> $columns Column key => header HTML.
	 * @return array<string, string>
	 */
	public function columns( $columns ): array {
		$columns = (array) $columns;
		$range   = ( new User_Date_Range() )->get( get_current_user_id() );
		// The header names the range once for the whole column; Screen Options lists it as "Site Kit (Last 28 days)".
		$header = sprintf(
			'<span class="googlesitekit-posts-column__title">%1$s</span> <span class="googlesitekit-posts-column__range">(%2$s)</span>',
			esc_html__( 'Site Kit', 'google-site-kit' ),
			esc_html( User_Date_Range::label( $range['dateRange'] ) )
		);
		$out    = array();
		foreach ( $columns as $key => $label ) {
			$out[ $key ] = $label;
			if ( 'title' === $key ) {
				$out[ self::COLUMN ] = $header;
			}
		}
		if ( ! isset( $out[ self::COLUMN ] ) ) {
			$out[ self::COLUMN ] = $header;
		}
		return $out;
	}

	/**
	 * Prints a cell: a placeholder of the final size the script fills, or a dash for a post Google cannot see.
	 *
	 * @param string $column  Column key.
	 * @param int    $post_id Post ID.
	 */
	public function render_cell( $column, $post_id ): void {
		if ( self::COLUMN !== $column ) {
			return;
		}
		$post = get_post( (int) $post_id );
		if ( ! $post instanceof WP_Post ) {
			return;
		}
		if ( 'publish' !== $post->post_status || ! is_post_publicly_viewable( $post ) ) {
			printf(
				'<div class="googlesitekit-post-stats googlesitekit-post-stats--none"><span aria-hidden="true">—</span><span class="screen-reader-text">%s</span></div>',
				esc_html__( 'No figures: Google sees only published, public posts.', 'google-site-kit' )
			);
			return;
		}
		$path    = (string) wp_parse_url( (string) get_permalink( $post ), PHP_URL_PATH );
		$sources = $this->figures->sources();
		$labels  = array_values( array_map( static fn( Post_Figures_Source $source ) => $source->label(), $sources ) );
		/* translators: %s: the figures, e.g. "views and Search clicks". */
		$loading = sprintf( __( 'Loading %s…', 'google-site-kit' ), wp_sprintf( '%l', $labels ) );
		printf( '<div class="googlesitekit-post-stats" data-post-id="%1$d" data-path="%2$s" aria-busy="true">', (int) $post->ID, esc_attr( $path ) );
		// A line per figure, as the script fills it: the row keeps its height.
		foreach ( array_keys( $labels ) as $line ) {
			echo '<span class="googlesitekit-post-stats__line googlesitekit-post-stats__placeholder"></span>';
		}
		printf( '<span class="screen-reader-text">%s</span></div>', esc_html( $loading ) );
	}

	/**
	 * Enqueues the column's script and styles on the lists that have the column.
	 *
	 * @param string $hook_suffix Admin page.
	 */
	public function enqueue( $hook_suffix ): void {
		global $typenow;
		if ( 'edit.php' !== $hook_suffix || ! in_array( (string) $typenow, self::post_types(), true ) || ! $this->is_active() ) {
			return;
		}
		// Only what the script needs: the page's locale and the REST API (not the dashboards' preloaded reads).
		$data = array(
			'pluginVersion' => $this->context->version(),
			'entry'         => self::ENTRY,
			'adminURL'      => admin_url(),
			'locale'        => determine_locale(),
			'restRoot'      => esc_url_raw( rest_url() ),
			'restNonce'     => wp_create_nonce( 'wp_rest' ),
			'postsColumn'   => array(
				'column'   => self::COLUMN,
				'services' => $this->readable_services(),
			),
		);
		// Its own small stylesheet, not the dashboards' set.
		$this->assets->enqueue_entry( self::ENTRY, $data, array( self::ENTRY ) );
	}
}
