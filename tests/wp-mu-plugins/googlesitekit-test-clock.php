<?php
/**
 * Plugin Name: Site Kit test clock
 * Description: Only in the test site. Moves the clock Site Kit counts report days from (googlesitekit_now).
 *
 * @package Google\Site_Kit
 */

// Tests store the Unix time the site should believe it is in this option (set when the test set it, so the clock
// keeps running from there): e.g. the first or the last day of a month. Deleting the option gives the real time back.
add_filter(
	'googlesitekit_now',
	static function ( $now ) {
		// Autoloaded (see tests/e2e/utils/clock.ts): read from the options already loaded, so the clock costs no
		// query of its own (tests count a warm read's queries).
		$all = wp_load_alloptions();
		if ( ! isset( $all['googlesitekit_test_clock'] ) ) {
			return $now;
		}
		$clock = maybe_unserialize( $all['googlesitekit_test_clock'] );
		if ( ! is_array( $clock ) || ! isset( $clock['time'], $clock['setAt'] ) ) {
			return $now;
		}
		return (int) $clock['time'] + ( (int) $now - (int) $clock['setAt'] );
	}
);
