<?php
/**
 * Class OverviewRoutesTest
 *
 * @package Google\Site_Kit\Tests\Multisite
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Multisite;

use Google\Site_Kit\Core\Authentication\Token_Store;
use Google\Site_Kit\Tests\TestCase;

/**
 * The network overview's list (core/network/data/sites) and its permission on the local network of three sites:
 * who may read it, what each site shows, pages, search and sort, bad input.
 *
 * @group multisite
 */
final class OverviewRoutesTest extends TestCase {

	use Overview_Network;

	private int $super;
	private int $kitchen;
	private int $garden;

	protected function setUp(): void {
		parent::setUp();
		$this->reset_network();
		$this->super   = $this->user_id( 'admin' );
		$this->kitchen = $this->site_id( '/kitchen/' );
		$this->garden  = $this->site_id( '/garden/' );
	}

	protected function tearDown(): void {
		$this->reset_network();
		parent::tearDown();
	}

	/**
	 * The list's sites by ID.
	 *
	 * @param array<string, mixed> $query Query.
	 * @return array<int, array<string, mixed>>
	 */
	private function sites( array $query = array() ): array {
		$response = $this->get_route( $this->super, 'core/network/data/sites', $query );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$out = array();
		foreach ( $response->get_data()['sites'] as $site ) {
			$out[ $site['id'] ] = $site;
		}
		return $out;
	}

	public function test_a_site_administrator_is_refused_and_the_super_admin_sees_each_site_as_it_is(): void {
		$owner = $this->connect_site( $this->kitchen, 'kitchen-admin' );
		foreach ( array( 'kitchen-admin', 'garden-admin' ) as $login ) {
			$this->assertSame( 403, $this->get_route( $this->user_id( $login ), 'core/network/data/sites' )->get_status(), $login );
			$this->assertSame( 403, $this->get_route( $this->user_id( $login ), 'core/network/data/site-figures', array( 'site' => $this->kitchen ) )->get_status(), $login );
		}
		$this->assertSame( 401, $this->get_route( 0, 'core/network/data/sites' )->get_status() );

		$response = $this->get_route( $this->super, 'core/network/data/sites' );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 3, $data['total'] );
		$this->assertSame( 1, $data['page'] );
		$this->assertSame( 20, $data['perPage'] );
		$sites   = $this->sites();
		$kitchen = $sites[ $this->kitchen ];
		$this->assertSame( 'connected', $kitchen['state'] );
		$this->assertSame( get_home_url( $this->kitchen, '/' ), $kitchen['url'] );
		$this->assertSame( get_blog_option( $this->kitchen, 'blogname' ), esc_html( $kitchen['name'] ) );
		$this->assertSame( get_admin_url( $this->kitchen, 'admin.php?page=googlesitekit-dashboard' ), $kitchen['dashboardURL'] );
		$this->assertSame( get_admin_url( $this->kitchen, 'admin.php?page=googlesitekit-settings' ), $kitchen['settingsURL'] );
		$this->assertSame( get_admin_url( $this->kitchen, 'index.php?oauth2callback=1' ), $kitchen['redirectURI'] );
		$this->assertSame(
			array(
				array(
					'slug' => 'search-console',
					'name' => 'Search Console',
				),
				array(
					'slug' => 'analytics',
					'name' => 'Analytics',
				),
				array(
					'slug' => 'adsense',
					'name' => 'AdSense',
				),
			),
			$kitchen['services']
		);
		$this->assertSame(
			array(
				'id'   => $owner,
				'name' => get_userdata( $owner )->display_name,
			),
			$kitchen['owner']
		);
		$this->assertSame( array(), $kitchen['refused'] );
		foreach ( array( $this->site_id( '/' ), $this->garden ) as $other ) {
			$this->assertSame( 'not-connected', $sites[ $other ]['state'] );
			$this->assertSame( array(), $sites[ $other ]['services'] );
			$this->assertNull( $sites[ $other ]['owner'] );
		}

