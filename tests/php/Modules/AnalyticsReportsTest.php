<?php
/**
 * Class AnalyticsReportsTest
 *
 * @package Google\Site_Kit\Tests\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Modules;

use Google\Site_Kit\Core\Modules\Datapoint_Args;
use Google\Site_Kit\Core\Provider\Provider_Request;
use Google\Site_Kit\Modules\Analytics\Reports;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;
use WP_Error;

/**
 * The GA4 report arguments the key-metric tiles need: their metrics and dimensions, dimension filters, and the
 * pages of the posts published in the last days.
 */
final class AnalyticsReportsTest extends TestCase {

	use Signs_In;

	/**
	 * Posts created by a test.
	 *
	 * @var int[]
	 */
	private array $posts = array();

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		update_option( 'googlesitekit_active_modules', array( 'analytics' ) );
		update_option(
			'googlesitekit_analytics_settings',
			array(
				'propertyID'    => '300000001',
				'measurementID' => 'G-TEST',
			)
		);
		$user = $this->login_as( 'administrator' );
		$this->sign_in_with_google( $user->ID, array( 'https://www.googleapis.com/auth/analytics.readonly' ) );
	}

	protected function tearDown(): void {
		foreach ( $this->posts as $id ) {
			wp_delete_post( $id, true );
		}
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	/**
	 * Reads the report datapoint through the batch endpoint.
	 *
	 * @param array<string, mixed> $params Params.
	 * @return array<string, mixed> The answer: value or error.
	 */
	private function read( array $params ): array {
		return $this->read_batch( array( 'r' => array( 'modules/analytics/data/report', $params ) ) )['r'];
	}

	/**
	 * The runReport call the datapoint makes for params (validated as the REST layer does).
	 *
	 * @param array<string, mixed> $params Params.
	 * @return Provider_Request|WP_Error|array<string, mixed>
	 */
	private function call( array $params ): Provider_Request|WP_Error|array {
		$clean = Datapoint_Args::validate( Reports::args(), $params );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		$reports = new Reports( $this->plugin()->modules()->get( 'analytics' ) );
		return $reports->run( $clean, get_current_user_id() );
	}

	/**
	 * Provider calls in the emulator's log.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function provider_calls(): array {
		return array_values( array_filter( Emulator::requests(), static fn( $r ) => ! in_array( $r['api'], array( 'oauth', 'static' ), true ) ) );
	}

	/**
	 * A published post.
	 *
	 * @param string $slug    Slug.
	 * @param int    $days_ago Published this many days ago.
	 */
	private function post( string $slug, int $days_ago ): int {
		$id = wp_insert_post(
			array(
				'post_title'    => $slug,
				'post_name'     => $slug,
				'post_status'   => 'publish',
				'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() - $days_ago * DAY_IN_SECONDS ),
				'post_date'     => get_date_from_gmt( gmdate( 'Y-m-d H:i:s', time() - $days_ago * DAY_IN_SECONDS ) ),
			)
		);
		$this->assertIsInt( $id );
		$this->posts[] = $id;
		return $id;
	}

	public function test_the_key_metric_metrics_and_dimensions_are_read_from_google(): void {
		$answer = $this->read(
			array(
				'metrics'    => array( 'activeUsers', 'screenPageViewsPerSession', 'sessionsPerUser', 'sessionKeyEventRate', 'keyEvents', 'eventCount' ),
				'dimensions' => array( 'newVsReturning' ),
				'dateRange'  => 'last-28-days',
			)
		);
		$this->assertArrayHasKey( 'value', $answer, (string) wp_json_encode( $answer ) );
		$this->assertSame( array( 'newVsReturning' ), array_column( $answer['value']['dimensionHeaders'], 'name' ) );
		$this->assertContains( 'returning', array_map( static fn( $row ) => $row['dimensionValues'][0]['value'], $answer['value']['rows'] ) );

		foreach ( array( 'sessionDefaultChannelGroup', 'sessionDefaultChannelGrouping', 'city', 'eventName' ) as $dimension ) {
			$answer = $this->read(
				array(
					'metrics'    => array( 'activeUsers' ),
					'dimensions' => array( $dimension ),
					'dateRange'  => 'last-28-days',
				)
			);
			$this->assertArrayHasKey( 'value', $answer, $dimension . ': ' . wp_json_encode( $answer ) );
		}
	}

	public function test_a_dimension_filter_keeps_only_the_listed_values(): void {
		$request = $this->call(
			array(
				'metrics'          => array( 'keyEvents' ),
				'dimensions'       => array( 'sessionDefaultChannelGroup' ),
				'dateRange'        => 'last-28-days',
				'dimensionFilters' => array( 'eventName' => array( 'generate_lead', 'submit_lead_form', 'contact' ) ),
			)
		);
		$this->assertInstanceOf( Provider_Request::class, $request );
		$this->assertSame(
			array(
				'filter' => array(
					'fieldName'    => 'eventName',
					'inListFilter' => array(
						'values'        => array( 'generate_lead', 'submit_lead_form', 'contact' ),
						'caseSensitive' => true,
					),
				),
			),
			$request->body['dimensionFilter']
		);

		// With Google's (the emulator's) data: page_view events are the page views.
		$views  = $this->read(
			array(
				'metrics'   => array( 'screenPageViews' ),
				'dateRange' => 'last-28-days',
			)
		);
		$events = $this->read(
			array(
				'metrics'          => array( 'eventCount' ),
				'dateRange'        => 'last-28-days',
				'dimensionFilters' => array( 'eventName' => array( 'page_view' ) ),
			)
		);
		$this->assertArrayHasKey( 'value', $events, (string) wp_json_encode( $events ) );
		$this->assertGreaterThan( 0, (int) $views['value']['totals'][0]['metricValues'][0]['value'] );
		$this->assertSame( $views['value']['totals'][0]['metricValues'][0]['value'], $events['value']['totals'][0]['metricValues'][0]['value'] );
	}

	public function test_a_page_url_and_a_dimension_filter_both_apply(): void {
		$request = $this->call(
			array(
				'metrics'          => array( 'eventCount' ),
				'dateRange'        => 'last-28-days',
				'url'              => home_url( '/recipes/foolproof-carrot-cake/' ),
				'dimensionFilters' => array( 'newVsReturning' => array( 'returning' ) ),
			)
		);
		$this->assertInstanceOf( Provider_Request::class, $request );
		$expressions = $request->body['dimensionFilter']['andGroup']['expressions'];
		$this->assertSame( array( 'pagePath', 'newVsReturning' ), array_map( static fn( $e ) => $e['filter']['fieldName'], $expressions ) );
	}

	/**
	 * Bad key-metric arguments.
	 *
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function bad_params(): array {
		$base = array(
			'metrics'   => array( 'activeUsers' ),
			'dateRange' => 'last-28-days',
		);
		return array(
			'unknown metric'                => array( array( 'metrics' => array( 'activeUsers', 'revenuePerUser' ) ) + $base, 'metrics' ),
			'unknown dimension'             => array( $base + array( 'dimensions' => array( 'customEvent:secret' ) ), 'dimensions' ),
			'filter on an unknown field'    => array( $base + array( 'dimensionFilters' => array( 'customEvent:x' => array( 'a' ) ) ), 'dimensionFilters' ),
			'filter without values'         => array( $base + array( 'dimensionFilters' => array( 'eventName' => array() ) ), 'dimensionFilters' ),
			'filter with an empty value'    => array( $base + array( 'dimensionFilters' => array( 'eventName' => array( '' ) ) ), 'dimensionFilters' ),
			'filter with a non-string'      => array( $base + array( 'dimensionFilters' => array( 'eventName' => array( array( 'a' ) ) ) ), 'dimensionFilters' ),
			'filter with too many values'   => array( $base + array( 'dimensionFilters' => array( 'pagePath' => array_map( static fn( $i ) => "/p$i/", range( 1, 101 ) ) ) ), 'dimensionFilters' ),
			'filter that is no object'      => array( $base + array( 'dimensionFilters' => 'eventName' ), 'dimensionFilters' ),
			'empty filter object'           => array( $base + array( 'dimensionFilters' => array() ), 'dimensionFilters' ),
			'published within 0 days'       => array( $base + array( 'publishedWithinDays' => 0 ), 'publishedWithinDays' ),
			'published within a year'       => array( $base + array( 'publishedWithinDays' => 365 ), 'publishedWithinDays' ),
			'published within "a few" days' => array( $base + array( 'publishedWithinDays' => 'few' ), 'publishedWithinDays' ),
		);
	}

	/**
	 * The "today so far" marking follows the site's day, not the UTC day.
	 */
	public function test_today_so_far_is_marked_incomplete_on_the_site_day(): void {
		// The site is at UTC+14: at noon UTC, its day is already tomorrow's UTC day.
		$this->set_option( 'timezone_string', 'Pacific/Kiritimati' );
		$noon  = (int) strtotime( gmdate( 'Y-m-d' ) . ' 12:00:00 UTC' );
		$clock = static fn() => $noon;
		add_filter( 'googlesitekit_now', $clock );
		try {
			$site_today = gmdate( 'Y-m-d', $noon + DAY_IN_SECONDS );
			$utc_today  = gmdate( 'Y-m-d', $noon );
			$marked     = function ( string $day ): bool {
				$request = $this->call(
					array(
						'metrics'   => 'totalUsers',
						'startDate' => $day,
						'endDate'   => $day,
					)
				);
				$this->assertInstanceOf( Provider_Request::class, $request );
				return ! empty( $request->transform( array() )['incomplete'] );
			};
			$this->assertTrue( $marked( $site_today ), 'the site’s today is still being collected' );
			$this->assertFalse( $marked( $utc_today ), 'the UTC day is the site’s yesterday: complete' );
		} finally {
			remove_filter( 'googlesitekit_now', $clock );
		}
	}

	/**
	 * Bad input is refused with a 400 that names the parameter, and nothing is asked of Google.
	 *
	 * @dataProvider bad_params
	 *
	 * @param array<string, mixed> $params Params.
	 * @param string               $named  The parameter the error names.
	 */
	public function test_bad_arguments_are_refused_before_any_provider_call( array $params, string $named ): void {
		Emulator::control( 'DELETE', '/requests' );
		$answer = $this->read( $params );
		$this->assertArrayHasKey( 'error', $answer, (string) wp_json_encode( $answer ) );
		$this->assertSame( 400, $answer['error']['data']['status'] );
		$this->assertArrayHasKey( $named, $answer['error']['data']['params'], (string) wp_json_encode( $answer ) );
		$this->assertSame( array(), $this->provider_calls() );
	}

	public function test_published_within_days_filters_to_the_pages_of_the_recent_posts(): void {
		$this->post( 'km-fresh-post', 2 );
		$this->post( 'km-older-post', 20 );
		$draft         = wp_insert_post(
			array(
				'post_title'  => 'km-draft',
				'post_name'   => 'km-draft',
				'post_status' => 'draft',
			)
		);
		$this->posts[] = $draft;

		$paths = Reports::recent_post_paths( 7 );
		$this->assertContains( (string) wp_parse_url( (string) get_permalink( $this->posts[0] ), PHP_URL_PATH ), $paths );
		$this->assertNotContains( (string) wp_parse_url( (string) get_permalink( $this->posts[1] ), PHP_URL_PATH ), $paths );
		$this->assertNotContains( (string) wp_parse_url( (string) get_permalink( $draft ), PHP_URL_PATH ), $paths );

		$request = $this->call(
			array(
				'metrics'             => array( 'screenPageViews' ),
				'dimensions'          => array( 'pagePath' ),
				'dateRange'           => 'last-28-days',
				'publishedWithinDays' => 7,
			)
		);
		$this->assertInstanceOf( Provider_Request::class, $request );
		$this->assertSame( 'pagePath', $request->body['dimensionFilter']['filter']['fieldName'] );
		$this->assertSame( $paths, $request->body['dimensionFilter']['filter']['inListFilter']['values'] );
		$this->assertSame( count( $paths ), $request->transform( array( 'rows' => array() ) )['recentPages'] );
	}

	public function test_without_recent_posts_the_report_is_empty_and_google_is_not_asked(): void {
		$this->post( 'km-older-post', 40 );
		// Every other post of the test site is older than a day or moved out of the way.
		add_filter( 'posts_where', $where = static fn( $sql ) => $sql . ' AND 1 = 0' );
		Emulator::control( 'DELETE', '/requests' );
		$answer = $this->read(
			array(
				'metrics'             => array( 'screenPageViews' ),
				'dimensions'          => array( 'pagePath' ),
				'dateRange'           => 'last-28-days',
				'publishedWithinDays' => 1,
			)
		);
		remove_filter( 'posts_where', $where );
		$this->assertArrayHasKey( 'value', $answer, (string) wp_json_encode( $answer ) );
		$this->assertSame( 0, $answer['value']['recentPages'] );
		$this->assertArrayNotHasKey( 'rows', $answer['value'] );
		$this->assertSame( array( 'pagePath' ), array_column( $answer['value']['dimensionHeaders'], 'name' ) );
		$this->assertSame( array(), $this->provider_calls() );
	}
}
