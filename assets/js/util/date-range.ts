/**
 * The dates of a report range key, as the server computes them (mirrors
 * includes/Core/Util/Date_Range.php; the keys are described in
 * range-keys.ts). This module is the face of the range helpers: it hands on
 * the keys, the label and the URL parameters too.
 */

/**
 * Internal dependencies
 */
import { DAY_MS, parseISODay, toISODay } from './days';
import { CUSTOM, ROLLING, parseRangeKey, type RangeDates } from './range-keys';
import { getSiteToday } from './site-day';

export * from './range-keys';
export { getRangeLabel } from './range-label';
export { readRangeFromURL, writeRangeToURL } from './range-url';

function utc( year: number, month: number, day: number ): number {
	return Date.UTC( year, month, day );
}

function yearBefore( time: number ): number {
	const date = new Date( time );
	const year = date.getUTCFullYear() - 1;
	const month = date.getUTCMonth();
	const lastDay = new Date( utc( year, month + 1, 0 ) ).getUTCDate();
	return utc( year, month, Math.min( date.getUTCDate(), lastDay ) );
}

/**
 * The dates of a range key, as the server computes them.
 *
 * @param key   Range key.
 * @param today The site's today, "YYYY-MM-DD" (default: the site's day now, util/site-day.ts).
 * @return The dates, or null for an invalid key.
 */
export function getRangeDates(
	key: string,
	today: string = getSiteToday()
): RangeDates | null {
	const parsed = parseRangeKey( key );
	const now = parseISODay( today );
	if ( ! parsed || now === null ) {
		return null;
	}
	const { dateRange, compare } = parsed;
	const yesterday = now - DAY_MS;
	const current = new Date( now );
	const year = current.getUTCFullYear();
	const month = current.getUTCMonth();
	const quarterStart = month - ( month % 3 );
	let start: number;
	let end: number;
	let rolling = false;
	const rollingMatch = ROLLING.exec( dateRange );
	const custom = CUSTOM.exec( dateRange );
	if ( rollingMatch ) {
		rolling = true;
		end = yesterday;
		start = end - ( Number( rollingMatch[ 1 ] ) - 1 ) * DAY_MS;
	} else if ( custom ) {
		start = parseISODay( custom[ 1 ] ) as number;
		end = parseISODay( custom[ 2 ] ) as number;
	} else {
		const toDate = ( first: number ): [ number, number ] => [
			first,
			Math.max( first, yesterday ),
		];
		const periods: Record< string, [ number, number ] > = {
			'this-month': toDate( utc( year, month, 1 ) ),
			'this-quarter': toDate( utc( year, quarterStart, 1 ) ),
			'year-to-date': toDate( utc( year, 0, 1 ) ),
			'last-month': [ utc( year, month - 1, 1 ), utc( year, month, 0 ) ],
			'last-quarter': [
				utc( year, quarterStart - 3, 1 ),
				utc( year, quarterStart, 0 ),
			],
			'last-12-months': [
				utc( year, month - 12, 1 ),
				utc( year, month, 0 ),
			],
		};
		[ start, end ] = periods[ dateRange ];
	}
	let compareStart: number;
	let compareEnd: number;
	if ( compare === 'same-period-last-year' ) {
		compareStart = rolling ? start - 364 * DAY_MS : yearBefore( start );
		compareEnd = rolling ? end - 364 * DAY_MS : yearBefore( end );
	} else {
		const days = Math.round( ( end - start ) / DAY_MS ) + 1;
		compareEnd = start - DAY_MS;
		compareStart = compareEnd - ( days - 1 ) * DAY_MS;
	}
	return {
		startDate: toISODay( start ),
		endDate: toISODay( end ),
		compareStartDate: toISODay( compareStart ),
		compareEndDate: toISODay( compareEnd ),
		compare,
	};
}
