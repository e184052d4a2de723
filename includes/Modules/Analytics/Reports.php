<?php
/**
 * Class Reports
 *
 * @package Google\Site_Kit\Modules\Analytics
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Analytics;

use Google\Site_Kit\Core\Provider\Client;
use Google\Site_Kit\Core\Provider\Provider_Request;
use Google\Site_Kit\Core\Util\Date_Range;
use WP_Error;

/**
 * The GA4 report datapoint: validated arguments in, Google's runReport request shape out.
 */
final class Reports {

	public const METRICS    = array( 'totalUsers', 'newUsers', 'sessions', 'screenPageViews', 'engagementRate', 'averageSessionDuration', 'conversions', 'engagedSessions', 'bounceRate' );
	public const DIMENSIONS = array( 'date', 'pagePath', 'pageTitle', 'sessionDefaultChannelGrouping', 'country', 'deviceCategory' );

	private const DATA_API = 'https://analyticsdata.googleapis.com/v1beta/';

	/**
	 * Constructor.
	 *
	 * @param Analytics $module The module.
	 * @param Client    $client Google API client.
	 */
	public function __construct(
		private readonly Analytics $module,
		private readonly Client $client
	) {}

	/**
	 * Argument schema of the report datapoint.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			'metrics'           => array(
				'type'     => 'array',
				'required' => true,
				'minItems' => 1,
				'maxItems' => 10,
				'items'    => array(
					'type' => 'string',
					'enum' => self::METRICS,
				),
			),
			'dimensions'        => array(
				'type'     => 'array',
				'maxItems' => 9,
				'items'    => array(
					'type' => 'string',
					'enum' => self::DIMENSIONS,
				),
			),
			'dateRange'         => array( 'type' => 'string' ),
			'startDate'         => array( 'type' => 'string' ),
			'endDate'           => array( 'type' => 'string' ),
			'compareDateRanges' => array( 'type' => 'boolean' ),
			'url'               => array(
				'type'   => 'string',
				'format' => 'uri',
			),
			'orderby'           => array(
				'type'  => 'array',
				'items' => array(
					'type'       => 'object',
					'properties' => array(
						'metric'    => array(
							'type' => 'string',
							'enum' => self::METRICS,
						),
						'dimension' => array(
							'type' => 'string',
							'enum' => self::DIMENSIONS,
						),
						'desc'      => array( 'type' => 'boolean' ),
					),
				),
			),
			'limit'             => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 10000,
			),
		);
	}

	/**
	 * Runs the report.
	 *
	 * @param array<string, mixed> $params  Validated parameters.
	 * @param int                  $user_id User whose token to use.
	 * @return Provider_Request|WP_Error The call to make (sent by the runner, with others of the batch).
	 */
	public function run( array $params, int $user_id ): Provider_Request|WP_Error {
		$property = $this->module->ga4_property_id();
		if ( is_wp_error( $property ) ) {
			return $property;
		}
		$range = Date_Range::from_params( $params );
		if ( is_wp_error( $range ) ) {
			return $range;
		}
		$ranges = array(
			array(
				'startDate' => $range->start_date,
				'endDate'   => $range->end_date,
			),
		);
		if ( ! empty( $params['compareDateRanges'] ) ) {
			$ranges[] = array(
				'startDate' => $range->compare_start_date,
				'endDate'   => $range->compare_end_date,
			);
		}
		$body = array(
			'dateRanges'         => $ranges,
			'metrics'            => array_map( static fn( $name ) => array( 'name' => $name ), array_values( $params['metrics'] ) ),
			'dimensions'         => array_map( static fn( $name ) => array( 'name' => $name ), array_values( (array) ( $params['dimensions'] ?? array() ) ) ),
			'metricAggregations' => array( 'TOTAL' ),
			'keepEmptyRows'      => true,
		);
		if ( ! empty( $params['url'] ) ) {
			$path  = (string) wp_parse_url( (string) $params['url'], PHP_URL_PATH );
			$query = (string) wp_parse_url( (string) $params['url'], PHP_URL_QUERY );
			// A URL with a query string (search results, a filtered archive) is that page, not the page of its path.
			$body['dimensionFilter'] = array(
				'filter' => array(
					'fieldName'    => '' === $query ? 'pagePath' : 'pagePathPlusQueryString',
					'stringFilter' => array(
						'matchType' => 'EXACT',
						'value'     => ( '' === $path ? '/' : $path ) . ( '' === $query ? '' : '?' . $query ),
					),
				),
			);
		}
		if ( ! empty( $params['orderby'] ) ) {
			$body['orderBys'] = array_map(
				static function ( $order ) {
					$by = isset( $order['metric'] ) ? array( 'metric' => array( 'metricName' => $order['metric'] ) ) : array( 'dimension' => array( 'dimensionName' => (string) ( $order['dimension'] ?? 'date' ) ) );
					return $by + array( 'desc' => ! empty( $order['desc'] ) );
				},
				(array) $params['orderby']
			);
		}
		if ( ! empty( $params['limit'] ) ) {
			$body['limit'] = (int) $params['limit'];
		}
		unset( $user_id );
		return new Provider_Request( 'POST', self::DATA_API . 'properties/' . $property . ':runReport', array(), $body );
	}
}
