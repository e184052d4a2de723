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
	 * @param Modules          $modules   Module registry.
	 * @param Module_Ownership $ownership Who owns each module and who may take over.
	 */
	public function __construct(
		private readonly Modules $modules,
		private readonly Module_Ownership $ownership
	) {}

	/**
	 * Who manages a module's sharing as saved: owner (only its owner) or all_admins.
	 *
	 * @param string $slug Module slug.
	 */
	public static function management_of( string $slug ): string {
		$stored = get_option( Permissions::SHARING_OPTION, array() );
		$entry  = is_array( $stored ) && isset( $stored[ $slug ] ) && is_array( $stored[ $slug ] ) ? $stored[ $slug ] : array();
		return in_array( $entry['management'] ?? '', self::MANAGEMENT, true ) ? (string) $entry['management'] : 'owner';
	}

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
	 * The shareable roles with their names in the user's language, for the sharing dialog.
	 *
	 * @return array<int, array{id: string, displayName: string}>
	 */
	public static function role_choices(): array {
		$roles = array();
		foreach ( self::shareable_roles() as $id ) {
			$roles[] = array(
				'id'          => $id,
				'displayName' => translate_user_role( wp_roles()->role_names[ $id ] ?? $id ),
			);
		}
		return $roles;
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
			if ( ! $module->identity()->shareable ) {
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
	 * @return array{settings: array<string, array{sharedRoles: string[], management: string}>, newOwnerIDs: object, ownership: object}|WP_Error
	 */
	public function save( array $changes ): array|WP_Error {
		$current = $this->get();
		$user_id = get_current_user_id();
		$roles   = self::shareable_roles();
		$new     = $current;
		$owners  = array();
		$handed  = array();
		foreach ( $changes as $slug => $change ) {
			$module = $this->modules->get( (string) $slug );
			if ( null === $module || ! $module->identity()->shareable ) {
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
			$delegation = $management !== $current[ $slug ]['management'];
			if ( ! current_user_can( $delegation ? Permissions::DELEGATE_MODULE_SHARING : Permissions::MANAGE_MODULE_SHARING_OPTIONS, $slug ) ) {
				return $this->refusal( $module, $user_id );
			}
			if ( $module->owner_id() !== $user_id ) {
				// An admin who changes a module's sharing answers for it: their token now serves its shared data.
				$owners[ $slug ] = $user_id;
				$handed[ $slug ] = $module;
			}
			$new[ $slug ] = $entry;
		}
		update_option( Permissions::SHARING_OPTION, $new );
		foreach ( $handed as $slug => $module ) {
			$this->ownership->hand_over( $module, $owners[ $slug ] );
		}
		return $this->response( $owners );
	}

	/**
	 * What the REST API answers: the settings, the modules whose owner changed just now, and each module's owner as
	 * the current user sees it.
	 *
	 * @param array<string, int> $new_owners Module slug => its new owner's ID.
	 * @return array{settings: array<string, array{sharedRoles: string[], management: string}>, newOwnerIDs: object, ownership: object}
	 */
	public function response( array $new_owners = array() ): array {
		return array(
			'settings'    => $this->get(),
			'newOwnerIDs' => (object) $new_owners,
			'ownership'   => (object) $this->ownership(),
		);
	}

	/**
	 * Each shareable module's owner (null once their account is gone), whether they can still serve it
	 * (Module_Ownership states), what the current user may change, and why they could not take it over ('' if they
	 * could).
	 *
	 * @return array<string, array{owner: array{id: int, login: string}|null, state: string, canManage: bool, canDelegate: bool, takeOverRefusal: string}>
	 */
	private function ownership(): array {
		$user_id = get_current_user_id();
		$out     = array();
		foreach ( $this->modules->all() as $slug => $module ) {
			if ( ! $module->identity()->shareable ) {
				continue;
			}
			$owner        = $module->owner_id() ? get_userdata( $module->owner_id() ) : false;
			$out[ $slug ] = array(
				'owner'           => $owner ? array(
					'id'    => (int) $owner->ID,
					'login' => (string) $owner->user_login,
				) : null,
				'state'           => $this->ownership->state( $module ),
				'canManage'       => current_user_can( Permissions::MANAGE_MODULE_SHARING_OPTIONS, $slug ),
				'canDelegate'     => current_user_can( Permissions::DELEGATE_MODULE_SHARING, $slug ),
				'takeOverRefusal' => $this->ownership->take_over_refusal( $module, $user_id ),
			);
		}
		return $out;
	}

	/**
	 * Why the current user may not change a module's sharing, as a REST error.
	 *
	 * @param Module $module  Module.
	 * @param int    $user_id Current user.
	 */
	private function refusal( Module $module, int $user_id ): WP_Error {
		$reason = $this->ownership->take_over_refusal( $module, $user_id );
		if ( Module_Ownership::ACTIVE === $this->ownership->state( $module ) || '' === $reason ) {
			/* translators: %s: module name */
			$message = sprintf( __( 'Only the admin who owns %s may change this part of its sharing.', 'google-site-kit' ), $module->identity()->name() );
		} elseif ( 'missing_scopes' === $reason ) {
			/* translators: %s: module name */
			$message = sprintf( __( 'To take over %s, first give Site Kit access to its data in your Google account: its shared data will be read with your account.', 'google-site-kit' ), $module->identity()->name() );
		} else {
			/* translators: %s: module name */
			$message = sprintf( __( 'Sign in with Google to take over %s.', 'google-site-kit' ), $module->identity()->name() );
		}
		return new WP_Error(
			'rest_forbidden',
			$message,
			array(
				'status' => 403,
				'reason' => '' === $reason ? 'not_owner' : $reason,
				'params' => array( 'sharingSettings' => $module->identity()->slug ),
			)
		);
	}
}
