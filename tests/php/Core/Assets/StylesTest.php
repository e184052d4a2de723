<?php
/**
 * Class StylesTest
 *
 * @package Google\Site_Kit\Tests\Core\Assets
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Assets;

use Google\Site_Kit\Core\Assets\Assets;
use Google\Site_Kit\Core\Assets\Styles;
use Google\Site_Kit\Tests\TestCase;
use WP_Styles;

/**
 * The stylesheets: each page prints the sheets of what it shows, in the order their rules cascade, and no other.
 */
final class StylesTest extends TestCase {

	/**
	 * The page's styles before the test.
	 *
	 * @var WP_Styles|null
	 */
	private $saved_styles;

	protected function setUp(): void {
		parent::setUp();
		$this->saved_styles = $GLOBALS['wp_styles'] ?? null;
		$this->use_styles( new WP_Styles() );
	}

	protected function tearDown(): void {
		$this->use_styles( $this->saved_styles );
		parent::tearDown();
	}

	/**
	 * Makes a set of styles the page's (a new one: a page that has enqueued nothing yet).
	 *
	 * @param WP_Styles|null $styles Styles.
	 */
	private function use_styles( ?WP_Styles $styles ): void {
		$GLOBALS['wp_styles'] = $styles; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Each test starts from a page with no styles, then gives back the suite's.
	}

	/**
	 * The Site Kit stylesheets a page prints for an entry, in the order it prints them.
	 *
	 * @param string $entry Entry name.
	 * @return list<string> Sheet names.
	 */
	private function printed_sheets( string $entry ): array {
		$this->use_styles( new WP_Styles() );
		( new Styles( $this->plugin()->context() ) )->enqueue_for( $entry );
		$styles = wp_styles();
		$styles->all_deps( $styles->queue );
		$sheets = array();
		foreach ( $styles->to_do as $handle ) {
			$src = (string) $styles->registered[ $handle ]->src;
			$this->assertSame( 1, preg_match( '#/google-site-kit/assets/css/([a-z-]+)\.css$#', $src, $match ), "$handle is a Site Kit sheet: $src" );
			$this->assertSame( Styles::handle( $match[1] ), $handle );
			$sheets[] = $match[1];
		}
		return $sheets;
	}

	public function test_every_stylesheet_file_is_a_sheet_that_some_page_loads(): void {
		$files = array_map( static fn( string $path ): string => basename( $path, '.css' ), glob( dirname( __DIR__, 4 ) . '/assets/css/*.css' ) );
		sort( $files );
		$sheets = array_keys( Styles::SHEETS );
		sort( $sheets );
		$this->assertSame( $files, $sheets, 'assets/css holds exactly the registered sheets' );

		$loaded = array();
		foreach ( Assets::entries() as $entry ) {
			$loaded = array_merge( $loaded, Styles::for_entry( $entry ) );
		}
		$this->assertSame( Styles::ON_DEMAND, array_values( array_diff( $sheets, $loaded ) ), 'no sheet is loaded nowhere: each is printed by a page or loaded on demand by a script' );
	}

	public function test_a_sheet_loaded_on_demand_is_printed_by_no_page(): void {
		$this->assertContains( 'dashboard-pdf', Styles::ON_DEMAND );
		foreach ( Assets::entries() as $entry ) {
			$this->assertSame( array(), array_values( array_intersect( Styles::ON_DEMAND, $this->printed_sheets( $entry ) ) ), "$entry does not print the sheets loaded on demand" );
		}
	}

	public function test_each_page_prints_its_sheets_in_cascade_order_and_nothing_they_build_on_drags_in_another(): void {
		$order = array_keys( Styles::SHEETS );
		foreach ( Assets::entries() as $entry ) {
			$sheets = Styles::for_entry( $entry );
			$this->assertNotSame( array(), $sheets, "$entry has sheets" );
			$this->assertSame( $sheets, $this->printed_sheets( $entry ), "$entry prints its sheets, and only them" );
			$this->assertSame( array_values( array_intersect( $order, $sheets ) ), $sheets, "$entry prints them in cascade order" );
		}
	}

	public function test_a_sheet_is_registered_with_the_sheets_it_builds_on_and_a_version_that_changes_with_the_file(): void {
		( new Styles( $this->plugin()->context() ) )->enqueue_for( 'block-editor' );
		$panel = wp_styles()->registered[ Styles::handle( 'editor-panel' ) ];
		$this->assertSame( array( Styles::handle( 'index-status' ) ), $panel->deps );
		$mtime = (string) filemtime( dirname( __DIR__, 4 ) . '/assets/css/editor-panel.css' );
		$this->assertStringEndsWith( '-' . $mtime, (string) $panel->ver );
		$this->assertSame( 'googlesitekit-admin-css', Styles::handle( 'admin' ) );
	}

	public function test_pages_load_the_sheets_of_what_they_show_and_not_other_screens_sheets(): void {
		$dashboard = $this->printed_sheets( 'main-dashboard' );
		foreach ( array( 'admin', 'menus', 'widgets', 'date-range', 'dashboard', 'charts', 'key-metrics', 'tour' ) as $sheet ) {
			$this->assertContains( $sheet, $dashboard );
		}
		foreach ( array( 'settings', 'settings-admin', 'user-input', 'splash', 'admin-bar', 'wp-dashboard', 'editor-panel', 'posts-list', 'index-status' ) as $sheet ) {
			$this->assertNotContains( $sheet, $dashboard );
		}
		$this->assertContains( 'index-status', $this->printed_sheets( 'entity-dashboard' ) );

		$settings = $this->printed_sheets( 'settings' );
		$this->assertContains( 'settings', $settings );
		$this->assertContains( 'user-input-author', $settings, 'the Admin settings tab shows who answered the questions' );
		$this->assertNotContains( 'dashboard', $settings );
		$this->assertNotContains( 'user-input', $settings );

		$this->assertSame( array( 'base', 'activation' ), $this->printed_sheets( 'activation' ) );
		$this->assertSame( array( 'posts-list' ), $this->printed_sheets( 'posts-list' ) );
		$this->assertSame( array( 'base', 'widgets', 'index-status', 'editor-panel' ), $this->printed_sheets( 'block-editor' ) );
	}

	public function test_the_admin_bar_loads_on_the_front_end_only_its_panel_and_the_figures_in_under_12_kb(): void {
		$sheets = $this->printed_sheets( 'adminbar' );
		$this->assertSame( array( 'base', 'widgets', 'admin-bar' ), $sheets );
		$bytes = array_sum( array_map( static fn( string $sheet ): int => (int) filesize( dirname( __DIR__, 4 ) . '/assets/css/' . $sheet . '.css' ), $sheets ) );
		$this->assertLessThan( 12 * 1024, $bytes );
	}
}
