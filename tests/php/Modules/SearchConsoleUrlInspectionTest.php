<?php
/**
 * Class SearchConsoleUrlInspectionTest
 *
 * @package Google\Site_Kit\Tests\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Modules;

use Google\Site_Kit\Core\Reports\Report_Key;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Connected_Site;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The url-inspection datapoint against the emulator: Google's answer in plain form for a post or a URL of the site,
 * a day in the cache and never renewed in the background, refusals of other input with nothing asked of Google,
 * view-only access when Search Console is shared, and the daily quota in the site owner's words over the last copy.
 */
final class SearchConsoleUrlInspectionTest extends TestCase {

	use Connected_Site;

	private int $admin = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->reset_with_demo_client();
		$this->admin = $this->sign_in_admin();
		$this->connect_search_console( $this->admin );
		$this->flush_cache();
		Emulator::control( 'DELETE', '/requests' );
	}

	protected function tearDown(): void {
		$this->flush_cache();
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	private function flush_cache(): void {
		$this->flush_report_cache();
		foreach ( array( trailingslashit( home_url() ) ) as $property ) {
			delete_transient( 'googlesitekit_sc_inspection_quota_' . md5( $property ) );
		}
	}

	/**
	 * One read of the datapoint.
	 *
	 * @param array<string, mixed> $params Query.
	 */
	private function inspect( array $params ): WP_REST_Response {
		$request = new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/search-console/data/url-inspection' );
		$request->set_query_params( $params );
		return rest_do_request( $request );
	}

	/**
	 * Inspection calls in the emulator's log.
	 */
	private function calls(): int {
		return count( Emulator::requests( 'urlInspection' ) );
	}

	/**
	 * Published demo posts, oldest ID first.
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
		$this->assertCount( $count, $posts, 'the test site has the demo posts' );
		return $posts;
	}

	/**
	 * The emulator's own answer for a URL, asked directly with the admin's token.
	 *
	 * @param string $url URL.
	 * @return array<string, mixed>
	 */
	private function google( string $url ): array {
		$tokens   = $this->plugin()->token_store()->tokens( $this->admin );
		$response = wp_remote_post(
			Emulator::url() . '/searchconsole.googleapis.com/v1/urlInspection/index:inspect',
			array(
				'headers' => array(
					'Authorization' => 'Bearer ' . $tokens['access_token'],
					'Content-Type'  => 'application/json',
				),
				'body'    => (string) wp_json_encode(
					array(
						'inspectionUrl' => $url,
						'siteUrl'       => trailingslashit( home_url() ),
					)
				),
				'timeout' => 20,
			)
		);
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		return json_decode( (string) wp_remote_retrieve_body( $response ), true )['inspectionResult'];
	}

	public function test_a_post_is_answered_in_plain_form_as_google_knows_it_and_kept_for_a_day_without_renewal(): void {
		$post = $this->posts( 1 )[0];
		$url  = get_permalink( $post );

		$response = $this->inspect( array( 'postID' => $post->ID ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$answer = $response->get_data();
		$this->assertSame( 1, $this->calls() );

		$google = $this->google( $url );
		$status = $google['indexStatusResult'];
		$this->assertSame( $url, $answer['url'] );
		$this->assertSame( 'PASS' === $status['verdict'], $answer['indexed'] );
		$this->assertSame( $status['verdict'], $answer['verdict'] );
		$this->assertSame( $status['coverageState'], $answer['coverageState'] );
		$this->assertNotSame( 'other', $answer['coverageKey'], 'a coverage state the UI can word' );
		$this->assertSame( $status['lastCrawlTime'] ?? null, $answer['lastCrawlTime'] );
		$this->assertSame( $status['googleCanonical'] ?? null, $answer['googleCanonical'] );
		$this->assertSame( $status['userCanonical'] ?? null, $answer['userCanonical'] );
		$this->assertSame( $status['sitemap'] ?? array(), $answer['sitemaps'] );
		$this->assertSame( $google['inspectionResultLink'], $answer['inspectionLink'] );
		$this->assertStringStartsWith( 'https://search.google.com/search-console/inspect?', $answer['inspectionLink'] );

		// The same page by URL (with or without a fragment): the same cached answer, Google not asked again.
		Emulator::control( 'DELETE', '/requests' );
		$by_url = $this->inspect( array( 'url' => $url ) );
		$this->assertSame( 200, $by_url->get_status() );
		$this->assertSame( $answer, $by_url->get_data() );
		$this->assertSame( $answer, $this->inspect( array( 'url' => $url . '#comments' ) )->get_data() );
		$this->assertSame( 0, $this->calls(), 'a post ID and its URL are one inspection' );

		// Cached: asking again costs no call, and nothing renews it in the background.
		Emulator::control( 'DELETE', '/requests' );
		$this->assertSame( $answer, $this->inspect( array( 'postID' => $post->ID ) )->get_data() );
		$this->assertSame( 0, $this->calls() );
		$listed = array_column( $this->plugin()->report_cache()->warm_list()->entries( true ), 1 );
		$this->assertNotContains( 'url-inspection', $listed, 'never renewed for nobody' );
	}

	public function test_a_page_asked_by_url_first_is_answered_from_the_cache_when_asked_by_post_id(): void {
		$post  = $this->posts( 2 )[1];
		$first = $this->inspect( array( 'url' => get_permalink( $post ) ) );
		$this->assertSame( 200, $first->get_status(), (string) wp_json_encode( $first->get_data() ) );
		$again = $this->inspect( array( 'postID' => $post->ID ) );
		$this->assertSame( $first->get_data(), $again->get_data() );
		$this->assertSame( 1, $this->calls() );
	}

	public function test_a_cache_only_read_never_asks_google_and_finds_a_check_made_either_way(): void {
		list( $first, $second ) = $this->posts( 2 );

		// Nothing cached: null, and Google is not asked (for either form).
		foreach ( array( array( 'postID' => $first->ID ), array( 'url' => get_permalink( $first ) ) ) as $params ) {
			$none = $this->inspect( $params + array( 'cachedOnly' => 'true' ) );
			$this->assertSame( 200, $none->get_status(), (string) wp_json_encode( $none->get_data() ) );
			$this->assertNull( $none->get_data() );
		}
		$this->assertSame( 0, $this->calls() );

		// Checked from the editor (post ID): the entity dashboard's cache-only read by URL finds it, and the other
		// way round for another page.
		$checked = $this->inspect( array( 'postID' => $first->ID ) )->get_data();
		$this->assertSame( 1, $this->calls() );
		$this->assertSame(
			$checked,
			$this->inspect(
				array(
					'url'        => get_permalink( $first ) . '#top',
					'cachedOnly' => '1',
				)
			)->get_data()
		);
		$this->assertSame(
			$checked,
			$this->inspect(
				array(
					'postID'     => $first->ID,
					'cachedOnly' => true,
				)
			)->get_data()
		);
		$this->inspect( array( 'url' => get_permalink( $second ) ) );
		$this->assertSame(
			get_permalink( $second ),
			$this->inspect(
				array(
					'postID'     => $second->ID,
					'cachedOnly' => 'true',
				)
			)->get_data()['url']
		);
		$this->assertSame( 2, $this->calls() );

		// cachedOnly=false is a full read (cached here); anything but a boolean is refused like the other arguments.
		$this->assertSame(
			$checked,
			$this->inspect(
				array(
					'postID'     => $first->ID,
					'cachedOnly' => 'false',
				)
			)->get_data()
		);
		$bad = $this->inspect(
			array(
				'postID'     => $first->ID,
				'cachedOnly' => 'soon',
			)
		);
		$this->assertSame( 400, $bad->get_status() );
		$this->assertArrayHasKey( 'cachedOnly', $bad->get_data()['data']['params'] );
		// Other pages are still refused, cache-only or not.
		$this->assertSame(
			400,
			$this->inspect(
				array(
					'url'        => 'https://www.example.org/x/',
					'cachedOnly' => 'true',
				)
			)->get_status()
		);

		// A day later the copy is gone: null again, no call; nor does it join the background refresh.
		$this->expire_fresh_copy( $first );
		$this->assertNull(
			$this->inspect(
				array(
					'postID'     => $first->ID,
					'cachedOnly' => 'true',
				)
			)->get_data()
		);
		$this->assertSame( 2, $this->calls() );
		$listed = array_column( $this->plugin()->report_cache()->warm_list()->entries( true ), 1 );
		$this->assertNotContains( 'url-inspection', $listed );
	}

	public function test_pages_google_does_not_index_say_why_without_a_google_canonical(): void {
		$not_indexed = null;
		foreach ( $this->posts( 60 ) as $post ) {
			$answer = $this->inspect( array( 'postID' => $post->ID ) )->get_data();
			if ( empty( $answer['indexed'] ) ) {
				$not_indexed = $answer;
				break;
			}
		}
		$this->assertNotNull( $not_indexed, 'some demo post is not indexed' );
		$this->assertNotSame( 'PASS', $not_indexed['verdict'] );
		$this->assertNotSame( '', $not_indexed['coverageState'] );
		if ( null !== $not_indexed['googleCanonical'] ) {
			$this->assertTrue( $not_indexed['canonicalMismatch'], 'only a duplicate has another canonical' );
		}
	}

	public function test_anything_but_a_published_post_or_a_url_of_this_site_is_refused_without_asking_google(): void {
		$draft = wp_insert_post(
			array(
				'post_title'  => 'Unpublished',
				'post_status' => 'draft',
			)
		);
		$post  = $this->posts( 1 )[0];
		$cases = array(
			'neither'           => array(),
			'both'              => array(
				'postID' => $post->ID,
				'url'    => get_permalink( $post ),
			),
			'a draft'           => array( 'postID' => $draft ),
			'no such post'      => array( 'postID' => 999999 ),
			'another site'      => array( 'url' => 'https://www.example.org/some-page/' ),
			'another protocol'  => array( 'url' => (string) preg_replace( '#^http:#', 'https:', home_url( '/about/' ) ) ),
			'not a web address' => array( 'url' => 'javascript:alert(1)' ),
			'not a number'      => array( 'postID' => 'abc' ),
		);
		foreach ( $cases as $case => $params ) {
			$response = $this->inspect( $params );
			$this->assertSame( 400, $response->get_status(), $case . ': ' . wp_json_encode( $response->get_data() ) );
			$this->assertNotSame( '', (string) ( $response->get_data()['message'] ?? '' ), $case . ' says why' );
		}
		wp_delete_post( $draft, true );
		$this->assertSame( 0, $this->calls() );
	}

	public function test_view_only_users_inspect_when_search_console_is_shared_and_not_otherwise(): void {
		$post   = $this->posts( 1 )[0];
		$editor = $this->login_as( 'editor' )->ID;
		$this->assertSame( 403, $this->inspect( array( 'postID' => $post->ID ) )->get_status() );
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
		$response = $this->inspect( array( 'postID' => $post->ID ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( get_permalink( $post ), $response->get_data()['url'] );
		$this->login_as( 'subscriber' );
		$this->assertSame( 403, $this->inspect( array( 'postID' => $post->ID ) )->get_status() );
	}

	public function test_the_daily_quota_is_said_in_plain_words_and_no_more_calls_are_made_until_it_resets(): void {
		list( $first, $second, $third ) = $this->posts( 3 );
		Emulator::control( 'POST', '/config', array( 'urlInspectionDailyQuota' => 1 ) );
		$good = $this->inspect( array( 'postID' => $first->ID ) );
		$this->assertSame( 200, $good->get_status() );

		$refused = $this->inspect( array( 'postID' => $second->ID ) );
		$this->assertSame( 429, $refused->get_status() );
		$error = $refused->get_data();
		$this->assertSame( 'url_inspection_quota_exceeded', $error['code'] );
		$this->assertStringContainsString( 'daily URL inspection quota for this property is used up', $error['message'] );
		$this->assertStringContainsString( 'Try again after', $error['message'] );
		$this->assertGreaterThan( 0, $error['data']['retryAfter'] );
		$this->assertLessThanOrEqual( DAY_IN_SECONDS + HOUR_IN_SECONDS, $error['data']['retryAfter'], 'at the next midnight, Pacific Time' );
		$this->assertSame( 2, $this->calls() );

		// Another page: the quota is the property's, so Google is not asked again today.
		$this->assertSame( 429, $this->inspect( array( 'postID' => $third->ID ) )->get_status() );
		$this->assertSame( 2, $this->calls() );
		// Screens opening meanwhile: nothing cached for these pages, no error either (the button says it on a click).
		foreach ( array( $second, $third ) as $post ) {
			$none = $this->inspect(
				array(
					'postID'     => $post->ID,
					'cachedOnly' => 'true',
				)
			);
			$this->assertSame( 200, $none->get_status() );
			$this->assertNull( $none->get_data() );
		}
		$this->assertSame( 2, $this->calls() );

		// A page inspected earlier: its last good copy, marked stale with the reason.
		$this->expire_fresh_copy( $first );
		$stale = $this->inspect( array( 'postID' => $first->ID ) );
		$this->assertSame( 200, $stale->get_status() );
		$this->assertSame( $good->get_data(), $stale->get_data() );
		$this->assertNotEmpty( $stale->get_headers()['X-GoogleSiteKit-Stale'] ?? '' );
		$this->assertSame( 2, $this->calls() );
	}

	/**
	 * Drops a page's fresh copy, keeping the last good one (what a day passing does).
	 *
	 * @param \WP_Post $post The page.
	 */
	private function expire_fresh_copy( \WP_Post $post ): void {
		$cache = $this->plugin()->report_cache();
		// The runner keys every read of a page by the URL it inspects.
		$key = Report_Key::of( 'search-console', 'url-inspection', array( 'url' => get_permalink( $post ) ), $this->admin, (string) ( $this->plugin()->credentials()->get()['client_id'] ?? '' ) );
		$this->assertNotNull( $cache->fresh( $key ), 'the key the runner uses' );
		$cache->expire( $key );
	}
}
