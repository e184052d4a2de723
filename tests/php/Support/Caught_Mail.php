<?php
/**
 * Class Caught_Mail
 *
 * @package Google\Site_Kit\Tests\Support
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Support;

/**
 * The mail the test site sent: WordPress's mailer goes over SMTP to the server the test run started
 * (bin/lib/smtp.mjs), which stores each message in the site's mail folder as <n>.eml and <n>.json.
 * The JSON: { n, to: string[] (the envelope's recipients), from, envelopeFrom, subject,
 * headers: { lower-case name: string[] }, text: ?string, html: ?string,
 * attachments: [ { filename: ?string, contentType, cid: ?string, base64 } ] }.
 */
final class Caught_Mail {

	/**
	 * The mail folder (wp-config.php's GOOGLESITEKIT_DEV_MAIL_DIR, written by bin/lib/site-config.mjs).
	 */
	public static function dir(): string {
		if ( ! defined( 'GOOGLESITEKIT_DEV_MAIL_DIR' ) ) {
			throw new \RuntimeException( 'GOOGLESITEKIT_DEV_MAIL_DIR is not defined: run the tests with "npm run test:php".' );
		}
		return (string) constant( 'GOOGLESITEKIT_DEV_MAIL_DIR' );
	}

	/**
	 * Removes every caught message (numbering starts again at 1).
	 */
	public static function clear(): void {
		foreach ( self::numbered_files() as $file ) {
			unlink( $file );
		}
	}

	/**
	 * The caught messages, oldest first.
	 *
	 * @return array<int, array<string, mixed>> The parsed JSON of each.
	 */
	public static function messages(): array {
		$files = array();
		foreach ( self::numbered_files() as $file ) {
			if ( str_ends_with( $file, '.json' ) ) {
				$files[ (int) basename( $file, '.json' ) ] = $file;
			}
		}
		ksort( $files );
		$messages = array();
		foreach ( $files as $file ) {
			$decoded = json_decode( (string) file_get_contents( $file ), true );
			if ( ! is_array( $decoded ) ) {
				throw new \RuntimeException( 'Unreadable caught message: ' . $file );
			}
			$messages[] = $decoded;
		}
		return $messages;
	}

	/**
	 * Waits until at least $count messages were caught.
	 *
	 * @param int   $count   How many.
	 * @param float $timeout Seconds to wait at most.
	 * @return array<int, array<string, mixed>> The messages, oldest first.
	 * @throws \RuntimeException When fewer arrived in time (with the subjects of those that did).
	 */
	public static function wait_for( int $count, float $timeout = 5.0 ): array {
		$end = microtime( true ) + $timeout;
		while ( true ) {
			$messages = self::messages();
			if ( count( $messages ) >= $count ) {
				return $messages;
			}
			if ( microtime( true ) >= $end ) {
				throw new \RuntimeException(
					sprintf(
						'Expected %d caught message(s) within %.1f s, got %d: %s',
						$count,
						$timeout,
						count( $messages ),
						wp_json_encode( array_column( $messages, 'subject' ) )
					)
				);
			}
			usleep( 50000 );
		}
	}

	/**
	 * The <n>.eml and <n>.json files of the folder (not the temporary files of a message being written).
	 *
	 * @return string[] Paths.
	 */
	private static function numbered_files(): array {
		$dir = self::dir();
		if ( ! is_dir( $dir ) ) {
			return array();
		}
		$files = array();
		foreach ( (array) scandir( $dir ) as $name ) {
			if ( is_string( $name ) && preg_match( '/^\d+\.(eml|json)$/', $name ) ) {
				$files[] = $dir . '/' . $name;
			}
		}
		return $files;
	}
}
