<?php
/**
 * Class Authentication
 *
 * @package Google\Site_Kit\Core\Authentication
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Authentication;

use Google\Site_Kit\Context;
use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Core\Permissions\Permissions;
use Google\Site_Kit\Core\Provider\Access_Tokens;
use WP_Error;

/**
 * Signing in with Google: the connect redirect, the OAuth callback, token
 * refresh, the user's authentication state and disconnect.
 */
final class Authentication implements Registerable, Access_Tokens {

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

	private const CONNECT_ACTION = 'googlesitekit_connect';

	/**
	 * Refresh an access token this many seconds before it expires.
	 */
	private const REFRESH_MARGIN = 120;

	/**
	 * How long a sign-in may take between the redirect to Google and the callback.
	 */
	private const STATE_TTL = 1800;

	/**
	 * Constructor.
	 *
	 * @param Context      $context     Plugin context.
	 * @param OAuth_Client $oauth       OAuth protocol client.
	 * @param Token_Store  $store       Per-user token store.
	 * @param Pkce         $pkce        The sign-in attempts' PKCE verifiers.
	 */
	public function __construct(
		private readonly Context $context,
		private readonly OAuth_Client $oauth,
		private readonly Token_Store $store,
		private readonly Pkce $pkce
	) {}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'admin_post_' . self::CONNECT_ACTION, array( $this, 'handle_connect' ) );
		add_action( 'load-index.php', array( $this, 'handle_callback' ) );
	}

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
			'action'   => self::CONNECT_ACTION,
			'_wpnonce' => wp_create_nonce( self::CONNECT_ACTION ),
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
	 * Starts the sign-in: admin-post.php?action=googlesitekit_connect.
	 */
	public function handle_connect(): void {
		if ( ! current_user_can( Permissions::AUTHENTICATE ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to sign in to Site Kit.', 'google-site-kit' ), 403 );
		}
		check_admin_referer( self::CONNECT_ACTION );

		$additional = isset( $_GET['additional_scopes'] ) ? array_map( 'sanitize_text_field', (array) wp_unslash( $_GET['additional_scopes'] ) ) : array();
		$additional = array_filter( $additional, array( $this, 'is_allowed_scope' ) );
		$redirect   = isset( $_GET['redirect'] ) ? esc_url_raw( wp_unslash( $_GET['redirect'] ) ) : '';
		$redirect   = '' === $redirect ? $this->context->admin_url( 'dashboard' ) : wp_validate_redirect( $redirect, $this->context->admin_url( 'dashboard' ) );

		$user_id = get_current_user_id();
		$state   = wp_generate_password( 32, false );
		update_user_option(
			$user_id,
			Token_Store::STATE,
			array(
				'state'    => $state,
				'redirect' => $redirect,
				'expires'  => time() + self::STATE_TTL,
			)
		);
		$challenge = $this->pkce->start( $user_id, $state, self::STATE_TTL );
		$profile   = $this->store->profile( $user_id );
		$url       = $this->oauth->authorize_url( array_values( array_unique( array_merge( $this->required_scopes(), $additional ) ) ), $state, $challenge, $profile['email'] ?? '' );
		if ( is_wp_error( $url ) ) {
			$this->fail_setup( $user_id, $url );
		}
		wp_redirect( $url ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- Google's (or the emulator's) consent screen.
		exit;
	}

	/**
	 * Finishes the sign-in on wp-admin/index.php?oauth2callback=1.
	 */
	public function handle_callback(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- The OAuth state, bound to the user, is the CSRF check.
		if ( empty( $_GET['oauth2callback'] ) ) {
			return;
		}
		if ( ! current_user_can( Permissions::AUTHENTICATE ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to sign in to Site Kit.', 'google-site-kit' ), 403 );
		}
		$user_id = get_current_user_id();
		$stored  = get_user_option( Token_Store::STATE, $user_id );
		delete_user_option( $user_id, Token_Store::STATE );
		$state = isset( $_GET['state'] ) ? sanitize_text_field( wp_unslash( $_GET['state'] ) ) : '';
		// Taken (and forgotten) on every callback, like the state: a verifier serves one exchange at most.
		$verifier = $this->pkce->take( $user_id, $state );
		if ( ! is_array( $stored ) || '' === $state || ! hash_equals( (string) $stored['state'], $state ) || (int) $stored['expires'] < time() ) {
			$this->fail_setup( $user_id, new WP_Error( 'invalid_state', __( 'The sign-in link was invalid or had expired. Please sign in again.', 'google-site-kit' ) ) );
		}
		if ( isset( $_GET['error'] ) ) {
			$code = sanitize_key( wp_unslash( $_GET['error'] ) );
			if ( 'access_denied' === $code ) {
				if ( $this->is_authenticated( $user_id ) ) {
					// A signed-in admin who declined more access (a service's scope) keeps what they had: back to the
					// dashboard, which says nothing changed (not the splash screen, which would ask them to sign in).
					wp_safe_redirect( $this->context->admin_url( 'dashboard', array( 'notification' => 'scope_denied' ) ) );
					exit;
				}
				// Not "error": WordPress strips that argument from admin URLs (wp_removable_query_args()).
				wp_safe_redirect( $this->context->admin_url( 'splash', array( 'error_code' => 'access_denied' ) ) );
				exit;
			}
			/* translators: %s: error code from Google */
			$this->fail_setup( $user_id, new WP_Error( $code, sprintf( __( 'Google did not complete the sign-in (%s).', 'google-site-kit' ), $code ) ) );
		}
		$code = isset( $_GET['code'] ) ? sanitize_text_field( wp_unslash( $_GET['code'] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		if ( '' === $code ) {
			$tokens = new WP_Error( 'missing_code', __( 'Google did not send an authorization code.', 'google-site-kit' ) );
		} elseif ( null === $verifier ) {
			// No exchange without the attempt's verifier: Google would refuse it, and a code without one is not ours.
			$tokens = new WP_Error( 'missing_code_verifier', __( 'This sign-in could not be verified: it had expired or was already used. Please sign in again.', 'google-site-kit' ) );
		} else {
			$tokens = $this->oauth->exchange_code( $code, $verifier );
		}
		if ( is_wp_error( $tokens ) ) {
			$this->fail_setup( $user_id, $tokens );
		}
		$this->store->save_tokens( $user_id, $tokens );
		$userinfo = $this->oauth->userinfo( (string) $tokens['access_token'] );
		if ( ! is_wp_error( $userinfo ) ) {
			$this->store->save_profile( $user_id, $userinfo );
		}
		delete_user_option( $user_id, self::SETUP_ERROR );
		if ( ! $this->owner_id() ) {
			update_option( self::OWNER_OPTION, $user_id );
		}
		/**
		 * Fires after a user signed in with Google.
		 *
		 * @param int      $user_id User ID.
		 * @param string[] $scopes  Granted scopes.
		 */
		do_action( 'googlesitekit_authorize_user', $user_id, $this->store->granted_scopes( $user_id ) );
		wp_safe_redirect( (string) $stored['redirect'] );
		exit;
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
				'message' => $this->auth_error_message( $auth_error ),
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
	 * What a refused sign-in means for the user, in their language, with Google's own words when it sent any.
	 *
	 * @param array{code: string, message: string} $auth_error The stored auth error.
	 */
	public function auth_error_message( array $auth_error ): string {
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
	public static function shared_auth_error_message(): string {
		return __( 'Google no longer accepts the access of the administrator who shared this dashboard, so Site Kit can’t show its data. Ask them to sign in with Google again.', 'google-site-kit' );
	}

	/**
	 * Signs a user out of Google: revokes the grant and forgets the tokens.
	 *
	 * @param int $user_id User ID.
	 */
	public function disconnect( int $user_id ): void {
		$tokens = $this->store->tokens( $user_id );
		if ( null !== $tokens ) {
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
	 * Remembers why the sign-in failed and returns the user to the splash screen.
	 *
	 * @param int      $user_id User ID.
	 * @param WP_Error $error   What went wrong.
	 * @return never
	 */
	private function fail_setup( int $user_id, WP_Error $error ): never {
		update_user_option(
			$user_id,
			self::SETUP_ERROR,
			array(
				'code'    => $error->get_error_code(),
				'message' => $error->get_error_message(),
			)
		);
		wp_safe_redirect( $this->context->admin_url( 'splash' ) );
		exit;
	}

	/**
	 * The error for a user without a usable token.
	 *
	 * @param int $user_id User ID.
	 */
	private function not_authenticated_error( int $user_id ): WP_Error {
		$auth_error = $this->store->auth_error( $user_id );
		if ( null !== $auth_error && get_current_user_id() !== $user_id && ! current_user_can( Permissions::AUTHENTICATE ) ) {
			// A view-only read on the account of the admin who shared the data: only that admin can fix it.
			return new WP_Error(
				'oauth_token_error',
				self::shared_auth_error_message(),
				array(
					'status' => 401,
					'reason' => $auth_error['code'],
				)
			);
		}
		if ( null !== $auth_error ) {
			return new WP_Error(
				'oauth_token_error',
				$this->auth_error_message( $auth_error ),
				array(
					'status'       => 401,
					'reason'       => $auth_error['code'],
					'reconnectURL' => $this->connect_url(),
				)
			);
		}
		return new WP_Error(
			'not_authenticated',
			__( 'Sign in with Google to see this data.', 'google-site-kit' ),
			array(
				'status'       => 401,
				'reconnectURL' => $this->connect_url(),
			)
		);
	}

	/**
	 * Whether a scope may be requested through the connect URL.
	 *
	 * @param string $scope Scope.
	 */
	private function is_allowed_scope( string $scope ): bool {
		return in_array( $scope, array( 'openid', 'email', 'profile' ), true ) || str_starts_with( $scope, 'https://www.googleapis.com/auth/' );
	}
}
