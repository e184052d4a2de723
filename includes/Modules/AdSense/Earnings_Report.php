<?php
/**
 * Class Earnings_Report
 *
 * @package Google\Site_Kit\Modules\AdSense
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\AdSense;

use Google\Site_Kit\Core\Provider\Provider_Request;
use Google\Site_Kit\Core\Util\Date_Range;
use WP_Error;

/**
 * The report datapoint: its parameters and the reports:generate request they make for the connected account.
 */
final class Earnings_Report {

	/**
	 * Constructor.
	 *
	 * @param AdSense $module The module (its account).
	 */
	public function __construct( private readonly AdSense $module ) {}

	/**
	 * The parameters of the report datapoint.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			'metrics'    => array(
				'type'     => 'array',
				'required' => true,
				'minItems' => 1,
				'items'    => array(
					'type' => 'string',
					'enum' => AdSense::METRICS,
				),
			),
			'dimensions' => array(
				'type'  => 'array',
				'items' => array(
					'type' => 'string',
					'enum' => AdSense::DIMENSIONS,
				),
			),
			'dateRange'  => array( 'type' => 'string' ),
			'startDate'  => array( 'type' => 'string' ),
			'endDate'    => array( 'type' => 'string' ),
			'limit'      => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 10000,
			),
		);
	}

	/**
	 * An earnings report of the connected account.
	 *
	 * @param array<string, mixed> $params  Parameters.
	 * @param int                  $user_id User whose token to use.
	 * @return Provider_Request|WP_Error The call to make (sent by the runner, with others of the batch).
	 */
	public function run( array $params, int $user_id ): Provider_Request|WP_Error {
		$account = (string) $this->module->get_settings()['accountID'];
		if ( '' === $account ) {
			return new WP_Error( 'module_not_connected', __( 'AdSense is not set up yet.', 'google-site-kit' ), array( 'status' => 400 ) );
		}
		$range = Date_Range::from_params( $params );
		if ( is_wp_error( $range ) ) {
			return $range;
		}
		list( $sy, $sm, $sd ) = array_map( 'intval', explode( '-', $range->start_date ) );
		list( $ey, $em, $ed ) = array_map( 'intval', explode( '-', $range->end_date ) );
		// Google wants repeated keys (metrics=A&metrics=B); build the query string by hand.
		$query = array(
			'dateRange'       => 'CUSTOM',
			'startDate.year'  => $sy,
			'startDate.month' => $sm,
			'startDate.day'   => $sd,
			'endDate.year'    => $ey,
			'endDate.month'   => $em,
			'endDate.day'     => $ed,
		);
		$pairs = array();
		foreach ( $query as $key => $value ) {
			$pairs[] = rawurlencode( $key ) . '=' . rawurlencode( (string) $value );
		}
		foreach ( (array) $params['metrics'] as $metric ) {
			$pairs[] = 'metrics=' . rawurlencode( (string) $metric );
		}
		foreach ( (array) ( $params['dimensions'] ?? array() ) as $dimension ) {
			$pairs[] = 'dimensions=' . rawurlencode( (string) $dimension );
		}
		if ( ! empty( $params['limit'] ) ) {
			$pairs[] = 'limit=' . (int) $params['limit'];
		}
		unset( $user_id );
		return new Provider_Request( 'GET', AdSense::API . 'accounts/' . $account . '/reports:generate?' . implode( '&', $pairs ) );
	}
}
