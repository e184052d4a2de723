<?php
/**
 * Class AdSense
 *
 * @package Google\Site_Kit\Modules\AdSense
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Modules\AdSense;

use Google\Site_Kit\Core\Abilities\Contracts\Has_History_Limit;
use Google\Site_Kit\Core\Abilities\Contracts\History_Limit;
use Google\Site_Kit\Core\Abilities\Contracts\Provides_Key_Metrics;
use Google\Site_Kit\Core\Abilities\Creation_Limit;
use Google\Site_Kit\Core\Email_Reports\Contracts\Email_Report_Source;
use Google\Site_Kit\Core\Email_Reports\Contracts\Provides_Email_Report;
use Google\Site_Kit\Core\Modules\Datapoint;
use Google\Site_Kit\Core\Modules\Module;
use Google\Site_Kit\Core\Modules\Module_Identity;
use Google\Site_Kit\Core\Provider\Provider_Request;
use Google\Site_Kit\Core\Network\Contracts\Network_Figures_Source;
use Google\Site_Kit\Core\Network\Contracts\Provides_Network_Figures;
use Google\Site_Kit\Core\Network\Email_Figures;
use WP_Error;

/**
 * AdSense: what the site earns; the Auto ads snippet on the front end.
 */
final class AdSense extends Module implements Provides_Key_Metrics, Has_History_Limit, Provides_Email_Report, Provides_Network_Figures {

	public const SCOPE = 'https://www.googleapis.com/auth/adsense.readonly';
	public const API   = 'https://adsense.googleapis.com/v2/';

	public const METRICS = array( 'ESTIMATED_EARNINGS', 'PAGE_VIEWS_RPM', 'IMPRESSIONS', 'PAGE_VIEWS', 'CLICKS' );

	// AdSense Management v2's names: it has no URL_CHANNEL (Google answers 400 INVALID_ARGUMENT), only these two.
	public const DIMENSIONS = array( 'DATE', 'DOMAIN_NAME', 'URL_CHANNEL_NAME', 'URL_CHANNEL_ID', 'PAGE_URL' );

