<?php
/**
 * Class Wp_Cli
 *
 * @package Google\Site_Kit\Tests\Support
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Support;

use RuntimeException;

/**
 * Runs WP-CLI from Composer (vendor/bin/wp) against the test site in its own process, as a user would, on the same
 * database copy and emulator as the PHP tests; no answer to any question (as in CI).
 */
final class Wp_Cli {

	/**
	 * Runs `wp …` and returns its exit code and output; this process's runtime cache is dropped afterwards so it sees
	 * what the command wrote (a persistent object cache holds it).
	 *
	 * @param string ...$args Arguments after `wp` (the site's path is given).
	 * @return array{int, string, string} Exit code, standard output, standard error.
	 */
	public static function run( string ...$args ): array {
		$wp = dirname( __DIR__, 3 ) . '/vendor/bin/wp';
		if ( ! is_file( $wp ) ) {
			throw new RuntimeException( 'WP-CLI comes from Composer (require-dev): run "npm ci" or "composer install".' );
		}
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- The test runs WP-CLI as a user would.
		$process = proc_open(
			array_merge( array( $wp, '--path=' . getenv( 'GOOGLESITEKIT_TEST_SITE_DIR' ), '--allow-root' ), $args ),
			array(
				0 => array( 'pipe', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes
		);
		if ( ! is_resource( $process ) ) {
			throw new RuntimeException( 'WP-CLI could not be started.' );
		}
		fclose( $pipes[0] );
		$out  = (string) stream_get_contents( $pipes[1] );
		$err  = (string) stream_get_contents( $pipes[2] );
		$code = proc_close( $process );
		wp_cache_flush_runtime();
		return array( $code, $out, $err );
	}
}
