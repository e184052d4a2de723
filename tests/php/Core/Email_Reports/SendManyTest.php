<?php
/**
 * Class SendManyTest
 *
 * @package Google\Site_Kit\Tests\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Core\Email_Reports;

use Google\Site_Kit\Core\Email_Reports\Report_Builder;
use Google\Site_Kit\Core\Email_Reports\Sender;
use Google\Site_Kit\Tests\Support\Caught_Mail;
use Google\Site_Kit\Tests\Support\Emulator;
use Google\Site_Kit\Tests\TestCase;

/**
 * 200 subscribers (the admin, 29 view-only editors who see Search Console only, 170 outside addresses the admin
 * added): the cron sends them in batches of at most Sender::BATCH a run, the next run a minute later, until every one
 * got its report; the Google calls are those of one report per set of services (two sets), the rest are served from
 * the shared report cache.
 */
final class SendManyTest extends TestCase {

	use Sends_Reports_Site;

	private const EDITORS = 29;
	private const OUTSIDE = 170;

	private int $admin = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->admin = $this->set_up_sending_site();
	}

	protected function tearDown(): void {
		$this->tear_down_sending_site();
		parent::tearDown();
	}

	/**
	 * The 200 subscriptions, made the week before the send moment.
	 *
	 * @return int An editor.
	 */
	private function subscribe_two_hundred(): int {
		update_option(
			'googlesitekit_dashboard_sharing',
			array(
				'search-console' => array(
					'sharedRoles' => array( 'editor' ),
					'management'  => 'owner',
				),
			)
		);
		$subscriptions = $this->plugin()->email_subscriptions();
		$this->assertNotWPError( $subscriptions->set_user( $this->admin, 'weekly' ) );
		$editor = 0;
		for ( $i = 1; $i <= self::EDITORS; $i++ ) {
			$editor = $this->make_user( 'editor', 'editor' . $i . '@example.org' );
			$this->assertNotWPError( $subscriptions->set_user( $editor, 'weekly' ) );
		}
		// The confirmations to the outside addresses are not what this test is about: they are not mailed.
		$skip = static fn() => true;
		add_filter( 'pre_wp_mail', $skip );
		try {
			for ( $i = 1; $i <= self::OUTSIDE; $i++ ) {
				$added = $subscriptions->add_outside( 'client' . $i . '@example.org', 'weekly', $this->admin );
				$this->assertNotWPError( $added );
				$this->assertNotWPError( $subscriptions->confirm( (string) $added['id'] ) );
			}
		} finally {
			remove_filter( 'pre_wp_mail', $skip );
		}
		$this->made_before( $this->monday - DAY_IN_SECONDS );
		$this->assertCount( 200, $subscriptions->all() );
		return $editor;
	}

	public function test_two_hundred_subscribers_get_their_reports_in_bounded_batches_with_one_reports_google_calls_per_set_of_services(): void {
		$editor  = $this->subscribe_two_hundred();
		$builder = Report_Builder::of( $this->plugin() );
		$this->assertNotEquals( $builder->services( $this->admin ), $builder->services( $editor ), 'two sets of services' );
		$this->assertContains( 'search-console', $builder->services( $editor ) );

		// What one report of each set costs, from an empty cache.
		$at = ( new \DateTimeImmutable( '@' . $this->monday ) )->setTimezone( wp_timezone() );
		$this->assertIsArray( $builder->build( $this->admin, 'weekly', $at ) );
		$this->assertIsArray( $builder->build( $editor, 'weekly', $at ) );
		$one_each = $this->google_data_calls();
		$this->assertNotEmpty( $one_each, 'the reports read Google' );
		$this->flush_report_cache();
		Emulator::control( 'DELETE', '/requests' );
		Caught_Mail::clear();

		$sender      = $this->plugin()->email_report_sender();
		$this->clock = $this->monday + 30;
		$batches     = array();
		$total       = 0;
		for ( $runs = 0; $runs < 30; $runs++ ) {
			$run       = $sender->run();
			$batches[] = $run['sent'];
			$total    += $run['sent'];
			$this->assertSame( 0, $run['failed'] );
			$this->assertGreaterThan( 0, $run['sent'], 'each run sends' );
			$this->assertLessThanOrEqual( Sender::BATCH, $run['sent'], 'at most a batch a run' );
			$this->assertSame( 200 - $total, $run['remaining'] );
			$this->assertCount( $total, Caught_Mail::wait_for( $total, 10 ), 'the batch arrived' );
			if ( 0 === $run['remaining'] ) {
				break;
			}
			$this->assert_next_event_in( Sender::NEXT_BATCH, 'the next batch a minute later' );
			$this->clock += Sender::NEXT_BATCH;
		}
		$this->assertSame( 200, $total, 'batches: ' . implode( ', ', $batches ) );
		$this->assertGreaterThanOrEqual( 10, count( $batches ) );

		$recipients = array_merge( ...array_column( Caught_Mail::messages(), 'to' ) );
		$this->assertCount( 200, array_unique( $recipients ), 'each subscriber got one report' );
		$this->assertContains( 'editor1@example.org', $recipients );
		$this->assertContains( 'client170@example.org', $recipients );
		$this->assertSame( $one_each, $this->google_data_calls(), 'the Google calls of one report per set of services' );

		$this->clock += Sender::NEXT_BATCH;
		$this->assertSame( 0, $sender->run()['sent'], 'nothing more' );
		$this->assert_next_event_in( $this->monday + WEEK_IN_SECONDS - $this->clock, 'until next Monday' );
	}
}
