<?php
/**
 * Class Admin
 *
 * @package Google\Site_Kit\Modules\Analytics
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Analytics;

use Google\Site_Kit\Core\Provider\Client;
use WP_Error;

/**
 * The GA4 Admin API datapoints the setup uses: the user's accounts and
 * properties, the web data streams of a property, and creating either.
 */
final class Admin {

	private const API = 'https://analyticsadmin.googleapis.com/v1beta/';

	/**
	 * Constructor.
	 *
	 * @param Client $client Google API client.
	 */
	public function __construct( private readonly Client $client ) {}

	/**
	 * The user's GA4 accounts with their properties.
	 *
	 * @param array<string, mixed> $params  Parameters.
	 * @param int                  $user_id User whose token to use.
	 * @return array<int, array<string, mixed>>|WP_Error
	 */
	public function account_summaries( array $params, int $user_id ): array|WP_Error {
		unset( $params );
		$summaries = array();
		$page      = '';
		do {
			$response = $this->client->request(
				$user_id,
				'GET',
				self::API . 'accountSummaries',
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
			foreach ( (array) ( $response['accountSummaries'] ?? array() ) as $summary ) {
				$summary['_id']               = self::last_segment( (string) ( $summary['account'] ?? '' ) );
				$summary['propertySummaries'] = array_map(
					static fn( $property ) => array( '_id' => self::last_segment( (string) ( $property['property'] ?? '' ) ) ) + (array) $property,
					(array) ( $summary['propertySummaries'] ?? array() )
				);
				$summaries[]                  = $summary;
			}
			$page  = (string) ( $response['nextPageToken'] ?? '' );
			$total = count( $summaries );
		} while ( '' !== $page && $total < 2000 );
		return $summaries;
	}

	/**
	 * Web data streams of a property.
	 *
	 * @param array<string, mixed> $params  Parameters: propertyID.
	 * @param int                  $user_id User whose token to use.
	 * @return array<int, array<string, mixed>>|WP_Error
	 */
	public function web_data_streams( array $params, int $user_id ): array|WP_Error {
		$response = $this->client->request( $user_id, 'GET', self::API . 'properties/' . $params['propertyID'] . '/dataStreams' );
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		$streams = array_filter( (array) ( $response['dataStreams'] ?? array() ), static fn( $stream ) => 'WEB_DATA_STREAM' === ( $stream['type'] ?? '' ) );
		return array_values( array_map( static fn( $stream ) => self::with_id( (array) $stream ), $streams ) );
	}

	/**
	 * The measurement ID (G-…) of one web data stream of a property.
	 *
	 * @param string $property_id Numeric property ID.
	 * @param string $stream_id   Numeric stream ID.
	 * @param int    $user_id     User whose token to use.
	 */
	public function measurement_id( string $property_id, string $stream_id, int $user_id ): string|WP_Error {
		$response = $this->client->request( $user_id, 'GET', self::API . 'properties/' . $property_id . '/dataStreams/' . $stream_id );
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		$measurement_id = (string) ( $response['webStreamData']['measurementId'] ?? '' );
		if ( ! preg_match( '/^G-[A-Z0-9]+$/', $measurement_id ) ) {
			return new WP_Error(
				'invalid_web_data_stream',
				__( 'This web data stream has no Google Analytics 4 measurement ID.', 'google-site-kit' ),
				array( 'status' => 400 )
			);
		}
		return $measurement_id;
	}

	/**
	 * Creates a GA4 property in an account: named after the site unless a name is
	 * given, in WordPress's time zone unless one is given.
	 *
	 * @param array<string, mixed> $params  Parameters: accountID, displayName, timezone.
	 * @param int                  $user_id User whose token to use.
	 * @return array<string, mixed>|WP_Error The property as Google answers it, plus its numeric `_id`.
	 */
	public function create_property( array $params, int $user_id ): array|WP_Error {
		$name     = trim( (string) ( $params['displayName'] ?? '' ) );
		$timezone = (string) ( $params['timezone'] ?? '' );
		$response = $this->client->request(
			$user_id,
			'POST',
			self::API . 'properties',
			array(),
			array(
				'parent'      => 'accounts/' . $params['accountID'],
				'displayName' => '' !== $name ? $name : $this->site_name(),
				'timeZone'    => '' !== $timezone ? $timezone : self::wordpress_timezone(),
			)
		);
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		return self::with_id( $response );
	}

	/**
	 * Creates the web data stream of a property for this site's home URL.
	 *
	 * @param array<string, mixed> $params  Parameters: propertyID, displayName.
	 * @param int                  $user_id User whose token to use.
	 * @return array<string, mixed>|WP_Error The stream as Google answers it, plus its numeric `_id`.
	 */
	public function create_web_data_stream( array $params, int $user_id ): array|WP_Error {
		$home     = home_url( '/' );
		$name     = trim( (string) ( $params['displayName'] ?? '' ) );
		$response = $this->client->request(
			$user_id,
			'POST',
			self::API . 'properties/' . $params['propertyID'] . '/dataStreams',
			array(),
			array(
				'type'          => 'WEB_DATA_STREAM',
				'displayName'   => '' !== $name ? $name : (string) wp_parse_url( $home, PHP_URL_HOST ),
				'webStreamData' => array( 'defaultUri' => $home ),
			)
		);
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		return self::with_id( $response );
	}

	/**
	 * The site's name, or its host when it has none.
	 */
	private function site_name(): string {
		$name = trim( wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ) );
		return '' !== $name ? mb_substr( $name, 0, 100 ) : (string) wp_parse_url( home_url(), PHP_URL_HOST );
	}

	/**
	 * WordPress's time zone as an IANA name, which Google requires: the site's
	 * city setting, or for a bare UTC offset the matching Etc/GMT zone.
	 */
	public static function wordpress_timezone(): string {
		$zone = (string) get_option( 'timezone_string', '' );
		if ( '' !== $zone ) {
			return $zone;
		}
		$offset = (float) get_option( 'gmt_offset', 0 );
		if ( 0.0 === $offset ) {
			return 'Etc/UTC';
		}
		if ( floor( $offset ) === $offset && abs( $offset ) <= 12 ) {
			// The Etc zones count the other way round: UTC+2 is Etc/GMT-2.
			return sprintf( 'Etc/GMT%+d', (int) -$offset );
		}
		$named = timezone_name_from_abbr( '', (int) round( $offset * HOUR_IN_SECONDS ), 0 );
		return false !== $named ? $named : 'Etc/UTC';
	}

	/**
	 * A resource with its numeric ID (the last segment of its name) as `_id`.
	 *
	 * @param array<string, mixed> $resource A GA4 Admin resource (name: properties/1/dataStreams/2, …).
	 * @return array<string, mixed>
	 */
	private static function with_id( array $resource ): array {
		return array( '_id' => self::last_segment( (string) ( $resource['name'] ?? '' ) ) ) + $resource;
	}

	/**
	 * The last segment of a resource name: accounts/123 → 123.
	 *
	 * @param string $name Resource name.
	 */
	private static function last_segment( string $name ): string {
		$slash = strrpos( $name, '/' );
		return false === $slash ? $name : substr( $name, $slash + 1 );
	}
}
