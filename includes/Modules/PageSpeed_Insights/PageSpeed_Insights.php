<?php
/**
 * Class PageSpeed_Insights
 *
 * @package Google\Site_Kit\Modules\PageSpeed_Insights
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\PageSpeed_Insights;

use Google\Site_Kit\Core\Modules\Datapoint;
use Google\Site_Kit\Core\Modules\Module;
use Google\Site_Kit\Core\Provider\Provider_Request;
use WP_Error;

/**
 * PageSpeed Insights: Core Web Vitals of real visitors and a lab run. Needs no sign-in scope.
 */
final class PageSpeed_Insights extends Module {

	private const API = 'https://pagespeedonline.googleapis.com/pagespeedonline/v5/runPagespeed';

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return 'pagespeed-insights';
	}

	/**
	 * {@inheritDoc}
	 */
	public function name(): string {
		return _x( 'PageSpeed Insights', 'Service name', 'google-site-kit' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'Shows how fast your pages load for real visitors and in a lab test, with ways to make them faster.', 'google-site-kit' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function homepage(): string {
		return 'https://pagespeed.web.dev';
	}

	/**
	 * {@inheritDoc}
	 */
	public function order(): int {
		return 4;
	}

	/**
	 * {@inheritDoc}
	 */
	public function is_shareable(): bool {
		return true;
	}

	/**
	 * {@inheritDoc}
	 */
	public function default_settings(): array {
		return array( 'ownerID' => 0 );
	}

	/**
	 * {@inheritDoc}
	 */
	public function is_connected(): bool {
		return true;
	}

	/**
	 * {@inheritDoc}
	 */
	public function datapoints(): array {
		return array(
			'pagespeed' => new Datapoint(
				'GET',
				array( $this, 'pagespeed' ),
				array(
					'url'      => array(
						'type'     => 'string',
						'format'   => 'uri',
						'required' => true,
					),
					'strategy' => array(
						'type'    => 'string',
						'enum'    => array( 'mobile', 'desktop' ),
						'default' => 'mobile',
					),
				),
				true,
				false,
				cache_ttl: HOUR_IN_SECONDS
			),
		);
	}

	/**
	 * Runs PageSpeed Insights for a URL of this site.
	 *
	 * @param array<string, mixed> $params  Parameters: url, strategy.
	 * @param int                  $user_id Unused: the API needs no user token.
	 * @return Provider_Request|WP_Error The call to make (PageSpeed Insights needs no user token).
	 */
	public function pagespeed( array $params, int $user_id ): Provider_Request|WP_Error {
		unset( $user_id );
		$url = (string) $params['url'];
		if ( wp_parse_url( $url, PHP_URL_HOST ) !== wp_parse_url( home_url(), PHP_URL_HOST ) ) {
			return new WP_Error(
				'rest_invalid_param',
				__( 'PageSpeed Insights only checks pages of this site.', 'google-site-kit' ),
				array(
					'status' => 400,
					'params' => array( 'url' => 'not this site' ),
				)
			);
		}
		return new Provider_Request(
			'GET',
			self::API,
			array(
				'url'      => $url,
				'strategy' => (string) ( $params['strategy'] ?? 'mobile' ),
				'category' => 'performance',
			)
		);
	}
}
