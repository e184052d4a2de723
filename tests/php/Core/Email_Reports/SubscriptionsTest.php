<?php
/**
 * Class SubscriptionsTest
 *
 * @package Google\Site_Kit\Tests\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Email_Reports;

use Google\Site_Kit\Core\Email_Reports\Confirmation_Mail;
use Google\Site_Kit\Core\Email_Reports\Links;
use Google\Site_Kit\Core\Email_Reports\Subscriptions;
use Google\Site_Kit\Tests\Support\Caught_Mail;
use Google\Site_Kit\Tests\TestCase;
use WP_Error;

/**
 * Who gets the reports: users' own subscriptions and outside addresses; bad input refused and changing nothing;
 * duplicates; double opt-in with at most one confirmation a day; deleted users and resets leave nothing behind.
 */
final class SubscriptionsTest extends TestCase {

	use Email_Reports_Fixtures;

	private int $admin = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->start_email_reports();
		$this->admin = $this->login_as( 'administrator' )->ID;
		wp_update_user(
			array(
				'ID'           => $this->admin,
				'display_name' => 'Ada Admin',
				'user_email'   => 'ada-' . $this->admin . '@example.org',
			)
		);
		// WordPress mailed the address change notice.
		Caught_Mail::clear();
	}

	protected function tearDown(): void {
		$this->forget_email_reports();
		parent::tearDown();
	}

	/**
	 * Asserts an error with a code and a status.
	 *
	 * @param mixed  $value  Value.
	 * @param string $code   Expected code.
	 * @param int    $status Expected HTTP status.
	 */
	private function assertError( $value, string $code, int $status ): void {
		$this->assertInstanceOf( WP_Error::class, $value );
		$this->assertSame( $code, $value->get_error_code(), $value->get_error_message() );
		$this->assertSame( $status, $value->get_error_data()['status'] ?? null );
		$this->assertNotSame( '', trim( $value->get_error_message() ) );
	}

	public function test_a_user_subscribes_changes_the_frequency_and_unsubscribes(): void {
		$subs = $this->subscriptions();
		$this->assertNull( $subs->for_user( $this->admin ) );
		$sub = $subs->set_user( $this->admin, 'weekly' );
		$this->assertIsArray( $sub );
		$this->assertSame( 'user-' . $this->admin, $sub['id'] );
		$this->assertSame( 'user', $sub['kind'] );
		$this->assertSame( $this->admin, $sub['user_id'] );
		$this->assertSame( 'ada-' . $this->admin . '@example.org', $sub['email'] );
		$this->assertSame( 'weekly', $sub['frequency'] );
		$this->assertSame( 'active', $sub['status'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $sub['key'] );
		$this->assertSame( array(), $this->mails(), 'a user subscribing themself gets no confirmation' );
		// Stored per site (a user option carries the blog prefix).
		global $wpdb;
		$this->assertIsArray( get_user_meta( $this->admin, $wpdb->get_blog_prefix() . Subscriptions::USER_OPTION, true ) );

		$monthly = $subs->set_user( $this->admin, 'monthly' );
		$this->assertSame( 'monthly', $monthly['frequency'] );
		$this->assertSame( $sub['key'], $monthly['key'], 'same subscription, same links' );
		$this->assertSame( array( $monthly ), $subs->all() );

		$this->assertNull( $subs->set_user( $this->admin, null ) );
		$this->assertNull( $subs->for_user( $this->admin ) );
		$this->assertSame( array(), $subs->all() );

		// Subscribing again makes a new subscription: the old links do not work for it.
		$again = $subs->set_user( $this->admin, 'weekly' );
		$this->assertNotSame( $sub['key'], $again['key'] );
	}

	public function test_an_unknown_frequency_is_refused_and_changes_nothing(): void {
		$subs = $this->subscriptions();
		$subs->set_user( $this->admin, 'monthly' );
		$before = $subs->all();
		foreach ( array( 'daily', 'Weekly', '', 'weekly ' ) as $bad ) {
			$this->assertError( $subs->set_user( $this->admin, $bad ), 'rest_invalid_param', 400 );
			$this->assertError( $subs->add_outside( 'client@example.com', $bad, $this->admin ), 'rest_invalid_param', 400 );
		}
		$this->assertSame( $before, $subs->all() );
		$this->assertSame( array(), $this->mails() );
	}

	/**
	 * Addresses that are not one valid address.
	 *
	 * @return array<string, array{string}>
	 */
	public function data_bad_addresses(): array {
		return array(
			'not an address'       => array( 'not-an-address' ),
			'empty'                => array( '   ' ),
			'CRLF and a Bcc'       => array( "client@example.com\r\nBcc: victim@example.net" ),
			'LF'                   => array( "client@example.com\nBcc: victim@example.net" ),
			'trailing CR'          => array( "client@example.com\r" ),
			'NUL'                  => array( "client@example.com\0" ),
			'two, comma'           => array( 'client@example.com, victim@example.net' ),
			'two, semicolon'       => array( 'client@example.com;victim@example.net' ),
			'display name'         => array( 'Client <client@example.com>' ),
			'quoted local part'    => array( '"client"@example.com' ),
			'unicode line break'   => array( "client@example.com\u{2028}Bcc: victim@example.net" ),
			'no domain dot'        => array( 'client@localhost' ),
			'longer than SMTP has' => array( str_repeat( 'a', 64 ) . '@' . str_repeat( 'b', 190 ) . '.example.com' ),
		);
	}

	/**
	 * Each bad address is refused, and nothing is stored or mailed.
	 *
	 * @dataProvider data_bad_addresses
	 *
	 * @param string $email Address.
	 */
	public function test_a_bad_address_is_refused_and_changes_nothing( string $email ): void {
		$this->subscriptions()->add_outside( 'first@example.com', 'weekly', $this->admin );
		Caught_Mail::clear();
		$before = $this->stored_outside();
		$this->assertError( $this->subscriptions()->add_outside( $email, 'weekly', $this->admin ), 'email_report_invalid_email', 400 );
		$this->assertSame( $before, $this->stored_outside() );
		$this->assertSame( array(), $this->mails() );
	}

	public function test_a_user_whose_account_address_cannot_receive_mail_is_refused(): void {
		global $wpdb;
		// An address WordPress would not take today, written straight into the users table (an old or imported account).
		$wpdb->update( $wpdb->users, array( 'user_email' => "ada@example.org\r\nBcc: x@example.net" ), array( 'ID' => $this->admin ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		clean_user_cache( $this->admin );
		$this->assertError( $this->subscriptions()->set_user( $this->admin, 'weekly' ), 'email_report_invalid_email', 400 );
		$this->assertNull( $this->subscriptions()->for_user( $this->admin ) );
	}

	public function test_duplicates_compare_trimmed_and_lower_cased_whatever_the_frequency(): void {
		$subs  = $this->subscriptions();
		$first = $subs->add_outside( '  Client@Example.COM ', 'weekly', $this->admin );
		$this->assertIsArray( $first );
		$this->assertSame( 'client@example.com', $first['email'] );
		$before = $this->stored_outside();
		foreach ( array( 'client@example.com', 'CLIENT@example.com', ' client@example.com  ' ) as $same ) {
			foreach ( array( 'weekly', 'quarterly' ) as $frequency ) {
				$duplicate = $subs->add_outside( $same, $frequency, $this->admin );
				$this->assertError( $duplicate, 'email_report_duplicate', 409 );
				$this->assertStringContainsString( 'weekly', $duplicate->get_error_message() );
			}
		}
		$this->assertSame( $before, $this->stored_outside() );
		$this->assertCount( 1, $this->mails(), 'only the first confirmation' );
	}

	public function test_an_address_a_user_subscribed_is_a_duplicate_and_the_error_says_so(): void {
		$subs   = $this->subscriptions();
		$editor = $this->login_as( 'editor' );
		wp_update_user(
			array(
				'ID'           => $editor->ID,
				'display_name' => 'Eddie Editor',
				'user_email'   => 'eddie-' . $editor->ID . '@example.org',
			)
		);
		Caught_Mail::clear();
		$subs->set_user( $editor->ID, 'monthly' );
		$duplicate = $subs->add_outside( 'Eddie-' . $editor->ID . '@Example.org', 'weekly', $this->admin );
		$this->assertError( $duplicate, 'email_report_duplicate', 409 );
		$this->assertStringContainsString( 'Eddie Editor', $duplicate->get_error_message() );
		$this->assertStringContainsString( 'monthly', $duplicate->get_error_message() );
		$this->assertNull( $this->stored_outside() );
		$this->assertSame( array(), $this->mails() );
		// An address of a user who is not subscribed is not a duplicate.
		$subs->set_user( $editor->ID, null );
		$this->assertIsArray( $subs->add_outside( 'eddie-' . $editor->ID . '@example.org', 'weekly', $this->admin ) );
	}

	public function test_a_user_subscribing_takes_over_an_outside_subscription_of_their_address(): void {
		$subs = $this->subscriptions();
		$subs->add_outside( 'ADA-' . $this->admin . '@example.org', 'quarterly', $this->admin );
		$subs->set_user( $this->admin, 'weekly' );
		$all = $subs->all();
		$this->assertCount( 1, $all );
		$this->assertSame( 'user', $all[0]['kind'] );
		$this->assertSame( 'weekly', $all[0]['frequency'] );
	}

	public function test_an_outside_address_gets_only_the_confirmation_and_is_active_once_confirmed(): void {
		$this->set_option( 'blogname', 'Bakery <Test> & Co' );
		$sub = $this->subscriptions()->add_outside( 'client@example.com', 'monthly', $this->admin );
		$this->assertIsArray( $sub );
		$this->assertSame( 'pending', $sub['status'] );
		$this->assertSame( 'outside', $sub['kind'] );
		$this->assertSame( 0, $sub['user_id'] );
		$this->assertSame( $this->admin, $sub['added_by'] );
		$this->assertTrue( $sub['confirmation_mailed'] );
		$this->assertEqualsWithDelta( time(), $sub['confirm_sent'], 5 );
		$this->assertMatchesRegularExpression( '/^outside-[0-9a-f]{16}$/', $sub['id'] );

		$this->assertCount( 1, $this->mails() );
		$mail = $this->mails()[0];
		$this->assertSame( array( 'client@example.com' ), $mail['to'] );
		$this->assertStringContainsString( 'Bakery <Test> & Co', $mail['subject'] );
		$this->assertStringStartsWith( 'multipart/alternative', $mail['headers']['content-type'][0], 'an HTML and a text part' );
		$html = (string) $mail['html'];
		$this->assertStringContainsString( 'Bakery &lt;Test&gt; &amp; Co', $html, 'the site name escaped' );
		$this->assertStringNotContainsString( '<Test>', $html );
		$this->assertStringContainsString( 'Ada Admin', $html, 'who added the address' );
		$this->assertStringContainsString( 'monthly', $html );
		// The link as mailed (made when the mail went out: recomputing it here could differ by its issue second).
		$this->assertSame( 1, preg_match( '/^Confirm: (\S+)$/m', (string) $mail['text'], $found ) );
		$link = $found[1];
		$this->assertStringContainsString( esc_url( $link ), $html );
		$this->assertStringContainsString( '>Confirm</a>', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertDoesNotMatchRegularExpression( '/<img|src=|url\(/i', $html, 'no external asset' );
		$text = (string) $mail['text'];
		$this->assertStringContainsString( 'Ada Admin added client@example.com to the monthly email reports of Bakery <Test> & Co', $text );
		$this->assertStringNotContainsString( '<p', $text );
		// The link in the mail works: its page asks to confirm.
		parse_str( (string) wp_parse_url( $link, PHP_URL_QUERY ), $query );
		$this->assertSame( Links::CONFIRM, $query['action'] );
		$this->assertSame( $sub['id'], $this->links()->verify( (string) $query['token'], Links::CONFIRM )['id'] );
		$this->assertSame( 200, $this->plugin()->email_public_pages()->confirm( 'GET', (string) $query['token'] )['status'] );

		// Stored pending, and not among the subscriptions that get reports; confirming makes it active.
		$this->assertSame( 'pending', $this->subscriptions()->get( $sub['id'] )['status'] );
		$this->assertSame( array(), $this->subscriptions()->active() );
		$confirmed = $this->subscriptions()->confirm( $sub['id'] );
		$this->assertSame( 'active', $confirmed['status'] );
		$this->assertSame( 'active', $this->subscriptions()->get( $sub['id'] )['status'] );
		$this->assertSame( array( $sub['id'] ), wp_list_pluck( $this->subscriptions()->active(), 'id' ) );
		$this->assertSame( 'active', $this->subscriptions()->confirm( $sub['id'] )['status'] );
		$this->assertCount( 1, $this->mails(), 'confirming mails nothing' );
		$this->assertError( $this->subscriptions()->confirm( 'outside-0000000000000000' ), 'email_report_not_found', 404 );
	}

	public function test_at_most_one_confirmation_a_day_per_address_even_after_a_removal(): void {
		$subs  = $this->subscriptions();
		$first = $subs->add_outside( 'client@example.com', 'weekly', $this->admin );
		$this->assertTrue( $subs->remove( $first['id'] ) );
		$again = $subs->add_outside( 'Client@example.com', 'monthly', $this->admin );
		$this->assertIsArray( $again );
		$this->assertFalse( $again['confirmation_mailed'] );
		$this->assertSame( $first['confirm_sent'], $again['confirm_sent'], 'the one mailed before' );
		$this->assertSame( 'pending', $again['status'] );
		$this->assertCount( 1, $this->mails() );
		// Another address is not held back.
		$subs->add_outside( 'other@example.com', 'weekly', $this->admin );
		$this->assertCount( 2, $this->mails() );

		// A day later it may be mailed again.
		$sent = get_option( Confirmation_Mail::SENT_OPTION );
		foreach ( $sent as $digest => $time ) {
			$sent[ $digest ] = $time - DAY_IN_SECONDS - 1;
		}
		update_option( Confirmation_Mail::SENT_OPTION, $sent, false );
		$subs->remove( $again['id'] );
		$third = $subs->add_outside( 'client@example.com', 'weekly', $this->admin );
		$this->assertTrue( $third['confirmation_mailed'] );
		$this->assertCount( 3, $this->mails() );
	}

	public function test_a_failing_mailer_adds_nothing_and_a_later_try_may_mail(): void {
		$this->mail_fails = true;
		$failed           = $this->subscriptions()->add_outside( 'client@example.com', 'weekly', $this->admin );
		$this->assertError( $failed, 'email_report_mail_failed', 500 );
		$this->assertStringContainsString( 'The email could not be sent: SMTP', $failed->get_error_message(), 'the mailer\'s reason' );
		$this->assertSame( array(), $this->subscriptions()->all() );
		$this->assertNull( $this->stored_outside() );
		$this->assertSame( array(), $this->mails() );
		$this->mail_fails = false;
		$this->assertTrue( $this->subscriptions()->add_outside( 'client@example.com', 'weekly', $this->admin )['confirmation_mailed'] );
		$this->assertCount( 1, $this->mails() );
	}

	public function test_the_sender_updates_its_fields_only_on_the_current_subscription(): void {
		$subs = $this->subscriptions();
		$sub  = $subs->add_outside( 'client@example.com', 'weekly', $this->admin );
		$copy = array_merge(
			$sub,
			array(
				'last_sent'   => 1700000000,
				'last_result' => 'sent',
				'attempts'    => 2,
				'frequency'   => 'quarterly',
				'status'      => 'active',
				'email'       => 'victim@example.net',
			)
		);
		$subs->update( $copy );
		$stored = $subs->get( $sub['id'] );
		$this->assertSame( 1700000000, $stored['last_sent'] );
		$this->assertSame( 'sent', $stored['last_result'] );
		$this->assertSame( 2, $stored['attempts'] );
		$this->assertSame( 'weekly', $stored['frequency'], 'not a sender field' );
		$this->assertSame( 'pending', $stored['status'], 'not a sender field' );
		$this->assertSame( 'client@example.com', $stored['email'], 'not a sender field' );

		// A copy of an earlier subscription of the same user does not write into the new one.
		$user_sub = $subs->set_user( $this->admin, 'weekly' );
		$subs->set_user( $this->admin, null );
		$new = $subs->set_user( $this->admin, 'weekly' );
		$subs->update( array_merge( $user_sub, array( 'last_result' => 'failed' ) ) );
		$this->assertNull( $subs->for_user( $this->admin )['last_result'] );
		$subs->update( array_merge( $new, array( 'last_result' => 'failed' ) ) );
		$this->assertSame( 'failed', $subs->for_user( $this->admin )['last_result'] );
	}

	public function test_removing_a_subscription(): void {
		$subs    = $this->subscriptions();
		$outside = $subs->add_outside( 'client@example.com', 'weekly', $this->admin );
		$subs->set_user( $this->admin, 'monthly' );
		$this->assertCount( 2, $subs->all() );
		$this->assertTrue( $subs->remove( $outside['id'] ) );
		$this->assertFalse( $subs->remove( $outside['id'] ) );
		$this->assertTrue( $subs->remove( 'user-' . $this->admin ) );
		$this->assertFalse( $subs->remove( 'user-' . $this->admin ) );
		$this->assertFalse( $subs->remove( 'nonsense' ) );
		$this->assertSame( array(), $subs->all() );
	}

	public function test_listing_many_subscribers_takes_a_few_queries_not_some_per_user(): void {
		global $wpdb;
		for ( $i = 0; $i < 25; $i++ ) {
			$id = $this->login_as( 'editor' )->ID;
			wp_update_user(
				array(
					'ID'         => $id,
					'user_email' => 'reader-' . $id . '@example.org',
				)
			);
			$this->subscriptions()->set_user( $id, 'weekly' );
		}
		wp_cache_flush_runtime();
		$before = $wpdb->num_queries;
		$all    = $this->subscriptions()->all();
		$this->assertCount( 25, $all );
		$this->assertLessThanOrEqual( 6, $wpdb->num_queries - $before );
	}

	public function test_deleting_a_user_removes_their_subscription(): void {
		global $wpdb;
		$editor = $this->login_as( 'editor' );
		wp_update_user(
			array(
				'ID'         => $editor->ID,
				'user_email' => 'editor-' . $editor->ID . '@example.org',
			)
		);
		$this->assertIsArray( $this->subscriptions()->set_user( $editor->ID, 'weekly' ) );
		$this->assertCount( 1, $this->subscriptions()->all() );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $editor->ID );
		$this->assertSame( array(), $this->subscriptions()->all() );
		$rows = $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE user_id = %d AND meta_key LIKE %s", $editor->ID, '%' . $wpdb->esc_like( Subscriptions::USER_OPTION ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertSame( '0', (string) $rows );
		// Removing a user from a site (networks) goes through the same clean-up, for that site's option only.
		$this->subscriptions()->set_user( $this->admin, 'weekly' );
		do_action( 'remove_user_from_blog', $this->admin, get_current_blog_id(), 0 );
		$this->assertNull( $this->subscriptions()->for_user( $this->admin ) );
	}

	public function test_the_outside_addresses_of_a_deleted_administrator_pass_to_another(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$other = $this->login_as( 'administrator' )->ID;
		$heir  = $this->login_as( 'administrator' )->ID;
		$sub   = $this->subscriptions()->add_outside( 'client@example.com', 'weekly', $other );
		$mine  = $this->subscriptions()->add_outside( 'mine@example.com', 'weekly', $this->admin );
		// Deleted with their content given to $heir: the address now shows $heir's view.
		wp_delete_user( $other, $heir );
		$this->assertSame( $heir, $this->subscriptions()->get( $sub['id'] )['added_by'] );
		$this->assertSame( $this->admin, $this->subscriptions()->get( $mine['id'] )['added_by'] );
		// Deleted without: another administrator (the first one) takes them.
		wp_delete_user( $heir );
		$admins = get_users(
			array(
				'role'    => 'administrator',
				'orderby' => 'ID',
				'number'  => 1,
				'fields'  => 'ID',
			)
		);
		$this->assertSame( (int) $admins[0], $this->subscriptions()->get( $sub['id'] )['added_by'] );
		$this->assertNotSame( $heir, (int) $admins[0] );
	}

	public function test_a_reset_removes_every_subscription_the_remembered_confirmations_and_the_secret(): void {
		$outside = $this->subscriptions()->add_outside( 'client@example.com', 'weekly', $this->admin );
		$this->subscriptions()->set_user( $this->admin, 'weekly' );
		$this->assertNotFalse( get_option( Links::SECRET_OPTION ) );
		$this->plugin()->reset_service()->all();
		$this->assertNull( $this->stored_outside() );
		$this->assertFalse( get_option( Confirmation_Mail::SENT_OPTION ) );
		$this->assertFalse( get_option( Links::SECRET_OPTION ) );
		$this->assertSame( array(), $this->subscriptions()->all() );
		$this->assertNull( $this->subscriptions()->get( $outside['id'] ) );
	}
}
