<?php
/**
 * Class Analytics
 *
 * @package Google\Site_Kit\Modules\Analytics
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Analytics;

use Google\Site_Kit\Core\Modules\Datapoint;
use Google\Site_Kit\Core\Modules\Module;
use WP_Error;

/**
 * Analytics (GA4): visitors, their sources and what they read; the gtag on the front end.
 */
final class Analytics extends Module {

	public const SCOPE           = 'https://www.googleapis.com/auth/analytics.readonly';
	public const EDIT_SCOPE      = 'https://www.googleapis.com/auth/analytics.edit';
	public const ACCOUNT_CREATE  = 'account_create';
	public const PROPERTY_CREATE = 'property_create';
	public const PROFILE_CREATE  = 'profile_create';
	public const PROPERTY_TYPES  = array( 'ua', 'ga4', 'ga4-legacy', 'ga4-transitional' );

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return 'analytics';
	}

	/**
	 * {@inheritDoc}
	 */
	public function name(): string {
		return _x( 'Analytics', 'Service name', 'google-site-kit' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'Shows who visits your site, where they come from and which content they read.', 'google-site-kit' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function homepage(): string {
		return 'https://analytics.google.com/analytics/web';
	}

	/**
	 * {@inheritDoc}
	 */
	public function order(): int {
		return 2;
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
	public function scopes(): array {
		return array( self::SCOPE );
	}

	/**
	 * {@inheritDoc}
	 */
	public function default_settings(): array {
		return array(
			'accountID'       => '',
			'propertyID'      => '',
			'webDataStreamID' => '',
			'measurementID'   => '',
			'useSnippet'      => true,
			'ownerID'         => 0,
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function settings_schema(): array {
		return array(
			'accountID'       => array(
				'type'    => 'string',
				'pattern' => '^(\d*|' . self::ACCOUNT_CREATE . ')$',
			),
			// A GA4 property is numeric; a legacy Universal Analytics one looks like UA-12345-1.
			'propertyID'      => array(
				'type'    => 'string',
				'pattern' => '^(\d*|UA-\d+-\d+|' . self::PROPERTY_CREATE . ')$',
			),
			'webDataStreamID' => array(
				'type'    => 'string',
				'pattern' => '^\d*$',
			),
			'measurementID'   => array(
				'type'    => 'string',
				'pattern' => '^(G-[A-Z0-9]+)?$',
			),
			'useSnippet'      => array( 'type' => 'boolean' ),
		);
	}

	/**
	 * The property type the settings point at.
	 */
	public function property_type(): string {
		$property = (string) $this->get_settings()['propertyID'];
		if ( str_starts_with( $property, 'UA-' ) ) {
			return 'ua';
		}
		return '' === $property ? '' : 'ga4';
	}

	/**
	 * Connected means a GA4 property with its web stream; a legacy UA property alone is
	 * "analytics connected but GA4 not" (see has_ga4()).
	 */
	public function is_connected(): bool {
		$settings = $this->get_settings();
		return '' !== $settings['propertyID'];
	}

	/**
	 * Whether a GA4 property is set up.
	 */
	public function has_ga4(): bool {
		$settings = $this->get_settings();
		return 'ga4' === $this->property_type() && '' !== $settings['measurementID'];
	}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'wp_head', array( $this, 'print_gtag' ), 5 );
	}

	/**
	 * Prints the GA4 tag on the front end.
	 */
	public function print_gtag(): void {
		$settings = $this->get_settings();
		if ( ! $settings['useSnippet'] || ! $this->has_ga4() ) {
			return;
		}
		$id = (string) $settings['measurementID'];
		printf( '<script async src="%s"></script>' . "\n", esc_url( 'https://www.googletagmanager.com/gtag/js?id=' . rawurlencode( $id ) ) ); // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- Google's async loader must be printed as is.
		printf(
			"<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', %s);</script>\n",
			wp_json_encode( $id )
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function key_metric_tiles(): array {
		return array(
			'kmAnalyticsNewVisitors',
			'kmAnalyticsReturningVisitors',
			'kmAnalyticsPagesPerVisit',
			'kmAnalyticsVisitLength',
			'kmAnalyticsVisitsPerVisitor',
			'kmAnalyticsReturningVisitorPages',
			'kmAnalyticsTopTrafficSource',
			'kmAnalyticsEngagedTrafficSource',
			'kmAnalyticsTopConvertingTrafficSource',
			'kmAnalyticsTopCities',
			'kmAnalyticsTopCountries',
			'kmAnalyticsPopularContent',
			'kmAnalyticsMostEngagingPages',
			'kmAnalyticsLeastEngagingPages',
			'kmAnalyticsPopularAuthors',
			'kmAnalyticsTopCategories',
			'kmAnalyticsTopRecentTrendingPages',
			'kmAnalyticsTopTrafficSourceDrivingLeads',
			'kmAnalyticsPagesDrivingLeads',
			'kmAnalyticsTopTrafficSourceDrivingPurchases',
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function datapoints(): array {
		$admin = new Admin( $this->client );
		return array(
			'account-summaries'    => new Datapoint( 'GET', array( $admin, 'account_summaries' ) ),
			'webdatastreams'       => new Datapoint(
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
			'report'               => new Datapoint( 'GET', array( new Reports( $this, $this->client ), 'run' ), Reports::args(), true, cache_ttl: HOUR_IN_SECONDS ),
			'create-property'      => new Datapoint(
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
				array( self::EDIT_SCOPE )
			),
			'create-webdatastream' => new Datapoint(
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
				array( self::EDIT_SCOPE )
			),
		);
	}

	/**
	 * A changed web data stream takes its measurement ID from Google, so the
	 * gtag on the front end is the stream's own.
	 *
	 * @param array<string, mixed> $settings Settings about to be saved.
	 * @param array<string, mixed> $previous Settings saved until now.
	 * @return array<string, mixed>|WP_Error
	 */
	protected function resolve_settings( array $settings, array $previous ): array|WP_Error {
		$stream = (string) $settings['webDataStreamID'];
		if ( '' === $stream || ! ctype_digit( (string) $settings['propertyID'] ) ) {
			return $settings;
		}
		$unchanged = $stream === (string) $previous['webDataStreamID']
			&& (string) $settings['propertyID'] === (string) $previous['propertyID']
			&& (string) $settings['measurementID'] === (string) $previous['measurementID'];
		if ( $unchanged ) {
			return $settings;
		}
		$measurement_id = ( new Admin( $this->client ) )->measurement_id( (string) $settings['propertyID'], $stream, get_current_user_id() );
		if ( is_wp_error( $measurement_id ) ) {
			return $measurement_id;
		}
		$settings['measurementID'] = $measurement_id;
		return $settings;
	}

	/**
	 * The GA4 property ID, or an error when none is set up.
	 */
	public function ga4_property_id(): string|WP_Error {
		if ( 'ga4' !== $this->property_type() ) {
			return new WP_Error( 'module_not_connected', __( 'Analytics 4 is not connected.', 'google-site-kit' ), array( 'status' => 400 ) );
		}
		return (string) $this->get_settings()['propertyID'];
	}
}
