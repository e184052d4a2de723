<?php
/**
 * Class SiteVerificationSetupTest
 *
 * @package Google\Site_Kit\Tests\Modules
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Modules;

use Google\Site_Kit\Modules\Site_Verification\Site_Verification;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\Support\Signs_In;
use Google\Site_Kit\Tests\TestCase;
use WP_REST_Request;

/**
 * Site verification as the setup screens run it: check, and verify with the meta tag when needed.
 */
final class SiteVerificationSetupTest extends TestCase {

	use Signs_In;

	private int $user_id;

	protected function setUp(): void {
		parent::setUp();
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
		$this->user_id = $this->login_as( 'administrator' )->ID;
		$this->sign_in_with_google( $this->user_id );
	}

	protected function tearDown(): void {
		$this->plugin()->reset_service()->all();
		parent::tearDown();
	}

	private function module(): Site_Verification {
		$module = $this->plugin()->modules()->get( 'site-verification' );
		$this->assertInstanceOf( Site_Verification::class, $module );
		return $module;
	}

	/**
	 * Makes Google forget that the demo admin owns the site, through the API as that user.
	 */
	private function unverify_at_google(): void {
		$token = $this->plugin()->authentication()->access_token( $this->user_id );
		$this->assertIsString( $token );
		$response = wp_remote_request(
			Emulator::url() . '/www.googleapis.com/siteVerification/v1/webResource/' . rawurlencode( trailingslashit( home_url() ) ),
			array(
				'method'  => 'DELETE',
				'headers' => array( 'Authorization' => 'Bearer ' . $token ),
			)
		);
		$this->assertSame( 204, wp_remote_retrieve_response_code( $response ) );
	}

