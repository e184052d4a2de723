<?php
/**
 * Class Assets
 *
 * @package Google\Site_Kit\Core\Assets
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Assets;

use Google\Site_Kit\Context;
use Google\Site_Kit\Core\Util\Clock;

/**
 * Registers the built script entries (dist/js/googlesitekit-{entry}.js) with the
 * dependencies and version webpack wrote into their .asset.php files.
 */
final class Assets {

	/** Handle of admin.css, the Site Kit screens' frame (Styles registers every sheet). */
	public const STYLE_HANDLE = 'googlesitekit-admin-css';

	/**
	 * Global variable the boot data is assigned to.
	 */
	public const BASE_DATA_VAR = '_googlesitekitBaseData';

	/**
	 * Constructor.
	 *
	 * @param Context $context Plugin context.
	 */
	public function __construct( private readonly Context $context ) {}

	/**
	 * Every entry the build produces, one per screen: entries.json beside this file, which webpack.config.js reads
	 * too (one list for both sides).
	 *
	 * @return list<non-empty-string>
	 */
	public static function entries(): array {
		static $entries = null;
		if ( null === $entries ) {
			$list    = wp_json_file_decode( __DIR__ . '/entries.json', array( 'associative' => true ) );
			$entries = array_values( array_filter( array_map( 'strval', is_array( $list ) ? $list : array() ) ) );
		}
		return $entries;
	}

	/**
	 * Script handle of an entry.
	 *
	 * @param string $entry Entry name.
	 * @return non-empty-string
	 */
	public static function handle( string $entry ): string {
		return 'googlesitekit-' . $entry;
	}

	/**
	 * What the build recorded for an entry, or null when it has not been built.
	 *
	 * @param string $entry Entry name.
	 * @return array{dependencies: list<non-empty-string>, version: string}|null
	 */
	public function asset_info( string $entry ): ?array {
		if ( ! in_array( $entry, self::entries(), true ) ) {
			return null;
		}
		$file = $this->context->path( 'dist/js/' . self::handle( $entry ) . '.asset.php' );
		if ( ! is_readable( $file ) ) {
			return null;
		}
		$info = require $file;
		if ( ! is_array( $info ) ) {
			return null;
		}
		return array(
			'dependencies' => array_values( array_filter( array_map( 'strval', (array) ( $info['dependencies'] ?? array() ) ), static fn( string $handle ): bool => '' !== $handle ) ),
			'version'      => (string) ( $info['version'] ?? $this->context->version() ),
		);
	}

	/**
	 * The boot data of an entry: what every entry reads, what this one adds, then the
	 * googlesitekit_base_data filter (the user's and the REST API's parts).
	 *
	 * @param string                            $entry  Entry name.
	 * @param array<string, mixed>              $data   What this entry adds.
	 * @param \Google\Site_Kit\Core\Admin\Screen|null $screen The Site Kit screen being shown, if any.
	 * @return array<string, mixed>
	 */
	public function boot_data( string $entry, array $data, $screen = null ): array {
		$clock = Clock::boot_data();
		$data  = array_merge(
			array(
				'pluginVersion' => $this->context->version(),
				'entry'         => $entry,
				'adminURL'      => admin_url(),
				'homeURL'       => home_url( '/' ),
				// get_bloginfo() escapes for HTML; React escapes again, so it gets the plain text.
				'siteName'      => wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ),
				// Figures and dates are formatted in the page's WordPress locale (the user's admin language).
				'locale'        => determine_locale(),
				// The site's day (report ranges, "today so far") and how the page keeps it past midnight.
				'siteToday'     => $clock['today'],
				'siteClock'     => array_diff_key( $clock, array( 'today' => true ) ),
				// The calendar's first weekday (0 = Sunday … 6 = Saturday), as set in Settings > General.
				'startOfWeek'   => min( 6, max( 0, (int) get_option( 'start_of_week', 0 ) ) ),
			),
			$data
		);
		/**
		 * Filters the boot data printed before a Site Kit script. It is public page source: no secrets.
		 *
		 * @param array<string, mixed> $data   Boot data.
		 * @param Screen|null          $screen The Site Kit screen being shown, if any.
		 */
		return (array) apply_filters( 'googlesitekit_base_data', $data, $screen );
	}

	/**
	 * Enqueues an entry with its stylesheets (Styles::for_entry()), translations and boot data.
	 *
	 * @param string               $entry     Entry name.
	 * @param array<string, mixed> $base_data Data the entry reads at boot.
	 * @return bool False when the entry has not been built.
	 */
	public function enqueue_entry( string $entry, array $base_data ): bool {
		$info = $this->asset_info( $entry );
		if ( null === $info ) {
			return false;
		}
		$handle = self::handle( $entry );
		wp_register_script(
			$handle,
			$this->context->url( 'dist/js/' . $handle . '.js' ),
			$info['dependencies'],
			$info['version'],
			array( 'in_footer' => true )
		);
		wp_add_inline_script(
			$handle,
			sprintf(
				'window.%s = %s;',
				self::BASE_DATA_VAR,
				wp_json_encode( $base_data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES )
			),
			'before'
		);
		wp_set_script_translations( $handle, 'google-site-kit', $this->context->path( 'languages' ) );
		wp_enqueue_script( $handle );
		( new Styles( $this->context ) )->enqueue_for( $entry );
		return true;
	}
}
