<?php
/**
 * Class Search_Console
 *
 * @package Google\Site_Kit\Modules\Search_Console
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\Search_Console;

use Google\Site_Kit\Core\Abilities\Contracts\Has_History_Limit;
use Google\Site_Kit\Core\Abilities\Contracts\Headline_Source;
use Google\Site_Kit\Core\Abilities\Contracts\History_Limit;
use Google\Site_Kit\Core\Abilities\Contracts\Provides_Headline;
use Google\Site_Kit\Core\Abilities\Contracts\Provides_Key_Metrics;
use Google\Site_Kit\Core\Abilities\Retention_Limit;
use Google\Site_Kit\Core\Modules\Datapoint;
use Google\Site_Kit\Core\Email_Reports\Contracts\Email_Report_Source;
use Google\Site_Kit\Core\Email_Reports\Contracts\Provides_Email_Report;
use Google\Site_Kit\Core\Modules\Module;
use Google\Site_Kit\Core\Modules\Module_Identity;
use Google\Site_Kit\Core\Posts\Contracts\Post_Figures_Source;
use Google\Site_Kit\Core\Posts\Contracts\Provides_Post_Figures;
use Google\Site_Kit\Core\Provider\Provider_Request;
use Google\Site_Kit\Core\Util\Date_Range;
use Google\Site_Kit\Core\Network\Contracts\Network_Figures_Source;
use Google\Site_Kit\Core\Network\Contracts\Provides_Network_Figures;
use Google\Site_Kit\Core\Network\Headline_Figures;
use WP_Error;

/**
 * Search Console: how the site appears in Google Search.
 */
final class Search_Console extends Module implements Provides_Headline, Provides_Key_Metrics, Has_History_Limit, Provides_Post_Figures, Provides_Email_Report, Provides_Network_Figures {

	public const SCOPE = 'https://www.googleapis.com/auth/webmasters';
	public const API   = 'https://searchconsole.googleapis.com/webmasters/v3/';

	public const DIMENSIONS = array( 'date', 'query', 'page', 'country', 'device' );

	/** The most pages the `pages` filter of searchanalytics may list. */
	public const MAX_PAGES = 100;

