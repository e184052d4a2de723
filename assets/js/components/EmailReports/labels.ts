/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	EmailSubscription,
	Frequency,
} from '../../datastore/email-reports';
import { formatDateTime } from '../../util/locale';

/**
 * A frequency as a choice: "Weekly".
 *
 * @param frequency The frequency.
 */
export function frequencyLabel( frequency: Frequency ): string {
	switch ( frequency ) {
		case 'weekly':
			return __( 'Weekly', 'google-site-kit' );
		case 'monthly':
			return __( 'Monthly', 'google-site-kit' );
		default:
			return __( 'Quarterly', 'google-site-kit' );
	}
}

/**
 * The state of a user's own subscription in a sentence.
 *
 * @param frequency The frequency, null when not subscribed.
 */
export function subscriptionSentence( frequency: Frequency | null ): string {
	switch ( frequency ) {
		case 'weekly':
			return __(
				'You get this report every week, for the week before.',
				'google-site-kit'
			);
		case 'monthly':
			return __(
				'You get this report every month, for the month before.',
				'google-site-kit'
			);
		case 'quarterly':
			return __(
				'You get this report every quarter, for the quarter before.',
				'google-site-kit'
			);
		default:
			return __(
				'You are not subscribed to this report.',
				'google-site-kit'
			);
	}
}

/**
 * When something was last sent, in the user's locale, or "Never".
 *
 * @param time Unix seconds, or null.
 */
export function sentAt( time: number | null ): string {
	return time ? formatDateTime( time ) : __( 'Never', 'google-site-kit' );
}

/**
 * The outcome of a subscription's last send, with the error when it failed.
 *
 * @param subscription The subscription.
 */
export function resultLabel( subscription: EmailSubscription ): string {
	const { lastResult, lastError } = subscription;
	let label: string;
	switch ( lastResult ) {
		case 'sent':
			return __( 'Sent', 'google-site-kit' );
		case 'failed':
			label = __( 'Failed', 'google-site-kit' );
			break;
		case 'retrying':
			label = __( 'Failed, will retry', 'google-site-kit' );
			break;
		default:
			return '—';
	}
	return lastError
		? sprintf(
				/* translators: 1: "Failed" or "Failed, will retry", 2: the error the mailer gave */
				__( '%1$s: %2$s', 'google-site-kit' ),
				label,
				lastError
		  )
		: label;
}

/**
 * A subscription's status: active, or waiting for the address to confirm.
 *
 * @param status The status.
 */
export function statusLabel( status: EmailSubscription[ 'status' ] ): string {
	return status === 'pending'
		? __( 'Pending confirmation', 'google-site-kit' )
		: __( 'Active', 'google-site-kit' );
}
