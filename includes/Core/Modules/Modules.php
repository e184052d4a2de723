<?php
/**
 * Class Modules
 *
 * @package Google\Site_Kit\Core\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Modules;

use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Core\Authentication\Token_Store;
use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Core\Permissions\Permissions;
use WP_Error;

/**
 * The registry of modules: which exist, which are active, activation and
 * deactivation, and what the REST API reports about each.
 */
final class Modules implements Registerable {

	public const ACTIVE_OPTION = 'googlesitekit_active_modules';

	/**
	 * Modules by slug, in order.
	 *
	 * @var array<string, Module>
	 */
	private array $modules = array();

	/**
	 * Constructor.
	 *
	 * @param Module[]       $modules        Every module.
	 * @param Authentication $authentication Sign-in state (scopes, connect URL).
	 * @param Token_Store    $store          Per-user store (granted scopes).
	 */
	public function __construct(
		array $modules,
		private readonly Authentication $authentication,
		private readonly Token_Store $store
	) {
		usort( $modules, static fn( Module $a, Module $b ) => $a->identity()->order <=> $b->identity()->order );
		foreach ( $modules as $module ) {
			$this->modules[ $module->identity()->slug ] = $module;
		}
	}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_filter( 'googlesitekit_auth_scopes', array( $this, 'add_active_scopes' ) );
		foreach ( $this->active() as $module ) {
			$module->register();
		}
	}

	/**
	 * Adds the active modules' scopes to the required ones.
	 *
	 * @param string[] $scopes Scopes so far.
	 * @return string[]
	 */
	public function add_active_scopes( $scopes ): array {
		foreach ( $this->active() as $module ) {
			$scopes = array_merge( (array) $scopes, $module->identity()->scopes );
		}
		return array_values( array_unique( $scopes ) );
	}

	/**
	 * Every module, by slug.
	 *
	 * @return array<string, Module>
	 */
	public function all(): array {
		return $this->modules;
	}

	/**
	 * One module.
	 *
	 * @param string $slug Slug.
	 */
	public function get( string $slug ): ?Module {
		return $this->modules[ $slug ] ?? null;
	}

	/**
	 * Whether a module is active.
	 *
	 * @param string $slug Slug.
	 */
	public function is_active( string $slug ): bool {
		$module = $this->get( $slug );
		if ( null === $module ) {
			return false;
		}
		return $module->identity()->force_active || in_array( $slug, $this->stored_active(), true );
	}

	/**
	 * Whether the current user may read a module's datapoint: admins, or view-only users the module is shared with
	 * for shareable datapoints.
	 *
	 * @param string $slug      Module slug.
	 * @param string $datapoint Datapoint name.
	 */
	public function may_read( string $slug, string $datapoint ): bool {
		if ( current_user_can( Permissions::MANAGE_OPTIONS ) ) {
			return true;
		}
		$module = $this->get( $slug );
		$point  = $module ? ( $module->datapoints()[ $datapoint ] ?? null ) : null;
		return null !== $point && $point->shareable && current_user_can( Permissions::READ_SHARED_MODULE_DATA, $slug );
	}

	/**
	 * Whether the current user may read a module's datapoint now: the module is active and connected, and
	 * may_read() allows it.
	 *
	 * @param string $slug      Module slug.
	 * @param string $datapoint Datapoint name.
	 */
	public function may_read_connected( string $slug, string $datapoint ): bool {
		$module = $this->get( $slug );
		return null !== $module && $this->is_active( $slug ) && $module->is_connected() && $this->may_read( $slug, $datapoint );
	}

	/**
	 * The active modules.
	 *
	 * @return array<string, Module>
	 */
	public function active(): array {
		return array_filter( $this->modules, fn( Module $module ) => $this->is_active( $module->identity()->slug ) );
	}

	/**
	 * Why a module cannot be activated, or null when it can.
	 *
	 * @param string $slug Slug.
	 */
	public function activation_error( string $slug ): ?WP_Error {
		$module = $this->get( $slug );
		if ( null === $module ) {
			return $this->not_found( $slug );
		}
		foreach ( $module->dependencies() as $dependency ) {
			if ( ! $this->is_active( $dependency ) ) {
				$name = $this->get( $dependency ) ? $this->get( $dependency )->identity()->name() : $dependency;
				/* translators: 1: module name, 2: the module it depends on */
				return new WP_Error( 'cannot_activate_module', sprintf( __( '%1$s needs %2$s to be connected first.', 'google-site-kit' ), $module->identity()->name(), $name ), array( 'status' => 400 ) );
			}
		}
		$requirements = $module->check_requirements();
		if ( null !== $requirements ) {
			$requirements->add_data( array( 'status' => 400 ) );
			return $requirements;
		}
		return null;
	}

	/**
	 * Activates a module.
	 *
	 * @param string $slug Slug.
	 * @return string|WP_Error The URL to continue at (the connect URL with the module's new scopes, or its setup screen).
	 */
	public function activate( string $slug ): string|WP_Error {
		$module = $this->get( $slug );
		$error  = $this->activation_error( $slug );
		if ( null !== $error || null === $module ) {
			return $error ?? $this->not_found( $slug );
		}
		if ( ! $this->is_active( $slug ) ) {
			update_option( self::ACTIVE_OPTION, array_values( array_unique( array_merge( $this->stored_active(), array( $slug ) ) ) ) );
		}
		return $this->reauth_url( $module );
	}

	/**
	 * Deactivates a module and the modules that depend on it.
	 *
	 * @param string $slug Slug.
	 * @return true|WP_Error
	 */
	public function deactivate( string $slug ): bool|WP_Error {
		$module = $this->get( $slug );
		if ( null === $module ) {
			return $this->not_found( $slug );
		}
		if ( $module->identity()->force_active ) {
			/* translators: %s: module name */
			return new WP_Error( 'cannot_deactivate_module', sprintf( __( '%s is always on and cannot be disconnected.', 'google-site-kit' ), $module->identity()->name() ), array( 'status' => 400 ) );
		}
		if ( ! $this->is_active( $slug ) ) {
			/* translators: %s: module name */
			return new WP_Error( 'module_not_active', sprintf( __( '%s is not connected.', 'google-site-kit' ), $module->identity()->name() ), array( 'status' => 400 ) );
		}
		$remove = array_merge( array( $slug ), $this->dependants( $slug ) );
		foreach ( $remove as $dead ) {
			$this->modules[ $dead ]->on_deactivation();
		}
		update_option( self::ACTIVE_OPTION, array_values( array_diff( $this->stored_active(), $remove ) ) );
		return true;
	}

	/**
	 * Slugs of the modules that depend on a module.
	 *
	 * @param string $slug Slug.
	 * @return string[]
	 */
	public function dependants( string $slug ): array {
		return array_keys( array_filter( $this->modules, static fn( Module $module ) => in_array( $slug, $module->dependencies(), true ) ) );
	}

	/**
	 * Where the current user continues after activating a module.
	 *
	 * @param Module $module Module.
	 */
	public function reauth_url( Module $module ): string {
		$missing = array_diff( $module->identity()->scopes, $this->store->granted_scopes( get_current_user_id() ) );
		if ( $missing ) {
			return $this->authentication->connect_url( array_values( $missing ), $module->setup_url() );
		}
		return $module->setup_url();
	}

	/**
	 * What the REST API says about a module.
	 *
	 * @param Module $module Module.
	 * @return array<string, mixed>
	 */
	public function to_array( Module $module ): array {
		$identity     = $module->identity();
		$owner_id     = $module->owner_id();
		$owner        = $owner_id ? get_userdata( $owner_id ) : false;
		$requirements = $module->check_requirements();
		$active       = $this->is_active( $identity->slug );
		return array(
			'slug'                   => $identity->slug,
			'name'                   => $identity->name(),
			'description'            => $identity->description(),
			'homepage'               => $identity->homepage,
			'order'                  => $identity->order,
			'internal'               => $identity->internal,
			'forceActive'            => $identity->force_active,
			'shareable'              => $identity->shareable,
			'active'                 => $active,
			'connected'              => $active && $module->is_connected(),
			'dependencies'           => $module->dependencies(),
			'dependants'             => $this->dependants( $identity->slug ),
			'owner'                  => $owner ? array(
				'id'    => $owner->ID,
				'login' => $owner->user_login,
			) : null,
			'requiredScopes'         => $identity->scopes,
			'checkRequirementsError' => null === $requirements ? null : array(
				'code'    => $requirements->get_error_code(),
				'message' => $requirements->get_error_message(),
			),
		);
	}

	/**
	 * Slugs stored as active.
	 *
	 * @return string[]
	 */
	private function stored_active(): array {
		$stored = get_option( self::ACTIVE_OPTION, array() );
		return is_array( $stored ) ? array_values( array_map( 'strval', $stored ) ) : array();
	}

	/**
	 * The error for an unknown slug.
	 *
	 * @param string $slug Slug.
	 */
	public function not_found( string $slug ): WP_Error {
		/* translators: %s: module slug */
		return new WP_Error( 'module_not_found', sprintf( __( 'There is no module "%s".', 'google-site-kit' ), $slug ), array( 'status' => 404 ) );
	}
}
