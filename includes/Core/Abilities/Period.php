<?php
/**
 * Class Period
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

use Google\Site_Kit\Core\User\User_Date_Range;
use Google\Site_Kit\Core\Util\Date_Range;
use WP_Error;

/**
 * The period an ability reports on: one of the dashboard's range presets and a compare mode, turned into the range
 * key the dashboard sends as `dateRange` (so the reads share the dashboard's cached answers) and its dates.
 * Without input, the user's own choice on the dashboard.
 */
final class Period {

	/**
	 * Constructor.
	 *
	 * @param string     $range   Preset slug (or the user's saved custom range).
	 * @param string     $compare Compare mode.
	 * @param Date_Range $dates   The dates.
	 */
	private function __construct(
		public readonly string $range,
		public readonly string $compare,
		public readonly Date_Range $dates
	) {}

	/**
	 * The input properties: period and compare.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function input_properties(): array {
		return array(
			'period'  => Schema::of(
				'string',
				__( 'The date range, as on the dashboard. Default: the range the user last picked there (last-28-days until they pick one).', 'google-site-kit' ),
				array( 'enum' => Date_Range::PRESETS )
			),
			'compare' => Schema::of(
				'string',
				__( 'What the figures are compared with: the previous period of as many days, the same period a year before, or nothing. Default: the user’s choice on the dashboard.', 'google-site-kit' ),
				array( 'enum' => Date_Range::COMPARE_MODES )
			),
		);
	}

	/**
	 * The output properties describing the period.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function output_properties(): array {
		return array(
			'period'           => Schema::of( 'string', __( 'The date range (a preset slug, or a saved custom range "YYYY-MM-DD..YYYY-MM-DD").', 'google-site-kit' ) ),
			'periodLabel'      => Schema::of( 'string', __( 'The range as the dashboard names it.', 'google-site-kit' ) ),
			'compare'          => Schema::of( 'string', '', array( 'enum' => Date_Range::COMPARE_MODES ) ),
			'startDate'        => Schema::day( false, __( 'First day of the range, in the site’s time zone.', 'google-site-kit' ) ),
			'endDate'          => Schema::day( false, __( 'Last day of the range.', 'google-site-kit' ) ),
			'compareStartDate' => Schema::day( true, __( 'First day of the compare period; null when nothing is compared.', 'google-site-kit' ) ),
			'compareEndDate'   => Schema::day( true, __( 'Last day of the compare period; null when nothing is compared.', 'google-site-kit' ) ),
		);
	}

	/**
	 * The period of a validated input, the user's choice filling what it leaves out.
	 *
	 * @param array<string, mixed> $input   Validated input.
	 * @param int                  $user_id User.
	 */
	public static function from_input( array $input, int $user_id ): self|WP_Error {
		$saved   = ( new User_Date_Range() )->get( $user_id );
		$range   = is_string( $input['period'] ?? null ) ? $input['period'] : $saved['dateRange'];
		$compare = is_string( $input['compare'] ?? null ) ? $input['compare'] : $saved['compare'];
		$dates   = Date_Range::from_params(
			array(
				'dateRange' => $range,
				'compare'   => $compare,
			)
		);
		return is_wp_error( $dates ) ? $dates : new self( $range, $compare, $dates );
	}

	/**
	 * The dashboard's range key: the range alone for the previous period, else "range~compare".
	 */
	public function key(): string {
		return Date_Range::DEFAULT_COMPARE === $this->compare ? $this->range : $this->range . '~' . $this->compare;
	}

	/**
	 * The period as the output describes it.
	 *
	 * @return array<string, string|null>
	 */
	public function describe(): array {
		$compare = $this->dates->has_compare();
		return array(
			'period'           => $this->range,
			'periodLabel'      => User_Date_Range::label( $this->range ),
			'compare'          => $this->compare,
			'startDate'        => $this->dates->start_date,
			'endDate'          => $this->dates->end_date,
			'compareStartDate' => $compare ? $this->dates->compare_start_date : null,
			'compareEndDate'   => $compare ? $this->dates->compare_end_date : null,
		);
	}
}
