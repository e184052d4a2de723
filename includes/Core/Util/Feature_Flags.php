<?php
/**
 * Class Feature_Flags
 *
 * @package Google\Site_Kit\Core\Util
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Util;

/**
 * The one source of truth for the spec's feature flags.
 *
 * Every flag is on by default. A site turns one off with the
 * GOOGLESITEKIT_DISABLED_FEATURES constant (comma-separated names) or with the
 * googlesitekit_is_feature_enabled filter.
 */
final class Feature_Flags {

	/**
	 * The known flags.
	 */
	public const FLAGS = array( 'dashboardSharing', 'gteSupport', 'userInput' );

	/**
	 * Whether a flag is on.
	 *
	 * @param string $feature Flag name.
	 */
	public function enabled( string $feature ): bool {
		if ( ! in_array( $feature, self::FLAGS, true ) ) {
			return false;
		}
		$enabled = ! in_array( $feature, $this->disabled_by_constant(), true );
		/**
		 * Filters whether a Site Kit feature flag is on.
		 *
		 * @param bool   $enabled Whether the feature is on.
		 * @param string $feature Feature name.
		 */
		return (bool) apply_filters( 'googlesitekit_is_feature_enabled', $enabled, $feature );
	}

	/**
	 * Every flag with its state, for the JS boot data.
	 *
	 * @return array<string, bool>
	 */
	public function all(): array {
		$flags = array();
		foreach ( self::FLAGS as $feature ) {
			$flags[ $feature ] = $this->enabled( $feature );
		}
		return $flags;
	}

	/**
	 * Flags switched off in wp-config.
	 *
	 * @return string[]
	 */
	private function disabled_by_constant(): array {
		if ( ! defined( 'GOOGLESITEKIT_DISABLED_FEATURES' ) ) {
			return array();
		}
		return array_filter( array_map( 'trim', explode( ',', (string) constant( 'GOOGLESITEKIT_DISABLED_FEATURES' ) ) ) );
	}
}
