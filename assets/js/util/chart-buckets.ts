/**
 * Chart points for a range of any length, built from daily values.
 *
 * Granularity (granularityOf): one point per day up to DAILY_MAX_DAYS (about
 * three months: 92 days covers any quarter), then one per week up to
 * WEEKLY_MAX_DAYS (a year, leap years included: "Last 12 months" is 52 or 53
 * weeks), then one per calendar month.
 *
 * Buckets: days one by one; whole weeks of seven days counted back from the
 * range's last day (the newest point is a complete week; the 1 to 6 days
 * left over at the start are left out of the chart, never drawn as a "week"
 * of one day, while the figures still count them); calendar months (the
 * first and last are partial when the range starts or ends mid-month: a
 * month to date is what it is).
 *
 * Aggregation: "sum" for counts (impressions, clicks, earnings); "mean" (the
 * average per day) for figures that do not add up across days, such as GA4's
 * de-duplicated users (a visitor who came on two days is one visitor, so the
 * sum of daily users would overstate a week) and ratios (CTR, position,
 * engagement or bounce rate), which are never summed.
 *
 * Compare series: drawn at the same x positions as the current range, bucket
 * by bucket, each compare bucket covering the same number of days at the same
 * offset from its period's start, so both lines compare like with like.
 * With daily points the compare period is shifted by at most three days so
 * that weekdays line up (Monday under Monday): traffic follows the week, and a
 * line one weekday off looks like a change that is not there (ranges of a week
 * or more: shorter ones are compared day by day, unshifted). Rolling ranges
 * compared with the previous period of a multiple of 7 days, or 364 days back,
 * are aligned already (no shift). Days the shift moves outside the compare
 * period have no compare point.
 *
 * A bucket with a day the service does not have (before its first day, or
 * outside the period) has no point (null, a gap in the line) rather than a
 * misleadingly low value.
 */

/**
 * Internal dependencies
 */
import { DAY_MS, dayTime, toISODay } from './days';

export type Granularity = 'day' | 'week' | 'month';

/** Longest range drawn day by day. */
export const DAILY_MAX_DAYS = 92;
/** Longest range drawn week by week; longer ones are drawn by month. */
export const WEEKLY_MAX_DAYS = 366;

export type Aggregate = 'sum' | 'mean';

export interface ChartPeriods {
	startDate: string;
	endDate: string;
	compareStartDate: string;
	compareEndDate: string;
}

export interface ChartData {
	granularity: Granularity;
	/** Unix time (seconds, UTC midnight) of each point's first day, in the range. */
	times: number[];
	/** Days in each point. */
	days: number[];
	current: Array< number | null >;
	previous: Array< number | null >;
	/** The compare days the chart draws ("YYYY-MM-DD"), after any weekday shift. */
	previousStart: string;
	previousEnd: string;
}

/**
 * Days from the first to the last day, both included.
 *
 * @param startDate First day.
 * @param endDate   Last day.
 */
export function daysBetween( startDate: string, endDate: string ): number {
	return (
		Math.round( ( dayTime( endDate ) - dayTime( startDate ) ) / DAY_MS ) + 1
	);
}

/**
 * The granularity for a range of this many days.
 *
 * @param days Days in the range.
 */
export function granularityOf( days: number ): Granularity {
	if ( days <= DAILY_MAX_DAYS ) {
		return 'day';
	}
	return days <= WEEKLY_MAX_DAYS ? 'week' : 'month';
}

/**
 * The buckets of a range as [offset of the first day, number of days].
 *
 * @param startDate   First day.
 * @param endDate     Last day.
 * @param granularity Granularity.
 */
export function bucketsOf(
	startDate: string,
	endDate: string,
	granularity: Granularity
): Array< [ number, number ] > {
	const total = daysBetween( startDate, endDate );
	const buckets: Array< [ number, number ] > = [];
	if ( granularity === 'day' ) {
		for ( let offset = 0; offset < total; offset++ ) {
			buckets.push( [ offset, 1 ] );
		}
		return buckets;
	}
	if ( granularity === 'week' ) {
		for ( let offset = total % 7; offset < total; offset += 7 ) {
			buckets.push( [ offset, 7 ] );
		}
		return buckets;
	}
	const start = dayTime( startDate );
	let offset = 0;
	while ( offset < total ) {
		const date = new Date( start + offset * DAY_MS );
		const nextMonth = Date.UTC(
			date.getUTCFullYear(),
			date.getUTCMonth() + 1,
			1
		);
		const length = Math.min(
			Math.round( ( nextMonth - date.getTime() ) / DAY_MS ),
			total - offset
		);
		buckets.push( [ offset, length ] );
		offset += length;
	}
	return buckets;
}

