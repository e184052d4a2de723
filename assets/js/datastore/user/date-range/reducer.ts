/**
 * The chosen report range in the state of `core/user`.
 */

/**
 * Internal dependencies
 */
import type { UserState } from '../types';
import type { DateRangeAction } from './actions';

export const initialState: Partial< UserState > = { dateRange: undefined };

export function reducer(
	state: UserState,
	action: DateRangeAction
): UserState {
	return action.type === 'RECEIVE_DATE_RANGE'
		? { ...state, dateRange: action.range }
		: state;
}
