<?php
/**
 * Class SiteStatsAbilityTest
 *
 * @package Google\Site_Kit\Tests\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Abilities;

use Google\Site_Kit\Core\Util\Date_Range;
use Google\Site_Kit\Tests\Support\Connected_Site;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Runs_Abilities;
use Google\Site_Kit\Tests\TestCase;

/**
 * google-site-kit/get-site-stats through the Abilities API's REST route, against the emulator: the WordPress
 * dashboard widget's figures for the same period, answered from the reads the dashboard cached; a view-only editor
 * gets the services shared with them and is refused the others; a subscriber is refused; bad input is a 400 that
 * says what is wrong; Google's errors come back as Google's message, never with a token.
 */
final class SiteStatsAbilityTest extends TestCase {

	use Connected_Site;
	use Runs_Abilities;

	private int $admin = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->require_abilities_api();
		$this->admin = $this->connect_reporting_site();
	}

	protected function tearDown(): void {
		$this->disconnect_reporting_site();
		parent::tearDown();
	}

	/**
	 * The WordPress dashboard widget's reads for a range key (assets/js/modules/*\/summary.tsx), through the
	 * dashboard's batch endpoint, and the figures it shows from them: figure => [ value, previous ].
	 *
	 * @param string $range_key The range key.
	 * @return array<string, array{0: int|float, 1: int|float}>
	 */
	private function dashboard_figures( string $range_key ): array {
		$dates   = Date_Range::from_params( array( 'dateRange' => $range_key ) );
		$answers = $this->read_batch(
			array(
				'now'      => array(
					'modules/search-console/data/searchanalytics',
					array(
						'startDate' => $dates->start_date,
						'endDate'   => $dates->end_date,
					),
				),
				'before'   => array(
					'modules/search-console/data/searchanalytics',
					array(
						'startDate' => $dates->compare_start_date,
						'endDate'   => $dates->compare_end_date,
					),
				),
				'ga'       => array(
					'modules/analytics/data/report',
					array(
						'metrics'           => 'screenPageViews,totalUsers',
						'dateRange'         => $range_key,
						'compareDateRanges' => true,
					),
				),
				'property' => array( 'modules/analytics/data/property', array() ),
			)
		);
		foreach ( $answers as $key => $answer ) {
			$this->assertArrayHasKey( 'value', $answer, $key . ': ' . wp_json_encode( $answer ) );
		}
		$sum    = static fn( array $rows, string $key ) => array_sum( array_column( $rows, $key ) );
		$total  = static function ( array $report, int $range, int $metric ) {
			foreach ( $report['totals'] as $row ) {
				if ( in_array( 'date_range_' . $range, array_column( $row['dimensionValues'], 'value' ), true ) ) {
					return $row['metricValues'][ $metric ]['value'] + 0;
				}
			}
			return null;
		};
		$now    = $answers['now']['value']['rows'];
		$before = $answers['before']['value']['rows'];
		$ga     = $answers['ga']['value'];
		$this->assertNotEmpty( $now, 'the demo site has Search data' );
		$this->assertNotEmpty( $ga['rows'], 'and Analytics data' );
		return array(
			'impressions' => array( $sum( $now, 'impressions' ), $sum( $before, 'impressions' ) ),
			'clicks'      => array( $sum( $now, 'clicks' ), $sum( $before, 'clicks' ) ),
			'visitors'    => array( $total( $ga, 0, 1 ), $total( $ga, 1, 1 ) ),
			'views'       => array( $total( $ga, 0, 0 ), $total( $ga, 1, 0 ) ),
		);
	}

	public function test_an_admin_gets_the_dashboards_figures_from_the_dashboards_cached_reads(): void {
		$expected = $this->dashboard_figures( 'last-7-days' );
		$this->assertNotEmpty( $this->provider_calls(), 'the dashboard read Google' );
		Emulator::control( 'DELETE', '/requests' );

		$answer = $this->ability_answer( 'get-site-stats', array( 'period' => 'last-7-days' ) );
		$this->assertSame( array(), $this->provider_calls(), 'answered from the dashboard’s cached reports' );
		$this->assertEquals( $expected, $this->figures_of( $answer ) );
		$this->assertSame( array( 'impressions', 'clicks', 'visitors', 'views' ), array_column( $answer['figures'], 'figure' ), 'in the widget’s order' );
		$dates = Date_Range::from_params( array( 'dateRange' => 'last-7-days' ) );
		$this->assertSame( 'last-7-days', $answer['period'] );
		$this->assertSame( 'Last 7 days', $answer['periodLabel'] );
		$this->assertSame( array( $dates->start_date, $dates->end_date, $dates->compare_start_date, $dates->compare_end_date ), array( $answer['startDate'], $answer['endDate'], $answer['compareStartDate'], $answer['compareEndDate'] ) );
		$this->assertSame( array( 'search-console', 'analytics' ), array_column( $answer['services'], 'service' ) );
		$this->assertSame( array( 'ok', 'ok' ), array_column( $answer['services'], 'status' ) );
	}

	public function test_without_input_it_reports_the_users_own_range_and_without_a_comparison_no_previous_figures(): void {
		( new \Google\Site_Kit\Core\User\User_Date_Range() )->set( $this->admin, 'last-14-days', 'previous-period' );
		$expected = $this->dashboard_figures( 'last-14-days' );
		$answer   = $this->ability_answer( 'get-site-stats' );
		$this->assertSame( 'last-14-days', $answer['period'] );
		$this->assertEquals( $expected, $this->figures_of( $answer ) );

		$none = $this->ability_answer(
			'get-site-stats',
			array(
				'period'  => 'last-14-days',
				'compare' => 'none',
			)
		);
		$this->assertNull( $none['compareStartDate'] );
		foreach ( $this->figures_of( $none ) as $figure => list( $value, $previous ) ) {
			$this->assertEquals( $expected[ $figure ][0], $value, $figure );
			$this->assertNull( $previous, $figure );
		}
	}

	public function test_periods_older_than_google_keeps_show_no_change_or_no_figures_as_on_the_dashboard(): void {
		// Last 12 months: the compare period reaches past Search Console's 16 months and the GA4 property's creation.
		$answer = $this->ability_answer( 'get-site-stats', array( 'period' => 'last-12-months' ) );
		$this->assertSame( array( 'impressions', 'clicks', 'visitors', 'views' ), array_column( $answer['figures'], 'figure' ) );
		foreach ( $answer['figures'] as $figure ) {
			$this->assertGreaterThan( 0, $figure['value'], $figure['figure'] );
			$this->assertNull( $figure['previous'], $figure['figure'] . ': no change against a period Google does not fully have' );
		}
		$searches = array_filter( $this->provider_calls(), static fn( string $path ) => str_ends_with( $path, '/searchAnalytics/query' ) );
		$this->assertCount( 1, $searches, 'the compare period is not read, as the dashboard does not read it' );

		// A saved custom range before both services' first day: no figures, and no report asked for.
		( new \Google\Site_Kit\Core\User\User_Date_Range() )->set( $this->admin, '2019-01-01..2019-01-31', 'previous-period' );
		Emulator::control( 'DELETE', '/requests' );
		$old = $this->ability_answer( 'get-site-stats' );
		$this->assertSame( '2019-01-01..2019-01-31', $old['period'] );
		$this->assertSame( array(), $old['figures'] );
		$this->assertSame( array( 'outside-limits', 'outside-limits' ), array_column( $old['services'], 'status' ) );
		$this->assertStringContainsString( 'Search Console has no data before', $old['services'][0]['message'] );
		$this->assertSame( array(), array_filter( $this->provider_calls(), static fn( string $path ) => str_ends_with( $path, '/searchAnalytics/query' ) || str_ends_with( $path, ':runReport' ) ) );
	}

	public function test_a_view_only_editor_gets_the_shared_services_and_is_refused_the_others(): void {
		$admin_figures = $this->figures_of( $this->ability_answer( 'get-site-stats', array( 'period' => 'last-28-days' ) ) );
		$this->share_with_editors( array( 'search-console' ) );
		$this->login_as( 'editor' );
		Emulator::control( 'DELETE', '/requests' );

		$answer = $this->ability_answer( 'get-site-stats', array( 'period' => 'last-28-days' ) );
		$this->assertSame( array( 'search-console' ), array_column( $answer['services'], 'service' ), 'Analytics is not shared: not part of it' );
		$this->assertSame(
			array(
				'impressions' => $admin_figures['impressions'],
				'clicks'      => $admin_figures['clicks'],
			),
			$this->figures_of( $answer ),
			'the figures the owner’s dashboard shows'
		);
		$this->assertSame( array(), $this->provider_calls(), 'from the same cached reads' );

		$refused = $this->run_ability( 'get-site-stats', array( 'services' => array( 'analytics' ) ) );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'rest_ability_cannot_execute', $refused->get_data()['code'] );
		$this->assertSame( 403, $this->run_ability( 'get-site-stats', array( 'services' => array( 'search-console', 'analytics' ) ) )->get_status() );
		$this->assertSame( 200, $this->run_ability( 'get-site-stats', array( 'services' => array( 'search-console' ) ) )->get_status() );
	}

	public function test_users_who_cannot_view_the_dashboard_are_refused(): void {
		$this->login_as( 'subscriber' );
		$this->assertSame( 403, $this->run_ability( 'get-site-stats' )->get_status() );
		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->run_ability( 'get-site-stats' )->get_status(), 'nothing shared with editors' );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->run_ability( 'get-site-stats' )->get_status() );
		$this->assertSame( array(), $this->provider_calls() );
	}

	public function test_bad_input_is_a_400_that_says_what_is_wrong(): void {
		$cases = array(
			'period'   => array( 'period' => 'last-5-days' ),
			'compare'  => array( 'compare' => 'yesterday' ),
			'foo'      => array(
				'period' => 'last-7-days',
				'foo'    => 'bar',
			),
			'services' => array( 'services' => array( 'pagespeed-insights' ) ),
		);
		foreach ( $cases as $named => $input ) {
			$response = $this->run_ability( 'get-site-stats', $input );
			$this->assertSame( 400, $response->get_status(), $named );
			$data = $response->get_data();
			$this->assertSame( 'ability_invalid_input', $data['code'], $named );
			$this->assertStringContainsString( 'google-site-kit/get-site-stats', $data['message'], $named );
			$this->assertStringContainsString( $named, $data['message'] );
		}
		$this->assertStringContainsString( 'last-28-days', $this->run_ability( 'get-site-stats', $cases['period'] )->get_data()['message'], 'the message lists the periods' );
		$post = $this->run_ability( 'get-site-stats', array( 'period' => 'last-7-days' ), 'POST' );
		$this->assertSame( 405, $post->get_status(), 'read-only: GET' );
		$this->assertSame( array(), $this->provider_calls() );
	}

	public function test_googles_errors_come_back_as_googles_message_and_never_with_a_token(): void {
		Emulator::fault(
			array(
				'kind'  => 'invalid_argument',
				'api'   => 'searchconsole',
				'count' => 2,
			)
		);
		$response = $this->run_ability( 'get-site-stats', array( 'services' => array( 'search-console' ) ) );
		$json     = (string) wp_json_encode( $response->get_data() );
		$this->assertSame( 400, $response->get_status(), $json );
		$this->assertStringContainsString( 'Request contains an invalid argument.', $response->get_data()['message'] );
		$token = (string) $this->plugin()->token_store()->tokens( $this->admin )['access_token'];
		$this->assertNotSame( '', $token );
		$this->assertStringNotContainsString( $token, $json );
		$this->assertStringNotContainsString( 'googleapis.com', $json );

		// Both services asked: the one that failed says so, the other one's figures are there.
		Emulator::fault(
			array(
				'kind'  => 'invalid_argument',
				'api'   => 'searchconsole',
				'count' => 2,
			)
		);
		$answer = $this->ability_answer( 'get-site-stats', array( 'period' => 'last-90-days' ) );
		$status = array_column( $answer['services'], null, 'service' );
		$this->assertSame( 'error', $status['search-console']['status'] );
		$this->assertStringContainsString( 'Request contains an invalid argument.', $status['search-console']['message'] );
		$this->assertSame( 'ok', $status['analytics']['status'] );
		$this->assertSame( array( 'visitors', 'views' ), array_column( $answer['figures'], 'figure' ) );
		$this->assertStringNotContainsString( $token, (string) wp_json_encode( $answer ) );
	}
}
