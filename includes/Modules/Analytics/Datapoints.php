<?php
/**
 * Class Datapoints
 *
 * @package Google\Site_Kit\Modules\Analytics
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Analytics;

use Google\Site_Kit\Core\Modules\Datapoint;
use Google\Site_Kit\Core\Provider\Client;

/**
 * Analytics' datapoints (modules/analytics/data/{name}): what each reads or writes, its parameters, who may read it
 * and how long its answer is cached.
 */
final class Datapoints {

	/**
	 * Constructor.
	 *
	 * @param Analytics $analytics The module.
	 * @param Client    $client    Google API client.
	 */
	public function __construct(
		private readonly Analytics $analytics,
		private readonly Client $client
	) {}

	/**
	 * The datapoints by name.
	 *
	 * @return array<string, Datapoint>
	 */
	public function all(): array {
		$admin      = new Admin( $this->client );
		$dimensions = new Custom_Dimensions( $this->analytics, $this->client );
		return array(
			'account-summaries'        => new Datapoint( 'GET', array( $admin, 'account_summaries' ) ),
			'webdatastreams'           => new Datapoint(
				'GET',
				array( $admin, 'web_data_streams' ),
				array(
					'propertyID' => array(
						'type'     => 'string',
						'pattern'  => '^\d+$',
						'required' => true,
					),
				)
			),
			'report'                   => new Datapoint( 'GET', array( new Reports( $this->analytics ), 'run' ), Reports::args(), true, cache_ttl: HOUR_IN_SECONDS ),
			// "Right now": one cached answer a minute serves every viewer; never renewed in the background for nobody.
			'realtime'                 => new Datapoint( 'GET', array( new Realtime( $this->analytics ), 'run' ), Realtime::args(), true, cache_ttl: Realtime::CACHE_TTL, warm: false ),
			'create-property'          => new Datapoint(
				'POST',
				array( $admin, 'create_property' ),
				array(
					'accountID'   => array(
						'type'     => 'string',
						'pattern'  => '^\d+$',
						'required' => true,
					),
					'displayName' => array(
						'type'      => 'string',
						'maxLength' => 100,
					),
					'timezone'    => array(
						'type'    => 'string',
						'pattern' => '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$',
					),
				),
				false,
				true,
				array( Analytics::EDIT_SCOPE )
			),
			'create-webdatastream'     => new Datapoint(
				'POST',
				array( $admin, 'create_web_data_stream' ),
				array(
					'propertyID'  => array(
						'type'     => 'string',
						'pattern'  => '^\d+$',
						'required' => true,
					),
					'displayName' => array(
						'type'      => 'string',
						'maxLength' => 255,
					),
				),
				false,
				true,
				array( Analytics::EDIT_SCOPE )
			),
			// Custom dimensions cache themselves per property (creating one clears it), so no runner cache.
			'custom-dimensions'        => new Datapoint( 'GET', array( $dimensions, 'list' ), array(), true ),
			'create-custom-dimensions' => new Datapoint(
				'POST',
				array( $dimensions, 'create' ),
				Custom_Dimensions::create_args(),
				false,
				true,
				array( Analytics::EDIT_SCOPE )
			),
			'detected-events'          => new Datapoint( 'GET', array( new Detected_Events( $this->analytics ), 'run' ), array(), true, cache_ttl: DAY_IN_SECONDS ),
			// When the property was created: the dashboard's note for ranges before it.
			'property'                 => new Datapoint( 'GET', array( new Property_Info( $this->analytics ), 'run' ), array(), true, cache_ttl: DAY_IN_SECONDS ),
		);
	}
}
