/**
 * Day arithmetic and typed-date parsing for the custom range calendar.
 *
 * Days are handled as the Unix time (milliseconds) of their UTC midnight, so
 * no time zone or daylight saving change shifts them.
 */

/**
 * WordPress dependencies
 */
import { __, _x, sprintf } from '@wordpress/i18n';

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

/**
 * How a day is typed in a locale: its short numeric form ("11/24/2026" in en-US, "24.11.2026" in de-DE,
 * "2026/11/24" in ja), in Latin digits.
 */
export interface TypedDayFormat {
	/** The day written that way. */
	format: ( time: number ) => string;
	/** The day that text names, or null. ISO "YYYY-MM-DD" is understood in every locale. */
	parse: ( text: string ) => number | null;
	/** The form in letters, e.g. "MM/DD/YYYY" (the letters are translatable). */
	pattern: string;
}

type DayField = 'year' | 'month' | 'day';

/**
 * The typed form of days in a locale.
 *
 * @param tag Intl locale.
 */
export function typedDayFormat( tag: string ): TypedDayFormat {
	const intl = new Intl.DateTimeFormat( [ tag, 'en-US' ], {
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		timeZone: 'UTC',
		numberingSystem: 'latn',
		calendar: 'gregory',
	} );
	const parts = intl.formatToParts( Date.UTC( 2026, 10, 24 ) );
	const order = parts
		.map( ( part ) => part.type )
		.filter( ( type ): type is DayField =>
			[ 'year', 'month', 'day' ].includes( type )
		);
	const letters: Record< DayField, string > = {
		/* translators: how a four-digit year is shown in a date format hint, e.g. "MM/DD/YYYY". */
		year: _x( 'YYYY', 'date format', 'google-site-kit' ),
		/* translators: how a two-digit month is shown in a date format hint, e.g. "MM/DD/YYYY". */
		month: _x( 'MM', 'date format', 'google-site-kit' ),
		/* translators: how a two-digit day is shown in a date format hint, e.g. "MM/DD/YYYY". */
		day: _x( 'DD', 'date format', 'google-site-kit' ),
	};
	const pattern = parts
		.map( ( part ) =>
			part.type === 'literal'
				? part.value
				: letters[ part.type as DayField ] ?? ''
		)
		.join( '' )
		// Some locales mark the text direction around the separators.
		.replace( /[\u200e\u200f\u061c]/g, '' );
	const parse = ( text: string ): number | null => {
		const trimmed = text.trim();
		const groups = trimmed.split( /\D+/ ).filter( Boolean );
		if ( groups.length !== 3 ) {
			return null;
		}
		// Year first with four digits is ISO's order (or a year-first locale's).
		const fields: DayField[] =
			groups[ 0 ].length === 4 ? [ 'year', 'month', 'day' ] : order;
		if ( fields.length !== 3 ) {
			return null;
		}
		const value = ( field: DayField ) => groups[ fields.indexOf( field ) ];
		const year = value( 'year' );
		const month = value( 'month' );
		const day = value( 'day' );
		if ( year.length !== 4 || month.length > 2 || day.length > 2 ) {
			return null;
		}
		return parseISODay(
			`${ year }-${ month.padStart( 2, '0' ) }-${ day.padStart(
				2,
				'0'
			) }`
		);
	};
	return {
		format: ( time ) =>
			intl.format( time ).replace( /[\u200e\u200f\u061c]/g, '' ),
		parse,
		pattern,
	};
}

export interface TypedRange {
	start: number | null;
	end: number | null;
	startError: string | null;
	endError: string | null;
}

/**
 * Checks the two typed dates against the range rules: both real days (in the
 * locale's typed form or YYYY-MM-DD), the end not before the start, neither
 * after the latest day.
 *
 * @param startText Typed start.
 * @param endText   Typed end.
 * @param latest    The latest day a range may end on.
 * @param format    How the latest day is written in messages.
 * @param typed     The locale's typed form of days (default: YYYY-MM-DD).
 */
export function checkTypedRange(
	startText: string,
	endText: string,
	latest: number,
	format: ( time: number ) => string,
	typed: TypedDayFormat = {
		format: toISODay,
		parse: parseISODay,
		pattern: 'YYYY-MM-DD',
	}
): TypedRange {
	const check = ( text: string, empty: string ) => {
		if ( text.trim() === '' ) {
			return { time: null, error: empty };
		}
		const time = typed.parse( text );
		if ( time === null ) {
			return {
				time: null,
				error: sprintf(
					/* translators: 1: what the user typed, 2: the date form, e.g. "MM/DD/YYYY", 3: an example day written that way. */
					__(
						'“%1$s” is not a date. Enter it as %2$s, for example %3$s.',
						'google-site-kit'
					),
					text.trim(),
					typed.pattern,
					typed.format( latest )
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
