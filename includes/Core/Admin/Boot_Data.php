<?php
/**
 * Class Boot_Data
 *
 * @package Google\Site_Kit\Core\Admin
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Admin;

use Google\Site_Kit\Core\Authentication\Authentication;
use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Core\User\Tracking;

/**
 * Adds the user's part of a page's boot data: the connect URL, a failed
 * sign-in's notice, the tracking opt-in and the cache prefix. Nothing secret.
 */
final class Boot_Data implements Registerable {

	/**
	 * Where a Google user manages the apps that may access their account.
	 */
	public const PERMISSIONS_URL = 'https://myaccount.google.com/permissions';

	/**
	 * Constructor.
	 *
	 * @param Authentication $authentication Sign-in.
	 * @param Tracking       $tracking       Tracking opt-in.
	 */
	public function __construct(
		private readonly Authentication $authentication,
		private readonly Tracking $tracking
	) {}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_filter( 'googlesitekit_base_data', array( $this, 'add' ) );
	}

	/**
	 * Adds the user's data.
	 *
	 * @param array<string, mixed> $data Boot data.
	 * @return array<string, mixed>
	 */
	public function add( $data ): array {
		$user_id = get_current_user_id();
		$error   = $this->authentication->setup_error( $user_id );
		return array_merge(
			(array) $data,
			array(
				'userID'              => $user_id,
				'connectURL'          => $this->authentication->connect_url(),
				'proxyPermissionsURL' => self::PERMISSIONS_URL,
				'trackingEnabled'     => $this->tracking->is_enabled( $user_id ),
				// Per site, user and login session: one user's cached reports are never served to another.
				'sitePrefix'          => substr( md5( home_url() . '|' . get_current_blog_id() . '|' . $user_id . '|' . wp_get_session_token() ), 0, 12 ),
				'setupErrorCode'      => $error['code'] ?? '',
				'setupErrorMessage'   => $error['message'] ?? '',
				'setupErrorRedoURL'   => null === $error ? '' : $this->authentication->connect_url(),
			)
		);
	}
}
