<?php
/**
 * Class Google_Schemas
 *
 * @package Google\Site_Kit\Tests\Support
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests\Support;

/**
 * What the test emulator's schema check found: every call the plugin (or the served test site) sends to Google is
 * checked against Google's Discovery documents (tests/fixtures/google-discovery) — query parameters the method
 * defines, a body of its request schema — and so is the emulator's answer. TestCase fails the test whose calls
 * had a problem.
 */
final class Google_Schemas {

	/**
	 * The problems since the last check, one line each, and clears them; null when no emulator runs.
	 *
	 * @throws \RuntimeException When the emulator runs without its schema check.
	 * @return string[]|null
	 */
	public static function take_problems(): ?array {
		if ( '' === Emulator::url() ) {
			return null;
		}
		$view = Emulator::control( 'GET', '/schema' );
		if ( empty( $view['dir'] ) ) {
			throw new \RuntimeException( 'The test emulator runs without its schema check (EMULATOR_SCHEMA_DIR): stop it and run the tests through "npm run test:php".' );
		}
		$violations = (array) ( $view['violations'] ?? array() );
		if ( ! $violations ) {
			return array();
		}
		Emulator::control( 'DELETE', '/schema' );
		$lines = array();
		foreach ( $violations as $violation ) {
			$call  = sprintf(
				'%s %s%s → %d%s (%s)',
				$violation['method'],
				$violation['path'],
				'' === $violation['query'] ? '' : '?' . $violation['query'],
				$violation['status'],
				null === $violation['fault'] ? '' : ' [fault ' . $violation['fault'] . ']',
				$violation['target'] ?? 'no Google method'
			);
			$sides = array(
				'request'  => 'request',
				'response' => 'answer',
			);
			foreach ( $sides as $side => $label ) {
				foreach ( (array) $violation[ $side ] as $problem ) {
					$lines[] = $call . ' ' . $label . ' ' . $problem['path'] . ' ' . $problem['message'];
				}
			}
		}
		return $lines;
	}
}
