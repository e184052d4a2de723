<?php
/**
 * Class Read_Check
 *
 * @package Google\Site_Kit\Core\Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Reports;

use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Core\Authentication\Token_Store;
use Google\Site_Kit\Core\Modules\Datapoint;
use Google\Site_Kit\Core\Modules\Datapoint_Args;
use Google\Site_Kit\Core\Modules\Module_Ownership;
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Permissions\Permissions;
use WP_Error;

/**
 * Whether a read may be made, and how, before the cache or Google is asked: the module is active and has the
 * datapoint, the arguments are valid (and canonical, so every way of asking the same thing shares a cache entry),
 * whose Google token it uses (a view-only viewer reads with the module owner's), and that token has the scopes.
 * One check serves one Datapoint_Runner batch.
 */
final class Read_Check {

	/**
	 * The datapoints of the modules this batch reads, by slug.
	 *
	 * @var array<string, array<string, Datapoint>>
	 */
	private array $datapoints = array();

	/**
	 * Constructor.
	 *
	 * @param Modules          $modules        Module registry.
	 * @param Authentication   $authentication Sign-in.
	 * @param Token_Store      $store          Per-user tokens (granted scopes).
	 * @param Module_Ownership $ownership      Whose token a view-only read uses.
	 */
	public function __construct(
		private readonly Modules $modules,
		private readonly Authentication $authentication,
		private readonly Token_Store $store,
		private readonly Module_Ownership $ownership
	) {}

	/**
	 * Finds and checks a datapoint, validates its arguments and picks the user whose token it uses.
	 *
	 * @param string               $slug   Module slug.
	 * @param string               $name   Datapoint name.
	 * @param string               $method GET or POST.
	 * @param array<string, mixed> $params Raw parameters.
	 * @return array{Datapoint, array<string, mixed>, int, bool}|WP_Error The datapoint, its canonical parameters, the
	 *                                                          user whose token it uses, and whether it is a cache-only read.
	 */
	public function prepare( string $slug, string $name, string $method, array $params ): array|WP_Error {
		$module = $this->modules->get( $slug );
		if ( null === $module ) {
			return $this->modules->not_found( $slug );
		}
		if ( ! $this->modules->is_active( $slug ) ) {
			/* translators: %s: module name */
			return new WP_Error( 'module_not_active', sprintf( __( '%s is not connected.', 'google-site-kit' ), $module->identity()->name() ), array( 'status' => 400 ) );
		}
		// A module builds its datapoints on each call: once per batch (this check's life) is enough.
		$this->datapoints[ $slug ] ??= $module->datapoints();
		$datapoint                   = $this->datapoints[ $slug ][ $name ] ?? null;
		if ( null === $datapoint || $datapoint->method !== $method ) {
			/* translators: 1: datapoint, 2: module name */
			return new WP_Error( 'invalid_datapoint', sprintf( __( '%1$s is not a datapoint of %2$s.', 'google-site-kit' ), $name, $module->identity()->name() ), array( 'status' => 400 ) );
		}
		$clean = Datapoint_Args::validate( $datapoint->args, $params );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		$cached_only = false;
		if ( $datapoint->cache_only ) {
			// Not part of the cache key: a cache-only read finds the copy a full read made, and the other way round.
			$cached_only = ! empty( $clean['cachedOnly'] );
			unset( $clean['cachedOnly'] );
		}
		// One cache entry for every way of asking the same thing (a post ID and its URL).
		$clean = $datapoint->canonical( $clean );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		$user_id = get_current_user_id();
		if ( ! current_user_can( Permissions::MANAGE_OPTIONS ) ) {
			// A view-only read runs with the token of the module's owner, never of someone who left the site.
			$user_id = $this->ownership->reader_id( $module );
			if ( ! $user_id && $datapoint->needs_token ) {
				return new WP_Error(
					'module_owner_gone',
					/* translators: %s: module name */
					sprintf( __( 'The administrator who shared %s no longer has access to it. An administrator can take over its sharing from the dashboard’s Share dialog.', 'google-site-kit' ), $module->identity()->name() ),
					array( 'status' => 403 )
				);
			}
		}
		if ( $datapoint->needs_token ) {
			$missing = array_values( array_diff( array_merge( $module->identity()->scopes, $datapoint->scopes ), $this->store->granted_scopes( $user_id ) ) );
			if ( $missing && $this->authentication->is_authenticated( $user_id ) ) {
				return new WP_Error(
					'missing_required_scopes',
					/* translators: %s: module name */
					sprintf( __( 'Site Kit needs more permissions from your Google account to show %s data.', 'google-site-kit' ), $module->identity()->name() ),
					array(
						'status'       => 403,
						'scopes'       => $missing,
						'reconnectURL' => $this->authentication->connect_url( $missing ),
						'skipModal'    => get_current_user_id() !== $user_id,
					)
				);
			}
		}
		return array( $datapoint, $clean, $user_id, $cached_only );
	}
}
