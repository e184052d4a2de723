<?php
/**
 * Class Refusal_Help
 *
 * @package Google\Site_Kit\Core\Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Reports;

use Google\Site_Kit\Core\Authentication\Auth_Errors;
use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Core\Modules\Module;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\Provider\Errors;
use WP_Error;

/**
 * Tells the viewer of a refused read what fixes it, whichever path the refusal came by (a call just made, a waiting
 * viewer, a read held back by the background refresh's back-off): the admin whose Google account reads it can sign
 * in again or check their access; a view-only viewer is told to ask the administrator who shared the data, and is
 * never handed a reconnect link of theirs.
 */
final class Refusal_Help {

	/**
	 * Constructor.
	 *
	 * @param Authentication $authentication Sign-in (reconnect URLs).
	 */
	public function __construct( private readonly Authentication $authentication ) {}

	/**
	 * The error as the current user should read it; outages and errors of our own come back as they are.
	 *
	 * @param WP_Error $error      The error.
	 * @param Module   $module     The module read.
	 * @param int      $token_user Whose Google account the read uses.
	 */
	public function explain( WP_Error $error, Module $module, int $token_user ): WP_Error {
		if ( Errors::is_outage( $error ) ) {
			return $error;
		}
		$code   = (string) $error->get_error_code();
		$data   = $error->get_error_data();
		$data   = is_array( $data ) ? $data : array();
		$status = (int) ( $data['status'] ?? 0 );
		$own    = get_current_user_id() === $token_user;
		if ( in_array( $code, array( 'oauth_token_error', 'not_authenticated' ), true ) ) {
			if ( ! $own ) {
				unset( $data['reconnectURL'] );
				return new WP_Error( $code, Auth_Errors::shared_message(), $data );
			}
			$data['reconnectURL'] = $this->authentication->connect_url();
			return new WP_Error( $code, $error->get_error_message(), $data );
		}
		if ( 'missing_required_scopes' === $code || ! in_array( $status, array( 403, 404 ), true ) ) {
			return $error;
		}
		$data['fix'] = self::fix( 404 === $status, $own, $module->identity()->name() );
		if ( $own && current_user_can( Permissions::MANAGE_OPTIONS ) ) {
			$data['fixURL'] = admin_url( 'admin.php?page=googlesitekit-settings#/connected-services/' . $module->identity()->slug );
		}
		return new WP_Error( $code, $error->get_error_message(), $data );
	}

	/**
	 * What fixes a 403 or a 404.
	 *
	 * @param bool   $gone    Google no longer finds the property or account (404), rather than refusing access (403).
	 * @param bool   $own     The viewer's own Google account reads it.
	 * @param string $service The service's name.
	 */
	private static function fix( bool $gone, bool $own, string $service ): string {
		if ( $gone ) {
			return $own
				/* translators: %s: service name, e.g. Analytics */
				? sprintf( __( 'Google no longer finds the %s property or account Site Kit reads; it may have been deleted. Choose another in Site Kit’s settings.', 'google-site-kit' ), $service )
				/* translators: %s: service name, e.g. Analytics */
				: sprintf( __( 'Google no longer finds the %s property or account this dashboard shows; it may have been deleted. Ask the administrator who shared it to choose another.', 'google-site-kit' ), $service );
		}
		return $own
			/* translators: %s: service name, e.g. Analytics */
			? sprintf( __( 'Your Google account may no longer read this %s data. Ask an administrator of it at Google to give your account access again, or choose data your account can read in Site Kit’s settings.', 'google-site-kit' ), $service )
			/* translators: %s: service name, e.g. Analytics */
			: sprintf( __( 'Site Kit reads this with the Google account of the administrator who shared it, and Google no longer lets that account read this %s data. Ask them to check their access.', 'google-site-kit' ), $service );
	}
}
