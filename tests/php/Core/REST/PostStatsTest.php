<?php
/**
 * Class PostStatsTest
 *
 * @package Google\Site_Kit\Tests\Core\REST
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\REST;

use Google\Site_Kit\Core\User\User_Date_Range;
use Google\Site_Kit\Core\Util\Date_Range;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Connected_Site;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * core/site/data/post-stats against the emulator: the figures of a page of posts from one Analytics report and one
 * Search Console query, equal to Google's for those pages, from the shared report cache the second time; who may
 * read it and what a view-only user sees; bad input refused.
 */
final class PostStatsTest extends TestCase {

	use Connected_Site;

	private int $admin = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->admin = $this->connect_reporting_site();
	}

	protected function tearDown(): void {
		$this->disconnect_reporting_site();
		parent::tearDown();
	}

	/**
	 * One request.
	 *
	 * @param mixed $ids The ids parameter.
	 */
	private function stats( $ids ): WP_REST_Response {
		$request = new WP_REST_Request( 'GET', '/google-site-kit/v1/core/site/data/post-stats' );
		$request->set_query_params( array( 'ids' => $ids ) );
		return rest_do_request( $request );
	}

	/**
	 * A response's data as the browser gets it (JSON).
	 *
	 * @param WP_REST_Response $response Response.
	 * @return array<string, mixed>
	 */
	private function json( WP_REST_Response $response ): array {
		return json_decode( (string) wp_json_encode( $response->get_data() ), true );
	}

	/**
	 * Published demo posts.
	 *
	 * @param int $count How many.
	 * @return \WP_Post[]
	 */
	private function posts( int $count ): array {
		$posts = get_posts(
			array(
				'post_type'   => 'post',
				'post_status' => 'publish',
				'orderby'     => 'ID',
				'order'       => 'ASC',
				'numberposts' => $count,
			)
		);
		$this->assertCount( $count, $posts );
		return $posts;
	}

	/**
	 * Provider calls in the emulator's log (OAuth's excepted).
	 *
	 * @return string[] Their paths.
	 */
	private function provider_calls(): array {
		return array_values(
			array_filter(
				array_map( static fn( $r ) => (string) $r['path'], Emulator::requests() ),
				static fn( string $path ) => ! str_contains( $path, 'oauth2' ) && ! str_contains( $path, 'accounts.google.com' )
			)
		);
	}

	/**
	 * Asks the emulator directly, with the admin's token.
	 *
	 * @param string               $path Path after the emulator's URL.
	 * @param array<string, mixed> $body JSON body.
	 * @return array<string, mixed>
	 */
	private function google( string $path, array $body ): array {
		$tokens   = $this->plugin()->token_store()->tokens( $this->admin );
		$response = wp_remote_post(
			Emulator::url() . $path,
			array(
				'headers' => array(
					'Authorization' => 'Bearer ' . $tokens['access_token'],
					'Content-Type'  => 'application/json',
				),
				'body'    => (string) wp_json_encode( $body ),
				'timeout' => 30,
			)
		);
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ), (string) wp_remote_retrieve_body( $response ) );
		return json_decode( (string) wp_remote_retrieve_body( $response ), true );
	}

	public function test_twenty_posts_cost_one_report_per_service_with_googles_figures_and_nothing_the_second_time(): void {
		$posts    = $this->posts( 20 );
		$ids      = wp_list_pluck( $posts, 'ID' );
		$response = $this->stats( $ids );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data  = $this->json( $response );
		$calls = $this->provider_calls();
		$this->assertCount( 2, $calls, implode( ', ', $calls ) );
		$this->assertCount( 1, array_filter( $calls, static fn( $p ) => str_ends_with( $p, ':runReport' ) ) );
		$this->assertCount( 1, array_filter( $calls, static fn( $p ) => str_ends_with( $p, '/searchAnalytics/query' ) ) );

		// Google's figures for the same pages and days, asked directly.
		$range = Date_Range::from_params( array( 'dateRange' => Date_Range::DEFAULT_RANGE ) );
		$this->assertSame( $range->start_date, $data['startDate'] );
		$this->assertSame( $range->end_date, $data['endDate'] );
		$paths = array();
		foreach ( $posts as $post ) {
			$paths[ $post->ID ] = (string) wp_parse_url( get_permalink( $post ), PHP_URL_PATH );
		}
		$ga    = $this->google(
			'/analyticsdata.googleapis.com/v1beta/properties/300000001:runReport',
			array(
				'dateRanges' => array(
					array(
						'startDate' => $range->start_date,
						'endDate'   => $range->end_date,
					),
				),
				'dimensions' => array( array( 'name' => 'pagePath' ) ),
				'metrics'    => array( array( 'name' => 'screenPageViews' ) ),
				'limit'      => 100000,
			)
		);
		$views = array();
		foreach ( $ga['rows'] ?? array() as $row ) {
			$views[ $row['dimensionValues'][0]['value'] ] = (int) $row['metricValues'][0]['value'];
		}
		$sc     = $this->google(
			'/searchconsole.googleapis.com/webmasters/v3/sites/' . rawurlencode( trailingslashit( home_url() ) ) . '/searchAnalytics/query',
			array(
				'startDate'  => $range->start_date,
				'endDate'    => $range->end_date,
				'dimensions' => array( 'PAGE' ),
				'rowLimit'   => 25000,
				'dataState'  => 'ALL',
			)
		);
		$clicks = array();
		foreach ( $sc['rows'] ?? array() as $row ) {
			$clicks[ (string) wp_parse_url( $row['keys'][0], PHP_URL_PATH ) ] = (int) $row['clicks'];
		}
		$days        = count( $data['dates'] );
		$some_views  = 0;
		$some_clicks = 0;
		foreach ( $paths as $id => $path ) {
			$figures = $data['posts'][ $id ];
			$this->assertSame( $path, $figures['path'] );
			$this->assertSame( $views[ $path ] ?? 0, $figures['views'], $path . ' views' );
			$this->assertSame( $clicks[ $path ] ?? 0, $figures['clicks'], $path . ' clicks' );
			$this->assertCount( $days, $figures['viewsTrend'] );
			$this->assertSame( $figures['views'], array_sum( $figures['viewsTrend'] ) );
			$this->assertCount( $days, $figures['clicksTrend'] );
			$this->assertSame( $figures['clicks'], array_sum( $figures['clicksTrend'] ) );
			$this->assertStringContainsString( 'page=googlesitekit-dashboard', $figures['dashboardURL'] );
			$this->assertStringContainsString( 'permaLink=' . rawurlencode( get_permalink( $id ) ), $figures['dashboardURL'] );
			$some_views  += $figures['views'];
			$some_clicks += $figures['clicks'];
		}
		$this->assertGreaterThan( 0, $some_views, 'the demo posts have views' );
		$this->assertGreaterThan( 0, $some_clicks, 'and Search clicks' );

		// Again, in another order: the shared report cache answers.
		Emulator::control( 'DELETE', '/requests' );
		$again = $this->stats( array_reverse( $ids ) );
		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( array(), $this->provider_calls() );
		$this->assertSame( $data['posts'], $this->json( $again )['posts'] );
	}

	public function test_the_users_saved_date_range_is_the_one_reported(): void {
		( new User_Date_Range() )->set( $this->admin, 'last-7-days', 'previous-period' );
		$data = $this->json( $this->stats( array( $this->posts( 1 )[0]->ID ) ) );
		$this->assertSame( 'last-7-days', $data['dateRange'] );
		$this->assertSame( 'Last 7 days', $data['dateRangeLabel'] );
		$this->assertCount( 7, $data['dates'] );
		$this->assertCount( 7, array_values( $data['posts'] )[0]['viewsTrend'] );
	}

	public function test_who_may_read_it_and_what_a_view_only_user_sees(): void {
		$ids = wp_list_pluck( $this->posts( 3 ), 'ID' );
		$this->login_as( 'subscriber' );
		$this->assertSame( 403, $this->stats( $ids )->get_status() );
		$editor = $this->login_as( 'editor' )->ID;
		$this->assertSame( 403, $this->stats( $ids )->get_status(), 'nothing shared: no dashboard' );

		update_option(
			'googlesitekit_dashboard_sharing',
			array(
				'search-console' => array(
					'sharedRoles' => array( 'editor' ),
					'management'  => 'owner',
				),
			)
		);
		wp_set_current_user( $editor );
		Emulator::control( 'DELETE', '/requests' );
		$response = $this->stats( $ids );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $this->json( $response );
		$this->assertFalse( $data['services']['analytics'] );
		$this->assertTrue( $data['services']['search-console'] );
		$this->assertSame( array(), $data['errors'] );
		foreach ( $ids as $id ) {
			$this->assertNull( $data['posts'][ $id ]['views'], 'Analytics is not shared' );
			$this->assertNull( $data['posts'][ $id ]['viewsTrend'] );
			$this->assertIsInt( $data['posts'][ $id ]['clicks'] );
		}
		$calls = $this->provider_calls();
		$this->assertCount( 1, $calls );
		$this->assertStringEndsWith( '/searchAnalytics/query', $calls[0] );
	}

	public function test_bad_input_is_refused_and_posts_the_user_cannot_read_are_left_out(): void {
		foreach ( array( array(), 'abc', array( 0 ), range( 1, 101 ), array( 5, 5 ) ) as $ids ) {
			$this->assertSame( 400, $this->stats( $ids )->get_status(), (string) wp_json_encode( $ids ) );
		}
		$draft = wp_insert_post(
			array(
				'post_title'  => 'Someone else’s draft',
				'post_status' => 'draft',
				'post_author' => $this->admin,
			)
		);
		$post  = $this->posts( 1 )[0];
		$data  = $this->json( $this->stats( array( $post->ID, $draft, 999999 ) ) );
		$this->assertSame( array( $post->ID ), array_map( 'intval', array_keys( $data['posts'] ) ) );
		wp_delete_post( $draft, true );
	}
}
