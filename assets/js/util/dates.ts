/**
 * Time constants, date range presets and date helpers (spec §3, §5, §9).
 *
 * Dates travel as "YYYY-MM-DD" strings and are computed in UTC: a date
 * string always names the same calendar day, whatever the browser's time
 * zone. "Today" is the site's day (util/site-day.ts) unless a caller passes one.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getRangeDates, parseRangeKey } from './date-range';
import { getSiteToday } from './site-day';

export const MINUTE_IN_SECONDS = 60;
export const HOUR_IN_SECONDS = 3600;
export const DAY_IN_SECONDS = 86400;
export const WEEK_IN_SECONDS = 604800;
export const MONTH_IN_SECONDS = 2592000;
export const YEAR_IN_SECONDS = 31536000;

/** Default cache lifetime, in seconds. */
export const DEFAULT_CACHE_TTL = 3600;

const DAY_IN_MILLISECONDS = DAY_IN_SECONDS * 1000;

export const INVALID_DATE_STRING_ERROR =
	'Invalid dateString parameter, it must be a string.';
export const INVALID_DATE_INSTANCE_ERROR =
	'Date param must construct to a valid date instance or be a valid date instance itself.';
export const INVALID_DATE_RANGE_ERROR =
	'Invalid date range, it must be a string with the format "last-x-days".';

/** A date range as the spec writes it: "last-x-days". */
export type DateRange = `last-${ number }-days`;

export type DateRangeSlug =
	| 'last-7-days'
	| 'last-14-days'
	| 'last-28-days'
	| 'last-90-days';

export interface DateRangePreset {
	slug: DateRangeSlug;
	label: string;
	days: number;
}

/** The date ranges a user can pick (spec §3), shortest first. */
export const DATE_RANGE_PRESETS: readonly DateRangePreset[] = [
	{
		slug: 'last-7-days',
		label: __( 'Last 7 days', 'google-site-kit' ),
		days: 7,
	},
	{
		slug: 'last-14-days',
		label: __( 'Last 14 days', 'google-site-kit' ),
		days: 14,
	},
	{
		slug: 'last-28-days',
		label: __( 'Last 28 days', 'google-site-kit' ),
		days: 28,
	},
	{
		slug: 'last-90-days',
		label: __( 'Last 90 days', 'google-site-kit' ),
		days: 90,
	},
];

/** The range a dashboard shows until the user picks another. */
export const DEFAULT_DATE_RANGE: DateRangeSlug = 'last-28-days';

export interface DateRangeDates {
	/** First day of the range. */
	startDate: string;
	/** Last day of the range: the day before the reference date. */
	endDate: string;
	/** First day of the compare period. */
	compareStartDate: string;
	/** Last day of the compare period: the day before `startDate`. */
	compareEndDate: string;
	/** "none" when the user asked for no comparison (the compare dates then hold the previous period). */
	compare?: 'none';
}

const DATE_STRING_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_RANGE_PATTERN = /^last-(\d+)-days$/;

/**
 * Whether a value is a "YYYY-MM-DD" string naming a real calendar day
 * ("2024-02-30" is not one).
 *
 * @param value Value to check.
 */
export function isValidDateString( value: unknown ): value is string {
	if ( typeof value !== 'string' ) {
		return false;
	}
	const match = DATE_STRING_PATTERN.exec( value );
	if ( ! match ) {
		return false;
	}
	const [ year, month, day ] = match.slice( 1 ).map( Number );
	const date = new Date( Date.UTC( year, month - 1, day ) );
	return (
		date.getUTCFullYear() === year &&
		date.getUTCMonth() === month - 1 &&
		date.getUTCDate() === day
	);
}

/**
 * Whether a value is a Date holding a real point in time.
 *
 * @param value Value to check.
 */
export function isValidDateInstance( value: unknown ): value is Date {
	return value instanceof Date && ! Number.isNaN( value.getTime() );
}

/**
 * The "YYYY-MM-DD" string of a date's UTC calendar day.
 *
 * @param  date A Date, or a string or timestamp that constructs one.
 * @throws {RangeError} INVALID_DATE_INSTANCE_ERROR when no valid date results.
 */
