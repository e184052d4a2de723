<?php
/**
 * Class Token_Store
 *
 * @package Google\Site_Kit\Core\Authentication
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Authentication;

use Google\Site_Kit\Core\Storage\Encryption;

/**
 * What the plugin keeps per user about their Google sign-in: the tokens
 * (encrypted), the granted scopes, the profile and the last auth error.
 */
final class Token_Store {

	public const TOKEN      = 'googlesitekit_access_token';
	public const SCOPES     = 'googlesitekit_auth_scopes';
	public const PROFILE    = 'googlesitekit_profile';
	public const AUTH_ERROR = 'googlesitekit_auth_error';
	public const STATE      = 'googlesitekit_oauth_state';

	/**
	 * Constructor.
	 *
	 * @param Encryption $encryption Encryption.
	 */
	public function __construct( private readonly Encryption $encryption ) {}

	/**
	 * The user's tokens.
	 *
	 * @param int $user_id User ID.
	 * @return array{access_token: string, refresh_token: string, expires_at: int}|null
	 */
	public function tokens( int $user_id ): ?array {
		$data = $this->encryption->decrypt_array( get_user_option( self::TOKEN, $user_id ) );
		if ( ! $data || empty( $data['access_token'] ) ) {
			return null;
		}
		return array(
			'access_token'  => (string) $data['access_token'],
			'refresh_token' => (string) ( $data['refresh_token'] ?? '' ),
			'expires_at'    => (int) ( $data['expires_at'] ?? 0 ),
		);
	}

	/**
	 * Stores tokens from Google's token endpoint, keeping the refresh token when Google sends none.
	 *
	 * @param int                  $user_id  User ID.
	 * @param array<string, mixed> $response Token response.
	 */
	public function save_tokens( int $user_id, array $response ): void {
		$previous = $this->tokens( $user_id );
		$refresh  = (string) ( $response['refresh_token'] ?? ( $previous['refresh_token'] ?? '' ) );
		update_user_option(
			$user_id,
			self::TOKEN,
			$this->encryption->encrypt_array(
				array(
					'access_token'  => (string) $response['access_token'],
					'refresh_token' => $refresh,
					'expires_at'    => time() + max( 0, (int) ( $response['expires_in'] ?? 3600 ) ),
				)
			)
		);
		if ( isset( $response['scope'] ) && is_string( $response['scope'] ) ) {
			update_user_option( $user_id, self::SCOPES, array_values( array_filter( explode( ' ', $response['scope'] ) ) ) );
		}
		$was_refused = null !== $this->auth_error( $user_id );
		delete_user_option( $user_id, self::AUTH_ERROR );
		if ( $was_refused ) {
			/**
			 * Fires when a user whose Google access was refused has signed in again.
			 *
			 * @param int $user_id User ID.
			 */
			do_action( 'googlesitekit_access_restored', $user_id );
		}
	}

	/**
	 * Scopes Google granted the user.
	 *
	 * @param int $user_id User ID.
	 * @return string[]
	 */
	public function granted_scopes( int $user_id ): array {
		$scopes = get_user_option( self::SCOPES, $user_id );
		return is_array( $scopes ) ? array_values( array_map( 'strval', $scopes ) ) : array();
	}

	/**
	 * The user's Google profile.
	 *
	 * @param int $user_id User ID.
	 * @return array{email: string, name: string, picture: string}|null
	 */
	public function profile( int $user_id ): ?array {
		$profile = get_user_option( self::PROFILE, $user_id );
		if ( ! is_array( $profile ) || empty( $profile['email'] ) ) {
			return null;
		}
		return array(
			'email'   => (string) $profile['email'],
			'name'    => (string) ( $profile['name'] ?? '' ),
			'picture' => (string) ( $profile['picture'] ?? '' ),
		);
	}

	/**
	 * Stores the profile from Google's userinfo endpoint.
	 *
	 * @param int                  $user_id  User ID.
	 * @param array<string, mixed> $userinfo Userinfo response.
	 */
	public function save_profile( int $user_id, array $userinfo ): void {
		update_user_option(
			$user_id,
			self::PROFILE,
			array(
				'email'   => sanitize_email( (string) ( $userinfo['email'] ?? '' ) ),
				'name'    => sanitize_text_field( (string) ( $userinfo['name'] ?? '' ) ),
				'picture' => esc_url_raw( (string) ( $userinfo['picture'] ?? '' ) ),
			)
		);
	}

	/**
	 * The last auth error (a refused refresh), if any.
	 *
	 * @param int $user_id User ID.
	 * @return array{code: string, message: string}|null
	 */
	public function auth_error( int $user_id ): ?array {
		$error = get_user_option( self::AUTH_ERROR, $user_id );
		return is_array( $error ) && isset( $error['code'], $error['message'] ) ? array(
			'code'    => (string) $error['code'],
			'message' => (string) $error['message'],
		) : null;
	}

	/**
	 * Records an auth error: Google refused the user's token. The token record stays (the user stays one of the
	 * site's signed-in users, so the site stays set up and their modules keep their owner) but is not used again
	 * until the user signs in again (save_tokens() clears the error).
	 *
	 * @param int    $user_id User ID.
	 * @param string $code    Error code.
	 * @param string $message Google's message (shown inside a translated explanation).
	 */
	public function save_auth_error( int $user_id, string $code, string $message ): void {
		// A reset or a sign-out may have removed the sign-in while this request was waiting on Google: there is then
		// nothing left to mark (and nothing of the plugin may be left behind). Read past this request's cache.
		wp_cache_delete( $user_id, 'user_meta' );
		if ( false === get_user_option( self::TOKEN, $user_id ) ) {
			return;
		}
		update_user_option(
			$user_id,
			self::AUTH_ERROR,
			array(
				'code'    => $code,
				'message' => $message,
				'time'    => time(),
			)
		);
	}

	/**
	 * Forgets everything about the user's sign-in.
	 *
	 * @param int $user_id User ID.
	 */
	public function clear( int $user_id ): void {
		foreach ( array( self::TOKEN, self::SCOPES, self::PROFILE, self::AUTH_ERROR, self::STATE, Pkce::OPTION ) as $key ) {
			delete_user_option( $user_id, $key );
		}
	}

	/**
	 * IDs of the users holding a token (or an auth error from one) on this site. On a network the token's key carries
	 * the site's prefix, and the users are looked for across the network: a super admin who is no member of the site
	 * may set it up too (get_users() would otherwise list the site's members only).
	 *
	 * @return int[]
	 */
	public function authenticated_user_ids(): array {
		global $wpdb;
		return array_map(
			'intval',
			get_users(
				array(
					'meta_key'     => $wpdb->get_blog_prefix() . self::TOKEN, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- Few users, admin-only.
					'meta_compare' => 'EXISTS',
					'fields'       => 'ID',
					'blog_id'      => is_multisite() ? 0 : get_current_blog_id(),
				)
			)
		);
	}
}
