/**
 * The report range the user chose.
 */

/**
 * Internal dependencies
 */
import { getBaseData } from '../../../api/base-data';
import {
	DEFAULT_USER_DATE_RANGE,
	type UserDateRange,
} from '../../../util/date-range';
import type { UserState } from '../types';

/**
 * The report range: the user's latest choice on this page, else the one saved
 * on the server (boot data), else last 28 days against the previous period.
 *
 * @param state Store state.
 */
export function getDateRange( state: UserState ): UserDateRange {
	if ( state.dateRange ) {
		return state.dateRange;
	}
	const saved = getBaseData().userDateRange;
	return saved
		? { dateRange: saved.dateRange, compare: saved.compare }
		: DEFAULT_USER_DATE_RANGE;
}
