/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { EmailReportsHealth } from '../../../../datastore/email-reports';
import { sentAt } from '../../../EmailReports/labels';

/**
 * What WP-Cron's state means for the reports.
 *
 * @param cron The state.
 */
function cronSentence( cron: EmailReportsHealth[ 'cron' ] ): string {
	switch ( cron ) {
		case 'late':
			return __(
				'Scheduled sending is late: WP-Cron has not run on time. Reports go out when the site next has visitors, or set up a server cron job.',
				'google-site-kit'
			);
		case 'disabled':
			return __(
				'WP-Cron is disabled on this site: reports are sent only if a server cron job runs it.',
				'google-site-kit'
			);
		default:
			return __( 'Scheduled sending runs on time.', 'google-site-kit' );
	}
}

/**
 * The health line of the email reports: WP-Cron, failing subscriptions, the last successful send.
 *
 * @param props        Component props.
 * @param props.health The sending's health.
 */
export default function SendingHealth( {
	health,
}: {
	health: EmailReportsHealth;
} ) {
	const trouble = health.cron !== 'ok' || health.failing > 0;
	return (
		<p
			className={ `googlesitekit-email-reports-health${
				trouble ? ' googlesitekit-email-reports-health--trouble' : ''
			}` }
		>
			{ cronSentence( health.cron ) }{ ' ' }
			{ health.failing > 0 &&
				sprintf(
					/* translators: %d: number of subscriptions whose last send failed */
					_n(
						'%d subscription is failing.',
						'%d subscriptions are failing.',
						health.failing,
						'google-site-kit'
					),
					health.failing
				) + ' ' }
			{ health.lastSuccess
				? sprintf(
						/* translators: %s: date and time */
						__( 'Last successful send: %s.', 'google-site-kit' ),
						sentAt( health.lastSuccess )
				  )
				: __( 'No report has been sent yet.', 'google-site-kit' ) }
		</p>
	);
}
