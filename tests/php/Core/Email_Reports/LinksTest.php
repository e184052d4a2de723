<?php
/**
 * Class LinksTest
 *
 * @package Google\Site_Kit\Tests\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Email_Reports;

use Google\Site_Kit\Core\Email_Reports\Links;
use Google\Site_Kit\Tests\TestCase;

/**
 * The signed links and the pages they open: unsubscribe (GET and RFC 8058 one-click POST) and confirm (a page with a
 * button, its POST confirms), over HTTP against the served test site with no session; refused when a byte changed,
 * when replayed for another address or for a later subscription, and (confirmations) after 7 days.
 */
final class LinksTest extends TestCase {

	use Email_Reports_Fixtures;

	private int $admin = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->start_email_reports();
		$this->admin = $this->login_as( 'administrator' )->ID;
		wp_update_user(
			array(
				'ID'         => $this->admin,
				'user_email' => 'ada-' . $this->admin . '@example.org',
			)
		);
	}

	protected function tearDown(): void {
		$this->forget_email_reports();
		parent::tearDown();
	}

	/**
	 * Forgets what this process cached: the served site changed the database.
	 */
	private function fresh(): void {
		wp_cache_flush_runtime();
	}

	/**
	 * Requests a link with no cookie at all.
	 *
	 * @param string                $method GET or POST.
	 * @param string                $url    URL.
	 * @param array<string, string> $body   Form body of a POST.
	 * @return array{status: int, body: string, headers: mixed}
	 */
	private function visit( string $method, string $url, array $body = array() ): array {
		$response = wp_remote_request(
			$url,
			array(
				'method'      => $method,
				'body'        => $body ? $body : null,
				'redirection' => 0,
				'timeout'     => 30,
			)
		);
		$this->assertNotWPError( $response );
		$this->fresh();
		return array(
			'status'  => (int) wp_remote_retrieve_response_code( $response ),
			'body'    => (string) wp_remote_retrieve_body( $response ),
			'headers' => wp_remote_retrieve_headers( $response ),
		);
	}

	/**
	 * A token's payload part and signature part with one byte changed.
	 *
	 * @param string $url   Link.
	 * @param int    $index Which byte of the token.
	 */
	private static function tampered( string $url, int $index ): string {
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$token           = (string) $query['token'];
		$index           = $index < 0 ? strlen( $token ) + $index : $index;
		$token[ $index ] = 'A' === $token[ $index ] ? 'B' : 'A';
		return add_query_arg( 'token', $token, $url );
	}

	public function test_unsubscribe_link_works_over_http_without_a_session_and_shows_a_page(): void {
		$sub = $this->subscriptions()->set_user( $this->admin, 'weekly' );
		$url = $this->links()->unsubscribe_url( $sub );
		$this->assertStringStartsWith( admin_url( 'admin-post.php' ), $url );
		$this->assertStringContainsString( 'action=googlesitekit_email_unsubscribe', $url );

		$page = $this->visit( 'GET', $url );
		$this->assertSame( 200, $page['status'], $page['body'] );
		$this->assertStringContainsString( 'You will no longer receive the weekly email reports', $page['body'] );
		$this->assertStringContainsString( 'ada-' . $this->admin . '@example.org', $page['body'] );
		$this->assertStringContainsString( 'href="' . esc_url( home_url( '/' ) ) . '"', $page['body'] );
		$this->assertStringContainsString( 'name="viewport"', $page['body'] );
		// phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- A pattern, not a tag.
		$this->assertDoesNotMatchRegularExpression( '/<script|<link|<img|src=/i', $page['body'], 'no script or external asset' );
		$this->assertStringContainsString( "default-src 'none'", (string) $page['headers']['content-security-policy'] );
		$this->assertSame( 'no-referrer', $page['headers']['referrer-policy'] );
		$this->assertNull( $this->subscriptions()->for_user( $this->admin ) );

		// A HEAD request (a link checker) ends nothing.
		$sub  = $this->subscriptions()->set_user( $this->admin, 'weekly' );
		$url  = $this->links()->unsubscribe_url( $sub );
		$head = $this->visit( 'HEAD', $url );
		$this->assertSame( 200, $head['status'] );
		$this->assertNotNull( $this->subscriptions()->for_user( $this->admin ) );
		$this->assertSame( 200, $this->visit( 'GET', $url )['status'] );

		// Followed again: nothing to end, and the page says so.
		$again = $this->visit( 'GET', $url );
		$this->assertSame( 404, $again['status'] );
		$this->assertStringContainsString( 'This link does not work', $again['body'] );
	}

	public function test_one_click_post_unsubscribes_without_a_session_or_nonce(): void {
		$sub = $this->subscriptions()->add_outside( 'client@example.com', 'monthly', $this->admin );
		$this->subscriptions()->confirm( $sub['id'] );
		$url = $this->links()->unsubscribe_url( $sub );

		// Not the RFC 8058 body: refused, still subscribed.
		$wrong = $this->visit( 'POST', $url, array( 'List-Unsubscribe' => 'Yes' ) );
		$this->assertSame( 400, $wrong['status'] );
		$this->assertNotNull( $this->subscriptions()->get( $sub['id'] ) );

		$done = $this->visit( 'POST', $url, array( 'List-Unsubscribe' => 'One-Click' ) );
		$this->assertSame( 200, $done['status'], $done['body'] );
		$this->assertSame( "Unsubscribed.\n", $done['body'] );
		$this->assertNull( $this->subscriptions()->get( $sub['id'] ) );
	}

	public function test_a_changed_byte_is_refused_and_changes_nothing(): void {
		$sub = $this->subscriptions()->set_user( $this->admin, 'weekly' );
		$url = $this->links()->unsubscribe_url( $sub );
		foreach ( array( 60, 5, -3 ) as $index ) {
			$bad = self::tampered( $url, $index );
			$this->assertNotSame( $url, $bad );
			$page = $this->visit( 'GET', $bad );
			$this->assertSame( 400, $page['status'], "byte $index" );
			$this->assertStringContainsString( 'This link is not valid', $page['body'] );
			$this->assertStringContainsString( 'Nothing was changed.', $page['body'] );
			$post = $this->visit( 'POST', $bad, array( 'List-Unsubscribe' => 'One-Click' ) );
			$this->assertSame( 400, $post['status'] );
			$this->assertNotNull( $this->subscriptions()->for_user( $this->admin ), "byte $index" );
		}
		// No token, a token of the other action, a token cut short.
		$pages = $this->plugin()->email_public_pages();
		$this->assertSame( 400, $pages->unsubscribe( 'GET', '' )['status'] );
		$this->assertSame( 400, $pages->unsubscribe( 'GET', $this->links()->token( $sub, Links::CONFIRM ) )['status'] );
		$this->assertSame( 400, $pages->unsubscribe( 'GET', substr( $this->links()->token( $sub, Links::UNSUBSCRIBE ), 0, -2 ) )['status'] );
		$this->assertNotNull( $this->subscriptions()->for_user( $this->admin ) );
	}

	public function test_a_link_is_refused_for_another_address(): void {
		$mine  = $this->subscriptions()->add_outside( 'client@example.com', 'weekly', $this->admin );
		$other = $this->subscriptions()->add_outside( 'other@example.com', 'weekly', $this->admin );
		$this->subscriptions()->confirm( $mine['id'] );
		$this->subscriptions()->confirm( $other['id'] );
		$token = $this->links()->token( $mine, Links::UNSUBSCRIBE );

		// The payload pointed at the other subscription, signature kept: not signed by the site.
		list( $payload, $signature ) = explode( '.', $token );
		$fields                      = json_decode( (string) base64_decode( strtr( $payload, '-_', '+/' ) ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
		$fields['s']                 = $other['id'];
		$forged                      = rtrim( strtr( base64_encode( (string) wp_json_encode( $fields ) ), '+/', '-_' ), '=' ) . '.' . $signature; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
		$answer                      = $this->plugin()->email_public_pages()->unsubscribe( 'POST', $forged, 'One-Click' );
		$this->assertSame( 400, $answer['status'] );
		$this->assertNotNull( $this->subscriptions()->get( $other['id'] ) );

		// A user's link after their address changed: made for another address.
		$user_sub = $this->subscriptions()->set_user( $this->admin, 'weekly' );
		$url      = $this->links()->unsubscribe_url( $user_sub );
		wp_update_user(
			array(
				'ID'         => $this->admin,
				'user_email' => 'new-' . $this->admin . '@example.org',
			)
		);
		$page = $this->visit( 'GET', $url );
		$this->assertSame( 403, $page['status'] );
		$this->assertStringContainsString( 'made for another email address', $page['body'] );
		$this->assertNotNull( $this->subscriptions()->for_user( $this->admin ) );
		$this->assertNotNull( $this->subscriptions()->get( $mine['id'] ) );
	}

	public function test_a_link_of_an_earlier_subscription_is_refused_for_the_new_one(): void {
		$first = $this->subscriptions()->set_user( $this->admin, 'weekly' );
		$old   = $this->links()->unsubscribe_url( $first );
		$this->subscriptions()->set_user( $this->admin, null );
		$this->subscriptions()->set_user( $this->admin, 'monthly' );
		$page = $this->visit( 'GET', $old );
		$this->assertSame( 410, $page['status'] );
		$this->assertStringContainsString( 'earlier subscription', $page['body'] );
		$post = $this->visit( 'POST', $old, array( 'List-Unsubscribe' => 'One-Click' ) );
		$this->assertSame( 410, $post['status'] );
		$this->assertSame( 'monthly', $this->subscriptions()->for_user( $this->admin )['frequency'] );

		// An outside address removed and added again: the old confirmation link belongs to no subscription.
		$outside = $this->subscriptions()->add_outside( 'client@example.com', 'weekly', $this->admin );
		$confirm = $this->links()->confirm_url( $outside );
		$this->subscriptions()->remove( $outside['id'] );
		$again = $this->subscriptions()->add_outside( 'client@example.com', 'weekly', $this->admin );
		$page  = $this->visit( 'POST', $confirm );
		$this->assertSame( 404, $page['status'] );
		$this->assertSame( 'pending', $this->subscriptions()->get( $again['id'] )['status'] );
	}

	public function test_confirm_shows_a_button_whose_post_confirms_over_http(): void {
		$this->set_option( 'blogname', 'Bakery <b>Bold</b>' );
		$sub  = $this->subscriptions()->add_outside( 'client@example.com', 'quarterly', $this->admin );
		$url  = $this->links()->confirm_url( $sub );
		$page = $this->visit( 'GET', $url );
		$this->assertSame( 200, $page['status'], $page['body'] );
		// The button posts the very token of the link (showing the page does not renew it).
		$this->assertStringContainsString( '<form method="post" action="' . esc_url( $url ) . '">', $page['body'] );
		$old_token = $this->links()->token( $sub, Links::CONFIRM, time() - 6 * DAY_IN_SECONDS );
		$this->assertStringContainsString( 'token=' . $old_token . '"', $this->plugin()->email_public_pages()->confirm( 'GET', $old_token )['body'] );
		$this->assertStringContainsString( '<button type="submit">Confirm</button>', $page['body'] );
		$this->assertStringContainsString( 'Bakery &lt;b&gt;Bold&lt;/b&gt;', $page['body'] );
		$this->assertStringNotContainsString( '<b>Bold', $page['body'] );
		$this->assertSame( 'pending', $this->subscriptions()->get( $sub['id'] )['status'], 'opening the link confirms nothing' );

		$done = $this->visit( 'POST', $url );
		$this->assertSame( 200, $done['status'], $done['body'] );
		$this->assertStringContainsString( 'Your subscription is confirmed', $done['body'] );
		$this->assertSame( 'active', $this->subscriptions()->get( $sub['id'] )['status'] );

		// An unsubscribe link does not confirm, nor a changed byte.
		$other = $this->subscriptions()->add_outside( 'other@example.com', 'weekly', $this->admin );
		$this->assertSame( 400, $this->visit( 'POST', self::tampered( $this->links()->confirm_url( $other ), 30 ) )['status'] );
		$this->assertSame( 400, $this->plugin()->email_public_pages()->confirm( 'POST', $this->links()->token( $other, Links::UNSUBSCRIBE ) )['status'] );
		$this->assertSame( 'pending', $this->subscriptions()->get( $other['id'] )['status'] );
	}

	public function test_a_confirmation_link_expires_after_seven_days(): void {
		$sub   = $this->subscriptions()->add_outside( 'client@example.com', 'weekly', $this->admin );
		$pages = $this->plugin()->email_public_pages();
		$old   = $this->links()->token( $sub, Links::CONFIRM, time() - 7 * DAY_IN_SECONDS - 60 );
		$page  = $pages->confirm( 'POST', $old );
		$this->assertSame( 410, $page['status'] );
		$this->assertStringContainsString( 'expired', $page['body'] );
		$this->assertSame( 'pending', $this->subscriptions()->get( $sub['id'] )['status'] );

		$recent = $this->links()->token( $sub, Links::CONFIRM, time() - 6 * DAY_IN_SECONDS );
		$this->assertSame( 200, $pages->confirm( 'POST', $recent )['status'] );
		$this->assertSame( 'active', $this->subscriptions()->get( $sub['id'] )['status'] );
		// Unsubscribe links of old reports keep working.
		$this->assertSame( 200, $pages->unsubscribe( 'GET', $this->links()->token( $sub, Links::UNSUBSCRIBE, time() - 400 * DAY_IN_SECONDS ) )['status'] );
	}

	public function test_headers_for_the_sender_and_a_secret_that_stays_on_the_server(): void {
		$sub     = $this->subscriptions()->set_user( $this->admin, 'weekly' );
		$headers = $this->links()->headers( $sub );
		$this->assertSame(
			array(
				'List-Unsubscribe: <' . $this->links()->unsubscribe_url( $sub ) . '>',
				'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
			),
			$headers
		);
		$stored = (string) get_option( Links::SECRET_OPTION );
		$secret = (string) $this->plugin()->encryption()->decrypt( $stored );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{128}$/', $secret, 'stored encrypted' );
		$this->assertStringNotContainsString( $secret, $stored );
		$this->assertArrayNotHasKey( Links::SECRET_OPTION, wp_load_alloptions(), 'not autoloaded' );
		$this->assertStringNotContainsString( $secret, implode( '', $headers ) );
		$token = $this->links()->token( $sub, Links::UNSUBSCRIBE );
		$this->assertStringNotContainsString( 'example.org', (string) base64_decode( strtr( explode( '.', $token )[0], '-_', '+/' ) ), 'the address is not in the link' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
		// The secret is made once.
		$this->links()->token( $sub, Links::CONFIRM );
		$this->assertSame( $stored, get_option( Links::SECRET_OPTION ) );
	}
}
