<?php
/**
 * Class UninstallSingleSiteTest
 *
 * @package Google\Site_Kit\Tests\Multisite
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Multisite;

use Google\Site_Kit\Core\Reports\Report_Warmer;
use Google\Site_Kit\Core\User\User_Date_Range;
use Google\Site_Kit\Tests\TestCase;

/**
 * Deleting the plugin from a single site (WordPress runs uninstall.php) removes its options, user options and
 * cached reports and its scheduled events; WordPress's own data stays.
 */
final class UninstallSingleSiteTest extends TestCase {

	use Runs_Uninstall;

	public function test_uninstalling_removes_the_sites_data(): void {
		$admin  = $this->login_as( 'administrator' )->ID;
		$plugin = $this->plugin();
		$plugin->credentials()->save( 'single-1.apps.googleusercontent.com', 'single-secret' );
		$plugin->token_store()->save_tokens(
			$admin,
			array(
				'access_token'  => 'single-access',
				'refresh_token' => 'single-refresh',
				'expires_in'    => 3600,
			)
		);
		$this->assertIsArray( ( new User_Date_Range() )->set( $admin, 'last-14-days', 'previous-period' ) );
		$plugin->report_cache()->store( 'uninstall-test-report', array( 'clicks' => 3 ), HOUR_IN_SECONDS );
		$plugin->report_cache()->commit();
		wp_schedule_single_event( time() + HOUR_IN_SECONDS, Report_Warmer::HOOK );
		$this->assertNotSame( array(), $this->leftovers() );

		$this->run_uninstall();

		$this->assertSame( array(), $this->leftovers() );
		$this->assertFalse( wp_next_scheduled( Report_Warmer::HOOK ) );
		$this->assertNotFalse( get_option( 'siteurl' ) );
		$this->assertNotSame( '', get_user_meta( $admin, $GLOBALS['wpdb']->get_blog_prefix() . 'capabilities', true ) );
	}

	/**
	 * Site Kit's rows left in the options and user meta tables, read past every cache.
	 *
	 * @return string[]
	 */
	private function leftovers(): array {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- what the tables hold.
		$options = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '%googlesitekit%'" );
		$meta    = $wpdb->get_col( "SELECT meta_key FROM {$wpdb->usermeta} WHERE meta_key LIKE '%googlesitekit%'" );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery
		return array_merge( $options, $meta );
	}
}
