<?php
/**
 * Class Key_Metrics
 *
 * @package Google\Site_Kit\Core\User
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\User;

use Google\Site_Kit\Core\Modules\Modules;
use WP_Error;

/**
 * The key-metric tiles a user picked for the Key metrics section: 2 to 8 of the tiles the modules provide, kept per
 * user. An empty choice means "not picked yet": the dashboard then suggests tiles from the personalisation answers.
 */
final class Key_Metrics {

	public const OPTION = 'googlesitekit_key_metrics_settings';
	public const MIN    = 2;
	public const MAX    = 8;

	/**
	 * Constructor.
	 *
	 * @param Modules $modules Modules (each lists the tiles it provides).
	 */
	public function __construct( private readonly Modules $modules ) {}

	/**
	 * Every tile slug the modules provide, in catalogue order.
	 *
	 * @return array<int, string>
	 */
	public function tiles(): array {
		$tiles = array();
		foreach ( $this->modules->all() as $module ) {
			array_push( $tiles, ...$module->key_metric_tiles() );
		}
		return $tiles;
	}

	/**
	 * A user's choice.
	 *
	 * @param int $user_id User.
	 * @return array{widgetSlugs: array<int, string>, isWidgetHidden: bool}
	 */
	public function get( int $user_id ): array {
		$stored = get_user_option( self::OPTION, $user_id );
		$stored = is_array( $stored ) ? $stored : array();
		// A tile a module no longer provides is dropped rather than shown broken.
		$slugs = array_values( array_intersect( array_map( 'strval', (array) ( $stored['widgetSlugs'] ?? array() ) ), $this->tiles() ) );
		return array(
			'widgetSlugs'    => $slugs,
			'isWidgetHidden' => (bool) ( $stored['isWidgetHidden'] ?? false ),
		);
	}

	/**
	 * Saves a user's choice; nothing is stored unless the whole choice is valid.
	 *
	 * @param int                $user_id User.
	 * @param array<int, string> $slugs   Tiles, in the order they are shown.
	 * @param bool|null          $hidden  Whether the section is hidden; null keeps what it was.
	 * @return array{widgetSlugs: array<int, string>, isWidgetHidden: bool}|WP_Error
	 */
	public function set( int $user_id, array $slugs, ?bool $hidden = null ): array|WP_Error {
		$slugs   = array_values( array_map( 'strval', $slugs ) );
		$unknown = array_diff( $slugs, $this->tiles() );
		if ( $unknown ) {
			/* translators: %s: tile names */
			return $this->invalid( sprintf( __( 'Unknown key metrics: %s.', 'google-site-kit' ), implode( ', ', $unknown ) ) );
		}
		if ( count( array_unique( $slugs ) ) !== count( $slugs ) ) {
			return $this->invalid( __( 'Each key metric can be picked once.', 'google-site-kit' ) );
		}
		if ( count( $slugs ) < self::MIN || count( $slugs ) > self::MAX ) {
			/* translators: 1: fewest tiles, 2: most tiles */
			return $this->invalid( sprintf( __( 'Pick between %1$d and %2$d key metrics.', 'google-site-kit' ), self::MIN, self::MAX ) );
		}
		update_user_option(
			$user_id,
			self::OPTION,
			array(
				'widgetSlugs'    => $slugs,
				'isWidgetHidden' => $hidden ?? $this->get( $user_id )['isWidgetHidden'],
			)
		);
		return $this->get( $user_id );
	}

	/**
	 * The error of a refused choice: it names the argument, like WordPress's own validation.
	 *
	 * @param string $message What is wrong.
	 */
	private function invalid( string $message ): WP_Error {
		return new WP_Error(
			'rest_invalid_param',
			/* translators: 1: argument name, 2: what is wrong with it */
			sprintf( __( 'Invalid parameter %1$s: %2$s', 'google-site-kit' ), 'widgetSlugs', $message ),
			array(
				'status' => 400,
				'params' => array( 'widgetSlugs' => $message ),
			)
		);
	}
}
