<?php
/**
 * Class NetworkEnvironmentTest
 *
 * @package Google\Site_Kit\Tests\Multisite
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Multisite;

use Google\Site_Kit\Tests\TestCase;

/**
 * The local network (MULTISITE=1, bin/lib/sites.mjs NETWORK_SITES) the multisite tests run on: a subdirectory network
 * of three sites, each with the demo content at its own paths and its own administrator, the plugin network-active.
 *
 * @group multisite
 */
final class NetworkEnvironmentTest extends TestCase {

	/**
	 * The network's sites by path.
	 *
	 * @return array<string, \WP_Site>
	 */
	private function sites(): array {
		$out = array();
		foreach ( get_sites( array( 'number' => 0 ) ) as $site ) {
			$out[ $site->path ] = $site;
		}
		return $out;
	}

	public function test_the_network_has_three_sites_in_subdirectories_with_site_kit_network_active(): void {
		$this->assertTrue( is_multisite() );
		$this->assertFalse( is_subdomain_install() );
		$this->assertSame( array( '/', '/kitchen/', '/garden/' ), array_keys( $this->sites() ) );
		$this->assertTrue( is_plugin_active_for_network( 'google-site-kit/googlesitekit.php' ) );
	}

	public function test_each_site_serves_its_own_demo_content_over_http(): void {
		$content = $this->demo_content();
		$post    = null;
		foreach ( $content['entries'] as $entry ) {
			if ( 'post' === $entry['kind'] ) {
				$post = $entry;
				break;
			}
		}
		$this->assertNotNull( $post );
		$names = array();
		foreach ( $this->sites() as $path => $site ) {
			$url      = untrailingslashit( get_home_url( (int) $site->blog_id ) ) . $post['path'];
			$response = wp_remote_get( $url, array( 'timeout' => 20 ) );
			$this->assertSame( 200, wp_remote_retrieve_response_code( $response ), $url );
			$this->assertStringContainsString( esc_html( $post['title'] ), wp_remote_retrieve_body( $response ), $url );
			$this->assertStringStartsWith( home_url( $path ), $url );
			$names[] = get_blog_option( (int) $site->blog_id, 'blogname' );
		}
		$this->assertCount( 3, array_unique( $names ), 'each site has its own name' );
	}

	public function test_each_subsite_has_an_administrator_of_its_own_and_admin_is_the_super_admin(): void {
		$sites   = $this->sites();
		$kitchen = get_user_by( 'login', 'kitchen-admin' );
		$garden  = get_user_by( 'login', 'garden-admin' );
		$this->assertTrue( is_super_admin( (int) get_user_by( 'login', 'admin' )->ID ) );
		$this->assertFalse( is_super_admin( $kitchen->ID ) );
		$this->assertTrue( user_can_for_site( $kitchen, (int) $sites['/kitchen/']->blog_id, 'manage_options' ) );
		$this->assertFalse( user_can_for_site( $kitchen, (int) $sites['/garden/']->blog_id, 'manage_options' ) );
		$this->assertFalse( user_can_for_site( $kitchen, (int) $sites['/']->blog_id, 'manage_options' ) );
		$this->assertTrue( user_can_for_site( $garden, (int) $sites['/garden/']->blog_id, 'manage_options' ) );
	}
}
