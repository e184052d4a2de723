<?php
/**
 * Class Network_Defaults
 *
 * @package Google\Site_Kit\Core\Network
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Network;

use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Modules\Sharing;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\REST\Site_Controller;

/**
 * Network-wide defaults set in wp-config.php, for the sites of a network that have no value of their own. They are
 * read-time fallbacks (WordPress's `default_option_{name}` filters, which apply only while a site has no such option):
 * nothing is copied into a site, and a site's admin who saves their own value keeps it.
 *
 * - GOOGLESITEKIT_NETWORK_DEFAULT_MODULES: comma-separated slugs of the services a site starts with (their scopes are
 *   asked for at the site's first sign-in); docs/multisite.md has an example.
 * - GOOGLESITEKIT_NETWORK_DEFAULT_SHARED_ROLES: comma-separated roles each shareable service's dashboard is shared
 *   with, e.g. 'editor,author'.
 * - GOOGLESITEKIT_NETWORK_ADMIN_BAR: false hides Site Kit's admin bar item on the sites that have not chosen.
 *
 * See docs/multisite.md.
 */
final class Network_Defaults implements Registerable {

	public const MODULES      = 'GOOGLESITEKIT_NETWORK_DEFAULT_MODULES';
	public const SHARED_ROLES = 'GOOGLESITEKIT_NETWORK_DEFAULT_SHARED_ROLES';
	public const ADMIN_BAR    = 'GOOGLESITEKIT_NETWORK_ADMIN_BAR';

	/**
	 * Constructor.
	 *
	 * @param Modules $modules The module registry (the slugs and the shareable services).
	 */
	public function __construct( private readonly Modules $modules ) {}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		if ( ! is_multisite() ) {
			return;
		}
		// Each filter reads its constant when a site has no value (a constant not set leaves WordPress's default).
		add_filter( 'default_option_' . Modules::ACTIVE_OPTION, fn( $value ) => $this->modules() ?? $value );
		add_filter( 'default_option_' . Permissions::SHARING_OPTION, fn( $value ) => $this->sharing() ?? $value );
		add_filter( 'default_option_' . Site_Controller::ADMIN_BAR_OPTION, static fn( $value ) => defined( self::ADMIN_BAR ) ? array( 'enabled' => (bool) filter_var( constant( self::ADMIN_BAR ), FILTER_VALIDATE_BOOLEAN ) ) : $value );
	}

	/**
	 * The default active services: the known slugs of the constant, with what each depends on.
	 *
	 * @return string[]|null Null when the constant names no known service.
	 */
	public function modules(): ?array {
		$slugs = array_values( array_filter( self::listed( self::MODULES ), fn( $slug ) => null !== $this->modules->get( $slug ) ) );
		foreach ( $slugs as $slug ) {
			$module = $this->modules->get( $slug );
			$slugs  = array_merge( $slugs, null === $module ? array() : $module->dependencies() );
		}
		return $slugs ? array_values( array_unique( $slugs ) ) : null;
	}

	/**
	 * The default sharing settings: every shareable service shared with the constant's roles, managed by its owner.
	 *
	 * @return array<string, array{sharedRoles: string[], management: string}>|null Null when no role is known.
	 */
	public function sharing(): ?array {
		// Only the roles the sharing dialog offers (those who write content, not administrators).
		$roles = array_values( array_intersect( self::listed( self::SHARED_ROLES ), Sharing::shareable_roles() ) );
		if ( ! $roles ) {
			return null;
		}
		$sharing = array();
		foreach ( $this->modules->all() as $slug => $module ) {
			if ( $module->identity()->shareable ) {
				$sharing[ $slug ] = array(
					'sharedRoles' => $roles,
					'management'  => 'owner',
				);
			}
		}
		return $sharing;
	}

	/**
	 * The names a comma-separated constant lists.
	 *
	 * @param string $constant Constant name.
	 * @return string[]
	 */
	private static function listed( string $constant ): array {
		if ( ! defined( $constant ) ) {
			return array();
		}
		return array_values( array_filter( array_map( 'trim', explode( ',', (string) constant( $constant ) ) ) ) );
	}
}
