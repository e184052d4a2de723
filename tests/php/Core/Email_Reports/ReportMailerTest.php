<?php
/**
 * Class ReportMailerTest
 *
 * @package Google\Site_Kit\Tests\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Email_Reports;

use Google\Site_Kit\Core\Email_Reports\Report_Mailer;
use Google\Site_Kit\Tests\Support\Caught_Mail;
use Google\Site_Kit\Tests\TestCase;

/**
 * A report's message as the SMTP server receives it: both parts, the sender's name from the site's name, Reply-To
 * the admin address; a site name or an address made to inject headers adds none; a bad recipient sends nothing.
 */
final class ReportMailerTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		Caught_Mail::clear();
	}

	protected function tearDown(): void {
		Caught_Mail::clear();
		parent::tearDown();
	}

	/**
	 * A rendered report.
	 *
	 * @return array{subject: string, html: string, text: string}
	 */
	private static function mail(): array {
		return array(
			'subject' => "Weekly report\r\nBcc: thief@example.net",
			'html'    => '<table role="presentation"><tr><td>1,234 visitors</td></tr></table>',
			'text'    => '1,234 visitors',
		);
	}

	public function test_the_message_has_both_parts_and_the_sites_name_and_reply_to(): void {
		$this->set_option( 'blogname', 'Harvest &amp; Hearth' );
		$this->set_option( 'admin_email', 'owner@example.org' );
		// WordPress mailed the old address about the change.
		Caught_Mail::clear();
		$sent = ( new Report_Mailer() )->send( 'reader@example.org', self::mail(), array( 'List-Unsubscribe-Post' => 'List-Unsubscribe=One-Click' ) );
		$this->assertTrue( $sent );
		$message = Caught_Mail::wait_for( 1 )[0];
		$this->assertSame( array( 'reader@example.org' ), $message['to'], 'no Bcc from the subject' );
		$this->assertSame( 'Weekly report Bcc: thief@example.net', $message['subject'] );
		$this->assertSame( '1,234 visitors', trim( (string) $message['text'] ) );
		$this->assertStringContainsString( '1,234 visitors</td>', (string) $message['html'] );
		$this->assertMatchesRegularExpression( '/^"?Harvest & Hearth"? <wordpress@/', $message['headers']['from'][0] );
		$this->assertSame( array( 'owner@example.org' ), $message['headers']['reply-to'] );
		$this->assertSame( array( 'auto-generated' ), $message['headers']['auto-submitted'] );
		$this->assertSame( array( 'List-Unsubscribe=One-Click' ), $message['headers']['list-unsubscribe-post'] );
	}

	public function test_a_site_name_or_address_made_to_inject_headers_adds_none(): void {
		// Straight from the database (or another plugin's filter): past the sanitizing of the settings screens.
		$name  = static fn() => "Shop\r\nBcc: thief@example.net\r\n\"Quoted\" <x@example.net>";
		$email = static fn() => "owner@example.org\r\nBcc: thief@example.net";
		add_filter( 'pre_option_blogname', $name );
		add_filter( 'pre_option_admin_email', $email );
		try {
			$this->assert_no_header_injected();
		} finally {
			remove_filter( 'pre_option_blogname', $name );
			remove_filter( 'pre_option_admin_email', $email );
		}
	}

	/**
	 * The headers and the caught message with the site name and admin address of the test above.
	 */
	private function assert_no_header_injected(): void {
		$headers = ( new Report_Mailer() )->headers( array( "X-Test: one\r\nBcc: thief@example.net" ) );
		foreach ( $headers as $header ) {
			$this->assertStringNotContainsString( "\n", $header );
			$this->assertStringNotContainsString( "\r", $header );
		}
		$this->assertSame( 'From: Shop Bcc: thief@example.net Quoted x@example.net <wordpress@' . wp_parse_url( home_url(), PHP_URL_HOST ) . '>', $headers[0] );
		$this->assertSame( array(), preg_grep( '/^Reply-To:/', $headers ), 'an address that is not one is left out' );

		$this->assertTrue( ( new Report_Mailer() )->send( 'reader@example.org', self::mail() ) );
		$message = Caught_Mail::wait_for( 1 )[0];
		$this->assertSame( array( 'reader@example.org' ), $message['to'] );
		$this->assertArrayNotHasKey( 'bcc', $message['headers'] );
		$this->assertArrayNotHasKey( 'reply-to', $message['headers'] );

		$refused = ( new Report_Mailer() )->send( "reader@example.org\r\nBcc: thief@example.net", self::mail() );
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertSame( 'email_report_invalid_email', $refused->get_error_code() );
		usleep( 200000 );
		$this->assertCount( 1, Caught_Mail::messages(), 'nothing sent to a recipient made to inject headers' );
	}
}
