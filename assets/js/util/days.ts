/**
 * Calendar days as "YYYY-MM-DD" strings and as the Unix time (milliseconds) of
 * their UTC midnight, so no time zone or daylight saving change shifts them.
 * The one set of day helpers for ranges, charts, data limits and the calendar.
 */

/** A day, in milliseconds. */
export const DAY_MS = 86400000;

/**
 * "YYYY-MM-DD" of a day.
 *
 * @param time UTC midnight, in milliseconds.
 */
export function toISODay( time: number ): string {
	return new Date( time ).toISOString().slice( 0, 10 );
}

/**
 * The UTC midnight of a "YYYY-MM-DD" day, or null when it is no real day.
 *
 * @param value Text.
 */
export function parseISODay( value: string ): number | null {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec( value.trim() );
	if ( ! match ) {
		return null;
	}
	const [ year, month, day ] = match.slice( 1 ).map( Number );
	const time = Date.UTC( year, month - 1, day );
	return toISODay( time ) === value.trim() ? time : null;
}

/**
 * The UTC midnight of a day already known to be "YYYY-MM-DD" (NaN otherwise).
 *
 * @param day Day.
 */
export function dayTime( day: string ): number {
	return Date.parse( `${ day }T00:00:00Z` );
}
