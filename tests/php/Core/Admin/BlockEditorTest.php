<?php
/**
 * Class BlockEditorTest
 *
 * @package Google\Site_Kit\Tests\Core\Admin
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Admin;

use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;

/**
 * The block editor panel's script is added only where the panel belongs: the post editor of a public post type,
 * for users who may view the dashboard, on a connected site; and the page carries no report.
 */
final class BlockEditorTest extends TestCase {

	use Signs_In;

	private const SCRIPT = '/dist/js/googlesitekit-block-editor.js';

	/**
	 * Posts a test made, deleted after it.
	 *
	 * @var int[]
	 */
	private array $created_posts = array();

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
	}

	protected function tearDown(): void {
		foreach ( $this->created_posts as $id ) {
			wp_delete_post( $id, true );
		}
		parent::tearDown();
	}

	/**
	 * The block editor page of a post, as a user sees it.
	 *
	 * @param int $user_id User.
	 * @param int $post_id Post.
	 */
	private function editor_html( int $user_id, int $post_id ): string {
		return wp_remote_retrieve_body( $this->get_as( $user_id, admin_url( 'post.php?post=' . $post_id . '&action=edit' ) ) );
	}

	public function test_the_panel_is_added_to_the_post_editor_of_a_connected_site_for_an_admin_without_any_report(): void {
		$admin = $this->login_as( 'administrator' );
		$post  = get_page_by_path( 'hello-world', OBJECT, 'post' );
		$this->assertNotNull( $post );
		$this->assertStringNotContainsString( self::SCRIPT, $this->editor_html( $admin->ID, $post->ID ), 'not before the site is connected' );

		$this->use_demo_client();
		$this->sign_in_with_google( $admin->ID );
		$html = $this->editor_html( $admin->ID, $post->ID );
		$this->assertStringContainsString( self::SCRIPT, $html );
		$this->assertStringContainsString( '"viewContext":"blockEditor"', $html );
		$this->assertStringContainsString( '"editorServices":{"analytics":false,"search-console":false,"url-inspection":false}', $html );
		// The panel's styles only: not the settings or personalisation screens'.
		$this->assertStringContainsString( 'assets/css/widgets.css', $html );
		$this->assertStringContainsString( 'assets/css/index-status.css', $html );
		$this->assertStringNotContainsString( 'assets/css/settings.css', $html );
		$this->assertStringNotContainsString( 'assets/css/user-input.css', $html );
		$this->assertStringContainsString( 'assets/css/editor-panel.css', $html );
		$this->assertStringNotContainsString( 'assets/css/admin.css', $html, 'nor the screens\' frame' );
		$this->assertStringNotContainsString( 'assets/css/dashboard.css', $html );

		update_option(
			'googlesitekit_search_console_settings',
			array(
				'propertyID' => home_url( '/' ),
				'ownerID'    => $admin->ID,
			)
		);
		$html = $this->editor_html( $admin->ID, $post->ID );
		$this->assertStringContainsString( '"editorServices":{"analytics":false,"search-console":true,"url-inspection":true}', $html );
		$this->assertStringNotContainsString( 'data/searchanalytics', $html, 'no report preloaded' );
		$this->assertStringNotContainsString( 'data/url-inspection', $html, 'no inspection preloaded' );
		$this->assertStringNotContainsString( 'analytics/data/report', $html, 'no report preloaded' );
	}

	public function test_users_who_cannot_view_the_dashboard_and_non_public_post_types_get_no_panel(): void {
		$this->use_demo_client();
		$admin = $this->login_as( 'administrator' );
		$this->sign_in_with_google( $admin->ID );
		$author = $this->login_as( 'author' );
		$post   = wp_insert_post(
			array(
				'post_status'  => 'publish',
				'post_title'   => 'An author’s post',
				'post_author'  => $author->ID,
				'post_content' => '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
			)
		);
		$this->assertIsInt( $post );
		$this->created_posts[] = $post;
		$html                  = $this->editor_html( $author->ID, $post );
		$this->assertStringContainsString( 'block-editor', $html, 'the author gets the block editor' );
		$this->assertStringNotContainsString( self::SCRIPT, $html );

		// A synced pattern (wp_block) is edited in the block editor but is no public page.
		$pattern = wp_insert_post(
			array(
				'post_type'    => 'wp_block',
				'post_status'  => 'publish',
				'post_title'   => 'A pattern',
				'post_content' => '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
			)
		);
		$this->assertIsInt( $pattern );
		$this->created_posts[] = $pattern;
		$this->assertStringNotContainsString( self::SCRIPT, $this->editor_html( $admin->ID, $pattern ) );
	}
}
