/**
 * What a service has of a report range: how far back its provider's data reaches (each module declares it in its
 * `history.ts`, listed in `modules/histories.ts`, handed down: `../module-lists/histories.ts`), which part of the range and of its compare period lies before that, and the lines that
 * say so (`DataLimitNote.tsx` shows them).
 */

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	rangeLimits,
	type PeriodDates,
	type RangeLimits,
} from '../../util/data-limits';
import { formatDay } from '../../util/locale';
import { getSiteToday } from '../../util/site-day';
import { useReport } from '../use-report';
import { getModuleHistories } from '../module-lists/histories';
import type { HistoryLimit } from '../module-lists/types';

/** A module whose provider keeps only so much history (Search Console, Analytics, AdSense). */
export type LimitedService = string;

const LONG_DAY: Intl.DateTimeFormatOptions = {
	month: 'short',
	day: 'numeric',
	year: 'numeric',
};

const NO_PARAMS = {};

/**
 * The history declaration of a module's service, if it has one.
 *
 * @param module Module slug.
 */
function historyOf( module: string | undefined ): HistoryLimit | undefined {
	return module ? getModuleHistories()[ module ] : undefined;
}

/**
 * The limited service a module's reports come from, if any.
 *
 * @param module Module slug.
 */
export function limitedServiceOf( module: string ): LimitedService | undefined {
	return historyOf( module ) ? ( module as LimitedService ) : undefined;
}

export interface ServiceLimits {
	/** What the service lacks of the range and compare period; null when it has both. */
	limits: RangeLimits | null;
	/** The service's first day, once known. */
	firstDay: string | null;
	/** The range reaches the provider's provisional newest days (Search Console). */
	fresh: boolean;
}

/**
 * What a service has of a range: from the first day its module's `history` declares (from today, or from the
 * report that says when the property or account was created, read once a day).
 *
 * @param service Service (module slug); none reads nothing and says nothing is missing.
 * @param dates   The range's dates (getDateRangeDates).
 * @param enabled Whether the service is connected (false reads nothing).
 */
export function useServiceLimits(
	service: LimitedService | undefined,
	dates: PeriodDates,
	enabled = true
): ServiceLimits {
	const history = historyOf( service );
	const origin = useReport< unknown >(
		service ?? '',
		history?.origin?.datapoint ?? '',
		NO_PARAMS,
		enabled && !! history?.origin
	);
	const originReport = origin.report;
	return useMemo( () => {
		if ( ! history ) {
			return { limits: null, firstDay: null, fresh: false };
		}
		const today = getSiteToday();
		const firstDay = history.firstDay( today, originReport );
		return {
			limits: rangeLimits( dates, firstDay ),
			firstDay,
			fresh: !! history.fresh?.( dates.endDate, today ),
		};
	}, [ history, dates, originReport ] );
}

/**
 * The lines of the note: why the range (or its compare period) is partly or
 * wholly missing, and the provider's provisional newest days.
 *
 * @param service Service.
 * @param state   What the service has.
 * @param fresh   Whether to include the provisional-days line.
 */
export function dataLimitLines(
	service: LimitedService,
	state: ServiceLimits,
	fresh = state.fresh
): string[] {
	const history = historyOf( service );
	const { limits } = state;
	const lines: string[] = [];
	if ( ! history ) {
		return lines;
	}
	if ( limits ) {
		const day = formatDay( limits.firstDay, LONG_DAY );
		if ( limits.current !== 'full' ) {
			lines.push( history.missing( day ) );
		}
		if ( limits.current !== 'none' && limits.compare !== 'full' ) {
			lines.push( history.compare( day ) );
		}
	}
	if ( fresh && history.freshNote && limits?.current !== 'none' ) {
		lines.push( history.freshNote );
	}
	return lines;
}

/**
 * The one line a small tile shows: what is missing, in a few words.
 *
 * @param service Service.
 * @param limits  What the service lacks.
 */
export function shortLimitLine(
	service: LimitedService,
	limits: RangeLimits
): string {
	const history = historyOf( service );
	if ( history && limits.current === 'none' ) {
		return history.before;
	}
	if ( history && limits.current === 'partial' ) {
		return history.partlyBefore;
	}
	return __( 'No change: comparison period too old', 'google-site-kit' );
}

/**
 * Whether the compare figures can be shown: the service has the whole compare period.
 *
 * @param state What the service has.
 */
export function compareAvailable( state: ServiceLimits ): boolean {
	return (
		! state.limits ||
		state.limits.compare === 'full' ||
		state.limits.compare === 'off'
	);
}

/**
 * Whether the service has none of the range.
 *
 * @param state What the service has.
 */
export function outsideLimits( state: ServiceLimits | undefined ): boolean {
	return state?.limits?.current === 'none';
}
