<?php
/**
 * Class Sender
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Core\Email_Reports\Contracts\Sends_Reports;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\Reports\Flight_Lock;
use Google\Site_Kit\Core\Util\Clock;
use WP_Error;

/**
 * Sends the email reports: a WP-Cron event (`googlesitekit_email_reports_send`) runs at each period's send moment
 * (Send_Schedule: 08:00 site time on the period's first day) and sends the due reports (Due_Reports) in batches —
 * at most BATCH reports or BATCH_SECONDS seconds per run, the next batch a minute later as a single event — so a site
 * with hundreds of subscribers never keeps one request busy for long.
 *
 * Each report is built by Report_Builder as its viewer (the user, or the administrator who added an outside address)
 * from the shared report cache: the due reports are grouped by frequency and the viewer's services, so the first of a
 * group makes the Google calls and the rest are served from the cache. Within a run, a viewer's report is built once.
 * Each mail goes out through wp_mail() (Report_Mailer); its outcome is recorded on the subscription (Send_Outcome:
 * retries with back-off), in the send log and in the health summary (Send_Log), which Site Health reads
 * (Site_Health_Test).
 *
 * With DISABLE_WP_CRON the event runs when the site's real cron runs WordPress's (`wp cron event run --due-now`).
 */
final class Sender implements Registerable, Sends_Reports {

	public const HOOK          = Send_Health::HOOK;
	public const BATCH         = 20;
	public const BATCH_SECONDS = 20;
	public const NEXT_BATCH    = MINUTE_IN_SECONDS;

	private const LOCK     = 'email_reports_send';
	private const LOCK_TTL = 5 * MINUTE_IN_SECONDS;

	/**
	 * Reports built in this run, by viewer and frequency.
	 *
	 * @var array<string, array<string, mixed>|WP_Error>
	 */
	private array $built = array();

	/**
	 * The services of each viewer in this run.
	 *
	 * @var array<int, string[]>
	 */
	private array $services = array();

	/**
	 * Constructor.
	 *
	 * @param Subscriptions  $subscriptions The subscriptions.
	 * @param Report_Builder $builder       Reads a report's figures as its viewer.
	 * @param Report_Mail    $mail          Renders a report as a message.
	 * @param Links          $links         Signed unsubscribe links and headers.
	 * @param Report_Mailer  $mailer        Mails a message.
	 * @param Send_Log       $log           Send log and health summary.
	 * @param Flight_Lock    $locks         Keeps two servers' runs apart.
	 */
	public function __construct(
		private readonly Subscriptions $subscriptions,
		private readonly Report_Builder $builder,
		private readonly Report_Mail $mail,
		private readonly Links $links,
		private readonly Report_Mailer $mailer = new Report_Mailer(),
		private readonly Send_Log $log = new Send_Log(),
		private readonly Flight_Lock $locks = new Flight_Lock()
	) {}

	/**
	 * Hooks the event and keeps it scheduled.
	 */
	public function register(): void {
		add_action( self::HOOK, array( $this, 'run' ) );
		add_action( 'init', array( $this, 'ensure_scheduled' ) );
	}

