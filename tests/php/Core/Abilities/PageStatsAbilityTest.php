<?php
/**
 * Class PageStatsAbilityTest
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
use WP_Application_Passwords;

/**
 * google-site-kit/get-page-stats through the Abilities API's REST route: the admin bar's figures of a page for the
 * same period, from the reads the admin bar cached (a post's URL in another form is read as its permalink); over
 * HTTP as a client calls it; a view-only editor gets the shared services; pages of other sites and missing URLs are
 * 400s that say why.
 */
final class PageStatsAbilityTest extends TestCase {

	use Connected_Site;
	use Runs_Abilities;

	private int $admin = 0;

	private \WP_Post $post;

	protected function setUp(): void {
		parent::setUp();
		$this->require_abilities_api();
		$this->admin = $this->connect_reporting_site();
		// The post Analytics saw most in the last 28 days, so its figures are not all zeros.
		$posts = get_posts( array( 'numberposts' => 100 ) ); // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_numberposts -- The most values a report filter takes.
		$paths = array_map( static fn( $post ) => (string) wp_parse_url( get_permalink( $post ), PHP_URL_PATH ), $posts );
		$top   = $this->read_batch(
			array(
				'top' => array(
					'modules/analytics/data/report',
					array(
						'metrics'          => array( 'screenPageViews' ),
						'dimensions'       => array( 'pagePath' ),
						'dateRange'        => 'last-28-days',
						'dimensionFilters' => array( 'pagePath' => $paths ),
						'orderby'          => array(
							array(
								'metric' => 'screenPageViews',
								'desc'   => true,
							),
						),
						'limit'            => 1,
					),
				),
			)
		)['top'];
		$path  = $top['value']['rows'][0]['dimensionValues'][0]['value'] ?? '';
		$post  = get_post( url_to_postid( home_url( $path ) ) );
		$this->assertInstanceOf( \WP_Post::class, $post, 'a demo post has views: ' . $path );
		$this->post = $post;
		$this->flush_report_cache();
		Emulator::control( 'DELETE', '/requests' );
	}

	protected function tearDown(): void {
		$this->disconnect_reporting_site();
		parent::tearDown();
	}

	/**
	 * The admin bar's figures of a page (assets/js/entries/adminbar.tsx: the summary with the page's URL), read
	 * through the dashboard's batch endpoint: figure => [ value, previous ].
	 *
	 * @param string $url       The page.
	 * @param string $range_key The range key.
	 * @return array<string, array{0: int|float, 1: int|float}>
	 */
	private function admin_bar_figures( string $url, string $range_key ): array {
		$dates   = Date_Range::from_params( array( 'dateRange' => $range_key ) );
		$answers = $this->read_batch(
			array(
				'now'      => array(
					'modules/search-console/data/searchanalytics',
					array(
						'startDate' => $dates->start_date,
						'endDate'   => $dates->end_date,
						'url'       => $url,
					),
				),
				'before'   => array(
					'modules/search-console/data/searchanalytics',
					array(
						'startDate' => $dates->compare_start_date,
						'endDate'   => $dates->compare_end_date,
						'url'       => $url,
					),
				),
				'ga'       => array(
					'modules/analytics/data/report',
					array(
						'metrics'           => 'screenPageViews,totalUsers',
						'dateRange'         => $range_key,
						'compareDateRanges' => true,
						'url'               => $url,
					),
				),
				'property' => array( 'modules/analytics/data/property', array() ),
			)
		);
		$sum     = static fn( array $answer, string $key ) => array_sum( array_column( $answer['value']['rows'], $key ) );
		$total   = static function ( array $report, int $range, int $metric ) {
			foreach ( $report['totals'] as $row ) {
				if ( in_array( 'date_range_' . $range, array_column( $row['dimensionValues'], 'value' ), true ) ) {
					return $row['metricValues'][ $metric ]['value'] + 0;
				}
			}
			return null;
		};
		$ga      = $answers['ga']['value'];
		$this->assertNotEmpty( $ga['rows'] ?? array(), 'the page has Analytics data' );
		return array(
			'impressions' => array( $sum( $answers['now'], 'impressions' ), $sum( $answers['before'], 'impressions' ) ),
			'clicks'      => array( $sum( $answers['now'], 'clicks' ), $sum( $answers['before'], 'clicks' ) ),
			'visitors'    => array( $total( $ga, 0, 1 ), $total( $ga, 1, 1 ) ),
			'views'       => array( $total( $ga, 0, 0 ), $total( $ga, 1, 0 ) ),
		);
	}

