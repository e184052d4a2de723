<?php
/**
 * Class SearchConsolePropertiesTest
 *
 * @package Google\Site_Kit\Tests\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Modules;

use Google\Site_Kit\Modules\Search_Console\Properties;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * Which Search Console properties cover the site (domain properties included),
 * in which order setup offers them, and which property IDs the settings accept.
 */
final class SearchConsolePropertiesTest extends TestCase {

	use Signs_In;

	protected function setUp(): void {
		parent::setUp();
		$this->plugin()->reset_service()->all();
	}

	protected function tearDown(): void {
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	/**
	 * A sites.list entry, shaped as Google answers it.
	 *
	 * @param string $url   siteUrl.
	 * @param string $level permissionLevel.
	 * @return array{siteUrl: string, permissionLevel: string}
	 */
	private static function entry( string $url, string $level = 'siteOwner' ): array {
		return array(
			'siteUrl'         => $url,
			'permissionLevel' => $level,
		);
	}

	/**
	 * The siteURLs matching() keeps, in its order.
	 *
	 * @param array<int, array<string, string>> $entries siteEntry.
	 * @param string                            $home    Home URL.
	 * @return string[]
	 */
	private static function matched( array $entries, string $home ): array {
		return array_column( Properties::matching( $entries, $home ), 'siteURL' );
	}

	public function test_a_domain_property_covers_its_host_and_subdomains_but_not_lookalikes(): void {
		$home = 'https://blog.example.com';
		$this->assertSame(
			array( 'sc-domain:blog.example.com', 'sc-domain:example.com' ),
			self::matched(
				array(
					self::entry( 'sc-domain:example.com' ),
					self::entry( 'sc-domain:blog.example.com' ),
					self::entry( 'sc-domain:myexample.com' ),
					self::entry( 'sc-domain:shop.example.com' ),
					self::entry( 'sc-domain:com.example' ),
				),
				$home
			)
		);
	}

	public function test_a_url_prefix_property_covers_the_site_only_with_the_same_protocol_host_and_a_parent_path(): void {
		$entries = array(
			self::entry( 'http://example.com/blog/' ),
			self::entry( 'https://example.com/blog/' ),
			self::entry( 'https://www.example.com/blog/' ),
			self::entry( 'https://example.com/' ),
			self::entry( 'https://example.com/bl/' ),
			self::entry( 'https://example.com/blog/2024/' ),
			self::entry( 'https://example.com:8443/blog/' ),
		);
		$this->assertSame(
			array( 'https://example.com/blog/', 'https://example.com/' ),
			self::matched( $entries, 'https://example.com/blog' ),
			'the home URL without its trailing slash still matches; http, www, another port, a sibling or a deeper path do not'
		);
		$this->assertSame( array( 'https://example.com/' ), self::matched( $entries, 'https://EXAMPLE.com' ) );
	}

	public function test_the_exact_url_prefix_comes_first_then_the_domain_then_parent_paths_and_unreadable_ones_last(): void {
		// Google's Discovery document spells the levels SITE_OWNER, its reference pages siteOwner: both are read.
		$entries = array(
			self::entry( 'sc-domain:example.com', 'SITE_UNVERIFIED_USER' ),
			self::entry( 'https://www.example.com/', 'siteFullUser' ),
			self::entry( 'https://www.example.com/shop/', 'SITE_RESTRICTED_USER' ),
			self::entry( 'sc-domain:www.example.com', 'siteFullUser' ),
			self::entry( 'https://www.example.com/shop/', 'SITE_OWNER' ),
		);
		$this->assertSame(
			array(
				array(
					'siteURL'         => 'https://www.example.com/shop/',
					'permissionLevel' => 'siteOwner',
				),
				array(
					'siteURL'         => 'https://www.example.com/shop/',
					'permissionLevel' => 'siteRestrictedUser',
				),
				array(
					'siteURL'         => 'sc-domain:www.example.com',
					'permissionLevel' => 'siteFullUser',
				),
				array(
					'siteURL'         => 'https://www.example.com/',
					'permissionLevel' => 'siteFullUser',
				),
				array(
					'siteURL'         => 'sc-domain:example.com',
					'permissionLevel' => 'siteUnverifiedUser',
				),
			),
			Properties::matching( $entries, 'https://www.example.com/shop/' )
		);
	}

	public function test_a_domain_alone_is_matched_for_a_site_on_an_ip_address_too(): void {
		$this->assertSame(
			array( 'sc-domain:127.0.0.1' ),
			self::matched( array( self::entry( 'sc-domain:127.0.0.1' ), self::entry( 'sc-domain:0.0.1' ) ), 'http://127.0.0.1:8889' )
		);
	}

	/**
	 * Property IDs the settings must accept.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function valid_ids(): array {
		return array(
			'https home'        => array( 'https://www.example.com/' ),
			'http with port'    => array( 'http://127.0.0.1:8889/' ),
			'path'              => array( 'https://example.com/blog/' ),
			'domain'            => array( 'sc-domain:example.com' ),
			'subdomain'         => array( 'sc-domain:blog.example.co.uk' ),
			'punycode'          => array( 'sc-domain:xn--bcher-kva.example' ),
			'domain ip address' => array( 'sc-domain:127.0.0.1' ),
		);
	}

	/**
	 * Property IDs the settings must refuse.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function invalid_ids(): array {
		return array(
			'no trailing slash'  => array( 'https://example.com' ),
			'relative'           => array( '/blog/' ),
			'other scheme'       => array( 'ftp://example.com/' ),
			'query'              => array( 'https://example.com/?a=1/' ),
			'credentials'        => array( 'https://user@example.com/' ),
			'space'              => array( 'https://exa mple.com/' ),
			'bare domain'        => array( 'example.com' ),
			'empty domain'       => array( 'sc-domain:' ),
			'domain with scheme' => array( 'sc-domain:https://example.com/' ),
			'domain with path'   => array( 'sc-domain:example.com/blog' ),
			'leading hyphen'     => array( 'sc-domain:-example.com' ),
			'empty label'        => array( 'sc-domain:example..com' ),
			'upper-case domain'  => array( 'sc-domain:Example.com' ),
			'underscore'         => array( 'sc-domain:ex_ample.com' ),
			'script'             => array( 'sc-domain:<script>.com' ),
			'domain with port'   => array( 'sc-domain:example.com:80' ),
			'domain prefix typo' => array( 'sc_domain:example.com' ),
		);
	}

	/**
	 * Saves the Search Console settings over REST.
	 *
	 * @param string $property propertyID.
	 * @return array{0: int, 1: mixed}
	 */
	private function save( string $property ): array {
		$request = new WP_REST_Request( 'POST', '/google-site-kit/v1/modules/search-console/data/settings' );
		$request->set_body_params( array( 'data' => array( 'propertyID' => $property ) ) );
		$response = rest_do_request( $request );
		return array( $response->get_status(), $response->get_data() );
	}

	/**
	 * The saved property.
	 */
	private function saved(): string {
		return (string) $this->plugin()->modules()->get( 'search-console' )->get_settings()['propertyID'];
	}

	/**
	 * A valid property ID is saved.
	 *
	 * @dataProvider valid_ids
	 *
	 * @param string $id Property ID.
	 */
	public function test_the_settings_accept_a_url_prefix_or_domain_property( string $id ): void {
		$this->login_as( 'administrator' );
		list( $status, $data ) = $this->save( $id );
		$this->assertSame( 200, $status, wp_json_encode( $data ) );
		$this->assertSame( $id, $this->saved() );
	}

	/**
	 * Anything else is a 400 that changes nothing.
	 *
	 * @dataProvider invalid_ids
	 *
	 * @param string $id Property ID.
	 */
	public function test_the_settings_refuse_anything_else_and_keep_what_was_saved( string $id ): void {
		$this->login_as( 'administrator' );
		$this->assertSame( 200, $this->save( 'sc-domain:example.org' )[0] );
		list( $status, $error ) = $this->save( $id );
		$this->assertSame( 400, $status );
		$this->assertSame( 'rest_invalid_param', $error['code'] );
		$this->assertArrayHasKey( 'propertyID', $error['data']['params'] );
		$this->assertSame( 'sc-domain:example.org', $this->saved() );
	}

	public function test_a_connected_property_cannot_be_emptied_through_the_settings(): void {
		$this->login_as( 'administrator' );
		$this->assertSame( 200, $this->save( 'https://example.org/' )[0] );
		$this->assertSame( 400, $this->save( '' )[0] );
		$this->assertSame( 'https://example.org/', $this->saved() );
	}

	public function test_matched_sites_lists_the_emulators_property_of_the_home_url_and_not_the_other_site(): void {
		Emulator::reset();
		$this->use_demo_client();
		$user_id = $this->login_as( 'administrator' )->ID;
		$this->sign_in_with_google( $user_id, array( 'https://www.googleapis.com/auth/webmasters' ) );
		$response = rest_do_request( new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/search-console/data/matched-sites' ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$urls = array_column( $response->get_data(), 'siteURL' );
		$this->assertSame( trailingslashit( home_url() ), $urls[0] );
		$this->assertNotContains( 'https://www.example.org/', $urls );
	}
	public function test_in_the_domain_property_scenario_setup_offers_the_domain_property_alone(): void {
		Emulator::reset();
		Emulator::control( 'POST', '/scenario', array( 'name' => 'domain-property' ) );
		$this->use_demo_client();
		$user_id = $this->login_as( 'administrator' )->ID;
		$this->sign_in_with_google( $user_id, array( 'https://www.googleapis.com/auth/webmasters' ) );
		$response = rest_do_request( new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/search-console/data/matched-sites' ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame(
			array(
				array(
					'siteURL'         => 'sc-domain:' . wp_parse_url( home_url(), PHP_URL_HOST ),
					'permissionLevel' => 'siteOwner',
				),
			),
			$response->get_data(),
			'sc-domain:example.org and the other sites do not cover this host'
		);
	}

	public function test_a_page_report_on_a_domain_property_filters_on_the_pages_exact_url(): void {
		$this->login_as( 'administrator' );
		$this->assertSame( 200, $this->save( 'sc-domain:example.org' )[0] );
		$module  = $this->plugin()->modules()->get( 'search-console' );
		$page    = 'https://shop.example.org/cart/?step=2';
		$request = $module->search_analytics(
			array(
				'dateRange'  => 'last-28-days',
				'dimensions' => array( 'query' ),
				'url'        => $page,
			),
			get_current_user_id()
		);
		$this->assertNotWPError( $request );
		$this->assertStringEndsWith( '/sites/sc-domain%3Aexample.org/searchAnalytics/query', $request->url );
		$this->assertSame(
			array(
				array(
					'filters' => array(
						array(
							'dimension'  => 'PAGE',
							'operator'   => 'EQUALS',
							'expression' => $page,
						),
					),
				),
			),
			$request->body['dimensionFilterGroups']
		);
	}
}
