<?php
/**
 * Class Other_Process
 *
 * @package Google\Site_Kit\Tests\Support
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Support;

use RuntimeException;

/**
 * Another PHP process running inside the same test WordPress (same database, same object cache): another server of
 * the site, for the tests of what must hold across servers. Each process boots WordPress first and runs its code
 * only when told to, so several can be started and then let go at the same instant.
 */
final class Other_Process {

	/**
	 * Process handle.
	 *
	 * @var resource
	 */
	private $process;

	/**
	 * stdin, stdout.
	 *
	 * @var array<int, resource>
	 */
	private array $pipes = array();

	/**
	 * Where the code and stderr are kept.
	 *
	 * @var string[]
	 */
	private array $files;

	/**
	 * Starts a process that will run $code (PHP, its return value comes back through JSON) and waits until its
	 * WordPress is loaded.
	 *
	 * @param string $code PHP code, with a return statement.
	 */
	public static function start( string $code ): self {
		$self      = new self();
		$code_file = (string) wp_tempnam( 'googlesitekit-other-process' );
		$err_file  = (string) wp_tempnam( 'googlesitekit-other-process-err' );
		file_put_contents( $code_file, $code ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$self->files = array( $code_file, $err_file );
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- Test helper: another PHP server.
		$self->process = proc_open(
			array( PHP_BINARY, __DIR__ . '/other-process.php', (string) getenv( 'GOOGLESITEKIT_TEST_SITE_DIR' ), (string) getenv( 'GOOGLESITEKIT_TEST_URL' ), $code_file ),
			array(
				0 => array( 'pipe', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'file', $err_file, 'w' ),
			),
			$self->pipes
		);
		if ( ! is_resource( $self->process ) ) {
			throw new RuntimeException( 'Could not start the other PHP process.' );
		}
		$line = $self->read_line( 60 );
		if ( "ready\n" !== $line ) {
			throw new RuntimeException( 'The other PHP process did not boot: ' . $line . $self->stderr() );
		}
		return $self;
	}

	/**
	 * Runs $code in another process and returns its result.
	 *
	 * @param string $code PHP code, with a return statement.
	 * @return mixed
	 */
	public static function run( string $code ) {
		$process = self::start( $code );
		$process->go();
		return $process->result();
	}

	/**
	 * Runs the same code in several processes let go together. Their code finds in $go a moment a little later
	 * (microtime), to start at the same instant whatever the delay of each one's wake-up.
	 *
	 * @param int    $count How many.
	 * @param string $code  PHP code, with a return statement.
	 * @return array Their results.
	 */
	public static function race( int $count, string $code ): array {
		$processes = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$processes[] = self::start( $code );
		}
		$start = microtime( true ) + 0.3;
		foreach ( $processes as $process ) {
			$process->go( sprintf( '%.6F', $start ) );
		}
		return array_map( static fn( self $process ) => $process->result(), $processes );
	}

	/**
	 * Lets the process run its code.
	 *
	 * @param string $message What its code finds in $go.
	 */
	public function go( string $message = 'go' ): void {
		fwrite( $this->pipes[0], $message . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		fflush( $this->pipes[0] );
	}

	/**
	 * Waits for the code's result (and the process's end).
	 *
	 * @return mixed
	 */
	public function result() {
		$line = $this->read_line( 60 );
		fclose( $this->pipes[0] ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		fclose( $this->pipes[1] ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$status = proc_close( $this->process );
		$stderr = $this->stderr();
		array_map( 'wp_delete_file', $this->files );
		if ( ! str_starts_with( $line, 'result:' ) || 0 !== $status ) {
			throw new RuntimeException( "The other PHP process failed (exit {$status}): {$line}{$stderr}" );
		}
		return json_decode( substr( $line, strlen( 'result:' ) ), true );
	}

	/**
	 * One line of the process's output.
	 *
	 * @param int $seconds Longest wait.
	 */
	private function read_line( int $seconds ): string {
		$end  = microtime( true ) + $seconds;
		$line = '';
		while ( ! str_ends_with( $line, "\n" ) && microtime( true ) < $end ) {
			$read   = array( $this->pipes[1] );
			$write  = null;
			$except = null;
			if ( stream_select( $read, $write, $except, 0, 200000 ) ) {
				$chunk = fgets( $this->pipes[1] );
				if ( false === $chunk ) {
					break;
				}
				$line .= $chunk;
			}
		}
		return $line;
	}

	/**
	 * What the process wrote to stderr.
	 */
	private function stderr(): string {
		return is_file( $this->files[1] ) ? (string) file_get_contents( $this->files[1] ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions
	}
}
