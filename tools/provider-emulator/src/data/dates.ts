/** Calendar helpers on UTC day numbers (days since 1970-01-01). */

const DAY_MS = 86400000;

export function dayFromDate( date: Date ): number {
	return Math.floor( date.getTime() / DAY_MS );
}

export function toDate( day: number ): Date {
	return new Date( day * DAY_MS );
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses YYYY-MM-DD strictly (rejects 2024-02-30); returns null when invalid.
 * @param text
 */
export function parseIsoDay( text: string ): number | null {
	const match = ISO_DATE.exec( text );
	if ( ! match ) {
		return null;
	}
	return dayFromParts(
		Number( match[ 1 ] ),
		Number( match[ 2 ] ),
		Number( match[ 3 ] )
	);
}

/**
 * Day number from year/month/day, or null if that date does not exist.
 * @param year
 * @param month
 * @param day
 */
export function dayFromParts(
	year: number,
	month: number,
	day: number
): number | null {
	if (
		! Number.isInteger( year ) ||
		! Number.isInteger( month ) ||
		! Number.isInteger( day )
	) {
		return null;
	}
	const date = new Date( Date.UTC( year, month - 1, day ) );
	if (
		date.getUTCFullYear() !== year ||
		date.getUTCMonth() !== month - 1 ||
		date.getUTCDate() !== day
	) {
		return null;
	}
	return dayFromDate( date );
}

export interface DateParts {
	year: number;
	month: number;
	day: number;
}

export function partsOf( day: number ): DateParts {
	const date = toDate( day );
	return {
		year: date.getUTCFullYear(),
		month: date.getUTCMonth() + 1,
		day: date.getUTCDate(),
	};
}

/**
 * YYYY-MM-DD
 * @param day
 */
export function isoDay( day: number ): string {
	return toDate( day ).toISOString().slice( 0, 10 );
}

/**
 * YYYYMMDD, GA4's `date` dimension format.
 * @param day
 */
export function compactDay( day: number ): string {
	return isoDay( day ).replace( /-/g, '' );
}

/**
 * 0 = Sunday … 6 = Saturday
 * @param day
 */
export function weekday( day: number ): number {
	return ( day + 4 ) % 7;
}

export function range( start: number, end: number ): number[] {
	const days: number[] = [];
	for ( let d = start; d <= end; d++ ) {
		days.push( d );
	}
	return days;
}
