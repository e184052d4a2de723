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
use Google\Site_Kit\Core\Modules\Modules;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\User\Tracking;
use Google\Site_Kit\Core\User\User_Date_Range;

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
	 * @param Authentication   $authentication Sign-in.
	 * @param Tracking         $tracking       Tracking opt-in.
	 * @param Modules|null     $modules        Module registry (whose owners serve shared data).
	 * @param Permissions|null $permissions    Sharing per role.
	 */
	public function __construct(
		private readonly Authentication $authentication,
		private readonly Tracking $tracking,
		private readonly ?Modules $modules = null,
		private readonly ?Permissions $permissions = null
	) {}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_filter( 'googlesitekit_base_data', array( $this, 'add' ), 10, 2 );
	}

	/**
	 * Adds the user's data.
	 *
	 * @param array<string, mixed> $data   Boot data.
	 * @param Screen|null          $screen The Site Kit screen being shown, if any.
	 * @return array<string, mixed>
	 */
	public function add( $data, $screen = null ): array {
		$user_id = get_current_user_id();
		// A failed sign-in's notice shows once, on the splash screen the sign-in returned to: reading it there forgets it.
		$error = null;
		if ( $screen instanceof Screen && 'googlesitekit-splash' === $screen->slug ) {
			$error = $this->authentication->take_setup_error( $user_id );
		}
		$date_range = ( new User_Date_Range() )->get( $user_id );
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
				'sharedDataAuthError' => $this->shared_data_auth_error( $user_id ),
				// The user's report range (saved on the server), with the label the admin bar and WordPress dashboard show.
				'userDateRange'       => $date_range + array( 'label' => User_Date_Range::label( $date_range['dateRange'] ) ),
			)
		);
	}

	/**
	 * Whether Google refused the token of an admin whose account serves data shared with this view-only user.
	 *
	 * @param int $user_id User ID.
	 */
	private function shared_data_auth_error( int $user_id ): bool {
		if ( null === $this->modules || null === $this->permissions || ! $user_id || user_can( $user_id, Permissions::AUTHENTICATE ) ) {
			return false;
		}
		foreach ( $this->permissions->shared_modules_for( $user_id ) as $slug ) {
			$module = $this->modules->get( $slug );
			if ( null === $module || ! $this->modules->is_active( $slug ) ) {
				continue;
			}
			$owner = $module->owner_id() ? $module->owner_id() : $this->authentication->owner_id();
			if ( $this->authentication->is_refused( $owner ) ) {
				return true;
			}
		}
		return false;
	}
}
