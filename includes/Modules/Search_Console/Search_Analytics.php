<?php
/**
 * Class Search_Analytics
 *
 * @package Google\Site_Kit\Modules\Search_Console
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Search_Console;

use Google\Site_Kit\Core\Provider\Provider_Request;
use Google\Site_Kit\Core\Util\Date_Range;
use WP_Error;

/**
 * The searchanalytics datapoint: its parameters and the searchAnalytics.query request they make (a date range,
 * dimensions, one page or a list of pages as one regular expression).
 */
final class Search_Analytics {

	/**
	 * Constructor.
	 *
	 * @param Search_Console $module The module (its property).
	 */
	public function __construct( private readonly Search_Console $module ) {}

	/**
	 * The parameters of the searchanalytics datapoint.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			'dateRange'  => array( 'type' => 'string' ),
			'startDate'  => array( 'type' => 'string' ),
			'endDate'    => array( 'type' => 'string' ),
			'dimensions' => array(
				'type'  => 'array',
				'items' => array(
					'type' => 'string',
					'enum' => Search_Console::DIMENSIONS,
				),
			),
			'url'        => array(
				'type'   => 'string',
				'format' => 'uri',
			),
			// Only these pages (full URLs of this site): one report for a list of posts.
			'pages'      => array(
				'type'     => 'array',
				'minItems' => 1,
				'maxItems' => Search_Console::MAX_PAGES,
				'items'    => array(
					'type'      => 'string',
					'minLength' => 1,
					'maxLength' => 2048,
				),
			),
			'limit'      => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 25000,
			),
		);
	}

	/**
	 * Search analytics rows for the site's property, described for the runner to send.
	 *
	 * @param array<string, mixed> $params  Parameters: dateRange or startDate/endDate, dimensions, url, limit.
	 * @param int                  $user_id User whose token to use.
	 * @return Provider_Request|WP_Error
	 */
	public function request( array $params, int $user_id ): Provider_Request|WP_Error {
		$property = (string) $this->module->get_settings()['propertyID'];
		if ( '' === $property ) {
			return new WP_Error( 'module_not_connected', __( 'Search Console is not set up yet.', 'google-site-kit' ), array( 'status' => 400 ) );
		}
		$range = Date_Range::from_params( $params );
		if ( is_wp_error( $range ) ) {
			return $range;
		}
		// Enum values as Google's Discovery document lists them (QUERY, ALL, EQUALS); its reference pages write them
		// in lower case, which Google reads alike.
		$body    = array(
			'startDate'  => $range->start_date,
			'endDate'    => $range->end_date,
			'dimensions' => array_map( 'strtoupper', array_values( (array) ( $params['dimensions'] ?? array() ) ) ),
			'rowLimit'   => (int) ( $params['limit'] ?? 1000 ),
			'dataState'  => 'ALL',
		);
		$filters = array();
		if ( ! empty( $params['url'] ) ) {
			$filters[] = array(
				'dimension'  => 'PAGE',
				'operator'   => 'EQUALS',
				'expression' => (string) $params['url'],
			);
		}
		if ( ! empty( $params['pages'] ) ) {
			// A group's filters are ANDed and Google has no "one of" operator: one anchored regular expression
			// (RE2) lists the pages.
			$filters[] = array(
				'dimension'  => 'PAGE',
				'operator'   => 'INCLUDING_REGEX',
				'expression' => self::pages_regex( array_map( 'strval', (array) $params['pages'] ) ),
			);
		}
		if ( $filters ) {
			$body['dimensionFilterGroups'] = array( array( 'filters' => $filters ) );
		}
		unset( $user_id );
		// Described, not sent: the runner sends a batch's calls together and caches the answer.
		return new Provider_Request(
			'POST',
			Search_Console::API . 'sites/' . rawurlencode( $property ) . '/searchAnalytics/query',
			array(),
			$body,
			static fn( array $response ) => array( 'rows' => array_values( (array) ( $response['rows'] ?? array() ) ) )
		);
	}
	/**
	 * An RE2 regular expression that matches exactly these URLs: their common beginning once, then the rest of
	 * each as alternatives (shorter than listing every full URL; 100 post URLs stay a few thousand characters).
	 *
	 * @param string[] $pages Full URLs.
	 */
	public static function pages_regex( array $pages ): string {
		$pages  = array_values( array_unique( $pages ) );
		$common = (string) array_reduce(
			$pages,
			static function ( ?string $prefix, string $page ): string {
				if ( null === $prefix ) {
					return $page;
				}
				$length = 0;
				$max    = min( strlen( $prefix ), strlen( $page ) );
				while ( $length < $max && $prefix[ $length ] === $page[ $length ] ) {
					++$length;
				}
				return substr( $prefix, 0, $length );
			}
		);
		$quote  = static fn( string $text ) => (string) preg_replace( '/[\\\\.+*?()|\\[\\]{}^$]/', '\\\\$0', $text );
		$rests  = array_map( static fn( string $page ) => $quote( (string) substr( $page, strlen( $common ) ) ), $pages );
		return '^' . $quote( $common ) . '(?:' . implode( '|', $rests ) . ')$';
	}
}
