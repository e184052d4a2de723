<?php
/**
 * Class KeyMetricsAbilityTest
 *
 * @package Google\Site_Kit\Tests\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Abilities;

use Google\Site_Kit\Core\User\Key_Metrics;
use Google\Site_Kit\Tests\Support\Connected_Site;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Runs_Abilities;
use Google\Site_Kit\Tests\TestCase;

/**
 * google-site-kit/get-key-metrics through the Abilities API's REST route: the tiles of the user's Key metrics
 * section (their pick, else the suggestions) with the figures the tiles show, from the reads the tiles cached; tiles
 * that cannot show figures say why; a view-only editor gets the tiles of the shared services and is refused others.
 */
final class KeyMetricsAbilityTest extends TestCase {

	use Connected_Site;
	use Runs_Abilities;

	private const RANGE = 'last-28-days';

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
	 * Reads as the tiles do (assets/js/modules/analytics/widgets/key-metrics/figures.ts, PopularKeywordsTile.tsx).
	 *
	 * @return array<string, array<string, mixed>> The answers, by tile.
	 */
	private function tile_reads(): array {
		$by_users = array(
			array(
				'metric' => 'activeUsers',
				'desc'   => true,
			),
		);
		$answers  = $this->read_batch(
			array(
				'visitors'  => array(
					'modules/analytics/data/report',
					array(
						'metrics'           => array( 'activeUsers' ),
						'dimensions'        => array( 'newVsReturning' ),
						'dateRange'         => self::RANGE,
						'compareDateRanges' => true,
					),
				),
				'countries' => array(
					'modules/analytics/data/report',
					array(
						'metrics'    => array( 'activeUsers' ),
						'dimensions' => array( 'country' ),
						'dateRange'  => self::RANGE,
						'orderby'    => $by_users,
						'limit'      => 6,
					),
				),
				'channels'  => array(
					'modules/analytics/data/report',
					array(
						'metrics'    => array( 'activeUsers', 'engagementRate', 'sessionKeyEventRate' ),
						'dimensions' => array( 'sessionDefaultChannelGroup' ),
						'dateRange'  => self::RANGE,
						'orderby'    => $by_users,
					),
				),
				'keywords'  => array(
					'modules/search-console/data/searchanalytics',
					array(
						'dimensions' => 'query',
						'dateRange'  => self::RANGE,
						'limit'      => 10,
					),
				),
				'property'  => array( 'modules/analytics/data/property', array() ),
			)
		);
		$out      = array();
		foreach ( $answers as $key => $answer ) {
			$this->assertArrayHasKey( 'value', $answer, $key . ': ' . wp_json_encode( $answer ) );
			$out[ $key ] = $answer['value'];
		}
		return $out;
	}

	/**
	 * Ranked GA4 rows of the period without placeholders: name => first metric, most first (ties by name).
	 *
	 * @param array<string, mixed> $report Report without a compare period.
	 * @return array<string, float>
	 */
	private static function ranked( array $report ): array {
		$rows = array();
		foreach ( $report['rows'] as $row ) {
			$name  = $row['dimensionValues'][0]['value'];
			$value = (float) $row['metricValues'][0]['value'];
			if ( $value > 0 && ! in_array( $name, array( '(not set)', '(other)' ), true ) ) {
				$rows[ $name ] = $value;
			}
		}
		$names = array_map( 'strval', array_keys( $rows ) );
		array_multisort( array_values( $rows ), SORT_DESC, SORT_NUMERIC, $names, SORT_ASC, SORT_STRING );
		$ranked = array();
		foreach ( $names as $name ) {
			$ranked[ $name ] = $rows[ $name ];
		}
		return $ranked;
	}

