<?php
/**
 * Class Errors
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

use Google\Site_Kit\Core\Email_Reports\Subscription_Record as Record;
use WP_Error;

/**
 * The subscriptions' errors, each with its HTTP status and a message people can act on.
 */
final class Errors {

	/**
	 * An unknown frequency (400, named like WordPress's own schema errors).
	 */
	public static function unknown_frequency(): WP_Error {
		return new WP_Error(
			'rest_invalid_param',
			__( 'Unknown frequency: it must be weekly, monthly or quarterly.', 'google-site-kit' ),
			array(
				'status' => 400,
				'params' => array( 'frequency' => 'enum' ),
			)
		);
	}

	/**
	 * No such subscription (404).
	 *
	 * @param string|null $message Message; the generic one by default.
	 */
	public static function not_found( ?string $message = null ): WP_Error {
		return new WP_Error( 'email_report_not_found', $message ?? __( 'This subscription does not exist (anymore).', 'google-site-kit' ), array( 'status' => 404 ) );
	}

	/**
	 * The error of an address that already gets a report (409), saying who gets it and how often; null when none does.
	 *
	 * @param string                           $email         Normalised address.
	 * @param array<int, array<string, mixed>> $subscriptions Every subscription.
	 */
	public static function duplicate( string $email, array $subscriptions ): ?WP_Error {
		foreach ( $subscriptions as $sub ) {
			if ( $sub['email'] !== $email ) {
				continue;
			}
			$user    = Record::KIND_USER === $sub['kind'] ? get_userdata( (int) $sub['user_id'] ) : false;
			$message = $user
				/* translators: 1: the site user's name, 2: how often (weekly, monthly or quarterly). */
				? sprintf( __( 'This address already gets the %2$s report as the site user “%1$s”. One address gets one report, whatever the frequency.', 'google-site-kit' ), Address::safe_name( (string) $user->display_name ), Frequency::label( (string) $sub['frequency'] ) )
				/* translators: %s: how often (weekly, monthly or quarterly). */
				: sprintf( __( 'This address is already on the list (%s report). One address gets one report: remove it first to change the frequency.', 'google-site-kit' ), Frequency::label( (string) $sub['frequency'] ) );
			return new WP_Error( 'email_report_duplicate', $message, array( 'status' => 409 ) );
		}
		return null;
	}
}
