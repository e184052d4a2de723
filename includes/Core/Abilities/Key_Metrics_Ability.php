<?php
/**
 * Class Key_Metrics_Ability
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

use Google\Site_Kit\Core\Util\Feature_Flags;
use WP_Error;

/**
 * google-site-kit/get-key-metrics: the key-metric tiles of the user's dashboard (or those asked for) with their
 * figures for a period. Offered while the personalisation feature (userInput), which the Key metrics section comes
 * with, is on.
 */
final class Key_Metrics_Ability extends Ability {

	/**
	 * Constructor.
	 *
	 * @param Key_Metrics_Reader $reader   Reads the tiles.
	 * @param Feature_Flags      $features Feature flags.
	 */
	public function __construct(
		private readonly Key_Metrics_Reader $reader,
		private readonly Feature_Flags $features
	) {}

	/**
	 * {@inheritDoc}
	 */
	public function name(): string {
		return 'google-site-kit/get-key-metrics';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Get key metrics', 'google-site-kit' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'The key metrics of Site Kit’s dashboard for a period: the tiles the user picked (else those suggested by the site’s purpose), or the tiles asked for, each with its figures from Google — e.g. new visitors, the top traffic source, the most popular content, the best performing search queries. Read-only, from the dashboard’s cached reports; a view-only user gets the tiles of the services shared with them.', 'google-site-kit' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function enabled(): bool {
		return $this->features->enabled( 'userInput' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function input_schema(): array {
		$input            = Schema::object(
			Period::input_properties() + array(
				'tiles' => Schema::list_of(
					Schema::of( 'string', '', array( 'enum' => array_keys( $this->reader->catalogue() ) ) ),
					__( 'Only these tiles, in this order. Default: the tiles on the user’s dashboard.', 'google-site-kit' )
				) + array(
					'minItems'    => 1,
					'uniqueItems' => true,
				),
			),
			array()
		);
		$input['default'] = array();
		return $input;
	}

	/**
	 * {@inheritDoc}
	 */
	public function output_schema(): array {
		return Schema::object(
			Period::output_properties() + array(
				'source' => Schema::of(
					'string',
					__( 'Which tiles these are: those asked for, the user’s pick, or the suggestions of the site’s purpose.', 'google-site-kit' ),
					array( 'enum' => array( 'requested', 'picked', 'suggested' ) )
				),
				'tiles'  => Schema::list_of( Tile_Output::schema(), __( 'The tiles, in order.', 'google-site-kit' ) ),
			)
		);
	}

	/**
	 * The feature is on, and the user may read every tile asked for.
	 *
	 * @param array<string, mixed> $input Validated input.
	 */
	protected function allows( array $input ): bool {
		if ( ! $this->enabled() ) {
			return false;
		}
		foreach ( (array) ( $input['tiles'] ?? array() ) as $slug ) {
			if ( ! $this->reader->may_read( (string) $slug ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $input Validated input.
	 */
	public function execute( array $input ): array|WP_Error {
		$period = Period::from_input( $input, get_current_user_id() );
		if ( is_wp_error( $period ) ) {
			return $period;
		}
		$tiles = isset( $input['tiles'] ) ? array_values( array_map( 'strval', (array) $input['tiles'] ) ) : null;
		$read  = $this->reader->read( $tiles, $period );
		return is_wp_error( $read ) ? $read : $period->describe() + $read;
	}
}
