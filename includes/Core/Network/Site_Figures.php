<?php
/**
 * Class Site_Figures
 *
 * @package Google\Site_Kit\Core\Network
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Network;

use Google\Site_Kit\Core\Abilities\Period;
use Google\Site_Kit\Core\Network\Contracts\Network_Figures_Source;
use Google\Site_Kit\Core\Network\Contracts\Provides_Network_Figures;
use Google\Site_Kit\Core\Provider\Errors;
use Google\Site_Kit\Core\Util\Date_Range;
use Google\Site_Kit\Plugin;

/**
 * One site's headline figures of the last 28 days for the network overview (visitors, search clicks, earnings),
 * read through the site's own datapoint runner AS EACH SERVICE'S OWNER, with the params the site's summary and
 * dashboard send: so the cache keys, and the numbers, are those of the owner's own dashboard.
 *
 * Two modes: cache only (the list: Datapoint_Runner::peek(), never a Google call; a figure not in the cache is
 * "pending") and read (cache → single flight → Google, one call per distinct cold report).
 *
 * The figures: { visitors: number|null, clicks: number|null, earnings: {value, currency}|null, pending: string[]
 * (figures the cache does not hold yet), errors: {figure: message}, known: bool (nothing pending) }. A null figure
 * is one the site does not have: its service is not connected, has no owner, or has no data yet.
 */
final class Site_Figures {

	public const FIGURES = array( 'visitors', 'clicks', 'earnings' );

	/**
	 * Constructor.
	 *
	 * @param Plugin $plugin The site's plugin (Site_Context::run()).
	 */
	public function __construct( private readonly Plugin $plugin ) {}

	/**
	 * The site's figures.
	 *
	 * @param bool $cache_only Answer from the report cache alone.
	 * @return array{visitors: int|float|null, clicks: int|float|null, earnings: array{value: int|float, currency: string|null}|null, pending: string[], errors: array<string, string>, known: bool}
	 */
	public function read( bool $cache_only ): array {
		$period  = Period::from_input(
			array(
				'period'  => Date_Range::DEFAULT_RANGE,
				'compare' => Date_Range::DEFAULT_COMPARE,
			),
			0
		);
		$values  = array_fill_keys( self::FIGURES, null );
		$pending = array();
		$errors  = array();
		// A preset with the default compare: never refused.
		$sources = $period instanceof \WP_Error ? array() : $this->sources();
		$results = array();
		// Reads grouped by the user whose dashboard they are (each service's owner).
		$by_owner = array();
		foreach ( $sources as $slug => list( $source, $owner ) ) {
			foreach ( $source->reads( $period ) as $key => list( $datapoint, $params ) ) {
				$by_owner[ $owner ][ $slug . '|' . $key ] = array( $slug, $datapoint, 'GET', $params );
			}
		}
		foreach ( $by_owner as $owner => $reads ) {
			$runner   = $this->plugin->datapoint_runner();
			$results += $this->as_user( (int) $owner, static fn() => $cache_only ? $runner->peek( $reads ) : $runner->run_many( $reads ) );
		}
		foreach ( $sources as $slug => list( $source ) ) {
			$figure  = $source->figure();
			$answers = array();
			$state   = 'ok';
			foreach ( $results as $key => $result ) {
				list( $owner_slug, $name ) = explode( '|', (string) $key, 2 );
				if ( $owner_slug !== $slug ) {
					continue;
				}
				if ( isset( $result['error'] ) ) {
					$state             = 'error';
					$errors[ $figure ] = self::message( $result['error'] );
					break;
				}
				if ( null === ( $result['value'] ?? null ) ) {
					$state = 'pending';
				}
				$answers[ $name ] = $result['value'] ?? null;
			}
			if ( 'pending' === $state ) {
				$pending[] = $figure;
			} elseif ( 'ok' === $state ) {
				$value = $source->value( $answers, $period );
				// A money figure keeps its currency; a count is the number alone.
				$values[ $figure ] = null === $value || null === $value['currency'] ? ( $value['value'] ?? null ) : $value;
			}
		}
		return array(
			'visitors' => is_array( $values['visitors'] ) ? null : $values['visitors'],
			'clicks'   => is_array( $values['clicks'] ) ? null : $values['clicks'],
			'earnings' => is_array( $values['earnings'] ) ? $values['earnings'] : null,
			'pending'  => $pending,
			'errors'   => $errors,
			'known'    => ! $pending,
		);
	}

	/**
	 * The connected services with a figure, each with the user whose dashboard it is read as (its owner; services
	 * without one have no figure).
	 *
	 * @return array<string, array{Network_Figures_Source, int}>
	 */
	private function sources(): array {
		$modules   = $this->plugin->modules();
		$ownership = $this->plugin->module_ownership();
		$out       = array();
		foreach ( $modules->all() as $slug => $module ) {
			if ( ! $module instanceof Provides_Network_Figures || ! $modules->is_active( $slug ) || ! $module->is_connected() ) {
				continue;
			}
			$owner = $ownership->reader_id( $module );
			if ( $owner > 0 ) {
				$out[ $slug ] = array( $module->network_figures(), $owner );
			}
		}
		return $out;
	}

	/**
	 * Runs code as another user, then puts the current user back.
	 *
	 * @template T
	 * @param int         $user_id User ID.
	 * @param callable(): T $code  The code.
	 * @return T
	 */
	private function as_user( int $user_id, callable $code ): mixed {
		$previous = get_current_user_id();
		if ( $previous === $user_id ) {
			return $code();
		}
		wp_set_current_user( $user_id );
		try {
			return $code();
		} finally {
			wp_set_current_user( $previous );
		}
	}

	/**
	 * An error's message for the overview (Google's own words inside the plugin's explanation; nothing secret).
	 *
	 * @param \WP_Error $error Error.
	 */
	private static function message( \WP_Error $error ): string {
		$message = $error->get_error_message();
		return '' !== $message ? $message : Errors::internal_server_error()->get_error_message();
	}
}
