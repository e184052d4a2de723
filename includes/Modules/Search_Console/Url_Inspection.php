<?php
/**
 * Class Url_Inspection
 *
 * @package Google\Site_Kit\Modules\Search_Console
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Search_Console;

use Google\Site_Kit\Core\Provider\Provider_Request;
use WP_Error;

/**
 * The url-inspection datapoint: what Google's index knows of one page of this site (Search Console's URL
 * Inspection API), in plain form. Fetched only when asked and cached for a day: the API allows each property
 * 2000 inspections a day (reset at midnight Pacific Time) and 600 a minute. A page named by its post ID and by its
 * URL is one cache entry (canonical()), and a cachedOnly read shows a check made on another screen without asking.
 */
final class Url_Inspection {

	private const API = 'https://searchconsole.googleapis.com/v1/urlInspection/index:inspect';

	/**
	 * Constructor.
	 *
	 * @param Search_Console $module The module.
	 */
	public function __construct( private readonly Search_Console $module ) {}

	/**
	 * Argument schema: a post ID or a URL of this site (one of them), and cachedOnly: answer from the cache alone
	 * (null when the page was not checked within the day), never asking Google.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			'postID'     => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'url'        => array(
				'type'   => 'string',
				'format' => 'uri',
			),
			'cachedOnly' => array(
				'type'    => 'boolean',
				'default' => false,
			),
		);
	}

	/**
	 * The canonical parameters of a read: the URL Google is asked about, whether the page was named by its post ID
	 * or by a URL (fragment aside), so both share one cache entry and one inspection a day.
	 *
	 * @param array<string, mixed> $params Validated parameters: postID or url.
	 * @return array{url: string}|WP_Error
	 */
	public function canonical( array $params ): array|WP_Error {
		$property = (string) $this->module->get_settings()['propertyID'];
		if ( '' === $property ) {
			return self::not_connected();
		}
		$url = self::page_url( $params, $property );
		return is_wp_error( $url ) ? $url : array( 'url' => $url );
	}

	/**
	 * The inspection call for one page, or why it cannot be made.
	 *
	 * @param array<string, mixed> $params  Validated parameters: postID or url.
	 * @param int                  $user_id User whose token to use.
	 * @return Provider_Request|WP_Error
	 */
	public function run( array $params, int $user_id ): Provider_Request|WP_Error {
		unset( $user_id );
		$property = (string) $this->module->get_settings()['propertyID'];
		if ( '' === $property ) {
			return self::not_connected();
		}
		$url = self::page_url( $params, $property );
		if ( is_wp_error( $url ) ) {
			return $url;
		}
		$refused = Inspection_Quota::refusal( $property );
		if ( null !== $refused ) {
			return $refused;
		}
		return new Provider_Request(
			'POST',
			self::API,
			array(),
			array(
				'inspectionUrl' => $url,
				'siteUrl'       => $property,
				// One answer serves every viewer from the cache: Google's English words, which the UI translates by key.
				'languageCode'  => 'en-US',
			),
			static fn( array $response ) => Inspection_Result::plain( $response, $url ),
			0,
			static fn( int $status, ?array $body ) => Inspection_Quota::map_error( $status, $body, $property )
		);
	}

	/**
	 * The page's URL: a published post's permalink, or a URL of this site inside the property.
	 *
	 * @param array<string, mixed> $params   Parameters.
	 * @param string               $property Search Console property.
	 * @return string|WP_Error
	 */
	private static function page_url( array $params, string $property ): string|WP_Error {
		$has_post = isset( $params['postID'] );
		$has_url  = isset( $params['url'] ) && '' !== (string) $params['url'];
		if ( $has_post === $has_url ) {
			return self::invalid( __( 'Give either a post ID or a URL of this site to inspect.', 'google-site-kit' ) );
		}
		if ( $has_post ) {
			$post = get_post( (int) $params['postID'] );
			if ( ! $post || 'publish' !== $post->post_status || ! is_post_publicly_viewable( $post ) ) {
				return self::invalid( __( 'Only a published post can be inspected: Google sees no other.', 'google-site-kit' ), 'postID' );
			}
			$url = (string) get_permalink( $post );
		} else {
			$url = (string) $params['url'];
		}
		$url = (string) preg_replace( '/#.*$/', '', $url );
		if ( ! self::on_site( $url ) ) {
			return self::invalid( __( 'Only pages of this site can be inspected.', 'google-site-kit' ), 'url' );
		}
		// The property covers the page when it covers the page's address taken as a site (query string aside).
		if ( Properties::coverage( $property, (string) preg_replace( '/\?.*$/', '', $url ) ) <= 0 ) {
			return self::invalid( __( 'This page is not part of the site’s Search Console property.', 'google-site-kit' ), 'url' );
		}
		return $url;
	}

	/**
	 * Search Console has no property yet.
	 */
	private static function not_connected(): WP_Error {
		return new WP_Error( 'module_not_connected', __( 'Search Console is not set up yet.', 'google-site-kit' ), array( 'status' => 400 ) );
	}

	/**
	 * Whether a URL is a page of this site: the home URL's protocol and host, below its path.
	 *
	 * @param string $url URL.
	 */
	private static function on_site( string $url ): bool {
		$home  = wp_parse_url( home_url( '/' ) );
		$parts = wp_parse_url( $url );
		if ( ! is_array( $home ) || ! is_array( $parts ) ) {
			return false;
		}
		$origin = static fn( array $p ) => strtolower( ( $p['scheme'] ?? '' ) . '://' . ( $p['host'] ?? '' ) ) . ( isset( $p['port'] ) ? ':' . $p['port'] : '' );
		return $origin( $home ) === $origin( $parts ) && str_starts_with( (string) ( $parts['path'] ?? '/' ), (string) ( $home['path'] ?? '/' ) );
	}

	/**
	 * A 400 that names the argument.
	 *
	 * @param string $message Message.
	 * @param string $param   Argument.
	 */
	private static function invalid( string $message, string $param = 'url' ): WP_Error {
		return new WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'params' => array( $param => $message ),
			)
		);
	}
}
