/**
 * External dependencies
 */
import type { Reducer } from 'redux';

/**
 * Internal dependencies
 */
import type { LocationAction } from './actions';
import type { LocationState } from './types';

export const initialState: LocationState = { navigatingTo: null };

export const reducer: Reducer< LocationState, LocationAction > = (
	state = initialState,
	action
) => {
	switch ( action.type ) {
		case 'SET_NAVIGATING_TO':
			return { ...state, navigatingTo: action.url };
		default:
			return state;
	}
};
