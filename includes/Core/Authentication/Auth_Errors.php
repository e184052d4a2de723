<?php
/**
 * Class Auth_Errors
 *
 * @package Google\Site_Kit\Core\Authentication
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Authentication;

use WP_Error;

/**
 * What a user without a usable Google token is told: never signed in, refused by Google (revoked or expired grant),
 * or reading shared data on the account of an admin Google refused.
 */
final class Auth_Errors {

	/**
	 * What a refused sign-in means for the user, in their language, with Google's own words when it sent any.
	 *
	 * @param array{code: string, message: string} $auth_error The stored auth error.
	 */
	public static function message( array $auth_error ): string {
		$text = __( 'Google no longer accepts Site Kit’s access to your Google account, so Site Kit can’t fetch new data. Sign in with Google again: your settings, connected services and shared dashboards are kept.', 'google-site-kit' );
		if ( '' === $auth_error['message'] ) {
			return $text;
		}
		/* translators: 1: explanation, 2: Google's own error message, e.g. "Token has been expired or revoked." */
		return sprintf( __( '%1$s (Google said: “%2$s”)', 'google-site-kit' ), $text, $auth_error['message'] );
	}

	/**
	 * What a view-only user is told when the admin whose account serves the shared data was refused by Google.
	 */
	public static function shared_message(): string {
		return __( 'Google no longer accepts the access of the administrator who shared this dashboard, so Site Kit can’t show its data. Ask them to sign in with Google again.', 'google-site-kit' );
	}

	/**
	 * The error for a user without a usable token (HTTP 401).
	 *
	 * @param array{code: string, message: string}|null $auth_error    Google's stored refusal of the token, if any.
	 * @param bool                                      $shared        Whether the token is that of the admin who shared
	 *                                                                 the data, read for someone who cannot sign in for them.
	 * @param string                                    $reconnect_url Where the user signs in again.
	 */
	public static function not_authenticated( ?array $auth_error, bool $shared, string $reconnect_url ): WP_Error {
		if ( null !== $auth_error && $shared ) {
			return new WP_Error(
				'oauth_token_error',
				self::shared_message(),
				array(
					'status' => 401,
					'reason' => $auth_error['code'],
				)
			);
		}
		if ( null !== $auth_error ) {
			return new WP_Error(
				'oauth_token_error',
				self::message( $auth_error ),
				array(
					'status'       => 401,
					'reason'       => $auth_error['code'],
					'reconnectURL' => $reconnect_url,
				)
			);
		}
		return new WP_Error(
			'not_authenticated',
			__( 'Sign in with Google to see this data.', 'google-site-kit' ),
			array(
				'status'       => 401,
				'reconnectURL' => $reconnect_url,
			)
		);
	}
}
