<?php
/**
 * Class Headline_Reader
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

use Google\Site_Kit\Core\Abilities\Contracts\Provides_Headline;
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Reports\Datapoint_Runner;
use WP_Error;

/**
 * The headline figures of the site or of one page, read as the summary reads them (the WordPress dashboard widget,
 * the admin bar): each service's reads with the summary's own params through the datapoint runner — so from the
 * same cached answers, with the same tokens (the owner's for a view-only user) — and each service on its own: one
 * that fails or has no data hides only its figures.
 */
final class Headline_Reader {

	/**
	 * Constructor.
	 *
	 * @param Modules          $modules Module registry.
	 * @param Datapoint_Runner $runner  Datapoint runner.
	 * @param Data_Limits      $limits  The services' history limits.
	 */
	public function __construct(
		private readonly Modules $modules,
		private readonly Datapoint_Runner $runner,
		private readonly Data_Limits $limits
	) {}

	/**
	 * The services with headline figures, in the summary's order.
	 *
	 * @return array<string, Provides_Headline&\Google\Site_Kit\Core\Modules\Module>
	 */
	public function sources(): array {
		$out = array();
		foreach ( $this->modules->all() as $slug => $module ) {
			if ( $module instanceof Provides_Headline ) {
				$out[ $slug ] = $module;
			}
		}
		return $out;
	}

	/**
	 * Whether the current user may read a service's headline figures (the dashboard's check of each datapoint).
	 *
	 * @param string $slug Service slug.
	 */
	public function may_read( string $slug ): bool {
		$module = $this->sources()[ $slug ] ?? null;
		if ( null === $module ) {
			return false;
		}
		foreach ( $module->headline()->datapoints() as $datapoint ) {
			if ( ! $this->modules->may_read( $slug, $datapoint ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The figures of the services, and how each fared.
	 *
	 * @param string[] $slugs  Services, in order.
	 * @param Period   $period The period.
	 * @param string   $url    One page's URL, or '' for the whole site.
	 * @return array{figures: array<int, array<string, mixed>>, services: array<int, array<string, mixed>>}|WP_Error
	 *         WP_Error when every service failed.
	 */
	public function read( array $slugs, Period $period, string $url ): array|WP_Error {
		$sources  = array_intersect_key( $this->sources(), array_flip( $slugs ) );
		$statuses = array();
		$live     = array();
		foreach ( $sources as $slug => $module ) {
			if ( $this->modules->is_active( $slug ) && $module->is_connected() ) {
				$live[ $slug ] = $module;
			} else {
				$statuses[ $slug ] = Service_Status::not_connected( $module );
			}
		}
		$coverage = $this->limits->coverage( $live, $period );
		$reads    = array();
		foreach ( $live as $slug => $module ) {
			if ( Data_Limits::outside( $coverage[ $slug ] ) ) {
				$statuses[ $slug ] = Service_Status::outside_limits( $module, $coverage[ $slug ]['firstDay'] );
				continue;
			}
			foreach ( $module->headline()->reads( $period->dates, $period->key(), $url, Data_Limits::comparable( $coverage[ $slug ] ) ) as $key => list( $datapoint, $params ) ) {
				$reads[ $slug . '|' . $key ] = array( $slug, $datapoint, 'GET', $params );
			}
		}
		$results = $reads ? $this->runner->run_many( $reads ) : array();
		$figures = array();
		$errors  = array();
		foreach ( $live as $slug => $module ) {
			if ( isset( $statuses[ $slug ] ) ) {
				continue;
			}
			$answers = array();
			$stale   = null;
			foreach ( $results as $key => $result ) {
				list( $owner, $name ) = explode( '|', (string) $key, 2 );
				if ( $owner !== $slug ) {
					continue;
				}
				if ( isset( $result['error'] ) ) {
					$errors[ $slug ] = $result['error'];
					break;
				}
				$answers[ $name ] = $result['value'] ?? null;
				$stale            = max( (string) $stale, (string) Service_Status::stale_since( $result ) );
			}
			if ( isset( $errors[ $slug ] ) ) {
				$statuses[ $slug ] = Service_Status::failed( $errors[ $slug ] );
				continue;
			}
			$values = $module->headline()->values( $answers );
			if ( null === $values ) {
				$statuses[ $slug ] = Service_Status::of( 'no-data', __( 'The service is still gathering data for this period.', 'google-site-kit' ) );
				continue;
			}
			$statuses[ $slug ]               = Service_Status::of( 'ok' );
			$statuses[ $slug ]['staleSince'] = '' === $stale ? null : $stale;
			$comparable                      = Data_Limits::comparable( $coverage[ $slug ] );
			foreach ( $module->headline()->figures() as $figure => $label ) {
				$figures[] = array(
					'figure'   => $figure,
					'label'    => $label,
					'service'  => $slug,
					'value'    => Schema::number( $values[ $figure ]['value'] ),
					'previous' => $comparable && null !== $values[ $figure ]['previous'] ? Schema::number( $values[ $figure ]['previous'] ) : null,
				);
			}
		}
		if ( $errors && count( $errors ) === count( $sources ) ) {
			return Service_Status::to_error( reset( $errors ) );
		}
		$services = array();
		foreach ( $sources as $slug => $module ) {
			$services[] = array(
				'service' => $slug,
				'name'    => $module->identity()->name(),
			) + $statuses[ $slug ];
		}
		return array(
			'figures'  => $figures,
			'services' => $services,
		);
	}
}
