/**
 * Day arithmetic and typed-date parsing for the custom range calendar.
 *
 * Days are handled as the Unix time (milliseconds) of their UTC midnight, so
 * no time zone or daylight saving change shifts them.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { DAY_MS, parseISODay, toISODay } from '../../util/days';

export { DAY_MS, parseISODay, toISODay };

/**
 * The first day of the day's month.
 *
 * @param time Day.
 */
export function monthStart( time: number ): number {
	const date = new Date( time );
	return Date.UTC( date.getUTCFullYear(), date.getUTCMonth(), 1 );
}

/**
 * The same day of the month some months later (or earlier), the month's last day when it is shorter.
 *
 * @param time   Day.
 * @param months Months to add (negative: back).
 */
export function addMonths( time: number, months: number ): number {
	const date = new Date( time );
	const year = date.getUTCFullYear();
	const month = date.getUTCMonth() + months;
	const lastDay = new Date( Date.UTC( year, month + 1, 0 ) ).getUTCDate();
	return Date.UTC( year, month, Math.min( date.getUTCDate(), lastDay ) );
}

/**
 * The first day of the week the day is in.
 *
 * @param time     Day.
 * @param firstDay The week's first weekday (0 = Sunday … 6 = Saturday).
 */
export function weekStart( time: number, firstDay: number ): number {
	const offset = ( new Date( time ).getUTCDay() - firstDay + 7 ) % 7;
	return time - offset * DAY_MS;
}

/**
 * The weeks the calendar shows for a month: each a list of seven days, from
 * the week holding the month's first day to the one holding its last.
 *
 * @param month    Any day of the month.
 * @param firstDay The week's first weekday.
 */
export function monthWeeks( month: number, firstDay: number ): number[][] {
	const first = monthStart( month );
	const last = addMonths( first, 1 ) - DAY_MS;
	const weeks: number[][] = [];
	for (
		let start = weekStart( first, firstDay );
		start <= last;
		start += 7 * DAY_MS
	) {
		weeks.push(
			Array.from( { length: 7 }, ( _, index ) => start + index * DAY_MS )
		);
	}
	return weeks;
}

/**
 * Whether two days are in the same month.
 *
 * @param a Day.
 * @param b Day.
 */
export function sameMonth( a: number, b: number ): boolean {
	return monthStart( a ) === monthStart( b );
}

export interface TypedRange {
	start: number | null;
	end: number | null;
	startError: string | null;
	endError: string | null;
}

/**
 * Checks the two typed dates against the range rules: both real days in
 * YYYY-MM-DD, the end not before the start, neither after the latest day.
 *
 * @param startText Typed start.
 * @param endText   Typed end.
 * @param latest    The latest day a range may end on.
 * @param format    How the latest day is written in messages.
 */
export function checkTypedRange(
	startText: string,
	endText: string,
	latest: number,
	format: ( time: number ) => string
): TypedRange {
	const check = ( text: string, empty: string ) => {
		if ( text.trim() === '' ) {
			return { time: null, error: empty };
		}
		const time = parseISODay( text );
		if ( time === null ) {
			return {
				time: null,
				error: sprintf(
					/* translators: 1: what the user typed, 2: an example day written as YYYY-MM-DD. */
					__(
						'“%1$s” is not a date. Enter it as YYYY-MM-DD, for example %2$s.',
						'google-site-kit'
					),
					text.trim(),
					toISODay( latest )
				),
			};
		}
		if ( time > latest ) {
			return {
				time: null,
				error: sprintf(
					/* translators: %s: the latest day a range can end on, e.g. "Mar 31, 2026". */
					__(
						'Choose %s or an earlier day: later days have no complete figures yet.',
						'google-site-kit'
					),
					format( latest )
				),
			};
		}
		return { time, error: null };
	};
	const start = check(
		startText,
		__( 'Enter the first day of the range.', 'google-site-kit' )
	);
	const end = check(
		endText,
		__( 'Enter the last day of the range.', 'google-site-kit' )
	);
	let endError = end.error;
	if ( start.time !== null && end.time !== null && end.time < start.time ) {
		endError = __(
			'The last day must not be before the first day.',
			'google-site-kit'
		);
	}
	return {
		start: start.time,
		end: endError ? null : end.time,
		startError: start.error,
		endError,
	};
}