	/**
	 * {@inheritDoc}
	 */
	protected function define_identity(): Module_Identity {
		return new Module_Identity(
			slug: 'adsense',
			name: static fn() => _x( 'AdSense', 'Service name', 'google-site-kit' ),
			description: static fn() => __( 'Shows what your site earns from ads and places Auto ads on it.', 'google-site-kit' ),
			homepage: 'https://adsense.google.com/start/',
			order: 3,
			shareable: true,
			scopes: array( self::SCOPE )
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function default_settings(): array {
		return array(
			'accountID'     => '',
			'clientID'      => '',
			'useSnippet'    => true,
			'accountStatus' => '',
			'siteStatus'    => '',
			'ownerID'       => 0,
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function settings_schema(): array {
		return array(
			'accountID'     => array(
				'type'    => 'string',
				'pattern' => '^(pub-\d+)?$',
			),
			'clientID'      => array(
				'type'    => 'string',
				'pattern' => '^(ca-pub-\d+)?$',
			),
			'useSnippet'    => array( 'type' => 'boolean' ),
			// Status slugs (e.g. "approved", "ready", or the API's "GETTING_READY"): short, letters, digits, - and _.
			'accountStatus' => array(
				'type'      => 'string',
				'maxLength' => 40,
				'pattern'   => '^([A-Za-z][A-Za-z0-9_-]*)?$',
			),
			'siteStatus'    => array(
				'type'      => 'string',
				'maxLength' => 40,
				'pattern'   => '^([A-Za-z][A-Za-z0-9_-]*)?$',
			),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function is_connected(): bool {
		return '' !== (string) $this->get_settings()['accountID'];
	}

	/**
	 * AdSense serves ads only on a site Google can reach. On a local site the
	 * check is relaxed (and says so) so the module can be tried out.
	 */
	public function check_requirements(): ?WP_Error {
		$host  = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$local = in_array( $host, array( 'localhost', '127.0.0.1', '::1' ), true ) || str_ends_with( $host, '.local' ) || str_ends_with( $host, '.test' );
		if ( $local && 'local' !== wp_get_environment_type() ) {
			return new WP_Error( 'adsense_site_not_public', __( 'AdSense needs a site that is reachable on the internet; this one runs on a local address.', 'google-site-kit' ) );
		}
		return null;
	}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'wp_head', array( $this, 'print_snippet' ) );
	}

	/**
	 * Prints the Auto ads snippet with the publisher ID.
	 */
	public function print_snippet(): void {
		$settings = $this->get_settings();
		$client   = '' !== $settings['clientID'] ? $settings['clientID'] : ( '' !== $settings['accountID'] ? 'ca-' . $settings['accountID'] : '' );
		if ( ! $settings['useSnippet'] || '' === $client ) {
			return;
		}
		printf(
			'<script async src="%s" crossorigin="anonymous"></script>' . "\n", // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- Google's Auto ads loader must be printed as is.
			esc_url( 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=' . rawurlencode( $client ) )
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function key_metric_tiles(): array {
		return array(
			'kmAdSenseTopEarningContent',
		);
	}

	/**
	 * An AdSense account earns nothing before it exists: its reports reach back to its creation.
	 */
	public function history_limit(): History_Limit {
		return new Creation_Limit( 'account' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function key_metric_definitions(): array {
		return array( ( new Earnings_Tile() )->tile() );
	}

	/**
	 * {@inheritDoc}
	 */
	public function network_figures(): Network_Figures_Source {
		// The network overview shows the Earnings widget's estimated earnings, with their currency.
		return new Email_Figures( $this->email_report(), 'earnings' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function email_report(): Email_Report_Source {
		return new Earnings_Email();
	}

	/**
	 * {@inheritDoc}
	 */
	public function datapoints(): array {
		return array(
			'accounts'  => new Datapoint( 'GET', array( $this, 'accounts' ) ),
			// When the connected account was created: the dashboard's note for ranges before it.
			'account'   => new Datapoint( 'GET', array( $this, 'account' ), array(), true, cache_ttl: DAY_IN_SECONDS ),
			'adclients' => new Datapoint(
				'GET',
				array( $this, 'ad_clients' ),
				array(
					'accountID' => array(
						'type'     => 'string',
						'pattern'  => '^pub-\d+$',
						'required' => true,
					),
				)
			),
			'report'    => new Datapoint(
				'GET',
				array( new Earnings_Report( $this ), 'run' ),
				Earnings_Report::args(),
				true,
				cache_ttl: HOUR_IN_SECONDS
			),
		);
	}

	/**
	 * The user's AdSense accounts.
	 *
	 * @param array<string, mixed> $params  Parameters.
	 * @param int                  $user_id User whose token to use.
	 * @return array<int, array<string, mixed>>|WP_Error
	 */
	public function accounts( array $params, int $user_id ): array|WP_Error {
		unset( $params );
		$response = $this->client->request( $user_id, 'GET', self::API . 'accounts' );
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		return array_map(
			static fn( $account ) => array(
				'_id'         => substr( (string) ( $account['name'] ?? '' ), strlen( 'accounts/' ) ),
				'name'        => (string) ( $account['name'] ?? '' ),
				'displayName' => (string) ( $account['displayName'] ?? '' ),
				'timeZone'    => $account['timeZone'] ?? null,
			),
			(array) ( $response['accounts'] ?? array() )
		);
	}

	/**
	 * The connected account as the Management API describes it (accounts.get): when it was created, which the
	 * dashboard needs to tell a range before the account existed from a range without earnings (AdSense reports
	 * have nothing before the account's creation).
	 *
	 * @param array<string, mixed> $params  Parameters (none).
	 * @param int                  $user_id User whose token to use (the runner sends it).
	 * @return Provider_Request|WP_Error
	 */
	public function account( array $params, int $user_id ): Provider_Request|WP_Error {
		unset( $params, $user_id );
		$account = (string) $this->get_settings()['accountID'];
		if ( '' === $account ) {
			return new WP_Error( 'module_not_connected', __( 'AdSense is not set up yet.', 'google-site-kit' ), array( 'status' => 400 ) );
		}
		return new Provider_Request( 'GET', self::API . 'accounts/' . $account, array(), null, array( self::class, 'from_account' ) );
	}

	/**
	 * The parts of an Account resource the dashboard uses.
	 *
	 * @param array<string, mixed> $account Google's Account resource.
	 * @return array{createTime: string, timeZone: string}
	 */
	public static function from_account( array $account ): array {
		$time_zone = $account['timeZone'] ?? null;
		return array(
			'createTime' => is_string( $account['createTime'] ?? null ) ? $account['createTime'] : '',
			'timeZone'   => is_array( $time_zone ) && is_string( $time_zone['id'] ?? null ) ? $time_zone['id'] : '',
		);
	}

	/**
	 * The ad clients of an account; the one for content ads (product AFC) is
	 * what the Auto ads snippet names, `ca-pub-…`.
	 *
	 * @param array<string, mixed> $params  Parameters: accountID.
	 * @param int                  $user_id User whose token to use.
	 * @return array<int, array<string, mixed>>|WP_Error
	 */
	public function ad_clients( array $params, int $user_id ): array|WP_Error {
		$response = $this->client->request( $user_id, 'GET', self::API . 'accounts/' . $params['accountID'] . '/adclients' );
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		return array_map(
			static function ( $client ) {
				$name  = (string) ( $client['name'] ?? '' );
				$slash = strrpos( $name, '/' );
				return array(
					'_id'         => false === $slash ? $name : substr( $name, $slash + 1 ),
					'name'        => $name,
					'productCode' => (string) ( $client['productCode'] ?? '' ),
					'state'       => (string) ( $client['state'] ?? '' ),
				);
			},
			array_values( (array) ( $response['adClients'] ?? array() ) )
		);
	}
}
