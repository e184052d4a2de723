<?php
/**
 * Trait Connected_Site
 *
 * @package Google\Site_Kit\Tests\Support
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Support;

/**
 * The start most tests against the emulator share: a fresh emulator and plugin, the demo OAuth client, an
 * administrator signed in with Google, Search Console or Analytics connected, an empty report cache.
 */
trait Connected_Site {

	use Signs_In;

	/**
	 * Resets the emulator and the plugin's services and saves the demo OAuth client.
	 */
	protected function reset_with_demo_client(): void {
		Emulator::reset();
		$this->plugin()->reset_service()->all();
		$this->use_demo_client();
	}

	/**
	 * Logs an administrator in and signs them in with Google.
	 *
	 * @param string[] $additional Extra scopes.
	 * @return int The administrator's ID.
	 */
	protected function sign_in_admin( array $additional = array() ): int {
		$admin = $this->login_as( 'administrator' )->ID;
		$this->sign_in_with_google( $admin, $additional );
		return $admin;
	}

	/**
	 * Connects Search Console to the site's URL-prefix property.
	 *
	 * @param int $owner The module's owner (none when 0).
	 */
	protected function connect_search_console( int $owner = 0 ): void {
		update_option(
			'googlesitekit_search_console_settings',
			array( 'propertyID' => trailingslashit( home_url() ) ) + ( $owner ? array( 'ownerID' => $owner ) : array() )
		);
	}

	/**
	 * Activates Analytics on the emulator's demo GA4 property.
	 *
	 * @param int $owner The module's owner (none when 0).
	 */
	protected function connect_analytics( int $owner = 0 ): void {
		update_option( 'googlesitekit_active_modules', array( 'analytics' ) );
		update_option(
			'googlesitekit_analytics_settings',
			array(
				'propertyID'    => '300000001',
				'measurementID' => 'G-TEST',
			) + ( $owner ? array( 'ownerID' => $owner ) : array() )
		);
	}

	/**
	 * Empties the shared report cache, its warm list included.
	 */
	protected function flush_report_cache(): void {
		$cache = $this->plugin()->report_cache();
		$cache->warm_list()->forget( array_keys( $cache->warm_list()->entries( true ) ) );
		$cache->flush();
	}

	/**
	 * The site as a signed-in admin connected Search Console and Analytics, with an empty report cache and an emptied
	 * emulator request log: where the tests of what the reports show start.
	 *
	 * @return int The admin's ID (the modules' owner).
	 */
	protected function connect_reporting_site(): int {
		$this->reset_with_demo_client();
		$admin = $this->sign_in_admin( array( 'https://www.googleapis.com/auth/analytics.readonly' ) );
		$this->connect_analytics( $admin );
		$this->connect_search_console( $admin );
		$this->flush_report_cache();
		Emulator::control( 'DELETE', '/requests' );
		return $admin;
	}

	/**
	 * Undoes connect_reporting_site(): the cache emptied and Site Kit reset.
	 */
	protected function disconnect_reporting_site(): void {
		$this->flush_report_cache();
		$this->plugin()->reset_service()->all();
	}
}
