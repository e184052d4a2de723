<?php
/**
 * Plugin Name: Site Kit local mail
 * Description: Sends the local development and test sites' mail over SMTP to the server that catches it on 127.0.0.1 (bin/lib/smtp.mjs writes the constants into wp-config.php; the messages land in .wp/<site>-mail/). No authentication, no TLS.
 *
 * @package Google\Site_Kit
 */

if ( defined( 'GOOGLESITEKIT_DEV_SMTP_HOST' ) && defined( 'GOOGLESITEKIT_DEV_SMTP_PORT' ) ) {
	add_action( 'phpmailer_init', 'googlesitekit_local_smtp', PHP_INT_MAX );
}

/**
 * Points PHPMailer at the local SMTP server.
 *
 * @param PHPMailer\PHPMailer\PHPMailer $phpmailer WordPress's mailer.
 */
function googlesitekit_local_smtp( $phpmailer ) {
	$phpmailer->isSMTP();
	$phpmailer->Host        = GOOGLESITEKIT_DEV_SMTP_HOST; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
	$phpmailer->Port        = (int) GOOGLESITEKIT_DEV_SMTP_PORT; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
	$phpmailer->SMTPAuth    = false; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
	$phpmailer->SMTPSecure  = ''; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
	$phpmailer->SMTPAutoTLS = false; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
	$phpmailer->Timeout     = 10; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
	// One connection per message: a long-lived PHP process (PHPUnit) never holds a connection to a server restarted meanwhile.
	$phpmailer->SMTPKeepAlive = false; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
}