	public function test_an_admin_gets_their_picked_tiles_with_the_tiles_figures_from_their_cached_reads(): void {
		$picked = array( 'kmAnalyticsNewVisitors', 'kmAnalyticsTopCountries', 'kmSearchConsolePopularKeywords', 'kmAnalyticsTopTrafficSource' );
		( new Key_Metrics( $this->plugin()->modules() ) )->set( $this->admin, $picked );
		$reads = $this->tile_reads();
		Emulator::control( 'DELETE', '/requests' );

		$answer = $this->ability_answer( 'get-key-metrics', array( 'period' => self::RANGE ) );
		$this->assertSame( array(), $this->provider_calls(), 'answered from the tiles’ cached reports' );
		$this->assertSame( 'picked', $answer['source'] );
		$this->assertSame( $picked, array_column( $answer['tiles'], 'tile' ) );
		$tiles = array_column( $answer['tiles'], null, 'tile' );
		$this->assertSame( array( 'ok' ), array_values( array_unique( array_column( $answer['tiles'], 'status' ) ) ) );

		// New visitors: the "new" row of each period, and its share of GA4's total visitors.
		$value = static function ( array $report, string $range ) {
			foreach ( $report['rows'] as $row ) {
				if ( array( 'new', $range ) === array_column( $row['dimensionValues'], 'value' ) ) {
					return (float) $row['metricValues'][0]['value'];
				}
			}
			return 0.0;
		};
		$total = 0.0;
		foreach ( $reads['visitors']['totals'] as $row ) {
			if ( in_array( 'date_range_0', array_column( $row['dimensionValues'], 'value' ), true ) ) {
				$total = (float) $row['metricValues'][0]['value'];
			}
		}
		$new = $tiles['kmAnalyticsNewVisitors'];
		$this->assertSame( array( 'figure', 'count', 'analytics' ), array( $new['kind'], $new['unit'], $new['service'] ) );
		$this->assertEquals( $value( $reads['visitors'], 'date_range_0' ), $new['value'] );
		$this->assertEquals( $value( $reads['visitors'], 'date_range_1' ), $new['previous'] );
		$this->assertEqualsWithDelta( $new['value'] / $total, $new['share'], 1e-12 );

		// Top countries: the top three and their share of the visitors.
		$countries = array_slice( self::ranked( $reads['countries'] ), 0, 3, true );
		$all       = (float) $reads['countries']['totals'][0]['metricValues'][0]['value'];
		$this->assertSame( array_map( 'strval', array_keys( $countries ) ), array_column( $tiles['kmAnalyticsTopCountries']['rows'], 'name' ) );
		foreach ( $tiles['kmAnalyticsTopCountries']['rows'] as $row ) {
			$this->assertEqualsWithDelta( $countries[ $row['name'] ] / $all, $row['value'], 1e-12, $row['name'] );
		}

		// Top traffic source: the channel with the most visitors and its share.
		$channels = self::ranked( $reads['channels'] );
		$top      = (string) array_key_first( $channels );
		$this->assertSame( $top, $tiles['kmAnalyticsTopTrafficSource']['name'] );
		$this->assertEqualsWithDelta( $channels[ $top ] / (float) $reads['channels']['totals'][0]['metricValues'][0]['value'], $tiles['kmAnalyticsTopTrafficSource']['value'], 1e-12 );

		// Top performing keywords: among the top 10 queries, the best click-through rates.
		$queries = array_filter( array_slice( $reads['keywords']['rows'], 0, 10 ), static fn( $row ) => $row['impressions'] > 0 );
		$queries = array_values( $queries );
		array_multisort( array_column( $queries, 'ctr' ), SORT_DESC, SORT_NUMERIC, array_column( $queries, 'clicks' ), SORT_DESC, SORT_NUMERIC, array_map( static fn( $row ) => $row['keys'][0], $queries ), SORT_ASC, SORT_STRING, $queries );
		$best = array_slice( $queries, 0, 3 );
		$this->assertSame( array_map( static fn( $row ) => $row['keys'][0], $best ), array_column( $tiles['kmSearchConsolePopularKeywords']['rows'], 'name' ) );
		$this->assertEquals( array_column( $best, 'ctr' ), array_column( $tiles['kmSearchConsolePopularKeywords']['rows'], 'value' ) );
		$this->assertSame( 'ratio', $tiles['kmSearchConsolePopularKeywords']['unit'] );
	}

	public function test_without_a_pick_the_suggestions_and_tiles_that_cannot_show_figures_say_why(): void {
		$suggested = $this->ability_answer( 'get-key-metrics' );
		$this->assertSame( 'suggested', $suggested['source'] );
		$this->assertSame( array( 'kmAnalyticsNewVisitors', 'kmAnalyticsTopTrafficSource', 'kmAnalyticsEngagedTrafficSource', 'kmSearchConsolePopularKeywords' ), array_column( $suggested['tiles'], 'tile' ), 'the everyday suggestions while the purpose is unanswered' );

		$asked = $this->ability_answer( 'get-key-metrics', array( 'tiles' => array( 'kmAnalyticsPopularAuthors', 'kmAdSenseTopEarningContent', 'kmAnalyticsPopularContent' ) ) );
		$this->assertSame( 'requested', $asked['source'] );
		$tiles = array_column( $asked['tiles'], null, 'tile' );
		$this->assertSame( 'requirement-unmet', $tiles['kmAnalyticsPopularAuthors']['status'] );
		$this->assertSame( 'Needs custom dimensions for post authors and categories in Analytics.', $tiles['kmAnalyticsPopularAuthors']['message'] );
		$this->assertSame( 'not-connected', $tiles['kmAdSenseTopEarningContent']['status'] );
		$this->assertSame( 'AdSense is not connected.', $tiles['kmAdSenseTopEarningContent']['message'] );
		$this->assertSame( 'ok', $tiles['kmAnalyticsPopularContent']['status'] );
		$this->assertCount( 3, $tiles['kmAnalyticsPopularContent']['rows'] );
		$this->assertStringStartsWith( '/', $tiles['kmAnalyticsPopularContent']['rows'][0]['name'], 'page paths' );
	}

	public function test_a_view_only_editor_gets_the_tiles_of_the_shared_services_only(): void {
		$this->share_with_editors( array( 'search-console' ) );
		$this->login_as( 'editor' );
		$answer = $this->ability_answer( 'get-key-metrics', array( 'period' => 'last-7-days' ) );
		$this->assertSame( array( 'kmSearchConsolePopularKeywords' ), array_column( $answer['tiles'], 'tile' ), 'Analytics’ tiles are not part of a view-only dashboard without it' );
		$this->assertSame( 'ok', $answer['tiles'][0]['status'] );
		$this->assertSame( 403, $this->run_ability( 'get-key-metrics', array( 'tiles' => array( 'kmAnalyticsNewVisitors' ) ) )->get_status() );
		$this->login_as( 'subscriber' );
		$this->assertSame( 403, $this->run_ability( 'get-key-metrics' )->get_status() );
	}

	public function test_an_unknown_tile_is_a_400_that_names_the_input(): void {
		$response = $this->run_ability( 'get-key-metrics', array( 'tiles' => array( 'kmNoSuchTile' ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'input[tiles][0]', $response->get_data()['message'] );
		$this->assertSame( 400, $this->run_ability( 'get-key-metrics', array( 'tiles' => array() ) )->get_status(), 'at least one tile' );
		$this->assertSame( array(), $this->provider_calls() );
	}
}
