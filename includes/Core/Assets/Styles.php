<?php
/**
 * Class Styles
 *
 * @package Google\Site_Kit\Core\Assets
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Assets;

use Google\Site_Kit\Context;

/**
 * The stylesheets of assets/css/: one per screen or feature, each registered with the sheets it builds on,
 * and which of them each script entry's page loads (assets/css/README.md describes them).
 */
final class Styles {

	/**
	 * Every sheet and the sheets it builds on, in cascade order: a page prints its sheets in this order,
	 * which is the order their rules had when they were one stylesheet.
	 *
	 * @var array<string, list<string>>
	 */
	public const SHEETS = array(
		'base'                 => array(),
		'admin'                => array( 'base' ),
		'menus'                => array( 'admin' ),
		'activation'           => array( 'base' ),
		'splash'               => array( 'admin' ),
		'widgets'              => array( 'base' ),
		'date-range'           => array( 'admin' ),
		'dashboard'            => array( 'admin', 'widgets' ),
		'charts'               => array( 'dashboard' ),
		'report-tables'        => array( 'dashboard' ),
		'wp-dashboard'         => array( 'widgets' ),
		'admin-bar'            => array( 'widgets' ),
		'settings-admin'       => array( 'admin' ),
		'banner-notifications' => array( 'admin' ),
		'sharing'              => array( 'menus' ),
		'tour'                 => array( 'dashboard' ),
		'modules'              => array( 'admin' ),
		'dashboard-widgets'    => array( 'dashboard' ),
		'key-metrics'          => array( 'dashboard' ),
		'key-metrics-panel'    => array( 'key-metrics' ),
		'settings'             => array( 'modules' ),
		'user-input-author'    => array( 'admin' ),
		'user-input'           => array( 'modules', 'user-input-author' ),
		'email-reports'        => array( 'modules' ),
		'index-status'         => array( 'widgets' ),
		'editor-panel'         => array( 'index-status' ),
		'posts-list'           => array(),
		'network-overview'     => array( 'menus' ),
		'dashboard-pdf'        => array(),
	);

	/**
	 * Sheets no page prints: a script adds each when the feature it styles is asked for (the dashboards' PDF:
	 * assets/js/components/DashboardPdf/print-sheet.ts loads dashboard-pdf.css with its chunk).
	 *
	 * @var list<string>
	 */
	public const ON_DEMAND = array( 'dashboard-pdf' );

	/** What every Site Kit admin screen (the pages with the Site Kit header) shows. */
	private const SCREEN = array( 'base', 'admin', 'menus', 'sharing', 'modules' );

	/** What both dashboards show. */
	private const DASHBOARD = array(
		'widgets',
		'date-range',
		'dashboard',
		'charts',
		'report-tables',
		'banner-notifications',
		'tour',
		'dashboard-widgets',
		'key-metrics',
		'key-metrics-panel',
	);

	/**
	 * The sheets of each script entry's page.
	 *
	 * @var array<string, list<string>>
	 */
	private const ENTRY_SHEETS = array(
		// The "Get this by email" button and dialog are on the main dashboard only.
		'main-dashboard'   => array( ...self::SCREEN, ...self::DASHBOARD, 'email-reports' ),
		'entity-dashboard' => array( ...self::SCREEN, ...self::DASHBOARD, 'index-status' ),
		'settings'         => array( ...self::SCREEN, 'settings-admin', 'settings', 'user-input-author', 'email-reports' ),
		'user-input'       => array( ...self::SCREEN, 'user-input-author', 'user-input' ),
		'splash'           => array( ...self::SCREEN, 'splash' ),
		// The admin bar is on the front end too: only the figures and its panel.
		'adminbar'         => array( 'base', 'widgets', 'admin-bar' ),
		'wp-dashboard'     => array( 'base', 'widgets', 'wp-dashboard' ),
		'activation'       => array( 'base', 'activation' ),
		'posts-list'       => array( 'posts-list' ),
		'block-editor'     => array( 'base', 'widgets', 'index-status', 'editor-panel' ),
		// The network admin's overview of every site: its own sheet alone.
		'network-overview' => array( 'base', 'admin', 'menus', 'network-overview' ),
	);

	/**
	 * Constructor.
	 *
	 * @param Context $context Plugin context.
	 */
	public function __construct( private readonly Context $context ) {}

	/**
	 * Style handle of a sheet.
	 *
	 * @param string $sheet Sheet name (file name without .css).
	 * @return non-empty-string
	 */
	public static function handle( string $sheet ): string {
		return 'admin' === $sheet ? Assets::STYLE_HANDLE : 'googlesitekit-' . $sheet . '-css';
	}

	/**
	 * The sheets an entry's page loads, in cascade order.
	 *
	 * @param string $entry Entry name.
	 * @return list<string>
	 */
	public static function for_entry( string $entry ): array {
		return array_values( array_intersect( array_keys( self::SHEETS ), self::ENTRY_SHEETS[ $entry ] ?? array() ) );
	}

	/**
	 * Enqueues an entry's sheets, each registered with the sheets it builds on.
	 *
	 * @param string $entry Entry name.
	 */
	public function enqueue_for( string $entry ): void {
		foreach ( self::for_entry( $entry ) as $sheet ) {
			$this->register( $sheet );
			wp_enqueue_style( self::handle( $sheet ) );
		}
	}

	/**
	 * Registers a sheet and, first, the sheets it builds on.
	 *
	 * @param string $sheet Sheet name.
	 */
	private function register( string $sheet ): void {
		$handle = self::handle( $sheet );
		if ( wp_style_is( $handle, 'registered' ) ) {
			return;
		}
		$deps = self::SHEETS[ $sheet ];
		foreach ( $deps as $dep ) {
			$this->register( $dep );
		}
		$file = 'assets/css/' . $sheet . '.css';
		wp_register_style(
			$handle,
			$this->context->url( $file ),
			array_map( array( self::class, 'handle' ), $deps ),
			$this->context->version() . '-' . (string) filemtime( $this->context->path( $file ) )
		);
	}
}
