<?php
/**
 * Class Property_Info
 *
 * @package Google\Site_Kit\Modules\Analytics
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Analytics;

use Google\Site_Kit\Core\Provider\Provider_Request;
use WP_Error;

/**
 * The connected GA4 property as the Admin API describes it (properties.get): when it was created, which the
 * dashboard needs to tell a range before the property existed from a range without visitors (GA4 reports reach
 * back to the property's creation, no further).
 */
final class Property_Info {

	/**
	 * Constructor.
	 *
	 * @param Analytics $module The module.
	 */
	public function __construct( private readonly Analytics $module ) {}

	/**
	 * The properties.get call for the connected property.
	 *
	 * @param array<string, mixed> $params  Parameters (none).
	 * @param int                  $user_id User whose token to use (the runner sends it).
	 * @return Provider_Request|WP_Error
	 */
	public function run( array $params, int $user_id ): Provider_Request|WP_Error {
		unset( $params, $user_id );
		$url = $this->module->property_url( Analytics::ADMIN_API );
		if ( is_wp_error( $url ) ) {
			return $url;
		}
		return new Provider_Request( 'GET', $url, array(), null, array( self::class, 'from_property' ) );
	}

	/**
	 * The parts of a Property resource the dashboard uses.
	 *
	 * @param array<string, mixed> $property Google's Property resource.
	 * @return array{createTime: string, timeZone: string}
	 */
	public static function from_property( array $property ): array {
		return array(
			'createTime' => is_string( $property['createTime'] ?? null ) ? $property['createTime'] : '',
			'timeZone'   => is_string( $property['timeZone'] ?? null ) ? $property['timeZone'] : '',
		);
	}
}
