<?php
/**
 * Class UninstallNetworkTest
 *
 * @package Google\Site_Kit\Tests\Multisite
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Multisite;

use Google\Site_Kit\Core\Admin\Activation_Banner;
use Google\Site_Kit\Core\Reports\Report_Warmer;
use Google\Site_Kit\Core\User\User_Date_Range;
use Google\Site_Kit\Plugin;

/**
 * Deleting the plugin from a network (WordPress runs uninstall.php, here in another PHP process as on a real delete)
 * removes every site's data, the network's and the users', and Site Kit's scheduled events.
 *
 * @group multisite
 */
final class UninstallNetworkTest extends Network_TestCase {

	use Runs_Uninstall;

	public function test_uninstalling_removes_every_sites_data_and_the_networks(): void {
		$person = $this->admin_of( 1, $this->kitchen, $this->garden );
		foreach ( array(
			1              => 'main',
			$this->kitchen => 'kitchen',
			$this->garden  => 'garden',
		) as $site => $tag ) {
			$this->connect_site( $site, $person, $tag );
			$this->on_site(
				$site,
				static function ( Plugin $plugin ) use ( $person ): void {
					$plugin->email_subscriptions()->set_user( $person, 'weekly' );
					wp_schedule_single_event( time() + HOUR_IN_SECONDS, Report_Warmer::HOOK );
				}
			);
		}
		$this->plugin()->credentials()->save_network( 'network-1.apps.googleusercontent.com', 'network-secret' );
		Activation_Banner::on_plugin_activation( true );
		$this->assertIsArray( ( new User_Date_Range() )->set( $person, 'last-7-days', 'previous-period' ) );
		$this->assertNotSame( '', get_user_meta( $person, 'googlesitekit_date_range', true ), 'user meta of the whole network' );
		// A site deleted since left its user options behind.
		global $wpdb;
		update_user_meta( $person, $wpdb->base_prefix . '987_googlesitekit_access_token', 'left-behind' );
		$this->assertNotSame( array(), $this->leftovers() );

		$this->run_uninstall();

		$this->assertSame( array(), $this->leftovers() );
		foreach ( array( 1, $this->kitchen, $this->garden ) as $site ) {
			$state = $this->site_state( $site, $person );
			$this->assertFalse( $state['connected'] );
			$this->assertSame( array(), $state['options'] );
			$this->assertFalse( $this->on_site( $site, static fn() => wp_next_scheduled( Report_Warmer::HOOK ) ), "no event left on site {$site}" );
		}
		$this->assertFalse( get_site_option( 'googlesitekit_network_credentials' ) );
		// Other plugins' and WordPress's data stay.
		$this->assertNotFalse( get_site_option( 'site_admins' ) );
		$this->assertNotSame( '', get_user_meta( $person, $wpdb->get_blog_prefix( $this->kitchen ) . 'capabilities', true ) );
	}

	/**
	 * Site Kit's rows left anywhere in the network's tables, read past every cache.
	 *
	 * @return string[]
	 */
	private function leftovers(): array {
		global $wpdb;
		$rows = array();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- what the tables hold.
		foreach ( get_sites( array( 'fields' => 'ids' ) ) as $site ) {
			$table = $wpdb->get_blog_prefix( (int) $site ) . 'options';
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a table name of WordPress's, no input.
			foreach ( $wpdb->get_col( "SELECT option_name FROM {$table} WHERE option_name LIKE '%googlesitekit%'" ) as $name ) {
				$rows[] = "{$table}: {$name}";
			}
		}
		foreach ( $wpdb->get_col( "SELECT meta_key FROM {$wpdb->sitemeta} WHERE meta_key LIKE '%googlesitekit%'" ) as $name ) {
			$rows[] = "sitemeta: {$name}";
		}
		foreach ( $wpdb->get_col( "SELECT meta_key FROM {$wpdb->usermeta} WHERE meta_key LIKE '%googlesitekit%'" ) as $name ) {
			$rows[] = "usermeta: {$name}";
		}
		// phpcs:enable WordPress.DB.DirectDatabaseQuery
		return $rows;
	}
}
