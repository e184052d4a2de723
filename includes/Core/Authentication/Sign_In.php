<?php
/**
 * Class Sign_In
 *
 * @package Google\Site_Kit\Core\Authentication
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Authentication;

use Google\Site_Kit\Context;
use Google\Site_Kit\Core\Contracts\Registerable;
use Google\Site_Kit\Core\Permissions\Permissions;
use WP_Error;

/**
 * The sign-in round trip with Google: the connect redirect (admin-post.php) and the OAuth callback
 * (wp-admin/index.php?oauth2callback=1), which stores the tokens or remembers why the sign-in failed.
 */
final class Sign_In implements Registerable {

	/**
	 * The admin-post action that starts a sign-in (Authentication::connect_url() links to it).
	 */
	public const CONNECT_ACTION = 'googlesitekit_connect';

	/**
	 * How long a sign-in may take between the redirect to Google and the callback.
	 */
	private const STATE_TTL = 1800;

	/**
	 * Constructor.
	 *
	 * @param Context        $context        Plugin context.
	 * @param OAuth_Client   $oauth          OAuth protocol client.
	 * @param Token_Store    $store          Per-user token store.
	 * @param Pkce           $pkce           The sign-in attempts' PKCE verifiers.
	 * @param Authentication $authentication The users' sign-in state (required scopes, site owner).
	 */
	public function __construct(
		private readonly Context $context,
		private readonly OAuth_Client $oauth,
		private readonly Token_Store $store,
		private readonly Pkce $pkce,
		private readonly Authentication $authentication
	) {}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'admin_post_' . self::CONNECT_ACTION, array( $this, 'handle_connect' ) );
		add_action( 'load-index.php', array( $this, 'handle_callback' ) );
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
		$url       = $this->oauth->authorize_url( array_values( array_unique( array_merge( $this->authentication->required_scopes(), $additional ) ) ), $state, $challenge, $profile['email'] ?? '' );
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
				if ( $this->authentication->is_authenticated( $user_id ) ) {
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
		delete_user_option( $user_id, Authentication::SETUP_ERROR );
		if ( ! $this->authentication->owner_id() ) {
			update_option( Authentication::OWNER_OPTION, $user_id );
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
	 * Remembers why the sign-in failed and returns the user to the splash screen.
	 *
	 * @param int      $user_id User ID.
	 * @param WP_Error $error   What went wrong.
	 * @return never
	 */
	private function fail_setup( int $user_id, WP_Error $error ): never {
		update_user_option(
			$user_id,
			Authentication::SETUP_ERROR,
			array(
				'code'    => $error->get_error_code(),
				'message' => $error->get_error_message(),
			)
		);
		wp_safe_redirect( $this->context->admin_url( 'splash' ) );
		exit;
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