	public function test_an_admin_gets_the_admin_bars_figures_of_the_page_from_its_cached_reads(): void {
		$permalink = (string) get_permalink( $this->post );
		$expected  = $this->admin_bar_figures( $permalink, 'last-28-days' );
		Emulator::control( 'DELETE', '/requests' );

		$answer = $this->ability_answer(
			'get-page-stats',
			array(
				'url'    => $permalink,
				'period' => 'last-28-days',
			)
		);
		$this->assertSame( $permalink, $answer['url'] );
		$this->assertEquals( $expected, $this->figures_of( $answer ) );
		$this->assertSame( array(), $this->provider_calls(), 'answered from the admin bar’s cached reports' );

		$short = $this->ability_answer(
			'get-page-stats',
			array(
				'url'    => home_url( '/?p=' . $this->post->ID ),
				'period' => 'last-28-days',
			)
		);
		$this->assertSame( $permalink, $short['url'], 'another form of the post’s URL is its permalink' );
		$this->assertEquals( $expected, $this->figures_of( $short ) );
		$this->assertSame( array(), $this->provider_calls() );
	}

	public function test_over_http_with_an_application_password_as_a_client_calls_it(): void {
		$permalink = (string) get_permalink( $this->post );
		$expected  = $this->admin_bar_figures( $permalink, 'last-28-days' );
		$created   = WP_Application_Passwords::create_new_application_password( $this->admin, array( 'name' => 'phpunit-abilities' ) );
		$this->assertIsArray( $created );
		$url      = add_query_arg(
			array(
				'input[url]'    => rawurlencode( $permalink ),
				'input[period]' => 'last-28-days',
			),
			rest_url( 'wp-abilities/v1/abilities/google-site-kit/get-page-stats/run' )
		);
		$user     = get_userdata( $this->admin )->user_login;
		$response = wp_remote_get(
			$url,
			array(
				'timeout' => 30,
				'headers' => array( 'Authorization' => 'Basic ' . base64_encode( $user . ':' . $created[0] ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- HTTP Basic authentication.
			)
		);
		$this->assertNotWPError( $response );
		$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ), (string) wp_remote_retrieve_body( $response ) );
		$this->assertEquals( $expected, $this->figures_of( $body ) );

		$subscriber = $this->login_as( 'subscriber' );
		$password   = WP_Application_Passwords::create_new_application_password( $subscriber->ID, array( 'name' => 'phpunit-abilities' ) );
		$refused    = wp_remote_get(
			$url,
			array(
				'timeout' => 30,
				'headers' => array( 'Authorization' => 'Basic ' . base64_encode( $subscriber->user_login . ':' . $password[0] ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- HTTP Basic authentication.
			)
		);
		$this->assertSame( 403, wp_remote_retrieve_response_code( $refused ), (string) wp_remote_retrieve_body( $refused ) );
	}

	public function test_a_view_only_editor_gets_the_shared_services_of_the_page(): void {
		$this->share_with_editors( array( 'analytics' ) );
		$this->login_as( 'editor' );
		$answer = $this->ability_answer( 'get-page-stats', array( 'url' => (string) get_permalink( $this->post ) ) );
		$this->assertSame( array( 'analytics' ), array_column( $answer['services'], 'service' ) );
		$this->assertSame( array( 'visitors', 'views' ), array_column( $answer['figures'], 'figure' ) );
		$this->assertSame(
			403,
			$this->run_ability(
				'get-page-stats',
				array(
					'url'      => home_url( '/' ),
					'services' => array( 'search-console' ),
				)
			)->get_status()
		);
		$this->login_as( 'subscriber' );
		$this->assertSame( 403, $this->run_ability( 'get-page-stats', array( 'url' => home_url( '/' ) ) )->get_status() );
	}

	public function test_a_page_of_another_site_or_no_page_is_a_400_that_says_why(): void {
		$other = $this->run_ability( 'get-page-stats', array( 'url' => 'https://example.org/about/' ) );
		$this->assertSame( 400, $other->get_status() );
		$this->assertStringContainsString( 'is not a page of this site', $other->get_data()['message'] );
		$this->assertStringContainsString( home_url( '/' ), $other->get_data()['message'] );

		$missing = $this->run_ability( 'get-page-stats', array( 'period' => 'last-7-days' ) );
		$this->assertSame( 400, $missing->get_status() );
		$this->assertStringContainsString( 'url is a required property', $missing->get_data()['message'] );

		$none = $this->run_ability( 'get-page-stats' );
		$this->assertSame( 400, $none->get_status(), 'no input at all' );

		$bad = $this->run_ability( 'get-page-stats', array( 'url' => 'not a url' ) );
		$this->assertSame( 400, $bad->get_status() );
		$this->assertStringContainsString( 'is not a page of this site', $bad->get_data()['message'] );
		$this->assertSame( array(), $this->provider_calls() );
	}
}
