/**
 * The dismissed items in the state of `core/user`, and those being dismissed.
 */

/**
 * Internal dependencies
 */
import type { UserState } from '../types';
import type { DismissedItemsAction } from './actions';

export const initialState: Partial< UserState > = {
	dismissedItems: undefined,
	dismissingItems: [],
};

export function reducer(
	state: UserState,
	action: DismissedItemsAction
): UserState {
	switch ( action.type ) {
		case 'RECEIVE_DISMISSED_ITEMS':
			return { ...state, dismissedItems: action.items };
		case 'SET_DISMISSING_ITEM': {
			const others = state.dismissingItems.filter(
				( slug ) => slug !== action.slug
			);
			return {
				...state,
				dismissingItems: action.dismissing
					? [ ...others, action.slug ]
					: others,
			};
		}
		default:
			return state;
	}
}
