<?php
/**
 * Class WpCliCommandsTest
 *
 * @package Google\Site_Kit\Tests\Core\CLI
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\CLI;

use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\Support\Wp_Cli;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * `wp site-kit …` run by WP-CLI from Composer (vendor/bin/wp) against the test site, in its own process, on the
 * same database copy and emulator as the rest of the PHP tests.
 */
final class WpCliCommandsTest extends TestCase {

	use Signs_In;

	/**
	 * The signed-in admin.
	 */
	private int $admin;

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		update_option( 'googlesitekit_active_modules', array( 'analytics' ) );
		update_option( 'googlesitekit_search_console_settings', array( 'propertyID' => trailingslashit( home_url() ) ) );
		update_option(
			'googlesitekit_analytics_settings',
			array(
				'propertyID'    => '300000001',
				'measurementID' => 'G-TEST',
			)
		);
		$this->admin = $this->login_as( 'administrator' )->ID;
		$this->sign_in_with_google( $this->admin, array( 'https://www.googleapis.com/auth/analytics.readonly' ) );
		update_option( Authentication::OWNER_OPTION, $this->admin );
	}

	protected function tearDown(): void {
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	/**
	 * Runs `wp site-kit …` and returns its exit code and output; this process's caches are dropped afterwards so it
	 * sees what the command wrote.
	 *
	 * @param string ...$args Arguments after `site-kit`.
	 * @return array{int, string, string} Exit code, standard output, standard error.
	 */
	private function wp( string ...$args ): array {
		return Wp_Cli::run( 'site-kit', ...$args );
	}

	public function test_status_tells_the_token_health_without_secrets(): void {
		$tokens = $this->plugin()->token_store()->tokens( $this->admin );
		$this->assertNotNull( $tokens );

		list( $code, $out, $err ) = $this->wp( 'status' );

		$this->assertSame( 0, $code, $err );
		$this->assertMatchesRegularExpression( '/connected: yes/', $out );
		$this->assertMatchesRegularExpression( '/owner: \S+ \(#' . $this->admin . '\)/', $out );
		$this->assertMatchesRegularExpression( '/token: valid, expires in \d+ min/', $out );
		$this->assertStringContainsString( 'refresh token present', $out );
		$this->assertMatchesRegularExpression( '/search-console[\s|]+Search Console[\s|]+yes/', $out );
		$this->assertStringContainsString( 'sitekit-demo-client.apps.googleusercontent.com', $out );
		foreach ( array( $tokens['access_token'], $tokens['refresh_token'], 'sitekit-demo-secret' ) as $secret ) {
			$this->assertNotSame( '', $secret );
			$this->assertStringNotContainsString( $secret, $out . $err );
		}
	}

	public function test_modules_list_activate_and_deactivate_follow_the_rest_rules(): void {
		list( $code, $out ) = $this->wp( 'modules', 'list', '--format=json' );
		$this->assertSame( 0, $code );
		$listed = array_column( (array) json_decode( $out, true ), null, 'slug' );
		$this->assertTrue( $listed['analytics']['active'] );
		$this->assertFalse( $listed['adsense']['active'] );
		$this->assertTrue( $listed['search-console']['force_active'] );

		list( $code, $out, $err ) = $this->wp( 'modules', 'activate', 'adsense' );
		$this->assertSame( 0, $code, $err );
		$this->assertContains( 'adsense', get_option( 'googlesitekit_active_modules' ) );

		list( $code, , $err ) = $this->wp( 'modules', 'deactivate', 'adsense' );
		$this->assertSame( 0, $code, $err );
		$this->assertNotContains( 'adsense', get_option( 'googlesitekit_active_modules' ) );

		$before               = get_option( 'googlesitekit_active_modules' );
		list( $code, , $err ) = $this->wp( 'modules', 'deactivate', 'search-console' );
		$this->assertNotSame( 0, $code );
		$this->assertStringContainsString( 'Search Console is always on and cannot be disconnected.', $err );
		$this->assertSame( $before, get_option( 'googlesitekit_active_modules' ) );

		list( $code, , $err ) = $this->wp( 'modules', 'activate', 'no-such-module' );
		$this->assertNotSame( 0, $code );
		$this->assertStringContainsString( 'There is no module "no-such-module".', $err );
	}

	public function test_report_prints_what_the_rest_api_returns(): void {
		$args  = array(
			'dimensions' => 'query',
			'dateRange'  => 'last-28-days',
			'limit'      => '5',
		);
		$calls = count( Emulator::requests( 'searchAnalytics' ) );

		list( $code, $json, $err ) = $this->wp( 'report', 'search-console', 'searchanalytics', '--args=' . wp_json_encode( $args ), '--format=json' );
		$this->assertSame( 0, $code, $err );
		$this->assertCount( $calls + 1, Emulator::requests( 'searchAnalytics' ), 'the CLI read went to the provider' );

		$request = new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/search-console/data/searchanalytics' );
		$request->set_query_params( $args );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status() );
		$rest = json_decode( (string) wp_json_encode( $response->get_data() ), true );
		$this->assertNotEmpty( $rest['rows'] );
		$this->assertSame( $rest, json_decode( $json, true ) );
		$this->assertCount( $calls + 1, Emulator::requests( 'searchAnalytics' ), 'the REST read was answered by the cache the CLI filled' );

		// CSV: one line per row, the dimension named, the same figures.
		list( $code, $csv ) = $this->wp( 'report', 'search-console', 'searchanalytics', '--dimensions=query', '--dateRange=last-28-days', '--limit=5', '--format=csv' );
		$this->assertSame( 0, $code );
		$lines  = array_map( 'str_getcsv', array_values( array_filter( explode( "\n", $csv ), 'strlen' ) ) );
		$header = array_shift( $lines );
		$this->assertSame( 'query', $header[0] );
		$this->assertCount( count( $rest['rows'] ), $lines );
		foreach ( $rest['rows'] as $i => $row ) {
			$cells = array_combine( $header, $lines[ $i ] );
			$this->assertSame( $row['keys'][0], $cells['query'] );
			$this->assertEquals( $row['clicks'], $cells['clicks'] );
			$this->assertEquals( $row['impressions'], $cells['impressions'] );
		}
	}

	public function test_report_refuses_bad_input_with_the_rest_message(): void {
		list( $code, $out, $err ) = $this->wp( 'report', 'search-console', 'no-such-datapoint', '--format=json' );
		$this->assertNotSame( 0, $code );
		$this->assertSame( '', trim( $out ) );
		$this->assertStringContainsString( 'no-such-datapoint is not a datapoint of Search Console.', $err );

		list( $code, , $err ) = $this->wp( 'report', 'search-console', 'searchanalytics', '--args=[1,2]' );
		$this->assertNotSame( 0, $code );
		$this->assertStringContainsString( '--args must be a JSON object.', $err );

		list( $code, , $err ) = $this->wp( 'report', 'search-console', 'searchanalytics', '--dateRange=yesterday' );
		$this->assertNotSame( 0, $code );
		$this->assertStringContainsString( 'Invalid date range', $err );
	}

	public function test_cache_flush_then_warm_fills_the_dashboard_reports(): void {
		$this->wp( 'report', 'search-console', 'searchanalytics', '--dateRange=last-7-days', '--format=json' );
		list( , $status ) = $this->wp( 'status' );
		$this->assertMatchesRegularExpression( '/[1-9]\d* fresh reports/', $status );

		list( $code, $out, $err ) = $this->wp( 'cache', 'flush' );
		$this->assertSame( 0, $code, $err );
		$this->assertMatchesRegularExpression( '/[1-9]\d* cache entries deleted/', $out );
		list( , $status ) = $this->wp( 'status' );
		$this->assertStringContainsString( '0 fresh reports, 0 last good copies', $status );

		$calls                    = count( Emulator::requests() );
		list( $code, $out, $err ) = $this->wp( 'cache', 'warm' );
		$this->assertSame( 0, $code, $out . $err );
		$this->assertStringContainsString( '5 reports are cached.', $out );
		$this->assertGreaterThan( $calls, count( Emulator::requests() ) );
		list( , $status ) = $this->wp( 'status' );
		$this->assertStringContainsString( '5 fresh reports', $status );

		// A second warm finds them all fresh: no provider call.
		$calls        = count( Emulator::requests() );
		list( $code ) = $this->wp( 'cache', 'warm' );
		$this->assertSame( 0, $code );
		$this->assertCount( $calls, Emulator::requests() );
	}

	public function test_reset_asks_first_and_with_yes_deletes_everything(): void {
		list( , $out ) = $this->wp( 'reset' );
		$this->assertStringContainsString( 'Reset Site Kit?', $out );
		$this->assertStringNotContainsString( 'Site Kit was reset.', $out );
		$this->assertNotFalse( get_option( 'googlesitekit_credentials' ), 'no --yes and no answer: nothing happens' );
		$this->assertNotNull( $this->plugin()->token_store()->tokens( $this->admin ) );

		list( $code, $out, $err ) = $this->wp( 'reset', '--yes' );
		$this->assertSame( 0, $code, $err );
		$this->assertStringContainsString( 'Site Kit was reset.', $out );
		$this->assertFalse( get_option( 'googlesitekit_credentials' ) );
		$this->assertFalse( get_option( Authentication::OWNER_OPTION ) );
		$this->assertNull( $this->plugin()->token_store()->tokens( $this->admin ) );
	}
}