/**
 * Days (at most three either way) to move the compare period so its first day
 * falls on the range's first weekday.
 *
 * @param startDate        First day of the range.
 * @param compareStartDate First day of the compare period.
 */
export function weekdayShift(
	startDate: string,
	compareStartDate: string
): number {
	const diff =
		( ( ( new Date( dayTime( startDate ) ).getUTCDay() -
			new Date( dayTime( compareStartDate ) ).getUTCDay() ) %
			7 ) +
			7 ) %
		7;
	return diff > 3 ? diff - 7 : diff;
}

function aggregate(
	values: Map< string, number >,
	first: number,
	length: number,
	available: ( time: number ) => boolean,
	how: Aggregate
): number | null {
	let sum = 0;
	for ( let i = 0; i < length; i++ ) {
		const time = first + i * DAY_MS;
		if ( ! available( time ) ) {
			return null;
		}
		sum += values.get( toISODay( time ) ) ?? 0;
	}
	return how === 'mean' ? sum / length : sum;
}

/**
 * The chart's points for a range and its compare period.
 *
 * @param periods           The range and compare dates.
 * @param current           Daily values of the range, by "YYYY-MM-DD" (missing days are 0).
 * @param previous          Daily values of the compare period, by "YYYY-MM-DD".
 * @param options           Options.
 * @param options.aggregate How days add up into a point (default "sum").
 * @param options.firstDay  The first day the service has: earlier days make no point.
 */
export function chartData(
	periods: ChartPeriods,
	current: Map< string, number >,
	previous: Map< string, number >,
	options: { aggregate?: Aggregate; firstDay?: string | null } = {}
): ChartData {
	const how = options.aggregate ?? 'sum';
	const firstDay = options.firstDay ? dayTime( options.firstDay ) : -Infinity;
	const start = dayTime( periods.startDate );
	const end = dayTime( periods.endDate );
	const compareStart = dayTime( periods.compareStartDate );
	const compareEnd = dayTime( periods.compareEndDate );
	const granularity = granularityOf(
		daysBetween( periods.startDate, periods.endDate )
	);
	const buckets = bucketsOf(
		periods.startDate,
		periods.endDate,
		granularity
	);
	// A range shorter than a week has no weekly pattern to line up, and a shift
	// would move its few compare days out of the compare period.
	const shift =
		granularity === 'day' && buckets.length >= 7
			? weekdayShift( periods.startDate, periods.compareStartDate )
			: 0;
	const compareFirst = compareStart + shift * DAY_MS;
	return {
		granularity,
		times: buckets.map(
			( [ offset ] ) => ( start + offset * DAY_MS ) / 1000
		),
		days: buckets.map( ( [ , length ] ) => length ),
		current: buckets.map( ( [ offset, length ] ) =>
			aggregate(
				current,
				start + offset * DAY_MS,
				length,
				( time ) => time >= firstDay && time <= end,
				how
			)
		),
		previous: buckets.map( ( [ offset, length ] ) =>
			aggregate(
				previous,
				compareFirst + offset * DAY_MS,
				length,
				( time ) =>
					time >= firstDay &&
					time >= compareStart &&
					time <= compareEnd,
				how
			)
		),
		// The compare period the line stands for, as the range's own legend names the whole range (a weekly chart's
		// first days before its first whole week included), moved only by the weekday shift.
		previousStart: toISODay( Math.max( compareFirst, compareStart ) ),
		previousEnd: toISODay(
			Math.min( compareFirst + ( end - start ), compareEnd )
		),
	};
}

/**
 * Which points of a monthly chart are partial months: the first or last
 * month of a range that starts or ends mid-month (a custom range, the current
 * month in "Year to date"). Such a point covers fewer days, so it is lower
 * without anything having changed; charts draw it differently. Days and weeks
 * are never partial (weeks are whole by construction).
 *
 * @param times       Each point's first day, Unix seconds (ChartData.times).
 * @param days        Days in each point (ChartData.days).
 * @param granularity Granularity.
 */
export function partialPoints(
	times: number[],
	days: number[],
	granularity: Granularity
): boolean[] {
	return times.map( ( time, index ) => {
		if ( granularity !== 'month' ) {
			return false;
		}
		const date = new Date( time * 1000 );
		const inMonth = new Date(
			Date.UTC( date.getUTCFullYear(), date.getUTCMonth() + 1, 0 )
		).getUTCDate();
		return ( days[ index ] ?? inMonth ) < inMonth;
	} );
}
