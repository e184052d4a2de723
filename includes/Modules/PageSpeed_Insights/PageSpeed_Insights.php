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
use Google\Site_Kit\Core\Modules\Module_Identity;
use Google\Site_Kit\Core\Provider\Provider_Request;
use WP_Error;

/**
 * PageSpeed Insights: Core Web Vitals of real visitors and a lab run. Needs no sign-in scope.
 */
final class PageSpeed_Insights extends Module {

	private const API = 'https://pagespeedonline.googleapis.com/pagespeedonline/v5/runPagespeed';

	/**
	 * Seconds to wait for PageSpeed Insights: a run loads the page in a real browser and usually takes 10–30 s
	 * (Lighthouse itself gives a page up to 45 s to load), so the client's 15 s default would cut it short.
	 */
	public const TIMEOUT = 60;

	/**
	 * The fields of an audit the plugin reads; everything else (screenshots, tables, traces) is dropped before
	 * the answer is cached and sent to the browser — a real answer weighs several hundred KB.
	 */
	private const AUDIT_FIELDS = array( 'id', 'title', 'description', 'score', 'scoreDisplayMode', 'numericValue', 'numericUnit', 'displayValue', 'metricSavings' );

	/**
	 * {@inheritDoc}
	 */
	protected function define_identity(): Module_Identity {
		return new Module_Identity(
			slug: 'pagespeed-insights',
			name: static fn() => _x( 'PageSpeed Insights', 'Service name', 'google-site-kit' ),
			description: static fn() => __( 'Shows how fast your pages load for real visitors and in a lab test, with ways to make them faster.', 'google-site-kit' ),
			homepage: 'https://pagespeed.web.dev',
			order: 4,
			shareable: true
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * PageSpeed Insights is read without a user token: any admin signed in with Google can own it.
	 */
	public function needs_owner_token(): bool {
		return false;
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
				// Enum values as the Discovery document lists them (MOBILE, PERFORMANCE).
				'strategy' => strtoupper( (string) ( $params['strategy'] ?? 'mobile' ) ),
				'category' => 'PERFORMANCE',
			),
			null,
			array( self::class, 'shape' ),
			self::TIMEOUT,
			array( Lighthouse_Errors::class, 'from_response' )
		);
	}

	/**
	 * Shapes a PageSpeed Insights answer for the plugin: a failed Lighthouse run becomes an error in words, and
	 * only the fields the Speed widget reads are kept.
	 *
	 * @param array<string, mixed> $response Google's answer.
	 * @return array<string, mixed>|WP_Error
	 */
	public static function shape( array $response ): array|WP_Error {
		$runtime_error = Lighthouse_Errors::from_runtime_error( $response );
		if ( null !== $runtime_error ) {
			return $runtime_error;
		}
		$shaped = array_intersect_key( $response, array_flip( array( 'id', 'analysisUTCTimestamp', 'loadingExperience', 'originLoadingExperience' ) ) );
		$lhr    = isset( $response['lighthouseResult'] ) && is_array( $response['lighthouseResult'] ) ? $response['lighthouseResult'] : null;
		if ( null === $lhr ) {
			return $shaped;
		}
		$lighthouse = array_intersect_key( $lhr, array_flip( array( 'requestedUrl', 'finalUrl', 'finalDisplayedUrl', 'lighthouseVersion', 'fetchTime' ) ) );
		if ( isset( $lhr['categories']['performance'] ) && is_array( $lhr['categories']['performance'] ) ) {
			$lighthouse['categories']['performance'] = array_intersect_key( $lhr['categories']['performance'], array_flip( array( 'id', 'title', 'score' ) ) );
		}
		$audits = array();
		foreach ( (array) ( $lhr['audits'] ?? array() ) as $id => $audit ) {
			if ( ! is_array( $audit ) ) {
				continue;
			}
			$kept = array_intersect_key( $audit, array_flip( self::AUDIT_FIELDS ) );
			if ( isset( $audit['details'] ) && is_array( $audit['details'] ) ) {
				// Pre-Lighthouse 13 opportunities carry their savings here.
				$details = array_intersect_key( $audit['details'], array_flip( array( 'type', 'overallSavingsMs', 'overallSavingsBytes' ) ) );
				if ( $details ) {
					$kept['details'] = $details;
				}
			}
			$audits[ (string) $id ] = $kept;
		}
		$lighthouse['audits']       = $audits;
		$shaped['lighthouseResult'] = $lighthouse;
		return $shaped;
	}
}
