<?php
/**
 * Plugin Name: Site Kit local one-click login
 * Description: Logs the local admin in from the link `npm start` prints (a random token written next to wp-config.php on each start).
 *
 * @package Google\Site_Kit
 */

add_action(
	'init',
	static function () {
		if ( empty( $_GET['googlesitekit_autologin'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Token-checked local login.
			return;
		}
		$file  = ABSPATH . '.autologin-token';
		$token = is_readable( $file ) ? trim( (string) file_get_contents( $file ) ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- Local file.
		$given = sanitize_text_field( wp_unslash( $_GET['googlesitekit_autologin'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Token-checked local login.
		if ( strlen( $token ) < 32 || ! hash_equals( $token, $given ) ) {
			wp_die( esc_html__( 'This login link has expired. Run "npm start" again for a new one.', 'google-site-kit' ), '', array( 'response' => 403 ) );
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
