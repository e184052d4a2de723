<?php
/**
 * Class LocalMailTest
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests;

use Google\Site_Kit\Tests\Support\Caught_Mail;

/**
 * The test site's mail goes over SMTP to the local server the run started (bin/lib/smtp.mjs), which keeps every
 * message whole: what wp_mail() was given is what Caught_Mail reads back.
 */
final class LocalMailTest extends TestCase {

	/**
	 * The phpmailer_init callbacks a test added.
	 *
	 * @var callable[]
	 */
	private array $hooks = array();

	protected function setUp(): void {
		parent::setUp();
		Caught_Mail::clear();
	}

	protected function tearDown(): void {
		foreach ( $this->hooks as $hook ) {
			remove_action( 'phpmailer_init', $hook );
		}
		Caught_Mail::clear();
		parent::tearDown();
	}

	public function test_wordpress_sends_over_smtp_to_the_local_server(): void {
		$mailer = null;
		$this->on_phpmailer_init(
			static function ( $phpmailer ) use ( &$mailer ) {
				$mailer = $phpmailer;
			}
		);
		$this->assertTrue( wp_mail( 'someone@example.org', 'Over SMTP', 'Hello.' ) );
		$this->assertSame( 'smtp', $mailer->Mailer ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
		$this->assertSame( GOOGLESITEKIT_DEV_SMTP_PORT, $mailer->Port ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
		$this->assertFalse( $mailer->SMTPAutoTLS ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.

		$messages = Caught_Mail::messages();
		$this->assertCount( 1, $messages );
		$this->assertSame( array( 'someone@example.org' ), $messages[0]['to'] );
		$this->assertSame( 'Over SMTP', $messages[0]['subject'] );
		$this->assertSame( 'Hello.', rtrim( $messages[0]['text'] ) );
		$this->assertNull( $messages[0]['html'] );
		$this->assertFileExists( Caught_Mail::dir() . '/1.eml' );
		$this->assertStringContainsString( 'Subject: Over SMTP', (string) file_get_contents( Caught_Mail::dir() . '/1.eml' ) );
	}

	public function test_an_html_message_with_a_text_part_a_custom_header_and_an_attachment_arrives_intact(): void {
		$html = '<!doctype html><html><body><table role="presentation"><tr><td style="color:#202124">Visitors: <strong>1,234</strong></td></tr></table></body></html>';
		$text = "Visitors: 1,234\nUnsubscribe: http://127.0.0.1/unsubscribe";
		// The plain-text alternative: WordPress's mailer sends it as multipart/alternative with the HTML.
		$this->on_phpmailer_init(
			static function ( $phpmailer ) use ( $text ) {
				$phpmailer->AltBody = $text; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
			}
		);
		$attachment = wp_tempnam( 'report.csv' );
		file_put_contents( $attachment, "date,visitors\n2026-11-01,1234\n" );
		$subject = 'Your weekly report — Harvest & Hearth ✓';

		$sent = wp_mail(
			array( 'owner@example.org', 'Editor <editor@example.org>' ),
			$subject,
			$html,
			array(
				'Content-Type: text/html; charset=UTF-8',
				'X-GoogleSiteKit-Report: weekly',
				'List-Unsubscribe: <http://127.0.0.1/unsubscribe>',
				'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
			),
			array( $attachment )
		);
		unlink( $attachment );
		$this->assertTrue( $sent );

		$messages = Caught_Mail::wait_for( 1 );
		$this->assertCount( 1, $messages );
		$message = $messages[0];
		$this->assertSame( array( 'owner@example.org', 'editor@example.org' ), $message['to'] );
		$this->assertSame( $subject, $message['subject'] );
		$this->assertSame( array( 'owner@example.org, Editor <editor@example.org>' ), $message['headers']['to'] );
		$this->assertSame( array( 'weekly' ), $message['headers']['x-googlesitekit-report'] );
		$this->assertSame( array( '<http://127.0.0.1/unsubscribe>' ), $message['headers']['list-unsubscribe'] );
		$this->assertSame( array( 'List-Unsubscribe=One-Click' ), $message['headers']['list-unsubscribe-post'] );
		$this->assertStringContainsString( 'wordpress@', $message['from'] );
		$this->assertSame( $html, rtrim( $message['html'] ) );
		$this->assertSame( $text, rtrim( $message['text'] ) );
		$this->assertCount( 1, $message['attachments'] );
		$this->assertSame( basename( $attachment ), $message['attachments'][0]['filename'] );
		$this->assertSame( "date,visitors\n2026-11-01,1234\n", str_replace( "\r\n", "\n", base64_decode( $message['attachments'][0]['base64'] ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- The caught attachment's bytes.
	}

	public function test_messages_are_read_in_arrival_order_and_clear_empties_the_folder(): void {
		foreach ( array( 'First', 'Second', 'Third' ) as $subject ) {
			$this->assertTrue( wp_mail( 'someone@example.org', $subject, 'Body of ' . $subject ) );
		}
		$this->assertSame( array( 'First', 'Second', 'Third' ), array_column( Caught_Mail::wait_for( 3 ), 'subject' ) );
		$this->assertSame( array( 1, 2, 3 ), array_column( Caught_Mail::messages(), 'n' ) );

		Caught_Mail::clear();
		$this->assertSame( array(), Caught_Mail::messages() );
		$this->assertTrue( wp_mail( 'someone@example.org', 'After clearing', 'Body' ) );
		$this->assertSame( array( 1 ), array_column( Caught_Mail::messages(), 'n' ) );
	}

	public function test_wait_for_fails_when_too_few_messages_arrive(): void {
		$this->assertTrue( wp_mail( 'someone@example.org', 'Only one', 'Body' ) );
		$this->expectException( \RuntimeException::class );
		$this->expectExceptionMessage( 'Expected 2 caught message(s) within 0.2 s, got 1: ["Only one"]' );
		Caught_Mail::wait_for( 2, 0.2 );
	}

	/**
	 * Adds a phpmailer_init callback for this test only.
	 *
	 * @param callable $hook Callback.
	 */
	private function on_phpmailer_init( callable $hook ): void {
		$this->hooks[] = $hook;
		add_action( 'phpmailer_init', $hook );
	}
}
