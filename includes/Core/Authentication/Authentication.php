<?php
/**
 * Class Authentication
 *
 * @package Google\Site_Kit\Core\Authentication
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Authentication;

use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\Provider\Access_Tokens;
use WP_Error;

/**
 * A user's Google sign-in state: the scopes they need, their access token (refreshed before it expires,
 * refusals remembered), their state for the REST API, disconnect and the site owner. The sign-in round trip
 * itself is Sign_In; the errors a user without a usable token gets are Auth_Errors.
 */
final class Authentication implements Access_Tokens {

	public const BASE_SCOPES = array(
		'openid',
		'https://www.googleapis.com/auth/userinfo.profile',
		'https://www.googleapis.com/auth/userinfo.email',
	);

	public const OWNER_OPTION = 'googlesitekit_owner_id';

	/**
	 * Per-user notice shown on the splash screen after a failed sign-in.
	 */
	public const SETUP_ERROR = 'googlesitekit_setup_error';

	/**
	 * Refresh an access token this many seconds before it expires.
	 */
	private const REFRESH_MARGIN = 120;

	/**
	 * Constructor.
	 *
	 * @param OAuth_Client $oauth OAuth protocol client.
	 * @param Token_Store  $store Per-user token store.
	 */
	public function __construct(
		private readonly OAuth_Client $oauth,
		private readonly Token_Store $store
	) {}

	/**
	 * The scopes every signed-in user needs: the base ones plus those of the active modules.
	 *
	 * @return string[]
	 */
	public function required_scopes(): array {
		/**
		 * Filters the OAuth scopes Site Kit requires (modules add theirs).
		 *
		 * @param string[] $scopes Scopes.
		 */
		$scopes = (array) apply_filters( 'googlesitekit_auth_scopes', self::BASE_SCOPES );
		return array_values( array_unique( array_map( 'strval', $scopes ) ) );
	}

