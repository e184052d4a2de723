<?php
/**
 * Class Report_Order
 *
 * @package Google\Site_Kit\Modules\Analytics
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Analytics;

/**
 * The order of a GA4 report's rows, shared by the report and realtime datapoints: the `orderby` argument the
 * browser sends and the `orderBys` GA4 reads.
 */
final class Report_Order {

	/**
	 * The schema of an `orderby` argument: a list of { metric | dimension, desc } among the allowed names.
	 *
	 * @param string[] $metrics    Allowed metrics.
	 * @param string[] $dimensions Allowed dimensions.
	 * @return array<string, mixed>
	 */
	public static function arg( array $metrics, array $dimensions ): array {
		return array(
			'type'  => 'array',
			'items' => array(
				'type'       => 'object',
				'properties' => array(
					'metric'    => array(
						'type' => 'string',
						'enum' => $metrics,
					),
					'dimension' => array(
						'type' => 'string',
						'enum' => $dimensions,
					),
					'desc'      => array( 'type' => 'boolean' ),
				),
			),
		);
	}

	/**
	 * GA4's `orderBys` of a validated `orderby` argument.
	 *
	 * @param array<int, array<string, mixed>> $orderby           Validated orders.
	 * @param string                           $default_dimension Dimension of an order naming neither.
	 * @param string[]                         $numeric           Dimensions ordered as numbers (not as text).
	 * @return array<int, array<string, mixed>>
	 */
	public static function order_bys( array $orderby, string $default_dimension, array $numeric = array() ): array {
		return array_map(
			static function ( $order ) use ( $default_dimension, $numeric ) {
				if ( isset( $order['metric'] ) ) {
					$by = array( 'metric' => array( 'metricName' => (string) $order['metric'] ) );
				} else {
					$name = (string) ( $order['dimension'] ?? $default_dimension );
					$by   = array( 'dimension' => array( 'dimensionName' => $name ) + ( in_array( $name, $numeric, true ) ? array( 'orderType' => 'NUMERIC' ) : array() ) );
				}
				return $by + array( 'desc' => ! empty( $order['desc'] ) );
			},
			$orderby
		);
	}
}
