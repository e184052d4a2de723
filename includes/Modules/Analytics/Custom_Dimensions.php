<?php
/**
 * Class Custom_Dimensions
 *
 * @package Google\Site_Kit\Modules\Analytics
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Analytics;

use Google\Site_Kit\Core\Provider\Client;
use WP_Error;

/**
 * The GA4 custom dimensions the author and category tiles need: which event-scoped ones
 * the property has, and creating the missing ones (GA4 Admin API `properties/{id}/customDimensions`).
 */
final class Custom_Dimensions {

	public const POST_AUTHOR     = 'googlesitekit_post_author';
	public const POST_CATEGORIES = 'googlesitekit_post_categories';

	private const API         = 'https://analyticsadmin.googleapis.com/v1beta/';
	private const CACHE       = 'googlesitekit_analytics_custom_dimensions_';
	private const CACHE_TTL   = 5 * MINUTE_IN_SECONDS;
	private const MAX_RESULTS = 2000;

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
	 * The custom dimensions Site Kit creates: parameter name => display name and description.
	 *
	 * @return array<string, array{displayName: string, description: string}>
	 */
	public static function known(): array {
		return array(
			self::POST_AUTHOR     => array(
				'displayName' => 'Post author',
				'description' => 'The author of the post viewed, sent by the Site Kit Google tag',
			),
			self::POST_CATEGORIES => array(
				'displayName' => 'Post categories',
				'description' => 'The categories of the post viewed, comma separated, sent by the Site Kit Google tag',
			),
		);
	}

	/**
	 * Argument schema of the create datapoint.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function create_args(): array {
		return array(
			'parameterNames' => array(
				'type'        => 'array',
				'required'    => true,
				'minItems'    => 1,
				'maxItems'    => count( self::known() ),
				'uniqueItems' => true,
				'items'       => array(
					'type' => 'string',
					'enum' => array_keys( self::known() ),
				),
			),
		);
	}

	/**
	 * The parameter names of the property's event-scoped custom dimensions (kept a few minutes per property).
	 *
	 * @param array<string, mixed> $params  Parameters (none).
	 * @param int                  $user_id User whose token to use.
	 * @return string[]|WP_Error
	 */
	public function list( array $params, int $user_id ): array|WP_Error {
		unset( $params );
		$property = $this->module->ga4_property_id();
		if ( is_wp_error( $property ) ) {
			return $property;
		}
		$cached = get_transient( self::CACHE . $property );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$names = $this->fetch( $property, $user_id );
		if ( ! is_wp_error( $names ) ) {
			set_transient( self::CACHE . $property, $names, self::CACHE_TTL );
		}
		return $names;
	}

	/**
	 * Creates the event-scoped custom dimensions asked for that the property lacks. One that
	 * Google says exists already counts as created.
	 *
	 * @param array<string, mixed> $params  Parameters: parameterNames (validated against known()).
	 * @param int                  $user_id User whose token to use.
	 * @return string[]|WP_Error The parameter names of the property's event-scoped dimensions afterwards.
	 */
	public function create( array $params, int $user_id ): array|WP_Error {
		$property = $this->module->ga4_property_id();
		if ( is_wp_error( $property ) ) {
			return $property;
		}
		// Read Google's list, not the cache: another admin may have created them meanwhile.
		$existing = $this->fetch( $property, $user_id );
		if ( is_wp_error( $existing ) ) {
			return $existing;
		}
		$known = self::known();
		$names = $existing;
		foreach ( array_values( array_unique( (array) $params['parameterNames'] ) ) as $name ) {
			if ( ! isset( $known[ $name ] ) || in_array( $name, $names, true ) ) {
				continue;
			}
			$created = $this->create_one( $property, $name, $known[ $name ]['displayName'], $user_id );
			if ( true === $created ) {
				$names[] = $name;
				continue;
			}
			// 409: either the parameter has a dimension now (someone else created it), or the display name is taken
			// by another dimension; then try once under a name of our own.
			$now = $this->fetch( $property, $user_id );
			if ( ! is_wp_error( $created ) && ! is_wp_error( $now ) && ! in_array( $name, $now, true ) ) {
				$created = $this->create_one( $property, $name, 'Site Kit ' . $known[ $name ]['displayName'], $user_id );
				$now     = true === $created ? array_merge( $now, array( $name ) ) : $now;
			}
			delete_transient( self::CACHE . $property );
			if ( is_wp_error( $created ) ) {
				return $created;
			}
			if ( is_wp_error( $now ) ) {
				return $now;
			}
			$names = array_values( array_unique( array_merge( $names, $now ) ) );
		}
		delete_transient( self::CACHE . $property );
		return array_values( array_unique( $names ) );
	}

	/**
	 * Creates one event-scoped dimension: true when created, false when Google says it (or its name) exists (409).
	 *
	 * @param string $property     Numeric property ID.
	 * @param string $name         Parameter name.
	 * @param string $display_name Display name.
	 * @param int    $user_id      User whose token to use.
	 */
	private function create_one( string $property, string $name, string $display_name, int $user_id ): bool|WP_Error {
		$response = $this->client->request(
			$user_id,
			'POST',
			self::API . 'properties/' . $property . '/customDimensions',
			array(),
			array(
				'parameterName' => $name,
				'displayName'   => $display_name,
				'description'   => self::known()[ $name ]['description'],
				'scope'         => 'EVENT',
			)
		);
		if ( ! is_wp_error( $response ) ) {
			return true;
		}
		return self::already_exists( $response ) ? false : $response;
	}

	/**
	 * Every event-scoped custom dimension's parameter name, from Google, page by page.
	 *
	 * @param string $property Numeric property ID.
	 * @param int    $user_id  User whose token to use.
	 * @return string[]|WP_Error
	 */
	private function fetch( string $property, int $user_id ): array|WP_Error {
		$names = array();
		$page  = '';
		do {
			$response = $this->client->request(
				$user_id,
				'GET',
				self::API . 'properties/' . $property . '/customDimensions',
				array_filter(
					array(
						'pageSize'  => 200,
						'pageToken' => $page,
					)
				)
			);
			if ( is_wp_error( $response ) ) {
				return $response;
			}
			// Google leaves the key out when the property has none.
			foreach ( (array) ( $response['customDimensions'] ?? array() ) as $dimension ) {
				if ( is_array( $dimension ) && 'EVENT' === ( $dimension['scope'] ?? '' ) && is_string( $dimension['parameterName'] ?? null ) ) {
					$names[] = $dimension['parameterName'];
				}
			}
			$page  = (string) ( $response['nextPageToken'] ?? '' );
			$total = count( $names );
		} while ( '' !== $page && $total < self::MAX_RESULTS );
		return array_values( array_unique( $names ) );
	}

	/**
	 * Whether Google refused a creation because the dimension exists (409 ALREADY_EXISTS).
	 *
	 * @param WP_Error $error Error.
	 */
	private static function already_exists( WP_Error $error ): bool {
		$data = $error->get_error_data();
		return 'ALREADY_EXISTS' === $error->get_error_code() || ( is_array( $data ) && 409 === (int) ( $data['status'] ?? 0 ) );
	}
}