	/**
	 * Schedules the event at the next send moment when it is not scheduled.
	 */
	public function ensure_scheduled(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			Send_Schedule::schedule_event( self::HOOK, Send_Schedule::next_of( Frequency::all(), Clock::now() ) );
		}
	}

	/**
	 * The event: sends one batch of the due reports and schedules the next run.
	 *
	 * @return array{sent: int, failed: int, remaining: int, next: int}|null What it did; null when another server was
	 *                                                                       running it.
	 */
	public function run(): ?array {
		$lock = $this->locks->acquire( self::LOCK, self::LOCK_TTL );
		if ( null === $lock ) {
			return null;
		}
		try {
			return $this->run_batch();
		} finally {
			$this->built    = array();
			$this->services = array();
			$this->locks->release( self::LOCK, $lock );
		}
	}

	/**
	 * Builds and mails one subscription's report now, and records the outcome.
	 *
	 * @param array<string, mixed> $subscription The subscription.
	 * @return true|WP_Error
	 */
	public function send_now( array $subscription ): bool|WP_Error {
		if ( 'active' !== ( $subscription['status'] ?? '' ) ) {
			// Refused before any attempt: nothing to record on an address that has not confirmed.
			return self::not_active();
		}
		$this->built = array();
		$result      = $this->attempt( $subscription, Clock::now(), Clock::now() );
		$this->built = array();
		$this->refresh_health( $this->subscriptions->all(), true === $result ? Clock::now() : null );
		return $result;
	}

	/**
	 * Mails a user their report now, to their WordPress address, as a test: the frequency they subscribed to (weekly
	 * when none); their subscription's sends are left as they are.
	 *
	 * @param int $user_id User ID.
	 * @return array{sent: true, email: string}|WP_Error
	 */
	public function send_test( int $user_id ): array|WP_Error {
		$user = get_userdata( $user_id );
		if ( ! $user || ! user_can( $user, Permissions::VIEW_DASHBOARD ) ) {
			return new WP_Error( 'email_report_forbidden', __( 'Only a user who can view the Site Kit dashboard can get a report.', 'google-site-kit' ), array( 'status' => 403 ) );
		}
		if ( ! is_email( (string) $user->user_email ) ) {
			return new WP_Error( 'email_report_invalid_email', __( 'Your account’s email address cannot receive reports. Change it in your profile first.', 'google-site-kit' ), array( 'status' => 400 ) );
		}
		$subscription = $this->subscriptions->for_user( $user_id );
		$frequency    = (string) ( $subscription['frequency'] ?? Frequency::WEEKLY );
		$report       = $this->builder->build( $user_id, $frequency, Send_Schedule::date_of( Clock::now() ) );
		$result       = is_wp_error( $report ) ? $report : $this->mail_report( (string) $user->user_email, $report, $subscription );
		$this->log->add( Clock::now(), 'test', true === $result ? 'sent' : 'failed', is_wp_error( $result ) ? $result->get_error_message() : null );
		if ( is_wp_error( $result ) ) {
			$data = $result->get_error_data();
			// The REST API answers with the error's status: a failure without one is the server's.
			return isset( $data['status'] ) ? $result : new WP_Error( $result->get_error_code(), $result->get_error_message(), array( 'status' => 500 ) );
		}
		return array(
			'sent'  => true,
			'email' => (string) $user->user_email,
		);
	}

	/**
	 * One run: the due reports in group order, until the batch is full or its time is up.
	 *
	 * @return array{sent: int, failed: int, remaining: int, next: int}
	 */
	private function run_batch(): array {
		$now     = Clock::now();
		$started = microtime( true );
		// Should this run die half-way (a fatal error, a time limit), the rest goes out a minute later all the same.
		Send_Schedule::schedule_event( self::HOOK, $now + self::NEXT_BATCH );
		$all  = $this->subscriptions->all();
		$due  = Due_Reports::ordered( Due_Reports::select( $all, $now ), array( $this, 'group_of' ) );
		$done = array();
		$sent = 0;
		foreach ( $due as $subscription ) {
			if ( count( $done ) >= self::BATCH || microtime( true ) - $started >= self::BATCH_SECONDS ) {
				break;
			}
			// Built for the period of the send moment that made it due, whenever it goes out (a retry, a late cron).
			$at                                   = Send_Schedule::last( (string) $subscription['frequency'], $now );
			$result                               = $this->attempt( $subscription, $now, $at );
			$done[ (string) $subscription['id'] ] = true;
			$sent                                += true === $result ? 1 : 0;
		}
		$all       = $this->subscriptions->all();
		$remaining = count( $due ) - count( $done );
		$this->refresh_health( $all, $sent ? $now : null );
		// More due: the next batch a minute later. Otherwise the next send moment, or the earliest retry.
		$next = $remaining > 0 ? $now + self::NEXT_BATCH : Send_Schedule::next_run( $now, Due_Reports::next_retry( $all ), self::NEXT_BATCH );
		Send_Schedule::schedule_event( self::HOOK, $next );
		return array(
			'sent'      => $sent,
			'failed'    => count( $done ) - $sent,
			'remaining' => $remaining,
			'next'      => $next,
		);
	}

	/**
	 * A due subscription's group: its frequency and its viewer's services.
	 *
	 * @param array<string, mixed> $subscription The subscription.
	 */
	public function group_of( array $subscription ): string {
		$viewer = Due_Reports::viewer_of( $subscription );
		if ( ! isset( $this->services[ $viewer ] ) ) {
			$services                  = $this->builder->services( $viewer );
			$this->services[ $viewer ] = $services;
			sort( $this->services[ $viewer ] );
		}
		return (string) $subscription['frequency'] . '|' . implode( ',', $this->services[ $viewer ] );
	}

	/**
	 * Sends one report and records the outcome on the subscription and in the log.
	 *
	 * @param array<string, mixed> $subscription The subscription.
	 * @param int                  $now          Unix time.
	 * @param int                  $at           The report is of the last complete period before this time.
	 * @return true|WP_Error
	 */
	private function attempt( array $subscription, int $now, int $at ): bool|WP_Error {
		$result  = $this->deliver( $subscription, $at );
		$updated = Send_Outcome::apply( $subscription, $result, $now );
		$this->subscriptions->update( $updated );
		$this->log->add( $now, (string) $subscription['id'], (string) $updated['last_result'], is_wp_error( $result ) ? $result->get_error_message() : null );
		return $result;
	}

	/**
	 * Builds and mails a subscription's report.
	 *
	 * @param array<string, mixed> $subscription The subscription.
	 * @param int                  $at           The report is of the last complete period before this time.
	 * @return true|WP_Error
	 */
	private function deliver( array $subscription, int $at ): bool|WP_Error {
		if ( 'active' !== ( $subscription['status'] ?? '' ) ) {
			return self::not_active();
		}
		$viewer = Due_Reports::viewer_of( $subscription );
		$user   = get_userdata( $viewer );
		if ( ! $user || ! user_can( $user, Permissions::VIEW_DASHBOARD ) ) {
			$message = 'user' === $subscription['kind']
				? __( 'This user can no longer view the Site Kit dashboard.', 'google-site-kit' )
				: __( 'The administrator who added this address can no longer view the Site Kit dashboard.', 'google-site-kit' );
			return new WP_Error( 'email_report_viewer_gone', $message, array( 'retry' => false ) );
		}
		$frequency = (string) $subscription['frequency'];
		$key       = $viewer . '|' . $frequency . '|' . $at;
		// Outside addresses one administrator added share that administrator's report: built once a run.
		$this->built[ $key ] ??= $this->builder->build( $viewer, $frequency, Send_Schedule::date_of( $at ) );
		$report                = $this->built[ $key ];
		if ( is_wp_error( $report ) ) {
			return $report;
		}
		$to = 'user' === $subscription['kind'] ? (string) $user->user_email : (string) $subscription['email'];
		return $this->mail_report( $to, $report, $subscription );
	}

	/**
	 * Renders a report with its links and mails it.
	 *
	 * @param string                    $to           Address.
	 * @param array<string, mixed>      $report       The built report.
	 * @param array<string, mixed>|null $subscription Its subscription (none for a test to a user not subscribed).
	 * @return true|WP_Error
	 */
	private function mail_report( string $to, array $report, ?array $subscription ): bool|WP_Error {
		$settings = admin_url( 'admin.php?page=googlesitekit-settings' );
		$links    = array(
			'unsubscribe' => $subscription ? $this->links->unsubscribe_url( $subscription ) : $settings,
			'dashboard'   => admin_url( 'admin.php?page=googlesitekit-dashboard' ),
			'settings'    => $settings,
		);
		$rendered = $this->mail->render( $report, $links );
		return $this->mailer->send( $to, $rendered, $subscription ? $this->links->headers( $subscription ) : array() );
	}

	/**
	 * Updates the health summary from the subscriptions as they are now.
	 *
	 * @param array<int, array<string, mixed>> $all          All subscriptions.
	 * @param int|null                         $last_success When a report last went out, if it just did.
	 */
	private function refresh_health( array $all, ?int $last_success ): void {
		$failing = count( array_filter( $all, array( Send_Outcome::class, 'is_failing' ) ) );
		$this->log->set_health( $last_success, $failing );
	}

	/**
	 * The error of a send to an address that has not confirmed.
	 */
	private static function not_active(): WP_Error {
		return new WP_Error( 'email_report_not_active', __( 'This address has not confirmed its subscription yet.', 'google-site-kit' ), array( 'retry' => false ) );
	}
}
