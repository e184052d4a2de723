/**
 * Which part of a report range (and of its compare period) lies before the
 * first day a service has data of. Each module's `history.ts` says how far
 * back its provider reaches (its `ModuleService.history`).
 * Dates are "YYYY-MM-DD" strings computed in UTC (see util/dates.ts).
 */

/**
 * Internal dependencies
 */
import { toISODay } from './days';

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
 * The day of a provider's createTime (RFC 3339), e.g. when a GA4 property or an
 * AdSense account was created: the first day it has data of. Null when the time
 * is missing or unreadable.
 *
 * @param createTime The createTime ("2023-07-24T09:26:53.589Z").
 */
export function createTimeDay( createTime: unknown ): string | null {
	if ( typeof createTime !== 'string' ) {
		return null;
	}
	const time = Date.parse( createTime );
	return Number.isNaN( time ) ? null : toISODay( time );
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
