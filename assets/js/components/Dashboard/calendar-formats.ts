/**
 * The custom-range calendar's date formats (month heading, day labels, weekday names), in the page's locale and
 * always of the Gregorian calendar the grid is made of.
 */

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

export interface CalendarFormats {
	month: Intl.DateTimeFormat;
	full: Intl.DateTimeFormat;
	medium: Intl.DateTimeFormat;
	day: Intl.DateTimeFormat;
	weekdayShort: Intl.DateTimeFormat;
	weekdayLong: Intl.DateTimeFormat;
}

/**
 * The calendar's formats for a BCP 47 tag (falling back to en-US), in UTC: days are UTC midnights.
 *
 * @param tag BCP 47 tag.
 */
export function useCalendarFormats( tag: string ): CalendarFormats {
	return useMemo( () => {
		const make = ( options: Intl.DateTimeFormatOptions ) =>
			new Intl.DateTimeFormat( [ tag, 'en-US' ], {
				...options,
				timeZone: 'UTC',
				// The grid is of Gregorian months: its heading and labels name them, whatever the locale's own
				// calendar (Thai, Persian).
				calendar: 'gregory',
			} );
		return {
			month: make( { month: 'long', year: 'numeric' } ),
			full: make( {
				weekday: 'long',
				year: 'numeric',
				month: 'long',
				day: 'numeric',
			} ),
			medium: make( { year: 'numeric', month: 'short', day: 'numeric' } ),
			day: make( { day: 'numeric' } ),
			weekdayShort: make( { weekday: 'short' } ),
			weekdayLong: make( { weekday: 'long' } ),
		};
	}, [ tag ] );
}
