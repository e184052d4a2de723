<?php
/**
 * Class Due_Reports
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

/**
 * Which subscriptions get a report at a given time, and in which order.
 *
 * Due: an active subscription whose period's send moment (Send_Schedule::last()) has come, created before that
 * moment (a new subscriber's first report is the next period's), and
 * - not yet attempted for that period (`last_sent` before the moment): a fresh send, its failures counted from none;
 * - or retrying for that period and its `next_attempt` has come.
 * A subscription sent or given up for the period waits for the next one.
 *
 * Order: grouped by the reports' reads (frequency and the viewer's set of services), so the first report of a group
 * makes the Google calls and fills the shared report cache, and the rest of the group is built from it.
 */
final class Due_Reports {

	/**
	 * The due subscriptions, a fresh send's `attempts` reset to 0.
	 *
	 * @param array<int, array<string, mixed>> $subscriptions All subscriptions.
	 * @param int                              $now           Unix time.
	 * @return array<int, array<string, mixed>>
	 */
	public static function select( array $subscriptions, int $now ): array {
		$due = array();
		foreach ( $subscriptions as $subscription ) {
			$frequency = (string) ( $subscription['frequency'] ?? '' );
			if ( 'active' !== ( $subscription['status'] ?? '' ) || ! Frequency::is_valid( $frequency ) ) {
				continue;
			}
			$moment = Send_Schedule::last( $frequency, $now );
			if ( (int) ( $subscription['created'] ?? 0 ) >= $moment ) {
				continue;
			}
			$last_sent = (int) ( $subscription['last_sent'] ?? 0 );
			if ( $last_sent < $moment ) {
				$subscription['attempts']     = 0;
				$subscription['next_attempt'] = null;
				$due[]                        = $subscription;
				continue;
			}
			if ( 'retrying' === ( $subscription['last_result'] ?? null ) && (int) ( $subscription['next_attempt'] ?? PHP_INT_MAX ) <= $now ) {
				$due[] = $subscription;
			}
		}
		return $due;
	}

	/**
	 * The earliest retry still waiting, if any.
	 *
	 * @param array<int, array<string, mixed>> $subscriptions All subscriptions.
	 */
	public static function next_retry( array $subscriptions ): ?int {
		$next = null;
		foreach ( $subscriptions as $subscription ) {
			if ( 'active' === ( $subscription['status'] ?? '' ) && 'retrying' === ( $subscription['last_result'] ?? null ) && isset( $subscription['next_attempt'] ) ) {
				$next = min( $next ?? PHP_INT_MAX, (int) $subscription['next_attempt'] );
			}
		}
		return $next;
	}

	/**
	 * The due subscriptions grouped by their reads, groups in order of their first member, each group's members in
	 * their order.
	 *
	 * @param array<int, array<string, mixed>>          $due   Due subscriptions.
	 * @param callable(array<string, mixed>): string $group A subscription's group (frequency and services).
	 * @return array<int, array<string, mixed>>
	 */
	public static function ordered( array $due, callable $group ): array {
		$groups = array();
		foreach ( $due as $subscription ) {
			$groups[ $group( $subscription ) ][] = $subscription;
		}
		return $groups ? array_merge( ...array_values( $groups ) ) : array();
	}

	/**
	 * Whose view a subscription's report shows: the user, or the administrator who added the outside address.
	 *
	 * @param array<string, mixed> $subscription The subscription.
	 */
	public static function viewer_of( array $subscription ): int {
		return 'user' === ( $subscription['kind'] ?? '' ) ? (int) $subscription['user_id'] : (int) ( $subscription['added_by'] ?? 0 );
	}
}
