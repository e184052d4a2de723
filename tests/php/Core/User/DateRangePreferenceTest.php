<?php
/**
 * Tests of the report date range each user saves.
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\User;

use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * core/user/data/date-range, per user, and the boot data that carries it.
 */
final class DateRangePreferenceTest extends TestCase {

	/**
	 * Sends a request to the route.
	 *
	 * @param string               $method HTTP method.
	 * @param array<string, mixed> $data   The `data` argument.
	 * @return array{int, mixed}
	 */
	private function call( string $method, array $data = array() ): array {
		$request = new WP_REST_Request( $method, '/google-site-kit/v1/core/user/data/date-range' );
		if ( 'POST' === $method ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( array( 'data' => $data ) ) );
		}
		$response = rest_do_request( $request );
		return array( $response->get_status(), $response->get_data() );
	}

	public function test_default_then_saved_for_that_user_only(): void {
		$admin = $this->login_as( 'administrator' );
		$this->assertSame(
			array(
				200,
				array(
					'dateRange' => 'last-28-days',
					'compare'   => 'previous-period',
				),
			),
			$this->call( 'GET' )
		);
		$choice = array(
			'dateRange' => 'last-quarter',
			'compare'   => 'same-period-last-year',
		);
		$this->assertSame( array( 200, $choice ), $this->call( 'POST', $choice ) );
		$this->assertSame( $choice, $this->call( 'GET' )[1] );

		$this->login_as( 'administrator' );
		$this->assertSame( 'last-28-days', $this->call( 'GET' )[1]['dateRange'], 'another user keeps the default' );
		wp_set_current_user( $admin->ID );
		$custom = array(
			'dateRange' => '2026-03-01..2026-03-31',
			'compare'   => 'none',
		);
		$this->assertSame( 200, $this->call( 'POST', $custom )[0] );
		$this->assertSame( $custom, $this->call( 'GET' )[1] );
	}

	public function test_bad_input_is_refused_and_changes_nothing(): void {
		$this->login_as( 'administrator' );
		$saved = array(
			'dateRange' => 'this-month',
			'compare'   => 'none',
		);
		$this->call( 'POST', $saved );
		$bad = array(
			array(
				'dateRange' => 'last-3-weeks',
				'compare'   => 'none',
			),
			array(
				'dateRange' => 'last-28-days~none',
				'compare'   => 'none',
			),
			array(
				'dateRange' => '2026-03-31..2026-03-01',
				'compare'   => 'none',
			),
			array(
				'dateRange' => 'last-7-days',
				'compare'   => 'last-decade',
			),
			array( 'dateRange' => 'last-7-days' ),
		);
		foreach ( $bad as $data ) {
			$this->assertSame( 400, $this->call( 'POST', $data )[0], (string) wp_json_encode( $data ) );
		}
		$this->assertSame( $saved, $this->call( 'GET' )[1] );
	}

	public function test_only_users_who_may_view_a_dashboard(): void {
		$this->login_as( 'subscriber' );
		$this->assertSame( 403, $this->call( 'GET' )[0] );
		$this->assertSame(
			403,
			$this->call(
				'POST',
				array(
					'dateRange' => 'last-7-days',
					'compare'   => 'none',
				)
			)[0]
		);
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->call( 'GET' )[0] );
	}

	public function test_boot_data_carries_the_range_and_its_label(): void {
		$this->login_as( 'administrator' );
		$this->assertSame(
			array(
				'dateRange' => 'last-28-days',
				'compare'   => 'previous-period',
				'label'     => 'Last 28 days',
			),
			apply_filters( 'googlesitekit_base_data', array() )['userDateRange']
		);
		$this->call(
			'POST',
			array(
				'dateRange' => '2026-03-01..2026-03-31',
				'compare'   => 'previous-period',
			)
		);
		$this->assertSame( 'Mar 1 – Mar 31, 2026', apply_filters( 'googlesitekit_base_data', array() )['userDateRange']['label'] );
		$this->call(
			'POST',
			array(
				'dateRange' => '2025-12-15..2026-01-14',
				'compare'   => 'previous-period',
			)
		);
		$this->assertSame( 'Dec 15, 2025 – Jan 14, 2026', apply_filters( 'googlesitekit_base_data', array() )['userDateRange']['label'] );
		// One day is named once.
		$this->call(
			'POST',
			array(
				'dateRange' => '2026-11-10..2026-11-10',
				'compare'   => 'previous-period',
			)
		);
		$this->assertSame( 'Nov 10, 2026', apply_filters( 'googlesitekit_base_data', array() )['userDateRange']['label'] );
	}
}
