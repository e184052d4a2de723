/**
 * How far back each Google service's data reaches, and which part of a
 * report range (and of its compare period) lies outside it:
 * - Search Console keeps 16 months of performance data: the first day it
 *   still has is the same day of the month 16 months before today. Its
 *   newest days (the last two) are fresh data that may still change
 *   (the plugin reads dataState "all").
 * - A GA4 property's standard reports reach back to its creation (the Admin
 *   API's property createTime), no further.
 * - An AdSense account earns nothing before it exists: its reports reach
 *   back to its creation (the Management API's account createTime).
 * - PageSpeed Insights measures the page now and keeps no history.
 * Dates are "YYYY-MM-DD" strings computed in UTC (see util/dates.ts).
 */

/**
 * Internal dependencies
 */
import { DAY_MS, dayTime, toISODay } from './days';

/** Months of data Search Console keeps. */
export const SEARCH_CONSOLE_RETENTION_MONTHS = 16;

/** Search Console's newest days that are still provisional (fresh data). */
export const SEARCH_CONSOLE_FRESH_DAYS = 2;

/** How much of a period a service has: all of it, part (its start is too old) or none. */
export type Coverage = 'full' | 'partial' | 'none';

export interface RangeLimits {
	/** The first day the service has, "YYYY-MM-DD". */
	firstDay: string;
	/** How much of the range it has. */
	current: Coverage;
	/** How much of the compare period it has; "off" when nothing is compared. */
	compare: Coverage | 'off';
}

export interface PeriodDates {
	startDate: string;
	endDate: string;
	compareStartDate: string;
	compareEndDate: string;
	compare?: string;
}

/**
 * The first day Search Console still has, 16 months before today (the 31st
 * becomes the month's last day when that month is shorter).
 *
 * @param today Today, "YYYY-MM-DD" (the site's day).
 */
export function searchConsoleFirstDay( today: string ): string {
	const date = new Date( dayTime( today ) );
	const year = date.getUTCFullYear();
	const month = date.getUTCMonth() - SEARCH_CONSOLE_RETENTION_MONTHS;
	const lastDay = new Date( Date.UTC( year, month + 1, 0 ) ).getUTCDate();
	return toISODay(
		Date.UTC( year, month, Math.min( date.getUTCDate(), lastDay ) )
	);
}

/**
 * The first day a GA4 property has: the day of its createTime (RFC 3339), or
 * null when the time is missing or unreadable.
 *
 * @param createTime The property's createTime ("2023-07-24T09:26:53.589Z").
 */
export function analyticsFirstDay( createTime: unknown ): string | null {
	if ( typeof createTime !== 'string' ) {
		return null;
	}
	const time = Date.parse( createTime );
	return Number.isNaN( time ) ? null : toISODay( time );
}

/**
 * The first day an AdSense account has: the day of its createTime (RFC 3339),
 * or null when the time is missing or unreadable.
 *
 * @param createTime The account's createTime ("2021-06-02T16:40:11.206Z").
 */
export function adsenseFirstDay( createTime: unknown ): string | null {
	return analyticsFirstDay( createTime );
}

/**
 * How much of a period lies on or after a service's first day.
 *
 * @param startDate First day of the period.
 * @param endDate   Last day of the period.
 * @param firstDay  First day the service has.
 */
export function coverageOf(
	startDate: string,
	endDate: string,
	firstDay: string
): Coverage {
	if ( endDate < firstDay ) {
		return 'none';
	}
	return startDate < firstDay ? 'partial' : 'full';
}

/**
 * Which part of a range and of its compare period a service has.
 *
 * @param dates    The range's dates (getDateRangeDates).
 * @param firstDay The service's first day, or null when it is unknown (then
 *                 nothing is said to be missing).
 * @return The limits, or null when the service has the whole of both periods.
 */
export function rangeLimits(
	dates: PeriodDates,
	firstDay: string | null
): RangeLimits | null {
	if ( ! firstDay ) {
		return null;
	}
	const current = coverageOf( dates.startDate, dates.endDate, firstDay );
	const compare =
		dates.compare === 'none'
			? 'off'
			: coverageOf(
					dates.compareStartDate,
					dates.compareEndDate,
					firstDay
			  );
	if ( current === 'full' && ( compare === 'full' || compare === 'off' ) ) {
		return null;
	}
	return { firstDay, current, compare };
}

/**
 * Whether a range reaches into Search Console's provisional days (the last
 * SEARCH_CONSOLE_FRESH_DAYS days before today, and today).
 *
 * @param endDate Last day of the range.
 * @param today   Today, "YYYY-MM-DD".
 */
export function includesFreshSearchData(
	endDate: string,
	today: string
): boolean {
	return (
		dayTime( endDate ) >=
		dayTime( today ) - SEARCH_CONSOLE_FRESH_DAYS * DAY_MS
	);
}
