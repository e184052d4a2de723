<?php
/**
 * Plugin Name: Site Kit local one-click login
 * Description: Logs the local admin in from the link `npm start` prints. The link works once, for ten minutes: its token and expiry are written next to wp-config.php on each start and the file is removed by the login that uses it.
 *
 * @package Google\Site_Kit
 */

/**
 * Claims the one-click login token: true when the given token is the current one, unexpired and not used yet.
 * The token file holds "<token>\n<expiry as a Unix time>"; claiming it removes it, so a link works only once even
 * when two requests race for it (only one of them removes the file).
 *
 * @param string $file  Token file.
 * @param string $given Token from the link.
 * @param int    $now   Current Unix time.
 * @return bool Whether the login may go ahead.
 */
function googlesitekit_dev_login_claim( string $file, string $given, int $now ): bool {
	if ( ! is_readable( $file ) ) {
		return false;
	}
	$lines   = explode( "\n", trim( (string) file_get_contents( $file ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- Local file.
	$token   = trim( $lines[0] ?? '' );
	$expires = (int) trim( $lines[1] ?? '0' );
	if ( strlen( $token ) < 32 || ! hash_equals( $token, $given ) ) {
		return false;
	}
	// The right token: used now or expired, it never works again.
	$claimed = @unlink( $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.unlink_unlink -- A lost race is a refusal, not a warning.
	return $claimed && $expires >= $now;
}

add_action(
	'init',
	static function () {
		if ( empty( $_GET['googlesitekit_autologin'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Token-checked local login.
			return;
		}
		$given = sanitize_text_field( wp_unslash( $_GET['googlesitekit_autologin'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Token-checked local login.
		if ( ! googlesitekit_dev_login_claim( ABSPATH . '.autologin-token', $given, time() ) ) {
			wp_die( esc_html__( 'This login link has expired or was already used. Run "npm start" again for a new one.', 'google-site-kit' ), '', array( 'response' => 403 ) );
		}
		$admin = get_user_by( 'login', 'admin' );
		if ( ! $admin ) {
			wp_die( 'No admin user.', '', array( 'response' => 500 ) );
		}
		wp_set_current_user( $admin->ID );
		wp_set_auth_cookie( $admin->ID, true );
		wp_safe_redirect( admin_url( 'admin.php?page=googlesitekit-dashboard' ) );
		exit;
	}
);
