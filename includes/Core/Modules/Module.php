<?php
/**
 * Class Module
 *
 * @package Google\Site_Kit\Core\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Modules;

use Google\Site_Kit\Context;
use Google\Site_Kit\Core\Provider\Client;
use Google\Site_Kit\Core\Util\Date_Range;
use WP_Error;

/**
 * One Google service: its identity (Module_Identity), settings, connected check,
 * datapoints and front-end output.
 */
abstract class Module {

	/**
	 * The module's identity, built the first time it is asked for.
	 *
	 * @var Module_Identity|null
	 */
	private ?Module_Identity $identity = null;

	/**
	 * Constructor.
	 *
	 * @param Context $context Plugin context.
	 * @param Client  $client  Google API client.
	 */
	public function __construct(
		protected readonly Context $context,
		protected readonly Client $client
	) {}

	/**
	 * Declares what the module is (slug, name, description, homepage, order, sharing, scopes); built once.
	 */
	abstract protected function define_identity(): Module_Identity;

	/**
	 * What the module is.
	 */
	final public function identity(): Module_Identity {
		$this->identity ??= $this->define_identity();
		return $this->identity;
	}

	/**
	 * Whether view-only reads of the module go out with its owner's Google token. When they do, only an admin
	 * signed in with Google who granted the module's scopes can serve as its owner.
	 */
	public function needs_owner_token(): bool {
		return true;
	}

	/**
	 * Slugs of modules that must be active first.
	 *
	 * @return string[]
	 */
	public function dependencies(): array {
		return array();
	}

	/**
	 * Settings with their defaults.
	 *
	 * @return array<string, mixed>
	 */
	public function default_settings(): array {
		return array();
	}

	/**
	 * JSON schema of each setting an admin may change.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function settings_schema(): array {
		return array();
	}

	/**
	 * Whether the module is set up far enough to work.
	 */
	abstract public function is_connected(): bool;

	/**
	 * Why the module cannot be activated here, if it cannot.
	 */
	public function check_requirements(): ?WP_Error {
		return null;
	}

	/**
	 * The module's datapoints by name.
	 *
	 * @return array<string, Datapoint>
	 */
	public function datapoints(): array {
		return array();
	}

	/**
	 * The reads of this module's main-dashboard widgets, with the params they send, for warming the report cache
	 * (`wp site-kit cache warm`): label => [ datapoint, params ].
	 *
	 * @param Date_Range $dates      The range's dates.
	 * @param string     $date_range The range, e.g. last-28-days.
	 * @return array<string, array{0: string, 1: array<string, mixed>}>
	 */
	public function dashboard_reads( Date_Range $dates, string $date_range ): array {
		unset( $dates, $date_range );
		return array();
	}

	/**
	 * The key-metric tiles this module provides (widget slugs, e.g. kmAnalyticsNewVisitors), in catalogue order.
	 *
	 * @return array<int, string>
	 */
	public function key_metric_tiles(): array {
		return array();
	}

	/**
	 * Hooks the module's front-end output while it is active.
	 */
	public function register(): void {}

	/**
	 * Option holding the settings.
	 */
	public function settings_option(): string {
		return 'googlesitekit_' . str_replace( '-', '_', $this->identity()->slug ) . '_settings';
	}

	/**
	 * Current settings, defaults filled in.
	 *
	 * @return array<string, mixed>
	 */
	public function get_settings(): array {
		$stored = get_option( $this->settings_option(), array() );
		return array_merge( $this->default_settings(), is_array( $stored ) ? array_intersect_key( $stored, $this->default_settings() ) : array() );
	}

	/**
	 * Validates and saves some settings; nothing is saved when one is invalid.
	 *
	 * @param array<string, mixed> $changes Settings to change.
	 * @return array<string, mixed>|WP_Error The saved settings.
	 */
	public function set_settings( array $changes ): array|WP_Error {
		$schema = $this->settings_schema();
		$clean  = array();
		foreach ( $changes as $key => $value ) {
			if ( ! isset( $schema[ $key ] ) ) {
				return new WP_Error(
					'rest_invalid_param',
					/* translators: 1: setting name, 2: module name */
					sprintf( __( '%1$s is not a setting of %2$s.', 'google-site-kit' ), $key, $this->identity()->name() ),
					array(
						'status' => 400,
						'params' => array( $key => 'unknown' ),
					)
				);
			}
			$valid = rest_validate_value_from_schema( $value, $schema[ $key ], $key );
			if ( is_wp_error( $valid ) ) {
				$valid->add_data(
					array(
						'status' => 400,
						'params' => array( $key => $valid->get_error_message() ),
					)
				);
				return $valid;
			}
			$clean[ $key ] = rest_sanitize_value_from_schema( $value, $schema[ $key ], $key );
		}
		$previous = $this->get_settings();
		$settings = array_merge( $previous, $clean );
		$check    = $this->validate_settings( $settings );
		if ( is_wp_error( $check ) ) {
			return $check;
		}
		$settings = $this->resolve_settings( $settings, $previous );
		if ( is_wp_error( $settings ) ) {
			return $settings;
		}
		if ( array_key_exists( 'ownerID', $this->default_settings() ) && ! $settings['ownerID'] ) {
			$settings['ownerID'] = get_current_user_id();
		}
		update_option( $this->settings_option(), $settings );
		return $this->get_settings();
	}

	/**
	 * Checks the settings as a whole before they are saved.
	 *
	 * @param array<string, mixed> $settings Settings about to be saved.
	 */
	protected function validate_settings( array $settings ): ?WP_Error {
		unset( $settings );
		return null;
	}

	/**
	 * Completes valid settings from Google before they are saved (e.g. the
	 * values Google decides, which the browser must not). Nothing is saved
	 * when this answers an error.
	 *
	 * @param array<string, mixed> $settings Settings about to be saved.
	 * @param array<string, mixed> $previous Settings saved until now.
	 * @return array<string, mixed>|WP_Error
	 */
	protected function resolve_settings( array $settings, array $previous ): array|WP_Error {
		unset( $previous );
		return $settings;
	}

	/**
	 * Removes what the module stored; runs when it is deactivated.
	 */
	public function on_deactivation(): void {
		delete_option( $this->settings_option() );
	}

	/**
	 * The module's setup screen (the dashboard in the moduleSetup context).
	 */
	public function setup_url(): string {
		return $this->context->admin_url(
			'dashboard',
			array(
				'slug'   => $this->identity()->slug,
				'reAuth' => 'true',
			)
		);
	}

	/**
	 * The user who set the module up, whose token view-only reads use.
	 */
	public function owner_id(): int {
		$settings = $this->get_settings();
		return (int) ( $settings['ownerID'] ?? 0 );
	}

	/**
	 * Makes a user the owner (0: none), keeping the other settings; modules without an owner ignore it.
	 *
	 * @param int $user_id User ID.
	 */
	public function set_owner_id( int $user_id ): void {
		if ( array_key_exists( 'ownerID', $this->default_settings() ) ) {
			update_option( $this->settings_option(), array_merge( $this->get_settings(), array( 'ownerID' => $user_id ) ) );
		}
	}
}
