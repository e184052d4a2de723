<?php
/**
 * Class SecretsAndInputTest
 *
 * @package Google\Site_Kit\Tests\Core\REST
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\REST;

use Google\Site_Kit\Core\Authentication\Credentials;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * Tokens and the client secret never leave the server in clear text; bad input gets a 400 that names the argument
 * and changes nothing; reset leaves no trace.
 */
final class SecretsAndInputTest extends TestCase {

	use Signs_In;

	private int $admin_id;

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		$this->admin_id = $this->login_as( 'administrator' )->ID;
		$this->sign_in_with_google( $this->admin_id );
	}

	public function test_no_rest_response_page_source_or_stored_value_holds_a_token_or_the_secret(): void {
		$tokens = $this->plugin()->token_store()->tokens( $this->admin_id );
		// The email reports' signing secret too (made by signing a link).
		$this->plugin()->email_links()->token(
			array(
				'id'    => 'user-1',
				'email' => 'a@example.org',
				'key'   => 'k',
			),
			'googlesitekit_email_unsubscribe'
		);
		$links_secret = (string) $this->plugin()->encryption()->decrypt( (string) get_option( 'googlesitekit_email_report_secret' ) );
		$this->assertSame( 128, strlen( $links_secret ) );
		$secrets = array( $tokens['access_token'], $tokens['refresh_token'], 'sitekit-demo-secret', $links_secret );
		$this->assertNotEmpty( $tokens['refresh_token'] );

		$bodies = array();
		foreach ( rest_get_server()->get_routes( 'google-site-kit/v1' ) as $route => $handlers ) {
			if ( str_contains( $route, '(?P' ) || '/google-site-kit/v1' === $route ) {
				continue;
			}
			foreach ( $handlers as $handler ) {
				if ( isset( $handler['methods']['GET'] ) ) {
					$request = new WP_REST_Request( 'GET', $route );
					$request->set_query_params( array( 'slug' => 'analytics' ) );
					$bodies[ $route ] = wp_json_encode( rest_do_request( $request )->get_data() );
				}
			}
		}
		$bodies['settings'] = wp_json_encode( rest_do_request( new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/search-console/data/settings' ) )->get_data() );
		$this->set_option( 'googlesitekit_test_force_connected', 1 );
		foreach ( array( 'dashboard', 'settings', 'splash' ) as $page ) {
			$bodies[ "page $page" ] = wp_remote_retrieve_body( $this->get_as( $this->admin_id, admin_url( 'admin.php?page=googlesitekit-' . $page ) ) );
			$this->assertStringContainsString( '_googlesitekitBaseData', $bodies[ "page $page" ] );
		}

		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery
		$bodies['options']  = implode( "\n", $wpdb->get_col( "SELECT option_value FROM {$wpdb->options}" ) );
		$bodies['usermeta'] = implode( "\n", $wpdb->get_col( "SELECT meta_value FROM {$wpdb->usermeta}" ) );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery

		foreach ( $bodies as $where => $body ) {
			foreach ( $secrets as $secret ) {
				$this->assertStringNotContainsString( $secret, (string) $body, "$where leaks a secret" );
			}
		}
		$this->assertStringContainsString( 'gsk1:', (string) get_option( Credentials::OPTION ), 'the client is stored encrypted' );
	}

	/**
	 * Provides bad requests with the argument their error must name.
	 *
	 * @return array<string, array{string, string, array<string, mixed>, string}>
	 */
	public function data_bad_requests(): array {
		return array(
			'unknown dimension'     => array( 'GET', '/modules/search-console/data/searchanalytics', array( 'dimensions' => 'weather' ), 'dimensions' ),
			'bad range'             => array( 'GET', '/modules/search-console/data/searchanalytics', array( 'dateRange' => 'last-week' ), 'Invalid date range, it must be a string with the format "last-x-days".' ),
			'bad date'              => array(
				'GET',
				'/modules/search-console/data/searchanalytics',
				array(
					'startDate' => '2024-13-01',
					'endDate'   => '2024-12-31',
				),
				'Date param must construct to a valid date instance or be a valid date instance itself.',
			),
			'limit too high'        => array( 'GET', '/modules/search-console/data/searchanalytics', array( 'limit' => 99999 ), 'limit' ),
			'dismiss without slug'  => array( 'POST', '/core/user/data/dismiss-item', array( 'data' => array( 'expiration' => 10 ) ), 'slug' ),
			'tracking not boolean'  => array( 'POST', '/core/user/data/tracking', array( 'data' => array( 'enabled' => 'maybe' ) ), 'enabled' ),
			'one key metric'        => array( 'POST', '/core/user/data/key-metrics', array( 'data' => array( 'widgetSlugs' => array( 'kmAnalyticsNewVisitors' ) ) ), 'widgetSlugs' ),
			'unknown key metric'    => array( 'POST', '/core/user/data/key-metrics', array( 'data' => array( 'widgetSlugs' => array( 'kmAnalyticsNewVisitors', 'kmMadeUp' ) ) ), 'widgetSlugs' ),
			'nine key metrics'      => array( 'POST', '/core/user/data/key-metrics', array( 'data' => array( 'widgetSlugs' => array_fill( 0, 9, 'kmAnalyticsNewVisitors' ) ) ), 'widgetSlugs' ),
			'activation no slug'    => array( 'POST', '/core/modules/data/activation', array( 'data' => array( 'active' => true ) ), 'slug' ),
			'bad client ID'         => array(
				'POST',
				'/core/site/data/oauth-client',
				array(
					'data' => array(
						'clientID'     => 'not a client',
						'clientSecret' => 'x',
					),
				),
				'client ID',
			),
			'bad property'          => array( 'POST', '/modules/search-console/data/settings', array( 'data' => array( 'propertyID' => 'ftp://nope' ) ), 'propertyID' ),
			'unknown setting'       => array( 'POST', '/modules/search-console/data/settings', array( 'data' => array( 'colour' => 'red' ) ), 'colour' ),
			'empty answer'          => array( 'POST', '/core/user/data/user-input-settings', array( 'data' => array( 'settings' => array( 'goals' => array() ) ) ), 'Please select at least 1 answer' ),
			'unknown answer'        => array( 'POST', '/core/user/data/user-input-settings', array( 'data' => array( 'settings' => array( 'purpose' => array( 'world_domination' ) ) ) ), 'purpose' ),
			// Stored strings have a sane length and shape.
			'long account status'   => array( 'POST', '/modules/adsense/data/settings', array( 'data' => array( 'accountStatus' => str_repeat( 'approved', 100 ) ) ), 'accountStatus' ),
			'markup site status'    => array( 'POST', '/modules/adsense/data/settings', array( 'data' => array( 'siteStatus' => '<img src=x onerror=alert(1)>' ) ), 'siteStatus' ),
			'spaced site status'    => array( 'POST', '/modules/adsense/data/settings', array( 'data' => array( 'siteStatus' => 'ready now' ) ), 'siteStatus' ),
			'huge property'         => array( 'POST', '/modules/search-console/data/settings', array( 'data' => array( 'propertyID' => 'https://example.com/' . str_repeat( 'a/', 3000 ) ) ), 'propertyID' ),
			'property no slash'     => array( 'POST', '/modules/search-console/data/settings', array( 'data' => array( 'propertyID' => 'https://example.com/blog' ) ), 'propertyID' ),
			'property bare host'    => array( 'POST', '/modules/search-console/data/settings', array( 'data' => array( 'propertyID' => 'example.com' ) ), 'propertyID' ),
			'property bad domain'   => array( 'POST', '/modules/search-console/data/settings', array( 'data' => array( 'propertyID' => 'sc-domain:exa mple.com' ) ), 'propertyID' ),
			'script url'            => array( 'GET', '/modules/search-console/data/searchanalytics', array( 'url' => 'javascript:alert(1)' ), 'url' ),
			'relative url'          => array( 'GET', '/modules/search-console/data/searchanalytics', array( 'url' => '/recipes/' ), 'url' ),
			'bare word url'         => array( 'GET', '/modules/search-console/data/searchanalytics', array( 'url' => 'foo' ), 'url' ),
			'ftp url'               => array( 'GET', '/modules/search-console/data/searchanalytics', array( 'url' => 'ftp://example.com/' ), 'url' ),
			'huge url'              => array( 'GET', '/modules/search-console/data/searchanalytics', array( 'url' => home_url( '/' ) . str_repeat( 'a', 3000 ) ), 'url' ),
			'url with credentials'  => array( 'GET', '/modules/search-console/data/searchanalytics', array( 'url' => 'https://user:pass@example.com/' ), 'url' ),
			'share with subscriber' => array( 'POST', '/core/modules/data/sharing-settings', array( 'data' => array( 'sharingSettings' => array( 'search-console' => array( 'sharedRoles' => array( 'subscriber' ) ) ) ) ), 'sharedRoles' ),
			'share with admins'     => array( 'POST', '/core/modules/data/sharing-settings', array( 'data' => array( 'sharingSettings' => array( 'search-console' => array( 'sharedRoles' => array( 'editor', 'administrator' ) ) ) ) ), 'sharedRoles' ),
		);
	}

	/**
	 * A bad request answers 400 naming what is wrong, and changes nothing stored.
	 *
	 * @dataProvider data_bad_requests
	 *
	 * @param string               $method HTTP method.
	 * @param string               $path   Path below the namespace.
	 * @param array<string, mixed> $params Query or body.
	 * @param string               $names  Text the message must contain.
	 */
	public function test_bad_input_gets_a_400_naming_the_argument_and_changes_nothing( string $method, string $path, array $params, string $names ): void {
		update_option( 'googlesitekit_search_console_settings', array( 'propertyID' => trailingslashit( home_url() ) ) );
		$before = $this->plugin_rows();

		$request = new WP_REST_Request( $method, '/google-site-kit/v1' . $path );
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $params ) );
		}
		$response = rest_do_request( $request );

		$this->assertSame( 400, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertStringContainsString( $names, $response->get_data()['message'] );
		$this->assertSame( $before, $this->plugin_rows(), 'nothing stored changed' );
	}

	public function test_well_formed_statuses_properties_and_roles_are_stored(): void {
		$this->set_option( 'googlesitekit_active_modules', array( 'adsense' ) );
		$saved = $this->post_json(
			'/modules/adsense/data/settings',
			array(
				'data' => array(
					'accountStatus' => 'approved',
					'siteStatus'    => 'GETTING_READY',
				),
			)
		);
		$this->assertSame( 200, $saved->get_status(), wp_json_encode( $saved->get_data() ) );
		$this->assertSame( 'approved', get_option( 'googlesitekit_adsense_settings' )['accountStatus'] );
		$this->assertSame( 'GETTING_READY', get_option( 'googlesitekit_adsense_settings' )['siteStatus'] );

		foreach ( array( 'sc-domain:example.com', 'http://127.0.0.1:8080/blog/' ) as $property ) {
			$saved = $this->post_json( '/modules/search-console/data/settings', array( 'data' => array( 'propertyID' => $property ) ) );
			$this->assertSame( 200, $saved->get_status(), wp_json_encode( $saved->get_data() ) );
			$this->assertSame( $property, get_option( 'googlesitekit_search_console_settings' )['propertyID'] );
		}

		// The roles the sharing dialog offers: those who write content, without administrators.
		$saved = $this->post_json( '/core/modules/data/sharing-settings', array( 'data' => array( 'sharingSettings' => array( 'search-console' => array( 'sharedRoles' => array( 'editor', 'author', 'contributor' ) ) ) ) ) );
		$this->assertSame( 200, $saved->get_status(), wp_json_encode( $saved->get_data() ) );
		$this->assertSame( array( 'editor', 'author', 'contributor' ), get_option( 'googlesitekit_dashboard_sharing' )['search-console']['sharedRoles'] );
	}

	/**
	 * POSTs JSON to a route of the plugin.
	 *
	 * @param string               $path Path below the namespace.
	 * @param array<string, mixed> $body Body.
	 */
	private function post_json( string $path, array $body ): \WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/google-site-kit/v1' . $path );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $body ) );
		return rest_do_request( $request );
	}

	public function test_reset_leaves_no_option_user_option_or_transient_of_the_plugin(): void {
		set_transient( 'googlesitekit_some_report', array( 1, 2, 3 ), 60 );
		rest_do_request( new WP_REST_Request( 'POST', '/google-site-kit/v1/core/user/data/tracking' ) );
		$this->assertNotSame(
			array(
				'options'  => array(),
				'usermeta' => array(),
			),
			$this->plugin_rows()
		);

		$response = rest_do_request( new WP_REST_Request( 'POST', '/google-site-kit/v1/core/site/data/reset' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'options'  => array(),
				'usermeta' => array(),
			),
			$this->plugin_rows()
		);
		$this->assertFalse( $this->plugin()->connection()->is_connected() );
	}

	public function test_reset_leaves_no_cached_report_behind_in_either_store(): void {
		// With a persistent object cache (the Redis run) the reports are not option rows at all.
		$cache = $this->plugin()->report_cache();
		$cache->store( 'analytics:report:reset-probe', array( 'rows' => array( 'old connection' ) ), 600 );
		$cache->commit();
		$cache->warm_list()->remember( 'analytics:report:reset-probe', 'analytics', 'report', array( 'dateRange' => 'last-28-days' ), get_current_user_id(), 600 );
		$this->assertSame( array( 'rows' => array( 'old connection' ) ), $cache->fresh( 'analytics:report:reset-probe' )['value'] ?? null );
		$this->assertNotNull( $cache->last_good( 'analytics:report:reset-probe' ) );

		$response = rest_do_request( new WP_REST_Request( 'POST', '/google-site-kit/v1/core/site/data/reset' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertNull( $cache->fresh( 'analytics:report:reset-probe' ) );
		$this->assertNull( $cache->last_good( 'analytics:report:reset-probe' ) );
		$this->assertSame( array(), $cache->warm_list()->entries( true ), 'the background refresh has nothing left to read' );
	}

	/**
	 * Every row the plugin has in the options and user meta tables.
	 *
	 * @return array{options: array<string, string>, usermeta: array<int, string>}
	 */
	private function plugin_rows(): array {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery
		$options  = $wpdb->get_results( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE '%googlesitekit%' ORDER BY option_name", ARRAY_A );
		$usermeta = $wpdb->get_col( "SELECT meta_key FROM {$wpdb->usermeta} WHERE meta_key LIKE '%googlesitekit%' ORDER BY meta_key" );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery
		$by_name = array();
		foreach ( $options as $row ) {
			// The encrypted client is re-encrypted with a new nonce on each read-free save; compare presence only.
			$by_name[ $row['option_name'] ] = str_starts_with( (string) $row['option_value'], 'gsk1:' ) ? 'encrypted' : (string) $row['option_value'];
		}
		return array(
			'options'  => $by_name,
			'usermeta' => $usermeta,
		);
	}
}
