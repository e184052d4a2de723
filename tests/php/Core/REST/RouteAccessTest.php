<?php
/**
 * Class RouteAccessTest
 *
 * @package Google\Site_Kit\Tests\Core\REST
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\REST;

use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * Who may call which route: every route of the namespace × anonymous, subscriber,
 * editor, an admin not signed in with Google and an admin signed in.
 */
final class RouteAccessTest extends TestCase {

	use Signs_In;

	private const ROLES = array( 'anonymous', 'subscriber', 'editor', 'admin (not signed in)', 'admin (signed in)' );

	/**
	 * Method, path, parameters (query for GET, body for POST), then the expected status per role in ROLES order.
	 */
	private const MATRIX = array(
		array( 'GET', '/core/user/data/authentication', array(), 401, 403, 403, 200, 200 ),
		array( 'POST', '/core/user/data/disconnect', array(), 401, 403, 403, 200, 200 ),
		array( 'GET', '/core/user/data/permissions', array(), 401, 403, 403, 200, 200 ),
		array( 'GET', '/core/user/data/tracking', array(), 401, 403, 403, 200, 200 ),
		array( 'POST', '/core/user/data/tracking', array( 'data' => array( 'enabled' => true ) ), 401, 403, 403, 200, 200 ),
		array( 'GET', '/core/user/data/dismissed-items', array(), 401, 403, 403, 200, 200 ),
		array( 'POST', '/core/user/data/dismiss-item', array( 'data' => array( 'slug' => 'some-banner' ) ), 401, 403, 403, 200, 200 ),
		array( 'GET', '/core/user/data/user-input-settings', array(), 401, 403, 403, 200, 200 ),
		array( 'POST', '/core/user/data/user-input-settings', array( 'data' => array( 'settings' => array( 'purpose' => array( 'publish_blog' ) ) ) ), 401, 403, 403, 200, 200 ),
		array( 'GET', '/core/user/data/key-metrics', array(), 401, 403, 403, 200, 200 ),
		array( 'POST', '/core/user/data/key-metrics', array( 'data' => array( 'widgetSlugs' => array( 'kmAnalyticsNewVisitors', 'kmSearchConsolePopularKeywords' ) ) ), 401, 403, 403, 200, 200 ),
		array( 'GET', '/core/user/data/date-range', array(), 401, 403, 403, 200, 200 ),
		array(
			'POST',
			'/core/user/data/date-range',
			array(
				'data' => array(
					'dateRange' => 'last-month',
					'compare'   => 'none',
				),
			),
			401,
			403,
			403,
			200,
			200,
		),
		array( 'GET', '/core/user/data/email-report', array(), 401, 403, 403, 200, 200 ),
		// Unsubscribing (the test users have no address to subscribe).
		array( 'POST', '/core/user/data/email-report', array( 'data' => array( 'frequency' => null ) ), 401, 403, 403, 200, 200 ),
		array( 'GET', '/core/site/data/email-reports', array(), 401, 403, 403, 200, 200 ),
		// An invalid address: past the permission check, nothing is mailed.
		array(
			'POST',
			'/core/site/data/email-reports',
			array(
				'data' => array(
					'email'     => 'not-an-address',
					'frequency' => 'weekly',
				),
			),
			401,
			403,
			403,
			400,
			400,
		),
		array( 'POST', '/core/site/data/email-reports/delete', array( 'data' => array( 'id' => 'outside-0000000000000000' ) ), 401, 403, 403, 404, 404 ),
		// The admins here have no email address: the sender refuses with a 400 that says so (SenderTest mails one).
		array( 'POST', '/core/site/data/email-reports/test', array(), 401, 403, 403, 400, 400 ),
		array( 'GET', '/core/site/data/connection', array(), 401, 403, 403, 200, 200 ),
		array( 'POST', '/core/site/data/reset', array(), 401, 403, 403, 200, 200 ),
		array( 'GET', '/core/site/data/admin-bar-settings', array(), 401, 403, 403, 200, 200 ),
		array( 'GET', '/core/site/data/post-stats', array( 'ids' => array( 1 ) ), 401, 403, 403, 200, 200 ),
		// A network's control: never on a single site, whoever asks (tests/php/Multisite/ResetSiteTest.php on a network).
		array( 'POST', '/core/network/data/reset-site', array( 'site' => 1 ), 401, 403, 403, 403, 403 ),
		// The network overview: never on a single site either (tests/php/Multisite/OverviewRoutesTest.php on a network).
		array( 'GET', '/core/network/data/sites', array(), 401, 403, 403, 403, 403 ),
		array( 'GET', '/core/network/data/site-figures', array( 'site' => 1 ), 401, 403, 403, 403, 403 ),
		array( 'POST', '/core/site/data/admin-bar-settings', array( 'data' => array( 'enabled' => false ) ), 401, 403, 403, 200, 200 ),
		array( 'GET', '/core/site/data/oauth-client', array(), 401, 403, 403, 200, 200 ),
		array(
			'POST',
			'/core/site/data/oauth-client',
			array(
				'data' => array(
					'clientID'     => 'sitekit-demo-client.apps.googleusercontent.com',
					'clientSecret' => 'sitekit-demo-secret',
				),
			),
			401,
			403,
			403,
			200,
			200,
		),
		array( 'GET', '/core/modules/data/list', array(), 401, 403, 403, 200, 200 ),
		array( 'GET', '/core/modules/data/info', array( 'slug' => 'analytics' ), 401, 403, 403, 200, 200 ),
		array(
			'POST',
			'/core/modules/data/activation',
			array(
				'data' => array(
					'slug'   => 'pagespeed-insights',
					'active' => true,
				),
			),
			401,
			403,
			403,
			200,
			200,
		),
		array( 'GET', '/core/modules/data/sharing-settings', array(), 401, 403, 403, 200, 200 ),
		array(
			'POST',
			'/core/modules/data/sharing-settings',
			array(
				'data' => array(
					'sharingSettings' => array(
						'search-console' => array(
							'sharedRoles' => array( 'editor' ),
							'management'  => 'owner',
						),
					),
				),
			),
			401,
			403,
			403,
			// Changing a module without owner makes the admin its owner: only one signed in with Google may.
			403,
			200,
		),
		array( 'GET', '/modules/search-console/data/settings', array(), 401, 403, 403, 200, 200 ),
		array( 'POST', '/modules/search-console/data/settings', array( 'data' => array( 'propertyID' => 'http://127.0.0.1:8889/' ) ), 401, 403, 403, 200, 200 ),
		array(
			'GET',
			'/modules/search-console/data/searchanalytics',
			array(
				'dateRange'  => 'last-7-days',
				'dimensions' => 'date',
			),
			401,
			403,
			403,
			401,
			200,
		),
		array( 'POST', '/modules/search-console/data/site', array( 'data' => array( 'siteURL' => 'http://127.0.0.1:8889/' ) ), 401, 403, 403, 401, 200 ),
		array(
			'POST',
			'/core/reports/data/batch',
			array(
				'data' => array(
					'requests' => array(
						array(
							'key'  => 'a',
							'path' => 'modules/search-console/data/matched-sites',
						),
					),
				),
			),
			401,
			403,
			403,
			200,
			200,
		),
	);