export function dateToString( date: Date | string | number ): string {
	const instance =
		typeof date === 'string' || typeof date === 'number'
			? new Date( date )
			: date;
	if ( ! isValidDateInstance( instance ) ) {
		throw new RangeError( INVALID_DATE_INSTANCE_ERROR );
	}
	return instance.toISOString().slice( 0, 10 );
}

/**
 * The Date at UTC midnight of a "YYYY-MM-DD" string.
 *
 * @param  dateString Date string.
 * @throws {TypeError}  INVALID_DATE_STRING_ERROR when it is not a string.
 * @throws {RangeError} INVALID_DATE_INSTANCE_ERROR when it is not a real "YYYY-MM-DD" day.
 */
export function stringToDate( dateString: unknown ): Date {
	if ( typeof dateString !== 'string' ) {
		throw new TypeError( INVALID_DATE_STRING_ERROR );
	}
	if ( ! isValidDateString( dateString ) ) {
		throw new RangeError( INVALID_DATE_INSTANCE_ERROR );
	}
	return new Date( `${ dateString }T00:00:00.000Z` );
}

/**
 * The date a number of days before another (a negative count goes forward).
 *
 * @param dateString "YYYY-MM-DD" date to count back from.
 * @param days       Whole days to go back.
 */
export function getPreviousDate( dateString: string, days: number ): string {
	const date = stringToDate( dateString );
	return dateToString(
		date.getTime() - Math.trunc( days ) * DAY_IN_MILLISECONDS
	);
}

/**
 * Whether a value is a "last-x-days" range with at least one day.
 *
 * @param range Value to check.
 */
export function isValidDateRange( range: unknown ): range is DateRange {
	if ( typeof range !== 'string' ) {
		return false;
	}
	const match = DATE_RANGE_PATTERN.exec( range );
	return (
		!! match &&
		Number( match[ 1 ] ) > 0 &&
		Number.isSafeInteger( Number( match[ 1 ] ) )
	);
}

/**
 * The number of days in a "last-x-days" range ("last-28-days" → 28).
 *
 * @param  range Date range.
 * @throws {RangeError} INVALID_DATE_RANGE_ERROR when the range is not "last-x-days".
 */
export function getDaysFromRange( range: unknown ): number {
	if ( ! isValidDateRange( range ) ) {
		throw new RangeError( INVALID_DATE_RANGE_ERROR );
	}
	return Number( DATE_RANGE_PATTERN.exec( range )?.[ 1 ] );
}

/**
 * The dates of a range and of its compare period. The range ends the day
 * before the reference date ("today", whose data is still incomplete); the
 * compare period has the same length and ends the day before the range starts.
 *
 * @param  range         Date range such as "last-28-days".
 * @param  referenceDate Today, as a "YYYY-MM-DD" string (the site's day) or a
 *                       Date (its UTC day); default: the site's day now.
 * @throws {RangeError} INVALID_DATE_RANGE_ERROR for a malformed range.
 */
export function getDateRangeDates(
	range: unknown,
	referenceDate: Date | string = getSiteToday()
): DateRangeDates {
	if ( ! isValidDateRange( range ) && typeof range === 'string' ) {
		// The user's other presets, custom ranges and compare modes (util/date-range.ts).
		const today =
			typeof referenceDate === 'string'
				? dateToString( stringToDate( referenceDate ) )
				: dateToString( referenceDate );
		const dates = parseRangeKey( range ) && getRangeDates( range, today );
		if ( dates ) {
			const { compare, ...rest } = dates;
			return compare === 'none' ? { ...rest, compare } : rest;
		}
	}
	const days = getDaysFromRange( range );
	const today =
		typeof referenceDate === 'string'
			? dateToString( stringToDate( referenceDate ) )
			: dateToString( referenceDate );

	const endDate = getPreviousDate( today, 1 );
	const startDate = getPreviousDate( endDate, days - 1 );
	const compareEndDate = getPreviousDate( startDate, 1 );
	const compareStartDate = getPreviousDate( compareEndDate, days - 1 );

	return { startDate, endDate, compareStartDate, compareEndDate };
}
