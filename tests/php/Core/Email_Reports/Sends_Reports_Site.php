<?php
/**
 * Trait Sends_Reports_Site
 *
 * @package Google\Site_Kit\Tests\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Email_Reports;

use Google\Site_Kit\Core\Email_Reports\Send_Log;
use Google\Site_Kit\Core\Email_Reports\Send_Schedule;
use Google\Site_Kit\Core\Email_Reports\Sender;
use Google\Site_Kit\Core\Email_Reports\Subscriptions;
use Google\Site_Kit\Core\Reports\Report_Warmer;
use Google\Site_Kit\Tests\Support\Caught_Mail;
use Google\Site_Kit\Tests\Support\Connected_Site;
use Google\Site_Kit\Tests\Support\Emulator;

/**
 * What the sender's tests share: the connected site on the emulator's data, the reports' clock (googlesitekit_now)
 * set to a weekly send moment, subscriptions made before it, WP-Cron's view of the events, the caught mail.
 */
trait Sends_Reports_Site {

	use Connected_Site;

	/**
	 * The reports' clock (Unix time).
	 */
	private int $clock = 0;

	/**
	 * The last Monday 08:00, site time, before now: a weekly send moment whose week before has the emulator's data.
	 */
	private int $monday = 0;

	/**
	 * Users the test made without login_as().
	 *
	 * @var int[]
	 */
	private array $made_users = array();

	/**
	 * Connects the site, sets the clock filter, empties the mail folder and the sender's state.
	 *
	 * @return int The admin (the modules' owner).
	 */
	protected function set_up_sending_site(): int {
		$this->set_option( 'start_of_week', 1 );
		$admin = $this->connect_reporting_site();
		// login_as() makes users without an address.
		add_filter( 'send_email_change_email', '__return_false' );
		wp_update_user(
			array(
				'ID'         => $admin,
				'user_email' => 'owner-' . $admin . '@example.org',
			)
		);
		remove_filter( 'send_email_change_email', '__return_false' );
		$this->monday = Send_Schedule::last( 'weekly', time() );
		$this->clock  = $this->monday;
		add_filter( 'googlesitekit_now', array( $this, 'clock' ) );
		( new Send_Log() )->clear();
		wp_clear_scheduled_hook( Sender::HOOK );
		$this->cron_runs();
		Caught_Mail::clear();
		return $admin;
	}

	/**
	 * Undoes set_up_sending_site() and the subscriptions the test made.
	 */
	protected function tear_down_sending_site(): void {
		remove_filter( 'googlesitekit_now', array( $this, 'clock' ) );
		foreach ( $this->plugin()->email_subscriptions()->all() as $subscription ) {
			$this->plugin()->email_subscriptions()->remove( (string) $subscription['id'] );
		}
		delete_option( Subscriptions::OPTION );
		( new Send_Log() )->clear();
		wp_clear_scheduled_hook( Sender::HOOK );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->made_users as $id ) {
			wp_delete_user( $id );
		}
		$this->disconnect_reporting_site();
		Caught_Mail::clear();
	}

	/**
	 * The googlesitekit_now filter.
	 */
	public function clock(): int {
		return $this->clock;
	}

	/**
	 * Makes a user (removed after the test) without making them current.
	 *
	 * @param string $role  Role.
	 * @param string $email Address.
	 */
	protected function make_user( string $role, string $email ): int {
		$id = wp_insert_user(
			array(
				'user_login' => 'phpunit_' . $role . '_' . wp_generate_password( 8, false ),
				'user_pass'  => wp_generate_password( 12 ),
				'user_email' => $email,
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id );
		$this->made_users[] = $id;
		return $id;
	}

	/**
	 * Dates every subscription's creation back (they were made during the week before the send moment).
	 *
	 * @param int $time Unix time.
	 */
	protected function made_before( int $time ): void {
		foreach ( $this->plugin()->email_subscriptions()->all() as $subscription ) {
			if ( 'user' === $subscription['kind'] ) {
				$stored            = get_user_option( Subscriptions::USER_OPTION, (int) $subscription['user_id'] );
				$stored['created'] = $time;
				update_user_option( (int) $subscription['user_id'], Subscriptions::USER_OPTION, $stored );
			}
		}
		$outside = (array) get_option( Subscriptions::OPTION, array() );
		foreach ( $outside as $index => $stored ) {
			$outside[ $index ]['created'] = $time;
		}
		update_option( Subscriptions::OPTION, $outside, false );
	}

	/**
	 * WP-Cron runs: Site Kit's every-minute event is not overdue.
	 */
	protected function cron_runs(): void {
		wp_clear_scheduled_hook( Report_Warmer::HOOK );
		wp_schedule_event( time() + 30, Report_Warmer::SCHEDULE, Report_Warmer::HOOK );
	}

	/**
	 * WP-Cron has not run for two hours: Site Kit's every-minute event is that overdue.
	 */
	protected function cron_stopped(): void {
		wp_clear_scheduled_hook( Report_Warmer::HOOK );
		wp_schedule_event( time() - 2 * HOUR_IN_SECONDS, Report_Warmer::SCHEDULE, Report_Warmer::HOOK );
	}

	/**
	 * Seconds from now (real time) until the send event runs next.
	 */
	protected function next_event_in(): int {
		$next = wp_next_scheduled( Sender::HOOK );
		$this->assertIsInt( $next, 'the send event is scheduled' );
		return $next - time();
	}

	/**
	 * Asserts the send event runs in about this many seconds (real time; a few seconds of the test's own run allowed).
	 *
	 * @param int    $seconds Seconds.
	 * @param string $message What it means.
	 */
	protected function assert_next_event_in( int $seconds, string $message ): void {
		$this->assertEqualsWithDelta( $seconds, $this->next_event_in(), 5, $message );
	}

	/**
	 * Provider calls for data in the emulator's log (sign-in and token calls left out), as "METHOD path".
	 *
	 * @return string[]
	 */
	protected function google_data_calls(): array {
		$calls = array();
		foreach ( Emulator::requests() as $request ) {
			$path = (string) ( $request['path'] ?? '' );
			if ( str_contains( $path, 'oauth2' ) || str_contains( $path, 'accounts.google.com' ) || str_contains( $path, 'tokeninfo' ) ) {
				continue;
			}
			$calls[] = ( $request['method'] ?? '' ) . ' ' . $path;
		}
		sort( $calls );
		return $calls;
	}

	/**
	 * The caught messages to an address.
	 *
	 * @param string $email Address.
	 * @return array<int, array<string, mixed>>
	 */
	protected function mail_to( string $email ): array {
		return array_values( array_filter( Caught_Mail::messages(), static fn( array $m ) => in_array( $email, (array) $m['to'], true ) ) );
	}
}
