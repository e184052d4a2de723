<?php
/**
 * Class Analytics
 *
 * @package Google\Site_Kit\Modules\Analytics
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Analytics;

use Google\Site_Kit\Core\Abilities\Contracts\Has_History_Limit;
use Google\Site_Kit\Core\Abilities\Contracts\Headline_Source;
use Google\Site_Kit\Core\Abilities\Contracts\History_Limit;
use Google\Site_Kit\Core\Abilities\Contracts\Provides_Headline;
use Google\Site_Kit\Core\Abilities\Contracts\Provides_Key_Metrics;
use Google\Site_Kit\Core\Abilities\Creation_Limit;
use Google\Site_Kit\Core\Email_Reports\Contracts\Email_Report_Source;
use Google\Site_Kit\Core\Email_Reports\Contracts\Provides_Email_Report;
use Google\Site_Kit\Core\Modules\Module;
use Google\Site_Kit\Core\Modules\Module_Identity;
use Google\Site_Kit\Core\Posts\Contracts\Post_Figures_Source;
use Google\Site_Kit\Core\Posts\Contracts\Provides_Post_Figures;
use Google\Site_Kit\Core\Util\Date_Range;
use Google\Site_Kit\Core\Network\Contracts\Network_Figures_Source;
use Google\Site_Kit\Core\Network\Contracts\Provides_Network_Figures;
use Google\Site_Kit\Core\Network\Headline_Figures;
use WP_Error;

/**
 * Analytics (GA4): visitors, their sources and what they read; the gtag on the front end.
 */
final class Analytics extends Module implements Provides_Headline, Provides_Key_Metrics, Has_History_Limit, Provides_Post_Figures, Provides_Email_Report, Provides_Network_Figures {

	public const SCOPE           = 'https://www.googleapis.com/auth/analytics.readonly';
	public const EDIT_SCOPE      = 'https://www.googleapis.com/auth/analytics.edit';
	public const ACCOUNT_CREATE  = 'account_create';
	public const PROPERTY_CREATE = 'property_create';
	public const PROFILE_CREATE  = 'profile_create';
	public const PROPERTY_TYPES  = array( 'ua', 'ga4', 'ga4-legacy', 'ga4-transitional' );
	/** Base URLs of the GA4 Data API (reports) and Admin API (properties). */
	public const DATA_API  = 'https://analyticsdata.googleapis.com/v1beta/';
	public const ADMIN_API = 'https://analyticsadmin.googleapis.com/v1beta/';

	/**
	 * {@inheritDoc}
	 */
	protected function define_identity(): Module_Identity {
		return new Module_Identity(
			slug: 'analytics',
			name: static fn() => _x( 'Analytics', 'Service name', 'google-site-kit' ),
			description: static fn() => __( 'Shows who visits your site, where they come from and which content they read.', 'google-site-kit' ),
			homepage: 'https://analytics.google.com/analytics/web',
			order: 2,
			shareable: true,
			scopes: array( self::SCOPE )
		);
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
	 * Prints the GA4 tag on the front end (see Gtag).
	 */
	public function print_gtag(): void {
		( new Gtag( $this ) )->print();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Date_Range $dates      The range's dates.
	 * @param string     $date_range The range.
	 */
	public function dashboard_reads( Date_Range $dates, string $date_range ): array {
		unset( $dates );
		return array(
			// Search funnel: organic visitors.
			'report (search funnel)'          => array(
				'report',
				array(
					'metrics'           => array( 'totalUsers', 'engagementRate', 'conversions' ),
					'dimensions'        => 'sessionDefaultChannelGrouping',
					'dateRange'         => $date_range,
					'compareDateRanges' => true,
				),
			),
			// All traffic: visitors over time, and by channel (the breakdown's default).
			'report (all traffic)'            => array(
				'report',
				array(
					'metrics'           => 'totalUsers',
					'dimensions'        => 'date',
					'dateRange'         => $date_range,
					'compareDateRanges' => true,
				),
			),
			'report (all traffic by channel)' => array(
				'report',
				array(
					'metrics'    => 'totalUsers',
					'dimensions' => 'sessionDefaultChannelGrouping',
					'dateRange'  => $date_range,
					'orderby'    => array(
						array(
							'metric' => 'totalUsers',
							'desc'   => true,
						),
					),
				),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function key_metric_tiles(): array {
		return Key_Metric_Tiles::SLUGS;
	}

	/**
	 * {@inheritDoc}
	 */
	public function email_report(): Email_Report_Source {
		return new Analytics_Email();
	}

	/**
	 * {@inheritDoc}
	 */
	public function network_figures(): Network_Figures_Source {
		// The network overview shows the summary's unique visitors.
		return new Headline_Figures( $this->headline(), 'visitors' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function headline(): Headline_Source {
		return new Analytics_Headline();
	}

	/**
	 * {@inheritDoc}
	 */
	public function post_figures(): Post_Figures_Source {
		return new Post_Views();
	}

	/**
	 * A GA4 property's reports reach back to its creation.
	 */
	public function history_limit(): History_Limit {
		return new Creation_Limit( 'property' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function key_metric_definitions(): array {
		return ( new Key_Metric_Tiles() )->all();
	}

	/**
	 * {@inheritDoc}
	 */
	public function datapoints(): array {
		return ( new Datapoints( $this, $this->client ) )->all();
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
	 * The URL of the GA4 property's resource in one of Google's Analytics APIs, or an error when no property is set
	 * up.
	 *
	 * @param string $api    API base URL (self::DATA_API or self::ADMIN_API).
	 * @param string $suffix What follows `properties/{id}` (a method such as `:runReport`, or a sub-collection).
	 */
	public function property_url( string $api, string $suffix = '' ): string|WP_Error {
		$property = $this->ga4_property_id();
		return is_wp_error( $property ) ? $property : $api . 'properties/' . $property . $suffix;
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
