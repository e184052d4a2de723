<?php
/**
 * Tests of the key-metric tiles a user picks.
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\User;

use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * Key metrics choice over the REST API, per user.
 */
final class KeyMetricsTest extends TestCase {

	/**
	 * Sends a request to the plugin's namespace.
	 *
	 * @param string               $method HTTP method.
	 * @param array<string, mixed> $body   JSON body.
	 * @return array{int, mixed}
	 */
	private function call( string $method, array $body = array() ): array {
		$request = new WP_REST_Request( $method, '/google-site-kit/v1/core/user/data/key-metrics' );
		if ( $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		$response = rest_do_request( $request );
		return array( $response->get_status(), $response->get_data() );
	}

	public function test_nothing_is_picked_until_the_user_picks_tiles(): void {
		$this->login_as( 'administrator' );
		$this->assertSame(
			array(
				200,
				array(
					'widgetSlugs'    => array(),
					'isWidgetHidden' => false,
				),
			),
			$this->call( 'GET' )
		);
	}

	public function test_the_choice_is_kept_in_its_order_for_that_user_only(): void {
		$admin  = $this->login_as( 'administrator' );
		$picked = array( 'kmSearchConsolePopularKeywords', 'kmAnalyticsNewVisitors', 'kmAdSenseTopEarningContent' );

		list( $status, $data ) = $this->call( 'POST', array( 'data' => array( 'widgetSlugs' => $picked ) ) );
		$this->assertSame( 200, $status );
		$this->assertSame( $picked, $data['widgetSlugs'] );
		$this->assertSame( $picked, $this->call( 'GET' )[1]['widgetSlugs'] );

		$this->login_as( 'administrator' );
		$this->assertSame( array(), $this->call( 'GET' )[1]['widgetSlugs'], 'another admin has their own choice' );
		wp_set_current_user( $admin->ID );
		$this->assertSame( $picked, $this->call( 'GET' )[1]['widgetSlugs'] );
	}

	public function test_eight_tiles_at_most_and_a_refused_choice_changes_nothing(): void {
		$this->login_as( 'administrator' );
		$first = array( 'kmAnalyticsNewVisitors', 'kmAnalyticsTopCities' );
		$this->call( 'POST', array( 'data' => array( 'widgetSlugs' => $first ) ) );

		$eight = array( 'kmAnalyticsNewVisitors', 'kmAnalyticsReturningVisitors', 'kmAnalyticsPagesPerVisit', 'kmAnalyticsVisitLength', 'kmAnalyticsVisitsPerVisitor', 'kmAnalyticsTopCities', 'kmAnalyticsTopCountries', 'kmSearchConsolePopularKeywords' );
		$this->assertSame( 200, $this->call( 'POST', array( 'data' => array( 'widgetSlugs' => $eight ) ) )[0] );

		list( $status, $data ) = $this->call( 'POST', array( 'data' => array( 'widgetSlugs' => array( ...$eight, 'kmAnalyticsPopularContent' ) ) ) );
		$this->assertSame( 400, $status );
		$this->assertStringContainsString( 'widgetSlugs', $data['message'] );
		list( $status, $data ) = $this->call( 'POST', array( 'data' => array( 'widgetSlugs' => array( 'kmAnalyticsNewVisitors', 'kmAnalyticsNewVisitors' ) ) ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'Invalid parameter widgetSlugs: Each key metric can be picked once.', $data['message'] );
		$this->assertSame( $eight, $this->call( 'GET' )[1]['widgetSlugs'] );
	}

	public function test_hiding_the_section_keeps_the_tiles(): void {
		$this->login_as( 'administrator' );
		$tiles = array( 'kmAnalyticsNewVisitors', 'kmAnalyticsTopCities' );
		$this->call( 'POST', array( 'data' => array( 'widgetSlugs' => $tiles ) ) );
		$this->call(
			'POST',
			array(
				'data' => array(
					'widgetSlugs'    => $tiles,
					'isWidgetHidden' => true,
				),
			)
		);
		$this->assertSame(
			array(
				'widgetSlugs'    => $tiles,
				'isWidgetHidden' => true,
			),
			$this->call( 'GET' )[1]
		);
	}
}
