<?php
/**
 * Router for PHP's built-in server: static files are served as they are,
 * everything else goes through WordPress's front controller (pretty permalinks).
 *
 * @package Google\Site_Kit
 */

$googlesitekit_root = $_SERVER['DOCUMENT_ROOT'];
$googlesitekit_path = urldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

if ( str_contains( $googlesitekit_path, '..' ) || preg_match( '#/\.ht#', $googlesitekit_path ) || str_contains( $googlesitekit_path, '/wp-content/database/' ) ) {
	http_response_code( 403 );
	exit;
}

$googlesitekit_file = $googlesitekit_root . $googlesitekit_path;
if ( is_dir( $googlesitekit_file ) && ! str_ends_with( $googlesitekit_path, '/' ) && is_file( $googlesitekit_file . '/index.php' ) ) {
	header( 'Location: ' . $googlesitekit_path . '/', true, 301 );
	exit;
}
if ( '/' !== $googlesitekit_path && file_exists( $googlesitekit_file ) ) {
	return false;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $googlesitekit_root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
require $googlesitekit_root . '/index.php';
