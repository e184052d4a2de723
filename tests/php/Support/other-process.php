<?php
/**
 * A second PHP process inside the test WordPress (tests/php/Support/Other_Process.php starts it):
 * php other-process.php <site-dir> <site-url> <code-file>
 *
 * Boots WordPress (same database file and object cache as the PHPUnit process, through the inherited environment),
 * says "ready", waits for a line on stdin (the code finds it in $go), runs the code and prints its return value as JSON.
 *
 * @package Google\Site_Kit\Tests
 */

require dirname( __DIR__, 3 ) . '/bin/php/bootstrap-wp.php';
require_once $googlesitekit_site . '/wp-load.php';

$googlesitekit_code = (string) file_get_contents( $argv[3] ?? '' );
fwrite( STDOUT, "ready\n" );
fflush( STDOUT );
$googlesitekit_go     = trim( (string) fgets( STDIN ) );
$googlesitekit_result = ( static function () use ( $googlesitekit_code, $googlesitekit_go ) {
	$go = $googlesitekit_go;
	return eval( $googlesitekit_code ); // phpcs:ignore Squiz.PHP.Eval.Discouraged -- Test helper: the code a test hands the other process.
} )();
fwrite( STDOUT, 'result:' . wp_json_encode( $googlesitekit_result ) . "\n" );
