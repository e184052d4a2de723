<?php
/**
 * Class Page_Stats_Ability
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

use Google\Site_Kit\Core\Modules\Datapoint_Args;
use WP_Error;

/**
 * google-site-kit/get-page-stats: one page's headline figures for a period, as the admin bar shows them on that page.
 * A post's URL in any form WordPress recognises is read as its permalink (the admin bar's URL, so the same cached
 * answers); other pages of the site (the home page, archives) as given.
 */
final class Page_Stats_Ability extends Headline_Ability {

	/**
	 * {@inheritDoc}
	 */
	public function name(): string {
		return 'google-site-kit/get-page-stats';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Get page statistics', 'google-site-kit' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'One page’s headline figures from Google for a period, as Site Kit shows them in the admin bar on that page: impressions and clicks in Google Search (Search Console), unique visitors and views (Analytics), each with its value over the compare period. The page is a URL of this site. Read-only, from the dashboard’s cached reports; a view-only user gets the services shared with them.', 'google-site-kit' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function own_input(): array {
		return array(
			'url' => Schema::of(
				'string',
				__( 'The page’s full URL on this site, e.g. a post’s permalink.', 'google-site-kit' ),
				array(
					'format'    => 'uri',
					'minLength' => 1,
					'maxLength' => Datapoint_Args::MAX_URL_LENGTH,
				)
			),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function own_output(): array {
		return array(
			'url' => Schema::of( 'string', __( 'The page the figures are of (a post’s permalink when the URL was one of its forms).', 'google-site-kit' ) ),
		);
	}

	/**
	 * The page's URL: a page of this site (same host and port as its home), a post's as its permalink.
	 *
	 * @param array<string, mixed> $input Validated input.
	 */
	protected function url( array $input ): string|WP_Error {
		$url  = (string) ( $input['url'] ?? '' );
		$home = wp_parse_url( home_url() );
		$page = wp_parse_url( $url );
		$same = is_array( $page ) && is_array( $home ) && Datapoint_Args::is_web_url( $url )
			&& strtolower( (string) ( $page['host'] ?? '' ) ) === strtolower( (string) ( $home['host'] ?? '' ) )
			&& ( $page['port'] ?? null ) === ( $home['port'] ?? null );
		if ( ! $same ) {
			return new WP_Error(
				'rest_invalid_param',
				/* translators: 1: the URL given, 2: the site's address */
				sprintf( __( 'Invalid parameter(s): url (%1$s is not a page of this site, %2$s).', 'google-site-kit' ), $url, home_url( '/' ) ),
				array(
					'status' => 400,
					'params' => array( 'url' => 'not on this site' ),
				)
			);
		}
		$post = url_to_postid( $url );
		if ( $post && 'publish' === get_post_status( $post ) ) {
			return (string) get_permalink( $post );
		}
		return $url;
	}
}
