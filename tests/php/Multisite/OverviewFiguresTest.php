<?php
/**
 * Class OverviewFiguresTest
 *
 * @package Google\Site_Kit\Tests\Multisite
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Multisite;

use Google\Site_Kit\Core\Util\Date_Range;
use Google\Site_Kit\Modules\Analytics\GA4_Report;
use Google\Site_Kit\Plugin;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\TestCase;

/**
 * The network overview's figures of the last 28 days on the local network: the list reads each site's report cache
 * alone (never Google), site-figures reads through the site's runner as each service's owner (one call per distinct
 * cold report, none when warm), and both equal what the owner's own dashboard reads.
 *
 * @group multisite
 */
final class OverviewFiguresTest extends TestCase {

	use Overview_Network;

	private int $super;
	private int $kitchen;

	protected function setUp(): void {
		parent::setUp();
		$this->reset_network();
		$this->super   = $this->user_id( 'admin' );
		$this->kitchen = $this->site_id( '/kitchen/' );
	}

	protected function tearDown(): void {
		$this->reset_network();
		parent::tearDown();
	}

	/**
	 * One site's entry in the list.
	 *
	 * @param int $blog_id Site ID.
	 * @return array<string, mixed>
	 */
	private function listed( int $blog_id ): array {
		$response = $this->get_route( $this->super, 'core/network/data/sites', array( 'perPage' => 100 ) );
		$this->assertSame( 200, $response->get_status() );
		foreach ( $response->get_data()['sites'] as $site ) {
			if ( $site['id'] === $blog_id ) {
				return $site;
			}
		}
		$this->fail( "site $blog_id is listed" );
	}

	/**
	 * What the owner's dashboard shows for the last 28 days: the reads its summary and Earnings widget send
	 * (assets/js/modules/analytics/summary.tsx, search-console/summary.tsx, adsense/widgets/EarningsWidget.tsx),
	 * through the site's runner as the owner (the REST batch's path), and the figures from their answers.
	 *
	 * @param int $blog_id Site ID.
	 * @param int $owner   The services' owner.
	 * @return array{visitors: float, clicks: int|float, earnings: array{value: float, currency: string}}
	 */
	private function owners_dashboard( int $blog_id, int $owner ): array {
		return $this->on_site(
			$blog_id,
			function ( Plugin $plugin ) use ( $owner ) {
				$dates    = Date_Range::from_params( array( 'dateRange' => 'last-28-days' ) );
				$previous = get_current_user_id();
				wp_set_current_user( $owner );
				$answers = $plugin->datapoint_runner()->run_many(
					array(
						'analytics' => array(
							'analytics',
							'report',
							'GET',
							array(
								'metrics'           => array( 'screenPageViews', 'totalUsers' ),
								'dateRange'         => 'last-28-days',
								'compareDateRanges' => true,
							),
						),
						'search'    => array(
							'search-console',
							'searchanalytics',
							'GET',
							array(
								'startDate' => $dates->start_date,
								'endDate'   => $dates->end_date,
							),
						),
						'adsense'   => array(
							'adsense',
							'report',
							'GET',
							array(
								'metrics'    => array( 'ESTIMATED_EARNINGS', 'PAGE_VIEWS', 'IMPRESSIONS' ),
								'dimensions' => array( 'DATE' ),
								'startDate'  => $dates->compare_start_date,
								'endDate'    => $dates->end_date,
							),
						),
					)
				);
				wp_set_current_user( $previous );
				foreach ( $answers as $key => $answer ) {
					$this->assertArrayHasKey( 'value', $answer, $key . ': ' . ( isset( $answer['error'] ) ? $answer['error']->get_error_message() : '' ) );
				}
				$clicks = 0;
				foreach ( $answers['search']['value']['rows'] as $row ) {
					$clicks += $row['clicks'];
				}
				$earned   = 0.0;
				$currency = '';
				$report   = $answers['adsense']['value'];
				foreach ( $report['headers'] as $header ) {
					$currency = $header['currencyCode'] ?? $currency;
				}
				foreach ( $report['rows'] as $row ) {
					if ( $row['cells'][0]['value'] >= $dates->start_date ) {
						$earned += (float) $row['cells'][1]['value'];
					}
				}
				return array(
					'visitors' => GA4_Report::total_of( $answers['analytics']['value'], 0, 1 ),
					'clicks'   => $clicks,
					'earnings' => array(
						'value'    => round( $earned, 2 ),
						'currency' => $currency,
					),
				);
			}
		);
	}

	public function test_the_list_never_calls_google_and_shows_the_owners_dashboard_figures_once_cached(): void {
		$owner = $this->connect_site( $this->kitchen, 'kitchen-admin' );
		Emulator::control( 'DELETE', '/requests' );

		$cold = $this->listed( $this->kitchen )['figures'];
		$this->assertFalse( $cold['known'] );
		$this->assertSame( array( 'clicks', 'visitors', 'earnings' ), $cold['pending'] );
		$this->assertNull( $cold['visitors'] );
		$this->assertSame( array(), $this->google_calls(), 'a cold list asks Google nothing' );
		$garden = $this->listed( $this->site_id( '/garden/' ) )['figures'];
		$this->assertTrue( $garden['known'], 'a site not set up has no figure to wait for' );
		$this->assertSame( array( null, null, null ), array( $garden['visitors'], $garden['clicks'], $garden['earnings'] ) );

		// The owner opens their dashboard: its reads fill the site's cache.
		$dashboard = $this->owners_dashboard( $this->kitchen, $owner );
		$this->assertGreaterThan( 0, $dashboard['visitors'] );
		$this->assertGreaterThan( 0, $dashboard['clicks'] );
		$this->assertGreaterThan( 0, $dashboard['earnings']['value'] );
		Emulator::control( 'DELETE', '/requests' );

		$warm = $this->listed( $this->kitchen )['figures'];
		$this->assertTrue( $warm['known'] );
		$this->assertSame( array(), $warm['pending'] );
		$this->assertEquals( $dashboard['visitors'], $warm['visitors'] );
		$this->assertEquals( $dashboard['clicks'], $warm['clicks'] );
		$this->assertEquals( $dashboard['earnings'], $warm['earnings'] );
		$this->assertSame( array(), $this->google_calls(), 'the list read the cache alone' );
	}

