<?php
/**
 * Class Detected_Events
 *
 * @package Google\Site_Kit\Modules\Analytics
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Analytics;

use Google\Site_Kit\Core\Provider\Provider_Request;
use Google\Site_Kit\Core\Util\Date_Range;
use WP_Error;

/**
 * Whether the GA4 property has recently seen lead or purchase events: the leads and sales tiles
 * (and their suggestion) depend on it.
 */
final class Detected_Events {

	public const LEAD_EVENTS     = array( 'generate_lead', 'submit_lead_form', 'contact' );
	public const PURCHASE_EVENTS = array( 'purchase' );
	/** How far back an event counts as seen. */
	public const DAYS = 90;

	/**
	 * Constructor.
	 *
	 * @param Analytics $module The module.
	 */
	public function __construct( private readonly Analytics $module ) {}

	/**
	 * The report of those events' counts over the last DAYS days, answered as {leads, purchases}.
	 *
	 * @param array<string, mixed> $params  Parameters (none).
	 * @param int                  $user_id User whose token to use (the runner sends it).
	 * @return Provider_Request|WP_Error
	 */
	public function run( array $params, int $user_id ): Provider_Request|WP_Error {
		unset( $params, $user_id );
		$url = $this->module->property_url( Analytics::DATA_API, ':runReport' );
		if ( is_wp_error( $url ) ) {
			return $url;
		}
		$range = Date_Range::from_params( array( 'dateRange' => 'last-' . self::DAYS . '-days' ) );
		if ( is_wp_error( $range ) ) {
			return $range;
		}
		$body = array(
			'dateRanges'      => array(
				array(
					'startDate' => $range->start_date,
					'endDate'   => $range->end_date,
				),
			),
			'dimensions'      => array( array( 'name' => 'eventName' ) ),
			'metrics'         => array( array( 'name' => 'eventCount' ) ),
			'dimensionFilter' => array(
				'filter' => array(
					'fieldName'    => 'eventName',
					'inListFilter' => array( 'values' => array_merge( self::LEAD_EVENTS, self::PURCHASE_EVENTS ) ),
				),
			),
			'limit'           => 50,
		);
		return new Provider_Request( 'POST', $url, array(), $body, array( self::class, 'from_report' ) );
	}

	/**
	 * Reads a runReport answer (rows of eventName → eventCount) as which kinds of events were seen.
	 *
	 * @param array<string, mixed> $report The report.
	 * @return array{leads: bool, purchases: bool}
	 */
	public static function from_report( array $report ): array {
		$seen = array();
		// No rows key at all when nothing matched.
		foreach ( (array) ( $report['rows'] ?? array() ) as $row ) {
			$name  = (string) ( $row['dimensionValues'][0]['value'] ?? '' );
			$count = (float) ( $row['metricValues'][0]['value'] ?? 0 );
			if ( $count > 0 ) {
				$seen[] = $name;
			}
		}
		return array(
			'leads'     => (bool) array_intersect( self::LEAD_EVENTS, $seen ),
			'purchases' => (bool) array_intersect( self::PURCHASE_EVENTS, $seen ),
		);
	}
}