	/**
	 * GET verification.
	 *
	 * @return array<string, mixed>
	 */
	private function verification(): array {
		$response = rest_do_request( new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/site-verification/data/verification' ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	public function test_a_site_google_already_lists_counts_as_verified(): void {
		$this->assertFalse( $this->module()->is_connected() );
		$this->assertSame(
			array(
				'verified'   => true,
				'identifier' => trailingslashit( home_url() ),
				'type'       => 'SITE',
			),
			$this->verification()
		);
		$this->assertTrue( $this->module()->is_connected(), 'Site Kit records what Google says' );
	}

	public function test_an_unverified_site_stays_unverified_until_it_is_verified_with_the_meta_tag(): void {
		$this->unverify_at_google();
		$this->assertFalse( $this->verification()['verified'] );
		$this->assertFalse( $this->module()->is_connected() );

		$response = rest_do_request( new WP_REST_Request( 'POST', '/google-site-kit/v1/modules/site-verification/data/verify' ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertTrue( $response->get_data()['verified'] );
		$this->assertTrue( $this->module()->is_connected() );

		$token = (string) get_option( Site_Verification::META_TOKEN );
		$this->assertNotSame( '', $token );
		$home = wp_remote_retrieve_body( wp_remote_get( home_url( '/' ), array( 'timeout' => 30 ) ) );
		$this->assertStringContainsString( '<meta name="google-site-verification" content="' . $token . '">', $home );
		$this->assertTrue( $this->verification()['verified'], 'Google lists the site now' );
	}

	public function test_a_lost_verification_does_not_unverify_the_site_for_site_kit(): void {
		update_option( $this->module()->settings_option(), array( 'verified' => true ) );
		$this->unverify_at_google();
		$this->assertFalse( $this->verification()['verified'] );
		$this->assertTrue( $this->module()->is_connected() );
	}
	/**
	 * A webResource.list item, shaped as Google answers it.
	 *
	 * @param string $type       SITE or INET_DOMAIN.
	 * @param string $identifier URL or domain.
	 * @return array<string, mixed>
	 */
	private static function resource( string $type, string $identifier ): array {
		return array(
			'id'     => rawurlencode( 'INET_DOMAIN' === $type ? 'dns://' . $identifier : $identifier ),
			'site'   => array(
				'type'       => $type,
				'identifier' => $identifier,
			),
			'owners' => array( 'site.admin@example.com' ),
		);
	}

	public function test_a_verified_domain_covering_the_host_counts_as_verified_without_a_meta_tag(): void {
		$home = 'https://blog.example.com/';
		$this->assertSame(
			array(
				'verified'   => true,
				'identifier' => 'example.com',
				'type'       => 'INET_DOMAIN',
			),
			Site_Verification::status_from_resources(
				array(
					self::resource( 'SITE', 'https://shop.example.com/' ),
					self::resource( 'INET_DOMAIN', 'myexample.com' ),
					self::resource( 'INET_DOMAIN', 'example.com' ),
				),
				$home
			)
		);
		$this->assertSame(
			'SITE',
			Site_Verification::status_from_resources(
				array( self::resource( 'INET_DOMAIN', 'example.com' ), self::resource( 'SITE', 'https://blog.example.com' ) ),
				$home
			)['type'],
			'the site itself is named when Google lists it'
		);
		$by_id = self::resource( 'INET_DOMAIN', 'blog.example.com' );
		unset( $by_id['site']['identifier'] );
		$this->assertTrue( Site_Verification::status_from_resources( array( $by_id ), $home )['verified'], 'the dns:// resource id names the domain too' );
		$this->assertFalse(
			Site_Verification::status_from_resources(
				array( self::resource( 'INET_DOMAIN', 'shop.example.com' ), self::resource( 'INET_DOMAIN', 'ample.com' ) ),
				$home
			)['verified']
		);
		$this->assertFalse( get_option( Site_Verification::META_TOKEN ), 'no meta tag is asked for' );
	}

	public function test_the_dns_token_is_only_given_for_a_domain_covering_the_site(): void {
		$host = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		foreach ( array( 'example.com', 'x' . $host, '', 'a b.com' ) as $domain ) {
			$request = new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/site-verification/data/domain-token' );
			$request->set_query_params( array( 'domain' => $domain ) );
			$response = rest_do_request( $request );
			$this->assertSame( 400, $response->get_status(), $domain );
		}
		$this->assertSame( array(), Emulator::requests( '/siteVerification/v1/token' ), 'Google was not asked' );
	}
	public function test_with_only_a_verified_domain_at_google_the_site_counts_as_verified_and_no_meta_tag_is_placed(): void {
		Emulator::control( 'POST', '/scenario', array( 'name' => 'domain-property' ) );
		$host = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$this->assertSame(
			array(
				'verified'   => true,
				'identifier' => $host,
				'type'       => 'INET_DOMAIN',
			),
			$this->verification()
		);
		$this->assertTrue( $this->module()->is_connected() );
		$this->assertFalse( get_option( Site_Verification::META_TOKEN ) );
		$this->assertSame( array(), Emulator::requests( '/siteVerification/v1/token' ) );
	}

	public function test_a_domain_is_verified_through_its_dns_txt_record_once_it_is_published(): void {
		$host    = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$request = new WP_REST_Request( 'GET', '/google-site-kit/v1/modules/site-verification/data/domain-token' );
		$request->set_query_params( array( 'domain' => $host ) );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( $host, $response->get_data()['domain'] );
		$this->assertStringStartsWith( 'google-site-verification=', $response->get_data()['token'] );
		$sent = Emulator::requests( '/siteVerification/v1/token' );
		$this->assertCount( 1, $sent );

		$verify = new WP_REST_Request( 'POST', '/google-site-kit/v1/modules/site-verification/data/verify-domain' );
		$verify->set_body_params( array( 'data' => array( 'domain' => $host ) ) );
		$refused = rest_do_request( $verify );
		$this->assertSame( 400, $refused->get_status(), 'Google finds no record yet' );
		$this->assertFalse( $this->module()->is_connected() );

		Emulator::control(
			'POST',
			'/dns',
			array(
				'domain' => $host,
				'record' => $response->get_data()['token'],
			)
		);
		$verified = rest_do_request( $verify );
		$this->assertSame( 200, $verified->get_status(), wp_json_encode( $verified->get_data() ) );
		$this->assertSame(
			array(
				'verified'   => true,
				'identifier' => $host,
				'type'       => 'INET_DOMAIN',
			),
			$verified->get_data()
		);
		$this->assertTrue( $this->module()->is_connected() );
	}
}
