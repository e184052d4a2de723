<?php
/**
 * Class SharedReadBudgetTest
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
 * A view-only user reads a shared module on the owner's Google account: each one may cause only so many uncached
 * provider calls per hour (varying date ranges no longer means unlimited calls); cached reads stay free.
 */
final class SharedReadBudgetTest extends TestCase {

	use Signs_In;

	private const BUDGET = 3;

	private int $owner_id;

	/**
	 * The filter that lowers the budget for the test.
	 *
	 * @var callable
	 */
	private $filter;

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		$this->owner_id = $this->login_as( 'administrator' )->ID;
		$this->sign_in_with_google( $this->owner_id );
		update_option(
			'googlesitekit_search_console_settings',
			array(
				'propertyID' => trailingslashit( home_url() ),
				'ownerID'    => $this->owner_id,
			)
		);
		update_option(
			'googlesitekit_dashboard_sharing',
			array(
				'search-console' => array(
					'sharedRoles' => array( 'editor' ),
					'management'  => 'owner',
				),
			)
		);
		$this->filter = static fn() => self::BUDGET;
		add_filter( 'googlesitekit_shared_read_budget', $this->filter );
	}

	protected function tearDown(): void {
		remove_filter( 'googlesitekit_shared_read_budget', $this->filter );
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	private function read( int $days ): \WP_REST_Response {
		$request = new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/search-console/data/searchanalytics' );
		$request->set_query_params( array( 'dateRange' => "last-$days-days" ) );
		return rest_do_request( $request );
	}

	private function provider_calls(): int {
		return count( Emulator::requests( 'searchAnalytics' ) );
	}

	public function test_a_viewer_past_the_budget_gets_a_clear_429_and_causes_no_provider_call(): void {
		$this->login_as( 'editor' );
		foreach ( array( 7, 14, 28 ) as $days ) {
			$response = $this->read( $days );
			$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		}
		$calls = $this->provider_calls();
		$this->assertSame( self::BUDGET, $calls, 'one provider call per new report' );

		$over = $this->read( 90 );
		$this->assertSame( 429, $over->get_status() );
		$this->assertSame( 'shared_read_budget_exceeded', $over->get_data()['code'] );
		$this->assertStringContainsString( 'most new reports allowed per hour', $over->get_data()['message'] );
		$this->assertStringContainsString( '(3)', $over->get_data()['message'] );
		$this->assertSame( $calls, $this->provider_calls(), 'no provider call past the budget' );

		// Reports already loaded come from the cache, free.
		$cached = $this->read( 7 );
		$this->assertSame( 200, $cached->get_status() );
		$this->assertNotEmpty( $cached->get_data()['rows'] );
		$this->assertSame( $calls, $this->provider_calls() );

		// Each viewer has their own budget; another one's reads still go through.
		$this->login_as( 'editor' );
		$this->assertSame( 200, $this->read( 90 )->get_status() );
		$this->assertSame( $calls + 1, $this->provider_calls() );
	}

	public function test_in_a_batch_reads_past_the_budget_fail_alone(): void {
		$this->login_as( 'editor' );
		$requests = array();
		foreach ( array( 7, 14, 28, 90, 180 ) as $days ) {
			$requests[] = array(
				'key'    => "d$days",
				'path'   => 'modules/search-console/data/searchanalytics',
				'params' => array( 'dateRange' => "last-$days-days" ),
			);
		}
		$request = new WP_REST_Request( 'POST', '/google-site-kit/v1/core/reports/data/batch' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( array( 'data' => array( 'requests' => $requests ) ) ) );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$body  = wp_json_encode( $response->get_data() );
		$codes = substr_count( (string) $body, 'shared_read_budget_exceeded' );
		$this->assertGreaterThanOrEqual( 2, $codes, $body );
		$this->assertSame( self::BUDGET, $this->provider_calls() );
	}

	public function test_the_owner_and_other_admins_are_not_limited(): void {
		remove_filter( 'googlesitekit_shared_read_budget', $this->filter );
		add_filter( 'googlesitekit_shared_read_budget', '__return_zero' );
		try {
			wp_set_current_user( $this->owner_id );
			foreach ( array( 7, 14, 28, 90 ) as $days ) {
				$this->assertSame( 200, $this->read( $days )->get_status() );
			}
			$this->assertSame( 4, $this->provider_calls() );
			$this->login_as( 'editor' );
			$this->assertSame( 429, $this->read( 180 )->get_status(), 'a zero budget refuses every new shared read' );
			$this->assertSame( 200, $this->read( 7 )->get_status(), 'but not the cached ones' );
		} finally {
			remove_filter( 'googlesitekit_shared_read_budget', '__return_zero' );
		}
	}
}