	/**
	 * {@inheritDoc}
	 */
	protected function define_identity(): Module_Identity {
		return new Module_Identity(
			slug: 'search-console',
			name: static fn() => _x( 'Search Console', 'Service name', 'google-site-kit' ),
			description: static fn() => __( 'Shows how your site appears in Google Search: the queries people find it with, how often it is shown and how often it is clicked.', 'google-site-kit' ),
			homepage: 'https://search.google.com/search-console',
			order: 1,
			shareable: true,
			scopes: array( self::SCOPE ),
			force_active: true
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function default_settings(): array {
		return array(
			'propertyID' => '',
			'ownerID'    => 0,
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function settings_schema(): array {
		return array(
			'propertyID' => array(
				'type'      => 'string',
				'maxLength' => 2048,
			),
		);
	}

	/**
	 * Accepts exactly what Google lists as a property: a URL-prefix property
	 * (absolute http(s) URL ending in a slash) or `sc-domain:<host>`. Leaving an
	 * empty property empty is no change, so it passes.
	 *
	 * @param array<string, mixed> $settings Settings about to be saved.
	 */
	protected function validate_settings( array $settings ): ?WP_Error {
		$property = (string) $settings['propertyID'];
		if ( Properties::is_valid_id( $property ) || ( '' === $property && '' === (string) $this->get_settings()['propertyID'] ) ) {
			return null;
		}
		$message = __( 'The Search Console property must be a URL-prefix property such as https://www.example.com/ or a domain property such as sc-domain:example.com.', 'google-site-kit' );
		return new WP_Error(
			'rest_invalid_param',
			/* translators: 1: argument name, 2: what is wrong with it */
			sprintf( __( 'Invalid parameter %1$s: %2$s', 'google-site-kit' ), 'propertyID', $message ),
			array(
				'status' => 400,
				'params' => array( 'propertyID' => $message ),
			)
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function is_connected(): bool {
		return '' !== (string) $this->get_settings()['propertyID'];
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Date_Range $dates      The range's dates.
	 * @param string     $date_range The range.
	 */
	public function dashboard_reads( Date_Range $dates, string $date_range ): array {
		// Search funnel: daily rows of both periods, as the widget reads them
		// (assets/js/widgets/common/periods.ts): one span when the compare period
		// ends the day before the range, else one read per period.
		$adjacent = gmdate( 'Y-m-d', Date_Range::day_timestamp( $dates->compare_end_date ) + DAY_IN_SECONDS ) === $dates->start_date;
		$spans    = $adjacent
			? array( array( $dates->compare_start_date, $dates->end_date ) )
			: array(
				array( $dates->start_date, $dates->end_date ),
				array( $dates->compare_start_date, $dates->compare_end_date ),
			);
		$reads    = array();
		foreach ( $spans as $index => $span ) {
			$reads[ 0 === $index ? 'searchanalytics (search funnel)' : 'searchanalytics (search funnel, compare period)' ] = array(
				'searchanalytics',
				array(
					'dimensions' => 'date',
					'startDate'  => $span[0],
					'endDate'    => $span[1],
				),
			);
		}
		return $reads + array(
			// Top queries.
			'searchanalytics (top queries)' => array(
				'searchanalytics',
				array(
					'dimensions' => array( 'query', 'page' ),
					'dateRange'  => $date_range,
					'limit'      => 10,
				),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function key_metric_tiles(): array {
		return array(
			'kmSearchConsolePopularKeywords',
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function email_report(): Email_Report_Source {
		return new Search_Email();
	}

	/**
	 * {@inheritDoc}
	 */
	public function network_figures(): Network_Figures_Source {
		// The network overview shows the summary's total clicks.
		return new Headline_Figures( $this->headline(), 'clicks' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function headline(): Headline_Source {
		return new Search_Headline();
	}

	/**
	 * {@inheritDoc}
	 */
	public function post_figures(): Post_Figures_Source {
		return new Post_Clicks();
	}

	/**
	 * Search Console keeps 16 months of performance data.
	 */
	public function history_limit(): History_Limit {
		return new Retention_Limit( 16 );
	}

	/**
	 * {@inheritDoc}
	 */
	public function key_metric_definitions(): array {
		return array( ( new Keyword_Tile() )->tile() );
	}

	/**
	 * {@inheritDoc}
	 */
	public function datapoints(): array {
		$inspection = new Url_Inspection( $this );
		return array(
			'matched-sites'   => new Datapoint( 'GET', array( $this, 'matched_sites' ) ),
			'site'            => new Datapoint(
				'POST',
				array( $this, 'add_site' ),
				array(
					'siteURL' => array(
						'type'     => 'string',
						'format'   => 'uri',
						'required' => true,
					),
				)
			),
			'searchanalytics' => new Datapoint(
				'GET',
				array( $this, 'search_analytics' ),
				Search_Analytics::args(),
				true,
				cache_ttl: HOUR_IN_SECONDS
			),
			// What Google's index knows of one page: asked only when someone looks, a day in the cache (the API's
			// quota is 2000 a day per property), never renewed in the background. One entry per inspected URL
			// (a post ID is read as its permalink); cachedOnly reads show an earlier check without asking Google.
			'url-inspection'  => new Datapoint(
				'GET',
				array( $inspection, 'run' ),
				Url_Inspection::args(),
				true,
				cache_ttl: DAY_IN_SECONDS,
				warm: false,
				canonical: array( $inspection, 'canonical' ),
				cache_only: true
			),
		);
	}

	/**
	 * The user's Search Console properties that cover this site, best match first
	 * (the order is described in Properties). Properties the user cannot read
	 * (siteUnverifiedUser) are listed last, so the setup can say why they are not offered.
	 *
	 * @param array<string, mixed> $params  Parameters.
	 * @param int                  $user_id User whose token to use.
	 * @return array<int, array<string, string>>|WP_Error
	 */
	public function matched_sites( array $params, int $user_id ): array|WP_Error {
		unset( $params );
		$response = $this->client->request( $user_id, 'GET', self::API . 'sites' );
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		return Properties::matching( array_values( (array) ( $response['siteEntry'] ?? array() ) ), home_url() );
	}

	/**
	 * Adds a property to the user's Search Console.
	 *
	 * @param array<string, mixed> $params  Parameters: siteURL.
	 * @param int                  $user_id User whose token to use.
	 * @return array<string, string>|WP_Error
	 */
	public function add_site( array $params, int $user_id ): array|WP_Error {
		$url      = trailingslashit( (string) $params['siteURL'] );
		$response = $this->client->request( $user_id, 'PUT', self::API . 'sites/' . rawurlencode( $url ) );
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		return array(
			'siteURL'         => $url,
			'permissionLevel' => 'siteOwner',
		);
	}

	/**
	 * Search analytics rows for the site's property (see Search_Analytics).
	 *
	 * @param array<string, mixed> $params  Parameters: dateRange or startDate/endDate, dimensions, url, pages, limit.
	 * @param int                  $user_id User whose token to use.
	 * @return Provider_Request|WP_Error
	 */
	public function search_analytics( array $params, int $user_id ): Provider_Request|WP_Error {
		return ( new Search_Analytics( $this ) )->request( $params, $user_id );
	}
}
