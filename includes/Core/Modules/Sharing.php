<?php
/**
 * Class Sharing
 *
 * @package Google\Site_Kit\Core\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Modules;

use Google\Site_Kit\Core\Permissions\Permissions;
use WP_Error;

/**
 * Dashboard sharing settings: which roles see a module's data (view-only) and who may change that.
 */
final class Sharing {

	public const MANAGEMENT = array( 'owner', 'all_admins' );

	/**
	 * Constructor.
	 *
	 * @param Modules $modules Module registry.
	 */
	public function __construct( private readonly Modules $modules ) {}

	/**
	 * The roles a module's dashboard data can be shared with: those who write content (edit_posts), without
	 * administrators, who see everything anyway. The sharing dialog offers exactly these.
	 *
	 * @return string[] Role IDs.
	 */
	public static function shareable_roles(): array {
		$ids = array();
		foreach ( wp_roles()->role_objects as $id => $role ) {
			if ( 'administrator' !== $id && $role->has_cap( 'edit_posts' ) ) {
				$ids[] = (string) $id;
			}
		}
		return $ids;
	}

	/**
	 * The settings of every shareable module (defaults for the ones never saved).
	 *
	 * @return array<string, array{sharedRoles: string[], management: string}>
	 */
	public function get(): array {
		$stored   = get_option( Permissions::SHARING_OPTION, array() );
		$stored   = is_array( $stored ) ? $stored : array();
		$settings = array();
		foreach ( $this->modules->all() as $slug => $module ) {
			if ( ! $module->is_shareable() ) {
				continue;
			}
			$entry             = isset( $stored[ $slug ] ) && is_array( $stored[ $slug ] ) ? $stored[ $slug ] : array();
			$settings[ $slug ] = array(
				'sharedRoles' => array_values( array_map( 'strval', (array) ( $entry['sharedRoles'] ?? array() ) ) ),
				'management'  => in_array( $entry['management'] ?? '', self::MANAGEMENT, true ) ? $entry['management'] : 'owner',
			);
		}
		return $settings;
	}

	/**
	 * Saves changed sharing settings for the current user.
	 *
	 * @param array<string, array<string, mixed>> $changes Module slug => { sharedRoles, management }.
	 * @return array{settings: array, newOwnerIDs: array<string, int>}|WP_Error
	 */
	public function save( array $changes ): array|WP_Error {
		$current = $this->get();
		$user_id = get_current_user_id();
		$roles   = self::shareable_roles();
		$new     = $current;
		$owners  = array();
		foreach ( $changes as $slug => $change ) {
			$module = $this->modules->get( (string) $slug );
			if ( null === $module || ! $module->is_shareable() ) {
				return new WP_Error(
					'rest_invalid_param',
					/* translators: %s: module slug */
					sprintf( __( '%s cannot be shared.', 'google-site-kit' ), $slug ),
					array(
						'status' => 400,
						'params' => array( 'sharingSettings' => $slug ),
					)
				);
			}
			$shared  = array_values( array_unique( array_map( 'strval', (array) ( $change['sharedRoles'] ?? array() ) ) ) );
			$unknown = array_diff( $shared, $roles );
			if ( $unknown ) {
				// Names are echoed back only when they are short role-like slugs.
				$named = array_map(
					static fn( string $role ): string => preg_match( '/^[A-Za-z0-9_-]{1,60}$/', $role ) ? $role : '…',
					array_slice( array_values( $unknown ), 0, 5 )
				);
				return new WP_Error(
					'rest_invalid_param',
					/* translators: 1: parameter name, 2: role names */
					sprintf( __( 'Invalid parameter %1$s: dashboards cannot be shared with the role(s) %2$s (only roles that edit posts, other than administrators).', 'google-site-kit' ), 'sharedRoles', implode( ', ', $named ) ),
					array(
						'status' => 400,
						'params' => array( 'sharingSettings' => 'sharedRoles' ),
					)
				);
			}
			$management = (string) ( $change['management'] ?? $current[ $slug ]['management'] );
			if ( ! in_array( $management, self::MANAGEMENT, true ) ) {
				return new WP_Error(
					'rest_invalid_param',
					__( 'management must be "owner" or "all_admins".', 'google-site-kit' ),
					array(
						'status' => 400,
						'params' => array( 'sharingSettings' => 'management' ),
					)
				);
			}
			$entry = array(
				'sharedRoles' => $shared,
				'management'  => $management,
			);
			if ( $entry === $current[ $slug ] ) {
				continue;
			}
			$owner = $module->owner_id();
			if ( $owner && $owner !== $user_id ) {
				if ( 'all_admins' !== $current[ $slug ]['management'] || $management !== $current[ $slug ]['management'] ) {
					/* translators: %s: module name */
					return new WP_Error( 'rest_forbidden', sprintf( __( 'Only the admin who connected %s may change who manages its sharing.', 'google-site-kit' ), $module->name() ), array( 'status' => 403 ) );
				}
				// Another admin changed the sharing: their token now serves the shared data.
				$owners[ $slug ] = $user_id;
			}
			$new[ $slug ] = $entry;
		}
		update_option( Permissions::SHARING_OPTION, $new );
		foreach ( $owners as $slug => $owner_id ) {
			$module = $this->modules->get( $slug );
			update_option( $module->settings_option(), array_merge( $module->get_settings(), array( 'ownerID' => $owner_id ) ) );
		}
		return array(
			'settings'    => $this->get(),
			'newOwnerIDs' => (object) $owners,
		);
	}
}
