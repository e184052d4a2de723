<?php
/**
 * Class Permissions
 *
 * @package Google\Site_Kit\Core\Permissions
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Permissions;

use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Core\Modules\Module_Ownership;
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Util\Feature_Flags;

/**
 * Maps the spec's eight meta capabilities onto WordPress capabilities and the
 * dashboard sharing settings.
 */
final class Permissions implements Registerable {

	public const AUTHENTICATE                  = 'googlesitekit_authenticate';
	public const SETUP                         = 'googlesitekit_setup';
	public const VIEW_DASHBOARD                = 'googlesitekit_view_dashboard';
	public const MANAGE_OPTIONS                = 'googlesitekit_manage_options';
	public const READ_SHARED_MODULE_DATA       = 'googlesitekit_read_shared_module_data';
	public const MANAGE_MODULE_SHARING_OPTIONS = 'googlesitekit_manage_module_sharing_options';
	public const DELEGATE_MODULE_SHARING       = 'googlesitekit_delegate_module_sharing_management';
	public const UPDATE_PLUGINS                = 'googlesitekit_update_plugins';

	/**
	 * Option holding the dashboard sharing settings: slug => { sharedRoles, management }.
	 */
	public const SHARING_OPTION = 'googlesitekit_dashboard_sharing';

	/**
	 * Constructor.
	 *
	 * @param Feature_Flags         $features  Feature flags.
	 * @param Modules|null          $modules   Module registry (for the per-module sharing capabilities).
	 * @param Module_Ownership|null $ownership Who owns each module and who may take over.
	 */
	public function __construct(
		private readonly Feature_Flags $features,
		private readonly ?Modules $modules = null,
		private readonly ?Module_Ownership $ownership = null
	) {}

	/**
	 * Every capability of the plugin.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array(
			self::AUTHENTICATE,
			self::SETUP,
			self::VIEW_DASHBOARD,
			self::MANAGE_OPTIONS,
			self::READ_SHARED_MODULE_DATA,
			self::MANAGE_MODULE_SHARING_OPTIONS,
			self::DELEGATE_MODULE_SHARING,
			self::UPDATE_PLUGINS,
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_filter( 'map_meta_cap', array( $this, 'map_meta_cap' ), 10, 4 );
	}

	/**
	 * Resolves one of the plugin's meta capabilities to primitive ones.
	 *
	 * @param string[] $caps    Primitive capabilities required so far.
	 * @param string   $cap     Capability being checked.
	 * @param int      $user_id User being checked.
	 * @param mixed[]  $args    Extra arguments (a module slug for the sharing capabilities).
	 * @return string[]
	 */
	public function map_meta_cap( $caps, $cap, $user_id, $args ) {
		switch ( $cap ) {
			case self::MANAGE_MODULE_SHARING_OPTIONS:
			case self::DELEGATE_MODULE_SHARING:
				// Without a module: whether the user may manage sharing at all. With one (`$args[0]`, a slug): whether
				// they may change that module's sharing now (its owner, or an admin taking over, see Module_Ownership).
				if ( isset( $args[0] ) && null !== $this->modules && null !== $this->ownership ) {
					$module = $this->modules->get( (string) $args[0] );
					$allow  = null !== $module && $module->identity()->shareable && $this->ownership->may_change_sharing( $module, (int) $user_id, self::DELEGATE_MODULE_SHARING === $cap );
					return $allow ? array( 'manage_options' ) : array( 'do_not_allow' );
				}
				return array( 'manage_options' );
			case self::AUTHENTICATE:
			case self::SETUP:
			case self::MANAGE_OPTIONS:
				return array( 'manage_options' );
			case self::UPDATE_PLUGINS:
				return array( 'update_plugins' );
			case self::VIEW_DASHBOARD:
				if ( user_can( $user_id, 'manage_options' ) ) {
					return array( 'manage_options' );
				}
				return $this->shared_modules_for( (int) $user_id ) ? array( 'read' ) : array( 'do_not_allow' );
			case self::READ_SHARED_MODULE_DATA:
				$slug = isset( $args[0] ) ? (string) $args[0] : '';
				return in_array( $slug, $this->shared_modules_for( (int) $user_id ), true ) ? array( 'read' ) : array( 'do_not_allow' );
		}
		return $caps;
	}

	/**
	 * Slugs of the modules shared with one of the user's roles.
	 *
	 * @param int $user_id User ID.
	 * @return string[]
	 */
	public function shared_modules_for( int $user_id ): array {
		if ( ! $user_id || ! $this->features->enabled( 'dashboardSharing' ) ) {
			return array();
		}
		$user = get_userdata( $user_id );
		if ( ! $user ) {
			return array();
		}
		$sharing = get_option( self::SHARING_OPTION, array() );
		if ( ! is_array( $sharing ) ) {
			return array();
		}
		$slugs = array();
		foreach ( $sharing as $slug => $settings ) {
			$roles = is_array( $settings ) && isset( $settings['sharedRoles'] ) && is_array( $settings['sharedRoles'] ) ? $settings['sharedRoles'] : array();
			if ( array_intersect( $roles, (array) $user->roles ) ) {
				$slugs[] = (string) $slug;
			}
		}
		return $slugs;
	}
}
