/**
 * The calendar grid's keys (the WAI-ARIA date picker dialog pattern): which day a key moves the focus to.
 */

/**
 * Internal dependencies
 */
import { addMonths, DAY_MS, weekStart } from './calendar-dates';

/**
 * The day a key moves the focused day to: arrow keys by day and week, Home and End to the week's first and last
 * day, Page Up and Page Down by month (with Shift by year). Null for any other key.
 *
 * @param key      The key (`KeyboardEvent.key`).
 * @param shiftKey Whether Shift is held.
 * @param focused  The focused day (UTC midnight, ms).
 * @param firstDay The week's first day (0 = Sunday … 6 = Saturday).
 */
export function keyMove(
	key: string,
	shiftKey: boolean,
	focused: number,
	firstDay: number
): number | null {
	switch ( key ) {
		case 'ArrowLeft':
			return focused - DAY_MS;
		case 'ArrowRight':
			return focused + DAY_MS;
		case 'ArrowUp':
			return focused - 7 * DAY_MS;
		case 'ArrowDown':
			return focused + 7 * DAY_MS;
		case 'Home':
			return weekStart( focused, firstDay );
		case 'End':
			return weekStart( focused, firstDay ) + 6 * DAY_MS;
		case 'PageUp':
			return addMonths( focused, shiftKey ? -12 : -1 );
		case 'PageDown':
			return addMonths( focused, shiftKey ? 12 : 1 );
		default:
			return null;
	}
}
