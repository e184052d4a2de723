<?php
/**
 * Trait Email_Report_Site
 *
 * @package Google\Site_Kit\Tests\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Email_Reports;

use Google\Site_Kit\Core\Email_Reports\Report_Builder;
use Google\Site_Kit\Core\Util\Clock;
use Google\Site_Kit\Tests\Support\Connected_Site;
use Google\Site_Kit\Tests\Support\Emulator;

/**
 * The site the email report tests start from: Search Console, Analytics and AdSense connected by a signed-in admin
 * on the emulator's demo data, an empty report cache; and the dates of last week's report.
 */
trait Email_Report_Site {

	use Connected_Site;

	/**
	 * Connects the three services, owned by a new admin.
	 *
	 * @return int The admin.
	 */
	protected function connect_email_report_site(): int {
		$this->reset_with_demo_client();
		$admin = $this->sign_in_admin( array( 'https://www.googleapis.com/auth/analytics.readonly', 'https://www.googleapis.com/auth/adsense.readonly' ) );
		$this->connect_analytics( $admin );
		$this->connect_search_console( $admin );
		update_option( 'googlesitekit_active_modules', array( 'analytics', 'adsense' ) );
		$publisher = 'pub-1357924680135792'; // The emulator's demo AdSense account.
		update_option(
			'googlesitekit_adsense_settings',
			array(
				'accountID' => $publisher,
				'clientID'  => 'ca-' . $publisher,
				'ownerID'   => $admin,
			)
		);
		$this->flush_report_cache();
		Emulator::control( 'DELETE', '/requests' );
		return $admin;
	}

	/**
	 * The report builder of the plugin's services.
	 */
	protected function builder(): Report_Builder {
		return Report_Builder::of( $this->plugin() );
	}

	/**
	 * Last complete week (Monday to Sunday) in the site's time zone, and the week before it.
	 *
	 * @return array{start: string, end: string, compare_start: string, compare_end: string}
	 */
	protected function last_week(): array {
		$today = new \DateTimeImmutable( Clock::site_today() . ' 00:00:00', new \DateTimeZone( 'UTC' ) );
		$into  = ( (int) $today->format( 'N' ) ) - 1;
		$start = $today->modify( '-' . ( $into + 7 ) . ' days' );
		return array(
			'start'         => $start->format( 'Y-m-d' ),
			'end'           => $start->modify( '+6 days' )->format( 'Y-m-d' ),
			'compare_start' => $start->modify( '-7 days' )->format( 'Y-m-d' ),
			'compare_end'   => $start->modify( '-1 day' )->format( 'Y-m-d' ),
		);
	}

	/**
	 * Provider calls in the emulator's log (OAuth's left out).
	 *
	 * @return string[] Their paths.
	 */
	protected function google_calls(): array {
		return array_values(
			array_filter(
				array_map( static fn( $r ) => (string) $r['path'], Emulator::requests() ),
				static fn( string $path ) => ! str_contains( $path, 'oauth2' ) && ! str_contains( $path, 'accounts.google.com' )
			)
		);
	}
}
