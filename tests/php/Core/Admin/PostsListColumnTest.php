<?php
/**
 * Class PostsListColumnTest
 *
 * @package Google\Site_Kit\Tests\Core\Admin
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Admin;

use Google\Site_Kit\Core\Admin\Posts_List_Column;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\TestCase;

/**
 * The posts list's "Site Kit" column: on which lists, for whom, and what the page itself prints (placeholders, no
 * provider call). Its figures and the browser side are in tests/e2e/posts-list.test.ts.
 */
final class PostsListColumnTest extends TestCase {

	/**
	 * Posts the test created.
	 *
	 * @var int[]
	 */
	private array $posts = array();

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$admin = $this->login_as( 'administrator' )->ID;
		$this->set_option( 'googlesitekit_active_modules', array( 'analytics' ) );
		$this->set_option( 'googlesitekit_dashboard_sharing', array() );
		$this->set_option(
			'googlesitekit_analytics_settings',
			array(
				'propertyID'    => '300000001',
				'measurementID' => 'G-TEST',
				'ownerID'       => $admin,
			)
		);
		$this->set_option(
			'googlesitekit_search_console_settings',
			array(
				'propertyID' => trailingslashit( home_url() ),
				'ownerID'    => $admin,
			)
		);
		register_post_type(
			'gsk_recipe',
			array(
				'public'  => true,
				'show_ui' => true,
			)
		);
		register_post_type(
			'gsk_internal',
			array(
				'public'  => false,
				'show_ui' => true,
			)
		);
	}

	protected function tearDown(): void {
		unregister_post_type( 'gsk_recipe' );
		unregister_post_type( 'gsk_internal' );
		foreach ( array( 'post', 'page', 'gsk_recipe', 'gsk_internal' ) as $type ) {
			remove_all_filters( "manage_{$type}_posts_columns" );
			remove_all_actions( "manage_{$type}_posts_custom_column" );
		}
		foreach ( $this->posts as $post ) {
			wp_delete_post( $post, true );
		}
		parent::tearDown();
	}

	/**
	 * A column built for the current user, its hooks added as on edit.php.
	 */
	private function column(): Posts_List_Column {
		$plugin = $this->plugin();
		$column = new Posts_List_Column( $plugin->context(), $plugin->assets(), $plugin->modules() );
		$column->add_columns();
		return $column;
	}

	/**
	 * The list's columns as WordPress asks for them.
	 *
	 * @param string $type Post type.
	 * @return string[] Column keys.
	 */
	private function columns_of( string $type ): array {
		$core = array(
			'cb'     => '<input type="checkbox" />',
			'title'  => 'Title',
			'author' => 'Author',
			'date'   => 'Date',
		);
		return array_keys( (array) apply_filters( "manage_{$type}_posts_columns", $core ) );
	}

	public function test_posts_pages_and_public_post_types_get_the_column_after_the_title_for_an_admin(): void {
		$this->login_as( 'administrator' );
		$column = $this->column();
		$this->assertTrue( $column->is_active() );
		$this->assertSame( array( 'analytics', 'search-console' ), $column->readable_services() );
		foreach ( array( 'post', 'page', 'gsk_recipe' ) as $type ) {
			$this->assertSame( array( 'cb', 'title', Posts_List_Column::COLUMN, 'author', 'date' ), $this->columns_of( $type ), $type );
		}
		$this->assertNotContains( Posts_List_Column::COLUMN, $this->columns_of( 'gsk_internal' ), 'not a public post type' );
		$this->assertNotContains( 'attachment', Posts_List_Column::post_types() );

		$header = apply_filters( 'manage_post_posts_columns', array( 'title' => 'Title' ) )[ Posts_List_Column::COLUMN ];
		$this->assertSame( 'Site Kit (Last 28 days)', wp_strip_all_tags( $header ), 'what Screen Options lists' );
	}

	public function test_users_who_may_not_view_the_dashboard_get_no_column(): void {
		foreach ( array( 'author', 'contributor', 'editor' ) as $role ) {
			$this->login_as( $role );
			$this->assertFalse( $this->column()->is_active(), $role );
			$this->assertNotContains( Posts_List_Column::COLUMN, $this->columns_of( 'post' ), $role );
		}
	}

	public function test_a_view_only_editor_gets_it_for_the_services_shared_with_them(): void {
		$this->set_option(
			'googlesitekit_dashboard_sharing',
			array(
				'search-console' => array(
					'sharedRoles' => array( 'editor' ),
					'management'  => 'owner',
				),
			)
		);
		$this->login_as( 'editor' );
		$column = $this->column();
		$this->assertSame( array( 'search-console' ), $column->readable_services() );
		$this->assertContains( Posts_List_Column::COLUMN, $this->columns_of( 'post' ) );
	}

	public function test_no_column_while_neither_analytics_nor_search_console_is_connected(): void {
		$this->set_option( 'googlesitekit_analytics_settings', array() );
		$this->set_option( 'googlesitekit_search_console_settings', array() );
		$this->login_as( 'administrator' );
		$this->assertFalse( $this->column()->is_active() );
		$this->assertNotContains( Posts_List_Column::COLUMN, $this->columns_of( 'post' ) );
	}

	public function test_cells_are_placeholders_for_published_posts_and_a_dash_for_the_others_with_no_provider_call(): void {
		$this->login_as( 'administrator' );
		$this->column();
		$published     = wp_insert_post(
			array(
				'post_title'  => 'Listed in the column',
				'post_status' => 'publish',
				'post_name'   => 'listed-in-the-column',
			)
		);
		$draft         = wp_insert_post(
			array(
				'post_title'  => 'A draft',
				'post_status' => 'draft',
			)
		);
		$this->posts[] = $published;
		$this->posts[] = $draft;
		Emulator::control( 'DELETE', '/requests' );

		ob_start();
		do_action( 'manage_post_posts_custom_column', Posts_List_Column::COLUMN, $published );
		do_action( 'manage_post_posts_custom_column', 'author', $published );
		$cell = (string) ob_get_clean();
		$path = (string) wp_parse_url( (string) get_permalink( $published ), PHP_URL_PATH );
		$this->assertStringContainsString( 'data-post-id="' . $published . '"', $cell );
		$this->assertStringContainsString( 'data-path="' . esc_attr( $path ) . '"', $cell );
		$this->assertStringContainsString( 'aria-busy="true"', $cell );
		$this->assertSame( 2, substr_count( $cell, 'googlesitekit-post-stats__placeholder' ), 'two lines reserved' );

		ob_start();
		do_action( 'manage_post_posts_custom_column', Posts_List_Column::COLUMN, $draft );
		$cell = (string) ob_get_clean();
		$this->assertStringNotContainsString( 'data-post-id', $cell, 'a draft is not asked for' );
		$this->assertStringContainsString( 'No figures: Google sees only published, public posts.', $cell );

		$this->assertSame( array(), Emulator::requests(), 'no provider call' );
	}
}
