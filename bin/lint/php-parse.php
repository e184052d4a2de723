<?php
/**
 * Compiles PHP files without running them, on the PHP that runs this script (php-wasm in bin/lint/php-versions.mjs,
 * one process per PHP version for every file): what `php -l` does, file after file, in one process. A parse error,
 * a compile error (e.g. `break` outside a loop) or a compile-time deprecation (e.g. PHP 8.4's implicitly nullable
 * parameter) is a problem. Prints one line: PARSE-CHECK followed by JSON { version, checked, problems }.
 *
 * Usage: php -d opcache.enable_cli=1 php-parse.php LIST.json (a JSON array of absolute paths).
 *
 * @package Google\Site_Kit
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.PHP.DevelopmentFunctions -- a lint tool on bare PHP, without WordPress, that collects PHP's own errors.

$googlesitekit_files    = json_decode( (string) file_get_contents( $argv[1] ), true );
$googlesitekit_problems = array();
$googlesitekit_raised   = array();

if ( ! function_exists( 'opcache_compile_file' ) ) {
	fwrite( STDERR, "OPcache is missing: it compiles the files without running them.\n" );
	exit( 2 );
}

// Compile-time warnings and deprecations reach a handler on some PHP versions, only error_get_last() on others.
set_error_handler(
	static function ( $level, $message, $file, $line ) use ( &$googlesitekit_raised ) {
		$googlesitekit_raised[] = array(
			'file'    => $file,
			'line'    => $line,
			'message' => $message,
		);
		return true;
	}
);

foreach ( $googlesitekit_files as $googlesitekit_file ) {
	$googlesitekit_raised = array();
	error_clear_last();
	try {
		$googlesitekit_compiled = opcache_compile_file( $googlesitekit_file );
	} catch ( ParseError $googlesitekit_error ) {
		$googlesitekit_problems[] = array(
			'file'    => $googlesitekit_file,
			'line'    => $googlesitekit_error->getLine(),
			'message' => 'Parse error: ' . $googlesitekit_error->getMessage(),
		);
		continue;
	} catch ( Throwable $googlesitekit_error ) {
		$googlesitekit_problems[] = array(
			'file'    => $googlesitekit_file,
			'line'    => $googlesitekit_error->getLine(),
			'message' => get_class( $googlesitekit_error ) . ': ' . $googlesitekit_error->getMessage(),
		);
		continue;
	}
	$googlesitekit_last = error_get_last();
	if ( null !== $googlesitekit_last && ! in_array( $googlesitekit_last['message'], array_column( $googlesitekit_raised, 'message' ), true ) ) {
		$googlesitekit_raised[] = $googlesitekit_last;
	}
	foreach ( $googlesitekit_raised as $googlesitekit_one ) {
		// OPcache's own "could not compile" warning repeats the compile error raised before it.
		if ( 0 !== strpos( $googlesitekit_one['message'], 'Zend OPcache could not compile file' ) ) {
			$googlesitekit_problems[] = $googlesitekit_one;
		}
	}
	if ( ! $googlesitekit_compiled && ! $googlesitekit_raised ) {
		$googlesitekit_problems[] = array(
			'file'    => $googlesitekit_file,
			'line'    => 0,
			'message' => 'OPcache could not compile the file.',
		);
	}
}

echo 'PARSE-CHECK ' . json_encode( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a JSON report for the Node script, not HTML.
	array(
		'version'  => PHP_VERSION,
		'checked'  => count( $googlesitekit_files ),
		'problems' => $googlesitekit_problems,
	),
	JSON_UNESCAPED_SLASHES
) . "\n";
