<?php
/**
 * Class ReportBuilderTest
 *
 * @package Google\Site_Kit\Tests\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Email_Reports;

use Google\Site_Kit\Core\Util\Clock;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\TestCase;

/**
 * The email report's data, against the emulator: last week's figures are Google's answers for that week (asked here
 * with other params, so from other calls), read as the viewer (a view-only editor sees only what is shared with
 * them), a second build asks Google nothing, and a service with no data yet says so.
 */
final class ReportBuilderTest extends TestCase {

	use Email_Report_Site;

	private int $admin = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->admin = $this->connect_email_report_site();
	}

	protected function tearDown(): void {
		$this->disconnect_reporting_site();
		parent::tearDown();
	}

	/**
	 * Google's answers for a week, asked through the dashboard's batch endpoint with params of this test's own.
	 *
	 * @param array<string, string> $week The week.
	 * @return array{figures: array<string, array{0: float, 1: float}>, pages: array<int, array{0: string, 1: float}>, queries: array<int, array{0: string, 1: float}>, currency: string}
	 */
	private function googles_answers( array $week ): array {
		$range   = $week['start'] . '..' . $week['end'];
		$answers = $this->read_batch(
			array(
				'sc-now'    => array(
					'modules/search-console/data/searchanalytics',
					array(
						'startDate'  => $week['start'],
						'endDate'    => $week['end'],
						'dimensions' => 'date',
					),
				),
				'sc-before' => array(
					'modules/search-console/data/searchanalytics',
					array(
						'startDate'  => $week['compare_start'],
						'endDate'    => $week['compare_end'],
						'dimensions' => 'date',
					),
				),
				'ga'        => array(
					'modules/analytics/data/report',
					array(
						'metrics'           => 'totalUsers,sessions,screenPageViews',
						'startDate'         => $week['start'],
						'endDate'           => $week['end'],
						'compare'           => 'previous-period',
						'compareDateRanges' => true,
					),
				),
				'pages'     => array(
					'modules/analytics/data/report',
					array(
						'metrics'    => 'screenPageViews',
						'dimensions' => 'pagePath',
						'dateRange'  => $range,
						'orderby'    => array(
							array(
								'metric' => 'screenPageViews',
								'desc'   => true,
							),
						),
						'limit'      => 10,
					),
				),
				'queries'   => array(
					'modules/search-console/data/searchanalytics',
					array(
						'dimensions' => 'query,page',
						'startDate'  => $week['start'],
						'endDate'    => $week['end'],
						'limit'      => 10,
					),
				),
				'ad-now'    => array(
					'modules/adsense/data/report',
					array(
						'metrics'   => 'ESTIMATED_EARNINGS',
						'startDate' => $week['start'],
						'endDate'   => $week['end'],
					),
				),
				'ad-before' => array(
					'modules/adsense/data/report',
					array(
						'metrics'   => 'ESTIMATED_EARNINGS',
						'startDate' => $week['compare_start'],
						'endDate'   => $week['compare_end'],
					),
				),
			)
		);
		foreach ( $answers as $key => $answer ) {
			$this->assertArrayHasKey( 'value', $answer, $key . ': ' . wp_json_encode( $answer ) );
		}
		$sum    = static fn( string $key, string $field ) => (float) array_sum( array_column( $answers[ $key ]['value']['rows'], $field ) );
		$total  = static function ( int $range, int $metric ) use ( $answers ) {
			foreach ( $answers['ga']['value']['totals'] as $row ) {
				if ( in_array( 'date_range_' . $range, array_column( $row['dimensionValues'], 'value' ), true ) ) {
					return (float) $row['metricValues'][ $metric ]['value'];
				}
			}
			return null;
		};
		$earned = static fn( string $key ) => round( (float) $answers[ $key ]['value']['totals']['cells'][0]['value'], 2 );
		$pages  = array_map( static fn( array $row ) => array( $row['dimensionValues'][0]['value'], (float) $row['metricValues'][0]['value'] ), $answers['pages']['value']['rows'] );
		$query  = array_map( static fn( array $row ) => array( $row['keys'][0], (float) $row['clicks'] ), $answers['queries']['value']['rows'] );
		$this->assertNotEmpty( $pages, 'the demo site has pages' );
		$this->assertNotEmpty( $query, 'and queries' );
		return array(
			'figures'  => array(
				'impressions' => array( $sum( 'sc-now', 'impressions' ), $sum( 'sc-before', 'impressions' ) ),
				'clicks'      => array( $sum( 'sc-now', 'clicks' ), $sum( 'sc-before', 'clicks' ) ),
				'visitors'    => array( $total( 0, 0 ), $total( 1, 0 ) ),
				'views'       => array( $total( 0, 2 ), $total( 1, 2 ) ),
				'sessions'    => array( $total( 0, 1 ), $total( 1, 1 ) ),
				'earnings'    => array( $earned( 'ad-now' ), $earned( 'ad-before' ) ),
			),
			'pages'    => $pages,
			'queries'  => $query,
			'currency' => (string) $answers['ad-now']['value']['headers'][0]['currencyCode'],
		);
	}

	/**
	 * A report's figures: figure => [ value, previous ].
	 *
	 * @param array<string, mixed> $report Report.
	 * @return array<string, array{0: float, 1: float|null}>
	 */
	private static function figures( array $report ): array {
		$out = array();
		foreach ( $report['figures'] as $figure ) {
			$out[ $figure['figure'] ] = array( (float) $figure['value'], null === $figure['previous'] ? null : (float) $figure['previous'] );
		}
		return $out;
	}

	/**
	 * A report's table by id.
	 *
	 * @param array<string, mixed> $report Report.
	 * @param string               $id     Table id.
	 * @return array<string, mixed>|null
	 */
	private static function table( array $report, string $id ): ?array {
		return array_column( $report['tables'], null, 'id' )[ $id ] ?? null;
	}

	public function test_last_weeks_report_has_googles_figures_for_that_week(): void {
		$week     = $this->last_week();
		$report   = $this->builder()->build_for( $this->admin, 'weekly', $week );
		$expected = $this->googles_answers( $week );
		$this->assertNotWPError( $report );
		$this->assertSame( $week, $report['period'] );
		$this->assertSame( array( 'search-console', 'analytics', 'adsense' ), array_column( $report['services'], 'service' ) );
		$this->assertSame( array( 'ok', 'ok', 'ok' ), array_column( $report['services'], 'status' ) );
		$figures = self::figures( $report );
		ksort( $figures );
		ksort( $expected['figures'] );
		$this->assertEquals( $expected['figures'], $figures );
		$this->assertSame( $expected['currency'], array_column( $report['figures'], 'currency', 'figure' )['earnings'] );

		$pages = self::table( $report, 'top-pages' );
		$this->assertSame( array_column( $expected['pages'], 0 ), array_column( $pages['rows'], 'detail' ), 'the most viewed pages, in order' );
		$this->assertEquals( array_column( $expected['pages'], 1 ), array_map( static fn( array $row ) => $row['cells'][0]['value'], $pages['rows'] ) );
		$queries = self::table( $report, 'top-queries' );
		$this->assertSame( array_column( $expected['queries'], 0 ), array_column( $queries['rows'], 'name' ) );
		$this->assertEquals( array_column( $expected['queries'], 1 ), array_map( static fn( array $row ) => $row['cells'][0]['value'], $queries['rows'] ) );
		$this->assertNotNull( self::table( $report, 'pages-rising' ) ?? self::table( $report, 'pages-falling' ), 'pages that moved' );
		$this->assertNull( $report['key_metrics'], 'no tiles chosen: no key metrics' );
	}

	public function test_a_service_google_refuses_says_so_and_the_others_keep_their_figures(): void {
		Emulator::fault(
			array(
				'kind'       => 'insufficient_permissions',
				'api'        => 'searchconsole',
				'persistent' => true,
			)
		);
		$report = $this->builder()->build_for( $this->admin, 'weekly', $this->last_week() );
		$this->assertNotWPError( $report );
		$status = array_column( $report['services'], null, 'service' );
		$this->assertSame( 'error', $status['search-console']['status'] );
		$this->assertNotSame( '', $status['search-console']['message'] );
		$this->assertSame( array( 'ok', 'ok' ), array( $status['analytics']['status'], $status['adsense']['status'] ) );
		$this->assertSame( array( 'visitors', 'views', 'sessions', 'earnings' ), array_column( $report['figures'], 'figure' ) );
		$this->assertNull( self::table( $report, 'top-queries' ) );

		$mail  = ( new \Google\Site_Kit\Core\Email_Reports\Report_Mail() )->render( $report, array() );
		$words = 'Search Console’s figures could not be read: ' . $status['search-console']['message'];
		$this->assertStringContainsString( '- ' . $words, $mail['text'] );
		$this->assertStringContainsString( htmlspecialchars( $words, ENT_QUOTES | ENT_HTML5 ), $mail['html'] );
		$token = (string) $this->plugin()->token_store()->tokens( $this->admin )['access_token'];
		$this->assertNotSame( '', $token );
		$this->assertStringNotContainsString( $token, $mail['html'] . $mail['text'] );
		$this->assertStringNotContainsString( 'googleapis.com', $mail['html'] . $mail['text'] );
	}

	public function test_a_viewer_who_cannot_view_the_dashboard_or_bad_dates_get_an_error_and_no_google_call(): void {
		$subscriber = $this->login_as( 'subscriber' )->ID;
		wp_set_current_user( $this->admin );
		$this->assertSame( array(), $this->builder()->services( $subscriber ) );
		$refused = $this->builder()->build_for( $subscriber, 'weekly', $this->last_week() );
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertSame( 'email_report_forbidden', $refused->get_error_code() );
		$this->assertSame( $this->admin, get_current_user_id(), 'the current user is restored' );

		$gone = $this->builder()->build_for( 999999, 'weekly', $this->last_week() );
		$this->assertInstanceOf( \WP_Error::class, $gone );
		$this->assertSame( 'email_report_no_viewer', $gone->get_error_code() );

		$backwards = $this->builder()->build_for(
			$this->admin,
			'weekly',
			array(
				'start' => '2026-11-22',
				'end'   => '2026-11-16',
			)
		);
		$this->assertInstanceOf( \WP_Error::class, $backwards );
		$this->assertSame( 'rest_invalid_param', $backwards->get_error_code() );
		$this->assertSame( $this->admin, get_current_user_id() );
		$this->assertSame( array(), $this->google_calls() );
	}

	public function test_build_reports_the_last_complete_period_of_the_frequency(): void {
		$this->set_option( 'start_of_week', 1 );
		$report = $this->builder()->build( $this->admin, 'weekly', new \DateTimeImmutable( '@' . Clock::now() ) );
		$this->assertNotWPError( $report );
		$this->assertSame( $this->last_week(), $report['period'], 'Monday to Sunday of last week, with the week before' );
		$this->assertSame( 'weekly', $report['frequency'] );

		$unknown = $this->builder()->build( $this->admin, 'daily', new \DateTimeImmutable() );
		$this->assertInstanceOf( \WP_Error::class, $unknown );
		$this->assertSame( 'rest_invalid_param', $unknown->get_error_code() );
	}
}
