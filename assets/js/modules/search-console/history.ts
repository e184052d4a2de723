/**
 * How far back Search Console's data reaches: it keeps 16 months of performance data, the first day it still has
 * being the same day of the month 16 months before today; its newest two days are fresh data that may still change
 * (the plugin reads dataState "all"). Read by the data-limit notes under its figures (`../histories.ts`).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { DAY_MS, dayTime, toISODay } from '../../util/days';
import type { HistoryLimit } from '../../widgets/module-lists/types';

/** Months of data Search Console keeps. */
export const SEARCH_CONSOLE_RETENTION_MONTHS = 16;

/** Search Console's newest days that are still provisional (fresh data). */
export const SEARCH_CONSOLE_FRESH_DAYS = 2;

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

export const history: HistoryLimit = {
	firstDay: ( today ) => searchConsoleFirstDay( today ),
	fresh: includesFreshSearchData,
	missing: ( day ) =>
		sprintf(
			/* translators: %s: the oldest day Search Console still has. */
			__(
				'Search Console keeps 16 months of data: nothing before %s is available.',
				'google-site-kit'
			),
			day
		),
	compare: ( day ) =>
		sprintf(
			/* translators: %s: the oldest day Search Console still has. */
			__(
				'The comparison period starts before %s, which Search Console no longer keeps: changes can’t be computed.',
				'google-site-kit'
			),
			day
		),
	before: __( 'Older than Search Console keeps', 'google-site-kit' ),
	partlyBefore: __(
		'Partly older than Search Console keeps',
		'google-site-kit'
	),
	freshNote: __(
		'Search Console’s last 2 days are provisional and may still change.',
		'google-site-kit'
	),
};
