<?php
/**
 * Plugin Name: Site Kit test notice guard
 * Description: Only in the test site. Records every PHP notice, warning and deprecation raised from Site Kit's files,
 * and every WordPress deprecation or "doing it wrong" Site Kit's code caused, so that the test runners fail on them
 * (bin/lib/php-notices.mjs reads the log after each run; tests/php/TestCase.php checks them after each test).
 *
 * @package Google\Site_Kit
 */

/**
 * The log the test runners read: one JSON object a line.
 */
function googlesitekit_test_notices_log(): string {
	return WP_CONTENT_DIR . '/googlesitekit-notices.log';
}

/**
 * Whether a file is Site Kit's own code (the plugin folder, whatever links lead there; not its Composer or npm packages, the local sites under .wp/, nor bin/php/, whose router runs every request of the local sites).
 *
 * @param string $file A file path.
 */
function googlesitekit_test_is_plugin_file( string $file ): bool {
	static $root = null;
	if ( null === $root ) {
		$root = (string) realpath( WP_PLUGIN_DIR . '/google-site-kit' );
	}
	$real = (string) realpath( $file );
	return '' !== $root && str_starts_with( $real, $root . '/' ) && ! preg_match( '#^/(vendor|node_modules|\.wp|bin/php)/#', substr( $real, strlen( $root ) ) );
}

/**
 * Records one notice: in this request's list (PHPUnit reads it) and in the log (the HTTP runs' servers write it).
 *
 * @param string $kind    What raised it ("E_DEPRECATED", "doing_it_wrong"…).
 * @param string $message The message.
 * @param string $file    Where, in Site Kit.
 * @param int    $line    Line.
 */
function googlesitekit_test_record_notice( string $kind, string $message, string $file, int $line ): void {
	$entry                                   = array(
		'kind'    => $kind,
		'message' => $message,
		'file'    => $file,
		'line'    => $line,
		'request' => 'cli' !== PHP_SAPI && isset( $_SERVER['REQUEST_URI'] ) ? (string) $_SERVER['REQUEST_URI'] : 'cli', // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- Logged for the test report only.
	);
	$GLOBALS['googlesitekit_test_notices'][] = $entry;
	// PHPUnit (PHP's command line) checks its list after each test; a served request has only the log.
	if ( 'cli' !== PHP_SAPI ) {
		file_put_contents( googlesitekit_test_notices_log(), wp_json_encode( $entry ) . "\n", FILE_APPEND | LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- Test-only log.
	}
}

$GLOBALS['googlesitekit_test_notices'] = array();

/**
 * Puts the recorder on top of whatever error handler runs now (PHP's, or PHPUnit's during a test: TestCase::setUp
 * calls this again, since PHPUnit sets its own handler for each test), passing every error on to that handler.
 */
function googlesitekit_test_watch_errors(): void {
	$previous = null;
	$previous = set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions -- The point of this file.
		static function ( $level, $message, $file = '', $line = 0 ) use ( &$previous ) {
			$names = array(
				E_WARNING         => 'E_WARNING',
				E_NOTICE          => 'E_NOTICE',
				E_DEPRECATED      => 'E_DEPRECATED',
				E_USER_WARNING    => 'E_USER_WARNING',
				E_USER_NOTICE     => 'E_USER_NOTICE',
				E_USER_DEPRECATED => 'E_USER_DEPRECATED',
			);
			// @-silenced calls are left alone, as PHP leaves them; an error another recorder of this file passed on is
			// recorded once.
			if ( empty( $GLOBALS['googlesitekit_test_passing'] ) && isset( $names[ $level ] ) && ( error_reporting() & $level ) && googlesitekit_test_is_plugin_file( (string) $file ) ) { // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.runtime_configuration_error_reporting, WordPress.PHP.DevelopmentFunctions.prevent_path_disclosure_error_reporting -- Reads the level (the @ operator lowers it), changes nothing.
				googlesitekit_test_record_notice( $names[ $level ], (string) $message, (string) $file, (int) $line );
			}
			if ( ! $previous ) {
				return false;
			}
			$was                                   = ! empty( $GLOBALS['googlesitekit_test_passing'] );
			$GLOBALS['googlesitekit_test_passing'] = true;
			try {
				return (bool) call_user_func( $previous, $level, $message, $file, $line );
			} finally {
				$GLOBALS['googlesitekit_test_passing'] = $was;
			}
		}
	);
}

googlesitekit_test_watch_errors();

/**
 * For WordPress's own deprecation and misuse notices: the Site Kit line that called into WordPress, if any.
 *
 * @return array{0: string, 1: int}|null File and line.
 */
function googlesitekit_test_plugin_caller(): ?array {
	foreach ( debug_backtrace( DEBUG_BACKTRACE_IGNORE_ARGS ) as $frame ) { // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		if ( isset( $frame['file'] ) && __FILE__ !== $frame['file'] && googlesitekit_test_is_plugin_file( $frame['file'] ) ) {
			return array( $frame['file'], (int) ( $frame['line'] ?? 0 ) );
		}
	}
	return null;
}

foreach ( array( 'deprecated_function_run', 'deprecated_constructor_run', 'deprecated_class_run', 'deprecated_file_included', 'deprecated_argument_run', 'deprecated_hook_run', 'doing_it_wrong_run' ) as $googlesitekit_hook ) {
	add_action(
		$googlesitekit_hook,
		static function ( $subject, $detail = '', $version = '' ) use ( $googlesitekit_hook ) {
			$caller = googlesitekit_test_plugin_caller();
			if ( $caller ) {
				googlesitekit_test_record_notice( $googlesitekit_hook, trim( "{$subject}: {$detail} ({$version})" ), $caller[0], $caller[1] );
			}
		},
		10,
		3
	);
}
