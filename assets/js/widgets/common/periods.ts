/**
 * Daily reads that cover a range and its compare period.
 *
 * Under "Previous period" the compare period ends the day before the range,
 * so one read from the compare period's first day to the range's last day
 * holds both. Under "Same period last year" the two periods lie a year
 * apart: one span from last year's start to this range would also hold
 * every day in between, so each period gets a read of its own. Either way
 * the rows are then picked by their exact dates (splitDailyRows), never by
 * "before the range's first day".
 */

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { QueryParams } from '../../api/types';
import { DAY_MS, dayTime, toISODay } from '../../util/days';
import { useReport, type ReportState } from '../use-report';
import { combineReports, type CombinedState } from './report-states';

export interface PeriodSpanDates {
	startDate: string;
	endDate: string;
	compareStartDate: string;
	compareEndDate: string;
}

export interface Span {
	startDate: string;
	endDate: string;
}

function nextDay( day: string ): string {
	return toISODay( dayTime( day ) + DAY_MS );
}

/**
 * Whether the compare period ends the day before the range starts.
 *
 * @param dates The range's dates.
 */
export function periodsAdjacent( dates: PeriodSpanDates ): boolean {
	return nextDay( dates.compareEndDate ) === dates.startDate;
}

/**
 * The spans to read so that both periods are covered and nothing else: one
 * span when the periods are adjacent, else the range and the compare period.
 *
 * @param dates The range's dates.
 */
export function periodSpans( dates: PeriodSpanDates ): Span[] {
	if ( periodsAdjacent( dates ) ) {
		return [
			{ startDate: dates.compareStartDate, endDate: dates.endDate },
		];
	}
	return [
		{ startDate: dates.startDate, endDate: dates.endDate },
		{ startDate: dates.compareStartDate, endDate: dates.compareEndDate },
	];
}

/**
 * Daily rows sorted into the range and the compare period by their day;
 * rows of any other day (outside both periods) are left out.
 *
 * @param rows  Rows.
 * @param dayOf The row's day, "YYYY-MM-DD".
 * @param dates The range's dates.
 */
export function splitDailyRows< T >(
	rows: readonly T[],
	dayOf: ( row: T ) => string,
	dates: PeriodSpanDates
): { current: T[]; previous: T[] } {
	const current: T[] = [];
	const previous: T[] = [];
	for ( const row of rows ) {
		const day = dayOf( row );
		if ( day >= dates.startDate && day <= dates.endDate ) {
			current.push( row );
		} else if (
			day >= dates.compareStartDate &&
			day <= dates.compareEndDate
		) {
			previous.push( row );
		}
	}
	return { current, previous };
}

export interface PeriodReports< T > extends CombinedState {
	/** The answers, one per span, once all have arrived. */
	reports: T[] | undefined;
}

/**
 * Reads a daily report over a range and its compare period (periodSpans):
 * one read when the periods are adjacent, two when they are not.
 *
 * @param slug      Module slug.
 * @param datapoint Datapoint.
 * @param params    Other params (dimensions, url…), without dates; keep stable.
 * @param dates     The range's dates; keep stable.
 * @param enabled   Whether to read at all.
 */
export function usePeriodReports< T >(
	slug: string,
	datapoint: string,
	params: QueryParams,
	dates: PeriodSpanDates,
	enabled = true
): PeriodReports< T > {
	const spans = useMemo( () => periodSpans( dates ), [ dates ] );
	const first = useMemo(
		() => ( { ...params, ...spans[ 0 ] } ),
		[ params, spans ]
	);
	const second = useMemo(
		() => ( { ...params, ...( spans[ 1 ] ?? spans[ 0 ] ) } ),
		[ params, spans ]
	);
	const a = useReport< T >( slug, datapoint, first, enabled );
	const b = useReport< T >(
		slug,
		datapoint,
		second,
		enabled && spans.length > 1
	);
	const states: Array< ReportState< T > > =
		spans.length > 1 ? [ a, b ] : [ a ];
	const combined = combineReports( states );
	const ready = states.every( ( state ) => state.report !== undefined );
	const reports = useMemo(
		() =>
			ready ? states.map( ( state ) => state.report as T ) : undefined,
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ ready, a.report, b.report, spans.length ]
	);
	return { ...combined, reports };
}
