<?php
/**
 * Class AnalyticsRealtimeTest
 *
 * @package Google\Site_Kit\Tests\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Modules;

use Google\Site_Kit\Core\Modules\Datapoint_Args;
use Google\Site_Kit\Core\Reports\Report_Key;
use Google\Site_Kit\Modules\Analytics\Realtime;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Connected_Site;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * "Right now": the realtime datapoint against the emulator — its answer, one provider call a minute for every
 * viewer, quota errors with Google's reason over the last good copy, and no background renewal for nobody; and
 * "today so far" marked incomplete.
 */
final class AnalyticsRealtimeTest extends TestCase {

	use Connected_Site;

	private const PARAMS = array(
		'metrics'    => array( 'activeUsers' ),
		'dimensions' => array( 'minutesAgo' ),
		'orderby'    => array( array( 'dimension' => 'minutesAgo' ) ),
	);

	private int $admin = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->reset_with_demo_client();
		$this->connect_analytics();
		$this->admin = $this->sign_in_admin( array( 'https://www.googleapis.com/auth/analytics.readonly' ) );
		$this->flush_report_cache();
		Emulator::control( 'DELETE', '/requests' );
	}

	protected function tearDown(): void {
		$this->flush_report_cache();
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	/**
	 * Reads datapoints through the batch endpoint.
	 *
	 * @param array<string, array{0: string, 1: array<string, mixed>}> $reads Key => [ datapoint, params ].
	 * @return array<string, array<string, mixed>>
	 */
	private function batch( array $reads ): array {
		$requests = array();
		foreach ( $reads as $key => list( $datapoint, $params ) ) {
			$requests[] = array(
				'key'    => $key,
				'path'   => 'modules/analytics/data/' . $datapoint,
				'params' => $params,
			);
		}
		$request = new WP_REST_Request( 'POST', '/google-site-kit/v1/core/reports/data/batch' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( array( 'data' => array( 'requests' => $requests ) ) ) );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * One realtime read.
	 *
	 * @param array<string, mixed> $params Params.
	 * @return array<string, mixed>
	 */
	private function realtime( array $params = self::PARAMS ): array {
		return $this->batch( array( 'r' => array( 'realtime', $params ) ) )['r'];
	}

	/**
	 * The emulator's own answer, asked directly with the admin's token.
	 *
	 * @param array<string, mixed> $body runRealtimeReport body.
	 * @return array<string, mixed>
	 */
	private function emulator_answer( array $body ): array {
		$tokens   = $this->plugin()->token_store()->tokens( $this->admin );
		$response = wp_remote_post(
			Emulator::url() . '/analyticsdata.googleapis.com/v1beta/properties/300000001:runRealtimeReport',
			array(
				'headers' => array(
					'Authorization' => 'Bearer ' . $tokens['access_token'],
					'Content-Type'  => 'application/json',
				),
				'body'    => (string) wp_json_encode( $body ),
				'timeout' => 20,
			)
		);
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		return json_decode( (string) wp_remote_retrieve_body( $response ), true );
	}

	/**
	 * Realtime calls in the emulator's log.
	 */
	private function realtime_calls(): int {
		return count( Emulator::requests( ':runRealtimeReport' ) );
	}

	public function test_the_realtime_answer_is_the_emulators_for_the_same_minute(): void {
		$body = array(
			'metrics'            => array( array( 'name' => 'activeUsers' ) ),
			'dimensions'         => array( array( 'name' => 'minutesAgo' ) ),
			'minuteRanges'       => array(
				array(
					'startMinutesAgo' => 29,
					'endMinutesAgo'   => 0,
				),
			),
			'metricAggregations' => array( 'TOTAL' ),
			'orderBys'           => array(
				array(
					'dimension' => array(
						'dimensionName' => 'minutesAgo',
						'orderType'     => 'NUMERIC',
					),
					'desc'      => false,
				),
			),
		);
		do {
			$minute = (int) floor( microtime( true ) / 60 );
			$answer = $this->realtime();
			$direct = $this->emulator_answer( $body );
		} while ( (int) floor( microtime( true ) / 60 ) !== $minute );

		$this->assertArrayHasKey( 'value', $answer, (string) wp_json_encode( $answer ) );
		$this->assertSame( 'analyticsData#runRealtimeReport', $answer['value']['kind'] );
		$this->assertSame( $direct['rows'], $answer['value']['rows'] );
		$this->assertSame( $direct['totals'], $answer['value']['totals'] );
		$this->assertGreaterThan( 0, (int) $answer['value']['totals'][0]['metricValues'][0]['value'], 'people on the site right now' );
		$minutes = array_map( static fn( $row ) => (int) $row['dimensionValues'][0]['value'], $answer['value']['rows'] );
		$this->assertSame( $minutes, array_values( array_unique( $minutes ) ) );
		$this->assertLessThanOrEqual( 29, max( $minutes ) );
	}

	public function test_five_viewers_within_a_minute_cause_one_provider_call_and_no_background_renewal(): void {
		$first = $this->realtime();
		$this->assertArrayHasKey( 'value', $first );
		for ( $viewer = 0; $viewer < 4; $viewer++ ) {
			$this->assertSame( $first, $this->realtime(), 'the cached answer' );
		}
		$this->assertSame( 1, $this->realtime_calls() );

		// Nobody is looking: the background refresh has nothing to renew.
		$this->assertSame( array(), $this->plugin()->report_cache()->warm_list()->entries( true ) );
		$this->plugin()->report_warmer()->run();
		$this->assertSame( 1, $this->realtime_calls() );
	}

	public function test_a_quota_error_keeps_the_last_good_copy_marked_stale_with_googles_reason_and_backs_off(): void {
		$good = $this->realtime();
		$this->assertArrayHasKey( 'value', $good );
		$this->expire_fresh_copies();
		Emulator::fault(
			array(
				'kind'       => 'rate_limit',
				'path'       => ':runRealtimeReport',
				'persistent' => true,
			)
		);
		$limited = $this->realtime();
		$this->assertSame( $good['value'], $limited['value'], 'the last good copy' );
		$this->assertSame( 'RESOURCE_EXHAUSTED', $limited['stale']['code'] );
		$this->assertStringContainsString( 'Quota exceeded', $limited['stale']['message'], 'Google’s reason' );
		$this->assertSame( 2, $this->realtime_calls() );

		// Backing off: the next viewer gets the same at once, without asking Google.
		$again = $this->realtime();
		$this->assertSame( $good['value'], $again['value'] );
		$this->assertSame( 'RESOURCE_EXHAUSTED', $again['stale']['code'] );
		$this->assertSame( 2, $this->realtime_calls() );
	}

	public function test_a_quota_error_without_a_copy_reaches_the_viewer_with_googles_message(): void {
		Emulator::fault(
			array(
				'kind'       => 'rate_limit',
				'path'       => ':runRealtimeReport',
				'persistent' => true,
			)
		);
		$answer = $this->realtime();
		$this->assertSame( 'RESOURCE_EXHAUSTED', $answer['error']['code'] );
		$this->assertStringContainsString( 'Quota exceeded', $answer['error']['message'] );
		$this->assertSame( 429, $answer['error']['data']['status'] );
		$this->assertSame( $answer['error']['message'], $this->realtime()['error']['message'], 'backing off' );
		$this->assertSame( 1, $this->realtime_calls() );
	}

	public function test_a_refused_token_does_not_hold_realtime_back_after_the_next_sign_in(): void {
		Emulator::control( 'POST', '/revoke', array( 'account' => 'site.admin@example.com' ) );
		$refused = $this->realtime();
		$this->assertArrayHasKey( 'error', $refused, wp_json_encode( $refused ) );
		$this->assertNull( $this->plugin()->report_cache()->back_offs()->get( $this->realtime_key() ), 'a refusal is not a back-off' );

		$this->sign_in_with_google( $this->admin, array( 'https://www.googleapis.com/auth/analytics.readonly' ) );
		$again = $this->realtime();
		$this->assertArrayNotHasKey( 'error', $again, wp_json_encode( $again ) );
		$this->assertArrayNotHasKey( 'stale', $again );
	}

	/**
	 * The report cache key of the default realtime read for the admin.
	 */
	private function realtime_key(): string {
		$datapoint = $this->plugin()->modules()->get( 'analytics' )->datapoints()['realtime'];
		$clean     = \Google\Site_Kit\Core\Modules\Datapoint_Args::validate( $datapoint->args, self::PARAMS );
		$this->assertIsArray( $clean );
		return Report_Key::of( 'analytics', 'realtime', $clean, $this->admin, (string) ( $this->plugin()->credentials()->get()['client_id'] ?? '' ) );
	}

	public function test_arguments_outside_the_realtime_schema_are_refused_before_google(): void {
		foreach ( array(
			array( 'metrics' => array( 'sessions' ) ),
			array(
				'metrics'    => array( 'activeUsers' ),
				'dimensions' => array( 'sessionSource' ),
			),
			array(
				'metrics' => array( 'activeUsers' ),
				'minutes' => 31,
			),
			array(
				'metrics' => array( 'activeUsers' ),
				'minutes' => 0,
			),
		) as $params ) {
			$answer = $this->realtime( $params );
			$this->assertSame( 400, $answer['error']['data']['status'], (string) wp_json_encode( $params ) );
		}
		$this->assertSame( 0, $this->realtime_calls() );
	}

	public function test_a_shorter_window_and_top_pages(): void {
		do {
			$minute = (int) floor( microtime( true ) / 60 );
			$five   = $this->realtime(
				array(
					'metrics' => array( 'activeUsers' ),
					'minutes' => 5,
				)
			);
			$all    = $this->realtime();
		} while ( (int) floor( microtime( true ) / 60 ) !== $minute );
		$last_five = 0;
		foreach ( $all['value']['rows'] as $row ) {
			if ( (int) $row['dimensionValues'][0]['value'] < 5 ) {
				$last_five += (int) $row['metricValues'][0]['value'];
			}
		}
		$this->assertSame( $last_five, (int) ( $five['value']['totals'][0]['metricValues'][0]['value'] ?? 0 ) );

		$pages = $this->realtime(
			array(
				'metrics'    => array( 'activeUsers' ),
				'dimensions' => array( 'unifiedScreenName' ),
				'orderby'    => array(
					array(
						'metric' => 'activeUsers',
						'desc'   => true,
					),
				),
				'limit'      => 3,
			)
		);
		$this->assertLessThanOrEqual( 3, count( $pages['value']['rows'] ) );
		$this->assertStringContainsString( 'Harvest & Hearth', $pages['value']['rows'][0]['dimensionValues'][0]['value'] );
	}

	public function test_today_so_far_is_marked_incomplete_and_past_days_are_not(): void {
		$today = gmdate( 'Y-m-d' );
		$both  = $this->batch(
			array(
				'today'     => array(
					'report',
					array(
						'metrics'   => array( 'totalUsers' ),
						'startDate' => $today,
						'endDate'   => $today,
					),
				),
				'yesterday' => array(
					'report',
					array(
						'metrics'   => array( 'totalUsers' ),
						'dateRange' => 'last-1-days',
					),
				),
			)
		);
		$this->assertTrue( $both['today']['value']['incomplete'] );
		$this->assertGreaterThan( 0, (int) $both['today']['value']['totals'][0]['metricValues'][0]['value'] );
		$this->assertArrayNotHasKey( 'incomplete', $both['yesterday']['value'] );
	}

	/**
	 * Drops the fresh copies, keeping the last good ones (what a minute passing does).
	 */
	private function expire_fresh_copies(): void {
		$clean = Datapoint_Args::validate( Realtime::args(), self::PARAMS );
		$this->assertIsArray( $clean );
		$key = Report_Key::of( 'analytics', 'realtime', $clean, $this->admin, (string) ( $this->plugin()->credentials()->get()['client_id'] ?? '' ) );
		$this->assertNotNull( $this->plugin()->report_cache()->fresh( $key ), 'the key the runner uses' );
		$this->plugin()->report_cache()->expire( $key );
	}
}
