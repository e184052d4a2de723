/**
 * The custom-range calendar's month grid (WAI-ARIA grid): weekday heads, one row per week, the chosen range marked.
 * Its keyboard handling and the choice itself belong to the dialog (DateRangeCalendar).
 */

/**
 * External dependencies
 */
import type { KeyboardEvent, RefObject } from 'react';

/**
 * Internal dependencies
 */
import type { CalendarFormats } from './calendar-formats';
import { DAY_MS, sameMonth, toISODay } from './calendar-dates';

interface CalendarGridProps {
	gridRef: RefObject< HTMLTableElement >;
	/** Id of the month heading that labels the grid. */
	labelledBy: string;
	/** The weeks of the focused day's month (monthWeeks()). */
	weeks: number[][];
	/** The day holding the keyboard focus; its month is shown. */
	focused: number;
	/** The chosen first and last day (null: not chosen yet). */
	start: number | null;
	end: number | null;
	/** The latest day that can be chosen. */
	latestDay: number;
	formats: CalendarFormats;
	onKeyDown: ( event: KeyboardEvent< HTMLTableElement > ) => void;
	/** A day was clicked. */
	onPick: ( time: number ) => void;
}

/**
 * The class names of a day cell: the range's ends, the days between, and days that cannot be chosen.
 *
 * @param time      The day.
 * @param start     The chosen first day.
 * @param end       The chosen last day.
 * @param latestDay The latest day that can be chosen.
 */
function dayClasses(
	time: number,
	start: number | null,
	end: number | null,
	latestDay: number
): string {
	const classes = [ 'googlesitekit-date-range-calendar__day' ];
	const last = end ?? start;
	if ( start !== null && last !== null ) {
		if ( time === start ) {
			classes.push( 'googlesitekit-date-range-calendar__day--start' );
		}
		if ( time === last ) {
			classes.push( 'googlesitekit-date-range-calendar__day--end' );
		}
		if ( time > start && time < last ) {
			classes.push( 'googlesitekit-date-range-calendar__day--between' );
		}
	}
	if ( time > latestDay ) {
		classes.push( 'googlesitekit-date-range-calendar__day--disabled' );
	}
	return classes.join( ' ' );
}

/**
 * The month grid.
 *
 * @param props            Component props.
 * @param props.gridRef    The table's ref (the dialog moves the focus inside it).
 * @param props.labelledBy Id of the month heading.
 * @param props.weeks      The month's weeks.
 * @param props.focused    The focused day.
 * @param props.start      The chosen first day.
 * @param props.end        The chosen last day.
 * @param props.latestDay  The latest day that can be chosen.
 * @param props.formats    The calendar's formats.
 * @param props.onKeyDown  Keyboard handler of the grid.
 * @param props.onPick     Called with a clicked day.
 */
export default function CalendarGrid( {
	gridRef,
	labelledBy,
	weeks,
	focused,
	start,
	end,
	latestDay,
	formats,
	onKeyDown,
	onPick,
}: CalendarGridProps ) {
	const firstWeekday = weeks[ 0 ][ 0 ];
	const weekdays = Array.from(
		{ length: 7 },
		( _, index ) => firstWeekday + index * DAY_MS
	);
	const isSelected = ( time: number ) =>
		start !== null && time >= start && time <= ( end ?? start );
	const today = latestDay + DAY_MS;
	return (
		<table
			ref={ gridRef }
			role="grid"
			aria-labelledby={ labelledBy }
			className="googlesitekit-date-range-calendar__grid"
			onKeyDown={ onKeyDown }
		>
			<thead>
				<tr>
					{ weekdays.map( ( time ) => (
						<th
							key={ time }
							scope="col"
							abbr={ formats.weekdayLong.format( time ) }
						>
							{ formats.weekdayShort.format( time ) }
						</th>
					) ) }
				</tr>
			</thead>
			<tbody>
				{ weeks.map( ( week ) => (
					<tr key={ week[ 0 ] }>
						{ week.map( ( time ) =>
							sameMonth( time, focused ) ? (
								<td
									key={ time }
									data-date={ toISODay( time ) }
									tabIndex={ time === focused ? 0 : -1 }
									className={ dayClasses(
										time,
										start,
										end,
										latestDay
									) }
									aria-label={ formats.full.format( time ) }
									aria-selected={ isSelected( time ) }
									aria-disabled={
										time > latestDay ? true : undefined
									}
									aria-current={
										time === today ? 'date' : undefined
									}
									onClick={ () => onPick( time ) }
								>
									{ formats.day.format( time ) }
								</td>
							) : (
								<td
									key={ time }
									className="googlesitekit-date-range-calendar__blank"
								/>
							)
						) }
					</tr>
				) ) }
			</tbody>
		</table>
	);
}
