<?php
/**
 * Class Headline_Ability
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

use WP_Error;

/**
 * The headline figures of the site or of one page (Site_Stats_Ability, Page_Stats_Ability): for a period, each
 * service's figures with their value over the compare period, from the summary's cached reads.
 */
abstract class Headline_Ability extends Ability {

	/**
	 * Constructor.
	 *
	 * @param Headline_Reader $reader Reads the figures.
	 */
	public function __construct( protected readonly Headline_Reader $reader ) {}

	/**
	 * The page whose figures are asked for ('' for the site), or why it cannot be.
	 *
	 * @param array<string, mixed> $input Validated input.
	 */
	abstract protected function url( array $input ): string|WP_Error;

	/**
	 * Properties of the input beyond period, compare and services.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function own_input(): array {
		return array();
	}

	/**
	 * {@inheritDoc}
	 */
	public function input_schema(): array {
		$input            = Schema::object(
			$this->own_input() + Period::input_properties() + array(
				'services' => Schema::list_of(
					Schema::of( 'string', '', array( 'enum' => array_keys( $this->reader->sources() ) ) ),
					__( 'Only these services. Default: every service with headline figures the user may see.', 'google-site-kit' )
				) + array(
					'minItems'    => 1,
					'uniqueItems' => true,
				),
			),
			array_keys( $this->own_input() )
		);
		$input['default'] = array();
		return $input;
	}

	/**
	 * {@inheritDoc}
	 */
	public function output_schema(): array {
		$figure  = Schema::object(
			array(
				'figure'   => Schema::of( 'string', __( 'Which figure: impressions and clicks in Google Search (Search Console), unique visitors and views (Analytics).', 'google-site-kit' ) ),
				'label'    => Schema::of( 'string', __( 'Its name on the dashboard.', 'google-site-kit' ) ),
				'service'  => Schema::of( 'string', __( 'The service it comes from.', 'google-site-kit' ) ),
				'value'    => Schema::of( 'number', __( 'The figure over the period.', 'google-site-kit' ) ),
				'previous' => Schema::nullable( 'number', __( 'The figure over the compare period; null when nothing is compared or the service lacks that period.', 'google-site-kit' ) ),
			)
		);
		$service = Schema::object(
			array(
				'service' => Schema::of( 'string', __( 'Service slug.', 'google-site-kit' ) ),
				'name'    => Schema::of( 'string', __( 'Service name.', 'google-site-kit' ) ),
			) + Service_Status::properties()
		);
		return Schema::object(
			Period::output_properties() + $this->own_output() + array(
				'figures'  => Schema::list_of( $figure, __( 'The headline figures, in the dashboard’s order; a service without figures (see services) has none here.', 'google-site-kit' ) ),
				'services' => Schema::list_of( $service, __( 'How each service fared.', 'google-site-kit' ) ),
			)
		);
	}

	/**
	 * Properties of the output beyond the period and the figures.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function own_output(): array {
		return array();
	}

	/**
	 * The services asked for may all be read by the user; without a list, at least one may.
	 *
	 * @param array<string, mixed> $input Validated input.
	 */
	protected function allows( array $input ): bool {
		$asked = isset( $input['services'] ) ? (array) $input['services'] : null;
		foreach ( $asked ?? array_keys( $this->reader->sources() ) as $slug ) {
			$readable = $this->reader->may_read( (string) $slug );
			if ( null === $asked && $readable ) {
				return true;
			}
			if ( null !== $asked && ! $readable ) {
				return false;
			}
		}
		return null !== $asked;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $input Validated input.
	 */
	public function execute( array $input ): array|WP_Error {
		$url = $this->url( $input );
		if ( is_wp_error( $url ) ) {
			return $url;
		}
		$period = Period::from_input( $input, get_current_user_id() );
		if ( is_wp_error( $period ) ) {
			return $period;
		}
		$services = isset( $input['services'] ) ? array_map( 'strval', (array) $input['services'] ) : array_values( array_filter( array_keys( $this->reader->sources() ), array( $this->reader, 'may_read' ) ) );
		$read     = $this->reader->read( $services, $period, $url );
		if ( is_wp_error( $read ) ) {
			return $read;
		}
		return $period->describe() + ( '' === $url ? array() : array( 'url' => $url ) ) + $read;
	}
}
