<?php
/**
 * Runs PHP code read from stdin inside a local site's WordPress: bin/php/wp-eval.php <site-dir>
 *
 * Tests use it to arrange state (options, users) the way the plugin would.
 *
 * @package Google\Site_Kit
 */

require __DIR__ . '/bootstrap-wp.php';
require_once $googlesitekit_site . '/wp-load.php';
eval( stream_get_contents( STDIN ) ); // phpcs:ignore Squiz.PHP.Eval.Discouraged -- Test and developer helper, never part of the plugin.
