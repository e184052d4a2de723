<?php
/**
 * PHPUnit bootstrap: loads the real WordPress of the test site (bin/test-php.mjs
 * prepares it and hands each run a fresh copy of its database).
 *
 * @package Google\Site_Kit\Tests
 */

$googlesitekit_site = getenv( 'GOOGLESITEKIT_TEST_SITE_DIR' );
if ( ! $googlesitekit_site || ! is_file( $googlesitekit_site . '/wp-config.php' ) ) {
	fwrite( STDERR, "Run the PHP tests with \"npm run test:php\": it prepares the test WordPress and its database.\n" );
	exit( 1 );
}
if ( ! getenv( 'GOOGLESITEKIT_DB_FILE' ) ) {
	fwrite( STDERR, "GOOGLESITEKIT_DB_FILE is not set: the tests would write to the test site's pristine database.\n" );
	exit( 1 );
}

$googlesitekit_url          = (string) getenv( 'GOOGLESITEKIT_TEST_URL' );
$_SERVER['HTTP_HOST']       = (string) googlesitekit_tests_host_port( $googlesitekit_url );
$_SERVER['SERVER_NAME']     = '127.0.0.1';
$_SERVER['SERVER_PORT']     = '80';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

require_once $googlesitekit_site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
require_once dirname( __DIR__, 2 ) . '/vendor/autoload.php';

/**
 * host:port of a URL, before WordPress is loaded.
 *
 * @param string $url URL.
 */
function googlesitekit_tests_host_port( string $url ): string {
	$parts = parse_url( $url );
	return ( $parts['host'] ?? '127.0.0.1' ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
}