		// Nothing secret leaves: no token, no client secret, no e-mail address.
		$tokens = $this->on_site( $this->kitchen, static fn( $plugin ) => $plugin->token_store()->tokens( $owner ) );
		$json   = (string) wp_json_encode( $data );
		foreach ( array( $tokens['access_token'], $tokens['refresh_token'], 'sitekit-demo-secret', get_userdata( $owner )->user_email ) as $secret ) {
			$this->assertNotSame( '', (string) $secret );
			$this->assertStringNotContainsString( (string) $secret, $json );
		}
	}

	public function test_a_user_google_refused_is_named_on_their_site_only_and_the_filter_keeps_that_site(): void {
		$owner = $this->connect_site( $this->kitchen, 'kitchen-admin' );
		$this->on_site( $this->kitchen, static fn( $plugin ) => $plugin->token_store()->save_auth_error( $owner, 'invalid_grant', 'Token has been expired or revoked.' ) );
		// The user option is the site's own: nothing on the main site.
		$this->assertFalse( get_user_option( Token_Store::AUTH_ERROR, $owner ) );

		$sites = $this->sites();
		$this->assertSame(
			array(
				array(
					'id'   => $owner,
					'name' => get_userdata( $owner )->display_name,
				),
			),
			$sites[ $this->kitchen ]['refused']
		);
		$this->assertSame( 'connected', $sites[ $this->kitchen ]['state'], 'a refused owner keeps the site set up' );
		$this->assertSame( array(), $sites[ $this->garden ]['refused'] );
		$this->assertSame( array( $this->kitchen ), array_keys( $this->sites( array( 'refused' => true ) ) ) );
	}

	public function test_pages_search_by_name_or_url_and_sort_by_name_or_state(): void {
		$this->connect_site( $this->garden, 'garden-admin' );
		$names   = array(
			$this->site_id( '/' ) => get_blog_option( $this->site_id( '/' ), 'blogname' ),
			$this->kitchen        => 'Kitchen Corner',
			$this->garden         => 'Allotment Garden',
		);
		$restore = array();
		foreach ( $names as $id => $name ) {
			$before = get_blog_option( $id, 'blogname' );
			update_blog_option( $id, 'blogname', $name );
			$restore[ $id ] = $before;
		}
		try {
			$by_name = array_keys( $this->sites( array( 'orderby' => 'name' ) ) );
			$sorted  = $names;
			uasort( $sorted, 'strnatcasecmp' );
			$this->assertSame( array_keys( $sorted ), $by_name );
			$this->assertSame( array_reverse( array_keys( $sorted ) ), array_keys( $this->sites( array( 'order' => 'desc' ) ) ) );

			$page = $this->get_route(
				$this->super,
				'core/network/data/sites',
				array(
					'perPage' => 2,
					'page'    => 2,
				)
			)->get_data();
			$this->assertSame( 3, $page['total'] );
			$this->assertSame( array( end( $by_name ) ), array_column( $page['sites'], 'id' ) );
			$this->assertSame( array(), $this->get_route( $this->super, 'core/network/data/sites', array( 'page' => 9 ) )->get_data()['sites'] );

			$this->assertSame( array( $this->kitchen ), array_keys( $this->sites( array( 'search' => 'corner' ) ) ), 'by name' );
			$this->assertSame( array( $this->kitchen ), array_keys( $this->sites( array( 'search' => '/KITCHEN/' ) ) ), 'by URL, any case' );
			$this->assertSame( 1, $this->get_route( $this->super, 'core/network/data/sites', array( 'search' => 'garden' ) )->get_data()['total'] );
			$this->assertSame( 0, $this->get_route( $this->super, 'core/network/data/sites', array( 'search' => 'nowhere' ) )->get_data()['total'] );

			$by_state = array_keys(
				$this->sites(
					array(
						'orderby' => 'state',
						'order'   => 'desc',
					)
				)
			);
			$this->assertSame( $this->garden, $by_state[0], 'connected first when descending' );
		} finally {
			foreach ( $restore as $id => $name ) {
				update_blog_option( $id, 'blogname', $name );
			}
		}
	}

	public function test_bad_input_gets_a_clear_error(): void {
		foreach ( array(
			array( 'perPage' => 101 ),
			array( 'perPage' => 0 ),
			array( 'page' => 0 ),
			array( 'orderby' => 'password' ),
			array( 'order' => 'up' ),
		) as $query ) {
			$response = $this->get_route( $this->super, 'core/network/data/sites', $query );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $query ) );
			$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		}
		$missing = $this->get_route( $this->super, 'core/network/data/site-figures', array( 'site' => 9999 ) );
		$this->assertSame( 404, $missing->get_status() );
		$this->assertSame( 'site_not_found', $missing->get_data()['code'] );
		$this->assertStringContainsString( '9999', $missing->get_data()['message'] );
		$this->assertSame( 400, $this->get_route( $this->super, 'core/network/data/site-figures' )->get_status() );

		update_blog_status( $this->garden, 'archived', '1' );
		try {
			$this->assertSame( 404, $this->get_route( $this->super, 'core/network/data/site-figures', array( 'site' => $this->garden ) )->get_status() );
			$this->assertArrayNotHasKey( $this->garden, $this->sites(), 'an archived site is not listed' );
		} finally {
			update_blog_status( $this->garden, 'archived', '0' );
		}
	}
}