	public function test_site_figures_reads_each_distinct_report_once_when_cold_and_never_when_warm(): void {
		$owner = $this->connect_site( $this->kitchen, 'kitchen-admin' );
		Emulator::control( 'DELETE', '/requests' );

		$response = $this->get_route( $this->super, 'core/network/data/site-figures', array( 'site' => $this->kitchen ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$figures = $response->get_data();
		$this->assertSame( $this->kitchen, $figures['site'] );
		$this->assertTrue( $figures['known'] );
		$this->assertSame( array(), $figures['errors'] );
		$calls = array_map( static fn( $call ) => $call['method'] . ' ' . $call['path'], $this->google_calls() );
		sort( $calls );
		$this->assertCount( 3, $calls, implode( "\n", $calls ) );
		$this->assertCount( 3, array_unique( $calls ), 'one call per distinct report' );
		$this->assertSame( 1, count( preg_grep( '/:runReport$/', $calls ) ) );
		$this->assertSame( 1, count( preg_grep( '#/searchAnalytics/query$#', $calls ) ) );
		$this->assertSame( 1, count( preg_grep( '#/reports:generate$#', $calls ) ) );
		// Read with the owner's token: the super admin has none on this site.
		$this->assertNull( $this->on_site( $this->kitchen, fn( Plugin $plugin ) => $plugin->token_store()->tokens( $this->super ) ) );

		Emulator::control( 'DELETE', '/requests' );
		$again = $this->get_route( $this->super, 'core/network/data/site-figures', array( 'site' => $this->kitchen ) )->get_data();
		$this->assertSame( $figures, $again );
		$listed = $this->listed( $this->kitchen )['figures'];
		$this->assertSame( array( $figures['visitors'], $figures['clicks'], $figures['earnings'] ), array( $listed['visitors'], $listed['clicks'], $listed['earnings'] ) );
		// The owner's own dashboard is answered from the same cache entries, with the same figures.
		$dashboard = $this->owners_dashboard( $this->kitchen, $owner );
		$this->assertSame( array(), $this->google_calls(), 'warm: no call, for the overview or the dashboard' );
		$this->assertEquals( $dashboard['visitors'], $figures['visitors'] );
		$this->assertEquals( $dashboard['clicks'], $figures['clicks'] );
		$this->assertEquals( $dashboard['earnings'], $figures['earnings'] );
	}

	public function test_figures_sort_every_matching_site_with_the_unknown_last(): void {
		$this->connect_site( $this->kitchen, 'kitchen-admin' );
		$main = $this->site_id( '/' );
		$this->connect_site( $main, 'admin' );
		// Only the kitchen's figures are in a cache.
		$this->assertSame( 200, $this->get_route( $this->super, 'core/network/data/site-figures', array( 'site' => $this->kitchen ) )->get_status() );
		Emulator::control( 'DELETE', '/requests' );
		foreach ( array( 'asc', 'desc' ) as $order ) {
			$response = $this->get_route(
				$this->super,
				'core/network/data/sites',
				array(
					'orderby' => 'visitors',
					'order'   => $order,
					'perPage' => 1,
				)
			);
			$this->assertSame( 3, $response->get_data()['total'] );
			$this->assertSame( array( $this->kitchen ), array_column( $response->get_data()['sites'], 'id' ), "the only known figure comes first ($order)" );
		}
		$this->assertSame( array(), $this->google_calls() );
	}

	public function test_two_sites_connected_with_their_own_accounts_show_their_own_dashboards_figures(): void {
		$main    = $this->site_id( '/' );
		$owners  = array(
			$main          => $this->connect_site( $main, 'admin' ),
			$this->kitchen => $this->connect_site( $this->kitchen, 'kitchen-admin' ),
		);
		$figures = array();
		foreach ( $owners as $blog_id => $owner ) {
			$response = $this->get_route( $this->super, 'core/network/data/site-figures', array( 'site' => $blog_id ) );
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			$figures[ $blog_id ] = $response->get_data();
			$dashboard           = $this->owners_dashboard( $blog_id, $owner );
			$this->assertEquals( $dashboard['visitors'], $figures[ $blog_id ]['visitors'], "site $blog_id" );
			$this->assertEquals( $dashboard['clicks'], $figures[ $blog_id ]['clicks'], "site $blog_id" );
			$this->assertEquals( $dashboard['earnings'], $figures[ $blog_id ]['earnings'], "site $blog_id" );
		}
		$this->assertNotEquals( $figures[ $main ]['visitors'], $figures[ $this->kitchen ]['visitors'], 'each site its own property' );
		$this->assertNotEquals( $figures[ $main ]['clicks'], $figures[ $this->kitchen ]['clicks'] );
		$this->assertNotEquals( $figures[ $main ]['earnings'], $figures[ $this->kitchen ]['earnings'] );
	}
}
