<?php
/**
 * Class NetworkDefaultsTest
 *
 * @package Google\Site_Kit\Tests\Multisite
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Multisite;

use Google\Site_Kit\Tests\Support\Other_Process;

/**
 * The network-wide defaults of wp-config.php (defined in another PHP process, as wp-config would): a site without a
 * value of its own reads them, nothing is copied into it, and a site's own value wins.
 *
 * @group multisite
 */
final class NetworkDefaultsTest extends Network_TestCase {

	public function test_sites_without_their_own_values_read_the_network_defaults(): void {
		// The garden chose: no optional service, sharing with nobody, the admin bar item on.
		$this->on_site(
			$this->garden,
			static function (): void {
				update_option( 'googlesitekit_active_modules', array() );
				update_option(
					'googlesitekit_dashboard_sharing',
					array(
						'analytics' => array(
							'sharedRoles' => array(),
							'management'  => 'owner',
						),
					)
				);
				update_option( 'googlesitekit_admin_bar_settings', array( 'enabled' => true ) );
			}
		);
		$editor = $this->member_of( 'editor', $this->kitchen, $this->garden );
		$code   = sprintf(
			'define( "GOOGLESITEKIT_NETWORK_DEFAULT_MODULES", "analytics, pagespeed-insights, no-such-service" );
			define( "GOOGLESITEKIT_NETWORK_DEFAULT_SHARED_ROLES", "editor,administrator,ghost" );
			define( "GOOGLESITEKIT_NETWORK_ADMIN_BAR", false );
			$read = static function ( $plugin ) {
				return array(
					"analytics"  => $plugin->modules()->is_active( "analytics" ),
					"psi"        => $plugin->modules()->is_active( "pagespeed-insights" ),
					"sharing"    => get_option( "googlesitekit_dashboard_sharing" ),
					"admin_bar"  => \Google\Site_Kit\Core\REST\Site_Controller::show_admin_bar(),
					"editor_sees" => $plugin->permissions()->shared_modules_for( %d ),
				);
			};
			$sites = $GLOBALS["googlesitekit_plugin"]->site_context();
			return array( "kitchen" => $sites->run( %d, $read ), "garden" => $sites->run( %d, $read ) );',
			$editor,
			$this->kitchen,
			$this->garden
		);
		$result = Other_Process::run( $code );

		$kitchen = $result['kitchen'];
		$this->assertTrue( $kitchen['analytics'] );
		$this->assertTrue( $kitchen['psi'] );
		$this->assertFalse( $kitchen['admin_bar'] );
		$this->assertSame( array( 'editor' ), $kitchen['sharing']['analytics']['sharedRoles'], 'only the shareable roles it names' );
		$this->assertSame( array( 'search-console', 'analytics', 'adsense', 'pagespeed-insights' ), array_keys( $kitchen['sharing'] ) );
		$this->assertSame( array( 'search-console', 'analytics', 'adsense', 'pagespeed-insights' ), $kitchen['editor_sees'], 'an editor of the kitchen is shared every service' );

		$garden = $result['garden'];
		$this->assertFalse( $garden['analytics'], 'the garden’s own choice wins' );
		$this->assertTrue( $garden['admin_bar'] );
		$this->assertSame( array(), $garden['sharing']['analytics']['sharedRoles'] );
		$this->assertSame( array(), $garden['editor_sees'] );

		$this->assertSame( array(), $this->site_state( $this->kitchen, 0 )['options'], 'nothing was copied into the kitchen' );
		// Without the constants (this process), the kitchen has WordPress's defaults.
		$this->assertFalse( $this->on_site( $this->kitchen, static fn( $plugin ) => $plugin->modules()->is_active( 'analytics' ) ) );
	}
}
