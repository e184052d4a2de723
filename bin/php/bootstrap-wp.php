<?php
/**
 * Loads a local site's WordPress for a command-line script: bin/php/<script>.php <site-dir> …
 *
 * @package Google\Site_Kit
 */

$googlesitekit_site = $argv[1] ?? '';
if ( ! is_file( $googlesitekit_site . '/wp-config.php' ) ) {
	fwrite( STDERR, "Not a WordPress site: {$googlesitekit_site}\n" );
	exit( 2 );
}
// The URL (argument 2) names the site: its host, and on a network (MULTISITE=1) its path picks the network's site.
$googlesitekit_url          = googlesitekit_host_of( (string) ( $argv[2] ?? '' ) );
$_SERVER['HTTP_HOST']       = '' !== $googlesitekit_url ? $googlesitekit_url : '127.0.0.1';
$_SERVER['REQUEST_URI']     = googlesitekit_path_of( (string) ( $argv[2] ?? '' ) );
$_SERVER['SERVER_NAME']     = '127.0.0.1';
$_SERVER['SERVER_PORT']     = '80';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

/**
 * The host[:port] part of a URL, before WordPress (and wp_parse_url) is loaded.
 *
 * @param string $url URL.
 */
function googlesitekit_host_of( string $url ): string {
	$parts = parse_url( $url );
	if ( ! is_array( $parts ) || empty( $parts['host'] ) ) {
		return '';
	}
	return $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
}

/**
 * The path of a URL ("/" when it has none), before WordPress is loaded.
 *
 * @param string $url URL.
 */
function googlesitekit_path_of( string $url ): string {
	$path = parse_url( $url, PHP_URL_PATH );
	return is_string( $path ) && '' !== $path ? $path : '/';
}
