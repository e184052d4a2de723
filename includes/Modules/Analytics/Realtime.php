<?php
/**
 * Class Realtime
 *
 * @package Google\Site_Kit\Modules\Analytics
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Analytics;

use Google\Site_Kit\Core\Provider\Provider_Request;
use WP_Error;

/**
 * The GA4 realtime datapoint ("Right now"): validated arguments in, Google's runRealtimeReport request out.
 *
 * Google's realtime schema is its own: no sessions, no traffic-source dimensions (sessionSource and the channel
 * groups are core-report only). The strip's "where from" uses country, the closest realtime dimension.
 */
final class Realtime {

	public const METRICS    = array( 'activeUsers', 'screenPageViews', 'eventCount', 'keyEvents' );
	public const DIMENSIONS = array( 'minutesAgo', 'unifiedScreenName', 'country', 'deviceCategory', 'platform' );

	/** Seconds one realtime answer serves every viewer. */
	public const CACHE_TTL = MINUTE_IN_SECONDS;

	/** Minutes a standard GA4 property's realtime report covers (minutesAgo 0–29). */
	public const MAX_MINUTES = 30;

	/**
	 * Constructor.
	 *
	 * @param Analytics $module The module.
	 */
	public function __construct( private readonly Analytics $module ) {}

	/**
	 * Argument schema of the realtime datapoint.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			'metrics'    => array(
				'type'     => 'array',
				'required' => true,
				'minItems' => 1,
				'maxItems' => count( self::METRICS ),
				'items'    => array(
					'type' => 'string',
					'enum' => self::METRICS,
				),
			),
			'dimensions' => array(
				'type'     => 'array',
				'maxItems' => 3,
				'items'    => array(
					'type' => 'string',
					'enum' => self::DIMENSIONS,
				),
			),
			// The last N minutes, the current one included.
			'minutes'    => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => self::MAX_MINUTES,
			),
			'orderby'    => Report_Order::arg( self::METRICS, self::DIMENSIONS ),
			'limit'      => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 100,
			),
		);
	}

	/**
	 * Builds the realtime call.
	 *
	 * @param array<string, mixed> $params  Validated parameters.
	 * @param int                  $user_id User whose token to use.
	 * @return Provider_Request|WP_Error
	 */
	public function run( array $params, int $user_id ): Provider_Request|WP_Error {
		unset( $user_id );
		$url = $this->module->property_url( Analytics::DATA_API, ':runRealtimeReport' );
		if ( is_wp_error( $url ) ) {
			return $url;
		}
		$minutes    = (int) ( $params['minutes'] ?? self::MAX_MINUTES );
		$body       = array(
			'metrics'            => array_map( static fn( $name ) => array( 'name' => (string) $name ), array_values( (array) $params['metrics'] ) ),
			'minuteRanges'       => array(
				array(
					'startMinutesAgo' => $minutes - 1,
					'endMinutesAgo'   => 0,
				),
			),
			'metricAggregations' => array( 'TOTAL' ),
		);
		$dimensions = array_values( (array) ( $params['dimensions'] ?? array() ) );
		if ( $dimensions ) {
			$body['dimensions'] = array_map( static fn( $name ) => array( 'name' => (string) $name ), $dimensions );
		}
		if ( ! empty( $params['orderby'] ) ) {
			// Minutes ago ("00"–"29") sort as numbers; names as text.
			$body['orderBys'] = Report_Order::order_bys( (array) $params['orderby'], 'minutesAgo', array( 'minutesAgo' ) );
		}
		if ( ! empty( $params['limit'] ) ) {
			$body['limit'] = (int) $params['limit'];
		}
		return new Provider_Request( 'POST', $url, array(), $body );
	}
}
