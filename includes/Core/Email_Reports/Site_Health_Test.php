<?php
/**
 * Class Site_Health_Test
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use Google\Site_Kit\Core\Contracts\Registerable;

/**
 * The Site Health test "Site Kit email reports" (a direct test, listed only while the site has a subscription):
 * good while reports go out; recommended or critical, in words an administrator can act on, when WP-Cron does not run
 * (turned off with DISABLE_WP_CRON and no real cron job, or late by more than an hour) or when mail fails (how many
 * subscriptions, the last error). It always says when a report last went out.
 *
 * Whether WP-Cron runs is Send_Health's judgement, which the REST list's `health.cron` shows too.
 */
final class Site_Health_Test implements Registerable {

	public const TEST = 'googlesitekit_email_reports';

	/**
	 * Constructor.
	 *
	 * @param Subscriptions $subscriptions The subscriptions.
	 * @param Send_Health   $health        Whether WP-Cron runs (the admin list's judgement).
	 * @param Send_Log      $log           Send log and health summary.
	 */
	public function __construct(
		private readonly Subscriptions $subscriptions,
		private readonly Send_Health $health,
		private readonly Send_Log $log = new Send_Log()
	) {}

	/**
	 * Adds the test.
	 */
	public function register(): void {
		add_filter( 'site_status_tests', array( $this, 'add_test' ) );
	}

	/**
	 * Lists the test while there is a subscription.
	 *
	 * @param mixed $tests Site Health's tests (an array, unless another plugin broke it).
	 * @return array<string, mixed>
	 */
	public function add_test( $tests ): array {
		$tests = is_array( $tests ) ? $tests : array();
		if ( array() !== $this->subscriptions->all() ) {
			$tests['direct'][ self::TEST ] = array(
				'label' => __( 'Site Kit email reports', 'google-site-kit' ),
				'test'  => array( $this, 'result' ),
			);
		}
		return $tests;
	}

	/**
	 * The test's result.
	 *
	 * @return array{label: string, status: string, badge: array{label: string, color: string}, description: string, actions: string, test: string}
	 */
	public function result(): array {
		$all      = $this->subscriptions->all();
		$retrying = count( array_filter( $all, static fn( array $s ) => 'retrying' === ( $s['last_result'] ?? null ) ) );
		$failed   = count( array_filter( $all, static fn( array $s ) => 'failed' === ( $s['last_result'] ?? null ) ) );
		$cron     = $this->health->cron( array() !== $this->subscriptions->active() );
		$status   = 'good';
		$label    = __( 'Site Kit email reports are going out', 'google-site-kit' );
		$problems = array();

		if ( 'disabled' === $cron ) {
			$status     = 'critical';
			$label      = __( 'Site Kit email reports cannot go out: WP-Cron does not run', 'google-site-kit' );
			$problems[] = __( 'This site turns WordPress’s scheduler off (DISABLE_WP_CRON) and no real cron job runs it, so no email report goes out. Ask your host to run “wp cron event run --due-now” (or to request wp-cron.php) every few minutes.', 'google-site-kit' );
		} elseif ( 'late' === $cron ) {
			$status     = 'recommended';
			$label      = __( 'Site Kit email reports are late', 'google-site-kit' );
			$problems[] = __( 'WordPress’s scheduled tasks have not run for more than an hour, so email reports go out late. WP-Cron runs only when someone visits the site and the site can reach itself; a real cron job that runs it every few minutes makes the reports punctual.', 'google-site-kit' );
		}
		if ( $retrying + $failed > 0 ) {
			if ( 'good' === $status ) {
				$label = __( 'Some Site Kit email reports could not be sent', 'google-site-kit' );
			}
			$status     = $failed > 0 ? 'critical' : ( 'critical' === $status ? 'critical' : 'recommended' );
			$problems[] = $this->mail_problem( $retrying, $failed );
		}

		$description = '<p>' . esc_html__( 'Site Kit mails the dashboard’s figures to its subscribers each week, month or quarter.', 'google-site-kit' ) . '</p>';
		foreach ( $problems as $problem ) {
			$description .= '<p>' . esc_html( $problem ) . '</p>';
		}
		$description .= '<p>' . esc_html( $this->last_success_words() ) . '</p>';

		return array(
			'label'       => $label,
			'status'      => $status,
			'badge'       => array(
				'label' => __( 'Site Kit', 'google-site-kit' ),
				'color' => 'blue',
			),
			'description' => $description,
			'actions'     => sprintf(
				'<p><a href="%s">%s</a></p>',
				esc_url( admin_url( 'admin.php?page=googlesitekit-settings' ) ),
				esc_html__( 'See the email reports in Site Kit’s settings', 'google-site-kit' )
			),
			'test'        => self::TEST,
		);
	}

	/**
	 * What is failing, in words.
	 *
	 * @param int $retrying Subscriptions waiting for a retry.
	 * @param int $failed   Subscriptions given up for their period.
	 */
	private function mail_problem( int $retrying, int $failed ): string {
		$words = array();
		if ( $retrying > 0 ) {
			/* translators: %s: number of subscriptions */
			$words[] = sprintf( _n( '%s report could not be sent and will be tried again (after 15 minutes, 1 hour and 4 hours).', '%s reports could not be sent and will be tried again (after 15 minutes, 1 hour and 4 hours).', $retrying, 'google-site-kit' ), number_format_i18n( $retrying ) );
		}
		if ( $failed > 0 ) {
			/* translators: %s: number of subscriptions */
			$words[] = sprintf( _n( '%s report could not be sent at all for its period.', '%s reports could not be sent at all for their period.', $failed, 'google-site-kit' ), number_format_i18n( $failed ) );
		}
		$error = $this->log->last_error();
		if ( null !== $error ) {
			/* translators: %s: the mailer's error message */
			$words[] = sprintf( __( 'Last error: %s', 'google-site-kit' ), $error );
		}
		return implode( ' ', $words );
	}

	/**
	 * When a report last went out, in words.
	 */
	private function last_success_words(): string {
		$last = $this->log->health()['last_success'];
		if ( null === $last ) {
			return __( 'No email report has gone out yet.', 'google-site-kit' );
		}
		/* translators: %s: date and time */
		return sprintf( __( 'The last email report went out on %s.', 'google-site-kit' ), wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $last ) );
	}
}