	/**
	 * The URL that starts the sign-in: it checks a nonce, then redirects to Google.
	 *
	 * @param string[] $additional_scopes Scopes to ask for beyond the required ones.
	 * @param string   $redirect          Where to land after signing in.
	 */
	public function connect_url( array $additional_scopes = array(), string $redirect = '' ): string {
		$args = array(
			'action'   => Sign_In::CONNECT_ACTION,
			'_wpnonce' => wp_create_nonce( Sign_In::CONNECT_ACTION ),
		);
		if ( $additional_scopes ) {
			$args['additional_scopes'] = array_values( $additional_scopes );
		}
		if ( '' !== $redirect ) {
			$args['redirect'] = $redirect;
		}
		return add_query_arg( rawurlencode_deep( $args ), admin_url( 'admin-post.php' ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $user_id User ID.
	 */
	public function access_token( int $user_id ): string|WP_Error {
		$tokens = $this->store->tokens( $user_id );
		// Google refused this user's token: no call until they sign in again.
		if ( null === $tokens || null !== $this->store->auth_error( $user_id ) ) {
			return $this->not_authenticated_error( $user_id );
		}
		if ( $tokens['expires_at'] - self::REFRESH_MARGIN > time() ) {
			return $tokens['access_token'];
		}
		return $this->refresh( $user_id );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $user_id User ID.
	 */
	public function refresh( int $user_id ): string|WP_Error {
		$tokens = $this->store->tokens( $user_id );
		// A refusal is remembered until the user signs in again: the token endpoint is not asked again on every read.
		if ( null === $tokens || null !== $this->store->auth_error( $user_id ) ) {
			return $this->not_authenticated_error( $user_id );
		}
		if ( '' === $tokens['refresh_token'] ) {
			$this->store->save_auth_error( $user_id, 'refresh_token_missing', '' );
			return $this->not_authenticated_error( $user_id );
		}
		$response = $this->oauth->refresh( $tokens['refresh_token'] );
		if ( is_wp_error( $response ) ) {
			$data = $response->get_error_data();
			// A refusal by Google (400 invalid_grant: revoked or expired grant; 401 invalid_client: deleted client) needs
			// a new sign-in; a transport failure, a 5xx or a rate limit (429) does not: keep the token and report it.
			$status = is_array( $data ) ? (int) ( $data['status'] ?? 0 ) : 0;
			if ( $status >= 400 && $status < 500 && ! in_array( $status, array( 408, 429 ), true ) ) {
				$this->store->save_auth_error( $user_id, (string) $response->get_error_code(), $response->get_error_message() );
				return $this->not_authenticated_error( $user_id );
			}
			return $response;
		}
		$this->store->save_tokens( $user_id, $response );
		return (string) $response['access_token'];
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int    $user_id User ID.
	 * @param string $message Google's message.
	 */
	public function refused( int $user_id, string $message ): WP_Error {
		$this->store->save_auth_error( $user_id, 'UNAUTHENTICATED', $message );
		return $this->not_authenticated_error( $user_id );
	}

	/**
	 * The user's authentication state, as the REST API reports it.
	 *
	 * @param int $user_id User ID.
	 * @return array<string, mixed>
	 */
	public function status( int $user_id ): array {
		$required      = $this->required_scopes();
		$granted       = $this->store->granted_scopes( $user_id );
		$auth_error    = $this->store->auth_error( $user_id );
		$unsatisfied   = array_values( array_diff( $required, $granted ) );
		$authenticated = null !== $this->store->tokens( $user_id ) && null === $auth_error;
		return array(
			'authenticated'         => $authenticated,
			'requiredScopes'        => $required,
			'grantedScopes'         => $granted,
			'unsatisfiedScopes'     => $authenticated ? $unsatisfied : array(),
			'needsReauthentication' => null !== $auth_error || ( $authenticated && (bool) $unsatisfied ),
			'disconnectedReason'    => '',
			'authError'             => null === $auth_error ? null : array(
				'code'    => $auth_error['code'],
				'message' => Auth_Errors::message( $auth_error ),
				'data'    => array( 'reconnectURL' => $this->connect_url() ),
			),
			'profile'               => $this->store->profile( $user_id ),
		);
	}

	/**
	 * Whether the user holds a working token.
	 *
	 * @param int $user_id User ID.
	 */
	public function is_authenticated( int $user_id ): bool {
		return null !== $this->store->tokens( $user_id ) && null === $this->store->auth_error( $user_id );
	}

	/**
	 * Whether Google refused the user's token (revoked or expired grant): the user stays signed in to the site,
	 * with everything they set up, and must sign in with Google again to get fresh data.
	 *
	 * @param int $user_id User ID.
	 */
	public function is_refused( int $user_id ): bool {
		return $user_id > 0 && null !== $this->store->tokens( $user_id ) && null !== $this->store->auth_error( $user_id );
	}

	/**
	 * Signs a user out of Google: revokes the grant (unless other sites of a network share it:
	 * OAuth_Client::revoke_is_site_only()) and forgets the tokens.
	 *
	 * @param int $user_id User ID.
	 */
	public function disconnect( int $user_id ): void {
		$tokens = $this->store->tokens( $user_id );
		if ( null !== $tokens && $this->oauth->revoke_is_site_only() ) {
			// Revoking the refresh token ends the whole grant; a failure must not keep the user signed in.
			$this->oauth->revoke( '' !== $tokens['refresh_token'] ? $tokens['refresh_token'] : $tokens['access_token'] );
		}
		$this->store->clear( $user_id );
		if ( $this->owner_id() === $user_id ) {
			$others = array_values( array_diff( $this->store->authenticated_user_ids(), array( $user_id ) ) );
			$others ? update_option( self::OWNER_OPTION, $others[0] ) : delete_option( self::OWNER_OPTION );
		}
		/**
		 * Fires after a user disconnected from Google.
		 *
		 * @param int $user_id User ID.
		 */
		do_action( 'googlesitekit_disconnect_user', $user_id );
	}

	/**
	 * The site owner: the first admin who signed in.
	 */
	public function owner_id(): int {
		return (int) get_option( self::OWNER_OPTION, 0 );
	}

	/**
	 * A failed sign-in's notice for the splash screen, if any.
	 *
	 * @param int $user_id User ID.
	 * @return array{code: string, message: string}|null
	 */
	public function setup_error( int $user_id ): ?array {
		$error = get_user_option( self::SETUP_ERROR, $user_id );
		return is_array( $error ) ? array(
			'code'    => (string) ( $error['code'] ?? '' ),
			'message' => (string) ( $error['message'] ?? '' ),
		) : null;
	}

	/**
	 * A failed sign-in's notice, forgotten as it is read: it shows once, where the sign-in returned to.
	 *
	 * @param int $user_id User ID.
	 * @return array{code: string, message: string}|null
	 */
	public function take_setup_error( int $user_id ): ?array {
		$error = $this->setup_error( $user_id );
		if ( null !== $error ) {
			delete_user_option( $user_id, self::SETUP_ERROR );
		}
		return $error;
	}

	/**
	 * The error for a user without a usable token.
	 *
	 * @param int $user_id User ID.
	 */
	private function not_authenticated_error( int $user_id ): WP_Error {
		$auth_error = $this->store->auth_error( $user_id );
		// A view-only read on the account of the admin who shared the data: only that admin can fix it.
		$shared = null !== $auth_error && get_current_user_id() !== $user_id && ! current_user_can( Permissions::AUTHENTICATE );
		return Auth_Errors::not_authenticated( $auth_error, $shared, $this->connect_url() );
	}
}
