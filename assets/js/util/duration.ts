/**
 * Durations in words for metrics (spec §9): "1h 2m 5s".
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { HOUR_IN_SECONDS, MINUTE_IN_SECONDS } from './dates';
import {
	getFormatter,
	toFiniteNumber,
	type FormatOptions,
	type NumericInput,
} from './number-format';

/**
 * Formats seconds as hours, minutes and seconds, leaving out zero parts
 * (3725 → "1h 2m 5s", 60 → "1m", 0 → "0s"). Fractions of a second are
 * rounded to the nearest second (61.6 → "1m 2s").
 *
 * @param seconds Duration in seconds.
 * @param options Formatting options.
 */
export function formatDuration(
	seconds: NumericInput,
	options: FormatOptions = {}
): string {
	const number = toFiniteNumber( seconds, 'formatDuration' );
	const total = Math.round( Math.abs( number ) );
	const format = ( part: number ) =>
		getFormatter( options.locale, 0 ).format( part );

	const hours = Math.floor( total / HOUR_IN_SECONDS );
	const minutes = Math.floor(
		( total % HOUR_IN_SECONDS ) / MINUTE_IN_SECONDS
	);
	const secs = total % MINUTE_IN_SECONDS;

	const parts: string[] = [];
	if ( hours > 0 ) {
		const text = sprintf(
			/* translators: %s: number of hours. */
			__( '%sh', 'google-site-kit' ),
			format( hours )
		);
		parts.push( text );
	}
	if ( minutes > 0 ) {
		const text = sprintf(
			/* translators: %s: number of minutes. */
			__( '%sm', 'google-site-kit' ),
			format( minutes )
		);
		parts.push( text );
	}
	if ( secs > 0 || parts.length === 0 ) {
		const text = sprintf(
			/* translators: %s: number of seconds. */
			__( '%ss', 'google-site-kit' ),
			format( secs )
		);
		parts.push( text );
	}

	const sign = number < 0 && total > 0 ? '-' : '';
	return sign + parts.join( ' ' );
}
