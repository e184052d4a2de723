/**
 * Choosing the report range: widgets follow at once, the choice is saved on
 * the server (per user), one save at a time.
 */

/**
 * Internal dependencies
 */
import { set } from '../../../api';
import type { APIError } from '../../../api/types';
import { isValidRange, type UserDateRange } from '../../../util/date-range';
import {
	clearError,
	receiveError,
	type ErrorAction,
} from '../../shared/errors';
import { request } from '../../shared/request';
import type { ActionResult, Thunk } from '../../types';
import type * as selectors from './selectors';

let dateRangeSaving: Promise< void > = Promise.resolve();

export function receiveDateRange( range: UserDateRange ) {
	return { type: 'RECEIVE_DATE_RANGE' as const, range };
}

export type DateRangeAction =
	| ReturnType< typeof receiveDateRange >
	| ErrorAction;

/**
 * Chooses the report range: widgets follow at once, and the choice is saved
 * on the server (per user, any browser). An invalid range changes nothing.
 *
 * @param range The range and compare mode.
 */
export function setDateRange(
	range: UserDateRange
): Thunk<
	DateRangeAction,
	typeof selectors,
	ActionResult< UserDateRange, APIError > | undefined
> {
	return async ( { dispatch } ) => {
		if ( ! isValidRange( range.dateRange ) ) {
			return undefined;
		}
		const args = [ range ];
		dispatch( receiveDateRange( range ) );
		dispatch( clearError( 'setDateRange', args ) );
		// One save at a time, in the order chosen: two quick changes must not reach the server swapped.
		const previous = dateRangeSaving;
		const saving = previous.then( () =>
			request( () =>
				set< UserDateRange >( 'core', 'user', 'date-range', {
					dateRange: range.dateRange,
					compare: range.compare,
				} )
			)
		);
		dateRangeSaving = saving.then( () => undefined );
		const result = await saving;
		if ( result.error ) {
			dispatch( receiveError( result.error, 'setDateRange', args ) );
		}
		return result;
	};
}

export const actions = { receiveDateRange, setDateRange };