	/**
	 * Starts every case from a site with the demo OAuth client and a Search Console property.
	 */
	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		update_option( 'googlesitekit_search_console_settings', array( 'propertyID' => trailingslashit( home_url() ) ) );
	}

	/**
	 * Every route of the namespace, with each of its methods, is in the table.
	 */
	public function test_every_registered_route_is_in_the_table(): void {
		$missing = array();
		foreach ( rest_get_server()->get_routes( 'google-site-kit/v1' ) as $route => $handlers ) {
			if ( '/google-site-kit/v1' === $route ) {
				continue;
			}
			foreach ( $handlers as $handler ) {
				foreach ( array_keys( $handler['methods'] ) as $method ) {
					if ( 'HEAD' === $method ) {
						continue;
					}
					$covered = array_filter( self::MATRIX, fn( $row ) => $row[0] === $method && $this->route_for( '/google-site-kit/v1' . $row[1] ) === $route );
					if ( ! $covered ) {
						$missing[] = "$method $route";
					}
				}
			}
		}
		$this->assertSame( array(), $missing, 'routes missing from the access table' );
	}

	/**
	 * Provides every route × role case.
	 *
	 * @return array<string, array{string, string, array, string, int}>
	 */
	public function data_cases(): array {
		$cases = array();
		foreach ( self::MATRIX as $row ) {
			foreach ( self::ROLES as $index => $role ) {
				$cases[ "{$row[0]} {$row[1]} as $role" ] = array( $row[0], $row[1], $row[2], $role, $row[ 3 + $index ] );
			}
		}
		return $cases;
	}

	/**
	 * Each role gets the expected status from each route.
	 *
	 * @dataProvider data_cases
	 *
	 * @param string               $method   HTTP method.
	 * @param string               $path     Path below the namespace.
	 * @param array<string, mixed> $params   Query or body.
	 * @param string               $role     Who calls.
	 * @param int                  $expected Expected status.
	 */
	public function test_route_answers_the_expected_status( string $method, string $path, array $params, string $role, int $expected ): void {
		$this->become( $role );
		$request = new WP_REST_Request( $method, '/google-site-kit/v1' . $path );
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $params ) );
		}
		$response = rest_do_request( $request );
		$this->assertSame( $expected, $response->get_status(), wp_json_encode( $response->get_data() ) );
	}

	/**
	 * Makes a user of the role current (signed in with Google for the last role).
	 *
	 * @param string $role Role label of ROLES.
	 */
	private function become( string $role ): void {
		switch ( $role ) {
			case 'anonymous':
				wp_set_current_user( 0 );
				return;
			case 'subscriber':
			case 'editor':
				$this->login_as( $role );
				return;
			case 'admin (not signed in)':
				$this->login_as( 'administrator' );
				return;
			default:
				$user = $this->login_as( 'administrator' );
				$this->sign_in_with_google( $user->ID );
		}
	}

	/**
	 * The registered route pattern a concrete path matches.
	 *
	 * @param string $path Full path.
	 */
	private function route_for( string $path ): string {
		foreach ( array_keys( rest_get_server()->get_routes( 'google-site-kit/v1' ) ) as $route ) {
			if ( preg_match( '@^' . $route . '$@i', $path ) ) {
				return $route;
			}
		}
		return '';
	}
}
